// Strings of the validate view: the verdict on the prescriptions and why one is refused (spec 000 section 3; spec 001 section 8).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  validating: 'Checking your prescription',
  validated: 'Your prescription is validated.',
  invalid: 'Prescription cannot be validated by our system.',
  review: 'Your prescription is being reviewed by our team. You can continue; we will check it before your claim is sent.',
  timeout: 'Checking your prescription is taking longer than expected.',
  another: 'Upload another prescription',
  continue: 'Continue',
  PRODUCT_MISMATCH_GLASSES_RX: 'Your cart holds glasses, but this is not a glasses prescription.',
  PRODUCT_MISMATCH_CONTACTS_RX: 'Your cart holds contact lenses, but this is not a contact lens prescription.',
  PATIENT_NAME_MISMATCH: 'The patient’s name does not match the name on the prescription.',
  PRESCRIBER_NAME_MISMATCH: 'The doctor’s name does not match the name on the prescription.',
};

/** French. */
export const fr: Strings<typeof en> = {
  validating: 'Vérification de votre ordonnance',
  validated: 'Votre ordonnance est validée.',
  invalid: 'L’ordonnance ne peut pas être validée par notre système.',
  review: 'Votre ordonnance est examinée par notre équipe. Vous pouvez continuer ; nous la vérifierons avant l’envoi de votre demande.',
  timeout: 'La vérification de votre ordonnance prend plus de temps que prévu.',
  another: 'Téléverser une autre ordonnance',
  continue: 'Continuer',
  PRODUCT_MISMATCH_GLASSES_RX: 'Votre panier contient des lunettes, mais ce n’est pas une ordonnance de lunettes.',
  PRODUCT_MISMATCH_CONTACTS_RX: 'Votre panier contient des lentilles, mais ce n’est pas une ordonnance de lentilles.',
  PATIENT_NAME_MISMATCH: 'Le nom du patient ne correspond pas à celui de l’ordonnance.',
  PRESCRIBER_NAME_MISMATCH: 'Le nom du médecin ne correspond pas à celui de l’ordonnance.',
};

/** US English: the same words. */
export const enUS: Overrides<typeof en> = {};

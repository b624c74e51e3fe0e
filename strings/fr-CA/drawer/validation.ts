// Strings of the validate view: the verdict on the prescriptions and why one is refused (spec 000 section 3; spec 001 section 8).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/validation.ts';

/** French. */
const fr: Strings<typeof en> = {
  validating: 'Vérification de votre ordonnance',
  'checked.rejected': 'Ordonnance refusée',
  'checked.review': 'Ordonnance transmise pour examen',
  'checked.unfinished': 'Nous n’avons pas pu vérifier votre ordonnance',
  validated: 'Votre ordonnance est validée.',
  validatedAll: 'Vos ordonnances sont validées.',
  invalid: 'L’ordonnance ne peut pas être validée par notre système.',
  review: 'Votre ordonnance est examinée par notre équipe. Vous pouvez continuer; nous la vérifierons avant l’envoi de votre demande.',
  timeout: 'La vérification de votre ordonnance prend plus de temps que prévu.',
  another: 'Téléverser une autre ordonnance',
  continue: 'Continuer',
  PRODUCT_MISMATCH_GLASSES_RX: 'Votre panier contient des lunettes, mais ce n’est pas une ordonnance de lunettes.',
  PRODUCT_MISMATCH_CONTACTS_RX: 'Votre panier contient des lentilles, mais ce n’est pas une ordonnance de lentilles.',
  PATIENT_NAME_MISMATCH: 'Le nom du patient ne correspond pas à celui de l’ordonnance.',
  PRESCRIBER_NAME_MISMATCH: 'Le nom du médecin ne correspond pas à celui de l’ordonnance.',
};

export default fr;

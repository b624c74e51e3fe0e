// Strings of the validate view: the verdict on the prescriptions and why one is refused (spec 000 section 3; spec 001 section 8).

/** English, the source of truth: every other locale has these keys. */
export default {
  validating: 'Checking your prescription',
  'checked.rejected': 'Prescription not accepted',
  'checked.review': 'Prescription sent for review',
  'checked.unfinished': 'We could not check your prescription',
  validated: 'Your prescription is validated.',
  validatedAll: 'Your prescriptions are validated.',
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

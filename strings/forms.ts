// Strings of the forms wizard's pages: titles, field labels, options and the North American field messages (spec 001 section 5).
import type { Overrides, Strings } from './types.ts';

/** English, the default. Field labels and messages are keyed by the field's name (its claimData path). */
export const en = {
  'forms.member.title': 'Your insurance policy',
  'primaryCoverage.insuree.memberId': 'Member ID',
  'forms.field.groupId': 'Group ID',
  'primaryCoverage.insuree.firstName': 'Policy holder’s first name',
  'primaryCoverage.insuree.lastName': 'Policy holder’s last name',
  'patient.dateOfBirth': 'Date of birth',
  postal: 'Postal code',
  zip: 'ZIP code',
  'MM/DD/YYYY': 'MM / DD / YYYY',
  'DD/MM/YYYY': 'DD / MM / YYYY',
  choose: 'Select',
  // Spec 001 section 5, North American messages, word for word where the spec gives them.
  'primaryCoverage.insuree.policyNumber.required': 'Please insert your group ID',
  'primaryCoverage.insuree.policyNumber.maxLength': 'Group ID cannot exceed {{length}} characters',
  'primaryCoverage.insuree.memberId.required': 'Please enter the insurance member ID',
  'primaryCoverage.insuree.memberId.maxLength': 'Member ID cannot exceed {{length}} characters',
  'primaryCoverage.insuree.firstName.required': 'Please enter policy holder’s first name',
  'primaryCoverage.insuree.lastName.required': 'Please enter policy holder’s last name',
  date: 'Please enter a valid date of birth',
  zipError: 'Please enter a valid zip code',
  postalError: 'Please enter a valid postal code',
  select: 'Please select an option',
  required: 'This field is required',
  maxLength: 'This field cannot exceed {{length}} characters',
  minLength: 'This field must contain {{length}} characters',
  invalid: 'Please check this field',
};

/** French. */
export const fr: Strings<typeof en> = {
  'forms.member.title': 'Votre police d’assurance',
  'primaryCoverage.insuree.memberId': 'Numéro de membre',
  'forms.field.groupId': 'Numéro de groupe',
  'primaryCoverage.insuree.firstName': 'Prénom du titulaire de la police',
  'primaryCoverage.insuree.lastName': 'Nom du titulaire de la police',
  'patient.dateOfBirth': 'Date de naissance',
  postal: 'Code postal',
  zip: 'Code ZIP',
  'MM/DD/YYYY': 'MM / JJ / AAAA',
  'DD/MM/YYYY': 'JJ / MM / AAAA',
  choose: 'Sélectionner',
  'primaryCoverage.insuree.policyNumber.required': 'Veuillez inscrire votre numéro de groupe',
  'primaryCoverage.insuree.policyNumber.maxLength': 'Le numéro de groupe ne peut pas dépasser {{length}} caractères',
  'primaryCoverage.insuree.memberId.required': 'Veuillez indiquer le numéro de membre de l’assurance',
  'primaryCoverage.insuree.memberId.maxLength': 'Le numéro de membre ne peut pas dépasser {{length}} caractères',
  'primaryCoverage.insuree.firstName.required': 'Veuillez indiquer le prénom du titulaire de la police',
  'primaryCoverage.insuree.lastName.required': 'Veuillez indiquer le nom du titulaire de la police',
  date: 'Veuillez indiquer une date de naissance valide',
  zipError: 'Veuillez indiquer un code ZIP valide',
  postalError: 'Veuillez indiquer un code postal valide',
  select: 'Veuillez sélectionner une option',
  required: 'Ce champ est obligatoire',
  maxLength: 'Ce champ ne peut pas dépasser {{length}} caractères',
  minLength: 'Ce champ doit contenir {{length}} caractères',
  invalid: 'Veuillez vérifier ce champ',
};

/** US English: US shoppers speak of their insurance carrier; the ZIP code label follows the shop's country (form-page.tsx). */
export const enUS: Overrides<typeof en> = {
  'forms.member.title': 'Your insurance carrier and policy',
};

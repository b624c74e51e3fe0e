// Strings of the forms wizard's pages: titles, field labels, options and the North American field messages (spec 001 section 5).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/forms.ts';

/** French. */
const fr: Strings<typeof en> = {
  'forms.member.title': 'Votre police d’assurance',
  'forms.member.tip': 'Votre assureur vous retrouve grâce à ces renseignements, tels qu’imprimés sur votre carte d’assurance. Ils ne sont transmis qu’à votre assureur.',
  'primaryCoverage.insuree.memberId': 'Numéro de membre',
  'forms.field.groupId': 'Numéro de groupe',
  'primaryCoverage.insuree.firstName': 'Prénom du titulaire de la police',
  'primaryCoverage.insuree.lastName': 'Nom du titulaire de la police',
  'patient.dateOfBirth': 'Date de naissance',
  postal: 'Code postal',
  zip: 'Code ZIP',
  'MM/DD/YYYY': 'MM / JJ / AAAA',
  'DD/MM/YYYY': 'JJ / MM / AAAA',
  'dateAs.MM/DD/YYYY': '{{message}} au format MM/JJ/AAAA, par exemple {{example}}',
  'dateAs.DD/MM/YYYY': '{{message}} au format JJ/MM/AAAA, par exemple {{example}}',
  choose: 'Sélectionner',
  'primaryCoverage.insuree.policyNumber.required': 'Veuillez inscrire votre numéro de groupe',
  'primaryCoverage.insuree.policyNumber.maxLength': 'Le numéro de groupe ne peut pas dépasser {{length}}\u00a0caractères',
  'primaryCoverage.insuree.memberId.required': 'Veuillez indiquer le numéro de membre de l’assurance',
  'primaryCoverage.insuree.memberId.maxLength': 'Le numéro de membre ne peut pas dépasser {{length}}\u00a0caractères',
  'primaryCoverage.insuree.firstName.required': 'Veuillez indiquer le prénom du titulaire de la police',
  'primaryCoverage.insuree.lastName.required': 'Veuillez indiquer le nom du titulaire de la police',
  date: 'Veuillez indiquer une date de naissance valide',
  'patient.dateOfBirth.dateFuture': 'La date de naissance ne peut pas être dans le futur',
  noSuchDate: 'Cette date n’existe pas\u00a0: vérifiez le jour et le mois',
  dateYear: 'Indiquez une année entre 1900 et 2099',
  zipError: 'Veuillez indiquer un code ZIP valide',
  postalError: 'Veuillez indiquer un code postal valide',
  select: 'Veuillez sélectionner une option',
  required: 'Ce champ est obligatoire',
  maxLength: 'Ce champ ne peut pas dépasser {{length}}\u00a0caractères',
  minLength: 'Ce champ doit contenir {{length}}\u00a0caractères',
  invalid: 'Veuillez vérifier ce champ',
};

export default fr;

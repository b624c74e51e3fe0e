// Strings of the forms wizard's pages: titles, field labels, options and the North American field messages (spec 001 section 5).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/forms.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  'forms.member.title': 'Votre contrat de mutuelle',
  'forms.member.tip': 'Votre mutuelle vous identifie grâce à ces informations, telles qu’elles figurent sur votre carte de tiers payant. Elles ne sont transmises qu’à votre mutuelle.',
  'primaryCoverage.insuree.memberId': 'Numéro d’adhérent',
  'forms.field.groupId': 'Numéro de contrat collectif',
  'primaryCoverage.insuree.firstName': 'Prénom de l’assuré',
  'primaryCoverage.insuree.lastName': 'Nom de l’assuré',
  'patient.dateOfBirth': 'Date de naissance',
  postal: 'Code postal',
  zip: 'Code ZIP (États-Unis)',
  'MM/DD/YYYY': 'MM / JJ / AAAA',
  'DD/MM/YYYY': 'JJ / MM / AAAA',
  'dateAs.MM/DD/YYYY': '{{message}} au format MM/JJ/AAAA, par exemple {{example}}',
  'dateAs.DD/MM/YYYY': '{{message}} au format JJ/MM/AAAA, par exemple {{example}}',
  choose: 'Sélectionnez',
  'primaryCoverage.insuree.policyNumber.required': 'Veuillez indiquer votre numéro de contrat collectif',
  'primaryCoverage.insuree.policyNumber.maxLength': 'Le numéro de contrat collectif ne peut pas dépasser {{length}}\u00a0caractères',
  'primaryCoverage.insuree.memberId.required': 'Veuillez indiquer votre numéro d’adhérent',
  'primaryCoverage.insuree.memberId.maxLength': 'Le numéro d’adhérent ne peut pas dépasser {{length}}\u00a0caractères',
  'primaryCoverage.insuree.firstName.required': 'Veuillez indiquer le prénom de l’assuré',
  'primaryCoverage.insuree.lastName.required': 'Veuillez indiquer le nom de l’assuré',
  date: 'Veuillez saisir une date de naissance valide',
  'patient.dateOfBirth.dateFuture': 'La date de naissance ne peut pas être dans le futur',
  noSuchDate: 'Cette date n’existe pas\u202f: vérifiez le jour et le mois',
  dateYear: 'Indiquez une année entre 1900 et 2099',
  zipError: 'Veuillez saisir un code ZIP valide',
  postalError: 'Veuillez saisir un code postal valide',
  select: 'Veuillez sélectionner une option',
  required: 'Champ obligatoire',
  maxLength: 'Ce champ ne peut pas dépasser {{length}}\u00a0caractères',
  minLength: 'Ce champ doit contenir {{length}}\u00a0caractères',
  invalid: 'Veuillez vérifier ce champ',
};

export default fr;

// Strings of the forms wizard's later pages (patient and doctor): their titles, labels, options and messages (spec 001
// sections 4 and 5). The insurance-information view adds them to the wizard's strings, so the member view does not carry them.
import type { Overrides, Strings } from './types.ts';

/** English, the default. Field labels and messages are keyed by the field's name (its claimData path). */
export const en = {
  'forms.patient.title': 'Who is the eyewear for?',
  'forms.doctor.title': 'Your eye doctor',
  'forms.patientDoctor.title': 'Patient and doctor',
  patientRelationship: 'Relationship to the policy holder',
  'patient.firstName': 'Patient’s first name',
  'patient.lastName': 'Patient’s last name',
  'referrer.type': 'Doctor’s credential',
  'referrer.firstName': 'Doctor’s first name',
  'referrer.lastName': 'Doctor’s last name',
  SELF: 'Self',
  SPS: 'Spouse',
  CHILD: 'Child',
  HANDIC: 'Disabled dependent',
  PSTUD: 'Part-time student',
  FSTUD: 'Full-time student',
  DOMPART: 'Domestic partner',
  OPTOMETRIST: 'Optometrist',
  OPHTHALMOLOGIST: 'Ophthalmologist',
  MEDICAL_DOCTOR: 'Medical doctor',
  'patient.firstName.required': 'Please enter the patient’s first name',
  'patient.lastName.required': 'Please enter the patient’s last name',
  'referrer.firstName.required': 'Please enter the doctor’s first name',
  'referrer.lastName.required': 'Please enter the doctor’s last name',
};

/** French. */
export const fr: Strings<typeof en> = {
  'forms.patient.title': 'Pour qui sont les lunettes?',
  'forms.doctor.title': 'Votre spécialiste de la vue',
  'forms.patientDoctor.title': 'Patient et médecin',
  patientRelationship: 'Lien avec le titulaire de la police',
  'patient.firstName': 'Prénom du patient',
  'patient.lastName': 'Nom du patient',
  'referrer.type': 'Titre du médecin',
  'referrer.firstName': 'Prénom du médecin',
  'referrer.lastName': 'Nom du médecin',
  SELF: 'Moi-même',
  SPS: 'Conjoint ou conjointe',
  CHILD: 'Enfant',
  HANDIC: 'Personne à charge handicapée',
  PSTUD: 'Étudiant à temps partiel',
  FSTUD: 'Étudiant à temps plein',
  DOMPART: 'Partenaire domestique',
  OPTOMETRIST: 'Optométriste',
  OPHTHALMOLOGIST: 'Ophtalmologiste',
  MEDICAL_DOCTOR: 'Médecin',
  'patient.firstName.required': 'Veuillez indiquer le prénom du patient',
  'patient.lastName.required': 'Veuillez indiquer le nom du patient',
  'referrer.firstName.required': 'Veuillez indiquer le prénom du médecin',
  'referrer.lastName.required': 'Veuillez indiquer le nom du médecin',
};

/** US English: the same words. */
export const enUS: Overrides<typeof en> = {};

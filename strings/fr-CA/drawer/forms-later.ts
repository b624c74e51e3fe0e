// Strings of the forms wizard's later pages (patient and doctor): their titles, labels, options and messages (spec 001
// sections 4 and 5); the wizard reads them after its own pages' words.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/forms-later.ts';

/** French. */
const fr: Strings<typeof en> = {
  'forms.patient.title': 'Qui portera les lunettes ou les lentilles?',
  'forms.doctor.title': 'Votre spécialiste de la vue',
  'forms.patientDoctor.title': 'Patient et médecin',
  'forms.patient.tip': 'Le patient est la personne qui portera les lunettes ou les lentilles. Son lien avec le titulaire de la police indique à votre assureur quelles garanties s’appliquent.',
  'forms.doctor.tip': 'Votre assureur vérifie que l’ordonnance que vous téléverserez ensuite a été rédigée par ce médecin : inscrivez son nom tel qu’il y figure. Une demande n’a qu’un médecin : lunettes et lentilles demandent des ordonnances du même médecin.',
  'forms.patientDoctor.tip': 'Le patient est la personne qui portera les lunettes ou les lentilles : son lien avec le titulaire de la police indique à votre assureur quelles garanties s’appliquent. Votre assureur vérifie que l’ordonnance que vous téléverserez ensuite a été rédigée par ce médecin pour ce patient : inscrivez les deux noms tels qu’ils y figurent.',
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
  DOMPART: 'Conjoint ou conjointe de fait',
  OPTOMETRIST: 'Optométriste',
  OPHTHALMOLOGIST: 'Ophtalmologiste',
  MEDICAL_DOCTOR: 'Médecin',
  'patient.firstName.required': 'Veuillez indiquer le prénom du patient',
  'patient.lastName.required': 'Veuillez indiquer le nom du patient',
  'referrer.firstName.required': 'Veuillez indiquer le prénom du médecin',
  'referrer.lastName.required': 'Veuillez indiquer le nom du médecin',
};

export default fr;

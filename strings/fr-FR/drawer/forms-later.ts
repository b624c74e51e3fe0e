// Strings of the forms wizard's later pages (patient and doctor): their titles, labels, options and messages (spec 001
// sections 4 and 5); the wizard reads them after its own pages' words.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/forms-later.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  'forms.patient.title': 'Qui portera les lunettes ou les lentilles ?',
  'forms.doctor.title': 'Votre médecin',
  'forms.patientDoctor.title': 'Patient et médecin',
  'forms.patient.tip': 'Le patient est la personne qui portera les lunettes ou les lentilles. Son lien avec l’assuré indique à votre mutuelle quelles garanties s’appliquent.',
  'forms.doctor.tip': 'Votre mutuelle vérifie que l’ordonnance que vous importerez ensuite a été rédigée par ce médecin : indiquez son nom tel qu’il y figure. Une demande ne compte qu’un médecin : lunettes et lentilles demandent des ordonnances du même médecin.',
  'forms.patientDoctor.tip': 'Le patient est la personne qui portera les lunettes ou les lentilles : son lien avec l’assuré indique à votre mutuelle quelles garanties s’appliquent. Votre mutuelle vérifie que l’ordonnance que vous importerez ensuite a été rédigée par ce médecin pour ce patient : indiquez les deux noms tels qu’ils y figurent.',
  patientRelationship: 'Lien du patient avec l’assuré',
  'patient.firstName': 'Prénom du patient',
  'patient.lastName': 'Nom du patient',
  'referrer.type': 'Spécialité du médecin',
  'referrer.firstName': 'Prénom du médecin',
  'referrer.lastName': 'Nom du médecin',
  SELF: 'L’assuré lui-même',
  SPS: 'Conjoint',
  CHILD: 'Enfant',
  HANDIC: 'Personne à charge en situation de handicap',
  PSTUD: 'Étudiant à temps partiel',
  FSTUD: 'Étudiant à temps plein',
  DOMPART: 'Partenaire de PACS ou concubin',
  OPTOMETRIST: 'Optométriste',
  OPHTHALMOLOGIST: 'Ophtalmologiste',
  MEDICAL_DOCTOR: 'Médecin généraliste',
  'patient.firstName.required': 'Veuillez indiquer le prénom du patient',
  'patient.lastName.required': 'Veuillez indiquer le nom du patient',
  'referrer.firstName.required': 'Veuillez indiquer le prénom du médecin',
  'referrer.lastName.required': 'Veuillez indiquer le nom du médecin',
};

export default fr;

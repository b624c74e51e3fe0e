// Strings of the forms wizard's later pages (patient and doctor): their titles, labels, options and messages (spec 001
// sections 4 and 5); the wizard reads them after its own pages' words.

/** English, the source of truth: every other locale has these keys. */
export default {
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

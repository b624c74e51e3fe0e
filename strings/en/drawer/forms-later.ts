// Strings of the forms wizard's later pages (patient and doctor): their titles, labels, options and messages (spec 001
// sections 4 and 5); the wizard reads them after its own pages' words.

/** English, the source of truth: every other locale has these keys. */
export default {
  'forms.patient.title': 'Who is the eyewear for?',
  'forms.doctor.title': 'Your eye doctor',
  'forms.patientDoctor.title': 'Patient and doctor',
  'forms.patient.tip': 'The patient is who the eyewear is for. Their relationship to the policy holder tells your insurer which benefits apply.',
  'forms.doctor.tip': 'Your insurer checks that the prescription you upload next was written by this doctor: give their name as it appears on it. A claim has one doctor, so glasses and contact lenses need prescriptions from the same one.',
  'forms.patientDoctor.tip': 'The patient is who the eyewear is for: their relationship to the policy holder tells your insurer which benefits apply. Your insurer checks that the prescription you upload next was written by this doctor for this patient: give both names as they appear on it.',
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

// The French flow's form words: labels, hints, options and the messages of spec 001 section 5 for France.

/** English, the source of truth: every other locale has these keys. */
export default {
  // Titles and leads of the French pages.
  'forms.member.title': 'Your supplementary health insurance',
  'forms.patient.title': 'The patient',
  'forms.secondary.title': 'Second supplementary insurance (optional)',
  'forms.secondary.lead': 'If the patient is also covered by a second supplementary insurance, give its details. Otherwise, continue.',
  // Field labels, by the field’s name (its claimData path) or label key.
  'forms.field.memberNumber': 'Member number',
  'primaryCoverage.insuree.insuranceType': 'Type of cover',
  'primaryCoverage.insuree.firstName': 'Insured person’s first name',
  'primaryCoverage.insuree.lastName': 'Insured person’s last name',
  patientRelationship: 'Patient’s relationship to the insured person',
  'patient.firstName': 'Patient’s first name',
  'patient.lastName': 'Patient’s last name',
  'patient.dateOfBirth': 'Patient’s date of birth',
  'patient.nationalIdentifier': 'Social security number',
  'patient.nationalIdentifier.hint': '13 digits, or 15 with the key, as on the Carte Vitale',
  'patient.birthRank': 'Birth rank',
  'patient.birthRank.hint': 'Leave 1, except for twins or other multiple births: 1 for the first born, 2 for the second, and so on.',
  'patient.gender': 'Sex',
  'patient.phoneNumber': 'Phone number',
  'patient.phoneNumber.hint': '10 digits, for example 06 12 34 56 78',
  'patient.dateOfPrescription': 'Date of the prescription',
  isAccident: 'Is the eyewear needed after an accident?',
  'accident.type': 'Type of accident',
  'accident.date': 'Date of the accident',
  'forms.terms.validPrescription': 'I hold a valid prescription for this eyewear and I accept the terms of third-party payment.',
  'secondaryInsurance.insuree.insuranceType': 'Type of cover',
  'secondaryInsurance.insuree.firstName': 'Insured person’s first name',
  'secondaryInsurance.insuree.lastName': 'Insured person’s last name',
  'secondaryInsurance.relationship': 'Patient’s relationship to the insured person',
  'DD/MM/YYYY': 'DD / MM / YYYY',
  choose: 'Select',
  // Options: yes and no, the sexes, the covers, the relationships, the accidents.
  Y: 'Yes',
  N: 'No',
  MALE: 'Male',
  FEMALE: 'Female',
  OTHER: 'Other',
  // The one cover a mutuelle member holds (sandbox/service/forms.ts MUTUELLE_COVER_TYPES): the Sécurité sociale's
  // schemes and maternity insurance are no mutuelle's cover, so no French form offers them.
  ADDITIONAL_INSURANCE: 'Supplementary health insurance',
  SELF: 'The insured person',
  SPS: 'Spouse',
  CHILD: 'Child',
  HANDIC: 'Dependant with a disability',
  PSTUD: 'Part-time student',
  FSTUD: 'Full-time student',
  DOMPART: 'Civil partner or cohabitant',
  MOTOR_VEHICLE: 'Road accident',
  SCHOOL: 'School accident',
  SPORT: 'Sports accident',
  WORKPLACE: 'Accident at work',
  // Messages (spec 001 section 5, French flow): "Required field" for every empty field.
  required: 'Required field',
  maxLength: 'This field cannot exceed {{length}} characters',
  minLength: 'This field must contain {{length}} characters',
  'patient.dateOfBirth.date': 'Please enter a valid date of birth',
  'patient.dateOfPrescription.date': 'Please enter a valid prescription date',
  'patient.dateOfPrescription.dateExpired': 'This prescription is no longer valid: it must be less than {{length}} months old',
  date: 'Please enter a valid date',
  phone: 'Please enter a valid French phone number',
  nationalId: 'Please enter a valid social security number',
  nationalIdKey: 'This number does not match its key (its last 2 digits): check each digit against your Carte Vitale',
  birthRank: 'Enter a rank from 1 to 9',
  invalid: 'Please check this field',
  // The insurers view in France: mutuelles.
  // The member view in France: a form to fill, no eligibility check.
  // The relationship help of the patient page, in the words of French insurance.
};

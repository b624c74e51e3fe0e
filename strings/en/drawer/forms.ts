// Strings of the forms wizard's pages: titles, field labels, options and the North American field messages (spec 001 section 5).

/** English, the source of truth: every other locale has these keys. */
export default {
  'forms.member.title': 'Your insurance policy',
  'forms.member.tip': 'Your insurer finds you with these details, exactly as printed on your insurance card. They go to your insurer only.',
  'primaryCoverage.insuree.memberId': 'Member ID',
  'forms.field.groupId': 'Group ID',
  'primaryCoverage.insuree.firstName': 'Policy holder’s first name',
  'primaryCoverage.insuree.lastName': 'Policy holder’s last name',
  'patient.dateOfBirth': 'Date of birth',
  postal: 'Postal code',
  zip: 'ZIP code',
  'MM/DD/YYYY': 'MM / DD / YYYY',
  'DD/MM/YYYY': 'DD / MM / YYYY',
  // A text that is no date: its field's message ({{message}}, "Please enter a valid date of birth") with the format to
  // type and {{example}}, a date the field accepts written in that format; one message, ending as spec 001 section 5's do.
  'dateAs.MM/DD/YYYY': '{{message}} in the format MM/DD/YYYY, e.g. {{example}}',
  'dateAs.DD/MM/YYYY': '{{message}} in the format DD/MM/YYYY, e.g. {{example}}',
  choose: 'Select',
  // Spec 001 section 5, North American messages, word for word where the spec gives them.
  'primaryCoverage.insuree.policyNumber.required': 'Please insert your group ID',
  'primaryCoverage.insuree.policyNumber.maxLength': 'Group ID cannot exceed {{length}} characters',
  'primaryCoverage.insuree.memberId.required': 'Please enter the insurance member ID',
  'primaryCoverage.insuree.memberId.maxLength': 'Member ID cannot exceed {{length}} characters',
  'primaryCoverage.insuree.firstName.required': 'Please enter policy holder’s first name',
  'primaryCoverage.insuree.lastName.required': 'Please enter policy holder’s last name',
  date: 'Please enter a valid date of birth',
  'patient.dateOfBirth.dateFuture': 'The date of birth cannot be in the future',
  // A date typed in the right format that is no day of the calendar, or of a year the service does not take (spec 000
  // section 5: 1900 to 2099), in either flow: the format was right, so the message does not repeat it.
  noSuchDate: 'This date does not exist: check the day and the month',
  dateYear: 'Enter a year from 1900 to 2099',
  zipError: 'Please enter a valid zip code',
  postalError: 'Please enter a valid postal code',
  select: 'Please select an option',
  required: 'This field is required',
  maxLength: 'This field cannot exceed {{length}} characters',
  minLength: 'This field must contain {{length}} characters',
  invalid: 'Please check this field',
};

// Strings of the forms wizard's later pages (patient and doctor): the tips of spec 001 section 4.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/forms-later.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  'forms.patient.tip': 'The patient is who the eyewear is for. Their relationship to the policy holder tells your insurance carrier which benefits apply.',
  'forms.doctor.tip': 'Your insurance carrier checks that the prescription you upload next was written by this doctor: give their name as it appears on it. A claim has one doctor, so glasses and contact lenses need prescriptions from the same one.',
  'forms.patientDoctor.tip': 'The patient is who the eyewear is for: their relationship to the policy holder tells your insurance carrier which benefits apply. Your insurance carrier checks that the prescription you upload next was written by this doctor for this patient: give both names as they appear on it.',
};

export default enUS;

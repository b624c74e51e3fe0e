// Strings of the intro view: six North American steps, four French ones (spec 001 section 1). A step's key is the
// message key the intro-page configuration names it by (spec 000 section 7), so the configuration and the built-in steps share it.

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Apply your vision insurance',
  headingFr: 'Use your insurer’s direct payment',
  leadNa: 'Your insurer pays its share directly, and you pay only the rest. Here is how it works:',
  leadFr: 'Your supplementary insurer (mutuelle) pays its share directly, and you pay only the rest. Here is how it works:',
  'intro.na1': 'Enter your insurance policy information.',
  'intro.na2': 'Tell us who the eyewear is for.',
  'intro.na3': 'Add the doctor who wrote the prescription.',
  'intro.na4': 'Upload your prescription.',
  'intro.na5': 'Choose the products to cover; we check them against your prescription.',
  'intro.na6': 'Submit your claim and pay any remainder.',
  'intro.fr1': 'Enter your supplementary insurance and who the eyewear is for.',
  'intro.fr2': 'Add the doctor who wrote the prescription.',
  'intro.fr3': 'Upload your prescription and select the matching product.',
  'intro.fr4': 'Review your quote and accept it.',
};

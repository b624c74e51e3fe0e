// Strings of the intro view: six North American steps, four French ones (spec 001 section 1).

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Apply your vision insurance',
  headingFr: 'Use your insurer’s direct payment',
  leadNa: 'Your insurer pays its share directly, and you pay only the rest. Here is how it works:',
  leadFr: 'Your supplementary insurer (mutuelle) pays its share directly, and you pay only the rest. Here is how it works:',
  na1: 'Enter your insurance policy information.',
  na2: 'Tell us who the eyewear is for.',
  na3: 'Add the doctor who wrote the prescription.',
  na4: 'Upload your prescription.',
  na5: 'Choose the products to cover; we check them against your prescription.',
  na6: 'Submit your claim and pay any remainder.',
  fr1: 'Enter your supplementary insurance and who the eyewear is for.',
  fr2: 'Add the doctor who wrote the prescription.',
  fr3: 'Upload your prescription and select the matching product.',
  fr4: 'Review your quote and accept it.',
};

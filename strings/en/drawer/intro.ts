// Strings of the intro view: six North American steps (spec 001 section 1); the French flow's four say what its
// screens do: mutuelle and insuree, patient with the prescription's date, an optional second mutuelle, the quote.

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
  fr1: 'Choose your supplementary insurer (mutuelle) and enter the member’s details.',
  fr2: 'Tell us who the eyewear is for, with the date of their prescription.',
  fr3: 'Add a second supplementary insurer, if you have one.',
  fr4: 'Request your quote, then accept or refuse it.',
  // The day's quote limit met before the flow starts (spec 000 §8; spec 001 §9): the call-to-action's words.
  limitHeading: 'Daily quote limit reached',
  limitBody: 'You have requested the most quotes allowed in a day: you can apply your vision insurance again in 24 hours.',
  limitNextQuote: 'You have requested the most quotes allowed in a day. You can request a new quote in 24 hours. Until then, this order is at full price.',
  close: 'Close',
};

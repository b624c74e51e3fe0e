// Strings of the choice of products per prescription (spec 000 section 2, select-product and change-product).

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Choose the products to cover',
  changeHeading: 'Change the covered products',
  page: 'Prescription {{n}} of {{m}}',
  legend: 'Products covered by {{name}}',
  // Said while the cart and the best use of the benefits are read: the choice shows once both are known.
  finding: 'Finding the products your benefits cover best…',
  picked: 'We picked the items that get you the most from your benefits.',
  // Said on the shopper's return when another tab or window changed the cart (spec 000 §5): the products offered are the cart's now.
  cartChanged: 'Your cart changed in another tab or window: these are the products in it now.',
  linePrice: '{{name}}: {{price}}',
  required: 'Please select an option',
  takenBy: 'Now covered by {{name}}; choosing it here moves it.',
  // Products whose benefit is coming soon (spec 000 §3 COMING_SOON; spec 001 §8, CONTACT_LENSES_COMING_SOON): shown, not covered.
  comingSoon: 'Contact lenses aren’t eligible yet: your insurer won’t pay for them on this claim.',
  none: 'No product in your cart can be covered by this prescription.',
  noPrescription: 'There is no validated prescription to choose products for.',
  upload: 'Upload a prescription',
  // The products no prescription covers (spec 000 section 5: glasses and contacts need one each), and how to cover them.
  needsContacts: 'Contact lenses need a contact lens prescription of their own. To cover {{products}} too, add one from the same doctor.',
  needsGlasses: 'Glasses need a glasses prescription of their own. To cover {{products}} too, add one from the same doctor.',
  addPrescription: 'Add a prescription',
  tryAgain: 'Try again',
  callFailed: 'Something went wrong. Please try again.',
  offline: 'You seem to be offline. Check your connection, then try again.',
  notEligible: 'Your insurer does not cover: {{products}}. Choose other products to continue.',
  PRODUCT_MISMATCH_GLASSES_RX: 'Glasses need a glasses prescription; this one is for contact lenses.',
  PRODUCT_MISMATCH_CONTACTS_RX: 'Contact lenses need a contact lens prescription; this one is for glasses.',
  FRAME: 'Frame',
  PRESCRIPTION_SUNGLASSES: 'Prescription sunglasses',
  PRESCRIPTION_LENS: 'Prescription lenses',
  SINGLE_VISION_LENS: 'Single vision lenses',
  BIFOCAL_LENS: 'Bifocal lenses',
  PHOTOCHROMATIC_TINT: 'Photochromic tint',
  TINTING: 'Tint',
  ANTI_REFLECTIVE_TREATMENT: 'Anti-reflective coating',
  PROGRESSIVE_LENS: 'Progressive lenses',
  PRESCRIPTION_CONTACT_LENS: 'Contact lenses',
  COLORED_PLANO_CONTACT_LENS: 'Coloured contact lenses',
  SUNGLASSES: 'Sunglasses',
  ACCESSORIES: 'Accessories',
  SOLUTIONS: 'Lens solution',
  ELECTRONICS: 'Electronics',
  OTHER: 'Other product',
};

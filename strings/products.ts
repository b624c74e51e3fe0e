// Strings of the choice of products per prescription (spec 000 section 2, select-product and change-product).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  heading: 'Choose the products to cover',
  changeHeading: 'Change the covered products',
  page: 'Prescription {{n}} of {{m}}',
  legend: 'Products covered by {{name}}',
  required: 'Please select an option',
  takenBy: 'Now covered by {{name}}; choosing it here moves it.',
  none: 'No product in your cart can be covered by this prescription.',
  noPrescription: 'There is no validated prescription to choose products for.',
  upload: 'Upload a prescription',
  tryAgain: 'Try again',
  callFailed: 'Something went wrong. Please try again.',
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

/** French. */
export const fr: Strings<typeof en> = {
  heading: 'Choisissez les produits à couvrir',
  changeHeading: 'Modifier les produits couverts',
  page: 'Ordonnance {{n}} sur {{m}}',
  legend: 'Produits couverts par {{name}}',
  required: 'Veuillez choisir une option',
  takenBy: 'Couvert par {{name}} ; le choisir ici le déplace.',
  none: 'Aucun produit du panier ne peut être couvert par cette ordonnance.',
  noPrescription: 'Aucune ordonnance validée pour laquelle choisir des produits.',
  upload: 'Téléverser une ordonnance',
  tryAgain: 'Réessayer',
  callFailed: 'Une erreur est survenue. Veuillez réessayer.',
  PRODUCT_MISMATCH_GLASSES_RX: 'Des lunettes demandent une ordonnance de lunettes ; celle-ci est pour des lentilles.',
  PRODUCT_MISMATCH_CONTACTS_RX: 'Des lentilles demandent une ordonnance de lentilles ; celle-ci est pour des lunettes.',
  FRAME: 'Monture',
  PRESCRIPTION_SUNGLASSES: 'Lunettes de soleil correctrices',
  PRESCRIPTION_LENS: 'Verres correcteurs',
  SINGLE_VISION_LENS: 'Verres unifocaux',
  BIFOCAL_LENS: 'Verres bifocaux',
  PHOTOCHROMATIC_TINT: 'Teinte photochromique',
  TINTING: 'Teinte',
  ANTI_REFLECTIVE_TREATMENT: 'Traitement antireflet',
  PROGRESSIVE_LENS: 'Verres progressifs',
  PRESCRIPTION_CONTACT_LENS: 'Lentilles de contact',
  COLORED_PLANO_CONTACT_LENS: 'Lentilles de couleur',
  SUNGLASSES: 'Lunettes de soleil',
  ACCESSORIES: 'Accessoires',
  SOLUTIONS: 'Solution d’entretien',
  ELECTRONICS: 'Électronique',
  OTHER: 'Autre produit',
};

/** US English: American spelling. */
export const enUS: Overrides<typeof en> = {
  COLORED_PLANO_CONTACT_LENS: 'Colored contact lenses',
};

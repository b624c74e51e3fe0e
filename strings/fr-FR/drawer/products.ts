// Strings of the choice of products per prescription (spec 000 section 2, select-product and change-product).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/products.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Choisissez les produits à faire prendre en charge',
  changeHeading: 'Modifier les produits pris en charge',
  page: 'Ordonnance {{n}} sur {{m}}',
  legend: 'Produits pris en charge pour {{name}}',
  finding: 'Nous recherchons les produits que vos garanties prennent le mieux en charge…',
  picked: 'Nous avons présélectionné les articles qui tirent le meilleur parti de vos garanties.',
  cartChanged: 'Votre panier a changé dans un autre onglet ou une autre fenêtre : voici les produits qu’il contient désormais.',
  linePrice: '{{name}} : {{price}}',
  required: 'Veuillez choisir une option',
  takenBy: 'Déjà rattaché à {{name}} : le choisir ici le déplace.',
  comingSoon: 'Les lentilles de contact ne sont pas encore prises en charge : votre mutuelle ne les réglera pas avec cette demande.',
  none: 'Aucun produit du panier ne peut être pris en charge avec cette ordonnance.',
  noPrescription: 'Aucune ordonnance validée pour laquelle choisir des produits.',
  upload: 'Importer une ordonnance',
  needsContacts: 'Les lentilles demandent leur propre ordonnance de lentilles. Pour faire prendre en charge {{products}} aussi, ajoutez-en une du même médecin.',
  needsGlasses: 'Les lunettes demandent leur propre ordonnance de lunettes. Pour faire prendre en charge {{products}} aussi, ajoutez-en une du même médecin.',
  addPrescription: 'Ajouter une ordonnance',
  tryAgain: 'Réessayer',
  notEligible: 'Votre mutuelle ne prend pas en charge : {{products}}. Choisissez d’autres produits pour continuer.',
  callFailed: 'Une erreur est survenue. Veuillez réessayer.',
  offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
  PRODUCT_MISMATCH_GLASSES_RX: 'Des lunettes demandent une ordonnance de lunettes ; celle-ci est pour des lentilles.',
  PRODUCT_MISMATCH_CONTACTS_RX: 'Des lentilles demandent une ordonnance de lentilles ; celle-ci est pour des lunettes.',
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
  COLORED_PLANO_CONTACT_LENS: 'Lentilles de couleur sans correction',
  SUNGLASSES: 'Lunettes de soleil',
  ACCESSORIES: 'Accessoires',
  SOLUTIONS: 'Produits d’entretien',
  ELECTRONICS: 'Électronique',
  OTHER: 'Autre produit',
};

export default fr;

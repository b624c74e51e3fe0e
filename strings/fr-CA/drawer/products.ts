// Strings of the choice of products per prescription (spec 000 section 2, select-product and change-product).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/products.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Choisissez les produits à couvrir',
  changeHeading: 'Modifier les produits couverts',
  page: 'Ordonnance {{n}} sur {{m}}',
  legend: 'Produits couverts par {{name}}',
  finding: 'Nous cherchons les produits que vos garanties couvrent le mieux…',
  picked: 'Nous avons choisi les articles qui vous font profiter au maximum de vos garanties.',
  cartChanged: 'Votre panier a changé dans un autre onglet ou une autre fenêtre : voici les produits qu’il contient maintenant.',
  linePrice: '{{name}} : {{price}}',
  required: 'Veuillez choisir une option',
  takenBy: 'Couvert par {{name}}; le choisir ici le déplace.',
  comingSoon: 'Les lentilles de contact ne sont pas encore admissibles : votre assureur ne les paiera pas dans cette demande.',
  none: 'Aucun produit du panier ne peut être couvert par cette ordonnance.',
  noPrescription: 'Aucune ordonnance validée pour laquelle choisir des produits.',
  upload: 'Téléverser une ordonnance',
  needsContacts: 'Les lentilles demandent leur propre ordonnance de lentilles. Pour faire couvrir {{products}} aussi, ajoutez-en une du même médecin.',
  needsGlasses: 'Les lunettes demandent leur propre ordonnance de lunettes. Pour faire couvrir {{products}} aussi, ajoutez-en une du même médecin.',
  addPrescription: 'Ajouter une ordonnance',
  tryAgain: 'Réessayer',
  callFailed: 'Une erreur est survenue. Veuillez réessayer.',
  offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
  notEligible: 'Votre assureur ne prend pas en charge : {{products}}. Choisissez d’autres produits pour continuer.',
  PRODUCT_MISMATCH_GLASSES_RX: 'Des lunettes demandent une ordonnance de lunettes; celle-ci est pour des lentilles.',
  PRODUCT_MISMATCH_CONTACTS_RX: 'Des lentilles demandent une ordonnance de lentilles; celle-ci est pour des lunettes.',
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

export default fr;

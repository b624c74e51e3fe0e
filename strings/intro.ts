// Strings of the intro view: six North American steps, four French ones (spec 001 section 1).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
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

/** French. */
export const fr: Strings<typeof en> = {
  heading: 'Utilisez votre assurance vision',
  headingFr: 'Profitez du tiers payant de votre mutuelle',
  leadNa: 'Votre assureur paie directement sa part, vous ne payez que le reste. Voici comment faire :',
  leadFr: 'Votre mutuelle paie directement sa part (tiers payant), vous ne payez que le reste. Voici comment faire :',
  na1: 'Indiquez les informations de votre police d’assurance.',
  na2: 'Dites-nous pour qui sont les lunettes.',
  na3: 'Ajoutez le médecin qui a rédigé l’ordonnance.',
  na4: 'Téléversez votre ordonnance.',
  na5: 'Choisissez les produits à couvrir ; nous les vérifions avec votre ordonnance.',
  na6: 'Envoyez votre demande et payez le reste éventuel.',
  fr1: 'Indiquez votre mutuelle et la personne qui portera l’équipement.',
  fr2: 'Ajoutez le médecin qui a rédigé l’ordonnance.',
  fr3: 'Téléversez votre ordonnance et sélectionnez le produit correspondant.',
  fr4: 'Vérifiez votre devis et acceptez-le.',
};

/** US English: US shoppers speak of their insurance carrier. */
export const enUS: Overrides<typeof en> = {
  na1: 'Enter your insurance carrier and policy information.',
};

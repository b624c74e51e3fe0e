// Strings of the intro view: six North American steps, four French ones (spec 001 section 1).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/intro.ts';

/** French. */
const fr: Strings<typeof en> = {
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

export default fr;

// Strings of the intro view: six North American steps, four French ones (spec 001 section 1).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/intro.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Utilisez le tiers payant de votre mutuelle',
  headingFr: 'Profitez du tiers payant de votre mutuelle',
  leadNa: 'Votre mutuelle règle directement sa part : vous ne payez que le reste. Voici comment faire :',
  leadFr: 'Votre mutuelle règle directement sa part (tiers payant) : vous ne payez que le reste. Voici comment faire :',
  na1: 'Indiquez les informations de votre contrat.',
  na2: 'Indiquez pour qui est l’équipement.',
  na3: 'Ajoutez le médecin qui a rédigé l’ordonnance.',
  na4: 'Importez votre ordonnance.',
  na5: 'Choisissez les produits à faire prendre en charge : nous les vérifions avec votre ordonnance.',
  na6: 'Envoyez votre demande et réglez le reste à payer éventuel.',
  fr1: 'Indiquez votre mutuelle et la personne qui portera l’équipement.',
  fr2: 'Ajoutez le médecin qui a rédigé l’ordonnance.',
  fr3: 'Importez votre ordonnance et sélectionnez le produit correspondant.',
  fr4: 'Vérifiez votre devis et acceptez-le.',
};

export default fr;

// Strings of the intro view: six North American steps (spec 001 section 1); the French flow's four say what its
// screens do: mutuelle and insuree, patient with the prescription's date, an optional second mutuelle, the quote.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/intro.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Utilisez le tiers payant de votre mutuelle',
  headingFr: 'Profitez du tiers payant de votre mutuelle',
  leadNa: 'Votre mutuelle règle directement sa part : vous ne payez que le reste. Voici comment faire :',
  leadFr: 'Votre mutuelle règle directement sa part (tiers payant) : vous ne payez que le reste. Voici comment faire :',
  na1: 'Indiquez les informations de votre contrat.',
  na2: 'Indiquez qui portera les lunettes ou les lentilles.',
  na3: 'Ajoutez le médecin qui a rédigé l’ordonnance.',
  na4: 'Importez votre ordonnance.',
  na5: 'Choisissez les produits à faire prendre en charge : nous les vérifions avec votre ordonnance.',
  na6: 'Envoyez votre demande et réglez le reste à payer éventuel.',
  fr1: 'Choisissez votre mutuelle et indiquez les informations de l’assuré.',
  fr2: 'Indiquez qui portera les lunettes ou les lentilles, et la date de son ordonnance.',
  fr3: 'Ajoutez une seconde mutuelle, si vous en avez une.',
  fr4: 'Demandez votre devis, puis acceptez-le ou refusez-le.',
  limitHeading: 'Limite quotidienne de devis atteinte',
  limitBody: 'Vous avez demandé le nombre maximal de devis autorisé par jour\u202f: vous pourrez utiliser à nouveau votre mutuelle dans 24\u00a0heures.',
  limitNextQuote: 'Vous avez demandé le nombre maximal de devis autorisé par jour. Vous pourrez demander un nouveau devis dans 24\u00a0heures. D’ici là, cette commande est au plein tarif.',
  close: 'Fermer',
};

export default fr;

// Strings of the intro view: six North American steps (spec 001 section 1); the French flow's four say what its
// screens do: mutuelle and insuree, patient with the prescription's date, an optional second mutuelle, the quote.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/intro.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Utilisez votre assurance vision',
  headingFr: 'Profitez du tiers payant de votre mutuelle',
  leadNa: 'Votre assureur paie directement sa part, vous ne payez que le reste. Voici comment faire :',
  leadFr: 'Votre mutuelle paie directement sa part (tiers payant), vous ne payez que le reste. Voici comment faire :',
  na1: 'Indiquez les informations de votre police d’assurance.',
  na2: 'Dites-nous qui portera les lunettes ou les lentilles.',
  na3: 'Ajoutez le médecin qui a rédigé l’ordonnance.',
  na4: 'Téléversez votre ordonnance.',
  na5: 'Choisissez les produits à couvrir; nous les vérifions avec votre ordonnance.',
  na6: 'Envoyez votre demande et payez le reste éventuel.',
  fr1: 'Choisissez votre mutuelle et indiquez les renseignements de l’assuré.',
  fr2: 'Indiquez qui portera les lunettes ou les lentilles, et la date de son ordonnance.',
  fr3: 'Ajoutez une deuxième mutuelle, s’il y a lieu.',
  fr4: 'Demandez votre devis, puis acceptez-le ou refusez-le.',
  limitHeading: 'Limite quotidienne de devis atteinte',
  limitBody: 'Vous avez demandé le nombre maximal de devis autorisé par jour\u00a0: vous pourrez utiliser à nouveau votre assurance vision dans 24\u00a0heures.',
  limitNextQuote: 'Vous avez demandé le nombre maximal de devis autorisé par jour. Vous pourrez demander un nouveau devis dans 24\u00a0heures. D’ici là, cette commande est au prix plein.',
  close: 'Fermer',
};

export default fr;

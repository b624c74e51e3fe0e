// Strings of the member panel's screens after a lookup that found no single member: not found, several found, locked
// out, no benefits, a claim the insurer already holds, out of network (spec 001 sections 2 and 8).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/member-outcome.ts';

/** French. */
const fr: Strings<typeof en> = {
  notFoundBody: 'Vérifiez vos renseignements et ajoutez votre numéro de groupe et votre numéro de membre comme sur votre carte.',
  none: 'Il ne vous reste aucune tentative.',
  one: 'Il vous reste 1\u00a0tentative.',
  many: 'Il vous reste {{count}}\u00a0tentatives.',
  multipleBody: 'Plusieurs membres correspondent à ces renseignements. Ajoutez votre numéro de groupe et votre numéro de membre pour que nous vous trouvions.',
  lockedBody: 'Pour des raisons de sécurité, nous avons suspendu la recherche de votre assurance.',
  minutes: 'Veuillez réessayer dans {{count}}\u00a0minutes.',
  minute: 'Veuillez réessayer dans 1\u00a0minute.',
  seconds: 'Veuillez réessayer dans {{count}}\u00a0secondes.',
  second: 'Veuillez réessayer dans 1\u00a0seconde.',
  later: 'Veuillez réessayer plus tard.',
  limitBody: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  sentBody: 'Votre assureur la traite, vous ne pouvez donc pas en commencer une autre pour l’instant. Fermez ce panneau pour voir où elle en est.',
  noBenefitsBody: 'Votre régime n’a aucune garantie applicable en ligne pour le moment. Vous pouvez tout de même magasiner au prix habituel.',
  outOfNetworkBody: 'Vous pouvez tout de même utiliser vos garanties : votre assureur vous rembourse après votre achat.',
  oon1: 'Téléchargez le formulaire de demande de règlement.',
  oon2: 'Passez votre commande et gardez votre reçu.',
  oon3: 'Remplissez le formulaire et envoyez-le avec votre reçu à votre assureur.',
  download: 'Télécharger le formulaire',
  noForm: 'Demandez le formulaire de demande de règlement à votre assureur.',
  formFailed: 'Nous n’avons pas pu obtenir le formulaire.',
};

export default fr;

// Strings of the member panel's screens after a lookup that found no single member: not found, several found, locked
// out, no benefits, a claim the insurer already holds, out of network (spec 001 sections 2 and 8).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/member-outcome.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  notFoundBody: 'Vérifiez vos informations et ajoutez votre numéro de contrat collectif et votre numéro d’adhérent tels qu’ils figurent sur votre carte.',
  none: 'Il ne vous reste aucune tentative.',
  one: 'Il vous reste 1\u00a0tentative.',
  many: 'Il vous reste {{count}}\u00a0tentatives.',
  multipleBody: 'Plusieurs adhérents correspondent à ces informations. Ajoutez votre numéro de contrat collectif et votre numéro d’adhérent pour que nous vous identifiions.',
  lockedBody: 'Pour des raisons de sécurité, nous avons suspendu la vérification de vos droits.',
  minutes: 'Veuillez réessayer dans {{count}}\u00a0minutes.',
  minute: 'Veuillez réessayer dans 1\u00a0minute.',
  seconds: 'Veuillez réessayer dans {{count}}\u00a0secondes.',
  second: 'Veuillez réessayer dans 1\u00a0seconde.',
  later: 'Veuillez réessayer plus tard.',
  limitBody: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  sentBody: 'Votre mutuelle la traite, vous ne pouvez donc pas en commencer une autre pour le moment. Fermez ce panneau pour voir où elle en est.',
  noBenefitsBody: 'Votre contrat ne comporte aucune garantie utilisable en ligne pour le moment. Vous pouvez tout de même faire vos achats au tarif habituel.',
  outOfNetworkBody: 'Vous pouvez tout de même utiliser vos garanties : votre mutuelle vous rembourse après votre achat.',
  oon1: 'Téléchargez le formulaire de demande de remboursement.',
  oon2: 'Passez votre commande et conservez votre facture.',
  oon3: 'Remplissez le formulaire et envoyez-le avec votre facture à votre mutuelle.',
  download: 'Télécharger le formulaire',
  noForm: 'Demandez le formulaire de demande de remboursement à votre mutuelle.',
  formFailed: 'Nous n’avons pas pu obtenir le formulaire.',
};

export default fr;

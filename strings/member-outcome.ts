// Strings of the member panel's screens after a lookup that found no single member: not found, several found, locked
// out, no benefits, out of network (spec 001 sections 2 and 8).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  notFoundBody: 'Check your details, and add your group ID and member ID as they appear on your card.',
  none: 'You have no attempts left.',
  one: 'You have 1 attempt left.',
  many: 'You have {{count}} attempts left.',
  multipleBody: 'Several members match these details. Add your group ID and member ID so we can find you.',
  lockedBody: 'For security reasons, we’ve paused the search for your insurance.',
  minutes: 'Please try again in {{count}} minutes.',
  minute: 'Please try again in 1 minute.',
  seconds: 'Please try again in {{count}} seconds.',
  second: 'Please try again in 1 second.',
  later: 'Please try again later.',
  noBenefitsBody: 'Your plan has no benefits we can apply online right now. You can still shop at the regular price.',
  outOfNetworkBody: 'You can still use your benefits: your insurer reimburses you after your purchase.',
  oon1: 'Download the claim form.',
  oon2: 'Place your order and keep your receipt.',
  oon3: 'Fill in the form and send it with your receipt to your insurer.',
  download: 'Download claim form',
  noForm: 'Ask your insurer for its claim form.',
  formFailed: 'We couldn’t get the claim form.',
};

/** French. */
export const fr: Strings<typeof en> = {
  notFoundBody: 'Vérifiez vos renseignements et ajoutez votre numéro de groupe et votre numéro de membre comme sur votre carte.',
  none: 'Il ne vous reste aucune tentative.',
  one: 'Il vous reste 1 tentative.',
  many: 'Il vous reste {{count}} tentatives.',
  multipleBody: 'Plusieurs membres correspondent à ces renseignements. Ajoutez votre numéro de groupe et votre numéro de membre pour que nous vous trouvions.',
  lockedBody: 'Pour des raisons de sécurité, nous avons suspendu la recherche de votre assurance.',
  minutes: 'Veuillez réessayer dans {{count}} minutes.',
  minute: 'Veuillez réessayer dans 1 minute.',
  seconds: 'Veuillez réessayer dans {{count}} secondes.',
  second: 'Veuillez réessayer dans 1 seconde.',
  later: 'Veuillez réessayer plus tard.',
  noBenefitsBody: 'Votre régime n’a aucune garantie applicable en ligne pour le moment. Vous pouvez tout de même magasiner au prix habituel.',
  outOfNetworkBody: 'Vous pouvez tout de même utiliser vos garanties : votre assureur vous rembourse après votre achat.',
  oon1: 'Téléchargez le formulaire de demande de règlement.',
  oon2: 'Passez votre commande et gardez votre reçu.',
  oon3: 'Remplissez le formulaire et envoyez-le avec votre reçu à votre assureur.',
  download: 'Télécharger le formulaire',
  noForm: 'Demandez le formulaire de demande de règlement à votre assureur.',
  formFailed: 'Nous n’avons pas pu obtenir le formulaire.',
};

/** US English: US shoppers speak of their insurance carrier. */
export const enUS: Overrides<typeof en> = {
  outOfNetworkBody: 'You can still use your benefits: your insurance carrier reimburses you after your purchase.',
  oon3: 'Fill in the form and send it with your receipt to your insurance carrier.',
  noForm: 'Ask your insurance carrier for its claim form.',
};

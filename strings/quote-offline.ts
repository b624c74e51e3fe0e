// Strings of the quote view's offline-insurer screens (spec 000 section 4; spec 001 section 9): the e-mail retry and its cancel.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  close: 'Close',
  offlineBody: 'Your insurer cannot answer right now. It may need up to 48 hours to send a new quote.',
  optInLead: 'We can e-mail you as soon as your insurer answers, or you can cancel this request and order at full price.',
  optIn: 'E-mail me when it answers',
  optOut: 'No thanks, close',
  cancelRetry: 'Cancel my quote request',
  optedInBody: 'We will e-mail you as soon as your insurer sends its quote (within 48 hours). You can close this window.',
  cancelTitle: 'Cancel your quote request?',
  cancelBody: 'We will stop waiting for your insurer and your order will be at full price.',
  lastAttempt: 'This is your last attempt today: if you cancel, you will have to wait 24 hours before requesting a quote again.',
  confirmCancel: 'Yes, cancel my request',
  keep: 'Keep my request',
};

/** French. */
export const fr: Strings<typeof en> = {
  close: 'Fermer',
  offlineBody: 'Votre mutuelle ne peut pas répondre pour le moment. Elle peut avoir besoin de 48 heures au plus pour envoyer un nouveau devis.',
  optInLead: 'Nous pouvons vous prévenir par e-mail dès sa réponse, ou vous pouvez annuler cette demande et commander au prix plein.',
  optIn: 'Me prévenir par e-mail',
  optOut: 'Non merci, fermer',
  cancelRetry: 'Annuler ma demande de devis',
  optedInBody: 'Nous vous enverrons un e-mail dès que votre mutuelle aura envoyé son devis (sous 48 heures). Vous pouvez fermer cette fenêtre.',
  cancelTitle: 'Annuler votre demande de devis ?',
  cancelBody: 'Nous cesserons d’attendre la réponse de votre mutuelle et votre commande sera au prix plein.',
  lastAttempt: 'C’est votre dernière tentative aujourd’hui : si vous annulez, vous devrez attendre 24 heures avant de redemander un devis.',
  confirmCancel: 'Oui, annuler ma demande',
  keep: 'Conserver ma demande',
};

/** US English: US shoppers write "email". */
export const enUS: Overrides<typeof en> = {
  optIn: 'Email me when it answers',
  optInLead: 'We can email you as soon as your insurer answers, or you can cancel this request and order at full price.',
  optedInBody: 'We will email you as soon as your insurer sends its quote (within 48 hours). You can close this window.',
};

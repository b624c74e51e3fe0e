// Strings of the quote view's offline-insurer screens (spec 000 section 4; spec 001 section 9): the e-mail retry and its cancel.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/quote-offline.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  close: 'Fermer',
  offlineBody: 'Votre mutuelle ne peut pas répondre pour le moment. Il lui faut parfois jusqu’à 48\u00a0heures pour envoyer un nouveau devis.',
  optInLead: 'Nous pouvons vous prévenir par e-mail dès sa réponse, ou vous pouvez annuler cette demande et commander au plein tarif.',
  optIn: 'Me prévenir par e-mail',
  optOut: 'Non merci, fermer',
  cancelRetry: 'Annuler ma demande de devis',
  optedInBody: 'Nous vous enverrons un e-mail dès que votre mutuelle aura envoyé son devis (sous 48\u00a0heures). Vous pouvez fermer cette fenêtre.',
  guestLead: 'Nous ne pouvons pas prévenir un invité par e-mail, mais nous pouvons redemander votre devis à votre mutuelle et vous l’afficher ici. Vous pouvez aussi annuler cette demande et commander au plein tarif.',
  askAgain: 'Redemander à ma mutuelle',
  guestOptedInBody: 'Nous avons redemandé votre devis à votre mutuelle. Il s’affichera ici dès sa réponse (sous 48\u00a0heures)\u202f: gardez cette page ouverte ou revenez plus tard à votre panier.',
  cancelTitle: 'Annuler votre demande de devis ?',
  cancelBody: 'Nous cesserons d’attendre la réponse de votre mutuelle et votre commande sera au plein tarif.',
  lastAttempt: 'C’est votre dernière tentative aujourd’hui : si vous annulez, vous devrez attendre 24\u00a0heures avant de redemander un devis.',
  confirmCancel: 'Oui, annuler ma demande',
  keep: 'Conserver ma demande',
  retryCancelled: 'Votre demande de devis a été annulée, et votre commande est au plein tarif.',
  choiceHeld: 'Vous pourrez faire votre choix lorsque le tiers payant sera de nouveau disponible.',
  cancelHeld: 'Vous pourrez annuler lorsque le tiers payant sera de nouveau disponible.',
};

export default fr;

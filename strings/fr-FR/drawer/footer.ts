// Strings of the drawer's footer calls to action, by the label keys of the page-flow configuration (spec 000 section 2).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/footer.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  'footer.cancel': 'Terminer plus tard',
  'footer.continue': 'Continuer',
  'footer.submit': 'Envoyer la demande',
  'footer.tryAgain': 'Réessayer',
  'footer.requestQuote': 'Demander un devis',
  'intro.close': 'Plus tard',
  'intro.start': 'Commencer',
  back: 'Retour',
  busy: 'Veuillez patienter…',
};

export default fr;

// Strings of the estimate of the insurer's share and the remainder to pay, until the insurer confirms (spec 000 §9).
import type { Strings } from '../../types.ts';
import type en from '../../en/status/estimate.ts';

/** The French of France: the mutuelle's share (prise en charge) and the reste à charge. */
const fr: Strings<typeof en> = {
  title: 'Prise en charge estimée',
  note: 'Une estimation, en attendant la confirmation de votre mutuelle.',
  details: 'Détail',
  line: '{{name}}\u202f: {{share}} sur {{price}}',
  share: 'Prise en charge de votre mutuelle (estimation)',
  remainder: 'Reste à charge (estimation)',
  summary: 'Estimation\u202f: votre mutuelle prend en charge {{share}} et il vous reste {{remainder}} à payer, en attendant sa confirmation.',
  footer: 'Estimation\u202f: votre mutuelle prend en charge {{share}}, il vous reste {{remainder}}',
  withQuote: 'Votre mutuelle indiquera sa prise en charge dans son devis.',
  choose: 'Choisissez au moins un produit pour voir votre estimation.',
  updating: 'Votre panier a changé\u202f: mise à jour de l’estimation…',
};

export default fr;

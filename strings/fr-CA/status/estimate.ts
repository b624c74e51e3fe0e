// Strings of the estimate of the insurer's share and the remainder to pay, until the insurer confirms (spec 000 §9).
import type { Strings } from '../../types.ts';
import type en from '../../en/status/estimate.ts';

/** Quebec French. */
const fr: Strings<typeof en> = {
  title: 'Couverture estimée',
  note: 'Une estimation jusqu’à ce que votre assureur confirme votre demande.',
  details: 'Détail',
  line: '{{name}} : {{share}} sur {{price}}',
  share: 'Votre assureur paie (estimation)',
  remainder: 'Vous payez (estimation)',
  summary: 'Estimation : votre assureur paie {{share}} et vous payez {{remainder}}, jusqu’à ce que votre assureur confirme.',
  footer: 'Estimation : votre assureur paie {{share}}, vous payez {{remainder}}',
  withQuote: 'Votre mutuelle indiquera sa part dans son devis.',
  choose: 'Choisissez au moins un produit pour voir votre estimation.',
  updating: 'Votre panier a changé : mise à jour de l’estimation…',
};

export default fr;

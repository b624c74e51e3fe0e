// The French flow's insurers view: mutuelles rather than carriers.
import type { Strings } from '../../types.ts';
import type en from '../../en/france/insurers.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Choisissez votre mutuelle',
  lead: 'Sélectionnez la mutuelle indiquée sur votre carte de tiers payant.',
  search: 'Rechercher une mutuelle',
  list: 'Mutuelles',
  shown: '{{count}}\u00a0mutuelles affichées',
  none: 'Aucune mutuelle ne correspond à votre recherche.',
  required: 'Sélectionnez votre mutuelle',
  chosen: 'Votre mutuelle',
};

export default fr;

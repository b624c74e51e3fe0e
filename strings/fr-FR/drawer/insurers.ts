// Strings of the insurers view: the eligible insurers, the search, the carrier message of spec 001 section 5.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/insurers.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Choisissez votre mutuelle',
  lead: 'Sélectionnez la mutuelle indiquée sur votre carte de tiers payant.',
  search: 'Rechercher une mutuelle',
  list: 'Mutuelles',
  shown: '{{count}}\u00a0mutuelles affichées',
  shownOne: '1\u00a0mutuelle affichée',
  none: 'Aucune mutuelle ne correspond à votre recherche.',
  required: 'Sélectionnez votre mutuelle',
  loading: 'Chargement des mutuelles…',
  saving: 'Enregistrement de votre mutuelle…',
  loadFailed: 'Nous n’avons pas pu charger la liste des mutuelles.',
  saveFailed: 'Nous n’avons pas pu enregistrer votre mutuelle.',
  retry: 'Réessayer',
  chosen: 'Votre mutuelle',
};

export default fr;

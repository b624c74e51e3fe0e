// Strings of the insurers view: the eligible insurers, the search, the carrier message of spec 001 section 5.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/insurers.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Choisissez votre assureur',
  lead: 'Sélectionnez l’assureur inscrit sur votre carte d’assurance vision.',
  search: 'Rechercher un assureur',
  list: 'Assureurs',
  shown: '{{count}}\u00a0assureurs affichés',
  shownOne: '1\u00a0assureur affiché',
  none: 'Aucun assureur ne correspond à votre recherche.',
  required: 'Sélectionnez votre assureur',
  loading: 'Chargement des assureurs…',
  saving: 'Enregistrement de votre assureur…',
  loadFailed: 'Nous n’avons pas pu charger les assureurs.',
  saveFailed: 'Nous n’avons pas pu enregistrer votre assureur.',
  retry: 'Réessayer',
  chosen: 'Votre assureur',
};

export default fr;

// Strings of the insurers view: the eligible insurers, the search, the carrier message of spec 001 section 5.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  heading: 'Choose your insurer',
  lead: 'Select the insurer named on your vision insurance card.',
  search: 'Search insurers',
  list: 'Insurers',
  shown: '{{count}} insurers shown',
  none: 'No insurer matches your search.',
  required: 'Select your insurance carrier',
  loading: 'Loading insurers…',
  loadFailed: 'We couldn’t load the insurers.',
  saveFailed: 'We couldn’t save your insurer.',
  retry: 'Try again',
  chosen: 'Your insurer',
};

/** French. */
export const fr: Strings<typeof en> = {
  heading: 'Choisissez votre assureur',
  lead: 'Sélectionnez l’assureur inscrit sur votre carte d’assurance vision.',
  search: 'Rechercher un assureur',
  list: 'Assureurs',
  shown: '{{count}} assureurs affichés',
  none: 'Aucun assureur ne correspond à votre recherche.',
  required: 'Sélectionnez votre assureur',
  loading: 'Chargement des assureurs…',
  loadFailed: 'Nous n’avons pas pu charger les assureurs.',
  saveFailed: 'Nous n’avons pas pu enregistrer votre assureur.',
  retry: 'Réessayer',
  chosen: 'Votre assureur',
};

/** US English: US shoppers speak of their insurance carrier. */
export const enUS: Overrides<typeof en> = {
  heading: 'Choose your insurance carrier',
  lead: 'Select the carrier named on your vision insurance card.',
  search: 'Search insurance carriers',
  list: 'Insurance carriers',
  shown: '{{count}} carriers shown',
  none: 'No carrier matches your search.',
  loadFailed: 'We couldn’t load the insurance carriers.',
  saveFailed: 'We couldn’t save your insurance carrier.',
  chosen: 'Your insurance carrier',
};

// Strings of the drawer shell.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  title: 'Vision insurance',
  close: 'Close',
  loading: 'Loading…',
  loadFailed: 'This step could not be loaded. Check your connection, then close and open again.',
};

/** French. */
export const fr: Strings<typeof en> = {
  title: 'Assurance vision',
  close: 'Fermer',
  loading: 'Chargement…',
  loadFailed: 'Cette étape n’a pas pu être chargée. Vérifiez votre connexion, puis fermez et rouvrez.',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};

// Strings of the drawer shell.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  title: 'Vision insurance',
  close: 'Close',
  loading: 'Loading…',
  stepOf: 'Step {{step}} of {{total}}',
};

/** French. */
export const fr: Strings<typeof en> = {
  title: 'Assurance vision',
  close: 'Fermer',
  loading: 'Chargement…',
  stepOf: 'Étape {{step}} sur {{total}}',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};

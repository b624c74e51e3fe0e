// Strings of the drawer shell: its title, progress, back and close, the unsaved-changes confirmation.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  title: 'Vision insurance',
  close: 'Close',
  back: 'Back',
  loading: 'Loading…',
  loadFailed: 'This step could not be loaded. Check your connection, then close and open again.',
  progress: 'Step {{current}} of {{max}}',
  closeTitle: 'Close for now?',
  closeBody: 'What you typed on this page is not sent yet. It stays here if you come back during this visit, and your claim stays saved with your cart.',
  closeConfirm: 'Close',
  stay: 'Keep going',
};

/** French. */
export const fr: Strings<typeof en> = {
  title: 'Assurance vision',
  close: 'Fermer',
  back: 'Retour',
  loading: 'Chargement…',
  loadFailed: 'Cette étape n’a pas pu être chargée. Vérifiez votre connexion, puis fermez et rouvrez.',
  progress: 'Étape {{current}} sur {{max}}',
  closeTitle: 'Fermer pour le moment ?',
  closeBody: 'Ce que vous avez saisi sur cette page n’est pas encore envoyé. Vous le retrouverez si vous revenez pendant cette visite, et votre demande reste enregistrée avec votre panier.',
  closeConfirm: 'Fermer',
  stay: 'Continuer',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};

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
  cancelTitle: 'Discard your changes?',
  cancelBody: 'What you changed on this page has not been saved. Your claim keeps its earlier answers.',
  cancelConfirm: 'Discard and close',
  closeTitle: 'Close your claim for now?',
  closeBody: 'What you typed on this page is not sent yet. Your claim stays saved with your cart until you come back.',
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
  cancelTitle: 'Abandonner vos modifications ?',
  cancelBody: 'Ce que vous avez modifié sur cette page n’est pas enregistré. Votre demande garde ses réponses précédentes.',
  cancelConfirm: 'Abandonner et fermer',
  closeTitle: 'Fermer votre demande pour le moment ?',
  closeBody: 'Ce que vous avez saisi sur cette page n’est pas encore envoyé. Votre demande reste enregistrée avec votre panier jusqu’à votre retour.',
  closeConfirm: 'Fermer',
  stay: 'Continuer',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};

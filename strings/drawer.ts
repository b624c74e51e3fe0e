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
  tip: 'Why we ask',
  'tooltip.member': 'Your insurer finds you with these details, exactly as printed on your insurance card. They go to your insurer only.',
  'tooltip.relationship': 'The patient is who the eyewear is for. Their relationship to the policy holder tells your insurer which benefits apply.',
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
  tip: 'Pourquoi nous le demandons',
  'tooltip.member': 'Votre assureur vous retrouve grâce à ces renseignements, tels qu’imprimés sur votre carte d’assurance. Ils ne sont transmis qu’à votre assureur.',
  'tooltip.relationship': 'Le patient est la personne qui portera l’équipement. Son lien avec le titulaire de la police indique à votre assureur quelles garanties s’appliquent.',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};

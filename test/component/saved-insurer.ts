// The saved insurer's read, as the drawer's views that need it meet it (widgets/drawer/member/saved-insurer.tsx): a
// North American claim whose record names its insurer, a view opened on it with no insurer chosen on this page, and
// the words its failure is said in. Shared by the member view's and the information view's tests.
import { expect } from 'vitest';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { go, insurer, pageFlow } from '../../signals/drawer/flow.ts';
import type { DrawerView } from '../../src/domain/drawer/resume.ts';
import { claimAt, drawerSandbox, type ClaimStep, type DrawerSandbox } from './drawer-claim.ts';

/** The failure's words, and Try again's, in English and Quebec French. */
export const SAVED_INSURER_FAILED = {
  'en-ca': {
    failedHeading: 'We’re experiencing some issues',
    failed: 'We couldn’t load your saved insurer. Your details are kept.',
    offlineHeading: 'Connection problem',
    offline: 'You seem to be offline. Check your connection, then try again.',
    again: 'Try again',
  },
  'fr-ca': {
    failedHeading: 'Nous éprouvons quelques difficultés',
    failed: 'Nous n’avons pas pu charger votre assureur enregistré. Vos renseignements sont conservés.',
    offlineHeading: 'Problème de connexion',
    offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
    again: 'Réessayer',
  },
} as const;

/** The claim brought to `step` against the sandbox, the drawer's flow North American, and `view` shown with no insurer known. */
export async function savedClaimOn(locale: string, step: ClaimStep, view: DrawerView): Promise<DrawerSandbox['sandbox']> {
  const { sandbox } = await drawerSandbox(locale);
  pageFlow.value = sandboxPageFlow('NA');
  await claimAt(sandbox, step);
  expect(insurer.value).toBeNull();
  go(view);
  return sandbox;
}

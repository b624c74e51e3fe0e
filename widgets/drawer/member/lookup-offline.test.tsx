// The member lookup's failure while the shopper's connection is down says so, and what to do (spec 000 §8, the generic
// error with its try again; src/domain/drawer/failure.ts), as the drawer's saves do, against the real sandbox in
// process: Check eligibility pressed while the browser is offline. A failure the service answered keeps its own words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { go, pageFlow } from '../../../signals/drawer/flow.ts';
import InsuranceMember from './InsuranceMember.tsx';
import { claimAt, drawerSandbox, resetDrawerAfterEach, SETTLE, type DrawerSandbox } from '../../../test/component/drawer-claim.ts';
import { goOffline } from '../../../test/component/connection.ts';

resetDrawerAfterEach();
// goOffline's spy on navigator.onLine, should a test end before giving the connection back.
afterEach(() => vi.restoreAllMocks());

const WORDS = [
  [
    'en-ca',
    {
      heading: 'Check eligibility',
      fields: [['Member ID', 'W1234567'], ['Group ID', 'GRP-100'], ['Policy holder’s first name', 'Alex'], ['Policy holder’s last name', 'Martin'], [/^Date of birth/, '04 / 12 / 1988'], ['Postal code', 'h2x 1y4']],
      check: 'Check eligibility',
      again: 'Try again',
      found: 'Good news, we found you',
      offlineHeading: 'Connection problem',
      offline: 'You seem to be offline. Check your connection, then try again.',
      failedHeading: 'We’re experiencing some issues',
      failed: 'We couldn’t check your eligibility. Your details are kept.',
    },
  ],
  [
    'fr-ca',
    {
      heading: 'Vérifier l’admissibilité',
      fields: [['Numéro de membre', 'W1234567'], ['Numéro de groupe', 'GRP-100'], ['Prénom du titulaire de la police', 'Alex'], [/^Nom du titulaire de la police/, 'Martin'], [/^Date de naissance/, '04 / 12 / 1988'], ['Code postal', 'h2x 1y4']],
      check: 'Vérifier l’admissibilité',
      again: 'Réessayer',
      found: 'Bonne nouvelle, nous vous avons trouvé',
      offlineHeading: 'Problème de connexion',
      offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
      failedHeading: 'Nous éprouvons quelques difficultés',
      failed: 'Nous n’avons pas pu vérifier votre admissibilité. Vos renseignements sont conservés.',
    },
  ],
] as const;
type Words = (typeof WORDS)[number][1];

/**
 * A North American claim with its insurer chosen, on the member form filled in as a shopper does; answers the sandbox.
 * Its insurer has answered a lookup by the time the page reads the record.
 */
async function onFilledForm(locale: string, w: Words): Promise<DrawerSandbox['sandbox']> {
  const { sandbox, before } = await drawerSandbox(locale);
  before.current = (method, url) => {
    if (method === 'GET' && /claim-records\/[^/]+$/.test(url)) sandbox.state.advanceClock(SETTLE);
  };
  pageFlow.value = sandboxPageFlow('NA');
  await claimAt(sandbox, 'insurer-chosen');
  go('insurance-member');
  render(<InsuranceMember />);
  await screen.findByRole('heading', { level: 3, name: w.heading });
  for (const [label, value] of w.fields) fireEvent.input(await screen.findByLabelText(label), { target: { value } });
  return sandbox;
}

describe('spec 000 §8: the member lookup while offline says the connection dropped', () => {
  it.each(WORDS)('%s: Check eligibility while offline; back online, Try again finds the member', async (locale, w) => {
    await onFilledForm(locale, w);
    const online = goOffline();
    fireEvent.click(screen.getByRole('button', { name: w.check }));
    const again = await screen.findByRole('button', { name: w.again, description: w.offline });
    expect(screen.getByRole('heading', { level: 3, name: w.offlineHeading })).toBeTruthy();
    online();
    fireEvent.click(again);
    await screen.findByRole('heading', { level: 3, name: w.found });
  });

  it.each(WORDS)('%s: a lookup the service answered with a failure still says the eligibility could not be checked', async (locale, w) => {
    const sandbox = await onFilledForm(locale, w);
    sandbox.state.faults.add({ call: 'claim-records/*/sync-insurance-member', kind: 'status', status: 500, remaining: 1, method: 'POST' });
    fireEvent.click(screen.getByRole('button', { name: w.check }));
    expect(await screen.findByRole('button', { name: w.again, description: w.failed })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: w.failedHeading })).toBeTruthy();
  });
});

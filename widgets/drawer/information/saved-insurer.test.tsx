// The information view opened straight on a claim (a resume, a page's open) has no forms until the record's insurer
// brings them (spec 000 §7, GET insurers/{id}), against the real sandbox in process. Never a wait that does not end: a
// read that fails says why, with Try again, in the member view's words (spec 000 §8), and keeps the claim's details; a
// claim with no insurer yet, opened view-only as a page may (spec 000 §2, open-drawer), says there is nothing to show,
// with Close.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { setInsuranceLoad, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi, startClaim } from '../../../signals/claim/claim-actions.ts';
import { drawerTarget, openDrawer } from '../../../signals/drawer/drawer.ts';
import { go, pageFlow, view } from '../../../signals/drawer/flow.ts';
import { DrawerHost } from '../../mount.tsx';
import InsuranceInformation from './InsuranceInformation.tsx';
import { drawerSandbox, resetDrawerAfterEach } from '../../../test/component/drawer-claim.ts';
import { goOffline } from '../../../test/component/connection.ts';
import { SAVED_INSURER_FAILED, savedClaimOn } from '../../../test/component/saved-insurer.ts';
import { startFrenchShopper } from '../../../test/component/french-shopper.ts';
import { focusSays } from '../../../test/component/said.ts';

resetDrawerAfterEach();
afterEach(() => vi.restoreAllMocks());

const FAILED = [
  [
    'en-ca',
    {
      ...SAVED_INSURER_FAILED['en-ca'],
      patient: 'Who is the eyewear for?',
    },
  ],
  [
    'fr-ca',
    {
      ...SAVED_INSURER_FAILED['fr-ca'],
      patient: 'Qui portera les lunettes ou les lentilles?',
    },
  ],
] as const;

/** The patient page of the saved insurer's forms, with the patient saved on the claim. */
async function expectPatientPage(heading: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 3, name: heading })).toBeTruthy();
  expect(await screen.findByDisplayValue('Alex')).toBeTruthy();
  expect(screen.getByDisplayValue('Martin')).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
}

describe('spec 000 §8: the saved insurer the information view could not read is said so, with Try again', () => {
  it.each(FAILED)('%s: the service fails the read (500); Try again shows the patient page with the claim’s details', async (locale, w) => {
    const sandbox = await savedClaimOn(locale, 'prescription-required', 'insurance-information');
    sandbox.state.faults.add({ call: 'insurers/*', kind: 'status', status: 500, remaining: 1, method: 'GET' });
    render(<InsuranceInformation />);
    const again = await screen.findByRole('button', { name: w.again, description: w.failed });
    expect(screen.getByRole('heading', { level: 3, name: w.failedHeading })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(again);
    await expectPatientPage(w.patient);
    expect(screen.queryByRole('button', { name: w.again })).toBeNull();
  });

  it.each(FAILED)('%s: the connection is down; back online, Try again shows the patient page', async (locale, w) => {
    await savedClaimOn(locale, 'prescription-required', 'insurance-information');
    const online = goOffline();
    render(<InsuranceInformation />);
    const again = await screen.findByRole('button', { name: w.again, description: w.offline });
    expect(screen.getByRole('heading', { level: 3, name: w.offlineHeading })).toBeTruthy();
    online();
    fireEvent.click(again);
    await expectPatientPage(w.patient);
  });
});

const NONE = [
  ['en-ca', { heading: 'Nothing to show yet', body: 'Your claim hasn’t reached these details yet.', close: 'Close' }],
  ['fr-ca', { heading: 'Rien à afficher pour l’instant', body: 'Votre demande n’a pas encore atteint cette étape.', close: 'Fermer' }],
  ['fr-fr', { heading: 'Rien à afficher pour le moment', body: 'Votre demande n’a pas encore atteint cette étape.', close: 'Fermer' }],
] as const;

/** The shopper's new claim, still at the insurer list (none chosen), as the page holds it. */
async function atInsurerList(locale: string): Promise<void> {
  if (locale === 'fr-fr') await startFrenchShopper();
  else await drawerSandbox(locale);
  const { id } = await startClaim();
  setRecord(await getClaimRecord(currentApi(), id));
  setInsuranceLoad('ready');
}

describe('spec 000 §2 open-drawer: the information view of a claim with no insurer yet, view-only, says there is nothing to show', () => {
  it.each(NONE)('%s: open("insurance-information", { viewOnly: true }) at the insurer list; Close closes the drawer', async (locale, w) => {
    await atInsurerList(locale);
    render(<DrawerHost />);
    act(() => openDrawer('insurance-information', null, { viewOnly: true }));
    expect(await screen.findByRole('heading', { level: 3, name: w.heading })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // The view's own Close, beside the header's, takes focus and is read with the words.
    const close = within(screen.getByRole('region', { name: w.heading })).getByRole('button', { name: w.close, description: w.body });
    await waitFor(() => expect(focusSays()).toBe(`${w.close} ${w.body}`));
    fireEvent.click(close);
    await waitFor(() => expect(drawerTarget.value).toBeNull());
  });

  it('en-ca: outside view-only, the insurer to choose', async () => {
    await atInsurerList('en-ca');
    pageFlow.value = sandboxPageFlow('NA');
    go('insurance-information');
    render(<InsuranceInformation />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Nothing to show yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose your insurer' }));
    expect(view.value).toBe('insurers');
  });
});

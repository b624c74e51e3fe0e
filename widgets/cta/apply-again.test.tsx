// A new claim after a claim that is over (spec 001 §4: a new claim is allowed unless the record's status is one of
// those of a claim still standing; spec 000 §2: start creates a claim record): the call-to-action's "Apply again" after
// the shopper cancelled their applied claim, and "Start a new claim" after the insurer rejected one, in the whole
// drawer against the real sandbox in process. The old record is kept as it is, the service's history; the flow starts a
// record of its own (PUT claim-records), and the member lookup goes to that one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { resetSubmit } from '../../signals/drawer/submit/flow-submit.ts';
import { DrawerHost } from '../mount.tsx';
import Cta from './Cta.tsx';
import { claimAt, drawerSandbox, type DrawerSandbox } from '../../test/component/drawer-claim.ts';

/** The member form as the walk filled it: the sandbox finds DEMO1234. */
const MEMBER = {
  'Member ID': 'DEMO1234',
  'Group ID': 'G1',
  'Policy holder’s first name': 'Alex',
  'Policy holder’s last name': 'Martin',
  'Date of birth': '01 / 15 / 1985',
  'Postal code': 'H2X 1Y4',
};

let drawer: DrawerSandbox;

afterEach(() => {
  cleanup();
  resetSubmit();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The shopper's claim submitted and answered by the insurer (a member ID with REJECT: rejected), as this page holds it. */
async function answeredClaim(memberId: string): Promise<string> {
  drawer = await drawerSandbox('en-ca');
  const id = await claimAt(drawer.sandbox, 'ready-to-claim', { terms: true, memberId });
  // The insurer named as the drawer's list names it, so choosing it again changes nothing in the record: the next call
  // of a new claim would be the member lookup.
  const coverage = record.value?.claimData?.primaryCoverage;
  await updateClaimRecord(currentApi(), id, { primaryCoverage: { ...coverage, insurer: { id: coverage?.insurer?.id ?? '', name: 'Quillfeather Vision Plan' } } });
  await submitClaim(currentApi(), id);
  // The sandbox helper moves its clock past the insurer's answer on this read.
  setRecord(await getClaimRecord(currentApi(), id));
  setInsuranceLoad('ready');
  render(
    <>
      <Cta />
      <DrawerHost />
    </>,
  );
  return id;
}

/** From the call-to-action's button to the member found, as the walk went: intro, insurer, member form, lookup. */
async function applyAgain(button: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
  await screen.findByRole('heading', { name: 'Choose your insurer' });
  fireEvent.click(await screen.findByRole('button', { name: 'Quillfeather Vision Plan' }));
  // Pressed first on the empty form, which says what it needs; the details typed, the form says nothing more (it has
  // read them: a signal's change renders a view on a later task), and the press sends the lookup.
  const check = await screen.findByRole('button', { name: 'Check eligibility' });
  fireEvent.click(check);
  expect(await screen.findByText('Please enter a valid postal code')).toBeTruthy();
  for (const [label, value] of Object.entries(MEMBER)) fireEvent.input(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  await waitFor(() => expect(screen.queryByText('Please enter a valid postal code')).toBeNull());
  fireEvent.click(check);
  expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
  expect(screen.queryByText("We’re experiencing some issues")).toBeNull();
}

/** The records the service holds for the shopper's cart, oldest first, with their statuses. */
function statusesOfCart(): string[] {
  const cartId = record.value?.cartId;
  return [...drawer.sandbox.state.service.records.values()].filter((s) => s.record.cartId === cartId).map((s) => s.record.status);
}

/** The calls that went to the old record since the count was taken, but for reads: none changes a claim that is over. */
const changesTo = (old: string, since: number) => drawer.sandbox.calls.slice(since).filter((c) => c.includes(old) && !c.startsWith('GET '));

describe('spec 001 §4: a new claim after one that is over starts a new claim record', () => {
  it('"Apply again" after Cancel claim, Yes, cancel my claim: the lookup goes to a fresh record and finds the member', async () => {
    const old = await answeredClaim('W1234567');
    await screen.findByRole('heading', { name: 'Your insurance is applied' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel claim' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel my claim' }));
    await screen.findByRole('heading', { name: 'Your claim was cancelled' });
    const since = drawer.sandbox.calls.length;
    await applyAgain('Apply again');
    expect(record.value?.id).not.toBe(old);
    expect(record.value?.status).toBe('INSURANCE_MEMBER_FOUND');
    expect(statusesOfCart()).toEqual(['CLAIM_NULLIFIED', 'INSURANCE_MEMBER_FOUND']);
    expect(changesTo(old, since)).toEqual([]);
    // The call-to-action follows the new claim.
    expect(await screen.findByRole('heading', { name: 'Your claim is in progress' })).toBeTruthy();
  });

  it('"Start a new claim" after the insurer rejected the claim: the same, on a fresh record', async () => {
    const old = await answeredClaim('REJECT-1');
    await screen.findByRole('heading', { name: 'Your claim could not be processed' });
    const since = drawer.sandbox.calls.length;
    await applyAgain('Start a new claim');
    expect(record.value?.id).not.toBe(old);
    expect(statusesOfCart()).toEqual(['CLAIM_REJECTED', 'INSURANCE_MEMBER_FOUND']);
    expect(changesTo(old, since)).toEqual([]);
  });
});

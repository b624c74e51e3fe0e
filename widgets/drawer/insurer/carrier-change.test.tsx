// A member found belongs to the carrier it was found at (spec 000 §1: the shopper picks a carrier, then is looked up as a
// member; §3: primaryCoverage holds the insurer and its insuree together), in the whole North American drawer against
// the real sandbox in process: the shopper goes Back and forth between carriers and never meets "Good news, we found
// you" at a carrier nobody looked them up at, nor the member ID they gave another one.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { record } from '../../../signals/claim/claim.ts';
import { catchUpInsuranceState } from '../../../signals/claim/claim-load.ts';
import { claimAt, drawerSandbox, type ClaimStep, type DrawerSandbox, lookUpOnEmptyForm, resetDrawerAfterEach, sendLookUpOnEmptyForm, SETTLE } from '../../../test/component/drawer-claim.ts';

const FOUND = 'Good news, we found you';

resetDrawerAfterEach();

const memberId = () => screen.getByRole('textbox', { name: /^Member ID/ }) as HTMLInputElement;
const groupId = () => screen.getByRole('textbox', { name: /^Group ID/ }) as HTMLInputElement;
/** The member's details as the shopper types them on the lookup form (the policy holder's names come from the shop). */
const MEMBER = { 'Member ID': 'W1234567', 'Group ID': 'GRP-100', 'Date of birth': '04/12/1988', 'Postal code': 'H2X 1Y4' };

/** On the insurers list, a carrier pressed. */
async function chooseCarrier(carrier: string): Promise<void> {
  await screen.findByRole('heading', { name: 'Choose your insurer' });
  fireEvent.click(await screen.findByRole('button', { name: carrier }));
}

/** The member view on its lookup form at the carrier, with no member found shown. */
async function lookupFormAt(carrier: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
  expect(screen.getByText(new RegExp(carrier))).toBeTruthy();
  expect(screen.queryByRole('heading', { name: FOUND })).toBeNull();
  await screen.findByRole('textbox', { name: /^Member ID/ });
}

/** The header's Back. */
const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));

/** The whole drawer on the insurers list, with a claim at the step (its carrier Quillfeather). */
async function onInsurers(step: ClaimStep): Promise<DrawerSandbox> {
  const drawer = await drawerSandbox('en-ca');
  await claimAt(drawer.sandbox, step);
  render(<DrawerHost />);
  act(() => openDrawer('insurers'));
  return drawer;
}

describe('spec 000 §§1, 3: a member found belongs to the carrier it was found at', () => {
  it('found at one carrier, then another: its own empty lookup form; Back and the same carrier again: still no member found there; Back and the carrier left: its lookup form too', async () => {
    const { sandbox } = await onInsurers('insurer-chosen');
    await chooseCarrier('Quillfeather Vision Plan');
    await lookupFormAt('Quillfeather Vision Plan');
    await lookUpOnEmptyForm(sandbox, MEMBER);

    // Back retraces the lookup form the member found answered, then the insurers list.
    back();
    await lookupFormAt('Quillfeather Vision Plan');
    back();
    await chooseCarrier('Tamarack Eyecare Benefits');
    await lookupFormAt('Tamarack Eyecare Benefits');
    // Nothing of the member found at Quillfeather: not on the form (what was typed for it), not on the record.
    expect(memberId().value).toBe('');
    expect(groupId().value).toBe('');
    expect(record.value?.claimData?.primaryCoverage?.insuree).toBeUndefined();
    expect(record.value?.status).toBe('INSURANCE_MEMBER_REQUIRED');

    // Back, and the same carrier again: nobody was looked up at Tamarack, so no "we found you".
    back();
    await chooseCarrier('Tamarack Eyecare Benefits');
    await lookupFormAt('Tamarack Eyecare Benefits');
    expect(memberId().value).toBe('');

    // Back, and the carrier the member was found at: that member was left with it, so it is looked up again there.
    back();
    await chooseCarrier('Quillfeather Vision Plan');
    await lookupFormAt('Quillfeather Vision Plan');
    expect(memberId().value).toBe('');
  });

  it('while the lookup runs the carrier stays: no "Change insurer" beside "Sit tight", and it is back with the answer', async () => {
    const { sandbox } = await onInsurers('insurer-chosen');
    await chooseCarrier('Quillfeather Vision Plan');
    await lookupFormAt('Quillfeather Vision Plan');
    await sendLookUpOnEmptyForm(MEMBER);
    expect(screen.getByText(/Quillfeather Vision Plan/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change insurer' })).toBeNull();
    sandbox.state.advanceClock(SETTLE);
    expect(await screen.findByRole('heading', { name: FOUND })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Change insurer' })).toBeTruthy();
  });

  it('Back while the lookup runs, and another carrier: its own lookup form, which the answer of the carrier left never turns into "we found you"', async () => {
    const { sandbox } = await onInsurers('insurer-chosen');
    await chooseCarrier('Quillfeather Vision Plan');
    await lookupFormAt('Quillfeather Vision Plan');
    await sendLookUpOnEmptyForm(MEMBER);
    back();
    await chooseCarrier('Tamarack Eyecare Benefits');
    await lookupFormAt('Tamarack Eyecare Benefits');
    sandbox.state.advanceClock(SETTLE);
    // The record read again past Quillfeather's delay: still nobody looked up at Tamarack.
    await act(() => catchUpInsuranceState());
    await lookupFormAt('Tamarack Eyecare Benefits');
    expect(record.value?.status).toBe('INSURANCE_MEMBER_REQUIRED');
  });

  it('opened on the member found, "Change insurer" and another carrier: Back retraces the way, the insurers list first', async () => {
    const drawer = await drawerSandbox('en-ca');
    await claimAt(drawer.sandbox, 'ready-to-claim');
    render(<DrawerHost />);
    act(() => openDrawer('insurance-member'));
    expect(await screen.findByRole('heading', { name: FOUND })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Change insurer' }));
    await chooseCarrier('Tamarack Eyecare Benefits');
    await lookupFormAt('Tamarack Eyecare Benefits');
    back();
    expect(await screen.findByRole('heading', { name: 'Choose your insurer' })).toBeTruthy();
    // The member view before it would show Tamarack's form again, the screen Back started from: not shown twice.
    back();
    expect(await screen.findByRole('heading', { name: 'Apply your vision insurance' })).toBeTruthy();
  });

  it('Back, and the carrier the member was found at: the member found stands, nothing to type again', async () => {
    await onInsurers('ready-to-claim');
    await chooseCarrier('Quillfeather Vision Plan');
    expect(await screen.findByRole('heading', { name: FOUND })).toBeTruthy();
    back();
    await chooseCarrier('Quillfeather Vision Plan');
    expect(await screen.findByRole('heading', { name: FOUND })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Member ID/ })).toBeNull();
    expect(record.value?.claimData?.primaryCoverage?.insuree?.memberId).toBe('W1234567');
  });
});

// The insurer refuses the claim's information (spec 000 section 8, INSURER_ERROR: missing, invalid or not accepted) and
// the shopper corrects it (its modal's "back to the form"), in the US English of the walk that met it, against the real
// sandbox in process: "Edit my coverage" opens the lookup form with what the shopper gave, the member is looked up again
// with the details corrected, and the claim sent again from the review is applied. A carrier chosen in the forward flow
// asks for the lookup only when it is another one.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useSignals } from '@preact/signals-react/runtime';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { record } from '../../../signals/claim/claim.ts';
import { go, pageFlow, view, viewMode } from '../../../signals/drawer/flow.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import InsuranceMember from '../member/InsuranceMember.tsx';
import Insurers from '../insurer/Insurers.tsx';
import Review from './Review.tsx';
import { claimAt, drawerSandbox, type DrawerSandbox, lookUpOnEmptyForm, resetDrawerAfterEach } from '../../../test/component/drawer-claim.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';

let sandbox: ReturnType<typeof sandboxFetch>;
let before: DrawerSandbox['before'];

beforeEach(async () => {
  ({ sandbox, before } = await drawerSandbox('en-us'));
  pageFlow.value = sandboxPageFlow('NA');
});
resetDrawerAfterEach();

/** The views the walk meets, switched by the view signal as the drawer's shell would. */
function Flow() {
  useSignals();
  if (view.value === 'review') return <Review />;
  if (view.value === 'insurance-member') return <InsuranceMember />;
  if (view.value === 'insurers') return <Insurers />;
  return <p>{view.value}</p>;
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

/** The view with the shopper's claim ready to claim, its member ID the sandbox's scenario, as the drawer opened on it shows it. */
async function flowOn(at: 'review' | 'insurance-member', memberId?: string): Promise<void> {
  await claimAt(sandbox, 'ready-to-claim', { memberId });
  openDrawer(at);
  go(at);
  render(<Flow />);
}

/** Accepts the terms if they are not, and sends the claim with the review's footer. */
async function submitFromReview(): Promise<void> {
  const terms = (await screen.findByRole('checkbox', { name: /I accept the terms/ })) as HTMLInputElement;
  if (!terms.checked) await act(async () => void fireEvent.click(terms));
  fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
}

/** The claim sent from the review and refused by the insurer for its information (INSURERERR-1: the group ID): its modal. */
async function refusedFromReview(): Promise<HTMLElement> {
  await flowOn('review', 'INSURERERR-1');
  await submitFromReview();
  return screen.findByRole('dialog', { name: 'Action required' });
}

/** The member view on the member found, its "Change insurance carrier" pressed. */
async function changingCarrier(): Promise<void> {
  await flowOn('insurance-member');
  expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Change insurance carrier' }));
}

describe('spec 000 §8 INSURER_ERROR: back to the form, the details corrected, the claim sent again', () => {
  it('"Edit my coverage" opens the lookup form with what the shopper gave; the member found again, Continue returns to the review, and the claim is applied', async () => {
    const refused = await refusedFromReview();
    expect(refused.textContent).toContain('group ID');
    fireEvent.click(within(refused).getByRole('button', { name: 'Edit my coverage' }));

    // The lookup form, not the member found: the fields the insurer refused, as the shopper gave them.
    expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
    expect(viewMode.value).toBe('edit');
    expect(screen.queryByRole('heading', { name: 'Good news, we found you' })).toBeNull();
    // The insurer's forms come with the view (the record names the insurer).
    await screen.findByRole('textbox', { name: /^Member ID/ });
    expect(field('Member ID').value).toBe('INSURERERR-1');
    expect(field('Group ID').value).toBe('GRP-100');
    expect(field('Policy holder’s last name').value).toBe('Martin');

    fireEvent.input(field('Member ID'), { target: { value: 'W7654321' } });
    fireEvent.input(field('Group ID'), { target: { value: 'GRP-200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Review your claim' });
    expect(within(screen.getByRole('region', { name: 'Coverage' })).getByText('W7654321')).toBeTruthy();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    await submitFromReview();
    expect(await screen.findByRole('dialog', { name: 'Claim applied' })).toBeTruthy();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  it('while the corrected details are looked up, the lookup’s loading screen shows: the member found the shopper came to correct is never shown as the answer', async () => {
    fireEvent.click(within(await refusedFromReview()).getByRole('button', { name: 'Edit my coverage' }));
    await screen.findByRole('textbox', { name: /^Member ID/ });
    fireEvent.input(field('Member ID'), { target: { value: 'W7654321' } });
    // The lookup is held at the service, so the screen is read while the insurer has not answered yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    before.current = (method, url) => {
      if (method !== 'POST' || !url.endsWith('/sync-insurance-member')) return undefined;
      sent = true;
      return held;
    };
    fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    await waitFor(() => expect(sent).toBe(true));
    // Spec 001 §2: the lookup in flight is "Sit tight", from the press, the insurer's answer not yet in.
    expect(screen.getByRole('heading', { level: 3, name: 'Sit tight, we’re looking for you' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Good news, we found you' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
    expect(record.value?.claimData?.primaryCoverage?.insuree?.memberId).toBe('W7654321');
  });
});

describe('a carrier chosen from the member found: looked up again at another carrier, never made to retype at the same one', () => {
  it('spec 000 §1: another carrier chosen from the member found opens its own empty lookup form, never a member found at the carrier left', async () => {
    await changingCarrier();
    fireEvent.click(await screen.findByRole('button', { name: 'Tamarack Eyecare Benefits' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
    expect(screen.getByText(/Tamarack Eyecare Benefits/)).toBeTruthy();
    await screen.findByRole('textbox', { name: /^Member ID/ });
    // The member found at the carrier left is no member of this one (src/domain/member/carrier-change.ts).
    expect(field('Member ID').value).toBe('');
    await lookUpOnEmptyForm(sandbox, { 'Member ID': 'W1234567', 'Group ID': 'GRP-100' });
  });

  it('spec 000 §2: the same carrier chosen again in the forward flow keeps the member found, nothing to type again; correcting is the edit from the review', async () => {
    await changingCarrier();
    fireEvent.click(await screen.findByRole('button', { name: 'Quillfeather Vision Plan' }));
    // The member view again, on the member found: no lookup form, no member ID to retype.
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
    expect(view.value).toBe('insurance-member');
    expect(screen.queryByRole('textbox', { name: /^Member ID/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Check eligibility' })).toBeNull();
  });
});

// A submit the service refuses as stale (spec 000 §4: a call the record's status no longer allows answers 409), in the
// whole North American drawer against the real sandbox in process: the claim changed in the shopper's other tab since
// this review was shown. The drawer goes where the record read again resumes (spec 000 §2, the resume mapping), as
// "Continue my claim" would open it, and says why: never a review whose Submit could only be refused again.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { LOWERCASE_IN_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import { record } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { submitting } from '../../../signals/drawer/submit/flow-submit.ts';
import { updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { deletePrescription } from '../../../src/api/prescription/prescriptions.ts';
import { resetDrawerAfterEach, type DrawerSandbox } from '../../../test/component/drawer-claim.ts';
import { howSaid } from '../../../test/component/said.ts';
import { wholeDrawerOnReview } from '../../../test/component/whole-drawer.tsx';

resetDrawerAfterEach();

/** What the drawer says of a claim that changed elsewhere, on the review or on the screen the refused submit lands on. */
const NOTE = 'Your claim or your cart changed in another tab or window: this is your claim as it is now.';

/** What the shopper's other tab does to the claim while this tab shows its review. */
type Elsewhere = (drawer: DrawerSandbox, id: string) => Promise<void>;

const prescriptionRemoved: Elsewhere = async (_, id) => {
  await deletePrescription(currentApi(), id, record.value?.prescriptions?.[0]?.id ?? '');
};
// Another carrier than the claim's own (claimAt's in-network one).
const carrierChanged: Elsewhere = async (_, id) => {
  await updateClaimRecord(currentApi(), id, { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
};
// The claim as it stood, a submit refused all the same (a fault of the sandbox): the review it stands at.
const refusedAsItStands: Elsewhere = async ({ sandbox }) => {
  sandbox.state.faults.add({ call: 'claim/submit', kind: 'status', status: 409, remaining: 1 });
};

describe('spec 000 §§2, 4: Submit refused as the claim moved on in another tab', () => {
  it.each([
    { elsewhere: 'the prescription removed', change: prescriptionRemoved, status: 'PRESCRIPTIONS_REQUIRED', lands: 'Upload your prescription' },
    { elsewhere: 'another carrier chosen', change: carrierChanged, status: 'INSURANCE_MEMBER_REQUIRED', lands: 'Check eligibility' },
    { elsewhere: 'nothing the review cannot submit', change: refusedAsItStands, status: 'READY_TO_CLAIM', lands: 'Review your claim' },
  ])('$elsewhere: the record, $status, resumes on $lands, which the drawer shows, saying the claim changed', async ({ change, status, lands }) => {
    const { id, ...drawer } = await wholeDrawerOnReview('en-ca', { terms: true });
    await change(drawer, id);
    const submits = () => drawer.sandbox.calls.filter((call) => call.endsWith('/claim/submit')).length;

    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(submits()).toBe(1));
    await waitFor(() => expect(submitting.value).toBe(false));

    expect(record.value?.status).toBe(status);
    expect(await screen.findByRole('heading', { level: 3, name: lands })).toBeTruthy();
    await waitFor(() => expect(howSaid(NOTE)).toEqual(['polite']));
    // The drawer alone: no result over it, no error and its Try again.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(submits()).toBe(1);
  });
});

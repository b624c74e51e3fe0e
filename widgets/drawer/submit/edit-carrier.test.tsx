// The coverage edited from the review, its carrier changed (spec 000 §2: view states, "edit (returns to review)"; §1: a
// carrier, then the member looked up there), in the whole North American drawer against the real sandbox in process:
// "Change insurer" on the edit's lookup form, another carrier, its lookup, and Continue comes back to the review, not
// through the patient, the doctor and the prescription again.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { record } from '../../../signals/claim/claim.ts';
import { type DrawerSandbox, lookUpOnEmptyForm, resetDrawerAfterEach, SETTLE } from '../../../test/component/drawer-claim.ts';
import { wholeDrawerOnReview } from '../../../test/component/whole-drawer.tsx';

const REVIEW = 'Review your claim';

resetDrawerAfterEach();

const back = () => fireEvent.click(screen.getByRole('button', { name: 'Back' }));

/** The whole drawer on the review of a claim ready to submit (member found at Quillfeather), its coverage's Edit pressed. */
async function editingCoverage(): Promise<DrawerSandbox> {
  const drawer = await wholeDrawerOnReview('en-ca', {}, REVIEW);
  fireEvent.click(screen.getByRole('button', { name: 'Edit Coverage' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
  return drawer;
}

describe('spec 000 §2: edit mode returns to review, the carrier changed on the way', () => {
  it('"Change insurer" from the edit, another carrier, its lookup: Continue comes back to the review with the new coverage', async () => {
    const { sandbox } = await editingCoverage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change insurer' }));
    await screen.findByRole('heading', { name: 'Choose your insurer' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tamarack Eyecare Benefits' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
    expect(screen.getByText(/Tamarack Eyecare Benefits/)).toBeTruthy();
    await screen.findByRole('textbox', { name: /^Member ID/ });
    await lookUpOnEmptyForm(sandbox, { 'Member ID': 'T7654321', 'Group ID': 'GRP-200' });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    // Back on the review, not walked through the patient, the doctor and the upload again.
    expect(await screen.findByRole('heading', { name: REVIEW })).toBeTruthy();
    const coverage = within(screen.getByRole('region', { name: 'Coverage' }));
    expect(coverage.getByText('Tamarack Eyecare Benefits')).toBeTruthy();
    expect(coverage.getByText('T7654321')).toBeTruthy();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
  });

  it('Back from the insurers list is the edit still: Back again returns to the review', async () => {
    await editingCoverage();
    fireEvent.click(await screen.findByRole('button', { name: 'Change insurer' }));
    await screen.findByRole('heading', { name: 'Choose your insurer' });
    back();
    expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
    back();
    expect(await screen.findByRole('heading', { name: REVIEW })).toBeTruthy();
  });

  it('a lookup still with the insurer keeps the shopper on its wait, with no Back to a review of the last lookup\'s benefits; its answer brings Back again', async () => {
    const { sandbox } = await editingCoverage();
    fireEvent.input(await screen.findByRole('textbox', { name: /^Member ID/ }), { target: { value: 'Q-NOTFOUND' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    await screen.findByRole('heading', { name: 'Sit tight, we’re looking for you' });
    await waitFor(() => expect(record.value?.status).toBe('QUOTE_REQUESTED'));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    sandbox.state.advanceClock(SETTLE);
    expect(await screen.findByRole('heading', { name: 'We’re having trouble finding you' })).toBeTruthy();
    back();
    expect(await screen.findByRole('heading', { name: REVIEW })).toBeTruthy();
  });
});

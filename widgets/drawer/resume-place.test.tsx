// A reopened drawer resumes on the last screen the shopper saw only if the claim has reached it (spec 000 §2, "last
// path"), in the whole drawer against the real sandbox in process. The insurer list, the member lookup and the
// information view are all step 1 of the North American flow: a tab whose last screen was the doctor's page of the
// information view, on a claim that went back to the insurer list or the member lookup since (another tab chose
// another carrier), resumes where the claim stands, not on forms with no member to show.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { keepLastPath } from '../../src/host/session-memory.ts';
import { setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi, startClaim } from '../../signals/claim/claim-actions.ts';
import { openDrawer } from '../../signals/drawer/drawer.ts';
import { view } from '../../signals/drawer/flow.ts';
import { DrawerHost } from '../mount.tsx';
import { claimAt, drawerSandbox, resetDrawerAfterEach } from '../../test/component/drawer-claim.ts';

resetDrawerAfterEach();

/** The last screen this tab's drawer showed: the information view's doctor page, the wizard's third. */
const DOCTOR_PAGE = '/en-ca/cart/direct-billing/insurance-information?form=2';

/** The drawer reopened to continue the claim, as the call-to-action and the switch open it. */
function reopen(): void {
  keepLastPath(DOCTOR_PAGE);
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('loading'));
}

describe('spec 000 §2 last path: not a screen of the same step the claim has not reached', () => {
  it('a claim at the insurer list (no insurer chosen) resumes on the insurer list', async () => {
    await drawerSandbox('en-ca');
    const { id } = await startClaim();
    setRecord(await getClaimRecord(currentApi(), id));
    reopen();
    expect(await screen.findByRole('heading', { level: 3, name: 'Choose your insurer' })).toBeTruthy();
    expect(view.value).toBe('insurers');
  });

  it('a claim at the member lookup (its insurer chosen) resumes on the lookup of that insurer', async () => {
    const { sandbox } = await drawerSandbox('en-ca');
    await claimAt(sandbox, 'insurer-chosen');
    reopen();
    expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
    expect(await screen.findByText('Insurer: Quillfeather Vision Plan')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Member ID' })).toBeTruthy();
    expect(view.value).toBe('insurance-member');
  });
});

// A claim sent from the shopper's other tab while this tab's drawer still asks for answers (spec 000 §4: the service
// refuses with a 409 a call the record's status no longer allows; §2: resume maps the record to its view), in the whole
// North American drawer against the real sandbox in process: this tab's Continue reads the record again and shows the
// claim where it stands, "Claim applied", never "Something went wrong" and a Try again that could only fail again.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { openDrawer } from '../../signals/drawer/drawer.ts';
import { record, setInsuranceLoad } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { claimAt, drawerSandbox, resetDrawerAfterEach } from '../../test/component/drawer-claim.ts';

resetDrawerAfterEach();

describe('spec 000 §§2, 4: the claim sent from the other tab, this tab on the products', () => {
  it('Continue on "Choose the products to cover": select-claimable refused (409), the record read again, "Claim applied"', async () => {
    const { sandbox } = await drawerSandbox('en-ca');
    const id = await claimAt(sandbox, 'ready-to-claim', { terms: true });
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('select-product'));
    await screen.findByRole('heading', { name: 'Choose the products to cover' });
    // Continue waits with the choice, busy until the products are offered: pressed sooner, it sends nothing.
    await screen.findByRole('checkbox', { name: /^Harbour round frame/ });

    // The other tab sends the claim; this tab knows nothing of it yet.
    await submitClaim(currentApi(), id);
    const chosen = () => sandbox.calls.filter((call) => call.endsWith('/products/select-claimable')).length;
    const before = chosen();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('dialog', { name: 'Claim applied' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    // One refusal, read once: nothing sent again behind the shopper's back.
    expect(chosen()).toBe(before + 1);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  it('Continue on "Upload your prescription": the check reads the record, the claim sent, "Claim applied", never the products', async () => {
    const { sandbox } = await drawerSandbox('en-ca');
    const id = await claimAt(sandbox, 'ready-to-claim', { terms: true });
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('select-prescription'));
    await screen.findByRole('heading', { name: 'Upload your prescription' });

    await submitClaim(currentApi(), id);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('dialog', { name: 'Claim applied' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose the products to cover' })).toBeNull();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });
});


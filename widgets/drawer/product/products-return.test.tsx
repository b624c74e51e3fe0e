// The shopper comes back to a tab whose drawer shows the products to cover, after changing the cart in another tab of
// the same browser (spec 000 §5, "One claim at a time per order": both tabs act on one claim and one cart; §2,
// select-product: the cart's products; §9, the estimate), against the real sandbox in process: the choice, the estimate,
// the review and the claim sent are the cart as it is now, and the shopper is told the cart changed.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { record, setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { followTabReturns, leave, comeBack, amount, shopperIn } from '../../../test/component/tab-return.ts';
import { claimAt, drawerSandbox, type DrawerSandbox } from '../../../test/component/drawer-claim.ts';

const GLASSES = 'Harbour round frame, tortoise + Single vision lenses, anti-reflective';
const FRAME = 'Harbour round frame, tortoise';
const NOTE = 'Your cart changed in another tab or window: these are the products in it now.';

let drawer: DrawerSandbox;

followTabReturns();


/** The whole drawer open on the products of a claim whose prescription the insurer approved, the glasses ticked, the terms accepted. */
async function onProducts(): Promise<void> {
  drawer = await drawerSandbox('en-ca');
  await claimAt(drawer.sandbox, 'prescription-approved', { terms: true });
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('select-product'));
  await screen.findByRole('heading', { name: 'Choose the products to cover' });
  await waitFor(() => expect((screen.getByRole('checkbox', { name: GLASSES }) as HTMLInputElement).checked).toBe(true));
  await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$238.00'));
}

describe('spec 000 §§2, 5, 9: the products to cover read again when the shopper comes back to its tab', () => {
  it('the lenses removed from the cart in another tab: gone from the choice, the estimate, the review and the claim sent, and the shopper is told', async () => {
    await onProducts();
    await leave();
    const lenses = shopperIn(drawer).lines.find((l) => l.name.startsWith('Single vision'));
    drawer.sandbox.state.setQuantity(shopperIn(drawer), lenses?.id ?? '', 0);

    await comeBack();
    const frame = (await screen.findByRole('checkbox', { name: FRAME })) as HTMLInputElement;
    expect(frame.checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: GLASSES })).toBeNull();
    expect(screen.queryByText(/Single vision lenses/)).toBeNull();
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$149.00'));
    // Said once, where a screen reader hears it.
    expect(screen.getByText(NOTE).closest('[role="status"]')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Review your claim' });
    // What was sent is what the shopper chose: the frame, the lenses no more.
    const included = (record.value?.eligibleProducts ?? []).flatMap((g) => g.cartProducts).filter((l) => l.includedInPrescription === true);
    expect(included.map((l) => l.productType)).toEqual(['FRAME']);
    const claimed = within(screen.getByRole('region', { name: 'Products claimed' }));
    await waitFor(() => expect(claimed.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim())).toEqual([`${FRAME} × 1`]));
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$149.00'));

    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    const result = await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(result.textContent).toContain('Your insurer pays $149.00 of your order.');
  });

  it('back with nothing changed elsewhere: the same choice, and nothing said of a change', async () => {
    await onProducts();
    await leave();
    await comeBack();
    await act(() => Promise.resolve());
    expect(screen.getByRole('checkbox', { name: GLASSES })).toBeTruthy();
    expect(amount('Your insurer pays (estimate)')).toBe('$238.00');
    expect(screen.queryByText(NOTE)).toBeNull();
  });
});

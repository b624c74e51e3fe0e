// The products to cover while what the choice starts from arrives (spec 000 §2, select-product; §§5 and 9, the best use
// of the benefits, preselected), against the real sandbox in process: the shop's cart answering late, then read again.
// The choice shows once the cart and the best use are in hand, never changing under the shopper's hand as they arrive,
// and what the shopper chooses then holds; a group they ticked that has since left the cart is chosen no more.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { cartChanged } from '../../../signals/host/host-actions.ts';
import { comeBack, followTabReturns, leave, shopperIn } from '../../../test/component/tab-return.ts';
import { claimAt, drawerSandbox, type DrawerSandbox } from '../../../test/component/drawer-claim.ts';

const HEADING = 'Choose the products to cover';
const GLASSES = 'Harbour round frame, tortoise + Single vision lenses, anti-reflective';
const FINDING = 'Finding the products your benefits cover best…';
const PICKED = 'We picked the items that get you the most from your benefits.';

let drawer: DrawerSandbox;

followTabReturns();

/** The whole drawer opened on the products of a claim whose glasses prescription the insurer approved. */
async function openProducts(): Promise<void> {
  drawer = await drawerSandbox('en-ca');
  await claimAt(drawer.sandbox, 'prescription-approved', { terms: true });
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('select-product'));
  await screen.findByRole('heading', { name: HEADING });
}

const glasses = () => screen.getByRole('checkbox', { name: GLASSES }) as HTMLInputElement;

describe('spec 000 §§2, 5, 9: the products to cover while the cart and the best use of the benefits arrive', () => {
  it('the cart answering late: nothing to tick until it has, then the best use ticked, and the shopper\'s untick holds when the cart is read again', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    drawer = await drawerSandbox('en-ca');
    await claimAt(drawer.sandbox, 'prescription-approved', { terms: true });
    drawer.before.current = async (_method, url) => {
      if (url.includes('/cart/cartItemDetails')) await held;
    };
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('select-product'));
    await screen.findByRole('heading', { name: HEADING });

    // The shop's cart has not answered: the shopper is told the choice is on its way, with nothing to tick meanwhile
    // that the best use would then tick for them, and Continue waits.
    await act(() => Promise.resolve());
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByText(FINDING)).toBeTruthy();
    // Continue keeps its name, busy; the wait it shares with the screen is shown, never said again by the footer.
    const next = screen.getByRole('button', { name: 'Continue' });
    expect([next.getAttribute('aria-disabled'), next.getAttribute('aria-busy')]).toEqual(['true', 'true']);
    expect(screen.queryByText('Please wait…')).toBeNull();

    answer();
    await waitFor(() => expect(glasses().checked).toBe(true));
    expect(screen.getByText(PICKED)).toBeTruthy();
    expect(screen.queryByText(FINDING)).toBeNull();

    fireEvent.click(glasses());
    expect(glasses().checked).toBe(false);
    // The shop says its cart changed: the cart is read again, and the shopper's choice stays theirs.
    await act(() => cartChanged());
    await act(() => Promise.resolve());
    expect(glasses().checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('a group the shopper ticked, then removed from the cart in another tab, is chosen no more: nothing is sent for it', async () => {
    await openProducts();
    await waitFor(() => expect(glasses().checked).toBe(true));
    // The shopper's own tick, kept as theirs.
    fireEvent.click(glasses());
    fireEvent.click(glasses());
    expect(glasses().checked).toBe(true);

    await leave();
    for (const line of shopperIn(drawer).lines.filter((l) => l.name.startsWith('Harbour') || l.name.startsWith('Single vision'))) {
      drawer.sandbox.state.setQuantity(shopperIn(drawer), line.id, 0);
    }
    await comeBack();

    expect(await screen.findByText('No product in your cart can be covered by this prescription.')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: GLASSES })).toBeNull();
    // No Continue that would send an empty choice; the way on is another prescription.
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload a prescription' })).toBeTruthy();
    expect(drawer.sandbox.calls.filter((call) => call.endsWith('/select-claimable'))).toEqual([]);
  });
});

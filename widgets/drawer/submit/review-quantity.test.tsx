// The review after the shopper changed a claimed line's quantity in the cart (spec 000 §2, review: the products each
// prescription covers; §9, the estimate; §7, the cart's lines and quantities), on this tab's cart page or in another tab,
// against the real sandbox in process: the lines, their quantities, the estimate and the claim sent say the same cart.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { closeDrawer, openDrawer } from '../../../signals/drawer/drawer.ts';
import { cartChanged } from '../../../signals/host/host-actions.ts';
import { followTabReturns, amount, shopperIn } from '../../../test/component/tab-return.ts';
import { type DrawerSandbox } from '../../../test/component/drawer-claim.ts';
import { wholeDrawerOnReview } from '../../../test/component/whole-drawer.tsx';

const TWO_FRAMES = 'Harbour round frame, tortoise × 2';
const LENSES = 'Single vision lenses, anti-reflective × 1';

let drawer: DrawerSandbox;

followTabReturns();

/** The lines the review says the claim covers, as the shopper reads them. */
const claimed = () =>
  within(screen.getByRole('region', { name: 'Products claimed' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
/** The shopper sets the frame's quantity in the shop's cart. */
const frames = (quantity: number) => drawer.sandbox.state.setQuantity(shopperIn(drawer), shopperIn(drawer).lines.find((l) => l.name.startsWith('Harbour'))?.id ?? '', quantity);

/** The whole drawer open on the review of a claim ready to submit (terms accepted), one frame and its lenses claimed. */
async function onReview(): Promise<void> {
  drawer = await wholeDrawerOnReview('en-ca', { terms: true });
  await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$238.00'));
  expect(claimed()).toEqual(['Harbour round frame, tortoise × 1', LENSES]);
}

/** Submits the claim from the review's footer; answers what the result says the insurer pays. */
async function submitted(): Promise<string | undefined> {
  fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
  const result = await screen.findByRole('dialog', { name: 'Claim applied' });
  return /Your insurer pays (\S+) of your order/.exec(result.textContent ?? '')?.[1];
}

describe('spec 000 §§2, 7, 9: the review claims the quantities the cart holds, as its estimate prices them', () => {
  it('two frames on this tab\'s cart page, the drawer closed: reopened, the review claims two frames, the amount the insurer then pays', async () => {
    await onReview();
    act(() => closeDrawer());
    frames(2);
    // The shop tells the widgets its cart changed (spec 001 §6, cart changes).
    await act(() => cartChanged());

    act(() => openDrawer('review'));
    await screen.findByRole('heading', { name: 'Review your claim' });
    await waitFor(() => expect(claimed()).toEqual([TWO_FRAMES, LENSES]));
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$239.00'));
    expect(await submitted()).toBe('$239.00');
  });

  it('two frames in another tab: back on the review, it claims two frames, the amount the insurer then pays', async () => {
    await onReview();
    await act(() => void window.dispatchEvent(new Event('blur')));
    frames(2);
    await act(() => void document.dispatchEvent(new Event('visibilitychange')));

    await waitFor(() => expect(claimed()).toEqual([TWO_FRAMES, LENSES]));
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$239.00'));
    expect(await screen.findByText('Your claim or your cart changed in another tab or window: this is your claim as it is now.')).toBeTruthy();
    expect(await submitted()).toBe('$239.00');
  });

  it('two frames in another window side by side, this tab never left: Submit sends nothing yet, the review shows what the insurer pays now; sent, the result says what is left of that cart', async () => {
    await onReview();
    expect(amount('You pay (estimate)')).toBe('$174.99');
    // No blur, no return: the other window's change is unheard here until the review reads the cart.
    frames(2);

    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByText('Your claim or your cart changed in another tab or window: this is your claim as it is now.')).toBeTruthy();
    await waitFor(() => expect(claimed()).toEqual([TWO_FRAMES, LENSES]));
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$239.00'));
    expect(amount('You pay (estimate)')).toBe('$322.99');
    expect(drawer.sandbox.calls.filter((call) => call.endsWith('/claim/submit'))).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    const result = await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(result.textContent).toContain('Your insurer pays $239.00 of your order. You pay the remaining $322.99 at checkout.');
  });

  it('two frames in another window while the insurer answers: the result says what is left of the cart the insurer priced', async () => {
    await onReview();
    drawer.before.current = (method, url) => {
      if (method === 'POST' && url.endsWith('/claim/submit')) frames(2);
    };

    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    const result = await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(result.textContent).toContain('Your insurer pays $239.00 of your order. You pay the remaining $322.99 at checkout.');
  });

  it('two frames in another window, the drawer closed and no word from the shop: reopened, the review shows no estimate of the cart as it was', async () => {
    await onReview();
    act(() => closeDrawer());
    frames(2);

    act(() => openDrawer('review'));
    await screen.findByRole('heading', { name: 'Review your claim' });
    expect(screen.queryByText('$238.00')).toBeNull();
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$239.00'));
    expect(amount('You pay (estimate)')).toBe('$322.99');
  });
});

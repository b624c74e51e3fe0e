// The shopper comes back to a tab whose drawer shows the review, after changing the claim in another tab of the same
// browser (spec 000 §5, "One claim at a time per order"; §4, a deleted record and a new start; §9, the estimate), against
// the real sandbox in process: the review reads the claim again and shows what it holds now, its products and amounts,
// or the state the claim came to (gone, sent back for validation, submitted); what the shopper ticked here stays.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { record } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { reviewReads } from '../../../signals/drawer/submit/return-read.ts';
import { selectClaimableProducts, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../../src/api/claim/claims.ts';
import { followTabReturns, leave, comeBack, amount, shopperIn } from '../../../test/component/tab-return.ts';
import { cancelledElsewhere, type DrawerSandbox } from '../../../test/component/drawer-claim.ts';
import { wholeDrawerOnReview } from '../../../test/component/whole-drawer.tsx';

const FRAME = 'Harbour round frame, tortoise × 1';
const LENSES = 'Single vision lenses, anti-reflective × 1';

let drawer: DrawerSandbox;

followTabReturns();

const part = (name: string) => within(screen.getByRole('region', { name }));
/** The lines the review says the claim covers, as the shopper reads them. */
const claimed = () => part('Products claimed').getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
const terms = () => screen.getByRole('checkbox', { name: /I accept the terms/ }) as HTMLInputElement;

/** The whole drawer open on the review of a claim ready to submit, its estimate shown, the terms ticked by the shopper. */
async function onReview(): Promise<string> {
  const { id, ...opened } = await wholeDrawerOnReview();
  drawer = opened;
  await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$238.00'));
  expect(claimed()).toEqual([FRAME, LENSES]);
  fireEvent.click(terms());
  expect(terms().checked).toBe(true);
  return id;
}

/** The review's note that the claim changed elsewhere, as a screen reader hears it. */
const NOTE = 'Your claim or your cart changed in another tab or window: this is your claim as it is now.';
const note = () => screen.getByText((_, element) => element?.getAttribute('role') === 'status' && (element.textContent ?? '').includes(NOTE) && element.closest('.review') !== null);


describe('spec 000 §§4, 5, 9: the review read again when the shopper comes back to its tab', () => {
  it('the frame removed from the cart in another tab: the review claims the lenses alone, says what the insurer pays now, and says it changed', async () => {
    await onReview();
    await leave();
    const frame = shopperIn(drawer).lines.find((l) => l.name.startsWith('Harbour'));
    drawer.sandbox.state.setQuantity(shopperIn(drawer), frame?.id ?? '', 0);

    await comeBack();
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$89.00'));
    await waitFor(() => expect(note()).toBeTruthy());
    // Not by its kind either: the frame is claimed no more, though the record still lists it.
    await waitFor(() => expect(claimed()).toEqual([LENSES]));
    expect(amount('You pay (estimate)')).toBe('$174.99');
    // What the shopper ticked here is still ticked.
    expect(terms().checked).toBe(true);
  });

  it('the frame and the lenses removed from the cart in another tab: no Submit of nothing; the review says so and leads back to the products', async () => {
    await onReview();
    await leave();
    for (const line of shopperIn(drawer).lines.filter((l) => l.name.startsWith('Harbour') || l.name.startsWith('Single vision'))) {
      drawer.sandbox.state.setQuantity(shopperIn(drawer), line.id, 0);
    }

    await comeBack();
    await waitFor(() => expect(part('Products claimed').getByText('No product chosen for this prescription.')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit claim' })).toBeNull());
    const gone = 'The products you chose are no longer in your cart, so there is nothing to submit. Choose the products to cover from your cart as it is now.';
    expect(screen.getByText(gone).closest('[role="status"]')).toBeTruthy();
    // No amount for a claim of nothing: the estimate says to choose a product.
    await waitFor(() => expect(screen.getAllByText('Choose at least one product to see your estimate.')).toHaveLength(2));
    expect(screen.queryByText('Your insurer pays (estimate)')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose products' }));
    expect(await screen.findByRole('heading', { name: 'Choose the products to cover' })).toBeTruthy();
    expect(drawer.sandbox.calls.filter((call) => call.endsWith('/claim/submit'))).toEqual([]);
  });

  it('the frame taken off the claim in another tab: the review lists the lenses alone, with their share', async () => {
    const id = await onReview();
    const rx = record.value?.prescriptions?.[0]?.id ?? '';
    const lenses = (record.value?.eligibleProducts ?? []).flatMap((g) => g.cartProducts).find((l) => l.productType.includes('LENS'));
    await selectClaimableProducts(currentApi(), id, rx, [lenses?.productId ?? '']);

    await comeBack();
    await waitFor(() => expect(claimed()).toEqual([LENSES]));
    await waitFor(() => expect(amount('Your insurer pays (estimate)')).toBe('$89.00'));
    expect(amount('You pay (estimate)')).toBe('$323.99');
    expect(terms().checked).toBe(true);
  });

  it('the doctor changed in another tab: the review names the new one and asks for the prescription to be checked again', async () => {
    const id = await onReview();
    await updateClaimRecord(currentApi(), id, { referrer: { type: 'OPTOMETRIST', firstName: 'Robin', lastName: 'Lee' } });

    await comeBack();
    await waitFor(() => expect(part('Doctor').getByText('Robin Lee')).toBeTruthy());
    expect(part('Prescriptions').getByText('Your prescription needs to be checked before you can submit your claim.')).toBeTruthy();
    expect(terms().checked).toBe(true);
  });

  it('the claim submitted in another tab: the review shows its outcome instead of a second submit', async () => {
    const id = await onReview();
    await updateClaimRecord(currentApi(), id, { termsAndConditionsAccepted: true });
    await submitClaim(currentApi(), id);
    const sent = drawer.sandbox.calls.filter((c) => c.endsWith('/claim/submit')).length;

    await comeBack();
    const result = await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(result.textContent).toContain('Your insurer pays $238.00 of your order. You pay the remaining $174.99 at checkout.');
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(drawer.sandbox.calls.filter((c) => c.endsWith('/claim/submit'))).toHaveLength(sent);
  });

  it('back with nothing changed elsewhere: the review is read again and says nothing of a change', async () => {
    await onReview();
    const reads = reviewReads.value;
    await leave();
    await comeBack();
    // Read again to the end (the cart, the plans, the estimate), and nothing of a change said.
    await waitFor(() => expect(reviewReads.value).toBe(reads + 1));
    expect(amount('Your insurer pays (estimate)')).toBe('$238.00');
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('the claim cancelled in another tab: the drawer says so and offers a new one', async () => {
    await onReview();
    await cancelledElsewhere();

    await comeBack();
    expect(await screen.findByRole('heading', { name: 'Your claim was cancelled' })).toBeTruthy();
    expect(record.value).toBeNull();
  });

  it('reads nothing while the page is hidden: the shopper is not back yet', async () => {
    await onReview();
    const before = drawer.sandbox.calls.length;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      await comeBack();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(drawer.sandbox.calls.slice(before)).toEqual([]);
  });
});

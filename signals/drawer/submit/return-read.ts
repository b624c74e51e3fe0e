// The review read again once the tab caught up with the shopper's other tabs (src/domain/submit/return-read.ts): one
// of them, or the cart page, may have changed the claim or the cart meanwhile, and the review must show what would be
// sent now. The catch-up (signals/claim/catch-up.ts) read the record and the cart; the review reads what it prices the
// claim from, and the products views say when the cart is not the one the shopper left. What the shopper typed here is
// in the drafts, which neither touches.
import { signal } from '@preact/signals-react';
import type { Cart } from '../../../src/contract/claim/cart.ts';
import { sameCart } from '../../../src/domain/claim/cart-lines.ts';
import { choosesFromCart, reviewReadsAgain, showsSubmitOutcome } from '../../../src/domain/submit/return-read.ts';
import { reaction } from '../../start.ts';
import { record } from '../../claim/claim.ts';
import { caughtUp } from '../../claim/claim-load.ts';
import { cartRead, shopCart } from '../../claim/claim-kit.ts';
import { loadEstimate } from '../../claim/claim-estimate.ts';
import { estimate, estimateSource, setEstimateSource } from '../../claim/estimate.ts';
import { drawerTarget } from '../drawer.ts';
import { view, viewMode } from '../flow.ts';
import { resetProductChoice } from '../product/product-choice.ts';
import { result, submit, submitClock, submitting } from './flow-submit.ts';

/** How many times the review read again what it prices the claim from (the cart, the plans, the quotes), to the end. */
export const reviewReads = signal(0);

/**
 * Whether the review, read again on the shopper's return, shows another claim than the one they left: other lines, a
 * patient or doctor changed, other amounts. The review says so, announced: a screen reader would not hear the change.
 */
export const changedOnReturn = signal(false);

/**
 * Whether the products views, on the shopper's return, offer the products of another cart than the one they left: a
 * line removed or its quantity changed in another tab. The view says so, announced, above the products as they are now.
 */
export const cartChangedOnReturn = signal(false);

/** What the review showed as the shopper left the tab or the window; null when it was not shown then. */
let shownOnLeaving: string | null = null;
/** The cart the products views offered as the shopper left; null when none was shown then. */
let cartOnLeaving: Cart | null = null;

/** What the review shows of the claim: the lines the record claims, the patient and the doctor, and the estimate. */
const reviewShows = (): string => {
  const shown = record.peek();
  return JSON.stringify([shown?.eligibleProducts, shown?.claimData?.patient, shown?.claimData?.referrer, estimate.peek()]);
};

/**
 * A claim submitted meanwhile is followed to its outcome as this tab's own submit is; any other is reviewed as it now is,
 * priced from the cart as it now is. (A claim that is gone took the drawer to its error view as the catch-up learnt it:
 * ClaimGone, flow.ts.)
 */
async function readAgain(): Promise<void> {
  if (showsSubmitOutcome(record.peek()?.status, viewMode.peek() === 'read-only')) {
    await submit(submitClock.current, true);
    return;
  }
  resetProductChoice();
  // No estimate rather than one priced from a cart that may be gone (DESIGN.md: never a wrong amount).
  await loadEstimate().catch(() => setEstimateSource(null));
  reviewReads.value += 1;
  changedOnReturn.value = shownOnLeaving !== null && shownOnLeaving !== reviewShows();
  shownOnLeaving = null;
}

/**
 * A review opened on a claim already sent (sent from another tab, which this one resumed before catching up) follows
 * it to its outcome as this tab's own submit is, the result modal shown as the sending tab showed it; never a submit of
 * a claim the service already took.
 */
export function followSentClaim(): void {
  const open = reviewReadsAgain(drawerTarget.peek() ? view.peek() : null, submitting.peek(), result.peek() !== null);
  if (open && showsSubmitOutcome(record.peek()?.status, viewMode.peek() === 'read-only')) void submit(submitClock.current, true);
}

/**
 * Reads the shop's cart as the review is shown: another window of the shop may have changed it unheard here (two windows
 * side by side: no return to catch up on), and an estimate priced from the cart as it was is read again (estimateOutdated).
 * A read that fails leaves the cart as last read.
 */
export async function readReviewCart(): Promise<void> {
  await shopCart().catch(() => undefined);
}

/**
 * Reads the shop's cart as the shopper presses Submit, and answers whether it is still the one the review showed (the
 * cart its estimate was priced from, else the cart last read): the insurer prices the cart as it is, and the shopper
 * sends what they read. A cart changed meanwhile (another window, unheard here) is not sent: the review says its claim
 * changed, shows the claim and the estimate of the cart as it is now, and Submit sends that. A read that fails answers
 * true: the service prices the claim all the same, and the result reads the cart again.
 */
export async function reviewCartHolds(): Promise<boolean> {
  const shown = estimateSource.peek()?.cart ?? cartRead.peek();
  const now = await shopCart().catch(() => null);
  if (!now || !shown || sameCart(shown, now)) return true;
  changedOnReturn.value = true;
  return false;
}

let seen = caughtUp.peek();

// Each catch-up the tab makes (the shopper back from another tab, or from another window) is one the open review may
// follow (reviewReadsAgain).
reaction(() => {
  const count = caughtUp.value;
  if (count === seen) return;
  seen = count;
  const shown = drawerTarget.peek() ? view.peek() : null;
  if (reviewReadsAgain(shown, submitting.peek(), result.peek() !== null)) void readAgain();
  // The catch-up read the cart: the products views show it (cartRead) and the estimate follows it; the shopper is told
  // when it is not the cart they left.
  if (choosesFromCart(shown)) {
    const now = cartRead.peek();
    cartChangedOnReturn.value = cartOnLeaving !== null && now !== null && !sameCart(cartOnLeaving, now);
    cartOnLeaving = null;
  }
});

// What the review showed is kept as the shopper leaves (the page hidden, the window left), to tell on their return
// whether it changed meanwhile; the note goes with the review.
reaction(() => {
  const leave = (event: Event): void => {
    const left = event.type === 'blur' || document.visibilityState === 'hidden';
    if (left && drawerTarget.peek() && view.peek() === 'review') shownOnLeaving = reviewShows();
    if (left && drawerTarget.peek() && choosesFromCart(view.peek())) cartOnLeaving = cartRead.peek();
  };
  document.addEventListener('visibilitychange', leave);
  window.addEventListener('blur', leave);
  return () => {
    document.removeEventListener('visibilitychange', leave);
    window.removeEventListener('blur', leave);
  };
});
reaction(() => {
  if (!drawerTarget.value || view.value !== 'review') changedOnReturn.value = false;
  if (!drawerTarget.value || !choosesFromCart(view.value)) cartChangedOnReturn.value = false;
});

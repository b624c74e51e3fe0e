// Where the buttons of the submit result modal lead (spec 000 sections 2 and 8): close, back to the form, checkout.
import { afterResult, type ResultShown } from '../../src/domain/errors.ts';
import { goToCheckout } from '../claim/checkout.ts';
import { track } from '../host/notify.ts';
import { closeDrawer } from './drawer.ts';
import { edit } from './flow.ts';
import { clearResult } from './submit/flow-submit.ts';

/**
 * "Close", "OK" and Escape: clears the result (spec 000 section 8). A final outcome ends the flow: the drawer closes
 * and focus goes back to what opened it (afterResult); an error the shopper can still act on leaves them on the review.
 * The page's analytics hear the press (spec 000 section 9, CLOSE).
 */
export function closeResult(shown: ResultShown): void {
  track('CLOSE', 'drawerWidget', 'close-result');
  clearResult();
  if (afterResult(shown) === 'close-drawer') closeDrawer();
}

/** "Back to the form": the insurer refused some information, so the shopper edits the coverage and comes back. */
export function backToForm(): void {
  clearResult();
  edit('insurance-member');
}

/** "Proceed to checkout": closes the drawer and goes to the shop's checkout (goToCheckout). */
export function proceedToCheckout(): void {
  clearResult();
  goToCheckout();
}

// Where the buttons of the submit result modal lead (spec 000 sections 2 and 8): close, back to the form, checkout.
import { goToCheckout } from '../claim/checkout.ts';
import { defaultView, edit, go } from './flow.ts';
import { clearResult } from './submit/flow-submit.ts';

/** "Close" and "OK": clears the error and resets to the default view (spec 000 section 8). */
export function closeResult(): void {
  clearResult();
  go(defaultView.value);
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

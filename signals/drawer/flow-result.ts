// Where the buttons of the submit result modal lead (spec 000 sections 2 and 8): close, back to the form, checkout.
import { DRAWER_VIEWS, type DrawerView } from '../../src/domain/drawer/resume.ts';
import { goToCart } from '../claim/checkout.ts';
import { edit, go, pageFlow } from './flow.ts';
import { clearResult } from './submit/flow-submit.ts';

/** "Close" and "OK": clears the error and resets to the default view (spec 000 section 8). */
export function closeResult(): void {
  clearResult();
  const home = pageFlow.value?.defaultView;
  go((DRAWER_VIEWS as readonly string[]).includes(home ?? '') ? (home as DrawerView) : 'intro');
}

/** "Back to the form": the insurer refused some information, so the shopper edits the coverage and comes back. */
export function backToForm(): void {
  clearResult();
  edit('insurance-member');
}

/** "Proceed to checkout": closes the drawer and goes to the cart, or refreshes it when the shopper is already there. */
export function proceedToCheckout(): void {
  clearResult();
  goToCart();
}

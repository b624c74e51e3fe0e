// A tab catches up when the shopper comes back to it ("One order, one claim"): another tab of the same shopper
// may have started, submitted or cancelled the claim meanwhile, and this one must show that claim, not a new flow.
import { catchUpInsuranceState } from './claim-load.ts';
import { insuranceLoad } from './claim.ts';

let watching = false;

/**
 * Installs, once per page, the catch-up on the tab's return: the page shown again (visibilitychange to visible) or the
 * window focused. `win` and `doc` are the page's, given by tests.
 */
export function watchTabReturn(win: Window = window, doc: Document = document): void {
  if (watching) return;
  watching = true;
  const back = () => {
    // Not before the state first loaded, nor while it loads again: that load reads it all already.
    if (doc.visibilityState === 'visible' && insuranceLoad.value === 'ready') void catchUpInsuranceState();
  };
  doc.addEventListener('visibilitychange', back);
  win.addEventListener('focus', back);
}

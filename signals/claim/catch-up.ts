// A tab catches up when the shopper comes back to it ("One order, one claim"): another tab of the same shopper
// may have started, submitted or cancelled the claim meanwhile, and this one must show that claim, not a new flow.
import { catchesUpOnReturn } from '../../src/domain/claim/tab-return.ts';
import { reaction } from '../start.ts';
import { catchUpInsuranceState } from './claim-load.ts';
import { insuranceLoad } from './claim.ts';

let watching = false;

/**
 * Installs, once per page, the catch-up on the tab's return (catchesUpOnReturn): the page shown again
 * (visibilitychange to visible, or pageshow: a page restored from the back-forward cache kept its state from before),
 * or the window focused. A reaction, so the signals' dispose takes the listeners away
 * with the rest; it reads no signal, and runs once per start. `win` and `doc` are the page's, given by tests.
 */
export function watchTabReturn(win: Window = window, doc: Document = document): void {
  if (watching) return;
  watching = true;
  reaction(() => {
    const back = () => {
      if (catchesUpOnReturn({ visible: doc.visibilityState === 'visible', load: insuranceLoad.peek() })) void catchUpInsuranceState();
    };
    doc.addEventListener('visibilitychange', back);
    win.addEventListener('pageshow', back);
    win.addEventListener('focus', back);
    return () => {
      doc.removeEventListener('visibilitychange', back);
      win.removeEventListener('pageshow', back);
      win.removeEventListener('focus', back);
    };
  });
}

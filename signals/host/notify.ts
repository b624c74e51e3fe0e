// What the actions tell the host page: analytics and the cart refresh (spec 000 sections 4 and 9). Only a signed-in
// shopper's actions need them, so they stay apart from events.ts, which every product page loads.
import { isCartPage } from '../../src/domain/host/cart-page.ts';
import { config } from './config.ts';
import { hostEvents, notifySync, reportSyncListenerError, type SyncAction } from './events.ts';

/** The analytics events of a press and of an error shown, for the actions beside the other notices (signals/host/track.ts). */
export { track, trackError } from './track.ts';

/** Whether this page is the shop's cart page. */
export function onCartPage(): boolean {
  const cfg = config.value;
  return !!cfg && typeof location !== 'undefined' && isCartPage(location.pathname, cfg.cartPath);
}


/**
 * Insurance was applied to the cart or taken off it: the sync listeners hear it and the cart page refreshes (spec 000
 * section 4). Answers whether the cart page was asked to refresh (the record's refreshCartTotalRequired is then
 * acknowledged, signals/claim/cart-refresh.ts).
 */
export function insuranceChanged(action: SyncAction): boolean {
  notifySync(action, reportSyncListenerError);
  return refreshCart();
}

/**
 * Asks the cart page to reload its totals after a change of insurance (spec 000 section 4): a host event and a
 * DOM event, so a page can listen either way. Other pages have no totals to refresh. Answers whether it asked.
 */
export function refreshCart(): boolean {
  if (!onCartPage()) return false;
  hostEvents.emit('refresh-cart', {});
  window.dispatchEvent(new CustomEvent('direct-billing:refresh-cart'));
  return true;
}

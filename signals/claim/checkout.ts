// On to the shop's checkout (spec 000 section 2, "proceed to checkout"): the result modal and the French quote view share it.
import { checkoutPathOf, checkoutStep } from '../../src/domain/host/checkout.ts';
import { isSameSitePath } from '../../src/domain/host/paths.ts';
import { config } from '../host/config.ts';
import { closeDrawer } from '../drawer/drawer.ts';
import { leavePageFor } from '../drawer/host-history.ts';
import { hostEvents } from '../host/events.ts';
import { onCartPage, refreshCart, track } from '../host/notify.ts';

const DEFAULT_CART = '/en-ca/cart';

/**
 * Closes the drawer and goes to the cart, or refreshes it when the shopper is already there (its total has changed).
 * There, the page hears which of its lines to change (`lines`, the cart call's line ids: the `edit-cart` host event)
 * once the drawer has given focus back, so it can bring the shopper to them rather than leave them at the widget that
 * opened the drawer. The load goes through leavePageFor: the Back the drawer's close sends off its history entry would
 * cancel it.
 */
export function goToCart(lines: readonly string[] = []): void {
  const cartPath = config.value?.cartPath ?? DEFAULT_CART;
  const here = onCartPage();
  closeDrawer(here && lines.length > 0 ? () => hostEvents.emit('edit-cart', { lines: [...lines] }) : null);
  if (here) refreshCart();
  else if (isSameSitePath(cartPath)) leavePageFor(cartPath);
}

/**
 * "Proceed to checkout": tells the page first (the `checkout` host event, then the cancelable window event
 * `direct-billing:checkout`), then closes the drawer, and unless the shop cancelled the window event to route itself,
 * goes to the configured checkout page; when that is the cart and the shopper is on it, the cart only refreshes its
 * totals (checkoutStep). The spec orders none of it: the page hears the shopper's choice before anything is done about
 * it, so a shop may cancel the navigation while the drawer is still open, as a link's click is heard before it loads.
 * Only the shopper's press comes here, so the page's analytics hear it (spec 000 section 9, CONTINUE).
 */
export function goToCheckout(): void {
  track('CONTINUE', 'drawerWidget', 'proceed-to-checkout');
  const cartPath = config.value?.cartPath ?? DEFAULT_CART;
  const path = checkoutPathOf({ cartPath, checkoutPath: config.value?.checkoutPath });
  hostEvents.emit('checkout', { path });
  const handledByShop = !window.dispatchEvent(new CustomEvent('direct-billing:checkout', { detail: { path }, cancelable: true }));
  closeDrawer();
  const step = checkoutStep({ pathname: location.pathname, cartPath, checkoutPath: path, handledByShop });
  if (step === 'refresh-cart') refreshCart();
  else if (step === 'navigate') leavePageFor(path);
}

// On to the shop's checkout (spec 000 section 2, "proceed to checkout"): the result modal and the French quote view share it.
import { isSameSitePath } from '../../src/domain/host/paths.ts';
import { config } from '../host/config.ts';
import { closeDrawer } from '../drawer/drawer.ts';
import { onCartPage, refreshCart } from '../host/notify.ts';

/** Closes the drawer and goes to the cart, or refreshes it when the shopper is already there (its total has changed). */
export function goToCart(): void {
  closeDrawer();
  const cartPath = config.value?.cartPath ?? '/en-ca/cart';
  if (onCartPage()) refreshCart();
  else if (isSameSitePath(cartPath)) location.assign(cartPath);
}

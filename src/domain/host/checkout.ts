// Where "Proceed to checkout" takes the shopper (spec 000 section 2, "proceed to checkout").
import { isCartPage } from './cart-page.ts';
import { isSameSitePath } from './paths.ts';

/**
 * What the widgets do once the shopper proceeds to checkout: nothing (the shop routed itself, or the path is not the
 * shop's own), ask the cart page to re-read its totals (the checkout is the cart, and the shopper is on it), or load the
 * checkout page.
 */
export type CheckoutStep = 'stay' | 'refresh-cart' | 'navigate';

/** What the choice reads: where the shopper is, the configured paths, and whether the shop handled the checkout event. */
export interface CheckoutPlace {
  pathname: string;
  cartPath: string;
  /** The shop's checkout; absent, the cart is the checkout (spec 000 section 2, "Host defaults"). */
  checkoutPath?: string | undefined;
  /** The shop cancelled the `direct-billing:checkout` window event: a single-page shop routes itself. */
  handledByShop: boolean;
}

/** The checkout page of a configuration: its checkoutPath, else its cart path. */
export function checkoutPathOf(config: { cartPath: string; checkoutPath?: string | undefined }): string {
  return config.checkoutPath ?? config.cartPath;
}

/**
 * The step of "Proceed to checkout": a shop that handled the event keeps the shopper where it put them; a checkout that
 * is the cart the shopper is on only refreshes it (no reload); any other checkout page, when it is the shop's own, loads.
 */
export function checkoutStep({ pathname, cartPath, checkoutPath, handledByShop }: CheckoutPlace): CheckoutStep {
  const target = checkoutPathOf({ cartPath, checkoutPath });
  if (handledByShop || !isSameSitePath(target)) return 'stay';
  return isCartPage(target, cartPath) && isCartPage(pathname, cartPath) ? 'refresh-cart' : 'navigate';
}

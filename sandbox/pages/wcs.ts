// The host shop's /wcs calls the widgets make (spec 000 section 7, "Host shop calls"), over the demo visitor.
import { Hono } from 'hono';
import type { ShopKit } from '../shop.ts';
import type { State } from '../state.ts';
import { productBySlug, totalsOf } from './catalogue.ts';
import { shopOfStore } from './kit.ts';

/** The language id of the French demo pages (the loader's data-lang-id): names then come in French. */
const FRENCH_LANG_ID = '-2';

/** The /wcs/resources/store/:storeId routes: the person, the user context and the cart. */
export function wcsRoutes(state: State, kit: ShopKit) {
  const wcs = new Hono();
  const { sessionOf } = kit;
  // Faults on demand reach the shop's calls too: a 401, or an error body saying the session ended (spec 000 section 8).
  wcs.use('*', state.faults.middleware);
  wcs.use('*', async (c, next) => {
    if (!shopOfStore(c.req.param('storeId'))) return c.json({ errors: [{ errorKey: '_ERR_STORE_NOT_FOUND' }] }, 404);
    await next();
  });
  wcs.get('/person/@self', (c) => {
    const s = sessionOf(c);
    return c.json({
      userId: s.userId,
      registerType: s.registerType,
      ...(s.registerType === 'R' ? { firstName: s.firstName, lastName: s.lastName, email1: s.email, phone1: s.phone } : {}),
    });
  });
  wcs.get('/usercontext/@self/contextdata', (c) => {
    const s = sessionOf(c);
    return c.json({ activityToken: { activityId: s.activityId }, isPartiallyAuthenticated: false });
  });
  // The cart as the cart page shows it: edited quantities, added and removed lines, its shipping.
  wcs.get('/cart/cartItemDetails', (c) => {
    const s = sessionOf(c);
    const french = c.req.query('langId') === FRENCH_LANG_ID;
    const totals = totalsOf(s.lines, 0);
    return c.json({
      cartId: s.cartId,
      products: s.lines.map((l) => ({
        id: l.id,
        productIdentifier: l.productIdentifier,
        name: (french ? productBySlug(l.slug)?.name.fr : undefined) ?? l.name,
        productType: l.productType,
        quantity: l.quantity,
        unitPrice: { amount: l.unitPriceMinor / 100 },
      })),
      orderSubtotal: { amount: totals.subtotal / 100 },
      shippingCosts: { amount: totals.shipping / 100 },
    });
  });
  return wcs;
}

// The demo shop of a page of the integrator's own (README, "Quick start"): the page's module (demo-shop/module.ts)
// signs a demo shopper in here and tells the sandbox its cart, so the service issues the shopper tokens (it does only
// for live shop sessions, state.ts `authenticate`) and the insurer prices claims from the page's own cart. Cross-origin
// by design, unlike the other /sandbox calls: any page may start a demo shopper, with no cookie; the session id the
// answer carries is what speaks for the shopper afterwards.
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { validate } from 'superstruct';
import { Cart } from '../../src/contract/claim/cart.ts';
import type { Person, UserContext } from '../../src/contract/host/host.ts';
import { shopOf, type DemoLine, type ShopCountry, type ShopSession, type State } from '../state.ts';
import { DEMO_SHOPPER_EMAIL } from '../customers.ts';
import { serviceLocaleOf, shopOfStore, STORE_IDS } from '../pages/kit.ts';

/** Where the demo-shop calls live; guards.ts lets pages of other sites reach them, and only them. */
export const DEMO_SHOP_PREFIX = '/sandbox/demo/';

/** The e-mail the demo shopper signs in with: the demo shop's default customer, Alex Martin (customers.ts). */
export { DEMO_SHOPPER_EMAIL };

/** What starting or finding a demo shopper answers: its session id, and the shop's two session answers. */
export interface DemoShopper {
  session: string;
  person: Person;
  userContext: UserContext;
}

/**
 * What the check of a remembered shopper answers once the sandbox forgot them (a reset, a restart): a success that says
 * so, as a page's ordinary question deserves; a 404 would be a red "Failed to load resource" line in the page's console
 * after every reset.
 */
export interface DemoShopperForgotten {
  forgotten: true;
  message: string;
}

/** The shop's answers for a visitor, as its /wcs calls give them (pages/wcs.ts). */
function shopperOf(session: ShopSession): DemoShopper {
  return {
    session: session.id,
    person: { userId: session.userId, registerType: session.registerType, firstName: session.firstName, lastName: session.lastName, email1: session.email, phone1: session.phone },
    userContext: { activityToken: { activityId: session.activityId }, isPartiallyAuthenticated: false },
  };
}

/** The page's origin, when the request names a real one (never `null`, never a path): the origin its files are read from. */
function originOf(c: Context): string | undefined {
  const origin = c.req.header('origin');
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin ? origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shop of a page of one's own (state.ts ShopCountry): the one its `storeId` names (docs/sandbox.md: a page's shop
 * calls answer its store's visitor), else its locale's country's, else Canada's. A store and a locale of different
 * countries (the quick start's 10151, Canada's, on a page in fr-fr) say two shops, and the sandbox does not guess
 * which one the page meant: the answer is why, to fix the page.
 */
export function shopOfPage(storeId: unknown, locale: string | undefined): { shop: ShopCountry } | { refused: string } {
  const byLocale = locale ? shopOf(locale) : undefined;
  if (storeId === undefined || storeId === null || storeId === '') return { shop: byLocale ?? 'CA' };
  const byStore = shopOfStore(String(storeId));
  const stores = (Object.entries(STORE_IDS) as [ShopCountry, string][]).map(([country, id]) => `${id} (${country})`).join(', ');
  if (!byStore) return { refused: `storeId ${String(storeId)} is none of the demo's stores: ${stores}` };
  if (byLocale && byLocale !== byStore) {
    return { refused: `storeId ${String(storeId)} is the demo's ${byStore} shop, but the locale ${locale} is the ${byLocale} shop's: give the page its country's store (${STORE_IDS[byLocale]}) or a locale of the store's country` };
  }
  return { shop: byStore };
}

/** What the sandbox says of a demo shopper it no longer has (a reset, a restart). */
const FORGOTTEN: DemoShopperForgotten = { forgotten: true, message: 'No such demo shopper: start a new one with POST /sandbox/demo/sessions' };

const failure = (c: Context, status: 400, message: string) => c.json({ errorType: 'VALIDATION_ERROR', errorCode: 'GENERIC_ERROR', message }, status);

/** The demo-shop calls, under /sandbox/demo: open to every origin, never with credentials. */
export function demoShopRoutes(state: State) {
  const app = new Hono();
  app.use('*', cors({ origin: (origin) => origin, allowMethods: ['GET', 'POST', 'PUT'], allowHeaders: ['content-type'], maxAge: 600 }));
  const live = (c: Context): ShopSession | undefined => state.sessions.get(c.req.param('id') ?? '');

  // A new demo shopper, signed in; the page that asked may upload and open its files from now on (guards.ts storageCors).
  // The page's locale (`{ "locale": "fr-fr" }`, optional) is the language the service writes the shopper's history in;
  // the shopper is a shopper of the shop the page is (shopOfPage).
  app.post('/sessions', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const said = (body && typeof body === 'object' ? body : {}) as { locale?: unknown; storeId?: unknown };
    const locale = serviceLocaleOf(said.locale);
    const page = shopOfPage(said.storeId, locale);
    if ('refused' in page) return failure(c, 400, page.refused);
    const origin = originOf(c);
    if (origin && origin !== new URL(c.req.url).origin) state.demoOrigins.add(origin);
    return c.json(shopperOf(state.signIn(state.newSession(page.shop), DEMO_SHOPPER_EMAIL, locale)), 201);
  });

  // A shopper the page remembered: still live (a reset or a sign-out forgets it), so a reload keeps them; else forgotten.
  app.get('/sessions/:id', (c) => {
    const session = live(c);
    return c.json(session ? shopperOf(session) : FORGOTTEN);
  });

  // The page's cart, as its `cart` action answers the widgets: the shopper's cart becomes it, lines and id.
  // A shopper forgotten between the module's check and this call (a reset as the page reads its cart) is said as the
  // check says it, an answer and no failed load in the page's console.
  app.put('/sessions/:id/cart', async (c) => {
    const session = live(c);
    if (!session) return c.json(FORGOTTEN);
    const [error, cart] = validate(await c.req.json().catch(() => null), Cart, { coerce: true });
    if (error) return failure(c, 400, `The cart is not valid at "${error.path.join('.') || 'body'}": ${error.message}`);
    // Prices in minor units, as the demo catalogue keeps them (every sandbox currency has two decimals).
    const lines: DemoLine[] = cart.products.map((p) => ({
      id: p.id,
      slug: '',
      productIdentifier: p.productIdentifier,
      name: p.name,
      productType: p.productType,
      quantity: p.quantity,
      unitPriceMinor: Math.round(p.unitPrice.amount * 100),
    }));
    state.setCart(session, cart.cartId, lines);
    return c.body(null, 204);
  });
  return app;
}

// The demo shop of a page of one's own (README, "Quick start"; demo-shop/routes.ts), in process: a page of another site
// starts a signed-in demo shopper the service issues tokens for, tells the sandbox its cart, and the insurer prices that
// cart; the page's origin may then reach its files; every other control call stays closed to other sites.
import { describe, expect, test } from 'vitest';
import { createSandbox } from '../app.ts';
import { SANDBOX_API_KEY } from '../pages/kit.ts';
import { NA_ALLOWANCES_MINOR } from '../service/allowances.ts';
import { shareMinor } from '../service/coverage.ts';
import { groupLines } from '../service/eligible.ts';
import type { DemoShopper } from './routes.ts';
import { DEMO_SHOP_MODULE_PATH } from './served.ts';

const SANDBOX = 'http://127.0.0.1:3000';
const PAGE = 'http://localhost:8080';
/** What a browser sends with a call from the page of another site. */
const FROM_PAGE = { origin: PAGE, 'sec-fetch-site': 'cross-site' };

/** The quick start's cart (README): a frame and single vision lenses. */
const CART = {
  cartId: 'my-cart-1',
  orderSubtotal: { amount: 289 },
  shippingCosts: { amount: 0 },
  products: [
    { id: 'l1', productIdentifier: 'FRAME-001', name: 'Round frame', productType: 'FRAME', quantity: 1, unitPrice: { amount: 139 } },
    { id: 'l2', productIdentifier: 'LENS-001', name: 'Single vision lenses', productType: 'SINGLE_VISION_LENS', quantity: 1, unitPrice: { amount: 150 } },
  ],
};

async function start(app: ReturnType<typeof createSandbox>['app']): Promise<DemoShopper> {
  const answer = await app.request(`${SANDBOX}/sandbox/demo/sessions`, { method: 'POST', headers: FROM_PAGE });
  expect(answer.status).toBe(201);
  expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE);
  expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  return (await answer.json()) as DemoShopper;
}

const putCart = (app: ReturnType<typeof createSandbox>['app'], session: string, cart: unknown) =>
  app.request(`${SANDBOX}/sandbox/demo/sessions/${session}/cart`, { method: 'PUT', headers: { ...FROM_PAGE, 'content-type': 'application/json' }, body: JSON.stringify(cart) });

describe('the demo shop of a page of one\'s own (README, "Quick start")', () => {
  test.each([
    ['fr-fr', 'fr_FR'],
    ['fr-ca', 'fr_CA'],
    [undefined, undefined],
    ['not a locale', undefined],
  ])('the page\'s locale %s is the shopper\'s, so the service writes their history in it (%s)', async (locale, kept) => {
    const { app, state } = createSandbox();
    const answer = await app.request(`${SANDBOX}/sandbox/demo/sessions`, { method: 'POST', headers: { ...FROM_PAGE, 'content-type': 'application/json' }, body: JSON.stringify(locale ? { locale } : {}) });
    expect(answer.status).toBe(201);
    const { session } = (await answer.json()) as DemoShopper;
    expect(state.sessions.get(session)?.locale).toBe(kept);
  });

  test.each([
    { page: { locale: 'fr-fr' }, shop: 'FR' },
    { page: { locale: 'en-us' }, shop: 'US' },
    { page: { locale: 'fr-fr', storeId: '10153' }, shop: 'FR' },
    { page: { locale: 'fr-ca', storeId: '10151' }, shop: 'CA' },
    { page: { storeId: '10152' }, shop: 'US' },
    { page: {}, shop: 'CA' },
  ])('the page $page is a page of the $shop shop: its shopper is that shop\'s', async ({ page, shop }) => {
    const { app, state } = createSandbox();
    const answer = await app.request(`${SANDBOX}/sandbox/demo/sessions`, { method: 'POST', headers: { ...FROM_PAGE, 'content-type': 'application/json' }, body: JSON.stringify(page) });
    expect(answer.status).toBe(201);
    const { session } = (await answer.json()) as DemoShopper;
    expect(state.sessions.get(session)?.shop ?? 'CA').toBe(shop);
  });

  test.each([
    { page: { locale: 'fr-fr', storeId: '10151' }, says: 'storeId 10151 is the demo\'s CA shop, but the locale fr_FR is the FR shop\'s: give the page its country\'s store (10153) or a locale of the store\'s country' },
    { page: { locale: 'en-ca', storeId: '99999' }, says: 'storeId 99999 is none of the demo\'s stores: 10151 (CA), 10152 (US), 10153 (FR)' },
  ])('a page whose store and country disagree ($page) starts no shopper, and is told which store its country is', async ({ page, says }) => {
    const { app, state } = createSandbox();
    const answer = await app.request(`${SANDBOX}/sandbox/demo/sessions`, { method: 'POST', headers: { ...FROM_PAGE, 'content-type': 'application/json' }, body: JSON.stringify(page) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', message: says });
    expect(state.sessions.size).toBe(0);
  });

  test('a page of another site starts a signed-in demo shopper, and the service issues them a token (spec 000 §7, auth/token)', async () => {
    const { app } = createSandbox();
    const shopper = await start(app);
    expect(shopper.person).toMatchObject({ registerType: 'R', firstName: 'Alex', lastName: 'Martin', email1: 'alex.martin@example.com' });
    const token = await app.request(`${SANDBOX}/services/direct-billing/auth/token`, {
      method: 'POST',
      headers: { ...FROM_PAGE, 'content-type': 'application/json', 'x-api-key': SANDBOX_API_KEY },
      body: JSON.stringify({ sessionId: shopper.userContext.activityToken.activityId, customerNumber: shopper.person.userId, customerEmail: shopper.person.email1 }),
    });
    expect(token.status).toBe(200);
  });

  test('the page\'s cart becomes the shopper\'s, so the insurer prices the page\'s own products', async () => {
    const { app, state } = createSandbox();
    const shopper = await start(app);
    expect((await putCart(app, shopper.session, CART)).status).toBe(204);
    const lines = state.linesOfCart('my-cart-1');
    expect(lines?.map((l) => [l.id, l.productType, l.quantity, l.unitPriceMinor])).toEqual([['l1', 'FRAME', 1, 13900], ['l2', 'SINGLE_VISION_LENS', 1, 15000]]);
    // The frame in full (under its $150 allowance), the lenses up to the $100 lens allowance: $239.00, as the README says.
    const eligibleProducts = groupLines(CART.products.map((p) => ({ productId: p.id, productType: p.productType, quantity: p.quantity })))
      .map((g) => ({ ...g, cartProducts: g.cartProducts.map((l) => ({ ...l, includedInPrescription: true })) }));
    expect(shareMinor({ eligibleProducts, cart: lines, allowances: NA_ALLOWANCES_MINOR, french: false })).toBe(23_900);
  });

  test.each([
    { name: 'a cart without an id', cart: { ...CART, cartId: undefined }, status: 400 },
    { name: 'a line of no quantity', cart: { ...CART, products: [{ ...CART.products[0], quantity: 0 }] }, status: 400 },
    { name: 'not a cart at all', cart: 'cart', status: 400 },
  ])('$name is refused ($status), and the shopper\'s cart stays as it was', async ({ cart, status }) => {
    const { app, state } = createSandbox();
    const shopper = await start(app);
    const before = state.sessions.get(shopper.session)?.cartId;
    expect((await putCart(app, shopper.session, cart)).status).toBe(status);
    expect(state.sessions.get(shopper.session)?.cartId).toBe(before);
  });

  test('the check of a shopper the sandbox forgot (a reset) succeeds and says so, no error in the page\'s console; the page starts a new one', async () => {
    const { app, state } = createSandbox();
    const shopper = await start(app);
    const check = () => app.request(`${SANDBOX}/sandbox/demo/sessions/${shopper.session}`, { headers: FROM_PAGE });
    const live = await check();
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual(shopper);
    state.reset();
    const forgotten = await check();
    expect(forgotten.status).toBe(200);
    expect(forgotten.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(await forgotten.json()).toEqual({ forgotten: true, message: 'No such demo shopper: start a new one with POST /sandbox/demo/sessions' });
    // The cart of a shopper it forgot since the module's check found them (a reset as the page reads its cart): said the
    // same way, an answer, not a failed load.
    const cart = await putCart(app, shopper.session, CART);
    expect(cart.status).toBe(200);
    expect(await cart.json()).toEqual({ forgotten: true, message: 'No such demo shopper: start a new one with POST /sandbox/demo/sessions' });
  });

  test('the page\'s origin may reach the stored files once it started a shopper, and no other origin may', async () => {
    const { app } = createSandbox();
    const preflight = (origin: string) =>
      app.request(`${SANDBOX}/storage/uploads/any`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' } });
    expect((await preflight(PAGE)).headers.get('access-control-allow-origin')).toBeNull();
    await start(app);
    expect((await preflight(PAGE)).headers.get('access-control-allow-origin')).toBe(PAGE);
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the other control calls still refuse the page of another site (guards.ts)', async () => {
    const { app } = createSandbox();
    const answer = await app.request(`${SANDBOX}/sandbox/reset`, { method: 'POST', headers: FROM_PAGE });
    expect(answer.status).toBe(403);
  });

  test('the module is served to any origin as JavaScript, its types stripped', async () => {
    const { app } = createSandbox();
    const answer = await app.request(`${SANDBOX}${DEMO_SHOP_MODULE_PATH}`, { headers: FROM_PAGE });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    const source = await answer.text();
    expect(source).toContain('export function demoShop(');
    expect(source).not.toMatch(/import type|: Promise<|interface /);
  });
});

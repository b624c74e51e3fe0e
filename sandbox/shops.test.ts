// The demo's shops by country (state.ts shopOf): the language and country switch leads a visitor between them, signed
// in as the same person, while each shop keeps its own cart, orders, customer account and so claims.
import { describe, expect, test } from 'vitest';
import { STORE_IDS, type DemoLocale } from './pages/kit.ts';
import { shopOf } from './state.ts';
import { visitor } from './pages/test-visitor.ts';

const SERVICE = '/services/direct-billing';

/** A visitor signed in on one locale's shop, with a claim record on that shop's cart; then on `to`'s pages. */
async function claimThenSwitch(from: DemoLocale, to: DemoLocale) {
  const v = visitor();
  await v.page(`/${from}/sign-in`);
  await v.post(`/${from}/sign-in`, { email: 'alex.martin@example.com', redirectUrl: `/${from}/cart` });
  await v.page(`/${from}/cart`);
  const home = v.session();
  const token = await tokenOf(v, home);
  const created = await v.app.request(`${SERVICE}/claim-records`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      cartId: home.cartId, sessionId: home.activityId, customerNumber: home.userId, customerEmail: home.email,
      customerName: { firstName: home.firstName, lastName: home.lastName },
      eligibleProducts: home.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity })),
      locale: `${from.slice(0, 2)}_${from.slice(3).toUpperCase()}`, ecommerce: 'N1',
    }),
  });
  expect(created.status).toBe(200);
  const homeLines = home.lines.map((l) => `${l.slug}×${l.quantity}`);
  await v.page(`/${to}/cart`);
  const there = v.session();
  const country = shopOf(to);
  const wcs = async (path: string) => (await (await v.get(`/wcs/resources/store/${STORE_IDS[country]}/${path}`)).json()) as Record<string, unknown>;
  const active = await v.app.request(`${SERVICE}/claim-records/active/${there.userId}`, { headers: { authorization: `Bearer ${await tokenOf(v, there)}` } });
  return { v, home, there, homeLines, wcs, active };
}

async function tokenOf(v: ReturnType<typeof visitor>, s: { activityId: string; userId: string; email?: string | undefined }): Promise<string> {
  const answer = await v.app.request(`${SERVICE}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-public-key' },
    body: JSON.stringify({ sessionId: s.activityId, customerNumber: s.userId, customerEmail: s.email }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

describe('the language and country switch leads to another shop, or the same one in another language', () => {
  test.each<{ from: DemoLocale; to: DemoLocale; sameShop: boolean }>([
    { from: 'en-ca', to: 'fr-ca', sameShop: true },
    { from: 'fr-ca', to: 'en-ca', sameShop: true },
    { from: 'en-ca', to: 'fr-fr', sameShop: false },
    { from: 'fr-ca', to: 'fr-fr', sameShop: false },
    { from: 'fr-fr', to: 'en-ca', sameShop: false },
    { from: 'fr-fr', to: 'fr-ca', sameShop: false },
    { from: 'en-ca', to: 'en-us', sameShop: false },
    { from: 'en-us', to: 'en-ca', sameShop: false },
    { from: 'en-us', to: 'fr-fr', sameShop: false },
  ])('$from to $to: the same shop $sameShop', async ({ from, to, sameShop }) => {
    const { v, home, there, homeLines, wcs, active } = await claimThenSwitch(from, to);
    // Signed in at both, as the same person: one identity provider.
    expect(there.registerType).toBe('R');
    expect(there.email).toBe(home.email);
    expect((await wcs('person/@self')).email1).toBe(home.email);
    // The cart's lines come along the first time (every demo shop sells the catalogue).
    expect(there.lines.map((l) => `${l.slug}×${l.quantity}`)).toEqual(homeLines);
    const cart = await wcs('cart/cartItemDetails');
    if (sameShop) {
      expect(there).toBe(home);
      expect(cart.cartId).toBe(home.cartId);
      expect(active.status).toBe(200);
    } else {
      // Another shop: its own cart and customer account, where the claim of the first does not exist.
      expect(there.userId).not.toBe(home.userId);
      expect(cart.cartId).toBe(there.cartId);
      expect(there.cartId).not.toBe(home.cartId);
      expect(active.status).toBe(204);
    }
    // Back in the first shop: its cart, its customer and its claim, as left.
    await v.page(`/${from}/cart`);
    expect(v.session()).toBe(home);
    expect(v.session().userId).toBe(home.userId);
  });

  test('each shop keeps its own cart once made: a change in one is not the other\'s', async () => {
    const { v, home, there } = await claimThenSwitch('en-ca', 'fr-fr');
    const line = there.lines[0]?.id ?? '';
    await v.post(`/fr-fr/cart/lines/${line}`, { quantity: '0' });
    expect(there.lines.length).toBe(home.lines.length - 1);
    await v.page('/en-ca/cart');
    expect(v.session().lines.length).toBe(home.lines.length);
    await v.page('/fr-fr/cart');
    expect(v.session().lines.length).toBe(home.lines.length - 1);
  });

  test('signing in at one shop signs the visitor in at the others they visited; signing out of one signs out of all', async () => {
    const v = visitor();
    await v.page('/fr-fr/cart');
    await v.page('/en-us/cart');
    await v.post('/en-us/sign-in', { email: 'alex.martin@example.com', redirectUrl: '/en-us/cart' });
    await v.page('/fr-fr/cart');
    const french = v.session();
    expect(french.registerType).toBe('R');
    expect(french.email).toBe('alex.martin@example.com');
    expect(shopOf(french.locale)).toBe('FR');
    await v.post('/fr-fr/sign-out');
    await v.page('/en-us/cart');
    expect(v.session().userId).toBe('-1002');
  });
});

// The demo cart (README, "Demo pages"): quantities, removal, adding, the totals with the insurer's
// share, checkout and the order page, and the /wcs cart that reflects every edit (spec 000 §7).
import { describe, expect, test } from 'vitest';
import { Cart } from '../../src/contract/claim/cart.ts';
import { parse } from '../../src/contract/parse.ts';
import { STORE_ID } from './kit.ts';
import { parseQuantity, SHIPPING_FEE_MINOR, totalsOf } from './catalogue.ts';
import type { TotalsView } from './cart.ts';
import { acceptClaim, visibleText, visitor } from './test-visitor.ts';

const CART = `/wcs/resources/store/${STORE_ID}/cart/cartItemDetails`;

async function shopper() {
  const v = visitor();
  await v.page('/en-ca/cart');
  return {
    ...v,
    cart: async (query = '') => parse(await (await v.get(CART + query)).json(), Cart, 'GET cart/cartItemDetails'),
    totals: async (locale = 'en-ca') => (await (await v.get(`/${locale}/cart/totals`)).json()) as TotalsView,
  };
}

describe('quantities: whole numbers 1 to 99, 0 removes', () => {
  test('Update sets the quantity and goes back to the cart; the /wcs cart and the page show it', async () => {
    const s = await shopper();
    const response = await s.post('/en-ca/cart/lines/line-1?brand=vde', { quantity: '3' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-ca/cart?brand=vde');
    const cart = await s.cart();
    expect(cart.products.find((p) => p.id === 'line-1')?.quantity).toBe(3);
    expect(Math.round(cart.orderSubtotal.amount * 100)).toBe(14900 * 3 + 9900 + 7450 * 2 + 1599);
    expect(await s.page('/en-ca/cart')).toMatch(/id="qty-line-1"[^>]*value="3"/);
  });

  test.each(['0', ' 0 '])('a quantity of "%s" removes the line, as Remove does', async (quantity) => {
    const s = await shopper();
    expect((await s.post('/en-ca/cart/lines/line-4', { quantity })).status).toBe(303);
    expect((await s.cart()).products.map((p) => p.id)).toEqual(['line-1', 'line-2', 'line-3']);
    expect(await s.page('/en-ca/cart')).not.toContain('qty-line-4');
  });

  test.each(['abc', '100', '2.5', '-1', '', '1e1'])('"%s" re-renders the cart with the error next to the field and the value kept', async (quantity) => {
    const s = await shopper();
    const response = await s.post('/en-ca/cart/lines/line-2', { quantity });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<p class="field-error" id="qty-line-2-error" role="alert">Enter a whole number from 1 to 99, or 0 to remove the item.</p>');
    expect(html).toMatch(new RegExp(`id="qty-line-2"[^>]*value="${quantity.replace('.', '\\.')}" aria-invalid="true" aria-describedby="qty-line-2-error"`));
    expect((await s.cart()).products.map((p) => p.quantity)).toEqual([1, 1, 2, 1]);
  });

  test('a line that is already gone sends the shopper back to the cart, nothing changed', async () => {
    const s = await shopper();
    expect((await s.post('/en-ca/cart/lines/line-99', { quantity: 'abc' })).headers.get('location')).toBe('/en-ca/cart');
    expect((await s.cart()).products).toHaveLength(4);
  });
});

describe('adding products', () => {
  test('Add to cart adds a line of the product and sends the shopper to the cart', async () => {
    const s = await shopper();
    const response = await s.post('/en-ca/cart/lines', { slug: 'coloured-plano-lenses', quantity: '2' });
    expect(response.headers.get('location')).toBe('/en-ca/cart');
    const line = (await s.cart()).products.find((p) => p.productType === 'COLORED_PLANO_CONTACT_LENS');
    expect(line).toMatchObject({ quantity: 2, unitPrice: { amount: 39 } });
    expect(await s.page('/en-ca/cart')).toContain('Coloured plano contact lenses, hazel');
  });

  test('a product already in the cart gets more on its line, never past 99', async () => {
    const s = await shopper();
    await s.post('/en-ca/cart/lines', { slug: 'harbour-round-frame', quantity: '60' });
    await s.post('/en-ca/cart/lines', { slug: 'harbour-round-frame', quantity: '60' });
    const cart = await s.cart();
    expect(cart.products).toHaveLength(4);
    expect(cart.products[0]?.quantity).toBe(99);
  });

  test('a bad quantity re-renders the product page with the error; an unknown product is 404', async () => {
    const s = await shopper();
    const response = await s.post('/fr-fr/cart/lines', { slug: 'multipurpose-solution', quantity: '0' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="alert">Saisissez un nombre entier de 1 à 99.</p>');
    expect(html).toMatch(/id="add-quantity"[^>]*value="0" aria-invalid="true"/);
    expect((await s.post('/en-ca/cart/lines', { slug: 'nothing', quantity: '1' })).status).toBe(404);
  });
});

describe('totals: subtotal + shipping − the insurer\'s share, never below 0', () => {
  test('without a claim there is no share and the benefit row is hidden', async () => {
    const s = await shopper();
    const totals = await s.totals();
    expect(totals).toMatchObject({ currency: 'CAD', share: { minor: 0 }, shipping: { minor: 0, formatted: 'Free' } });
    expect(totals.remainder.minor).toBe(totals.subtotal.minor);
    expect(await s.page('/en-ca/cart')).toContain('<div class="total-row total-share" data-total-row="share" hidden>');
  });

  test('an accepted claim shows as a negative insurance benefit and lowers the remainder', async () => {
    const s = await shopper();
    acceptClaim(s.state, s.session().cartId, 125.5);
    const totals = await s.totals();
    expect(totals.share).toEqual({ minor: 12550, formatted: '\u2212$125.50' });
    expect(totals.remainder.minor).toBe(totals.subtotal.minor - 12550);
    const text = visibleText(await s.page('/en-ca/cart'));
    expect(text).toContain('Insurance benefit \u2212$125.50');
    expect(text).toContain(`Remainder to pay ${totals.remainder.formatted}`);
  });

  test('a share above the total leaves nothing to pay, not a negative amount', async () => {
    const s = await shopper();
    await s.page('/fr-fr/cart');
    acceptClaim(s.state, s.session().cartId, 5000);
    const zero = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(0);
    expect((await s.totals('fr-fr')).remainder).toEqual({ minor: 0, formatted: zero });
  });

  test('a small order pays shipping, in the /wcs cart too', async () => {
    const s = await shopper();
    for (const id of ['line-1', 'line-2', 'line-3']) await s.post(`/en-ca/cart/lines/${id}`, { quantity: '0' });
    expect((await s.totals()).shipping.minor).toBe(SHIPPING_FEE_MINOR);
    expect((await s.cart()).shippingCosts.amount).toBe(SHIPPING_FEE_MINOR / 100);
  });

  test.each<[string, number, number, number]>([
    ['no share', 0, 0, 47649],
    ['a share below the total', 10000, 10000, 37649],
    ['a share above the subtotal (a claim accepted for a bigger cart) comes off up to the subtotal', 99999, 47649, 0],
    ['a negative share counts as none', -500, 0, 47649],
  ])('totalsOf: %s', (_name, share, kept, remainder) => {
    const lines = [{ id: 'l', slug: 's', productIdentifier: 'p', name: 'n', productType: 'FRAME', quantity: 1, unitPriceMinor: 47649 }];
    expect(totalsOf(lines, share)).toEqual({ subtotal: 47649, shipping: 0, share: kept, remainder });
  });

  test('totalsOf: a share above a small order\'s subtotal leaves its shipping to pay', () => {
    const lines = [{ id: 'l', slug: 's', productIdentifier: 'p', name: 'n', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 1, unitPriceMinor: 7450 }];
    expect(totalsOf(lines, 39700)).toEqual({ subtotal: 7450, shipping: SHIPPING_FEE_MINOR, share: 7450, remainder: SHIPPING_FEE_MINOR });
  });

  test.each<[unknown, 0 | 1, number | null]>([
    ['1', 1, 1], ['99', 1, 99], [' 7 ', 1, 7], ['0', 0, 0], ['0', 1, null], ['100', 0, null],
    ['2.5', 0, null], ['-1', 0, null], ['', 0, null], ['1e1', 1, null], [undefined, 1, null],
  ])('parseQuantity(%j, min %i) is %j', (raw, min, expected) => {
    expect(parseQuantity(raw, min)).toBe(expected);
  });
});

describe('checkout and the order page', () => {
  test('checkout places the order, shows what was paid and gives a new cart with the demo lines', async () => {
    const s = await shopper();
    await s.post('/en-ca/sign-in', { email: 'a@b.c', redirectUrl: '/en-ca/cart' });
    const before = s.session().cartId;
    acceptClaim(s.state, before, 100);
    const response = await s.post('/en-ca/checkout');
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en-ca\/order\/\d+$/);
    const text = visibleText(await s.page(location));
    expect(text).toContain(`Order number: ${location.split('/').pop()}`);
    // The order keeps the cart's number, the one the claim carries and my-claims shows (orderNumber).
    expect(location.split('/').pop()).toBe(before);
    expect(text).toContain('Subtotal $412.99');
    expect(text).toContain('Insurance benefit \u2212$100.00');
    expect(text).toContain('Paid $312.99');
    const cart = await s.cart();
    expect(cart.cartId).not.toBe(before);
    expect(cart.products.map((p) => p.id)).toEqual(['line-1', 'line-2', 'line-3', 'line-4']);
    expect((await s.totals()).share.minor).toBe(0);
    expect((await visitor().get(location)).status).toBe(404);
  });

  test('a claim accepted for the cart as it was, bigger than the order now (changed after the nullify cut-off): the order books the share up to its subtotal, never more', async () => {
    const s = await shopper();
    await s.post('/en-ca/sign-in', { email: 'a@b.c', redirectUrl: '/en-ca/cart' });
    acceptClaim(s.state, s.session().cartId, 397);
    await s.post('/en-ca/cart/lines/line-3', { quantity: '1' });
    expect((await s.totals()).share).toEqual({ minor: 33849, formatted: '\u2212$338.49' });
    const text = visibleText(await s.page((await s.post('/en-ca/checkout')).headers.get('location') ?? ''));
    expect(text).toContain('Subtotal $338.49');
    expect(text).toContain('Insurance benefit \u2212$338.49');
    expect(text).not.toContain('$397.00');
    expect(text).toContain('Paid $0.00');
  });

  test('an anonymous visitor is sent to sign-in (or guest) first; an empty cart cannot check out', async () => {
    const s = await shopper();
    expect((await s.post('/en-ca/checkout')).headers.get('location')).toBe(`/en-ca/sign-in?redirectUrl=${encodeURIComponent('/en-ca/cart')}`);
    await s.post('/en-ca/sign-in/guest', { redirectUrl: '/en-ca/cart' });
    for (const id of ['line-1', 'line-2', 'line-3', 'line-4']) await s.post(`/en-ca/cart/lines/${id}`, { quantity: '0' });
    const response = await s.post('/en-ca/checkout');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Your cart is empty.');
    expect(html).toContain('role="alert">Add a product before checking out.</p>');
  });
});

describe('the /wcs cart keeps its shape (src/contract/claim/cart.ts)', () => {
  test('in French (langId -2) the names are French', async () => {
    const s = await shopper();
    const cart = await s.cart(`?langId=-2&storeId=${STORE_ID}`);
    expect(cart.products[0]?.name).toBe('Monture ronde Harbour, écaille');
    expect((await s.cart()).products[0]?.name).toBe('Harbour round frame, tortoise');
  });
});

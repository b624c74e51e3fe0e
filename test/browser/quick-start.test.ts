// The README's quick start (README.md, read by own-page.ts), followed literally (issue 26): its ```html block, with only
// the sandbox's port changed, is a plain page served by a server of its own on another origin than the sandbox's; a
// shopper switches on "Use insurance benefits", walks the drawer with the member ID the README gives, and the claim is
// applied for the page's own cart, the insurer paying its share of that cart, not of the sandbox's demo cart. A reload keeps the demo shopper and the
// cart; the next shopper, in a browser context of their own, gets a cart of their own and starts a claim of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPAYS_MINOR, NA_ALLOWANCES_MINOR } from '../../sandbox/service/allowances.ts';
import { shareMinor } from '../../sandbox/service/coverage.ts';
import { formatMoney, toMinor } from '../../src/domain/money.ts';
import { STORAGE_KEY, type DemoCart } from '../../sandbox/demo-shop/module.ts';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { completeFlow, mouse, shopPage } from './flow.ts';
import { literal, ownPage, OWN_PAGE_CASES, quickStart, quickStartSnippet, serveOwnPages, type OwnPage } from './own-page.ts';

/** The member ID step 3 gives ("e.g. `DEMO1234`"). */
function memberIdOfReadme(): string {
  const id = /member ID[\s\S]*?e\.g\. `([^`]+)`/.exec(quickStart())?.[1];
  if (!id) throw new Error('the README\'s quick start names no member ID');
  return id;
}

/** The page's cart, as its `cart` function answers the widgets. */
const cartOf = () => (window as unknown as { directBillingConfig: { actions: { cart(): Promise<unknown> } } }).directBillingConfig.actions.cart();

let h: Harness;
let own: OwnPage;
let pageOrigin: string;

beforeAll(async () => {
  h = await startHarness();
  const sandbox = new URL(h.origin);
  // Only the sandbox's address changes: the README's 127.0.0.1:3000 is this test's sandbox.
  const html = quickStartSnippet().replaceAll('http://127.0.0.1:3000', h.origin);
  expect(html).toContain(`${h.origin}/sandbox/demo-shop.js`);
  // The page as written, and in Quebec French: the snippet's locale is its one change.
  expect(html).toContain("locale: 'en-ca'");
  const pages = new Map([['/cart', ownPage('en', html)], ['/fr-ca/cart', ownPage('fr', html.replace("locale: 'en-ca'", "locale: 'fr-ca'"))]]);
  own = await serveOwnPages(pages);
  pageOrigin = own.origin;
  expect(new URL(pageOrigin).host).not.toBe(sandbox.host);
});
afterAll(async () => {
  await own?.close();
  await h?.close();
});

describe('README, "Quick start": the widgets on a plain page of one\'s own, on another origin', () => {
  it.each(OWN_PAGE_CASES)('$language: an accepted claim whose amount is the insurer\'s share of the page\'s own cart, and a reload keeps the shopper', async ({ path, locale, words: flow, pays }) => {
    h.state.reset();
    const { page, errors } = await shopPage(h, 1280, 800);
    await page.goto(`${pageOrigin}${path}`);
    // The page's own cart, as its `cart` function answers: its frame and its prices, not the sandbox's demo cart.
    const cart = (await page.evaluate(cartOf)) as DemoCart;
    const frame = cart.products.find((p) => p.productType === 'FRAME');
    if (!frame) throw new Error('the quick start\'s cart has no frame');
    const money = (minor: number) => formatMoney(minor, { locale, currency: 'CAD' });
    const price = money(toMinor(frame.unitPrice.amount, 'CAD'));
    const words = { ...flow, frame: new RegExp(literal(frame.name)), framePrice: new RegExp(`^${literal(frame.name)}\\s?: ${literal(price)}$`) };

    await completeFlow(page, mouse, { words, memberId: memberIdOfReadme() });

    // The record is the page's cart's, and the insurer's share is that cart's, priced from its lines.
    const records = [...h.state.service.records.values()].filter((s) => s.record.cartId === cart.cartId);
    expect(records.map((s) => s.record.status)).toEqual(['CLAIM_ACCEPTED']);
    const lines = cart.products.map((p) => ({ id: p.id, quantity: p.quantity, unitPriceMinor: toMinor(p.unitPrice.amount, 'CAD') }));
    const expected = shareMinor({ eligibleProducts: records[0]!.record.eligibleProducts, cart: lines, allowances: NA_ALLOWANCES_MINOR, copays: COPAYS_MINOR, french: false });
    expect(expected).toBeGreaterThan(0);
    expect(h.state.service.shareOf(cart.cartId)).toBe(expected);
    const modal = page.getByRole('dialog', { name: words.applied });
    expect(await modal.textContent()).toContain(pays(money(expected)));
    // The README's own figure for its cart.
    expect(quickStart()).toContain(formatMoney(expected, { locale: 'en-CA', currency: 'CAD' }));

    // A reload keeps the demo shopper (the page's sessionStorage), so the claim is still theirs and the switch on.
    const shopper = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY);
    expect(shopper).toBeTruthy();
    await page.reload();
    const toggle = page.getByRole('switch', { name: words.toggle });
    await toggle.and(page.locator('[aria-checked="true"]')).waitFor({ timeout: 15_000 });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBe(shopper);
    expect(await page.evaluate(cartOf)).toMatchObject({ cartId: cart.cartId });
    expect(errors).toEqual([]);

    // The next shopper on the same snippet (a browser context of their own: another demo customer) has a cart of their
    // own, so their claim starts where a cart id shared with the claim just applied was refused (409 ORDER_ALREADY_CLAIMED).
    const next = await h.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const other = await next.newPage();
    const otherErrors = collectErrors(other);
    await other.goto(`${pageOrigin}${path}`);
    const otherCart = (await other.evaluate(cartOf)) as DemoCart;
    expect(otherCart.cartId).not.toBe(cart.cartId);
    await completeFlow(other, mouse, { words, memberId: memberIdOfReadme(), axe: false, stopAt: words.member });
    expect([...h.state.service.records.values()].filter((s) => s.record.cartId === otherCart.cartId)).toHaveLength(1);
    expect(otherErrors).toEqual([]);
    await next.close();
    await page.close();
  });
});

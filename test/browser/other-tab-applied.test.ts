// Two tabs of one shopper on the same cart in real Chromium against the sandbox, North America (en-US): the claim is
// submitted and accepted in the first; the second, on the cart page all along, shows that claim applied and its page's
// totals take the insurer's share off (spec 000 §4 "Insurance usage": `sync` and `refresh-cart`; §5 one claim per
// order), whether the shopper presses "Continue my claim" there before the tab caught up, or the page is shown again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { readyToClaim, visitorOfPage } from './claims.ts';
import { drawerIn, ENGLISH_FLOW as w, INSURER_WAIT } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const LOCALE = 'en-us';
const unexpected = (errors: readonly string[]) => errors.filter((e) => !/Failed to load resource|status of (4|5)\d\d/.test(e));

/** A tab of the shopper's browser (one context: one cookie jar, one shop session), its errors collected. */
async function tab(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** The cart page's order summary, as the shopper reads it. */
const summary = (page: Page) => page.getByRole('region', { name: 'Order summary' });
const cta = (page: Page) => page.locator('[data-direct-billing="cta"]');

/** Records what the page hears of `sync` and `refresh-cart`, as a shop's own listeners would. */
const listen = (page: Page) =>
  page.evaluate(() => {
    type Api = { on(name: string, listener: (payload: { action?: string }) => void): void };
    const win = window as unknown as { heard: string[]; directBilling: Api };
    win.heard = [];
    win.directBilling.on('sync', ({ action }) => win.heard.push(action ?? ''));
    win.directBilling.on('refresh-cart', () => win.heard.push('refresh-cart'));
  });
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

/** The shopper signed in, the claim ready, and the first tab's drawer on its review, the terms accepted. */
async function firstTabOnReview(context: BrowserContext) {
  const a = await tab(context);
  const response = await a.page.request.post(`${h.origin}/${LOCALE}/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: `/${LOCALE}/cart` }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await readyToClaim(h, await visitorOfPage(h, a.page));
  await a.page.goto(`${h.origin}/${LOCALE}/cart`);
  await a.page.getByRole('button', { name: 'Continue my claim' }).click();
  const d = drawerIn(a.page);
  await d.getByRole('heading', { name: w.review }).waitFor(INSURER_WAIT);
  await d.getByRole('checkbox', { name: w.terms }).check();
  return { a, d };
}

/**
 * The shopper's two tabs: the second on the cart, its call-to-action offering to continue the claim; then the first
 * submits the claim from its review and the insurer accepts it. Headless Chromium keeps every page shown and focused,
 * so the second tab hears nothing of the shopper coming back to it unless the test says so.
 */
async function appliedInTheOtherTab(context: BrowserContext) {
  const { a, d } = await firstTabOnReview(context);

  const b = await tab(context);
  await b.page.goto(`${h.origin}/${LOCALE}/cart`);
  await cta(b.page).getByRole('button', { name: 'Continue my claim' }).waitFor(INSURER_WAIT);
  await expect.poll(() => summary(b.page).getByText('Insurance benefit').isVisible()).toBe(false);
  await listen(b.page);

  await a.page.bringToFront();
  await d.getByRole('button', { name: w.submit }).click();
  await a.page.getByRole('dialog', { name: w.applied }).waitFor(INSURER_WAIT);
  await summary(a.page).getByText('Insurance benefit').waitFor(INSURER_WAIT);
  const remainder = await summary(a.page).getByRole('definition').last().innerText();
  return { a, b, remainder };
}

describe('spec 000 §4, §5: a claim applied in one tab, the other tab on the same cart (en-US)', () => {
  it('"Continue my claim" pressed before the tab caught up shows the claim applied, never the intro, and the cart totals take the share off', async () => {
    const context = await h.browser.newContext({ viewport: { width: 360, height: 740 } });
    const { a, b, remainder } = await appliedInTheOtherTab(context);

    await b.page.bringToFront();
    await cta(b.page).getByRole('button', { name: 'Continue my claim' }).click();
    await b.page.getByRole('dialog', { name: w.applied }).waitFor(INSURER_WAIT);
    expect(await drawerIn(b.page).getByRole('heading', { name: w.intro }).count()).toBe(0);
    // The page was told, as the first tab's was: its totals show the insurer's share and the same remainder.
    await summary(b.page).getByText('Insurance benefit').waitFor(INSURER_WAIT);
    await expect.poll(() => summary(b.page).getByRole('definition').last().innerText()).toBe(remainder);
    expect(await heard(b.page)).toEqual(['sync', 'refresh-cart']);

    await b.page.keyboard.press('Escape');
    await cta(b.page).getByRole('heading', { name: 'Your insurance is applied' }).waitFor(INSURER_WAIT);
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });

  it('the tab shown again from the back-forward cache (pageshow) catches up: the call-to-action shows the claim applied, the totals take the share off', async () => {
    const context = await h.browser.newContext({ viewport: { width: 360, height: 740 } });
    const { a, b, remainder } = await appliedInTheOtherTab(context);

    await b.page.bringToFront();
    await b.page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await cta(b.page).getByRole('heading', { name: 'Your insurance is applied' }).waitFor(INSURER_WAIT);
    expect(await cta(b.page).getByRole('button', { name: 'Continue my claim' }).count()).toBe(0);
    await summary(b.page).getByText('Insurance benefit').waitFor(INSURER_WAIT);
    await expect.poll(() => summary(b.page).getByRole('definition').last().innerText()).toBe(remainder);
    await expect.poll(() => heard(b.page)).toEqual(['sync', 'refresh-cart']);
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });

  it('the second tab’s drawer on the products while the first submits: its Continue, refused (409), shows the claim applied, not "Something went wrong"', async () => {
    const context = await h.browser.newContext({ viewport: { width: 360, height: 740 } });
    const { a, d } = await firstTabOnReview(context);
    const b = await tab(context);
    await b.page.goto(`${h.origin}/${LOCALE}/cart`);
    await cta(b.page).getByRole('button', { name: 'Continue my claim' }).click();
    const db = drawerIn(b.page);
    await db.getByRole('heading', { name: w.review }).waitFor(INSURER_WAIT);
    await db.getByRole('button', { name: 'Back' }).click();
    await db.getByRole('heading', { name: w.products }).waitFor(INSURER_WAIT);

    await a.page.bringToFront();
    await d.getByRole('button', { name: w.submit }).click();
    await a.page.getByRole('dialog', { name: w.applied }).waitFor(INSURER_WAIT);

    await b.page.bringToFront();
    const refused = b.page.waitForResponse((r) => r.url().endsWith('/products/select-claimable') && r.status() === 409);
    await db.getByRole('button', { name: w.continue }).click();
    await refused;
    await b.page.getByRole('dialog', { name: w.applied }).waitFor(INSURER_WAIT);
    expect(await db.getByText('Something went wrong. Please try again.').count()).toBe(0);
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });
});


// Two tabs of one shopper in real Chromium against the sandbox (spec 000 §5, "One claim at a time per order"; §9, the
// estimate): the drawer of the first shows the review; the shopper changes the cart, or submits, in the second; back in
// the first, the review shows what would be sent now, and its submit sends that, or shows the claim already sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
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

const FRAME = 'Harbour round frame, tortoise × 1';
const LENSES = 'Single vision lenses, anti-reflective × 1';
const unexpected = (errors: readonly string[]) => errors.filter((e) => !/Failed to load resource|status of (4|5)\d\d/.test(e));

/** A tab of the shopper's browser (one context: one cookie jar, one shop session), its errors collected. */
async function tab(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** The lines the review says the claim covers, as the shopper reads them. */
const claimed = (d: Locator) => d.getByRole('region', { name: 'Products claimed' }).getByRole('listitem').allInnerTexts();
/** What the review's estimate says the insurer pays. */
const share = (d: Locator) => d.locator('dt:text-is("Your insurer pays (estimate)") + dd').innerText();

/** Signs the shopper in, brings their claim to READY_TO_CLAIM, and opens the first tab's drawer on the review, terms ticked. */
async function firstTabAtReview(page: Page): Promise<Locator> {
  const response = await page.request.post(`${h.origin}/en-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/en-ca/cart' }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await readyToClaim(h, await visitorOfPage(h, page));
  await page.goto(`${h.origin}/en-ca/cart`);
  await page.getByRole('button', { name: 'Continue my claim' }).click();
  const d = drawerIn(page);
  await d.getByRole('heading', { name: w.review }).waitFor(INSURER_WAIT);
  await expect.poll(() => share(d)).toBe('$238.00');
  expect(await claimed(d)).toEqual([FRAME, LENSES]);
  await d.getByRole('checkbox', { name: w.terms }).check();
  return d;
}

/** The shopper comes back to the tab: it is shown again (headless Chromium keeps every page shown, so the page hears it). */
async function comeBack(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

describe('spec 000 §§5, 9: the review of a tab the shopper comes back to shows the claim as the other tab left it', () => {
  it('the frame removed from the cart in the other tab: the review claims the lenses alone, and the claim sent is that one', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 800 } });
    const a = await tab(context);
    const d = await firstTabAtReview(a.page);

    const b = await tab(context);
    await b.page.goto(`${h.origin}/en-ca/cart`);
    const remove = b.page.getByRole('button', { name: /^Remove.*Harbour round frame/ });
    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);

    await comeBack(a.page);
    await expect.poll(() => claimed(d)).toEqual([LENSES]);
    await expect.poll(() => share(d)).toBe('$89.00');
    // What the shopper ticked here is still ticked: the submit sends what the review now shows.
    expect(await d.getByRole('checkbox', { name: w.terms }).isChecked()).toBe(true);
    await d.getByRole('button', { name: w.submit }).click();
    const result = a.page.getByRole('dialog', { name: w.applied });
    await result.waitFor(INSURER_WAIT);
    expect(await result.innerText()).toContain('Your insurer pays $89.00 of your order. You pay the remaining $174.99 at checkout.');
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });

  it('the claim submitted in the other tab: the review shows it applied, and sends nothing', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 800 } });
    const a = await tab(context);
    const d = await firstTabAtReview(a.page);
    const submits: string[] = [];
    a.page.on('request', (r) => {
      if (/\/claim\/submit$/.test(new URL(r.url()).pathname)) submits.push(r.url());
    });

    const b = await tab(context);
    await b.page.goto(`${h.origin}/en-ca/cart`);
    await b.page.getByRole('button', { name: 'Continue my claim' }).click();
    const inB = drawerIn(b.page);
    await inB.getByRole('heading', { name: w.review }).waitFor(INSURER_WAIT);
    await inB.getByRole('checkbox', { name: w.terms }).check();
    await inB.getByRole('button', { name: w.submit }).click();
    await b.page.getByRole('dialog', { name: w.applied }).waitFor(INSURER_WAIT);

    await comeBack(a.page);
    const result = a.page.getByRole('dialog', { name: w.applied });
    await result.waitFor(INSURER_WAIT);
    expect(await result.innerText()).toContain('Your insurer pays $238.00 of your order.');
    expect(submits).toEqual([]);
    expect(h.state.service.customer((await visitorOfPage(h, a.page)).userId).submits).toHaveLength(1);
    expect(await d.isVisible()).toBe(true);
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });

  it('two frames set in the other window, side by side, this tab never left: Submit shows the claim of the cart as it is, and the result what is left of it', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 800 } });
    const a = await tab(context);
    const d = await firstTabAtReview(a.page);
    expect(await d.locator('dt:text-is("You pay (estimate)") + dd').innerText()).toBe('$174.99');
    const submits: string[] = [];
    a.page.on('request', (r) => {
      if (/\/claim\/submit$/.test(new URL(r.url()).pathname)) submits.push(r.url());
    });

    const b = await tab(context);
    await b.page.goto(`${h.origin}/en-ca/cart`);
    const frame = b.page.locator('.cart-line', { hasText: 'Harbour round frame' });
    await frame.getByRole('spinbutton', { name: /^Quantity/ }).fill('2');
    await frame.getByRole('button', { name: 'Update' }).click();
    await expect.poll(async () => (await visitorOfPage(h, b.page)).lines.find((l) => l.name.startsWith('Harbour'))?.quantity).toBe(2);

    // No return to the first window: it hears nothing of the change until it reads the cart.
    await d.getByRole('button', { name: w.submit }).click();
    await d.getByText('Your claim or your cart changed in another tab or window: this is your claim as it is now.').waitFor();
    await expect.poll(() => share(d)).toBe('$239.00');
    expect(await d.locator('dt:text-is("You pay (estimate)") + dd').innerText()).toBe('$322.99');
    expect(submits).toEqual([]);

    await d.getByRole('button', { name: w.submit }).click();
    const result = a.page.getByRole('dialog', { name: w.applied });
    await result.waitFor(INSURER_WAIT);
    expect(await result.innerText()).toContain('Your insurer pays $239.00 of your order. You pay the remaining $322.99 at checkout.');
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });
});

// The toggle and the call-to-action in real Chromium on the demo shop's cart: signed out → sign-in prompt → signed in → toggle on →
// the total drops by the insurer's share → toggle off → total restored; the sync and remove listeners fire once
// each; a cart change re-checks eligibility; axe finds no violation on the toggle and CTA in any state shown.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { axeViolations, collectErrors, startHarness, type Harness } from './harness.ts';
import { acceptedClaim, setUseOfInsurance, visitorOfPage } from './claims.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The widget's round trip: the insurer's second, then the record polled every 2 s (spec 000 §9). */
const TOGGLE_WAIT = { timeout: 15_000, interval: 200 };

async function newPage() {
  const page = await h.browser.newPage({ viewport: { width: 1024, height: 800 } });
  const errors = collectErrors(page);
  const requests: { method: string; path: string }[] = [];
  page.on('request', (r: Request) => requests.push({ method: r.method(), path: new URL(r.url()).pathname }));
  return { page, errors, requests };
}

const cta = (page: Page) => page.locator('[data-direct-billing="cta"]');
const insuranceSwitch = (page: Page, name = 'Use insurance benefits') => page.getByRole('switch', { name });

/** A total of the cart page's totals region (sandbox/pages/cart.ts), in minor units. */
async function total(page: Page, key: 'subtotal' | 'shipping' | 'share' | 'remainder'): Promise<number> {
  const text = (await page.locator(`#cart-totals [data-total="${key}"]`).textContent()) ?? '';
  return /\d/.test(text) ? Number(text.replace(/\D/g, '')) : 0;
}

/** Signs the page's visitor in through the demo sign-in page, from the CTA's link, back to the cart. */
/** Signs in with the shop's own link: the call-to-action's prompt would open the drawer on the way back (drawer-routes.test.ts). */
async function signIn(page: Page) {
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/en-ca/sign-in?redirectUrl=*');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/en-ca/cart');
}

describe('the toggle and the call-to-action on the demo cart', () => {
  it('signed out: the CTA asks to sign in, the switch is disabled, no chunk but the English words is fetched, axe finds nothing', async () => {
    const { page, errors, requests } = await newPage();
    await page.goto(`${h.origin}/en-ca/cart`);
    await cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    expect(await insuranceSwitch(page).getAttribute('aria-disabled')).toBe('true');
    expect(await insuranceSwitch(page).getAttribute('aria-checked')).toBe('false');
    await page.waitForLoadState('networkidle');
    const words = JSON.parse(readFileSync(new URL('../../dist.manifest.json', import.meta.url), 'utf8'))['strings/en/loader.ts'].file as string;
    expect(requests.filter((r) => r.path.includes('/chunks/')).map((r) => r.path.replace(/^.*\/chunks\//, 'chunks/'))).toEqual([words]);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('signed in: toggle on takes the insurer\'s share off the total, off restores it; sync and remove once each', async () => {
    const { page, errors, requests } = await newPage();
    await page.goto(`${h.origin}/en-ca/cart`);
    await signIn(page);
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The visitor's record reaches an accepted claim and the shopper had turned insurance off: the full total shows.
    const claim = await acceptedClaim(h, await visitorOfPage(h, page));
    expect(claim.shareMinor).toBeGreaterThan(0);
    await setUseOfInsurance(h, claim, 'INSURANCE_DISABLED');
    const recordRead = page.waitForResponse((r) => r.url().includes('/services/direct-billing/claim-records/') && r.request().method() === 'GET');
    await page.reload();
    await recordRead;
    const full = await total(page, 'remainder');
    expect(full).toBe((await total(page, 'subtotal')) + (await total(page, 'shipping')));
    expect(await page.locator('#cart-totals [data-total-row="share"]').isHidden()).toBe(true);
    const toggle = insuranceSwitch(page);
    await expect.poll(() => toggle.getAttribute('aria-disabled'), TOGGLE_WAIT).toBe('false');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    // The accepted claim replaces the default "Apply" call-to-action.
    await expect.poll(() => cta(page).getByRole('button', { name: 'Apply vision insurance' }).count(), TOGGLE_WAIT).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.evaluate(() => {
      const w = window as unknown as { syncHeard: Record<string, number>; directBilling: { addSyncListener(fn: (action: string) => void): void } };
      w.syncHeard = {};
      w.directBilling.addSyncListener((action) => void (w.syncHeard[action] = (w.syncHeard[action] ?? 0) + 1));
    });
    const heard = () => page.evaluate(() => (window as unknown as { syncHeard: Record<string, number> }).syncHeard);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), TOGGLE_WAIT).toBe('true');
    await expect.poll(() => total(page, 'remainder'), TOGGLE_WAIT).toBe(full - claim.shareMinor);
    expect(await total(page, 'share')).toBe(claim.shareMinor);
    expect(await axeViolations(page)).toEqual([]);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), TOGGLE_WAIT).toBe('false');
    await expect.poll(() => total(page, 'remainder'), TOGGLE_WAIT).toBe(full);
    expect(await page.locator('#cart-totals [data-total-row="share"]').isHidden()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await expect.poll(heard, TOGGLE_WAIT).toEqual({ sync: 1, remove: 1 });
    // A late duplicate would arrive with the next poll of the record.
    await page.waitForTimeout(2500);
    expect(await heard()).toEqual({ sync: 1, remove: 1 });
    const changes = requests.filter((r) => r.path.endsWith('/change-insurance-status')).map((r) => r.method);
    expect(changes).toEqual(['POST', 'POST']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a cart change made with the keyboard re-checks eligibility, without a reload', async () => {
    const { page, errors, requests } = await newPage();
    await page.goto(`${h.origin}/en-ca/cart`);
    await signIn(page);
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor();
    await page.waitForLoadState('networkidle');
    let navigations = 0;
    page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations++));
    const before = requests.length;

    const quantity = page.getByRole('spinbutton', { name: /^Quantity/ }).first();
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.cart-line').first().getByRole('spinbutton').inputValue()).toBe('2');
    const after = () => requests.slice(before).map((r) => `${r.method} ${r.path}`);
    await expect.poll(() => after().some((r) => /^POST \/en-ca\/cart\/lines\//.test(r))).toBe(true);
    const recheck = /\/services\/direct-billing\/(check-insurance-eligibility|claim-records\/[^/]+\/(insurance-member-eligibility-check|sync-insurance-member))$/;
    await expect.poll(() => after().filter((r) => recheck.test(r)).length, TOGGLE_WAIT).toBeGreaterThan(0);
    const changedAt = after().findIndex((r) => r.startsWith('POST /en-ca/cart/lines/'));
    expect(after().findIndex((r) => recheck.test(r))).toBeGreaterThan(changedAt);
    expect(navigations).toBe(0);
    // The keyboard stays where the shopper was.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('quantity');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks French on /fr-fr/cart: the sign-in link of the call-to-action', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${h.origin}/fr-fr/cart`);
    await cta(page).getByRole('link', { name: 'Connectez-vous pour utiliser votre mutuelle' }).waitFor();
    expect(await insuranceSwitch(page, 'Utiliser le tiers payant').getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

// Zero added layout shift (docs/layout.md): on the demo product and cart pages, which reserve the widgets' sizes as
// the docs say, the toggle and the call-to-action move nothing on the page as they load, signed in and signed out, in
// English and French, on a phone's width and a desktop's; and each widget fits in the height its state reserves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

interface Shift {
  value: number;
  recentInput: boolean;
}

/** Records every layout shift from the first frame, before any script of the page runs. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) shifts.push({ value: e.value, recentInput: e.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The widgets in their final state: the shopper's way in (signed out) or the switch, enabled (signed in). */
async function settled(page: Page, signedIn: boolean): Promise<void> {
  const cta = page.locator('[data-direct-billing="cta"]');
  if (signedIn) {
    await page.locator('[data-direct-billing="toggle"]').getByRole('switch').and(page.locator('[aria-disabled="false"]')).waitFor();
    await cta.getByRole('button').first().waitFor();
  } else await cta.getByRole('link', { name: /Sign in|Se connecter|Connectez-vous/i }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

const PAGES = ['product/harbour-round-frame', 'cart'];
const CASES = ['en-ca', 'fr-fr'].flatMap((locale) => [412, 1280].flatMap((width) => [false, true].map((signedIn) => ({ locale, width, signedIn }))));

describe('docs/layout.md: the widgets add no layout shift', () => {
  it.each(CASES)('$locale, $width px, signed in: $signedIn — product and cart pages', async ({ locale, width, signedIn }) => {
    const context = await h.browser.newContext({ viewport: { width, height: 823 } });
    try {
      if (signedIn) {
        const response = await context.request.post(`${h.origin}/${locale}/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: `/${locale}/cart` }, maxRedirects: 0 });
        expect(response.status()).toBe(303);
      }
      for (const path of PAGES) {
        const page = await context.newPage();
        await recordShifts(page);
        await page.goto(`${h.origin}/${locale}/${path}`);
        await settled(page, signedIn);
        const state = signedIn ? 'signed-in' : 'signed-out';
        const found = await page.evaluate(() => ({
          shifts: (window as unknown as { shifts: Shift[] }).shifts,
          mounts: Array.from(document.querySelectorAll<HTMLElement>('[data-direct-billing]')).map((mount) => ({
            name: mount.dataset.directBilling,
            state: mount.dataset.directBillingState,
            content: mount.shadowRoot?.lastElementChild?.getBoundingClientRect().height ?? 0,
            reserved: parseFloat(getComputedStyle(mount).minHeight),
          })),
        }));
        const cls = found.shifts.filter((s) => !s.recentInput).reduce((sum, s) => sum + s.value, 0);
        expect(cls, `${path}: layout shift`).toBe(0);
        expect(found.mounts.map((m) => [m.name, m.state])).toEqual([
          ['toggle', state],
          ['cta', state],
        ]);
        // Each widget fits its reservation: a longer text or a new line would show here before it moves a shop's page.
        for (const mount of found.mounts) {
          expect(mount.content, `${path}: the ${mount.name}'s content`).toBeGreaterThan(0);
          expect(mount.content, `${path}: the ${mount.name} fits the ${mount.reserved} px docs/layout.md reserves`).toBeLessThanOrEqual(mount.reserved + 0.5);
        }
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('docs/layout.md: the signed-out call-to-action fills its reservation, no blank space under the card', () => {
  // The same card for every signed-out shopper, so its reservation can be its height: on a Quebec page the two
  // disclaimers of North America, not France's three (spec 001 §9), at each column's narrowest width (320, 360, 600 px).
  const SIGNED_OUT = ['en-ca', 'fr-ca', 'fr-fr'].flatMap((locale) => [320, 360, 600].map((width) => ({ locale, width })));
  it.each(SIGNED_OUT)('$locale, $width px: the cart', async ({ locale, width }) => {
    const page = await h.browser.newPage({ viewport: { width, height: 823 } });
    try {
      await recordShifts(page);
      await page.goto(`${h.origin}/${locale}/cart`);
      await settled(page, false);
      const found = await page.evaluate(() => {
        const mount = document.querySelector<HTMLElement>('[data-direct-billing="cta"]');
        return {
          shifts: (window as unknown as { shifts: Shift[] }).shifts.filter((s) => !s.recentInput).reduce((sum, s) => sum + s.value, 0),
          content: mount?.shadowRoot?.lastElementChild?.getBoundingClientRect().height ?? 0,
          reserved: mount ? parseFloat(getComputedStyle(mount).minHeight) : 0,
        };
      });
      expect(found.shifts, 'layout shift').toBe(0);
      expect(found.content, `the card fits the ${found.reserved} px reserved`).toBeLessThanOrEqual(found.reserved + 0.5);
      expect(found.reserved - found.content, `blank space under the ${found.content} px card`).toBeLessThan(1.5);
    } finally {
      await page.close();
    }
  });
});

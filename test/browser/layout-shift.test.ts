// Zero added layout shift (docs/layout.md): on the demo product and cart pages, which reserve the widgets' sizes as
// the docs say, the toggle and the call-to-action move nothing on the page as they load, signed in and signed out, in
// English and French, on a phone's width and a desktop's; and each widget fits in the height its state reserves, the
// signed-in toggle in each of its states (no claim, a claim in progress, an accepted claim, a message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { recordShifts, type Shift } from './layout.ts';
import { acceptedClaim, acceptedFrenchClaim, frenchQuoteRequired, insurerChosen, memberWithoutBenefits, visitorOfPage } from './claims.ts';
import type { ShopSession } from '../../sandbox/state.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

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

describe('docs/layout.md: the signed-in toggle, in each state, keeps to its reservation and moves nothing', () => {
  /** A state of the signed-in toggle: how the shopper's record gets there, and what shows once it has. */
  interface ToggleState {
    name: string;
    record?: (visitor: ShopSession, locale: string) => Promise<unknown>;
    /** The toggle's text besides the switch's name once the state shows; null for its hint, which fills the line kept under the switch. */
    shows: string | null;
  }
  const UNAVAILABLE = { 'en-ca': 'Insurance benefits are currently unavailable for this product.', 'fr-fr': 'Vos garanties ne sont pas disponibles pour ce produit pour le moment.' };
  const HINT = { 'en-ca': 'Turn it on to have your insurer pay its share of this order.', 'fr-fr': 'Activez-le pour que votre mutuelle prenne en charge sa part de cette commande.' };
  /**
   * Records the layout shifts that move the call-to-action, the host content right below the toggle, from the first
   * frame: a toggle taller than its reservation pushes it down. What moves further down the page as the call-to-action's
   * own card loads is the call-to-action's to keep.
   */
  const recordShiftsBelowToggle = (page: Page) =>
    page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        const cta = document.querySelector('[data-direct-billing="cta"]');
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
          if (cta && e.sources.some(({ node }) => node && (node.contains(cta) || cta.contains(node)))) shifts.push({ value: e.value, recentInput: e.hadRecentInput });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  const STATES: ToggleState[] = [
    { name: 'no claim yet', shows: null },
    { name: 'a claim in progress', record: (visitor, locale) => (locale === 'fr-fr' ? frenchQuoteRequired(h, visitor) : insurerChosen(h, visitor)), shows: null },
    { name: 'an accepted claim, with "See benefits"', record: (visitor, locale) => (locale === 'fr-fr' ? acceptedFrenchClaim(h, visitor) : acceptedClaim(h, visitor)), shows: 'benefits' },
    { name: 'a message of information (no benefits available)', record: (visitor, locale) => memberWithoutBenefits(h, visitor, locale === 'fr-fr' ? 'FR' : 'NA'), shows: 'unavailable' },
  ];

  it.each(['en-ca', 'fr-fr'].flatMap((locale) => STATES.map((state) => ({ locale, state, label: state.name }))))('$locale, $label: 360 and 1280 px', async ({ locale, state }) => {
    const context = await h.browser.newContext({ viewport: { width: 360, height: 823 } });
    try {
      const response = await context.request.post(`${h.origin}/${locale}/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: `/${locale}/cart` }, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      if (state.record) {
        const first = await context.newPage();
        await first.goto(`${h.origin}/${locale}/cart`);
        await state.record(await visitorOfPage(h, first), locale);
        await first.close();
      }
      for (const width of [360, 1280]) {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 823 });
        await recordShiftsBelowToggle(page);
        await page.goto(`${h.origin}/${locale}/cart`);
        const toggle = page.locator('[data-direct-billing="toggle"]');
        const insuranceSwitch = toggle.getByRole('switch');
        await insuranceSwitch.and(page.locator('[aria-disabled="false"]')).waitFor();
        // The record's part, once its read has answered.
        if (state.record) await toggle.locator('.status').waitFor({ state: 'attached' });
        if (state.shows === 'benefits') await toggle.getByRole('button', { name: /See benefits|Voir mes garanties/ }).waitFor();
        else if (state.shows === 'unavailable') await toggle.getByRole('status').filter({ hasText: UNAVAILABLE[locale as 'en-ca'] }).waitFor();
        else {
          await toggle.getByText(HINT[locale as 'en-ca']).waitFor();
          expect(await insuranceSwitch.getAttribute('aria-describedby')).toBe('db-toggle-use');
        }
        await page.waitForLoadState('networkidle');
        const found = await page.evaluate(() => {
          const mount = document.querySelector<HTMLElement>('[data-direct-billing="toggle"]');
          return {
            shifts: (window as unknown as { shifts: Shift[] }).shifts.filter((s) => !s.recentInput).reduce((sum, s) => sum + s.value, 0),
            content: mount?.shadowRoot?.lastElementChild?.getBoundingClientRect().height ?? 0,
            reserved: mount ? parseFloat(getComputedStyle(mount).minHeight) : 0,
          };
        });
        expect(found.shifts, `${width} px: layout shift of the call-to-action below the toggle`).toBe(0);
        expect(found.content, `${width} px: the toggle fits the ${found.reserved} px reserved`).toBeLessThanOrEqual(found.reserved + 0.5);
        // The hint and a one-line message fill the line kept under the switch: no blank band between the switch and the card.
        if (state.shows !== 'benefits') expect(found.reserved - found.content, `${width} px: blank space under the ${found.content} px toggle`).toBeLessThan(8);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});

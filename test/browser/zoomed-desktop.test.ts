// A shopper who sees poorly zooms a desktop browser in: at 400 % a 1280 px window is 320 CSS px wide, and unlike a
// phone's, the desktop's scrollbar takes room. The drawer and its confirmations must sit inside what is left, not run
// off the left edge by the scrollbar's width (spec 000 §9: 320 px wide and up).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { drawer, shopPage, signInToCart } from './flow.ts';
import { memberFound, visitorOfPage } from './claims.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({}, { classicScrollbars: true });
});
afterAll(async () => {
  await h?.close();
});

/** Where an open dialog of a widget's shadow root lies, against the room the page's scrollbar leaves. */
const placed = (page: Page, mount: string, selector: string) =>
  page.evaluate(
    ([m, s]) => {
      const box = document.querySelector(`[data-direct-billing="${m}"]`)?.shadowRoot?.querySelector(s)?.getBoundingClientRect();
      return { left: box?.left, right: box?.right, room: document.documentElement.clientWidth, window: innerWidth };
    },
    [mount, selector] as const,
  );

describe('a zoomed-in desktop browser, its scrollbar taking room', () => {
  for (const width of [320, 400]) {
    it(`at ${width} CSS px: the drawer and the cancel confirmation lie inside the page, none of them under the scrollbar or off the left edge`, async () => {
      const { page, errors } = await shopPage(h, width, 720);
      await signInToCart(h, page);
      await memberFound(h, await visitorOfPage(h, page));
      await page.reload();
      const scrollbar = await page.evaluate(() => innerWidth - document.documentElement.clientWidth);
      expect(scrollbar, 'the cart page has a scrollbar that takes room').toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Continue my claim' }).click();
      await drawer(page).getByRole('heading', { name: 'Good news, we found you' }).waitFor();
      const panel = await placed(page, 'drawer', 'dialog.drawer');
      expect(panel).toEqual({ left: 0, right: panel.room, room: width - scrollbar, window: width });
      await drawer(page).getByRole('button', { name: 'Close' }).first().click();

      await page.getByRole('button', { name: 'Cancel claim' }).click();
      await page.getByRole('dialog', { name: 'Cancel your claim?' }).waitFor();
      const confirm = await placed(page, 'cta', 'dialog.confirm');
      expect(confirm.left).toBeGreaterThan(0);
      expect(confirm.right).toBeLessThan(confirm.room);
      // Centred in the room left, not in the window.
      expect(Math.abs((confirm.left ?? 0) - (confirm.room - (confirm.right ?? 0)))).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

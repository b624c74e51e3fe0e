// A shopper who sees poorly zooms a desktop browser in: at 400 % a 1280 px window is 320 CSS px wide, and unlike a
// phone's, the desktop's scrollbar takes room. The drawer and its confirmations must sit inside what is left, not run
// off the left edge by the scrollbar's width (spec 000 §9: 320 px wide and up).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { drawer, shopPage, signInToCart, tabTo } from './flow.ts';
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

/** How much of the screen the drawer's header and footer cover, and where the view's heading is. */
const chrome = (page: Page) =>
  page.evaluate(`(() => {
    const root = document.querySelector('[data-direct-billing="drawer"]').shadowRoot;
    const seen = (selector) => {
      const box = root.querySelector(selector)?.getBoundingClientRect();
      return box ? Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) : 0;
    };
    return { covered: seen('.drawer-header') + seen('.footer'), screen: innerHeight, heading: Math.round(root.querySelector('h3').getBoundingClientRect().top), scrolled: root.querySelector('dialog').scrollTop };
  })()`) as Promise<{ covered: number; screen: number; heading: number; scrolled: number }>;

/** Tabs to a button of the drawer, which the panel scrolls into sight, and presses Enter. */
async function pressInSight(page: Page, name: string): Promise<void> {
  const control = drawer(page).getByRole('button', { name });
  await tabTo(page, control);
  expect(await control.evaluate((el) => { const box = el.getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight; }), `${name} in sight once focused`).toBe(true);
  await page.keyboard.press('Enter');
}

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

  it('at 320 × 256 (a 1280 × 1024 screen at 400 %): the view, not the header and footer, fills the screen; the next screen starts at its top', async () => {
    const { page, errors } = await shopPage(h, 320, 256);
    await signInToCart(h, page);
    const d = drawer(page);

    await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
    await d.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    await pressInSight(page, 'Get started');
    await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    // The next screen starts at its top: the panel scrolled back up from the intro's end, its header and step in sight.
    await expect.poll(async () => (await chrome(page)).scrolled).toBe(0);
    const insurers = await chrome(page);
    expect(insurers.heading).toBeGreaterThan(0);
    expect(insurers.covered, 'the header and footer leave most of the screen to the view').toBeLessThanOrEqual(insurers.screen / 2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 320 × 256: on the member found, with the estimate and a footer that sticks on a taller screen, the view fills the screen and the main button is a Tab away', async () => {
    const { page, errors } = await shopPage(h, 320, 256);
    await signInToCart(h, page);
    const d = drawer(page);
    await memberFound(h, await visitorOfPage(h, page));
    await page.reload();
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor();
    const found = await chrome(page);
    expect(found.covered, 'the header and footer leave most of the screen to the view').toBeLessThanOrEqual(found.screen / 2);
    const doctor = d.getByRole('group', { name: 'Your eye doctor' });
    await doctor.getByRole('combobox', { name: 'Doctor’s credential' }).selectOption('OPTOMETRIST');
    await doctor.getByRole('textbox', { name: 'Doctor’s first name' }).fill('Sam');
    await doctor.getByRole('textbox', { name: 'Doctor’s last name' }).fill('Lee');
    await doctor.getByRole('textbox', { name: 'Doctor’s last name' }).focus();
    await pressInSight(page, 'Continue');
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor();
    // Its heading, focused, is in sight under the estimate that comes first.
    const upload = await chrome(page);
    expect(upload.heading).toBeGreaterThanOrEqual(0);
    expect(upload.heading).toBeLessThan(upload.screen / 2);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 320 × 225 (a 1280 × 900 window at 400 %): the estimate’s two amounts line up at the right edge, one pushed under its label included', async () => {
    const { page, errors } = await shopPage(h, 320, 225);
    await signInToCart(h, page);
    await memberFound(h, await visitorOfPage(h, page));
    await page.reload();
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    const estimate = drawer(page).getByRole('region', { name: 'Estimated coverage' });
    await estimate.waitFor();
    const rows = await estimate.getByRole('term').evaluateAll((terms) =>
      terms.map((term) => {
        const amount = term.nextElementSibling?.getBoundingClientRect();
        const row = term.parentElement?.getBoundingClientRect();
        return { term: term.textContent, under: (amount?.top ?? 0) >= term.getBoundingClientRect().bottom, right: Math.round(amount?.right ?? 0), edge: Math.round(row?.right ?? 0) };
      }),
    );
    expect(rows.map((row) => row.term)).toEqual(['Your insurer pays (estimate)', 'You pay (estimate)']);
    // At this width the longer label takes its row, and its amount goes under it.
    expect(rows[0]?.under).toBe(true);
    for (const row of rows) expect(row.right, `${row.term}: its amount at the row's right edge`).toBe(row.edge);
    expect(errors).toEqual([]);
    await page.close();
  });
});

// My-claims without a word cut inside at any width from 320 to 1920 px, and the shop's order number instead of the
// service's claim ids (issue 24, "Finish"; spec 001 §2 My-claims), at 360 × 740 and 1280 × 900 in English and French,
// screenshots saved for a look, axe clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { expectNoAxe, shopPage, signInToCart } from './flow.ts';
import { layoutFaults } from './layout.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Every width from 320 to 1920 px, 40 px apart, and the 1280 px where words broke before. */
const WIDTHS = [...Array.from({ length: 41 }, (_, i) => 320 + i * 40), 1280];

describe('issue 24: my-claims at every width', () => {
  it.each([
    ['English', 'en-ca', '69990417', 'CLM-SEED'],
    ['the French of France', 'fr-fr', '69990417', 'CLM-SEED'],
  ])('%s: no word broken inside, no text wider than its box, from 320 to 1920 px; the order number names each claim', async (_name, locale, order, internal) => {
    const { page, errors } = await shopPage(h, 1280, 900);
    await signInToCart(h, page, locale);
    await page.goto(`${h.origin}/${locale}/account/claims`);
    const host = page.locator('[data-direct-billing="my-claims"]');
    await host.getByRole('table').or(host.getByRole('list').first()).first().waitFor();
    await page.getByText(order).first().waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await layoutFaults(host), `${locale} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    expect(await host.evaluate((e) => e.shadowRoot?.textContent ?? '')).not.toContain(internal);
    for (const [width, height] of [[360, 740], [1280, 900]] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expectNoAxe(page, `my-claims at ${width} in ${locale}`);
      await page.screenshot({ path: `/tmp/finish-my-claims-${locale}-${width}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

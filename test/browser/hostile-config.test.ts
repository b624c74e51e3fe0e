// A shop's configuration cannot send shoppers off-site (spec 000 §3; src/domain/host/paths.ts, sameOriginPath): a
// cartPath of "/\evil.example/cart" on the demo shop's landing page is refused as the loader reads it, with one console
// line naming the key and the fix, and the overview's "Go to my cart" links to the default path, on the shop's own site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { shopPage } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** What a hostile or careless shop writes: a backslash a browser reads as a second slash, so another host. */
const HOSTILE = '/\\evil.example/cart';

describe('spec 000 §3: a hostile cartPath', () => {
  it.each([
    ['English', 'en-ca', 'Go to my cart'],
    ['French', 'fr-fr', 'Voir mon panier'],
  ])('%s: is refused at configuration with one console line, and the cart link stays on the shop\'s site', async (_name, locale, linkName) => {
    const { page } = await shopPage(h, 1280, 800);
    const errors = collectErrors(page);
    const lines: string[] = [];
    page.on('console', (message) => void (message.text().includes('[direct-billing]') && lines.push(`${message.type()}: ${message.text()}`)));
    // The shop's page as it would be written with the hostile path in the loader's data attribute.
    await page.route(`${h.origin}/${locale}/direct-billing-vision-care-insurance`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(`data-cart-path="/${locale}/cart"`, `data-cart-path="${HOSTILE}"`);
      expect(html).toContain(`data-cart-path="${HOSTILE}"`);
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${h.origin}/${locale}/direct-billing-vision-care-insurance`);
    const link = page.getByRole('link', { name: linkName });
    await link.waitFor();
    const href = await link.evaluate((a: HTMLAnchorElement) => a.href);
    expect(new URL(href).origin).toBe(h.origin);
    expect(new URL(href).pathname).toBe('/en-ca/cart');
    expect(lines).toEqual([
      'warning: [direct-billing] invalid configuration: "cartPath" must be a path on this site, starting with a single "/" (such as "/en-ca/cart"); it is ignored and its default used',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

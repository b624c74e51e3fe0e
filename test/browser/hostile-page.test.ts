// A shop's page that does what old scripts do to the page's globals and layout: the widgets work as on any page, and
// nothing they do throws on the host's page. happy-dom has neither the bundler's chunks nor layout: checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, shopPage } from './flow.ts';
import { memberFound, visitorOfPage } from './claims.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The widgets' own console lines, which would name a widget that failed. */
function widgetLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => void (message.text().includes('[direct-billing]') && lines.push(`${message.type()}: ${message.text()}`)));
  return lines;
}

describe('a host page that changes the page\'s globals', () => {
  it('Object.prototype with an enumerable property (as old libraries add): the signed-in widgets show their state and the drawer opens', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    const lines = widgetLines(page);
    await page.addInitScript(() => {
      // Enumerable, as a plain assignment makes it: every `for (… in …)` on the page meets it.
      (Object.prototype as unknown as Record<string, unknown>).foo = 1;
    });
    await cartAfterSetup(h, page, async (p) => memberFound(h, await visitorOfPage(h, p)));
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor(INSURER_WAIT);
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    await drawerIn(page).getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
    expect(lines).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('<html dir="rtl">: the English widgets read left to right, their punctuation where English puts it', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.setAttribute('dir', 'rtl')));
    await cartAfterSetup(h, page, async (p) => memberFound(h, await visitorOfPage(h, p)));
    const card = page.getByRole('heading', { name: 'Your claim is in progress' });
    await card.waitFor(INSURER_WAIT);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
    expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    const toggle = page.getByRole('switch', { name: 'Use insurance benefits' });
    expect(await toggle.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    const heading = drawerIn(page).getByRole('heading', { name: 'Good news, we found you' });
    await heading.waitFor(INSURER_WAIT);
    expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(errors).toEqual([]);
    await page.close();
  });
});

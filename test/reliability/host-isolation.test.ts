// The widgets live on someone else's page. A host that throws in its own listeners of our events and of the page's,
// stops events on its document, wraps history, replaces fetch and XMLHttpRequest after the widgets loaded, overrides
// Array methods (Prototype.js and MooTools style) and styles every element (sandbox/public/hostile-host.js and
// hostile.css) still gets a working flow; and a fault of the widgets
// (broken answers, wrong calls from the page) never surfaces as an uncaught error on the host page.
//
// What is guaranteed, and so tested: fetch and XMLHttpRequest are the ones the page had when the loader ran
// (src/host/natives.ts); Array methods may be replaced by look-alikes that keep their standard results; request arrays
// stay arrays whatever Array.prototype.toJSON does (src/api/http.ts). A host that breaks fetch before the loader runs,
// or replaces Array methods with ones that answer wrongly, breaks every script on its page and is out of reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { completeFlow, drawer, ENGLISH_FLOW, keyboard, mouse, shopPage, signInToCart } from '../browser/flow.ts';
import { uncaughtOf, watchPage } from './host-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The errors the host page's own code threw (hostile-host.js marks them). */
const hostsOwn = (message: string) => message.includes('host fault');

/** Sets sandbox faults on the next answers of calls (sandbox/control.ts). */
async function faults(list: object[]): Promise<void> {
  const answer = await fetch(`${h.origin}/sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(list) });
  expect(answer.status).toBe(201);
}

describe('host isolation', () => {
  it('host isolation: a page with throwing listeners, a replaced fetch, overridden Array methods and hostile styles completes the flow', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await signInToCart(h, page);
    await page.goto(`${h.origin}/en-ca/cart?hostile-css&hostile-host`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    // The page really is hostile: its Array methods are not native, arrays serialise as strings, fetch answers 503, and
    // its script ran to its end (history's methods wrapped).
    expect(
      await page.evaluate(async () => ({
        map: Array.prototype.map.toString().includes('[native code]'),
        json: JSON.stringify([1, 2]),
        fetch: (await fetch('/en-ca/cart/totals')).status,
        pushState: history.pushState.toString().includes('[native code]'),
      })),
    ).toEqual({ map: false, json: '"[1, 2]"', fetch: 503, pushState: false });

    await completeFlow(page, mouse, { axe: false });

    // The widgets never went through the host's fetch: every call of theirs used the one kept at load.
    const hostFetches = await page.evaluate(() => (window as unknown as { hostFetches: string[] }).hostFetches);
    expect(hostFetches.filter((url) => /\/services\/|\/wcs\//.test(url))).toEqual([]);
    // The page's own listeners did throw (so the faults were there), and nothing else did.
    const uncaught = [...watch.pageErrors, ...(await uncaughtOf(page))];
    expect(uncaught.some(hostsOwn)).toBe(true);
    expect(uncaught.filter((m) => !hostsOwn(m))).toEqual([]);
    // The stylesheet that styles every element does not reach inside the widgets.
    const button = page.getByRole('dialog', { name: 'Claim applied' }).getByRole('button', { name: 'Proceed to checkout' });
    const style = await button.evaluate((b) => ({ size: getComputedStyle(b).fontSize, background: getComputedStyle(b).backgroundColor }));
    expect(style.size).not.toBe('30px');
    expect(style.background).not.toBe('rgb(255, 255, 0)');
    await page.close();
  });

  it('host isolation: the page\'s keyboard shortcuts and document handlers take no key from the widgets: a keyboard shopper types the member form, and Escape closes the drawer', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await signInToCart(h, page);
    await page.goto(`${h.origin}/en-ca/cart?hostile-css&hostile-host`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    // The page's shortcuts are there: a letter pressed on the page itself goes to its search.
    await page.locator('h1').click();
    await page.keyboard.press('q');
    expect(await page.evaluate(() => (window as unknown as { hostShortcuts: string[] }).hostShortcuts)).toEqual(['q']);

    await completeFlow(page, keyboard(page), { axe: false, stopAt: ENGLISH_FLOW.found });
    const d = drawer(page);
    // What was typed reached the fields: the member was found with the details the shopper typed, none of them taken.
    expect(await d.getByText(ENGLISH_FLOW.forYou).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { hostShortcuts: string[] }).hostShortcuts)).toEqual(['q']);
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });
    const uncaught = [...watch.pageErrors, ...(await uncaughtOf(page))];
    expect(uncaught.filter((m) => !hostsOwn(m))).toEqual([]);
    await page.close();
  });

  it('host isolation: a widget fault never surfaces as an uncaught error on the host page', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await signInToCart(h, page);
    // Broken answers: a malformed insurer list, then a dropped connection on the record's creation.
    await faults([{ call: 'insurers', method: 'GET', kind: 'malformed', count: 20 }]);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
    const d = drawer(page);
    await d.getByRole('button', { name: 'Get started' }).click();
    await d.getByText('We couldn’t load the insurers.').waitFor({ timeout: 30_000 });
    // Once the service answers again, Try again works, and a dropped record creation is a message, not a crash.
    await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
    await faults([{ call: 'claim-records', method: 'PUT', kind: 'drop', count: 20 }]);
    await d.getByRole('button', { name: 'Try again' }).click();
    await d.getByRole('button', { name: 'Quillfeather Vision Plan' }).click();
    await page.waitForTimeout(3000);
    expect(await d.isVisible()).toBe(true);
    // Wrong calls from the page: each is refused and logged, none throws into the page.
    const answers = await page.evaluate(async () => {
      const api = (window as unknown as { directBilling: Record<string, (...a: unknown[]) => unknown> }).directBilling;
      const results: unknown[] = [];
      results.push(api.open?.('nowhere'));
      results.push(api.render?.('toggleWidget', null));
      results.push(api.on?.('not-an-event', 42));
      results.push(api.close?.('noSuchWidget'));
      results.push(await api.sessionError?.(42));
      results.push(api.serviceStatus?.('maybe'));
      window.dispatchEvent(new CustomEvent('open-drawer', { detail: 42 }));
      window.dispatchEvent(new CustomEvent('direct-billing:render', { detail: { widget: 'toggleWidget', element: 'not an element' } }));
      window.dispatchEvent(new CustomEvent('direct-billing:request-product-quote', { detail: { products: 'nonsense' } }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      return results;
    });
    expect(answers).toHaveLength(6);
    // A schema-invalid answer where the page starts: the active record misses a required field, then the restricted check answers 500.
    await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
    await faults([
      { call: 'claim-records/active/*', kind: 'missing-field', count: 5 },
      { call: 'restricted-check', kind: 'status', status: 500, count: 5 },
    ]);
    await page.reload();
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await page.waitForTimeout(2000);
    expect(watch.pageErrors).toEqual([]);
    expect(await uncaughtOf(page)).toEqual([]);
    // The widgets said what went wrong on the console, under their own name.
    expect(watch.console.filter((m) => m.startsWith('error: [direct-billing]')).length).toBeGreaterThan(3);
    await page.close();
  });
});

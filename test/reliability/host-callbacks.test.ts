// The host is never hurt by its own events, callbacks or content (issue 27), in real Chromium on the demo cart: a
// direct-billing:* window event whose detail getter throws, a callback that throws and one that rejects, are each
// reported once on the console under the widgets' name, and none is an uncaught error or unhandled rejection on the page;
// render on the shop's own content keeps every node of it visible, and close leaves it as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { drawer, shopPage, signInToCart } from '../browser/flow.ts';
import { uncaughtOf, watchPage } from './host-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('host isolation: the host\'s own events, callbacks and content', () => {
  it('a throwing detail getter, a throwing callback and a rejecting callback are each one console line, never an uncaught error', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await signInToCart(h, page);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    const before = watch.console.length;
    type Api = { open(view: string, options: { callback: () => unknown }): void; close(): void };
    await page.evaluate(() => {
      const hostile = new CustomEvent('direct-billing:open');
      Object.defineProperty(hostile, 'detail', {
        get() {
          throw new Error('host fault in detail');
        },
      });
      window.dispatchEvent(hostile);
    });
    // An open's callback is called once the drawer shows its view: each opening is let show before the next close.
    const intro = drawer(page).getByRole('heading', { name: 'Apply your vision insurance' });
    await page.evaluate(() =>
      (window as unknown as { directBilling: Api }).directBilling.open('intro', {
        callback: () => {
          throw new Error('host fault in callback');
        },
      }),
    );
    await intro.waitFor();
    await page.evaluate(() => (window as unknown as { directBilling: Api }).directBilling.close());
    await expect.poll(() => drawer(page).count()).toBe(0);
    await page.evaluate(() => (window as unknown as { directBilling: Api }).directBilling.open('intro', { callback: async () => Promise.reject(new Error('host fault in async callback')) }));
    await intro.waitFor();
    await page.evaluate(() => {
      (window as unknown as { directBilling: Api }).directBilling.close();
      window.dispatchEvent(new CustomEvent('direct-billing:request-claim-count', { detail: { callback: async () => Promise.reject(new Error('host fault')) } }));
    });
    const lines = () => watch.console.slice(before).filter((m) => m.includes('[direct-billing]'));
    // The claim count's callback is called once the service has answered: wait for its line, the fourth.
    await expect.poll(() => lines().length).toBe(4);
    // Each names where the page gave the function and the page's own error.
    const threw = (given: string, error: string) => `error: [direct-billing] your function given to ${given} failed (Error: ${error}): fix it; the widgets went on`;
    expect(lines()).toEqual([
      "error: [direct-billing] direct-billing:open: the event's detail could not be read",
      threw('open', 'host fault in callback'),
      threw('open', 'host fault in async callback'),
      threw('direct-billing:request-claim-count', 'host fault'),
    ]);
    expect(watch.pageErrors).toEqual([]);
    expect(await uncaughtOf(page)).toEqual([]);
    await page.close();
  });

  it('render on an element holding the shop\'s content keeps it visible beside the widget; close takes only the widget', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await signInToCart(h, page);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await page.evaluate(() => {
      const aside = document.createElement('aside');
      aside.id = 'shop-promo';
      aside.innerHTML = '<h2>Spring sale</h2><p>Two pairs for one.</p>';
      document.querySelector('main')?.append(aside);
      (window as unknown as { directBilling: { render(name: string, element: Element): boolean } }).directBilling.render('ctaWidget', aside);
    });
    const promo = page.locator('#shop-promo');
    await promo.getByRole('heading', { name: 'Have vision insurance?' }).waitFor();
    expect(await promo.getByRole('heading', { name: 'Spring sale' }).isVisible()).toBe(true);
    expect(await promo.getByText('Two pairs for one.').isVisible()).toBe(true);
    await page.evaluate(() => (window as unknown as { directBilling: { close(name: string): void } }).directBilling.close('ctaWidget'));
    expect(await promo.evaluate((e) => e.innerHTML)).toBe('<h2>Spring sale</h2><p>Two pairs for one.</p>');
    expect(watch.pageErrors).toEqual([]);
    expect(await uncaughtOf(page)).toEqual([]);
    await page.close();
  });
});

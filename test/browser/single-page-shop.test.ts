// What an engineer building a single-page shop meets, in real Chromium on the demo shop's cart: the page API's answers
// and console lines when the page's router renders the widgets itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawer, shopPage } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Api = { render(widget: string, element: Element): boolean; login(): Promise<void> };
type Shop = { directBilling: Api; loads: number; routed: string[] };

describe('a single-page shop renders the widgets itself', () => {
  it('render into an element that cannot hold a widget answers false, and one console line says why and where to mount it instead', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterSetup(h, page);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    const rendered = await page.evaluate(() => {
      const input = document.createElement('input');
      document.querySelector('main')?.append(input);
      return (window as unknown as { directBilling: Api }).directBilling.render('toggleWidget', input);
    });
    expect(rendered).toBe(false);
    expect(errors).toEqual(['console: [direct-billing] render: toggleWidget cannot be mounted in this <input>: give it an empty <div> of its own']);
    await page.close();
  });

  it('a sign-in prompt\'s event cancelled: the shop routes to its own sign-in, signs the shopper in and comes back, and login() opens the drawer there, without a page load', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    // The shop's router: it takes the sign-in to itself, and counts the page loads (one: the first).
    await page.addInitScript(() => {
      const w = window as unknown as Shop;
      w.loads = Number(sessionStorage.getItem('loads') ?? 0) + 1;
      sessionStorage.setItem('loads', String(w.loads));
      w.routed = [];
      addEventListener('direct-billing:login-redirect', (event) => {
        event.preventDefault();
        const { path } = (event as CustomEvent<{ path: string }>).detail;
        w.routed.push(path);
        history.pushState(null, '', path);
      });
    });
    await page.goto(`${h.origin}/en-ca/cart`);
    await page.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as Shop).routed)).toEqual([`/en-ca/sign-in?redirectUrl=${encodeURIComponent('/en-ca/cart')}`]);
    expect(new URL(page.url()).pathname).toBe('/en-ca/sign-in');

    // The shop's own sign-in (here the demo shop's, by its form's request), then back to the cart, and login().
    const signedIn = await page.request.post(`${h.origin}/en-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/en-ca/cart' }, maxRedirects: 0 });
    expect(signedIn.status()).toBe(303);
    await page.evaluate(() => {
      history.pushState(null, '', '/en-ca/cart');
      return (window as unknown as Shop).directBilling.login();
    });
    await drawer(page).waitFor();
    expect(await page.evaluate(() => (window as unknown as Shop).loads)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a configuration changed after the loader read it is not applied, and the next render says so once, and how to apply one', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && message.text().includes('[direct-billing]') && warnings.push(message.text())));
    await cartAfterSetup(h, page);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    const renderToggle = () =>
      page.evaluate(() => {
        const element = document.createElement('div');
        document.querySelector('main')?.append(element);
        return (window as unknown as Shop).directBilling.render('toggleWidget', element);
      });
    await page.evaluate(() => {
      const w = window as unknown as { directBillingConfig?: Record<string, unknown> };
      w.directBillingConfig = { ...w.directBillingConfig, locale: 'fr-ca' };
    });
    expect(await renderToggle()).toBe(true);
    expect(await renderToggle()).toBe(true);
    await expect.poll(() => page.getByRole('switch', { name: 'Use insurance benefits' }).count()).toBe(3);
    expect(warnings).toEqual([
      '[direct-billing] window.directBillingConfig changed after the loader read it ("locale"): the widgets keep the one they started with; set it before embed.js runs, or reload the page (docs/embedding.md#single-page-shops)',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

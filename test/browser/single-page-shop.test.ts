// What an engineer building a single-page shop meets, in real Chromium on the demo shop's cart: the page API's answers
// and console lines when the page's router renders the widgets itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, shopPage } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Api = { render(widget: string, element: Element): boolean };

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
});

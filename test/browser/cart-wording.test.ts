// The cart after an accepted claim says one clear state with one way out (issue 24, "Finish": "Insurance Synced" with
// "Remove benefits" and "Cancel claim" together confused shoppers). On the demo cart the call-to-action speaks for the
// claim (spec 001 §2, "Your insurance is applied" with Cancel claim, and the estimate's confirmed share); the switch
// beside it adds neither "Insurance Synced" nor "Remove benefits". At a phone's and a desktop's width, axe clean.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { completeFlow, expectNoAxe, mouse, shopPage, signInToCart } from './flow.ts';
import { layoutFaults } from './layout.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('issue 24: the cart after an accepted claim shows one state and one way out', () => {
  it.each([
    [360, 740],
    [1280, 900],
  ])('at %i × %i', async (width, height) => {
    const { page, errors } = await shopPage(h, width, height);
    await page.goto(`${h.origin}/en-ca/cart`);
    await signInToCart(h, page);
    await completeFlow(page, mouse, { axe: false });
    await page.getByRole('dialog', { name: 'Claim applied' }).getByRole('button', { name: 'Proceed to checkout' }).click();

    await page.getByRole('heading', { name: 'Your insurance is applied' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Cancel claim' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove benefits' }).count()).toBe(0);
    expect(await page.getByText('Insurance Synced', { exact: true }).count()).toBe(0);
    for (const host of await page.locator('[data-direct-billing="toggle"], [data-direct-billing="cta"]').all()) {
      expect((await layoutFaults(host)).filter((f) => f.kind === 'text-wider-than-box')).toEqual([]);
    }
    await expectNoAxe(page, `cart after the claim, ${width} px`);
    await page.screenshot({ path: `/tmp/cart-wording-${width}.png` });
    expect(errors).toEqual([]);
    await page.close();
  });
});

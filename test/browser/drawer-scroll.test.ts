// The shop's page stays where the shopper left it while the drawer is open: scrolling the drawer's body past its end,
// with the wheel or a finger, does not scroll the page behind the drawer (the scroll does not chain to it), nor does the
// wheel over the dimmed page beside the panel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the drawer keeps its scrolling to itself', () => {
  // A phone, where the drawer's body scrolls, and a short landscape screen, where the whole panel does.
  it.each([
    [360, 740, '.drawer-body'],
    [800, 400, 'dialog'],
  ])('at %i × %i, the wheel past the end of the drawer (%s scrolling) leaves the cart where it was', async (width, height, scroller) => {
    const { page, errors } = await shopPage(h, width, height);
    await cartAfterSetup(h, page, async (p) => memberFound(h, await visitorOfPage(h, p)));
    // The page must be able to scroll for the test to mean anything.
    expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    const d = drawerIn(page);
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
    const box = await d.getByRole('heading', { name: 'Good news, we found you' }).boundingBox();
    if (!box) throw new Error('the heading has no box');
    // Where the page was as the drawer opened (the click may have scrolled the button into view).
    const pageAt = await page.evaluate(() => scrollY);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Down through the whole body, then on past its end.
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 600);
    const bodyAtEnd = () =>
      page.evaluate((selector) => {
        const body = document.querySelector('[data-direct-billing="drawer"]')?.shadowRoot?.querySelector(selector);
        return !!body && body.scrollHeight > body.clientHeight && Math.abs(body.scrollHeight - body.clientHeight - body.scrollTop) < 2;
      }, scroller);
    await expect.poll(bodyAtEnd).toBe(true);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 600);
    // Wheel turns are handled in order: once a turn back up has moved the body, the turns past its end were handled too.
    await page.mouse.wheel(0, -100);
    await expect.poll(bodyAtEnd).toBe(false);
    expect(await page.evaluate(() => scrollY)).toBe(pageAt);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 1280 × 800, the wheel over the dimmed page beside the drawer leaves the cart where it was', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterSetup(h, page, async (p) => memberFound(h, await visitorOfPage(h, p)));
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    await drawerIn(page).getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
    const pageAt = await page.evaluate(() => scrollY);
    await page.evaluate(() => {
      const w = window as unknown as { wheels: number };
      w.wheels = 0;
      addEventListener('wheel', () => (w.wheels += 1), { capture: true, passive: true });
    });
    // Over the backdrop, well left of the 30em panel.
    await page.mouse.move(200, 400);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => (window as unknown as { wheels: number }).wheels)).toBe(3);
    // A wheel's scroll is applied by the next frames after its event.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
    expect(await page.evaluate(() => scrollY)).toBe(pageAt);
    expect(errors).toEqual([]);
    await page.close();
  });
});

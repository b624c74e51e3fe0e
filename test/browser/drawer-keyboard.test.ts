// The drawer by keyboard alone in real Chromium (WCAG 2.4.3 focus order): where focus goes when a drawer that opened
// on its own closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { drawerIn, INSURER_WAIT, press, shopPage } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The element that has focus, looking through shadow roots: its text or name, its widget, whether in the drawer. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    const widget = active?.getAttribute('data-direct-billing') ?? null;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // The page's body has no name worth reading: its whole text would bury what a failure says.
    const element = active === document.body ? null : (active as HTMLElement | null);
    const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null;
    return {
      name: (element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? '').trim(),
      tag: active?.localName ?? null,
      widget,
      inHeader: Boolean(element?.closest('.drawer-header')),
      inDialog: Boolean(element?.closest('dialog')),
    };
  });

describe('a drawer that opened on its own gives focus back to the page’s widgets when it closes', () => {
  it('fr-ca at 360 × 740: back from the call-to-action’s sign-in, the drawer opens by itself; Escape gives focus to the call-to-action’s heading, not the page’s body', async () => {
    const { page, errors } = await shopPage(h, 360, 740);
    await page.goto(`${h.origin}/fr-ca/cart`);
    // The walk the shopper took: the switch (disabled while signed out: Space does nothing), then the call-to-action's prompt.
    await press(page, page.getByRole('switch', { name: 'Utiliser mes garanties' }), 'Space');
    await press(page, page.locator('[data-direct-billing="cta"]').getByRole('link', { name: 'Connectez-vous pour utiliser votre assurance vision' }));
    await press(page, page.getByRole('button', { name: 'Se connecter', exact: true }));
    await page.waitForURL('**/fr-ca/cart');
    const d = drawerIn(page, 'fr-ca');
    await d.getByRole('heading', { name: 'Utilisez votre assurance vision' }).waitFor(INSURER_WAIT);
    await expect.poll(async () => (await focused(page)).name).toBe('Utilisez votre assurance vision');
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ widget: 'cta', tag: 'h2', name: 'Vous avez une assurance vision?', inDialog: false });
    // From there Tab goes on in the call-to-action, not from the page's top.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ widget: 'cta', inDialog: false });
    expect(errors).toEqual([]);
    await page.close();
  });
});


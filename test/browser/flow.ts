// Driving the drawer as a shopper would, by what the screen says: the drawer, sign-in, the cart's totals, keyboard-only
// moves (Tab until a control has focus, then a key), and axe on each view.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, collectErrors, type Harness } from './harness.ts';

/** The insurer answers, then the widget's 2-second polls: a view that waits on the insurer may take this long. */
export const INSURER_WAIT = { timeout: 30_000 };

/** A page on the demo shop at a viewport, its console errors collected, and trusted mouse events counted. */
export async function shopPage(h: Harness, width: number, height: number) {
  const page = await h.browser.newPage({ viewport: { width, height } });
  const errors = collectErrors(page);
  // Through the devtools protocol, so the page's strict CSP still applies to the page's own scripts.
  await page.addInitScript(() => {
    const w = window as unknown as { mouseEvents: number };
    w.mouseEvents = 0;
    for (const type of ['mousedown', 'pointerdown', 'mouseup', 'wheel']) {
      window.addEventListener(type, (event) => {
        if (event.isTrusted) w.mouseEvents += 1;
      }, true);
    }
  });
  return { page, errors };
}

/** How many trusted mouse or pointer presses the page has seen. */
export const mouseEvents = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { mouseEvents: number }).mouseEvents);

/** The drawer, by its accessible name. */
export const drawer = (page: Page, name = 'Vision insurance'): Locator => page.getByRole('dialog', { name });

/** Signs the page's visitor in on the demo sign-in page and comes back to the cart. */
export async function signInToCart(h: Harness, page: Page, locale = 'en-ca'): Promise<void> {
  await page.goto(`${h.origin}/${locale}/sign-in?redirectUrl=${encodeURIComponent(`/${locale}/cart`)}`);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await page.waitForURL(`**/${locale}/cart`);
}

/** A total of the cart page's totals region (sandbox/pages/cart.ts), in minor units. */
export async function cartTotal(page: Page, key: 'subtotal' | 'shipping' | 'share' | 'remainder'): Promise<number> {
  const text = (await page.locator(`#cart-totals [data-total="${key}"]`).textContent()) ?? '';
  return /\d/.test(text) ? Number(text.replace(/\D/g, '')) : 0;
}

/** Fails with the view's name when axe finds a violation on the page as it is now. */
export async function expectNoAxe(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([]);
}

/** Whether the locator's element has focus, looking through shadow roots. */
function focused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });
}

/** Presses Tab until the control has focus: proves it is reachable by keyboard, in tab order. */
export async function tabTo(page: Page, locator: Locator, max = 60): Promise<void> {
  await locator.waitFor();
  for (let i = 0; i < max; i++) {
    if (await focused(locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${String(locator)} with Tab in ${max} presses`);
}

/** Tabs to a control and presses a key on it (Enter for buttons, Space for checkboxes and radios). */
export async function press(page: Page, locator: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, locator);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it, as a shopper would. */
export async function typeInto(page: Page, locator: Locator, text: string): Promise<void> {
  await tabTo(page, locator);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

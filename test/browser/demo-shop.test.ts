// The demo shop as a newcomer meets it: every page in real Chromium, in English and French, from
// 320 px to desktop, with no axe violation, no sideways scrolling, no CSP violation and no console error;
// the cart edited with the keyboard alone; totals refreshed when the widgets ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, collectErrors, startHarness, type Harness } from './harness.ts';
import { press } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A page that records console errors and CSP violations; `forcedColors` as Windows high contrast sets it. */
async function open(width: number, forcedColors: 'active' | 'none' = 'none') {
  const context = await h.browser.newContext({ viewport: { width, height: 900 }, forcedColors });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`)));
  return { page, errors, close: () => context.close() };
}

/** Whether the page scrolls sideways at its width. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

async function signIn(page: Page, locale: string) {
  await page.goto(`${h.origin}/${locale}/sign-in`);
  await page.locator('form.sign-in button[type="submit"]').click();
  await page.waitForURL(`**/${locale}/cart`);
}

const PAGES = ['products', 'product/daily-contact-lenses', 'cart', 'sign-in', 'direct-billing-vision-care-insurance', 'account/claims'];

describe('demo shop pages', () => {
  for (const [locale, width] of [['en-ca', 320], ['en-ca', 1440], ['fr-fr', 320], ['fr-ca', 1440], ['en-us', 1440]] as const) {
    it(`${locale} at ${width} px: every page is accessible, fits, and logs nothing`, async () => {
      const { page, errors, close } = await open(width);
      await signIn(page, locale);
      for (const path of ['', ...PAGES.map((p) => `${locale}/${p}`)]) {
        await page.goto(`${h.origin}/${path}`);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang'), path).toMatch(locale.startsWith('fr') && path ? /^fr/ : /^en/);
        expect(await axeViolations(page), path).toEqual([]);
        expect(await overflows(page), `${path} scrolls sideways at ${width} px`).toBe(false);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('checks out: the order page shows the number, then the cart starts again', async () => {
    const { page, errors, close } = await open(1024);
    await signIn(page, 'en-ca');
    const cartId = () => page.evaluate(async () => ((await (await fetch('/wcs/resources/store/10151/cart/cartItemDetails')).json()) as { cartId: string }).cartId);
    const before = await cartId();
    await page.locator('#checkout').click();
    await page.waitForURL('**/en-ca/order/*');
    await page.getByRole('heading', { name: 'Thank you for your order' }).waitFor();
    expect(await page.getByText(/Order number/).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await cartId()).not.toBe(before);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the language and country switch', () => {
  /** The cart as the page shows it: each line's quantity field (its id names the line) and what it holds. */
  const linesOf = (page: Page) => page.getByRole('spinbutton').evaluateAll((inputs) => inputs.map((i) => `${i.id}=${(i as HTMLInputElement).value}`));

  it('from the English cart, Français (France) by keyboard shows the same cart in French, and English (Canada) brings it back', async () => {
    const { page, errors, close } = await open(1024);
    await page.goto(`${h.origin}/en-ca/cart`);
    const lines = await linesOf(page);
    expect(lines.length).toBeGreaterThan(0);
    const shops = page.getByRole('navigation', { name: 'Language and country' });
    expect(await shops.getByRole('link', { name: 'English (Canada)' }).getAttribute('aria-current')).toBe('true');

    await press(page, shops.getByRole('link', { name: 'Français (France)' }));
    await page.waitForURL('**/fr-fr/cart');
    await page.getByRole('heading', { name: 'Votre panier' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    expect(await linesOf(page)).toEqual(lines);
    const frenchShops = page.getByRole('navigation', { name: 'Langue et pays' });
    expect(await frenchShops.getByRole('link', { name: 'Français (France)' }).getAttribute('aria-current')).toBe('true');
    expect(await frenchShops.getByRole('link', { name: 'English (Canada)' }).getAttribute('aria-current')).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    await press(page, frenchShops.getByRole('link', { name: 'English (Canada)' }));
    await page.waitForURL('**/en-ca/cart');
    await page.getByRole('heading', { name: 'Your cart' }).waitFor();
    expect(await linesOf(page)).toEqual(lines);
    expect(errors).toEqual([]);
    await close();
  });
});

/** Each shop button of the page by the words it shows, with whether a border of its own colour draws its four sides. */
const buttonEdges = (page: Page) =>
  page.locator('.shop-button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const style = getComputedStyle(button);
      const sides = ['Top', 'Right', 'Bottom', 'Left'].map((side) => ({
        style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
        width: parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        color: style.getPropertyValue(`border-${side.toLowerCase()}-color`),
      }));
      const drawn = sides.every((side) => side.style !== 'none' && side.width >= 1 && side.color !== style.backgroundColor && !/^rgba\(.*, 0\)$|transparent/.test(side.color));
      // Its words shown: a cart line's "Update" says its product to screen readers only.
      const shown = [...button.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
      return [shown, drawn] as const;
    }),
  );

describe('the demo shop’s buttons in forced colours (Windows high contrast)', () => {
  it('every shop button, and the link drawn as one, keeps a border forced colours paint, where a background alone left plain text', async () => {
    const { page, errors, close } = await open(1024, 'active');
    const seen = new Map<string, boolean>();
    const look = async (path: string) => {
      await page.goto(`${h.origin}/${path}`);
      await page.waitForLoadState('networkidle');
      for (const [name, drawn] of await buttonEdges(page)) seen.set(name, drawn);
    };
    await look('en-ca/sign-in');
    await signIn(page, 'en-ca');
    for (const path of ['en-ca/products', 'en-ca/product/daily-contact-lenses', 'en-ca/cart', 'en-ca/direct-billing-vision-care-insurance']) await look(path);
    await page.goto(`${h.origin}/en-ca/cart`);
    await page.locator('#checkout').click();
    await page.waitForURL('**/en-ca/order/*');
    for (const [name, drawn] of await buttonEdges(page)) seen.set(name, drawn);
    for (const name of ['Sign in', 'Continue as guest', 'Add to cart', 'Update', 'Proceed to checkout', 'Browse our products', 'Continue shopping']) {
      expect(seen.get(name), name).toBe(true);
    }
    expect([...seen].filter(([, drawn]) => !drawn)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('without forced colours the border of a filled button is transparent: it looks as before', async () => {
    const { page, errors, close } = await open(1024);
    await signIn(page, 'en-ca');
    const checkout = await page.locator('#checkout').evaluate((button) => {
      const style = getComputedStyle(button);
      return { color: style.borderTopColor, width: style.borderTopWidth };
    });
    expect(checkout).toEqual({ color: 'rgba(0, 0, 0, 0)', width: '2px' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the cart, by keyboard', () => {
  it('a quantity is changed with the keyboard; a bad one shows its message and keeps what was typed', async () => {
    const { page, errors, close } = await open(390);
    await page.goto(`${h.origin}/en-ca/cart`);
    const quantity = page.getByRole('spinbutton').first();
    const name = (await quantity.getAttribute('id')) ?? '';
    await quantity.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
    expect(await page.locator(`#${name}`).inputValue()).toBe('3');

    // A value the browser lets through but the shop refuses (the server checks, whatever the browser does).
    await page.locator(`#${name}`).evaluate((input: HTMLInputElement) => {
      input.removeAttribute('max');
      input.value = '250';
      input.form?.requestSubmit();
    });
    await page.waitForLoadState('networkidle');
    await page.getByRole('alert').first().waitFor();
    expect(await page.locator(`#${name}`).inputValue()).toBe('250');
    expect(await page.locator(`#${name}`).getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('the totals refresh without a reload when the widgets ask', async () => {
    const { page, close } = await open(1024);
    await page.goto(`${h.origin}/en-ca/cart`);
    await page.waitForLoadState('networkidle');
    const asked = page.waitForRequest((r) => r.url().endsWith('/en-ca/cart/totals'));
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('direct-billing:refresh-cart')));
    await asked;
    await close();
  });
});

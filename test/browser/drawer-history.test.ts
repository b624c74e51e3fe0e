// The browser's Back button and the drawer in real Chromium on the demo shop (spec 000 §2): Back closes the open drawer
// on the cart instead of leaving it, asking first when unsent changes call for it; any close leaves the shop's history
// as it was; a single-page host keeps its own state on every entry, and Back to another of its paths resets the flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { insurerChosen, PNG_BYTES, prescriptionRequired, visitorOfPage } from './claims.ts';
import { cartAfterSetup, drawer, INSURER_WAIT, shopPage, signInToCart } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const CART = '/en-ca/cart';
const BEFORE = '/en-ca/products';

const path = (page: Page): string => new URL(page.url()).pathname;

/** Marks the document, so that a later check can tell it is the same page, never reloaded. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as unknown as { kept: boolean }).kept = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);
const historyLength = (page: Page) => page.evaluate(() => history.length);

/** Signed in, on the cart, with the products page as the page before it. */
async function cartAfterProducts(page: Page): Promise<void> {
  await signInToCart(h, page);
  await page.goto(`${h.origin}${BEFORE}`);
  await page.goto(`${h.origin}${CART}`);
}

/** Opens the drawer from the cart's switch, on its intro; answers the history's length before it opened. */
async function openFromSwitch(page: Page): Promise<number> {
  await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
  const length = await historyLength(page);
  await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
  await drawer(page).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
  return length;
}

/** The unsaved-changes question (widgets/drawer/chrome.tsx CloseConfirm). */
const question = (page: Page) => page.getByRole('dialog', { name: 'Close for now?' });

describe('spec 000 §2: the browser’s Back button while the drawer is open', () => {
  it('spec 000 §2: Back closes the drawer instead of leaving the cart: the URL is the cart’s, the cart is still there, and the next Back leaves for the page before', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterProducts(page);
    await markDocument(page);
    const length = await openFromSwitch(page);
    // Opening added one entry, on the same URL.
    expect(await historyLength(page)).toBe(length + 1);
    expect(path(page)).toBe(CART);

    await page.goBack();
    await drawer(page).waitFor({ state: 'detached' });
    expect(path(page)).toBe(CART);
    expect(await sameDocument(page)).toBe(true);
    await page.locator('#cart-totals').waitFor();
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    // The cart's entry holds the page's own state again.
    expect(await page.evaluate(() => history.state as unknown)).toBeNull();

    // Forward onto the entry the drawer left ahead steps off it again: the drawer stays closed, the cart stays.
    await page.goForward();
    await expect.poll(() => page.evaluate(() => history.state as unknown)).toBeNull();
    expect(await drawer(page).count()).toBe(0);
    expect(path(page)).toBe(CART);
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await page.waitForURL(`**${BEFORE}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 000 §2: with files not yet uploaded on select-prescription (CLOSE_APP), Back asks; “Keep going” keeps the drawer open and Back asks again; “Close” closes it, and the next Back leaves for the page before', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    // The upload to storage is held, so the chosen file stays unsent while the test goes back.
    const held: Route[] = [];
    await page.route('**/storage/uploads/**', (route) => void held.push(route));
    await cartAfterSetup(h, page, async (p) => {
      await p.goto(`${h.origin}${BEFORE}`);
      await prescriptionRequired(h, await visitorOfPage(h, p));
    });
    await markDocument(page);
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    const d = drawer(page);
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor(INSURER_WAIT);
    await d.getByLabel('Add prescription files').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    await expect.poll(() => held.length, INSURER_WAIT).toBe(1);

    await page.goBack();
    await question(page).waitFor();
    expect(path(page)).toBe(CART);
    await question(page).getByRole('button', { name: 'Keep going' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(await d.getByRole('heading', { name: 'Upload your prescription' }).isVisible()).toBe(true);

    // Back works the same way again.
    await page.goBack();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Close', exact: true }).click();
    await d.waitFor({ state: 'detached' });
    expect(path(page)).toBe(CART);
    expect(await sameDocument(page)).toBe(true);
    // The entry the drawer added has gone: the cart's own entry is current again.
    await expect.poll(() => page.evaluate(() => history.state as unknown)).toBeNull();

    await page.goBack();
    await page.waitForURL(`**${BEFORE}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  const closes: [string, (page: Page) => Promise<unknown>][] = [
    ['its close button', (page) => drawer(page).getByRole('button', { name: 'Close', exact: true }).click()],
    ['Escape', (page) => page.keyboard.press('Escape')],
    ['the footer’s “Not now”', (page) => drawer(page).getByRole('button', { name: 'Not now' }).click()],
    ['directBilling.close()', (page) => page.evaluate(() => (window as unknown as { directBilling: { close(): void } }).directBilling.close())],
  ];

  it.each(closes)('spec 000 §2: opened then closed with %s, the drawer leaves the history as it was: one Back lands on the page before the cart', async (_, close) => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterProducts(page);
    const length = await openFromSwitch(page);
    await close(page);
    await drawer(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => history.state as unknown)).toBeNull();
    expect(path(page)).toBe(CART);

    // The one entry the drawer added, and no other.
    expect(await historyLength(page)).toBe(length + 1);

    await page.goBack();
    await page.waitForURL(`**${BEFORE}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 000 §2: a single-page host reads its own state on the drawer’s entry; Back on its path keeps what was typed, Back to another of its paths resets all state', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterSetup(h, page, async (p) => insurerChosen(h, await visitorOfPage(h, p)));
    // The cart as a single-page shop's router would leave it: the products page, then the cart, each with the router's
    // state, one document; the router hears every popstate and reads history.state.
    await page.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      history.replaceState({ route: 'products', idx: 0 }, '', '/en-ca/products');
      history.pushState({ route: 'cart', idx: 1 }, '', '/en-ca/cart');
      addEventListener('popstate', () => heard.push(history.state));
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
    const d = drawer(page);
    const member = d.getByRole('textbox', { name: 'Member ID' });
    const openMember = async () => {
      await page.getByRole('button', { name: 'Continue my claim' }).click();
      await d.getByRole('heading', { name: 'Check eligibility' }).waitFor(INSURER_WAIT);
    };

    await openMember();
    // The drawer's entry carries a copy of the router's state, with the same URL.
    expect(await page.evaluate(() => history.state as unknown)).toMatchObject({ route: 'cart', idx: 1 });
    expect(path(page)).toBe(CART);
    await member.fill('W1234567');

    // The member view asks on its footer's cancel only (CANCEL): Back puts the drawer away as its close button does.
    await page.goBack();
    await d.waitFor({ state: 'detached' });
    expect(await heard()).toEqual([{ route: 'cart', idx: 1 }]);
    await openMember();
    expect(await member.inputValue()).toBe('W1234567');

    // The shopper picks the products page from the Back button's list: the router shows it, the flow forgets.
    await page.evaluate(() => history.go(-2));
    await d.waitFor({ state: 'detached' });
    expect(path(page)).toBe(BEFORE);
    expect(await heard()).toEqual([{ route: 'cart', idx: 1 }, { route: 'products', idx: 0 }]);
    await openMember();
    expect(await member.inputValue()).toBe('');
    expect(await question(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

// The drawer's finish in real Chromium on the demo shop (issue 24, "Finish" and "Checkout"), at 360 × 740 on a phone and
// 1280 × 900: every view's main button in the viewport without scrolling and no text wider than its box; the
// prescription drop zone (its button, a drag and drop, the camera on a phone, the files listed with name, size and
// removal, no bare file input); the result dialog over an inert review, Tab kept in it, Escape ending the flow (the
// drawer closes, focus back on the page's switch); "Proceed to checkout" going to the shop's checkoutPath, or nowhere
// when the shop routes itself. Axe on every view; screenshots in /tmp/finish-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { PNG_BYTES } from './claims.ts';
import { completeFlow, drawer, expectNoAxe, mouse, signInToCart } from './flow.ts';
import { inViewport, layoutFaults } from './layout.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A page of the demo shop; a phone has a touch screen (its pointer is coarse) and a shop may set a configuration. */
async function open(width: number, height: number, phone: boolean, config: Record<string, string> = {}) {
  const page = await h.browser.newPage({ viewport: { width, height }, hasTouch: phone, isMobile: phone });
  const errors = collectErrors(page);
  await page.addInitScript((c) => Object.assign(window, { directBillingConfig: c }), config);
  await signInToCart(h, page);
  return { page, errors };
}

/** The element with focus, through shadow roots. */
const focusedIn = (page: Page, within: Locator) =>
  within.evaluate((container) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return !!active && container.contains(active);
  });

/** The views the walk checks, by heading, and what it saw on each: the main button in the viewport, no text overflowing. */
function viewChecks(page: Page, tag: string) {
  const d = drawer(page);
  const seen: string[] = [];
  return {
    seen,
    async onView(heading: string) {
      // The insurers view has no footer button: each insurer is the button that moves on, the first one in view.
      const choices = d.locator('.insurers .insurer');
      const main = (await choices.count()) > 0 ? choices.first() : d.locator('.footer .btn:not(.secondary)');
      expect(await main.count(), `${heading}: one main button`).toBe(1);
      expect(await inViewport(main), `${heading}: its main button in view without scrolling`).toBe(true);
      expect((await layoutFaults(d)).filter((f) => f.kind === 'text-wider-than-box'), heading).toEqual([]);
      await page.screenshot({ path: `/tmp/finish-${tag}-${seen.length}.png` });
      seen.push(heading);
    },
  };
}

/** A PNG dropped on the zone, as a drag from the desktop would: a drop event whose DataTransfer holds the file. */
async function dropFile(page: Page, zone: Locator, name: string): Promise<void> {
  const transfer = await page.evaluateHandle(({ bytes, name }) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
    return data;
  }, { bytes: [...PNG_BYTES], name });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** The drop zone on the upload view: drop a file, see it listed with its size and remove it; the bare input never shows. */
async function dropZone(page: Page, phone: boolean, tag: string): Promise<void> {
  const d = drawer(page);
  const zone = d.locator('.db-drop');
  const choose = d.getByText('Add prescription files', { exact: true });
  expect(await choose.isVisible()).toBe(true);
  // On a phone the camera is offered and dragging is not; on a desktop the other way round.
  expect(await d.getByText('Take a photo', { exact: true }).isVisible()).toBe(phone);
  expect(await d.getByText('Drag and drop your prescription files here, or').isVisible()).toBe(!phone);
  expect(await d.getByLabel('Take a photo').evaluate((input: HTMLInputElement) => [input.accept, input.getAttribute('capture')])).toEqual(['image/*', 'environment']);
  await dropFile(page, zone, 'dropped.png');
  const item = d.getByRole('listitem').filter({ hasText: 'dropped.png' });
  await item.getByRole('button', { name: 'Remove dropped.png' }).waitFor({ timeout: 30_000 });
  expect(await item.textContent()).toMatch(/dropped\.png20 bytes/);
  // The picker opened from the keyboard and dismissed with no file (headless Chromium dismisses it at once, firing the
  // input's bubbling `cancel`): the shopper stays on the upload, the file already given still listed.
  const input = d.getByLabel('Add prescription files');
  await input.evaluate((element) => element.addEventListener('cancel', () => element.setAttribute('data-dismissed', ''), { once: true }));
  await input.focus();
  await page.keyboard.press('Space');
  await d.locator('input[data-dismissed]').waitFor({ state: 'attached' });
  expect(await d.getByRole('heading', { name: 'Upload your prescription' }).isVisible()).toBe(true);
  expect(await item.isVisible()).toBe(true);
  // The inputs are invisible and take no press of their own, laid over their labels, which are the buttons: no "Choose
  // Files / No file chosen" after the upload.
  for (const input of await d.locator('input[type=file]').all()) {
    expect(await input.evaluate((e) => [getComputedStyle(e).opacity, getComputedStyle(e).pointerEvents])).toEqual(['0', 'none']);
  }
  await expectNoAxe(page, 'drop zone with a file');
  await page.screenshot({ path: `/tmp/finish-${tag}-dropzone.png` });
  await item.getByRole('button', { name: 'Remove dropped.png' }).click();
  await item.waitFor({ state: 'detached' });
}

/** The result dialog over the review: the review inert (no Submit to press), Tab kept in the dialog, axe clean. */
async function resultOverInertReview(page: Page, tag: string): Promise<Locator> {
  const result = page.getByRole('dialog', { name: 'Claim applied' });
  const submit = drawer(page).locator('.footer .btn:not(.secondary)');
  expect(await submit.evaluate((button) => !!button.closest('[inert]'))).toBe(true);
  // And it looks out of use, dimmed and grey, where the dialog's backdrop does not cover it.
  expect(await submit.evaluate((button) => [Number(getComputedStyle(button).opacity) < 1, getComputedStyle(button).filter])).toEqual([true, 'grayscale(1)']);
  // Nothing behind the dialog answers a pointer: what is under the Submit's centre is the dialog's backdrop, not it.
  expect(await submit.evaluate((button) => {
    const r = button.getBoundingClientRect();
    return (button.getRootNode() as ShadowRoot).elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === button;
  })).toBe(false);
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusedIn(page, result), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  await expectNoAxe(page, 'result over the review');
  await page.screenshot({ path: `/tmp/finish-${tag}-result.png` });
  return result;
}

describe('issue 24: the drawer’s finish', () => {
  it('at 360 × 740 on a phone: main buttons in view, the drop zone with the camera, an inert review behind the result, and checkout goes to the shop’s checkoutPath', async () => {
    const { page, errors } = await open(360, 740, true, { checkoutPath: '/en-ca/checkout' });
    const checks = viewChecks(page, 'phone');
    await completeFlow(page, mouse, {
      onView: async (heading) => {
        await checks.onView(heading);
        if (heading === 'Upload your prescription') await dropZone(page, true, 'phone');
      },
    });
    expect(checks.seen).toEqual(expect.arrayContaining(['Apply your vision insurance', 'Choose your insurer', 'Check eligibility', 'Upload your prescription', 'Review your claim']));
    const result = await resultOverInertReview(page, 'phone');
    expect(errors).toEqual([]);
    await result.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/en-ca/checkout');
    // The drawer's history entry gave way to the checkout: Back from there is the cart, once.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/en-ca/cart');
    await page.close();
  }, 180_000);

  it('at 1280 × 900: main buttons in view, the drop zone by drag and drop, the result over an inert review, Escape ends the flow and gives focus back to the page', async () => {
    const { page, errors } = await open(1280, 900, false);
    const checks = viewChecks(page, 'desktop');
    await completeFlow(page, mouse, {
      onView: async (heading) => {
        await checks.onView(heading);
        if (heading === 'Upload your prescription') await dropZone(page, false, 'desktop');
      },
    });
    const result = await resultOverInertReview(page, 'desktop');
    await page.keyboard.press('Escape');
    // The claim applied is the end of the flow (spec 000 §2 and §8): the drawer closes with its result, and focus goes
    // back to what opened it, the cart's switch.
    await result.waitFor({ state: 'detached' });
    await drawer(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => {
      let active: Element | null = document.activeElement;
      const widget = active?.getAttribute('data-direct-billing');
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return [widget, active?.getAttribute('role')];
    })).toEqual(['toggle', 'switch']);
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('a single-page shop that cancels direct-billing:checkout routes itself: the page hears the path while the drawer is open, then the drawer closes and leaves the shop\'s route as it is', async () => {
    const { page, errors } = await open(1280, 900, false);
    await page.evaluate(() => {
      const w = window as unknown as { heard: string[]; stayed: boolean };
      w.heard = [];
      w.stayed = true;
      window.addEventListener('direct-billing:checkout', (event) => {
        w.heard.push((event as CustomEvent<{ path: string }>).detail.path);
        event.preventDefault();
        // The router's own route to its checkout, as the README's router does.
        history.pushState({ routed: true }, '', '/en-ca/checkout-by-the-shop');
      });
    });
    await completeFlow(page, mouse, { axe: false });
    // The page hears the checkout while the drawer is still open, then its close (docs/page-api.md, checkout).
    await page.evaluate(() => window.directBilling!.on('drawer-close', () => (window as unknown as { heard: string[] }).heard.push('drawer-close')));
    await page.getByRole('dialog', { name: 'Claim applied' }).getByRole('button', { name: 'Proceed to checkout' }).click();
    await drawer(page).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => {
      const w = window as unknown as { heard: string[]; stayed: boolean };
      return { heard: w.heard, stayed: w.stayed };
    })).toEqual({ heard: ['/en-ca/cart', 'drawer-close'], stayed: true });
    // The drawer's close undoes none of the router's route: it stays on the shop's checkout, its entry the current one.
    expect(new URL(page.url()).pathname).toBe('/en-ca/checkout-by-the-shop');
    expect(await page.evaluate(() => (history.state as { routed?: boolean } | null)?.routed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});

// The demo shop's cart in real Chromium: toggle and call-to-action, sign-in, the lazily loaded
// drawer (no chunk for a signed-out visitor, no drawer chunk before the click), focus, isolation from
// host CSS, no console error, no axe violation.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { axeViolations, collectErrors, startHarness, type Harness } from './harness.ts';

/** The URLs of the drawer's chunks (its shell and every view), read from the build's manifest. */
function drawerChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync(new URL('../../dist.manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string; src?: string }>;
  return new Set(Object.values(manifest).filter((e) => e.src?.startsWith('widgets/drawer/')).map((e) => `/widgets/${e.file}`));
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function newPage(width = 1024) {
  const page = await h.browser.newPage({ viewport: { width, height: 800 } });
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (r: Request) => requests.push(new URL(r.url()).pathname));
  return { page, errors, requests };
}

/** What has focus, looking through shadow roots, and the widget whose mount holds it. */
function deepFocus(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    const widget = el?.getAttribute('data-direct-billing') ?? null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { text: el?.textContent?.trim() ?? '', widget, inDialog: Boolean(el?.closest('dialog')), outline: el ? getComputedStyle(el).outlineStyle : 'none' };
  });
}

/** Opens the drawer on its intro through the page API, as a shop's own "Learn more" link would. */
const openIntro = (page: Page) => page.evaluate(() => (window as unknown as { directBilling: { open(view: string): void } }).directBilling.open('intro'));

const cta = (page: Page) => page.locator('[data-direct-billing="cta"]');

describe('cart page', () => {
  it('signs in, opens the drawer as a dialog whose view is a chunk loaded only on open, Escape closes and focus returns', async () => {
    const { page, errors, requests } = await newPage();
    await page.goto(`${h.origin}/en-ca/cart`);
    await expect.poll(() => page.getByRole('switch', { name: 'Use insurance benefits' }).count()).toBe(1);
    // A signed-out visitor's page fetches no chunk but the loader's own words in the shop's language.
    await cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    await page.waitForLoadState('networkidle');
    const words = JSON.parse(readFileSync(new URL('../../dist.manifest.json', import.meta.url), 'utf8'))['strings/en/loader.ts'].file as string;
    expect(requests.filter((p) => p.includes('/chunks/')).map((p) => p.replace(/^.*\/chunks\//, 'chunks/'))).toEqual([words]);

    // The shop's own sign-in link: the call-to-action's prompt would open the drawer on the way back (drawer-routes.test.ts).
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/en-ca/sign-in?redirectUrl=*');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en-ca/cart');

    const apply = cta(page).getByRole('button', { name: 'Apply vision insurance' });
    await apply.waitFor();
    expect(page.getByRole('switch', { name: 'Use insurance benefits' })).toBeTruthy();
    // A signed-in visitor's page reads the record through a lazy chunk, but fetches no drawer chunk before the click.
    await page.waitForLoadState('networkidle');
    const drawer = drawerChunks();
    expect(drawer.size).toBeGreaterThan(1);
    expect(requests.filter((p) => drawer.has(p))).toEqual([]);

    await apply.click();
    const dialog = page.getByRole('dialog', { name: 'Vision insurance' });
    await dialog.waitFor();
    // Starting the flow opens the drawer on its loading view, which opens the intro when no claim is in progress (spec 001 §2).
    await dialog.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(requests.some((p) => /\/widgets\/chunks\/Drawer-[\w-]+\.js$/.test(p))).toBe(true);
    expect(requests.some((p) => /\/widgets\/chunks\/Entry-[\w-]+\.js$/.test(p))).toBe(true);
    expect(requests.some((p) => /\/widgets\/chunks\/Intro-[\w-]+\.js$/.test(p))).toBe(true);
    expect((await deepFocus(page)).inDialog).toBe(true);

    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the call-to-action that opened the drawer.
    expect(await deepFocus(page)).toMatchObject({ widget: 'cta', inDialog: false });

    // The host page keeps its own history methods and gains one global only.
    const host = await page.evaluate(() => ({
      pushState: history.pushState.toString().includes('[native code]'),
      replaceState: history.replaceState.toString().includes('[native code]'),
      symbols: Object.getOwnPropertySymbols(window).map(String),
      api: Object.isFrozen((window as unknown as { directBilling: object }).directBilling),
    }));
    expect(host).toEqual({ pushState: true, replaceState: true, symbols: [], api: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"Get started" leads from the drawer\'s intro, a chunk of its own, to the insurers', async () => {
    const { page, errors, requests } = await newPage();
    await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor();
    await openIntro(page);
    await page.getByRole('dialog', { name: 'Vision insurance' }).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(requests.some((p) => /\/widgets\/chunks\/Intro-[\w-]+\.js$/.test(p))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    expect(requests.some((p) => /\/widgets\/chunks\/Insurers-[\w-]+\.js$/.test(p))).toBe(true);
    // Each insurer is a button of its own, with room between them: none touches the next, so none is pressed for another.
    // The heading comes with the view, the list once the insurers have answered.
    await page.getByRole('list', { name: 'Insurers' }).getByRole('button').first().waitFor();
    const boxes = await page.getByRole('list', { name: 'Insurers' }).getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(1);
    for (const [i, box] of boxes.slice(1).entries()) expect(box.top - boxes[i]!.bottom).toBeGreaterThanOrEqual(8);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps host CSS out of the widgets and the widgets\' CSS out of the host', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${h.origin}/en-ca/cart?hostile-css`);
    const ours = cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' });
    await ours.waitFor();
    const style = (selector: string) =>
      page.evaluate((sel) => {
        const s = getComputedStyle(document.querySelector(sel) as Element);
        return { color: s.color, background: s.backgroundColor, font: s.fontFamily, size: s.fontSize };
      }, selector);
    const toggle = await page.getByRole('switch', { name: 'Use insurance benefits' }).evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor, font: s.fontFamily, size: s.fontSize, gap: s.columnGap };
    });
    expect(toggle.color).not.toBe('rgb(255, 0, 0)');
    expect(toggle.background).not.toBe('rgb(255, 255, 0)');
    // The font family alone is the shop's own, inherited through the mount element (issue 26, docs/appearance.md).
    expect(toggle.font).toMatch(/Comic/);
    expect(toggle.size).toBe('16px');
    // The page's 10 px root (html { font-size: 62.5% }) does not shrink the widgets' spacing: it is in em of their own 16 px.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px');
    expect(toggle.gap).toBe('12px');
    // The host's own rule still applies to the host's own button.
    expect((await style('#checkout')).color).toBe('rgb(255, 0, 0)');

    await page.goto(`${h.origin}/en-ca/cart`);
    await cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    expect(await style('#checkout')).toEqual({ color: 'rgb(255, 255, 255)', background: 'rgb(45, 42, 38)', font: 'Georgia, "Times New Roman", serif', size: '16px' });
    expect(errors).toEqual([]);
    await page.close();
  });

  // spec 001 §1: the shop's locale picks its French, of France (fr-fr) or of Quebec (fr-ca).
  it.each([
    ['fr-fr', 'Utiliser le tiers payant', 'Connectez-vous pour utiliser votre mutuelle'],
    ['fr-ca', 'Utiliser mes garanties', 'Connectez-vous pour utiliser votre assurance vision'],
  ])('speaks its French on /%s/cart', async (locale, toggle, signIn) => {
    const { page, errors } = await newPage();
    await page.goto(`${h.origin}/${locale}/cart`);
    await page.getByRole('switch', { name: toggle }).waitFor();
    await cta(page).getByRole('link', { name: signIn }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a 320 px wide phone with the drawer open', async () => {
    const { page, errors } = await newPage(320);
    await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).click();
    await page.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('keyboard only (focus into the drawer, Escape, focus back)', () => {
  it('reaches the call-to-action with Tab, opens the drawer with Enter, keeps Tab inside it, shows focus', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor();

    let focused = await deepFocus(page);
    for (let i = 0; i < 15 && focused.text !== 'Apply vision insurance'; i++) {
      await page.keyboard.press('Tab');
      focused = await deepFocus(page);
    }
    expect(focused.text).toBe('Apply vision insurance');
    expect(focused.outline).not.toBe('none');

    await page.keyboard.press('Enter');
    // The view's heading takes focus once the view has rendered it (widgets/drawer/focus.ts); Tab goes on from there.
    await expect.poll(async () => (await deepFocus(page)).text).toBe('Apply your vision insurance');
    for (let i = 0; i < 6; i++) {
      const focus = await deepFocus(page);
      expect(focus.inDialog, `after ${i} Tab presses, focus is on "${focus.text.slice(0, 60)}" (${focus.widget ?? 'no widget'})`).toBe(true);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await deepFocus(page)).toMatchObject({ widget: 'cta', inDialog: false });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('failures the shopper can read and recover from (faults injected with page.route)', () => {
  it('a shop that cannot say who the shopper is gives the retrieval message, announced, with "Try again"', async () => {
    const { page } = await newPage();
    let fail = true;
    await page.route('**/wcs/resources/store/*/person/@self*', (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
    await page.goto(`${h.origin}/en-ca/cart`);
    const alert = cta(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("We’re sorry. There was an issue retrieving insurance information. Please try again.");
    expect(await axeViolations(page)).toEqual([]);
    fail = false;
    await cta(page).getByRole('button', { name: 'Try again' }).click();
    await cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    await page.close();
  });

  it('a service that refuses the page flow sends the drawer to the error view, whose "Try again" opens the intro', async () => {
    const { page } = await newPage();
    let fail = true;
    // Routed before the first navigation, so no request can slip past it.
    await page.route('**/services/direct-billing/configurations?path=insurance-flow%2Fpage-flow*', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errorType: 'TECHNICAL_ERROR' }) }) : route.fallback(),
    );
    await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en-ca/cart');
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).click();
    await page.getByRole('heading', { name: "We’re experiencing some issues" }).waitFor();
    expect(await page.getByText('Your cart is unchanged.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    await page.close();
  });

  it('a service that refuses the claim record keeps the chosen insurer, says so, and "Try again" goes on', async () => {
    const { page, errors } = await newPage();
    let fail = true;
    await page.route('**/services/direct-billing/claim-records', (route) =>
      fail && route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errorType: 'TECHNICAL_ERROR' }) })
        : route.fallback(),
    );
    await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en-ca/cart');
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).click();
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('button', { name: 'Tamarack Eyecare Benefits' }).click();
    // The error takes focus on its Try again, which it describes (kit/Failure.tsx).
    await page.getByText('We couldn’t save your insurer.').waitFor();
    expect(await page.getByRole('button', { name: 'Tamarack Eyecare Benefits' }).getAttribute('aria-current')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Check eligibility' }).waitFor();
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await page.close();
  });
});

describe('the loader as an async module (README, "Embedding the widgets")', () => {
  it('runs before the page is parsed and still mounts the widgets the page parses after it', async () => {
    const { page, errors } = await newPage();
    // The cart page with a slow classic script at the top of its body: the parser waits for it, so the loader (async,
    // in the head) runs while the document is still loading and before any mount element exists.
    await page.route('**/en-ca/cart', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<body>', '<body><script src="/shop/slow.js"></script>');
      await route.fulfill({ response, body: html });
    });
    let loaderDone: () => void = () => undefined;
    const loaderLoaded = new Promise<void>((resolve) => (loaderDone = resolve));
    page.on('requestfinished', (r: Request) => r.url().endsWith('/widgets/embed.js') && loaderDone());
    await page.route('**/shop/slow.js', async (route) => {
      await loaderLoaded;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const seen = 'window.__seen = { api: typeof window.directBilling, state: document.readyState, mounts: document.querySelectorAll("[data-direct-billing]").length };';
      await route.fulfill({ contentType: 'text/javascript', body: seen });
    });
    await page.goto(`${h.origin}/en-ca/cart`);
    await expect.poll(() => page.getByRole('switch', { name: 'Use insurance benefits' }).count()).toBe(1);
    await cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __seen: unknown }).__seen)).toEqual({ api: 'object', state: 'loading', mounts: 0 });
    expect(errors).toEqual([]);
    await page.close();
  });
});

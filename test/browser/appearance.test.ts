// The widgets' appearance in real Chromium (issue 26): each brand's preset on the demo shop's cart (its brand switch),
// the shop's dark scheme when it opts in, and forced colours; the toggle, the call-to-action and the drawer's intro
// screenshotted at 360 and 1280 px, axe clean, and every text they draw at WCAG AA contrast on its background.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { BRANDS } from '../../src/domain/host/brand-codes.ts';
import { BRAND_APPEARANCE, DEFAULT_APPEARANCE } from '../../src/domain/appearance/presets.ts';
import { axeViolations, collectErrors, startHarness, type Harness } from './harness.ts';
import { textContrast } from './contrast.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const toggle = (page: Page) => page.locator('[data-direct-billing="toggle"]');
const cta = (page: Page) => page.locator('[data-direct-billing="cta"]');

/** A signed-in visitor's cart, in the brand's look, with the shop's window configuration when given. */
async function signedInCart(brand: string, width: number, appearance?: Record<string, string>, query: Record<string, string> = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await h.browser.newContext({ viewport: { width, height: 900 } });
  // The shop's own configuration object, as a page would write it before the loader (the CSP forbids inline scripts).
  if (appearance) await context.addInitScript((value) => Object.assign(window, { directBillingConfig: { appearance: value } }), appearance);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/en-ca/cart');
  const search = new URLSearchParams({ ...(brand === 'cle' ? {} : { brand }), ...query }).toString();
  await page.goto(`${h.origin}/en-ca/cart${search ? `?${search}` : ''}`);
  await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor();
  await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
  return { context, page, errors };
}

/** Opens the drawer on its intro, as a shop's "Learn more" link would. */
async function openIntro(page: Page) {
  await page.evaluate(() => (window as unknown as { directBilling: { open(view: string): void } }).directBilling.open('intro'));
  const dialog = page.getByRole('dialog', { name: 'Vision insurance' });
  await dialog.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
  return dialog;
}

/** A custom property of the theme, as the toggle's shadow root reads it. */
const variable = (page: Page, name: string) => toggle(page).evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);

/** The colours of the page's pixels in the box, as drawn (a screenshot read back in a blank page of its own), row by row. */
async function pixels(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<[number, number, number][]> {
  const shot = await page.screenshot({ clip });
  const blank = await page.context().newPage();
  const data = await blank.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data);
  }, shot.toString('base64'));
  await blank.close();
  const colours: [number, number, number][] = [];
  for (let i = 0; i < data.length; i += 4) colours.push([data[i]!, data[i + 1]!, data[i + 2]!]);
  return colours;
}

/** Screenshots the toggle, the call-to-action and the drawer's intro; checks axe and every text's contrast on each screen. */
async function shoot(page: Page, name: string) {
  await toggle(page).screenshot({ path: `/tmp/look-${name}-toggle.png` });
  await cta(page).screenshot({ path: `/tmp/look-${name}-cta.png` });
  const cart = await textContrast(page);
  expect(cart.checked).toBeGreaterThan(3);
  expect(cart.failures).toEqual([]);
  const dialog = await openIntro(page);
  await dialog.screenshot({ path: `/tmp/look-${name}-drawer.png` });
  const drawer = await textContrast(page);
  expect(drawer.checked).toBeGreaterThan(cart.checked);
  expect(drawer.failures).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

describe('issue 26: each brand\'s preset on the demo shop\'s brand switch', () => {
  it.each(BRANDS.flatMap((brand) => [360, 1280].map((width) => [brand, width] as const)))('%s at %i px: its own primary and corners, axe clean, every text at AA', async (brand, width) => {
    const { context, page, errors } = await signedInCart(brand, width);
    const preset = { ...DEFAULT_APPEARANCE, ...BRAND_APPEARANCE[brand] };
    expect(await variable(page, '--db-accent')).toBe(preset.colorPrimary);
    expect(await variable(page, '--db-radius')).toBe(preset.borderRadius);
    // The shop's own font (the demo's Georgia), inherited through the mount element, not the system's.
    const font = await page.getByRole('switch', { name: 'Use insurance benefits' }).evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toMatch(/^Georgia/);
    await shoot(page, `${brand}-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a look of its own is fetched only by a shop that has one, and drawn from the widgets\' first frame', () => {
  it.each([
    ['the default brand without an appearance: the base sheet\'s look, and no theme fetched', 'cle', DEFAULT_APPEARANCE.colorPrimary, 0],
    ['a brand with a preset: its look from the first frame the toggle draws, its theme fetched once', 'vde', BRAND_APPEARANCE.vde.colorPrimary, 1],
  ] as const)('%s', async (_, brand, accent, fetched) => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    // Before every frame from the page's start: the accent of the toggle's root as soon as it has anything to draw.
    await page.addInitScript(() => {
      const accents: string[] = [];
      Object.assign(window, { accents });
      const frame = () => {
        const mount = document.querySelector('[data-direct-billing="toggle"]');
        const root = mount?.shadowRoot ?? mount?.firstElementChild?.shadowRoot;
        if (root?.querySelector('.root')) accents.push(getComputedStyle(root.host).getPropertyValue('--db-accent').trim());
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(`${h.origin}/en-ca/cart${brand === 'cle' ? '' : `?brand=${brand}`}`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await page.waitForFunction(() => (window as unknown as { accents: string[] }).accents.length > 0);
    const accents = await page.evaluate(() => (window as unknown as { accents: string[] }).accents);
    expect(new Set(accents)).toEqual(new Set([accent]));
    expect(scripts.filter((path) => path.includes('/chunks/theme-'))).toHaveLength(fetched);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a look whose code does not arrive', () => {
  it('leaves the widgets in the default look, mounted all the same, and says so once on the console', async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const lines: string[] = [];
    page.on('console', (message) => void (message.text().startsWith('[direct-billing]') && lines.push(message.text())));
    await page.route('**/chunks/theme-*.js', (route) => route.abort());
    await page.goto(`${h.origin}/en-ca/cart?brand=vde`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    expect(await variable(page, '--db-accent')).toBe(DEFAULT_APPEARANCE.colorPrimary);
    expect(lines).toEqual(["[direct-billing] could not load the shop's appearance; the default look is used"]);
    await page.close();
  });

  it('spec 000 §9: held past the shop\'s chunkTimeoutMs, leaves the widgets in the default look, mounted and ready', async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const lines: string[] = [];
    page.on('console', (message) => void (message.text().startsWith('[direct-billing]') && lines.push(message.text())));
    await page.addInitScript(() => {
      (window as unknown as { directBillingConfig: object }).directBillingConfig = { chunkTimeoutMs: 1500 };
      window.addEventListener('direct-billing:ready', () => Object.assign(window, { ready: true }));
    });
    // The look's code never comes.
    await page.route('**/chunks/theme-*.js', () => undefined);
    await page.goto(`${h.origin}/en-ca/cart?brand=vde`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    expect(await variable(page, '--db-accent')).toBe(DEFAULT_APPEARANCE.colorPrimary);
    await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
    expect(lines).toEqual(["[direct-billing] could not load the shop's appearance; the default look is used"]);
    await page.close();
  });
});

describe('issue 26: the dark scheme, when the shop opts in', () => {
  it.each([
    ['auto (the demo\'s ?scheme=auto, data-appearance on its script tag), with a dark system setting: dark', undefined, { scheme: 'auto' }, 'dark', true],
    ['dark (the window object), with a light system setting: dark', { colorScheme: 'dark' }, {}, 'light', true],
    ['no appearance (light by default), with a dark system setting: light', undefined, {}, 'dark', false],
  ] as const)('%s', async (_, appearance, query, system, dark) => {
    const { context, page, errors } = await signedInCart('nua', 1280, appearance, query);
    await page.emulateMedia({ colorScheme: system });
    const surface = await cta(page).locator('.cta').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(surface === 'rgb(31, 31, 36)').toBe(dark);
    await shoot(page, `dark-${appearance?.colorScheme ?? Object.values(query)[0] ?? 'none'}-${system}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('dark, nothing a widget draws leaves its mount element: the host\'s elements around the toggle keep their borders, the call-to-action\'s corners stay round', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => Object.assign(window, { directBillingConfig: { appearance: { colorScheme: 'dark' } } }));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${h.origin}/en-ca/cart`);
    await toggle(page).getByText('Sign in to use your insurance benefits on this order.').waitFor();
    await cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    // A page that reserves nothing and spaces nothing: its own bordered elements right before and right after the toggle.
    const box = await page.evaluate(() => {
      const mount = document.querySelector<HTMLElement>('[data-direct-billing="toggle"]')!;
      mount.style.minHeight = '0';
      mount.parentElement!.style.gap = '0';
      const bordered = () => {
        const element = document.createElement('div');
        element.style.cssText = 'border:4px solid rgb(255,0,0);height:24px;background:rgb(255,255,255)';
        return element;
      };
      mount.before(bordered());
      mount.after(bordered());
      const { x, y, width, height } = mount.getBoundingClientRect();
      return { x, y, width, height };
    });
    const red = ([r, g, b]: [number, number, number]) => r > 230 && g < 30 && b < 30;
    const surface = ([r, g, b]: [number, number, number]) => r === 31 && g === 31 && b === 36;
    const after = await pixels(page, { x: box.x, y: box.y + box.height, width: box.width, height: 4 });
    expect(after.filter((colour) => !red(colour)).length, 'pixels of the top border of the element after the toggle drawn over').toBe(0);
    const before = await pixels(page, { x: box.x, y: box.y - 4, width: box.width, height: 4 });
    expect(before.filter((colour) => !red(colour)).length, 'pixels of the bottom border of the element before the toggle drawn over').toBe(0);
    const sides = [...(await pixels(page, { x: box.x - 8, y: box.y, width: 8, height: box.height })), ...(await pixels(page, { x: box.x + box.width, y: box.y, width: 8, height: box.height }))];
    expect(sides.filter(surface).length, 'dark surface pixels beside the toggle\'s box').toBe(0);
    // The card's top left corner, outside its rounded border: the page's own background, not the dark surface.
    const corner = await cta(page).locator('.cta').evaluate((card) => ({ x: card.getBoundingClientRect().x, y: card.getBoundingClientRect().y }));
    expect((await pixels(page, { x: corner.x, y: corner.y, width: 1, height: 1 })).filter(surface).length, 'dark surface pixels at the card\'s corner').toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shop colour short of AA is drawn corrected and told once on the console', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => Object.assign(window, { directBillingConfig: { appearance: { colorPrimary: '#99aabb' } } }));
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && m.text().includes('appearance')) warnings.push(m.text());
    });
    await page.goto(`${h.origin}/en-ca/cart`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await cta(page).getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    expect(warnings).toHaveLength(1);
    const used = /using (#[0-9a-f]{6})$/.exec(warnings[0] ?? '')?.[1];
    expect(warnings[0]).toMatch(/^\[direct-billing\] appearance: "colorPrimary" #99aabb on #ffffff has contrast 2\.\d:1; using #[0-9a-f]{6}$/);
    expect(await variable(page, '--db-accent')).toBe(used);
    expect((await textContrast(page)).failures).toEqual([]);
    await context.close();
  });
});

describe('the shopper’s default text size: a browser set to 24 px (Page.setFontSizes)', () => {
  /** A signed-in cart in a browser whose default text is 24 px, on the page the query asks for, with the shop's configuration. */
  async function largeTextCart(query = '', appearance?: Record<string, string>) {
    const context = await h.browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (appearance) await context.addInitScript((value) => Object.assign(window, { directBillingConfig: { appearance: value } }), appearance);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The setting a shopper who sees poorly makes in the browser's settings, before any page loads.
    await (await context.newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: 24, fixed: 20 } });
    await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en-ca/cart');
    await page.goto(`${h.origin}/en-ca/cart${query}`);
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor();
    return { context, page, errors };
  }
  const size = (target: Locator) => target.evaluate((element) => getComputedStyle(element).fontSize);

  it('the toggle, the call-to-action and the drawer grow with it, as the shop’s text does: 24 px text, headings and small print in proportion', async () => {
    const { context, page, errors } = await largeTextCart();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('24px');
    expect(await size(page.getByRole('switch', { name: 'Use insurance benefits' }))).toBe('24px');
    expect(await size(cta(page).getByRole('button', { name: 'Apply vision insurance' }))).toBe('24px');
    const dialog = await openIntro(page);
    expect(await size(dialog.getByRole('heading', { name: 'Apply your vision insurance' }))).toBe('30px');
    expect(await size(dialog.getByText('Enter your insurance policy information.'))).toBe('24px');
    await dialog.getByRole('button', { name: 'Get started' }).click();
    await dialog.getByRole('button', { name: 'Quillfeather Vision Plan' }).click();
    const birth = dialog.getByRole('textbox', { name: /^Date of birth/ });
    expect(await size(birth)).toBe('24px');
    // The field's hint, small print in em of the text: 15 px of 16 px, 22.5 px of 24 px.
    const hint = await birth.evaluate((field) => {
      const id = field.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
      const element = (field.getRootNode() as ShadowRoot).getElementById(id);
      return element && { text: element.textContent, size: getComputedStyle(element).fontSize };
    });
    expect(hint?.size, `the hint "${hint?.text}"`).toBe('22.5px');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page whose root is 10 px (html { font-size: 62.5% }) does not shrink them: still the shopper’s 24 px', async () => {
    const { context, page, errors } = await largeTextCart('?hostile-css');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('15px');
    expect(await size(page.getByRole('switch', { name: 'Use insurance benefits' }))).toBe('24px');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a brand’s preset follows it too; a shop’s own fontSizeBase is still its own', async () => {
    for (const [query, appearance, shown] of [
      ['?brand=vde', undefined, '24px'],
      ['', { fontSizeBase: '18px' }, '18px'],
    ] as const) {
      const { context, page, errors } = await largeTextCart(query, appearance);
      expect(await size(page.getByRole('switch', { name: 'Use insurance benefits' })), query || JSON.stringify(appearance)).toBe(shown);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

describe('issue 26: forced colours keep every state and focus visible', () => {
  it('the switch\'s state, the primary button and the keyboard focus show in system colours', async () => {
    const { context, page, errors } = await signedInCart('vde', 1280);
    // Reduced motion: the track's colour would otherwise be read mid-transition.
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    const track = () => page.getByRole('switch', { name: 'Use insurance benefits' }).evaluate((el) => {
      const s = getComputedStyle(el.querySelector('.track')!);
      const t = getComputedStyle(el.querySelector('.thumb')!);
      return { track: s.backgroundColor, thumb: t.backgroundColor, checked: el.getAttribute('aria-checked') };
    });
    const off = await track();
    expect(off.track).not.toBe(off.thumb);
    // The on state, as the switch draws it, against the off state: marked by a system colour, not the brand's.
    const on = await page.getByRole('switch', { name: 'Use insurance benefits' }).evaluate((el) => {
      el.setAttribute('aria-checked', 'true');
      const s = getComputedStyle(el.querySelector('.track')!).backgroundColor;
      el.setAttribute('aria-checked', 'false');
      return s;
    });
    expect(on).not.toBe(off.track);
    const apply = cta(page).getByRole('button', { name: 'Apply vision insurance' });
    const button = await apply.evaluate((el) => ({ fill: getComputedStyle(el).backgroundColor, ink: getComputedStyle(el).color }));
    expect(button.fill).not.toBe(button.ink);
    await apply.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await apply.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: getComputedStyle(el).outlineWidth }));
    expect(ring).toEqual({ style: 'solid', width: '3px' });
    await shoot(page, 'forced');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a disabled switch (signed out) reads as disabled in the system\'s GrayText, not by our muted colour alone', async () => {
    const page = await h.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    await page.goto(`${h.origin}/en-ca/cart`);
    const toggleSwitch = page.getByRole('switch', { name: 'Use insurance benefits' });
    await toggleSwitch.waitFor();
    expect(await toggleSwitch.getAttribute('aria-disabled')).toBe('true');
    const { label, gray, border } = await toggleSwitch.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.setProperty('color', 'GrayText');
      document.body.append(probe);
      const gray = getComputedStyle(probe).color;
      probe.remove();
      return { label: getComputedStyle(el).color, gray, border: getComputedStyle(el.querySelector('.track')!).borderTopColor };
    });
    expect(label).toBe(gray);
    expect(border).toBe(gray);
    await page.close();
  });
});

// Code of the drawer that does not come, in real Chromium on the demo shop: held past the shop's chunk timeout, or failing
// outright. A view gives way to the error view (spec 000 §9 "Script chunk load timeout", §2 "A global error state"), whose
// Try again fetches the view's code again, under another URL, and shows the view; the drawer's own code gives way to a
// notice over the page, whose Try again does the same for the drawer.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { readyToClaim, visitorOfPage } from './claims.ts';
import { cartAfterSetup, drawer, expectNoAxe, INSURER_WAIT, press, shopPage } from './flow.ts';

const manifest = JSON.parse(readFileSync(new URL('../../dist.manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
/** The path of a module's chunk, as the demo shop serves it. */
const chunkPath = (src: string): string => `/widgets/${manifest[src]?.file ?? `${src} is not a chunk`}`;
/** The path of the chunk a module's chunk imports statically whose name starts so (the drawer's group, `drawer-`). */
const importedPath = (src: string, name: string): string => {
  const file = (manifest[src]?.imports ?? []).map((key) => manifest[key]?.file ?? '').find((path) => path.startsWith(`chunks/${name}`));
  return `/widgets/${file ?? `${src} imports no ${name} chunk`}`;
};

/** The shop's shorter wait for a view's code, set on the window object before the loader reads it. */
const TIMEOUT_MS = 2000;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * A signed-in shopper's cart, the record as the setup left it; the page sets the chunk timeout on
 * window.directBillingConfig when one is given.
 */
async function cart(timeoutMs?: number, setup?: (page: Page) => Promise<unknown>) {
  const { page, errors } = await shopPage(h, 1280, 800);
  if (timeoutMs) {
    await page.addInitScript((ms) => {
      (window as unknown as { directBillingConfig: object }).directBillingConfig = { chunkTimeoutMs: ms };
    }, timeoutMs);
  }
  await cartAfterSetup(h, page, setup);
  return { page, errors };
}

/** Every request for a script of the widgets, path and query, in order. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/widgets/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** Routes the first fetch of a chunk (its URL without a query) to `first`; a fetch again, under another URL, goes through. */
const onFirstTry = (page: Page, path: string, first: (route: Route) => unknown) =>
  page.route(`**${path}*`, (route) => (new URL(route.request().url()).search ? route.continue() : void first(route)));

/** Opens the drawer on its intro through the page API, as a shop's own "Learn more" link would. */
const openIntro = (page: Page) => page.evaluate(() => (window as unknown as { directBilling: { open(view: string): void } }).directBilling.open('intro'));

/** Whether the locator's element has focus, looking through the widgets' shadow roots. */
const hasFocus = (locator: Locator) =>
  locator.evaluate((element) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });

/** The error view: its heading, which takes focus as every view's does and says the error, no alert saying it again. */
async function expectErrorView(d: Locator): Promise<void> {
  const heading = d.getByRole('heading', { name: "We’re experiencing some issues" });
  await heading.waitFor();
  expect(await d.getByText('Your cart is unchanged. Please try again in a moment.').isVisible()).toBe(true);
  await expect.poll(() => hasFocus(heading)).toBe(true);
  expect(await d.getByRole('alert').count()).toBe(0);
}

describe('a drawer view whose code does not come (spec 000 §9, §2)', () => {
  it('spec 000 §9: a view held past the shop\'s chunkTimeoutMs shows the skeleton, then the error view; Try again fetches it again and shows it', async () => {
    const { page, errors } = await cart(TIMEOUT_MS);
    const intro = chunkPath('widgets/drawer/entry/Intro.tsx');
    const requests = scriptRequests(page);
    // The first fetch of the intro's code never gets an answer; a fetch under another URL goes through.
    const held: Route[] = [];
    await onFirstTry(page, intro, (route) => held.push(route));

    await openIntro(page);
    const d = drawer(page);
    await d.getByRole('status').getByText('Loading…').waitFor();
    await expectErrorView(d);
    expect(held).toHaveLength(1);

    // By keyboard alone, as a shopper without a mouse would.
    await press(page, d.getByRole('button', { name: 'Try again' }));
    const heading = d.getByRole('heading', { name: 'Apply your vision insurance' });
    await heading.waitFor();
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(requests.filter((path) => path.startsWith(intro))).toEqual([intro, `${intro}?retry=1`]);

    // The first answer, once it comes, changes nothing: the view works on, and Get started leads to the insurers.
    await held[0]?.continue();
    await d.getByRole('button', { name: 'Get started' }).click();
    await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 000 §2: a view whose code fails to load shows the error view without waiting out the timeout; Try again fetches only that code again', async () => {
    // The spec's 120 s: the error view comes long before it would end. Every fetch of the insurers' code fails until the
    // test lets it through: the one ahead, while the intro is shown, and the press's.
    const { page, errors } = await cart();
    const insurers = chunkPath('widgets/drawer/insurer/Insurers.tsx');
    const requests = scriptRequests(page);
    let refusing = true;
    await page.route(`**${insurers}*`, (route) => (refusing ? route.abort('failed') : route.continue()));
    const aheadFailed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === insurers);

    await openIntro(page);
    const d = drawer(page);
    // The fetch ahead failed first: the press does not take its failure for its own, it fetches again, which fails too.
    await aheadFailed;
    await d.getByRole('button', { name: 'Get started' }).click();
    await expectErrorView(d);
    expect(requests.filter((path) => path.startsWith(insurers))).toEqual([insurers, `${insurers}?retry=1`]);

    refusing = false;
    await d.getByRole('button', { name: 'Try again' }).click();
    await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    await d.getByRole('progressbar', { name: 'Step 1 of 6' }).waitFor();
    // Only the view's own code is fetched under another URL; what it shares with the drawer is fetched, once, by its own.
    expect(requests.filter((path) => path.includes('?'))).toEqual([`${insurers}?retry=1`, `${insurers}?retry=2`]);
    const paths = requests.map((path) => path.replace(/\?.*$/, ''));
    expect(paths.filter((path, index) => path !== insurers && paths.indexOf(path) !== index)).toEqual([]);
    // Chromium reports the refused fetch itself; nothing else reaches the console.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });

  it('spec 000 §2: a view pressed for while its fetch ahead is on its way, which is then refused: the press fetches it again and shows it, never the error view', async () => {
    const { page, errors } = await cart();
    const insurers = chunkPath('widgets/drawer/insurer/Insurers.tsx');
    const requests = scriptRequests(page);
    const held: Route[] = [];
    await onFirstTry(page, insurers, (route) => held.push(route));

    await openIntro(page);
    const d = drawer(page);
    // The intro's fetch ahead of the insurers' code is on its way, held, as the shopper presses Get started.
    await expect.poll(() => held.length).toBe(1);
    await d.getByRole('button', { name: 'Get started' }).click();
    await d.getByRole('status').getByText('Loading…').waitFor();
    await held[0]?.abort('failed');

    await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    expect(await d.getByRole('heading', { name: "We’re experiencing some issues" }).count()).toBe(0);
    expect(requests.filter((path) => path.startsWith(insurers))).toEqual([insurers, `${insurers}?retry=1`]);
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });

  it('spec 000 §2: the review, fetched again, shares the claim with what it fetches later: its submit ends on the result dialog', async () => {
    const { page, errors } = await cart(undefined, async (p) => readyToClaim(h, await visitorOfPage(h, p)));
    const review = chunkPath('widgets/drawer/submit/Review.tsx');
    const requests = scriptRequests(page);
    await onFirstTry(page, review, (route) => route.abort('failed'));

    await page.getByRole('button', { name: 'Continue my claim' }).click();
    const d = drawer(page);
    await expectErrorView(d);
    await d.getByRole('button', { name: 'Try again' }).click();
    await d.getByRole('heading', { name: 'Review your claim' }).waitFor();
    await d.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await d.getByRole('button', { name: 'Submit claim' }).click();
    // The result dialog is fetched after the review and reads the submit's outcome: the one the review's copy wrote.
    await page.getByRole('dialog', { name: 'Claim applied' }).waitFor(INSURER_WAIT);
    expect(requests.filter((path) => path.startsWith(review))).toEqual([review, `${review}?retry=1`]);
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });
});

describe('the drawer whose own code does not come (spec 000 §9)', () => {
  it('spec 000 §9: its code held past the shop\'s chunkTimeoutMs: a notice over the cart says so; Try again, by keyboard, fetches it again and opens the drawer', async () => {
    const { page, errors } = await cart(TIMEOUT_MS);
    const shell = chunkPath('widgets/drawer/Drawer.tsx');
    const requests = scriptRequests(page);
    const held: Route[] = [];
    await onFirstTry(page, shell, (route) => held.push(route));

    await page.getByRole('button', { name: 'Apply vision insurance' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Vision insurance could not load. Check your connection, then try again.' });
    await notice.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expectNoAxe(page, 'the notice of a drawer that did not load');

    await press(page, notice.getByRole('button', { name: 'Try again' }));
    const d = drawer(page);
    await d.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(requests.filter((path) => path.startsWith(shell))).toEqual([shell, `${shell}?retry=1`]);
    await held[0]?.continue();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 000 §9: its code refused outright: the notice comes at once; Dismiss lets it go, and the call-to-action opens the drawer', async () => {
    // The spec's 120 s: the notice comes long before it would end.
    const { page, errors } = await cart();
    const shell = chunkPath('widgets/drawer/Drawer.tsx');
    await onFirstTry(page, shell, (route) => route.abort('failed'));

    const apply = page.getByRole('button', { name: 'Apply vision insurance' });
    await apply.click();
    const notice = page.getByRole('alert').filter({ hasText: 'could not load' });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    expect(await notice.count()).toBe(0);
    await expect.poll(() => hasFocus(apply)).toBe(true);
    await apply.click();
    await drawer(page).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });
});

describe('the drawer whose code needs a file that failed (the browser keeps a failed module for the page\'s life)', () => {
  it('spec 000 §9: a file the drawer imports refused once: the notice offers to reload the page, which Try again could not do, and one console line says why; reloaded, the drawer opens', async () => {
    const { page, errors } = await cart();
    const shell = chunkPath('widgets/drawer/Drawer.tsx');
    const group = importedPath('widgets/drawer/Drawer.tsx', 'drawer-');
    const requests = scriptRequests(page);
    let refused = 0;
    await page.route(`**${group}*`, (route) => (refused++ === 0 ? route.abort('failed') : route.continue()));

    const apply = page.getByRole('button', { name: 'Apply vision insurance' });
    await apply.click();
    const notice = page.getByRole('alert').filter({ hasText: 'Vision insurance could not load. Reload the page to try again.' });
    await notice.waitFor();
    expect(await notice.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await expectNoAxe(page, 'the notice of a drawer only a reload brings');
    const said = () => errors.filter((error) => !error.includes('net::ERR_FAILED'));
    expect(said()).toEqual([expect.stringMatching(/^console: \[direct-billing\] chunks\/Drawer-\S+\.js did not load: a file it imports failed earlier on this page, and browsers keep that failure until a reload/)]);
    // The page's own button, or the call-to-action again, cannot bring it either: the notice says the same, fetching nothing.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await openIntro(page);
    await notice.waitFor();
    expect(requests.filter((path) => path.startsWith(shell))).toEqual([shell]);
    expect(said()).toHaveLength(1);

    await notice.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await apply.click();
    await drawer(page).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(refused).toBe(2);
    await page.close();
  });
});

describe('the widgets\' origin unreachable as the drawer opens (spec 000 §9)', () => {
  it('spec 000 §9: every chunk refused: the notice offers Try again, and once the origin answers, Try again opens the drawer: nothing the drawer imports was fetched, and failed, beside its own file', async () => {
    const { page, errors } = await cart();
    const apply = page.getByRole('button', { name: 'Apply vision insurance' });
    await apply.waitFor();
    let offline = true;
    await page.route('**/widgets/chunks/**', (route) => (offline ? route.abort('failed') : route.continue()));
    await apply.click();
    const notice = page.getByRole('alert').filter({ hasText: 'Vision insurance could not load. Check your connection, then try again.' });
    await notice.waitFor();
    offline = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await drawer(page).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });
});

describe('a drawer view whose code needs a file that failed (the browser keeps a failed module for the page\'s life)', () => {
  it('spec 000 §2: a file the insurers view imports refused once: the error view offers to reload the page, which Try again could not do, and one console line says why; reloaded, the view shows', async () => {
    const { page, errors } = await cart();
    const group = importedPath('widgets/drawer/insurer/Insurers.tsx', 'claim-form-');
    let refused = 0;
    await page.route(`**${group}*`, (route) => (refused++ === 0 ? route.abort('failed') : route.continue()));

    await openIntro(page);
    const d = drawer(page);
    await d.getByRole('button', { name: 'Get started' }).click();
    const heading = d.getByRole('heading', { name: "We’re experiencing some issues" });
    await heading.waitFor();
    expect(await d.getByText('Vision insurance could not load. Reload the page to try again.').isVisible()).toBe(true);
    await expect.poll(() => hasFocus(heading)).toBe(true);
    expect(await d.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    const said = () => errors.filter((error) => !error.includes('net::ERR_FAILED'));
    expect(said()).toEqual([expect.stringMatching(/^console: \[direct-billing\] chunks\/Insurers-\S+\.js did not load: a file it imports failed earlier on this page/)]);
    await expectNoAxe(page, 'the error view of a view only a reload brings');

    await d.getByRole('button', { name: 'Reload the page' }).click();
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await openIntro(page);
    await drawer(page).getByRole('button', { name: 'Get started' }).click();
    await drawer(page).getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    expect(refused).toBe(2);
    expect(said()).toHaveLength(1);
    await page.close();
  });
});

describe('the toggle\'s and the call-to-action\'s words that do not come (spec 000 §9)', () => {
  /** A cart page whose English loader words are refused as `refuse` says, each try under its own URL. */
  async function cartWithWords(refuse: (search: string) => boolean) {
    const { page, errors } = await shopPage(h, 1280, 800);
    await page.addInitScript(() => window.addEventListener('direct-billing:ready', (event) => Object.assign(window, { ready: (event as CustomEvent<{ widgets: string[] }>).detail.widgets })));
    const words = chunkPath('strings/en/loader.ts');
    const requests = scriptRequests(page);
    await page.route(`**${words}*`, (route) => (refuse(new URL(route.request().url()).search) ? route.abort('failed') : route.continue()));
    await page.goto(`${h.origin}/en-ca/cart`);
    const ready = () => page.waitForFunction(() => (window as unknown as { ready?: string[] }).ready).then((handle) => handle.jsonValue() as Promise<string[]>);
    return { page, errors, words, requests, ready };
  }

  it('spec 000 §9: refused once, they are fetched again under another URL and the widgets show with their words', async () => {
    const { page, errors, words, requests, ready } = await cartWithWords((search) => search === '');
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    expect(await ready()).toContain('toggleWidget');
    expect(requests.filter((path) => path.startsWith(words))).toEqual([words, `${words}?retry=1`]);
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await page.close();
  });

  it('spec 000 §9: refused twice, no widget is shown rather than controls without a name; the page hears ready and one console line says why; a later render or open asks for them again', async () => {
    let refusing = true;
    const { page, errors, words, requests, ready } = await cartWithWords(() => refusing);
    const said = () => errors.filter((error) => !error.includes('net::ERR_FAILED'));
    // The line names its cause: the refused fetch of the words' chunk.
    const NOT_SHOWN = expect.stringMatching(/^console: \[direct-billing\] could not load the widgets' words; the widgets are not shown \(Failed to fetch dynamically imported module: \S+strings-en-loader-\S+\)$/);
    expect(await ready()).toEqual([]);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Apply vision insurance' }).count()).toBe(0);
    expect(said()).toEqual([NOT_SHOWN]);

    // The page renders a toggle of its own later: the words are asked for again, under URLs of their own; still refused,
    // nothing shows and the console says so again.
    const render = () =>
      page.evaluate(() => {
        const element = document.createElement('div');
        document.querySelector('main')!.prepend(element);
        return (window as unknown as { directBilling: { render(widget: string, element: HTMLElement): boolean } }).directBilling.render('toggleWidget', element);
      });
    expect(await render()).toBe(true);
    await expect.poll(said).toEqual([NOT_SHOWN, NOT_SHOWN]);
    expect(await page.getByRole('switch').count()).toBe(0);
    // The page's own button opens the drawer: the words are asked for first, and without them no drawer opens.
    const open = () => page.evaluate(() => (window as unknown as { directBilling: { open(view: string): void } }).directBilling.open('intro'));
    await open();
    await expect.poll(said).toEqual([NOT_SHOWN, NOT_SHOWN, NOT_SHOWN]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Once they come, the next render shows the switch with its name, and open opens the drawer.
    refusing = false;
    expect(await render()).toBe(true);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await open();
    await page.getByRole('dialog', { name: 'Vision insurance' }).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(requests.filter((path) => path.startsWith(words))).toEqual([words, ...[1, 2, 3, 4, 5, 6].map((n) => `${words}?retry=${n}`)]);
    expect(said()).toEqual([NOT_SHOWN, NOT_SHOWN, NOT_SHOWN]);
    await page.close();
  });
});

describe('the signed-in toggle and call-to-action whose code does not come (spec 000 §9, spec 001 §8)', () => {
  it.each([
    ['refused', undefined, (route: Route) => route.abort('failed')],
    ['held past the shop\'s chunkTimeoutMs', TIMEOUT_MS, () => undefined],
  ] as const)('%s: the switch stays off and disabled, and both say why in the init error\'s words', async (_name, timeoutMs, answer) => {
    // The signed-in code is held from the first load of the cart on.
    const live = ['widgets/toggle/ToggleLive.tsx', 'widgets/cta/CtaLive.tsx'];
    const { page, errors } = await cart(timeoutMs, (p) => Promise.all(live.map((src) => p.route(`**${chunkPath(src)}*`, answer))));
    const words = "We’re sorry. There was an issue retrieving insurance information. Please try again.";
    const toggle = page.getByRole('switch', { name: 'Use insurance benefits' });
    await page.getByRole('alert').filter({ hasText: words }).first().waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: words }).count()).toBe(2);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await toggle.getAttribute('aria-disabled')).toBe('true');
    expect(await toggle.evaluate((element) => element.getAttribute('aria-describedby') && element.getRootNode() instanceof ShadowRoot && (element.getRootNode() as ShadowRoot).getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(words);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await expectNoAxe(page, 'the toggle and the call-to-action without their signed-in code');
    // One line for each: which widget, that its code did not load and why, what the page must serve.
    const said = errors.filter((error) => !error.includes('net::ERR_FAILED'));
    const line = (widget: string) => expect.stringMatching(new RegExp(`^console: \\[direct-billing\\] ${widget} did not load its code \\((TypeError: Failed to fetch dynamically imported module: \\S+/chunks/(Toggle|Cta)Live-\\S+\\.js|Error: no answer in ${TIMEOUT_MS} ms)\\): serve the widgets' chunks/ to this page`));
    expect(said).toHaveLength(2);
    expect(said).toEqual(expect.arrayContaining([line('toggleWidget'), line('ctaWidget')]));
    await page.close();
  });
});


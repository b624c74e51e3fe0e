// The README's quick start as an engineer varies it on a page of their own (another origin than the sandbox's): the
// loader's tag made async, as docs/embedding.md advises, while the page's configuration waits on its own import; a
// mistyped API key; a misspelt apiBaseUrl; the README's France change; the page's own removeBenefits() and
// addBenefits() on an accepted claim; the links the widgets build to the page's site. Each either just works as
// docs/page-api.md says or is named in the console by its cause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { completeFlow, drawer, ENGLISH_FLOW, mouse } from './flow.ts';
import { ownPage, quickStart, quickStartChanged, quickStartSnippet, serveOwnPages, type OwnPage } from './own-page.ts';

let h: Harness;
let own: OwnPage;
let snippet: string;

/** The configuration keys naming the pages of the shop's site the widgets link to, as the README's quick start sets them. */
const LINKED_KEYS = ['signInPath', 'termsPath', 'privacyPath'] as const;

/** The path the quick start's configuration gives a key, or null when it gives none (the widgets then link the spec's). */
const configured = (html: string, key: string): string | null => new RegExp(`\\b${key}: '([^']+)'`).exec(html)?.[1] ?? null;

beforeAll(async () => {
  h = await startHarness();
  const html = quickStartSnippet().replaceAll('http://127.0.0.1:3000', h.origin);
  const loader = `<script type="module" src="${h.origin}/widgets/embed.js"></script>`;
  expect(html).toContain(loader);
  const variant = (from: string, to: string) => {
    expect(html).toContain(from);
    return ownPage('en', html.replace(from, to));
  };
  snippet = html;
  // The page's own site: a page at each path the quick start configures, as the engineer's site has them.
  const sitePages = LINKED_KEYS.map((key) => configured(html, key)).filter((path) => path !== null).map((path) => [path, ownPage('en', `<h1>${path}</h1>`)] as const);
  own = await serveOwnPages(new Map([
    ...sitePages,
    // The README's "signed out" change: the widgets hear the shop's anonymous visitor.
    ['/signed-out', variant('actions: demoShop({', 'actions: demoShop({ signedIn: () => false,')],
    ['/classic-loader', variant(loader, loader.replace('<script type="module" ', '<script '))],
    ['/async', variant(loader, loader.replace('<script type="module"', '<script type="module" async'))],
    ['/mistyped-key', variant("apiKey: 'sandbox-public-key'", "apiKey: 'pk_test_mistyped'")],
    ['/cart', ownPage('en', html)],
    ['/misspelt-base', variant(`apiBaseUrl: '${h.origin}/services/direct-billing'`, `apiBaseUrl: '${h.origin}/services/direct-biling'`)],
    // The README's France change, as its item writes it.
    ['/france', ownPage('fr', quickStartChanged(html, 'France'))],
  ]));
});
afterAll(async () => {
  await own?.close();
  await h?.close();
});

/** A fresh shopper's page (a context of its own: its own demo shopper), its console errors collected. */
async function openPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await h.browser.newContext();
  const page = await context.newPage();
  return { page, errors: collectErrors(page), close: () => context.close() };
}

/** The console lines the widgets wrote for the engineer. */
const ours = (errors: string[]) => errors.filter((line) => line.includes('[direct-billing]'));

describe('the quick start on a page of one\'s own, as an engineer varies it', () => {
  it('an async loader that runs before the page\'s configuration is set waits for it, and the widgets mount', async () => {
    const { page, errors, close } = await openPage();
    // Who reads the page's configuration before the page sets it: the loader, if it ran first.
    await page.addInitScript(() => {
      const w = window as unknown as { configSeen: string[] };
      w.configSeen = [];
      let value: unknown;
      Object.defineProperty(window, 'directBillingConfig', {
        configurable: true,
        get: () => (w.configSeen.push(value === undefined ? 'read before set' : 'read'), value),
        set: (next: unknown) => (w.configSeen.push('set'), (value = next)),
      });
    });
    // The page's configuration imports the demo shop module, which comes late (a slow network): the async loader,
    // already there, runs first. The delay makes that order; the test waits on what the page shows.
    await page.route(`${h.origin}/sandbox/demo-shop.js`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${own.origin}/async`);
    await page.getByRole('switch', { name: ENGLISH_FLOW.toggle }).waitFor();
    const seen = await page.evaluate(() => (window as unknown as { configSeen: string[] }).configSeen);
    expect(seen[0]).toBe('read before set');
    expect(seen.slice(seen.indexOf('set'))).toContain('read');
    expect(errors).toEqual([]);
    await close();
  });

  it('the README\'s France change, made as it says, gives the French shop\'s demo shopper the switch and the card\'s offer, with no console error', async () => {
    const { page, errors, close } = await openPage();
    await page.goto(`${own.origin}/france`);
    const toggle = page.getByRole('switch', { name: 'Utiliser le tiers payant' });
    await toggle.and(page.locator('[aria-disabled="false"]')).waitFor();
    await page.locator('[data-direct-billing="cta"]').getByRole('button', { name: 'Utiliser ma mutuelle' }).waitFor();
    expect(await page.evaluate(() => window.directBilling!.diagnose().config)).toMatchObject({ locale: 'fr-fr', currency: 'EUR', country: 'FR' });
    expect(errors).toEqual([]);
    await close();
  });

  it('on an accepted claim, the page\'s own removeBenefits() then addBenefits() takes insurance off and puts it back, as the toggle would', async () => {
    const { page, errors, close } = await openPage();
    await page.goto(`${own.origin}/cart`);
    const words = { ...ENGLISH_FLOW, frame: /^Round frame/, framePrice: /^Round frame\s?: \$139\.00$/ };
    await completeFlow(page, mouse, { words, memberId: 'DEMO1234', axe: false });
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('switch', { name: ENGLISH_FLOW.toggle });
    const on = () => page.evaluate(async () => (await window.directBilling!.requestInsuranceData())?.on);
    await expect.poll(on).toBe(true);
    await page.evaluate(() => window.directBilling!.removeBenefits());
    await expect.poll(on).toBe(false);
    await toggle.and(page.locator('[aria-checked="false"]')).waitFor();
    await page.evaluate(() => window.directBilling!.addBenefits());
    await expect.poll(on).toBe(true);
    await toggle.and(page.locator('[aria-checked="true"]')).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  // Once the sandbox forgot the shopper, the demo module answers the page's next read (the session's or the cart's) with
  // the shop's ended session, and the read after that with a new shopper. Which read comes first is the page's: a tab's
  // return reads the cart and the claim again (its service call, refused, reads the session), the shop's cart change
  // reads the cart, and the browser may send either first. Whichever it is, the shopper is told the session ended, once,
  // and the page never goes on as the new shopper.
  const FIRST_READS = [
    { name: 'a return to the tab', read: () => window.dispatchEvent(new Event('focus')) },
    { name: 'the shop telling of a cart change', read: () => void window.directBilling!.cartChanged() },
    { name: 'both at once', read: () => (window.dispatchEvent(new Event('focus')), void window.directBilling!.cartChanged()) },
  ];
  it.each(FIRST_READS)('the sandbox forgets the demo shopper while the page is open (a restart, or its reset), and $name reads first: the widgets say the session ended', async ({ read }) => {
    const { page, errors, close } = await openPage();
    // The console's error lines with the address they are about: a failed load names the resource there.
    const failedLoads: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && failedLoads.push(`${message.text()} ${message.location().url}`)));
    await page.goto(`${own.origin}/cart`);
    const toggle = page.getByRole('switch', { name: ENGLISH_FLOW.toggle });
    await toggle.and(page.locator('[aria-disabled="false"]')).waitFor();
    // Heard in the page itself, so what the test reads is all the page heard by then.
    await page.evaluate(() => {
      const w = window as unknown as { expiredHeard: string[] };
      w.expiredHeard = [];
      window.directBilling!.on('session-expired', ({ key }) => void w.expiredHeard.push(key));
    });
    expect((await fetch(`${h.origin}/sandbox/reset`, { method: 'POST' })).status).toBe(200);
    await page.evaluate(read);
    const cta = page.locator('[data-direct-billing="cta"]');
    await cta.getByText('Your session has ended. Sign in again to use your insurance benefits.').waitFor();
    await toggle.and(page.locator('[aria-disabled="true"]')).waitFor();
    // The other read, and another return of the tab, after: a page whose session ended reads no shopper back in.
    await page.evaluate(() => (window.dispatchEvent(new Event('focus')), window.directBilling!.cartChanged()));
    // The drawer, opened by the page, says so too.
    await page.evaluate(() => window.directBilling!.open('intro'));
    await page.getByRole('dialog').getByRole('heading', { name: 'Your session has ended' }).waitFor();
    await cta.getByText('Your session has ended. Sign in again to use your insurance benefits.').waitFor();
    expect(await page.evaluate(() => (window as unknown as { expiredHeard: string[] }).expiredHeard)).toEqual(['ERR_COOKIE_EXPIRED']);
    expect(ours(errors)).toEqual([]);
    // The demo module's check of the shopper it had succeeds and says they are forgotten: no red line of its own.
    expect(failedLoads.filter((line) => line.includes('/sandbox/demo/'))).toEqual([]);
    await close();
  });

  it('the widgets\' links to the shop\'s site go to the page\'s own pages: the sign-in prompt, the review\'s terms and privacy policy', async () => {
    const paths = Object.fromEntries(LINKED_KEYS.map((key) => [key, configured(snippet, key)]));
    expect(paths, 'the README\'s quick start sets the pages its links go to').toEqual({ signInPath: expect.any(String), termsPath: expect.any(String), privacyPath: expect.any(String) });
    /** The link's path, once it answers on the page's own site (not the spec's /en-ca/… paths, a 404 there). */
    const target = async (page: Page, href: string | null) => {
      const { pathname } = new URL(href ?? '', own.origin);
      expect((await page.request.get(`${own.origin}${pathname}`)).status(), pathname).toBe(200);
      return pathname;
    };
    const signedOut = await openPage();
    await signedOut.page.goto(`${own.origin}/signed-out`);
    const signIn = signedOut.page.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).first();
    expect(await target(signedOut.page, await signIn.getAttribute('href'))).toBe(paths.signInPath);
    expect(signedOut.errors).toEqual([]);
    await signedOut.close();

    const { page, errors, close } = await openPage();
    await page.goto(`${own.origin}/cart`);
    const words = { ...ENGLISH_FLOW, frame: /^Round frame/, framePrice: /^Round frame\s?: \$139\.00$/ };
    await completeFlow(page, mouse, { words, memberId: 'DEMO1234', axe: false, stopAt: ENGLISH_FLOW.review });
    const review = drawer(page);
    expect(await target(page, await review.getByRole('link', { name: /^Terms and conditions/ }).getAttribute('href'))).toBe(paths.termsPath);
    expect(await target(page, await review.getByRole('link', { name: /^Privacy policy/ }).getAttribute('href'))).toBe(paths.privacyPath);
    expect(errors).toEqual([]);
    await close();
  });

  it('an order placed the quick start\'s way starts the next cart afresh: orderPlaced() gives it a new id, and the card offers insurance again', async () => {
    const { page, errors, close } = await openPage();
    await page.goto(`${own.origin}/cart`);
    const words = { ...ENGLISH_FLOW, frame: /^Round frame/, framePrice: /^Round frame\s?: \$139\.00$/ };
    await completeFlow(page, mouse, { words, memberId: 'DEMO1234', axe: false });
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Your insurance is applied' }).waitFor();
    const cartIdOf = () => page.evaluate(() => sessionStorage.getItem('my-cart-id'));
    const ordered = await cartIdOf();
    // The page's own order confirmation, as the README's snippet says to call it.
    await page.evaluate(() => (window as unknown as { orderPlaced: () => Promise<void> }).orderPlaced());
    expect(await cartIdOf()).not.toBe(ordered);
    // The next cart is a new one: the card offers insurance, never the order's claim again (applied, or cancelled).
    await page.getByRole('button', { name: 'Apply vision insurance' }).waitFor();
    expect(await page.getByRole('heading', { name: /Your insurance is applied|Your claim was cancelled/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('the loader\'s tag without type="module" gets only the browser\'s own error, which the README names beside its snippet', async () => {
    const { page, errors, close } = await openPage();
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await page.goto(`${own.origin}/classic-loader`);
    await expect.poll(() => thrown).toContainEqual(expect.stringContaining("Cannot use 'import.meta' outside a module"));
    expect(ours(errors)).toEqual([]);
    // The README says so in words beside the snippet, not only in its code: the engineer who dropped the attribute finds it.
    const words = quickStart().replace(/```[\s\S]*?```/g, '');
    expect(words).toContain('type="module"');
    expect(words).toContain("Cannot use 'import.meta' outside a module");
    await close();
  });

  it('a mistyped API key is named once, on the refused auth token', async () => {
    const { page, errors, close } = await openPage();
    await page.goto(`${own.origin}/mistyped-key`);
    const fix = 'the service refused the API key: check data-api-key (apiKey) for this environment (docs/delivery.md#diagnose)';
    await expect.poll(() => ours(errors)).toContain(`console: [direct-billing] service call POST auth/token answered 401: ${fix}`);
    const diagnosis = await page.evaluate(() => window.directBilling!.diagnose());
    expect(diagnosis.reachability.service).toContainEqual(expect.objectContaining({ call: 'POST auth/token', status: 401, fix }));
    expect(ours(errors).filter((line) => line.includes('API key'))).toHaveLength(1);
    await close();
  });

  it('the fixes\' words refused once (the widgets\' origin unreachable): the line is said at once without its fix, and the next failure fetches them again and says it with its fix', async () => {
    const { page, errors, close } = await openPage();
    const fixesChunks: string[] = [];
    await page.route('**/widgets/chunks/fixes-*', (route) => {
      const url = new URL(route.request().url());
      fixesChunks.push(url.search);
      return url.search ? route.continue() : route.abort('failed');
    });
    await page.goto(`${own.origin}/misspelt-base`);
    const call = 'console: [direct-billing] service call POST auth/token answered 404';
    await expect.poll(() => ours(errors)).toContain(`${call} (its documented fix did not load: the next failure tries again)`);
    // The page asks again: the fixes come under another URL, and the line comes with its fix.
    await page.evaluate(() => window.directBilling!.login());
    await expect.poll(() => ours(errors)).toContain(`${call}: no direct-billing service answers at apiBaseUrl: check data-api-base-url (docs/delivery.md#diagnose)`);
    expect(fixesChunks).toEqual(['', '?retry=1']);
    expect(ours(errors).filter((line) => line.startsWith(call))).toHaveLength(2);
    await close();
  });

  it('signed out, on a page that spaces nothing: the switch keeps its own space above the call-to-action that follows, its hint 1em clear of the card', async () => {
    const { page, errors, close } = await openPage();
    await page.goto(`${own.origin}/signed-out`);
    const hint = page.getByText('Sign in to use your insurance benefits on this order.');
    const card = page.getByRole('region', { name: 'Have vision insurance?' });
    await card.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
    const [hintBottom, cardTop, em] = await Promise.all([
      hint.evaluate((element) => element.getBoundingClientRect().bottom),
      card.evaluate((element) => element.getBoundingClientRect().top),
      hint.evaluate((element) => parseFloat(getComputedStyle(element.parentElement ?? element).fontSize)),
    ]);
    expect(cardTop - hintBottom, 'the space between the hint and the card').toBeGreaterThanOrEqual(em);
    expect(errors).toEqual([]);
    await close();
  });

  it('a misspelt apiBaseUrl is told as no service there, not as a network or CORS failure', async () => {
    const { page, errors, close } = await openPage();
    await page.goto(`${own.origin}/misspelt-base`);
    await expect.poll(() => ours(errors).some((line) => line.includes('answered 404: no direct-billing service answers at apiBaseUrl'))).toBe(true);
    expect(ours(errors).filter((line) => line.includes('got no answer'))).toEqual([]);
    await close();
  });
});

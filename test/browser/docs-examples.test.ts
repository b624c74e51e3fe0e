// Every code example of the README and docs/*.md runs (issue 26: "every example in README and docs/ runs in a test"; no
// stale sentence). The fenced blocks are collected from the documents themselves, and a block no row below runs fails
// the first test, so an example cannot be added without being run. Each row runs its block as the docs tell an engineer
// to use it, against the built widgets and the sandbox: HTML on a page of the shop's own, served from another origin
// than the sandbox's (its server answers its pages and passes the shop's /wcs calls and sign-in to the sandbox, as a
// shop's own server answers them); page scripts on such a page, checked for what the docs say happens (the view opened,
// the event heard, the call made); configuration objects through the loader's own schema (src/host/config.ts); CSS by
// its effect on the mount elements; TypeScript compiled against the shipped dist/direct-billing.d.ts; shell commands
// checked to be real (npm scripts of package.json, environment variables the sandbox reads) and the sandbox's curl
// calls run against it. Blocks another test runs are declared in ELSEWHERE, which names that test.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { validate } from 'superstruct';
import pkg from '../../package.json' with { type: 'json' };
import { CONFIG_KEYS, readConfig } from '../../src/host/config.ts';
import { HOST_EVENT_NAMES } from '../../src/host/events.ts';
import { BRANDS } from '../../src/domain/host/brand-codes.ts';
import { BRAND_APPEARANCE, DEFAULT_APPEARANCE } from '../../src/domain/appearance/presets.ts';
import { DRAWER_TARGETS } from '../../signals/drawer/drawer.ts';
import { WIDGET_NAMES } from '../../widgets/mount.tsx';
import { Person, UserContext } from '../../src/contract/host/host.ts';
import { Cart } from '../../src/contract/claim/cart.ts';
import { SANDBOX_API_KEY, STORE_ID } from '../../sandbox/pages.ts';
import { SESSION_COOKIE } from '../../sandbox/shop.ts';
import type { ShopSession } from '../../sandbox/state.ts';
import { acceptedClaim } from './claims.ts';
import { productBySlug } from '../../sandbox/pages/catalogue.ts';
import { allBlocks, blocksOf, commandsOf, read, ROOT, type Block } from './docs-blocks.ts';
import { startHarness, type Harness } from './harness.ts';

const run = promisify(execFile);

/** The README's length, so its first screen stays the integration (issue 26). */
const README_MAX_LINES = 200;

/** Shell blocks: their commands are checked, and the sandbox's curl calls run (`shell` below). */
const SHELL = new Set(['sh', 'bash', 'shell', 'console']);

/** Blocks another test runs: that test must exist and read the document. */
const ELSEWHERE: { doc: string; lang: (lang: string) => boolean; has: string; by: string; what: string }[] = [
  { doc: 'README.md', lang: (lang) => lang === 'html', has: 'demo-shop.js', by: 'test/browser/quick-start.test.ts', what: 'the quick start, followed literally on a page of another origin to an accepted claim' },
  { doc: 'README.md', lang: (lang) => lang === 'text', has: 'Content-Security-Policy', by: 'test/browser/own-page-csp.test.ts', what: 'the quick start under the policy, its configuration moved to a file: the flow to the prescription\'s preview with no violation' },
  // The npm package's examples (React components, loadDirectBilling) run in the sample app that installs the packed package.
  { doc: 'docs/npm-package.md', lang: (lang) => !SHELL.has(lang), has: '', by: 'test/browser/npm-package.test.ts', what: 'the npm package\'s examples, as the sample app (test/package/sample-app) that installs the packed package' },
];

let h: Harness;
let shop: { origin: string; pages: Map<string, string>; close(): Promise<void> };

/**
 * The shop's own server, on another origin than the sandbox's (`localhost`, another port: another site too): it serves
 * the pages a test gives it and passes every other request (the shop's /wcs calls, its sign-in) to the sandbox, as a
 * shop's own server answers them.
 */
async function startShop(sandbox: string): Promise<typeof shop> {
  const target = new URL(sandbox);
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page);
      return;
    }
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { origin, pages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

beforeAll(async () => {
  h = await startHarness();
  shop = await startShop(h.origin);
  expect(new URL(shop.origin).host).not.toBe(new URL(h.origin).host);
});
afterAll(async () => {
  await shop?.close();
  await h?.close();
});

/** The loader's tag, from the sandbox, for a page whose example is its mount elements or its configuration object. */
const loaderTag = () =>
  `<script type="module" src="${h.origin}/widgets/embed.js" data-store-id="${STORE_ID}" data-api-key="${SANDBOX_API_KEY}" data-api-base-url="${h.origin}/services/direct-billing"></script>`;

/** A page of the shop's own with the example in it. */
const html = (head: string, body: string, lang = 'en') =>
  `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>My shop</title>\n${head}\n</head>\n<body><main><h1>My shop</h1>\n${body}\n</main></body></html>\n`;

interface Opened {
  page: Page;
  /** Every console line, as `type: text`. */
  logs: string[];
  /** Uncaught errors of the page. */
  errors: string[];
  /** The paths the page requested. */
  requests: string[];
}

let pageCount = 0;

/** Serves the page on the shop's origin and opens it; signs the demo shopper in first when asked. */
async function open(body: string, options: { width?: number; signedIn?: boolean; dark?: boolean; path?: string; setup?: (visitor: ShopSession) => Promise<void> } = {}): Promise<Opened> {
  const path = options.path ?? `/example-${++pageCount}`;
  shop.pages.set(path, body);
  const page = await h.browser.newPage({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.dark ? 'dark' : 'light' });
  const logs: string[] = [];
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  if (options.signedIn) {
    const answer = await page.request.post(`${shop.origin}/en-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/en-ca/cart' }, maxRedirects: 0 });
    expect(answer.status(), 'the demo sign-in, through the shop\'s server').toBe(303);
    const cookie = (await page.context().cookies(shop.origin)).find((c) => c.name === SESSION_COOKIE);
    const visitor = cookie && h.state.sessions.get(cookie.value);
    if (!visitor) throw new Error('the sign-in left no demo-shop session');
    await options.setup?.(visitor);
  }
  await page.goto(`${shop.origin}${path}`);
  return { page, logs, errors, requests };
}

/** Waits for the loader's `direct-billing:ready` (the page records it from its first script). */
const READY_PROBE = "<script>addEventListener('direct-billing:ready', function (e) { window.readyWidgets = e.detail.widgets; });</script>";
const ready = (page: Page) => page.waitForFunction(() => Array.isArray((window as unknown as { readyWidgets?: unknown }).readyWidgets));

/** The `[direct-billing]` lines the widgets wrote: a wrong argument, a refused configuration, a failed call. */
const widgetLines = (logs: string[]) => logs.filter((line) => line.includes('[direct-billing]'));

/** Runs a configuration example in Node with a window of its own, and reads its `directBillingConfig` with the loader's own schema. */
function configOf(code: string, globals: Record<string, unknown> = {}) {
  const window: Record<string, unknown> = {};
  new Function('window', ...Object.keys(globals), code)(window, ...Object.values(globals));
  return { given: window.directBillingConfig, read: readConfig(window.directBillingConfig, {}, shop.origin) };
}

/** A block's text with the documentation's placeholder hosts replaced by the sandbox. */
const onSandbox = (code: string) =>
  code
    // A CDN serves dist/ at its root (docs/serving.md); the sandbox serves it under /widgets/.
    .replaceAll('https://widgets.example/', `${h.origin}/widgets/`)
    .replaceAll('https://api.example', h.origin)
    .replaceAll('YOUR-PUBLIC-KEY', SANDBOX_API_KEY);

/** A row: the blocks it runs (by document, language and a text each holds) and how. */
interface Example {
  doc: string;
  blocks: { lang: string; has: string }[];
  what: string;
  run(blocks: Block[]): Promise<void>;
}

const EXAMPLES: Example[] = [
  {
    doc: 'docs/embedding.md',
    blocks: [{ lang: 'html', has: 'embed.js' }, { lang: 'html', has: 'data-direct-billing="drawer"' }],
    what: 'the loader\'s tag and the three mount elements, as written and with its locale in Quebec French: the switch and the card mount, the drawer opens in its element',
    async run([tag, mounts]) {
      const languages = [
        { locale: 'en-ca', lang: 'en', toggle: 'Use insurance benefits', drawer: 'Vision insurance', intro: 'Apply your vision insurance' },
        { locale: 'fr-ca', lang: 'fr', toggle: 'Utiliser mes garanties', drawer: 'Assurance vision', intro: 'Utilisez votre assurance vision' },
      ];
      expect(tag!.code).toContain('data-locale="en-ca"');
      for (const words of languages) {
        const loader = onSandbox(tag!.code).replace('data-locale="en-ca"', `data-locale="${words.locale}"`);
        const { page, logs, errors } = await open(html(`${READY_PROBE}\n${loader}`, mounts!.code, words.lang));
        await ready(page);
        expect(await page.evaluate(() => (window as unknown as { readyWidgets: string[] }).readyWidgets)).toEqual(expect.arrayContaining(['toggleWidget', 'ctaWidget']));
        await page.locator('[data-direct-billing="toggle"]').getByRole('switch', { name: words.toggle }).waitFor();
        await page.locator('[data-direct-billing="cta"]').getByRole('heading').first().waitFor();
        await page.evaluate(() => window.directBilling!.open('intro'));
        // "optional: where the drawer lives": it opens inside the page's element, none is added to <body>.
        const drawer = page.locator('[data-direct-billing="drawer"]').getByRole('dialog', { name: words.drawer });
        await drawer.getByRole('heading', { name: words.intro }).waitFor();
        expect(await page.locator('[data-direct-billing="drawer"]').count()).toBe(1);
        expect(widgetLines(logs)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  },
  {
    doc: 'docs/embedding.md',
    blocks: [{ lang: 'js', has: 'actions:' }],
    what: 'an actions module: every shop call goes through it, nothing is sent to /wcs, its answers pass the shop\'s schemas',
    async run([block]) {
      const customer = { userId: '7001', registerType: 'R', firstName: 'Alex', lastName: 'Martin', email1: 'alex.martin@example.com', phone1: '5145550100' };
      const session = { activityToken: { activityId: 'a-1' }, isPartiallyAuthenticated: false };
      const cart = {
        cartId: 'my-cart-1', orderSubtotal: { amount: 139 }, shippingCosts: { amount: 0 },
        products: [{ id: 'l1', productIdentifier: 'FRAME-001', name: 'Round frame', productType: 'FRAME', quantity: 1, unitPrice: { amount: 139 } }],
      };
      // The answers the docs describe ("answering what the /wcs call would") pass the schemas the loader checks them with.
      expect(validate(customer, Person)[0]).toBeUndefined();
      expect(validate(session, UserContext)[0]).toBeUndefined();
      expect(validate(cart, Cart)[0]).toBeUndefined();
      const myShop = { customer: async () => customer, session: async () => session, cart: async () => cart };
      const config = configOf(block!.code, { myShop });
      expect(config.read).toMatchObject({ ok: true, warnings: [] });

      const shopModule = `<script>window.asked = []; window.myShop = {
        customer: async function () { asked.push('customer'); return ${JSON.stringify(customer)}; },
        session: async function () { asked.push('session'); return ${JSON.stringify(session)}; },
        cart: async function () { asked.push('cart'); return ${JSON.stringify(cart)}; } };</script>`;
      const { page, logs, errors, requests } = await open(html(`${READY_PROBE}\n${shopModule}\n<script>${block!.code}</script>\n${loaderTag()}`, '<div data-direct-billing="toggle"></div>'));
      await ready(page);
      await page.waitForFunction(() => (window as unknown as { asked: string[] }).asked.includes('customer'));
      const diagnosis = await page.evaluate(() => window.directBilling!.diagnose());
      expect(diagnosis.shopCalls).toBe('actions');
      expect(diagnosis.config?.actions).toEqual(expect.arrayContaining(['person', 'userContext', 'cart']));
      expect(requests.filter((path) => path.startsWith('/wcs/'))).toEqual([]);
      expect(widgetLines(logs).filter((line) => /shop call|actions/.test(line))).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'docs/appearance.md',
    blocks: [{ lang: 'js', has: 'appearance:' }],
    what: 'the appearance object: the loader\'s schema takes it, the widgets draw its colour, font and corners, and `auto` follows a dark system',
    async run([block]) {
      const config = configOf(block!.code);
      expect(config.read).toMatchObject({ ok: true, warnings: [] });
      const given = (config.given as { appearance: Record<string, string> }).appearance;
      expect(given.colorScheme).toBe('auto');
      for (const dark of [false, true]) {
        // The example as written; the script tag's attributes (which win) point it at the sandbox's store.
        const { page, logs, errors } = await open(html(`${READY_PROBE}\n<script>${block!.code}</script>\n${loaderTag()}`, '<div data-direct-billing="toggle"></div>\n<div data-direct-billing="cta"></div>'), { dark });
        await ready(page);
        const toggleSwitch = page.getByRole('switch', { name: 'Use insurance benefits' });
        await toggleSwitch.waitFor();
        const host = page.locator('[data-direct-billing="toggle"]');
        const variable = (name: string) => host.evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);
        expect(await variable('--db-radius')).toBe(given.borderRadius);
        expect(await variable('--db-radius-button')).toBe(given.buttonRadius);
        // Dark, "your primary lightened until it reads on them", which the console tells once, as for any colour short of AA.
        const lightened = widgetLines(logs).map((line) => /^warning: \[direct-billing\] appearance: "colorPrimary" \(dark scheme\) (#\w+) on #1f1f24 has contrast [\d.]+:1; using (#\w+)$/.exec(line));
        // With `auto` the line is written whatever the system's setting of the moment (the docs say so).
        expect(lightened.map((match) => match?.[1])).toEqual([given.colorPrimary]);
        expect(await variable('--db-accent')).toBe(dark ? lightened[0]![2] : given.colorPrimary);
        expect(await toggleSwitch.evaluate((el) => getComputedStyle(el).fontFamily)).toBe(given.fontFamily);
        const card = page.locator('[data-direct-billing="cta"] .cta');
        const look = await card.evaluate((el) => ({ radius: getComputedStyle(el).borderTopLeftRadius, surface: getComputedStyle(el).backgroundColor }));
        expect(look.radius).toBe(given.borderRadius);
        // "colorScheme: 'auto' follows prefers-color-scheme": the docs' dark surface #1f1f24, else the default white.
        expect(look.surface).toBe(dark ? 'rgb(31, 31, 36)' : 'rgb(255, 255, 255)');
        expect(errors).toEqual([]);
        await page.close();
      }
    },
  },
  {
    doc: 'docs/appearance.md',
    blocks: [{ lang: 'text', has: 'has contrast' }],
    what: 'the console line of a colour short of AA contrast, written as the docs show it',
    async run([block]) {
      const line = block!.code.trim();
      const [, name, colour] = /^\[direct-billing\] appearance: "(\w+)" (#[0-9a-f]+) on #[0-9a-f]+ has contrast/.exec(line) ?? [];
      expect(name, 'the docs\' line names a variable and its colour').toBeTruthy();
      const setting = `<script>window.directBillingConfig = { appearance: { ${name}: '${colour}' } };</script>`;
      const { page, logs, errors } = await open(html(`${READY_PROBE}\n${setting}\n${loaderTag()}`, '<div data-direct-billing="toggle"></div>'));
      await ready(page);
      await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
      expect(widgetLines(logs).map((l) => l.replace(/^\w+: /, ''))).toEqual([line]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'README.md',
    blocks: [{ lang: 'js', has: 'renderWidgets' }],
    what: 'single-page shops: the router\'s pages mount their widgets through render(); the drawer\'s close is a popstate on the same URL that renders nothing; a page without the toggle leaves it out of diagnose(); Back shows the cart again; the call-to-action\'s sign-in is routed by the router, without a page load',
    async run([block]) {
      // The shop's own rendering, which the example calls: its cart has the toggle and the card, its product page the card.
      const router = `<script>window.rendered = [];
        function renderRoute(path) {
          rendered.push(path);
          document.getElementById('app').innerHTML = path === '/spa/cart'
            ? '<h2>Cart</h2><div data-direct-billing="toggle"></div><div data-direct-billing="cta"></div>'
            : '<h2>Product</h2><div data-direct-billing="cta"></div>';
        }</script>`;
      const { page, logs, errors } = await open(html(`${READY_PROBE}\n${router}\n<script>${block!.code}</script>\n${loaderTag()}`, '<div id="app"></div>'), { path: '/spa/cart' });
      type Shop = { rendered: string[]; showPage(): void; go(path: string): void; pops: string[] };
      const rendered = () => page.evaluate(() => (window as unknown as Shop).rendered);
      // The router shows its first page once its data came, after the loader mounted what was there: nothing.
      await ready(page);
      expect(await page.evaluate(() => (window as unknown as { readyWidgets: string[] }).readyWidgets)).toEqual([]);
      await page.evaluate(() => (window as unknown as Shop).showPage());
      const toggle = page.locator('[data-direct-billing="toggle"]').getByRole('switch', { name: 'Use insurance benefits' });
      await toggle.waitFor();
      await page.locator('[data-direct-billing="cta"]').getByText('Sign in to apply Vision Insurance').waitFor();

      // The drawer opens and closes: its popstate keeps the URL, and the router renders nothing, the toggle still there.
      await page.evaluate(() => {
        const w = window as unknown as Shop;
        w.pops = [];
        addEventListener('popstate', () => w.pops.push(location.pathname));
        window.directBilling!.open('intro');
      });
      const dialog = page.getByRole('dialog', { name: 'Vision insurance' });
      await dialog.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
      expect(await page.evaluate(() => Object.keys((history.state ?? {}) as object))).toContain('directBillingDrawer');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await page.waitForFunction(() => (window as unknown as Shop).pops.length === 1);
      expect(await page.evaluate(() => [(window as unknown as Shop).pops, history.state])).toEqual([['/spa/cart'], null]);
      expect(await rendered()).toEqual(['/spa/cart']);
      expect(await toggle.isVisible()).toBe(true);

      // The product page has no toggle: the next render unmounts it, and diagnose() no longer lists it.
      await page.evaluate(() => (window as unknown as Shop).go('/spa/product'));
      await page.locator('[data-direct-billing="cta"]').getByText('Sign in to apply Vision Insurance').waitFor();
      expect(await page.evaluate(() => window.directBilling!.diagnose().mounted)).toEqual(['ctaWidget', 'drawerWidget']);
      // Back: the URL changed, the cart is shown again with its toggle.
      await page.goBack();
      await toggle.waitFor();
      expect(await rendered()).toEqual(['/spa/cart', '/spa/product', '/spa/cart']);
      // The call-to-action's sign-in: the router goes to the sign-in page itself, no page loads (what it rendered stays).
      await page.locator('[data-direct-billing="cta"]').getByRole('link', { name: 'Sign in to apply Vision Insurance' }).click();
      await expect.poll(rendered).toEqual(['/spa/cart', '/spa/product', '/spa/cart', '/en-ca/sign-in']);
      expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/spa/cart');
      // Its one line: the page had no mount element as the widgets started, its router rendering them later (render()).
      expect(widgetLines(logs)).toEqual([expect.stringMatching(/^warning: \[direct-billing\] no mount element on this page: .* or mount one later with directBilling\.render\(\)/)]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'docs/layout.md',
    blocks: [{ lang: 'html', has: 'data-direct-billing-state' }, { lang: 'css', has: 'min-height' }],
    what: 'the mount elements with their expected state and the reserving CSS: the sizes of the table from the first frame, kept once the widgets render, signed out and (the same elements saying `signed-in`) signed in',
    async run([mounts, css]) {
      // The table's English heights: "toggle, `signed-out` | … | 114 / 137 / 137 | 114 / 137 / 137 | 114 / 114 / 114", at
      // 288–327 px, at 328–567 px (the 412 px page's mounts) and at 568 px and wider.
      const heights = (row: string) => {
        const cells = tableRows('docs/layout.md', '| widget, state').find((r) => r[0] === row) ?? [];
        const [narrow, wide] = [cells[3], cells[4]].map((c) => Number(c?.split('/')[0]?.trim()));
        expect(narrow, row).toBeGreaterThan(0);
        return { 412: narrow!, 1280: wide! };
      };
      for (const state of ['signed-out', 'signed-in'] as const) {
        const toggle = heights(`toggle, \`${state}\``);
        const cta = heights(`call-to-action, \`${state}\``);
        // "Use `signed-in` for a signed-in shopper."
        const elements = mounts!.code.replaceAll('data-direct-billing-state="signed-out"', `data-direct-billing-state="${state}"`);
        for (const width of [412, 1280] as const) {
          const expected = [toggle[width], cta[width]];
          // The loader is held back until the reserved sizes are measured: the first frame is the page's own.
          let release!: () => void;
          const held = new Promise<void>((resolve) => (release = resolve));
          const page = await h.browser.newPage({ viewport: { width, height: 900 } });
          await page.route(`${h.origin}/widgets/embed.js`, async (route) => {
            await held;
            await route.continue();
          });
          if (state === 'signed-in') expect((await page.request.post(`${shop.origin}/en-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/' }, maxRedirects: 0 })).status()).toBe(303);
          const path = `/layout-${state}-${width}`;
          shop.pages.set(path, html(`${READY_PROBE}\n<style>${css!.code}</style>\n${loaderTag()}`, `<div class="column">${elements}</div>`).replace('</style>', '.column { max-width: 568px; }</style>'));
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await page.goto(`${shop.origin}${path}`, { waitUntil: 'commit' });
          const size = () => page.evaluate(() => ['toggle', 'cta'].map((name) => document.querySelector(`[data-direct-billing="${name}"]`)!.getBoundingClientRect().height));
          await page.waitForSelector('[data-direct-billing="cta"]', { state: 'attached' });
          expect(await size(), `${state}, ${width} px, before the widgets`).toEqual(expected);
          release();
          await ready(page);
          await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
          const cardAction = state === 'signed-in' ? page.getByRole('button', { name: 'Apply vision insurance' }) : page.getByText('Sign in to apply Vision Insurance');
          await page.locator('[data-direct-billing="cta"]').locator(cardAction).waitFor();
          // Every call answered (the claim record, the estimate): the widgets as they stay.
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => [...document.querySelectorAll('[data-direct-billing]')].map((el) => el.getAttribute('data-direct-billing-state')))).toEqual([state, state]);
          // "A widget never takes more than its state's reservation": the mounts keep the reserved heights.
          expect(await size(), `${state}, ${width} px, the widgets drawn`).toEqual(expected);
          expect(errors).toEqual([]);
          await page.close();
        }
      }
    },
  },
  {
    doc: 'docs/sandbox.md',
    blocks: [{ lang: 'js', has: 'demoShop(' }],
    what: 'the demo shop module with both its options: the page starts signed out (the card offers to sign in, the switch is disabled), and its own sign-in with login() brings the demo shopper, the switch enabled and the card\'s Apply vision insurance',
    async run([block]) {
      // Only the sandbox's address changes: the docs' 127.0.0.1:3000 is this test's sandbox.
      const module = block!.code.replaceAll('http://127.0.0.1:3000', h.origin);
      const body = '<div data-direct-billing="toggle"></div>\n<div data-direct-billing="cta"></div>';
      const { page, logs, errors } = await open(html(`${READY_PROBE}\n<script type="module">${module}</script>\n<script type="module" src="${h.origin}/widgets/embed.js"></script>`, body));
      await ready(page);
      const cta = page.locator('[data-direct-billing="cta"]');
      const toggle = page.locator('[data-direct-billing="toggle"]').getByRole('switch', { name: 'Use insurance benefits' });
      // signedIn answers false: the shop's anonymous visitor.
      await cta.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor();
      expect(await toggle.getAttribute('aria-disabled')).toBe('true');
      await page.evaluate(() => (window as unknown as { onSignedIn(): void }).onSignedIn());
      await toggle.and(page.locator('[aria-disabled="false"]')).waitFor();
      await cta.getByRole('button', { name: 'Apply vision insurance' }).waitFor();
      expect(await page.evaluate(() => window.directBilling!.diagnose().shopCalls)).toBe('actions');
      expect(widgetLines(logs)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'docs/layout.md',
    blocks: [{ lang: 'js', has: 'console.table' }],
    what: 'the console snippet that measures the widgets on a page in its own font: each mount\'s state, the height its widget takes (the height of its shadow root\'s content) and what the CSS reserves, nothing left changed',
    async run([block]) {
      const css = blocksOf('docs/layout.md').find((b) => b.lang === 'css')!.code;
      // A shop in its own font, signed out, at 360 px: the 328 px mounts of the table's middle column.
      const styles = `<style>${css}\nbody { margin: 0; font-family: system-ui, sans-serif; } main { padding: 0 16px; }</style>`;
      const body = '<div data-direct-billing="toggle" data-direct-billing-state="signed-out"></div>\n<div data-direct-billing="cta" data-direct-billing-state="signed-out"></div>';
      const { page, errors } = await open(html(`${READY_PROBE}\n${styles}\n${loaderTag()}`, body), { width: 360 });
      await ready(page);
      await page.locator('[data-direct-billing="cta"]').getByText('Sign in to apply Vision Insurance').waitFor();
      await page.waitForLoadState('networkidle');
      const measured = await page.evaluate((code) => {
        let rows: unknown;
        const table = console.table;
        console.table = (data: unknown) => void (rows = data);
        try {
          new Function(code)();
        } finally {
          console.table = table;
        }
        return rows;
      }, block!.code);
      // Measured apart, as test/browser/layout-shift.test.ts does: the content of each mount's shadow root.
      const widgets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-direct-billing]')].map((mount) => ({
          widget: mount.dataset.directBilling,
          state: mount.dataset.directBillingState,
          height: mount.shadowRoot!.lastElementChild!.getBoundingClientRect().height,
          reserved: getComputedStyle(mount).minHeight,
          inline: mount.style.minHeight,
        })),
      );
      // The reservation is back as it was, the CSS's (the table's English 328–567 px column): the snippet left nothing changed.
      expect(widgets.map(({ widget, state, reserved, inline }) => [widget, state, reserved, inline])).toEqual([['toggle', 'signed-out', '114px', ''], ['cta', 'signed-out', '302px', '']]);
      expect(measured).toEqual(widgets.map(({ widget, state, height, reserved }) => ({ widget, state, height: expect.closeTo(height, 1), reserved })));
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'docs/page-api.md',
    blocks: [{ lang: 'js', has: 'direct-billing:ready' }],
    what: 'the page API walk-through on the cart of a shopper whose claim was accepted: the ready event heard from a script before the loader, login reading the session again, the cart change cancelling the claim, which the sync listener and refresh-cart hear, open-drawer on the intro',
    async run([block]) {
      // The first line "works before the script loads": it runs before the loader's tag; the rest once the widgets are ready.
      const [first, ...rest] = block!.code.split('\n');
      expect(first).toContain("addEventListener('direct-billing:ready'");
      const head = `<script>window.heard = []; function reloadCart() { heard.push('reloadCart'); } function reloadTotals() { heard.push('reloadTotals'); }</script>
<script>${first}</script>
${READY_PROBE}
${loaderTag()}`;
      // The shop's cart page (the configuration's default cartPath), for a signed-in shopper whose claim the insurer accepted.
      let shopper: ShopSession | undefined;
      const { page, logs, errors, requests } = await open(html(head, '<div data-direct-billing="toggle"></div>\n<div data-direct-billing="cta"></div>'), {
        signedIn: true,
        path: '/en-ca/cart',
        setup: async (visitor) => void (await acceptedClaim(h, (shopper = visitor))),
      });
      await ready(page);
      expect(logs).toContainEqual(expect.stringMatching(/^log: .*toggleWidget/));
      await page.evaluate(() => window.directBilling!.on('drawer-open', ({ view }) => (window as unknown as { heard: string[] }).heard.push(`drawer-open ${view}`)));
      const toggle = page.getByRole('switch', { name: 'Use insurance benefits' });
      await toggle.and(page.locator('[aria-checked="true"]')).waitFor();
      const calls = (end: string) => requests.filter((path) => path.endsWith(end)).length;
      const [people, nullified] = [calls('/person/@self'), calls('/nullify')];
      // The cart the example says changed does change: a line added on the shop's side (a cart unchanged keeps the claim).
      h.state.addLine(shopper!, productBySlug('coloured-plano-lenses')!, 1);
      await page.addScriptTag({ type: 'module', content: `${rest.join('\n')}\nwindow.stopType = typeof stop; window.walked = true;` });
      await page.waitForFunction(() => (window as unknown as { walked?: boolean }).walked);
      // login(): "the shop session is read again".
      expect(calls('/person/@self')).toBeGreaterThan(people);
      // open-drawer { target: 'intro' } opened the drawer on the intro.
      await page.getByRole('dialog', { name: 'Vision insurance' }).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { stopType: string }).stopType)).toBe('function');
      // direct-billing:cart-changed: the accepted claim is cancelled, insurance comes off the cart: the sync listener hears
      // 'remove' (reloadCart) and, on the cart page, refresh-cart asks for the totals (reloadTotals).
      await page.waitForFunction(() => ['reloadCart', 'reloadTotals'].every((call) => (window as unknown as { heard: string[] }).heard.includes(call)), null, { timeout: 15_000 });
      expect(calls('/nullify')).toBe(nullified + 1);
      expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toContain('drawer-open intro');
      expect(widgetLines(logs)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'docs/page-api.md',
    blocks: [{ lang: 'ts', has: 'direct-billing.d.ts' }],
    what: 'the shipped types: the example compiles against dist/direct-billing.d.ts, which the sandbox serves beside embed.js',
    async run([block]) {
      const served = await fetch(`${h.origin}/widgets/direct-billing.d.ts`);
      expect(served.status).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), 'docs-types-'));
      try {
        mkdirSync(join(dir, 'types'));
        copyFileSync(new URL('dist/direct-billing.d.ts', ROOT), join(dir, 'types', 'direct-billing.d.ts'));
        // The page's own function the example calls, and the example as an engineer's module.
        writeFileSync(join(dir, 'page.d.ts'), 'declare function reloadCart(): void;\n');
        writeFileSync(join(dir, 'example.ts'), `${block!.code}\nexport type Used = [DirectBillingApi, HostEvents];\n`);
        const program = ts.createProgram([join(dir, 'example.ts'), join(dir, 'page.d.ts')], {
          strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], skipDefaultLibCheck: true,
        });
        const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        expect(problems).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    doc: 'docs/delivery.md',
    blocks: [{ lang: 'html', has: 'd.q.push' }],
    what: 'the queue snippet, pasted before the loader: calls and window events made before it are honoured in order, its promises settle',
    async run([block]) {
      const before = `<script>window.heard = [];
        directBilling.on('chat', function (p) { heard.push('chat ' + p.action); });
        directBilling.open('intro').then(function (answer) { heard.push('open answered ' + answer); });
        dispatchEvent(new CustomEvent('direct-billing:close'));
        directBilling.requestClaimCount().then(function (count) { heard.push('claims ' + count); });
        window.queued = directBilling.q.length;</script>`;
      const { page, logs, errors } = await open(html(`${block!.code}\n${before}\n${READY_PROBE}\n${loaderTag()}`, '<div data-direct-billing="cta"></div>'));
      expect(await page.evaluate(() => (window as unknown as { queued: number }).queued)).toBe(4);
      await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.some((line) => line.startsWith('claims')));
      expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['chat hide', 'chat toggle', 'open answered undefined', 'claims null']);
      expect(await page.evaluate(() => Object.isFrozen(window.directBilling))).toBe(true);
      expect(widgetLines(logs)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'docs/delivery.md',
    blocks: [{ lang: 'html', has: 'integrity=' }],
    what: 'the pinned loader: the version of the path is this build\'s, the hash is dist/integrity.json\'s, the browser loads it',
    async run([block]) {
      const integrity = JSON.parse(readFileSync(new URL('dist/integrity.json', ROOT), 'utf8')) as Record<string, string>;
      expect(block!.code, 'the example pins this version').toContain(`/v${pkg.version}/embed.js`);
      // Every versioned path the docs write is this version's.
      const versions = ['README.md', 'docs/delivery.md', 'docs/embedding.md', 'docs/serving.md'].flatMap((doc) => [...read(doc).matchAll(/\/v(\d+\.\d+\.\d+)\//g)].map((m) => m[1]));
      expect(new Set(versions)).toEqual(new Set([pkg.version]));
      const tag = onSandbox(block!.code).replace('sha384-…', integrity['embed.js']!).replace('data-api-key="…"', `data-api-key="${SANDBOX_API_KEY}"`);
      expect(tag).not.toContain('…');
      const { page, logs, errors } = await open(html(`${READY_PROBE}\n${tag}`, '<div data-direct-billing="toggle"></div>'));
      await ready(page);
      expect(await page.evaluate(() => window.directBilling!.version)).toBe(pkg.version);
      await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
      expect(widgetLines(logs)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
  {
    doc: 'docs/widgets.md',
    blocks: [{ lang: 'html', has: 'data-direct-billing="overview"' }],
    what: 'the overview and my-claims mounts: the insurer search for anyone, a sign-in link for a signed-out visitor; close unmounts',
    async run([block]) {
      const { page, logs, errors, requests } = await open(html(`${READY_PROBE}\n${loaderTag()}`, block!.code));
      await ready(page);
      const overview = page.locator('[data-direct-billing="overview"]');
      await overview.getByRole('combobox').waitFor();
      await page.locator('[data-direct-billing="my-claims"]').getByRole('link', { name: /sign in/i }).waitFor();
      expect(requests.filter((path) => path.includes('/claims/'))).toEqual([]);
      await page.evaluate(() => window.directBilling!.close('overviewWidget'));
      await overview.getByRole('combobox').waitFor({ state: 'detached' });
      expect(widgetLines(logs)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  },
];

/** Whether a block is the one a row names. */
const isBlock = (block: Block, doc: string, lang: string, has: string) => block.doc === doc && block.lang === lang && block.code.includes(has);

/** The body rows of the document's table whose header row starts with `header`, as trimmed cells (`\|` kept inside a cell). */
function tableRows(doc: string, header: string): string[][] {
  const lines = read(doc).split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  expect(start, `${doc} has a table "${header}…"`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.replaceAll('\\|', '|').trim()));
  }
  return rows;
}

describe('issue 26: every code example of the README and docs/ runs', () => {
  const blocks = allBlocks();

  it(`the README is at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('every block is run by exactly one row (here or in the test ELSEWHERE names), and every row finds its block', () => {
    expect(blocks.length).toBeGreaterThan(10);
    const unrun = blocks
      .map((block) => {
        const rows = [
          ...(SHELL.has(block.lang) ? ['shell'] : []),
          ...EXAMPLES.filter((e) => e.blocks.some((b) => isBlock(block, e.doc, b.lang, b.has))).map((e) => e.what),
          ...ELSEWHERE.filter((e) => block.doc === e.doc && e.lang(block.lang) && block.code.includes(e.has)).map((e) => e.by),
        ];
        return rows.length === 1 ? null : `${block.doc}:${block.line} \`\`\`${block.lang}: ${rows.length === 0 ? 'run by no row' : `run by ${rows.length} rows`}`;
      })
      .filter(Boolean);
    expect(unrun).toEqual([]);
    for (const example of EXAMPLES) {
      for (const b of example.blocks) expect(blocks.filter((block) => isBlock(block, example.doc, b.lang, b.has)), `${example.doc} \`\`\`${b.lang} holding "${b.has}"`).toHaveLength(1);
    }
  });

  // Plain loops rather than it.each: a test's name is its whole sentence, which it.each's $name would cut short.
  for (const { doc, by, lang, has, what } of ELSEWHERE) it(`${doc}: ${what}, run by ${by}`, () => {
    const mine = blocks.filter((block) => block.doc === doc && lang(block.lang) && block.code.includes(has));
    expect(mine.length, `${doc} has the blocks ${by} runs`).toBeGreaterThan(0);
    const files = by.endsWith('/')
      ? (existsSync(new URL(by, ROOT)) ? readdirSync(new URL(by, ROOT), { recursive: true, encoding: 'utf8' }).filter((f) => !/(^|\/)(node_modules|dist)\//.test(f)).map((f) => `${by}${f}`) : [])
      : [by];
    const readers = files.filter((file) => /\.(test\.)?[cm]?[jt]sx?$/.test(file) && existsSync(new URL(file, ROOT)) && readFileSync(new URL(file, ROOT), 'utf8').includes(doc.replace(/^docs\//, '')));
    expect(readers, `a test in ${by} reads ${doc}`).not.toEqual([]);
  });

  for (const example of EXAMPLES) it(`${example.doc}: ${example.what}`, async () => {
    h.state.reset();
    const found = example.blocks.map((b) => blocks.find((block) => isBlock(block, example.doc, b.lang, b.has)));
    expect(found.every(Boolean), 'the row\'s blocks are in the document').toBe(true);
    await example.run(found as Block[]);
  });

  /** The `code` spans of a table cell or a line. */
  const ticked = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

  it('every name the docs give exists in the built widgets: page-API methods and their window events, views, events, configuration keys, appearance variables and presets', async () => {
    const docs = ['README.md', ...readdirSync(new URL('docs/', ROOT)).map((name) => `docs/${name}`)].filter((doc) => doc.endsWith('.md'));
    const text = docs.map(read).join('\n');
    // A page with one mount element of each value the docs write (`data-direct-billing="…"`): each mounts its widget.
    const values = new Set([...text.matchAll(/data-direct-billing="([a-z-]+)"/g)].map((m) => m[1]!));
    expect(values.size).toBeGreaterThanOrEqual(5);
    const { page, logs, errors } = await open(html(`${READY_PROBE}\n${loaderTag()}`, [...values].map((value) => `<div data-direct-billing="${value}"></div>`).join('\n')));
    await ready(page);
    expect(await page.evaluate(() => (window as unknown as { readyWidgets: string[] }).readyWidgets.length)).toBe(values.size);
    const api = await page.evaluate(() => Object.keys(window.directBilling!));
    // "Widget names: `dbWidget`, …": each one `close` takes (an unknown name is a console line).
    const widgetNames = ticked(/Widget names: ([^.]*)\./.exec(read('docs/page-api.md'))?.[1]);
    expect([...widgetNames].sort()).toEqual([...WIDGET_NAMES].sort());
    await page.evaluate((names) => names.forEach((name) => window.directBilling!.close(name as 'dbWidget')), widgetNames);
    expect(widgetLines(logs)).toEqual([]);
    await page.close();
    expect(errors).toEqual([]);
    const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

    // `directBilling.x` anywhere: a method or value of the API (`q` is the queue stub's, docs/delivery.md).
    const named = new Set([...text.matchAll(/directBilling\.(\w+)/g)].map((m) => m[1]!));
    expect([...named].filter((name) => name !== 'q' && !api.includes(name))).toEqual([]);
    // `direct-billing:x` anywhere: the window event of a method, or one the widgets send.
    const sent = ['ready', 'refresh-cart', 'checkout', 'login-redirect'];
    const events = new Set([...text.matchAll(/direct-billing:([a-z][a-z-]*[a-z])/g)].map((m) => m[1]!));
    expect([...events].filter((name) => !sent.includes(name) && !api.includes(camel(name)))).toEqual([]);

    // The methods table: every method of the API once, each row's window event calling that method.
    const methods = tableRows('docs/page-api.md', '| method |');
    const listed = methods.flatMap((row) => ticked(row[0]).map((cell) => cell.replace(/\(.*$/, '')));
    expect([...listed].sort()).toEqual([...api].sort());
    for (const row of methods) {
      const event = /^direct-billing:(.+)$/.exec(ticked(row[1])[0] ?? '')?.[1];
      if (event) expect(camel(event), row[0]).toBe(ticked(row[0])[0]!.replace(/\(.*$/, ''));
    }
    // The views `open` accepts, and the events `on` hears: the drawer's targets and the host events, all of them.
    expect(tableRows('docs/page-api.md', '| view |').flatMap((row) => ticked(row[0])).sort()).toEqual([...DRAWER_TARGETS].sort());
    expect(tableRows('docs/page-api.md', '| event |').flatMap((row) => ticked(row[0])).sort()).toEqual([...HOST_EVENT_NAMES].sort());

    // The configuration table: every key once, each attribute the key's.
    const config = tableRows('docs/embedding.md', '| attribute');
    const keys = config.flatMap((row) => {
      const attributes = ticked(row[0]);
      const given = row[1]!.startsWith('same') ? attributes.map(camel) : ticked(row[1]);
      if (!row[0]!.startsWith('none')) expect(attributes.map(camel), row[0]).toEqual(given);
      return given;
    });
    expect([...keys].sort()).toEqual([...CONFIG_KEYS].sort());

    // `data-appearance='{…}'` on a script tag, wherever the docs write one: the loader's schema takes it whole.
    const inline = [...text.matchAll(/data-appearance='([^']+)'/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const json of inline) expect(readConfig(null, { storeId: STORE_ID, appearance: json }), json).toMatchObject({ ok: true, warnings: [] });

    // The configuration lines the docs quote (`[direct-billing] invalid configuration: "field" …`) are the loader's words
    // for that field: storeId missing, an appearance variable or another field not valid.
    const quoted = [...text.matchAll(/`\[direct-billing\] (invalid configuration: "([\w.]+)"[^`]*)`/g)].map((m) => ({ line: m[1]!.replace(/\s+/g, ' '), field: m[2]! }));
    expect(quoted.length).toBeGreaterThanOrEqual(2);
    for (const { line, field } of quoted) {
      const [first, variable] = field.split('.');
      const result = first === 'appearance'
        ? readConfig(null, { storeId: STORE_ID, appearance: JSON.stringify({ [variable!]: 'not valid' }) })
        : readConfig(null, first === 'storeId' ? { locale: 'en-ca' } : { storeId: STORE_ID, [first!]: '<not valid>' });
      const said = result.ok ? result.warnings : [result.message];
      expect(said, field).toContain(line);
    }

    // The appearance's variables and their defaults, and each brand's preset.
    const variables = tableRows('docs/appearance.md', '| variable |');
    expect(variables.map((row) => ticked(row[0])[0]).sort()).toEqual(Object.keys(DEFAULT_APPEARANCE).sort());
    for (const row of variables) {
      const name = ticked(row[0])[0] as keyof typeof DEFAULT_APPEARANCE;
      const fallback = DEFAULT_APPEARANCE[name];
      if (fallback === null) expect(row[1]).toMatch(/^none/);
      else expect(ticked(row[1])[0]?.replace(/'/g, ''), name).toBe(fallback);
    }
    const presets = tableRows('docs/appearance.md', '| brand |');
    expect(presets.map((row) => ticked(row[0])[0]).sort()).toEqual([...BRANDS].sort());
    for (const row of presets) {
      const brand = ticked(row[0])[0] as (typeof BRANDS)[number];
      const preset = BRAND_APPEARANCE[brand] as Record<string, string>;
      // "`colorPrimary` and `focusRingColor` `#00695c`, …": each value the row gives, on the variables it names before it.
      const said: Record<string, string> = {};
      for (const part of row[1]!.split(/,\s*(?=`)/)) {
        const cells = ticked(part);
        const value = cells.at(-1)!;
        for (const variable of cells.slice(0, -1)) said[variable] = value;
      }
      expect(said, brand).toEqual(brand === 'cle' ? {} : preset);
    }
  });

  it('every link between the documents, its anchor, every file path and every npm script the docs name exists', () => {
    const docs = ['README.md', ...readdirSync(new URL('docs/', ROOT)).map((name) => `docs/${name}`)].filter((doc) => doc.endsWith('.md'));
    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
    const slug = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const anchors = (doc: string) => [...read(doc).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!));
    const broken: string[] = [];
    for (const doc of docs) {
      const text = read(doc).replace(/^( *)(`{3,})[\s\S]*?^\1\2$/gm, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue;
        const [file, anchor] = target!.split('#');
        const path = file ? new URL(file, new URL(doc, ROOT)) : new URL(doc, ROOT);
        const relative = path.pathname.slice(ROOT.pathname.length);
        if (!existsSync(path)) broken.push(`${doc}: ${target} (no file)`);
        else if (anchor && !anchors(relative).includes(anchor)) broken.push(`${doc}: ${target} (no heading)`);
      }
      // A path of the repository in `code`: the file or folder is there (dist/ once built).
      for (const [, path] of text.matchAll(/`((?:src|sandbox|widgets|signals|entry|test|scripts|strings|bench|docs|dist|\.ci)\/[^`\s<>*{}]*)`/g)) {
        // The npm package's page names its sample app's files from the app's own root, as a shop's app would.
        const base = doc === 'docs/npm-package.md' && path!.startsWith('src/') ? new URL('test/package/sample-app/', ROOT) : ROOT;
        if (!existsSync(new URL(path!, base))) broken.push(`${doc}: \`${path}\` (no such path)`);
      }
      // `npm run x` anywhere in the prose: a script of package.json.
      for (const [, script] of text.matchAll(/npm run ([\w:-]+)/g)) {
        if (!Object.hasOwn(pkg.scripts, script!)) broken.push(`${doc}: npm run ${script} (no such script)`);
      }
    }
    expect(broken).toEqual([]);
  });

  const shellBlocks = blocks.filter((block) => SHELL.has(block.lang));
  for (const block of shellBlocks) it(`${block.doc}:${block.line}, \`\`\`${block.lang}: its commands are real, and its sandbox calls answer as the comments say`, async () => {
    const scripts = pkg.scripts as Record<string, string>;
    const sources = ['scripts/start.mjs', 'sandbox/main.ts', 'scripts/test.mjs'].map((file) => read(file)).join('\n');
    for (const command of commandsOf(block.code)) {
      const [tool, ...args] = command.words;
      // An environment variable a command is given is one the sandbox or its scripts read.
      for (const name of Object.keys(command.env)) expect(sources, `${block.doc}:${block.line}: ${name}`).toContain(`process.env.${name}`);
      if (tool === 'npm') {
        const [verb, ...rest] = args;
        if (verb === 'run') expect(Object.keys(scripts), `npm run ${rest[0]}`).toContain(rest[0]);
        else if (verb === 'start' || verb === 'test') expect(Object.keys(scripts)).toContain(verb);
        else expect(['install', 'i', 'ci', 'pack'], `npm ${verb}`).toContain(verb);
        // "http://127.0.0.1:3000" in a comment of `npm start`: the sandbox's default address.
        const address = /http:\/\/([\d.]+):(\d+)/.exec(command.comment);
        if (verb === 'start' && address) {
          expect(sources).toContain(`?? ${address[2]}`);
          expect(sources).toContain(`?? '${address[1]}'`);
        }
      } else if (tool === 'curl') {
        await curl(args, block);
      } else if (tool === 'npx') {
        // A tool of the project's own dependencies, never one npx would download.
        expect(existsSync(new URL(`node_modules/.bin/${args.find((a) => !a.startsWith('-'))}`, ROOT)), `npx ${args.join(' ')}`).toBe(true);
      } else if (tool === 'node' || tool === 'tsx') {
        expect(existsSync(new URL(args.find((a) => !a.startsWith('-'))!, ROOT)), `${tool} ${args.join(' ')}`).toBe(true);
      } else {
        throw new Error(`${block.doc}:${block.line}: \`${command.words.join(' ')}\` is a command this test does not know how to check: teach it`);
      }
    }
  });
});

/** Runs one of the docs' curl calls against this test's sandbox and checks it did what the docs say. */
async function curl(args: string[], block: Block): Promise<void> {
  const at = args.findIndex((a) => /^(https?:\/\/)?localhost:3000\//.test(a));
  expect(at, `${block.doc}:${block.line}: curl ${args.join(' ')} calls the sandbox at localhost:3000`).toBeGreaterThanOrEqual(0);
  const url = new URL(args[at]!.replace(/^(https?:\/\/)?localhost:3000/, h.origin));
  const method = args.includes('-X') ? args[args.indexOf('-X') + 1]! : args.includes('-d') ? 'POST' : 'GET';
  const data = args.includes('-d') ? (JSON.parse(args[args.indexOf('-d') + 1]!) as Record<string, unknown>) : undefined;
  const clock = h.state.service.now();
  const real = [...args];
  real[at] = url.href;
  // The real curl, in a process of its own, so this process's sandbox can answer it.
  const { stdout } = await run('curl', ['-sS', '-w', '\n%{http_code}', ...real]);
  const status = Number(stdout.slice(stdout.lastIndexOf('\n') + 1));
  const body = JSON.parse(stdout.slice(0, stdout.lastIndexOf('\n'))) as Record<string, unknown>;
  expect(status, `${method} ${url.pathname}${url.search}`).toBeGreaterThanOrEqual(200);
  expect(status, `${method} ${url.pathname}${url.search}`).toBeLessThan(300);
  const path = url.pathname;
  if (path === '/sandbox/faults' && method === 'POST') {
    // "the next 2 answers … fail with 500": the fault waits for its count of answers.
    const { count, ...fault } = data!;
    expect(h.state.faults.list()).toContainEqual(expect.objectContaining({ ...fault, remaining: count }));
  }
  if (path === '/sandbox/faults' && method === 'GET') expect(body.faults).toEqual(h.state.faults.list());
  if (path === '/sandbox/faults' && method === 'DELETE') expect(h.state.faults.list()).toEqual([]);
  if (path === '/sandbox/clock') expect(h.state.service.now() - clock).toBeGreaterThanOrEqual(Number(data?.advanceMs));
  if (path === '/sandbox/records') expect(Array.isArray(body.records)).toBe(true);
  if (path === '/sandbox/configurations' && method === 'PUT') {
    // The service's configuration call answers what was set, until a reset.
    const answer = await fetch(`${h.origin}/services/direct-billing/configurations?path=${url.searchParams.get('path')}`);
    expect(await answer.json()).toMatchObject(data!);
  }
}

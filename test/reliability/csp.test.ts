// The demo shop serves every page with a strict Content-Security-Policy (sandbox/shop.ts PAGE_CSP: no
// unsafe-inline, no unsafe-eval, scripts and styles only from the widgets' own origin, which is the shop's, or another
// named in the policy with ?widget-origin); the whole North American flow, the overview and my-claims run under it with
// no violation reported, in the page or on the console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from '../browser/harness.ts';
import { completeFlow, drawer, mouse, shopPage, signInToCart } from '../browser/flow.ts';
import { cspViolations, watchPage, type Watch } from './host-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name = '', ...values]) => [name, values]));
}

/** What the browser said about the policy: violations seen by the page, and the console's CSP complaints. */
const complaints = async (page: Page, watch: Watch) => [...(await cspViolations(page)), ...watch.console.filter((m) => /Content.Security.Policy|Refused to/i.test(m))];

/** How many style sheets the widgets' shadow roots adopted: the styles arrive without a style attribute or inline tag. */
const adoptedSheets = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('*')).reduce((n, e) => n + (e.shadowRoot?.adoptedStyleSheets.length ?? 0), 0));

// Side by side: each test watches its own page, and sets no fault.
describe.concurrent('a strict Content-Security-Policy', () => {
  it('csp: the demo page’s policy allows no inline script or style and no eval, only the widgets’ origin', async ({ expect }) => {
    const answer = await fetch(`${h.origin}/en-ca/cart`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|\*/);
    const d = directives(policy);
    expect(d.get('script-src')).toEqual(["'self'"]);
    expect(d.get('style-src')).toEqual(["'self'"]);
    expect(d.get('default-src')).toEqual(["'self'"]);
    // The widgets are served from the shop's origin in the sandbox: 'self' is the widgets' origin.
    expect(await (await fetch(`${h.origin}/widgets/embed.js`)).text()).toContain('directBilling');
    // The watch hears a violation when there is one: an inline style element, as a careless widget would add.
    const { page } = await shopPage(h, 800, 600);
    const watch = await watchPage(page);
    await page.goto(`${h.origin}/en-ca/cart`);
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'p { color: red }' })));
    await expect.poll(() => complaints(page, watch)).toContainEqual(expect.stringMatching(/style-src/));
    await page.close();
  });

  it('csp: the whole North American flow runs under the policy with no violation reported', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await signInToCart(h, page);
    await completeFlow(page, mouse, { axe: false });
    // Styled, not just working: the drawer's rules arrived as constructable sheets, which CSP's style-src does not block.
    expect(await adoptedSheets(page)).toBeGreaterThan(0);
    expect(await drawer(page).evaluate((e) => getComputedStyle(e).position)).toMatch(/fixed|absolute/);
    expect(await complaints(page, watch)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await page.close();
  });

  it('csp: with the widgets served from their own origin, named alone beside the shop’s in script-src and style-src, the flow runs with no violation', async () => {
    // The same sandbox under another host name is another origin: the widgets come from it, as from a CDN.
    const widgetOrigin = h.origin.replace('127.0.0.1', 'localhost');
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await signInToCart(h, page);
    // The signed-in cart (widgets from the shop's origin) has fetched all it will before the variant page starts counting.
    await page.waitForLoadState('networkidle');
    const from = watch.urls.length;
    const answer = await page.goto(`${h.origin}/en-ca/cart?widget-origin=${encodeURIComponent(widgetOrigin)}`);
    const d = directives((await answer?.headerValue('content-security-policy')) ?? '');
    expect(d.get('script-src')).toEqual(["'self'", widgetOrigin]);
    expect(d.get('style-src')).toEqual(["'self'", widgetOrigin]);
    await completeFlow(page, mouse, { axe: false });
    // Every script of the widgets came from their origin, none from the shop's.
    const scripts = watch.urls.slice(from).filter((u) => /\/widgets\/.*\.js$/.test(u));
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((u) => !u.startsWith(`${widgetOrigin}/`))).toEqual([]);
    expect(await adoptedSheets(page)).toBeGreaterThan(0);
    expect(await complaints(page, watch)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await page.close();
  });

  it('csp: the overview and my-claims run under the policy with no violation reported', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await page.goto(`${h.origin}/en-ca/direct-billing-vision-care-insurance`);
    await page.getByRole('list', { name: 'Insurers we work with' }).waitFor();
    await signInToCart(h, page);
    await page.goto(`${h.origin}/en-ca/account/claims`);
    await page.getByRole('table', { name: 'Your vision insurance claims, newest first' }).waitFor();
    expect(await complaints(page, watch)).toEqual([]);
    expect(watch.pageErrors).toEqual([]);
    await page.close();
  });
});

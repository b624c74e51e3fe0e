// Delivery as a shop meets it (docs/delivery.md): the queue snippet honours calls and window events made before the
// loader's script tag, in order; the versioned path serves the whole graph under itself, once; and the loader's bytes
// are the ones dist/integrity.json pins, which the browser checks.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import pkg from '../../package.json' with { type: 'json' };
import { QUEUE_SNIPPET } from '../../src/host/queue.ts';
import { SANDBOX_API_KEY, STORE_ID } from '../../sandbox/pages.ts';
import { collectErrors, startHarness, type Harness } from './harness.ts';

const integrity = JSON.parse(readFileSync(new URL('../../dist/integrity.json', import.meta.url), 'utf8')) as Record<string, string>;
const versioned = `/widgets/v${pkg.version}/`;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness?.close());

/** A plain page of the shop's own: the snippet, what the page does before the loader, then the loader's tag. */
const shopPage = (before: string, hash: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queued</title>
${QUEUE_SNIPPET}
<script>${before}</script>
<script type="module" src="${versioned}embed.js" integrity="${hash}" crossorigin="anonymous" data-store-id="${STORE_ID}"
  data-api-key="${SANDBOX_API_KEY}" data-api-base-url="/services/direct-billing"></script>
</head><body><main><h1>My shop</h1><div data-direct-billing="cta"></div></main></body></html>`;

/** Opens the page at /my-shop on the sandbox's origin, as the shop's own server would serve it. */
async function open(html: string): Promise<{ page: Page; scripts: string[]; errors: string[] }> {
  const page = await harness.browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  const errors = collectErrors(page);
  await page.route(`${harness.origin}/my-shop`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${harness.origin}/my-shop`);
  return { page, scripts, errors };
}

describe('delivery (docs/delivery.md)', () => {
  it('serves the loader and its chunks with the bytes dist/integrity.json pins, under the plain and the versioned path', async () => {
    const sha384 = (bytes: ArrayBuffer) => `sha384-${createHash('sha384').update(new Uint8Array(bytes)).digest('base64')}`;
    const chunk = Object.keys(integrity).find((file) => file.startsWith('chunks/'));
    expect(integrity['embed.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    for (const file of ['embed.js', chunk!]) {
      for (const base of ['/widgets/', versioned]) {
        const response = await fetch(`${harness.origin}${base}${file}`);
        expect(response.status, `${base}${file}`).toBe(200);
        expect(sha384(await response.arrayBuffer()), `${base}${file}`).toBe(integrity[file]);
      }
    }
  });

  it('honours calls and window events made before the script tag, in order, through the versioned, integrity-checked loader', async () => {
    // Each drawer closes before it shows a view, so the page hears no drawer-open of it: the chat it hides and brings back
    // witnesses the order.
    const before = `window.heard = [];
      directBilling.on('chat', function (p) { heard.push('chat ' + p.action); });
      directBilling.open('intro');
      dispatchEvent(new CustomEvent('direct-billing:close'));
      dispatchEvent(new CustomEvent('open-drawer', { detail: { target: 'intro' } }));
      directBilling.close();
      directBilling.requestInsuranceData().then(function (data) { heard.push('insurance ' + JSON.stringify(data)); });
      addEventListener('direct-billing:ready', function () { heard.push('ready'); });`;
    const { page, scripts, errors } = await open(shopPage(before, integrity['embed.js']!));
    await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.some((line) => line.startsWith('insurance')));
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard).toEqual(['chat hide', 'chat toggle', 'chat hide', 'chat toggle', 'ready', 'insurance {"on":false,"customerFacingStatus":"DEFAULT","ctaState":"SIGNED_OUT"}']);
    // The stub gave way to the frozen API, whose version is the path's.
    expect(await page.evaluate(() => [Object.isFrozen(window.directBilling), window.directBilling?.version])).toEqual([true, pkg.version]);
    // The drawer's chunks came from the versioned path, and the loader once: no second copy through the plain path.
    expect(scripts.filter((path) => path.endsWith('/embed.js'))).toEqual([`${versioned}embed.js`]);
    expect(scripts.filter((path) => path.includes('/chunks/')).length).toBeGreaterThan(0);
    expect(scripts.filter((path) => path.startsWith('/widgets/') && !path.startsWith(versioned))).toEqual([]);
    // The replay's code came, once, for the calls the stub recorded; the default look needed no theme.
    expect(scripts.filter((path) => path.includes('/chunks/queue-'))).toHaveLength(1);
    expect(scripts.filter((path) => path.includes('/chunks/theme-'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fetches no replay for a stub that recorded nothing: the API takes its place before ready all the same', async () => {
    const before = `window.heard = []; addEventListener('direct-billing:ready', function (e) { heard.push('ready ' + e.detail.widgets.join()); });`;
    const { page, scripts, errors } = await open(shopPage(before, integrity['embed.js']!));
    await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.length > 0);
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['ready ctaWidget']);
    expect(await page.evaluate(() => Object.isFrozen(window.directBilling))).toBe(true);
    expect(scripts.filter((path) => path.includes('/chunks/queue-'))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('tells the engineer of a page that does not serve /wcs, once per call, with the fix; diagnose() says the same without secrets', async () => {
    const page = await harness.browser.newPage();
    const errors = collectErrors(page);
    await page.route(`${harness.origin}/wcs/**`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }));
    await page.route(`${harness.origin}/my-shop`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shopPage('', integrity['embed.js']!) }));
    await page.goto(`${harness.origin}/my-shop`);
    // Once the stub has given way to the API (frozen), and the person call's failure has its fix (its words load on failure).
    await page.waitForFunction(() => Object.isFrozen(window.directBilling) && window.directBilling!.diagnose().reachability.shop.some((outcome) => outcome.fix));
    const lines = errors.filter((line) => line.includes('[direct-billing]'));
    const fix = "this page does not serve the shop's /wcs calls; pass an actions module (docs/embedding.md#actions) or serve them";
    expect(lines).toContain(`console: [direct-billing] shop call GET /wcs/resources/store/${STORE_ID}/person/@self answered 404: ${fix}`);
    expect(lines.filter((line) => line.includes('person/@self'))).toHaveLength(1);
    const diagnosis = await page.evaluate(() => window.directBilling!.diagnose());
    expect(diagnosis.reachability.shop).toContainEqual(expect.objectContaining({ call: 'GET person/@self', ok: false, status: 404, fix }));
    expect(diagnosis.config).toMatchObject({ storeId: STORE_ID, apiKey: `…${SANDBOX_API_KEY.slice(-4)}` });
    expect(JSON.stringify(diagnosis)).not.toContain(SANDBOX_API_KEY);
    await page.close();
  });

  it('tells the engineer whose API key the service refuses, naming the call, though the refusal says AUTHENTICATION_ERROR', async () => {
    const page = await harness.browser.newPage();
    const errors = collectErrors(page);
    // The overview lists the insurers as the page loads: a call with the key and no session, refused for its key alone.
    const html = shopPage('', integrity['embed.js']!)
      .replace(`data-api-key="${SANDBOX_API_KEY}"`, 'data-api-key="pk_test_mistyped"')
      .replace('<div data-direct-billing="cta"></div>', '<div data-direct-billing="overview"></div>');
    await page.route(`${harness.origin}/my-shop`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${harness.origin}/my-shop`);
    await page.waitForFunction(() => Object.isFrozen(window.directBilling) && window.directBilling!.diagnose().reachability.service.some((outcome) => outcome.fix));
    const fix = 'the service refused the API key: check data-api-key (apiKey) for this environment (docs/delivery.md#diagnose)';
    expect(errors.filter((line) => line.includes('[direct-billing]'))).toEqual([`console: [direct-billing] service call GET insurers/list answered 401: ${fix}`]);
    const diagnosis = await page.evaluate(() => window.directBilling!.diagnose());
    expect(diagnosis.reachability.service).toContainEqual(expect.objectContaining({ call: 'GET insurers/list', ok: false, status: 401, fix }));
    await page.close();
  });

  it('a page that loads the loader from two URLs (the plain and the versioned path, or a query string) mounts once, and the console says to load it once', async () => {
    for (const second of [`${versioned}embed.js`, '/widgets/embed.js?v=2']) {
      const page = await harness.browser.newPage();
      const lines: string[] = [];
      page.on('console', (message) => void (message.text().includes('[direct-billing]') && lines.push(`${message.type()}: ${message.text()}`)));
      const errors = collectErrors(page);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Twice</title>
<script>addEventListener('direct-billing:ready', function (e) { window.ready = e.detail.widgets; });</script>
<script type="module" src="/widgets/embed.js" data-store-id="${STORE_ID}" data-api-key="${SANDBOX_API_KEY}" data-api-base-url="/services/direct-billing"></script>
<script type="module" src="${second}"></script>
</head><body><main><h1>My shop</h1><div data-direct-billing="cta"></div></main></body></html>`;
      await page.route(`${harness.origin}/my-shop`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
      await page.goto(`${harness.origin}/my-shop`);
      await page.waitForFunction(() => Array.isArray((window as unknown as { ready?: string[] }).ready));
      expect(await page.evaluate(() => (window as unknown as { ready: string[] }).ready)).toEqual(['ctaWidget']);
      await page.locator('[data-direct-billing="cta"]').getByText('Sign in to apply Vision Insurance').waitFor();
      expect(await page.locator('[data-direct-billing="cta"]').evaluate((element) => element.shadowRoot?.querySelectorAll('.root').length)).toBe(1);
      expect(lines).toEqual([`warning: [direct-billing] the loader ran again, from ${harness.origin}${second}; this copy does nothing: load embed.js once, from one URL (docs/embedding.md)`]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('refuses a loader whose bytes are not the ones pinned: the stub stays, its calls wait', async () => {
    // The page's load event comes after its module scripts ran or failed: by then the browser has refused the loader.
    const { page, errors } = await open(shopPage('window.opened = directBilling.open("intro");', `sha384-${'A'.repeat(64)}`));
    expect(errors.filter((line) => line.includes("'integrity'"))).toHaveLength(1);
    expect(await page.evaluate(() => Array.isArray((window.directBilling as unknown as { q?: unknown }).q))).toBe(true);
    await page.close();
  });
});

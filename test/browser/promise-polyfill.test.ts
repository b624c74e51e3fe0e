// A shop page whose old Promise polyfill replaces window.Promise before the loader, with a Promise that has then and
// catch but no finally (as such polyfills did): the widgets cannot load their words, so none is shown (never a switch
// without a name), and the console line that says so names the cause, not only that the words did not come.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY, STORE_ID } from '../../sandbox/pages.ts';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** The polyfill: the browser's promises behind a constructor of its own, without finally. */
const POLYFILL = `<script>(function () {
  var Native = Promise;
  function wrap(native) { var p = Object.create(P.prototype); p.native = native; return p; }
  function P(executor) { this.native = new Native(executor); }
  P.prototype.then = function (ok, ko) { return wrap(this.native.then(ok, ko)); };
  P.prototype.catch = function (ko) { return wrap(this.native.catch(ko)); };
  P.resolve = function (v) { return wrap(Native.resolve(v)); };
  P.reject = function (e) { return wrap(Native.reject(e)); };
  P.all = function (list) { return wrap(Native.all(list)); };
  P.race = function (list) { return wrap(Native.race(list)); };
  window.Promise = P;
})();</script>`;

describe('a page whose Promise polyfill lacks finally', () => {
  it('shows no widget, and the console line names the cause', async () => {
    const page = await h.browser.newPage();
    const lines: string[] = [];
    page.on('console', (message) => void (message.text().includes('[direct-billing]') && lines.push(`${message.type()}: ${message.text()}`)));
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Old polyfills</title>
${POLYFILL}
<script>addEventListener('direct-billing:ready', function (e) { window.ready = e.detail.widgets; });</script>
<script type="module" src="/widgets/embed.js" data-store-id="${STORE_ID}" data-api-key="${SANDBOX_API_KEY}" data-api-base-url="/services/direct-billing"></script>
</head><body><main><h1>My shop</h1><div data-direct-billing="toggle"></div></main></body></html>`;
    await page.route(`${h.origin}/my-shop`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await page.goto(`${h.origin}/my-shop`);
    await page.waitForFunction(() => Array.isArray((window as unknown as { ready?: string[] }).ready));
    expect(await page.evaluate(() => (window as unknown as { ready: string[] }).ready)).toEqual([]);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(lines).toEqual([expect.stringMatching(/^error: \[direct-billing\] could not load the widgets' words; the widgets are not shown \(.*finally is not a function\)$/)]);
    await page.close();
  });
});

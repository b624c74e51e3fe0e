// What the reliability suite watches on a host page: CSP violations, the widgets' host events, every URL and console
// message, uncaught errors, and everything the page persisted (local and session storage, cookies, IndexedDB); and the
// planting of hostile strings in the service's answers, with the check that they stayed text.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { HOST_EVENT_NAMES } from '../../src/host/events.ts';

/** What a watched page saw since it was opened. */
export interface Watch {
  urls: string[];
  console: string[];
  pageErrors: string[];
}

/** The host events a page can hear: the widgets' own list, so a new event is watched as soon as it is sent. */
const EVENTS: string[] = [...HOST_EVENT_NAMES];

/**
 * Watches a page before it loads: requests, console, uncaught errors; in the page (through the devtools protocol, so the
 * page's own CSP still holds) every `securitypolicyviolation` and every host event the widgets send, as a listening shop would.
 */
export async function watchPage(page: Page): Promise<Watch> {
  const watch: Watch = { urls: [], console: [], pageErrors: [] };
  page.on('request', (r) => watch.urls.push(r.url()));
  page.on('console', (m) => watch.console.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => watch.pageErrors.push(e.message));
  await page.addInitScript((events: string[]) => {
    const w = window as unknown as {
      __watch: { csp: string[]; events: { name: string; payload: unknown }[]; uncaught: string[] };
      directBilling?: { on(n: string, l: (p: unknown) => void): void };
    };
    w.__watch = { csp: [], events: [], uncaught: [] };
    window.addEventListener('error', (e) => w.__watch.uncaught.push(`error: ${e.message}`));
    window.addEventListener('unhandledrejection', (e) => w.__watch.uncaught.push(`unhandled rejection: ${String((e.reason as Error | undefined)?.message ?? e.reason)}`));
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__watch.csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
    window.addEventListener('direct-billing:ready', () => {
      for (const name of events) w.directBilling?.on(name, (payload) => w.__watch.events.push({ name, payload: JSON.parse(JSON.stringify(payload ?? null)) as unknown }));
    });
  }, EVENTS);
  return watch;
}

/** The CSP violations the page reported. */
export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __watch: { csp: string[] } }).__watch.csp);

/** The uncaught errors and unhandled rejections the page's window saw. */
export const uncaughtOf = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __watch: { uncaught: string[] } }).__watch.uncaught);

/** The host events the page heard, in order. */
export const hostEventsOf = (page: Page): Promise<{ name: string; payload: unknown }[]> =>
  page.evaluate(() => (window as unknown as { __watch: { events: { name: string; payload: unknown }[] } }).__watch.events);

/** Everything the page persisted on its origin, as text: storage entries, cookies, and every IndexedDB record. */
export interface Persisted {
  local: Record<string, string>;
  session: Record<string, string>;
  cookies: Record<string, string>;
  indexedDb: string[];
}

/** Reads what the page persisted; `shopCookies` are the host shop's own (its session cookie), left out. */
export async function persisted(page: Page, shopCookies: string[] = []): Promise<Persisted> {
  const inPage = await page.evaluate(async () => {
    const all = (s: Storage) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i) ?? '').map((k) => [k, s.getItem(k) ?? '']));
    const records: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const get = db.transaction(store, 'readonly').objectStore(store).getAll();
          get.onsuccess = () => resolve(get.result as unknown[]);
        });
        records.push(`${name}/${store}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    return { local: all(localStorage), session: all(sessionStorage), documentCookie: document.cookie, indexedDb: records };
  });
  const cookies = Object.fromEntries((await page.context().cookies()).filter((c) => !shopCookies.includes(c.name)).map((c) => [c.name, c.value]));
  return { local: inPage.local, session: inPage.session, cookies, indexedDb: inPage.indexedDb };
}

/** A shopper's personal data, by kind, each as the patterns it may appear as (typed, ISO, URL-encoded). */
export type Personal = Record<string, (string | RegExp)[]>;

const encodings = (value: string): string[] => [...new Set([value, encodeURIComponent(value), value.replace(/ /g, '+')])];

/** The kinds of personal data found in a text: each kind's label when one of its patterns appears. */
export function personalIn(text: string, personal: Personal): string[] {
  return Object.entries(personal)
    .filter(([, patterns]) => patterns.some((p) => (typeof p === 'string' ? encodings(p).some((e) => text.includes(e)) : p.test(text))))
    .map(([kind]) => kind);
}

/** A whole word, as a pattern: short names ("Lee") must not match inside other words. */
export const word = (value: string): RegExp => new RegExp(`(^|[^A-Za-z])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`);

/** Plants hostile strings in every answer of the direct-billing service: each `from` becomes its `to`, JSON-escaped. */
export async function plantInAnswers(page: Page, swaps: [string, string][]): Promise<void> {
  await page.route('**/services/direct-billing/**', async (route) => {
    const answer = await route.fetch();
    let body = await answer.text();
    for (const [from, to] of swaps) body = body.split(from).join(JSON.stringify(to).slice(1, -1));
    await route.fulfill({ response: answer, body });
  });
}

/** The text of an element (the locator finds it inside a shadow root). */
export const textOf = (locator: Locator) => locator.evaluate((e) => e.textContent ?? '');

/** The text of every widget on the page: each shadow root's, which the document's textContent leaves out. */
export const widgetText = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .map((e) => e.shadowRoot?.textContent ?? '')
      .join('\n'),
  );

/** Nothing hostile strings carried became an element, no handler ran, and nothing is wider than the screen. */
export async function expectInert(page: Page, watch: Watch, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) for (const e of Array.from(roots[i]!.querySelectorAll('*'))) if (e.shadowRoot) roots.push(e.shadowRoot);
    const injected = roots.flatMap((r) => Array.from(r.querySelectorAll('img[src="x"], img[onerror], b'))).map((e) => e.outerHTML);
    const wide = roots
      .flatMap((r) => Array.from(r.querySelectorAll('*')))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && getComputedStyle(e).visibility !== 'hidden')
      .filter((e) => !e.closest('.visually-hidden, .sr-only') && !(e.getRootNode() as ShadowRoot).host?.closest?.('.visually-hidden'))
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
    return {
      pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
      injected,
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      wide: wide.slice(0, 5),
    };
  });
  expect(found, where).toEqual({ pwned: null, injected: [], sideways: 0, wide: [] });
  expect(watch.pageErrors, where).toEqual([]);
}

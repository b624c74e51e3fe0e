// Across a whole North American flow no member id, date of birth, name, e-mail, phone, group id or postal code
// reaches a URL, an analytics event, the console or persisted storage; session storage holds only what spec 000 §3
// allows the stored auth token (accessToken, sessionId, customerNumber: never the claim record id or the e-mail).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from '../browser/harness.ts';
import { completeFlow, mouse, shopPage, signInToCart } from '../browser/flow.ts';
import { visitorOfPage } from '../browser/claims.ts';
import { SESSION_COOKIE } from '../../sandbox/shop.ts';
import { TOKEN_STORAGE_KEY } from '../../src/api/token-store.ts';
import { SESSION_KEYS } from '../../src/host/session-memory.ts';
import { hostEventsOf, persisted, personalIn, watchPage, word, type Personal } from './host-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Records every write to local or session storage while the page lives, so a value written then removed is still seen. */
async function recordStorageWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __writes: string[] };
    w.__writes = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      w.__writes.push(`${this === window.sessionStorage ? 'session' : 'local'} ${key}=${value}`);
      setItem.call(this, key, value);
    };
  });
}

const storageWrites = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __writes: string[] }).__writes);

describe('privacy across a whole flow', () => {
  it('privacy: no member id, birth date, name, e-mail or phone in any URL, analytics event, console message or storage', async () => {
    const { page } = await shopPage(h, 1280, 800);
    const watch = await watchPage(page);
    await recordStorageWrites(page);
    await signInToCart(h, page);
    const visitor = await visitorOfPage(h, page);
    await completeFlow(page, mouse, { axe: false });

    // What completeFlow typed (flow.ts) and who the shop says the customer is (sandbox/state.ts signIn).
    const personal: Personal = {
      'member id': ['W1234567'],
      'group id': ['GRP-100'],
      'date of birth': ['04/12/1988', '1988-04-12', '19880412'],
      'postal code': ['H2X 1Y4', 'H2X1Y4'],
      name: [word('Alex'), word('Martin'), word('Sam'), word('Lee')],
      'e-mail': [visitor.email ?? 'no e-mail', /[^\s"'@/]+@[^\s"'@/]+\.[a-z]{2,}/i],
      phone: [visitor.phone ?? 'no phone'],
    };
    const record = [...h.state.service.records.values()].find((r) => r.customerNumber === visitor.userId);
    expect(record?.record.status).toBe('CLAIM_ACCEPTED');
    const recordId = record?.record.id ?? 'no record';

    expect(watch.urls.length).toBeGreaterThan(20);
    expect(watch.urls.filter((url) => personalIn(url, personal).length)).toEqual([]);

    const events = await hostEventsOf(page);
    const analytics = events.filter((e) => e.name === 'analytics');
    expect(analytics.length).toBeGreaterThan(3);
    // A click names its widget and action; an error shown adds its name and who caused it (spec 000 §6), nothing else.
    for (const event of analytics) {
      const error = (event.payload as { action?: string }).action === 'error';
      expect(Object.keys(event.payload as object).sort()).toEqual(error ? ['action', 'elementType', 'error', 'errorCause', 'widget'] : ['action', 'elementType', 'widget']);
    }
    expect(events.filter((e) => personalIn(JSON.stringify(e), personal).length)).toEqual([]);
    expect(events.filter((e) => JSON.stringify(e).includes(recordId))).toEqual([]);

    expect(watch.console.filter((m) => personalIn(m, personal).length || m.includes(recordId))).toEqual([]);

    const writes = await storageWrites(page);
    expect(writes.some((w) => w.startsWith(`session ${TOKEN_STORAGE_KEY}={`))).toBe(true);
    expect(writes.filter((w) => personalIn(w, personal).length || w.includes(recordId))).toEqual([]);
    const stored = await persisted(page, [SESSION_COOKIE]);
    const everything = JSON.stringify(stored);
    expect(personalIn(everything, personal)).toEqual([]);
    expect(everything).not.toContain(recordId);
    expect(stored.local).toEqual({});
    expect(stored.cookies).toEqual({});
    expect(stored.indexedDb).toEqual([]);
    // The widgets persist only spec 000 §9's session keys: the auth token, in the form spec 000 §3 allows, and where
    // the drawer was (a path of the drawer's views, nothing the shopper typed).
    const keys: string[] = Object.values(SESSION_KEYS);
    expect(Object.keys(stored.session).filter((key) => !keys.includes(key))).toEqual([]);
    const token = JSON.parse(stored.session[TOKEN_STORAGE_KEY] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(token).every((k) => ['accessToken', 'sessionId', 'customerNumber'].includes(k))).toBe(true);
    expect(token.customerNumber).toBe(visitor.userId);
    expect(stored.session[SESSION_KEYS.lastPath]).toMatch(/^\/[\w/-]*\/direct-billing\/[a-z-]+(\?form=\d+)?$/);
    await page.close();
  });
});

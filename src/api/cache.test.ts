// The cache of the calls marked "cached" (1 hour, query data 300 s, configuration indefinitely) (spec 000 §7, §9 "Data cache lifetime"), through the
// client against the sandbox, and the cache on its own.
import { describe, expect, test } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { SANDBOX_API_KEY } from '../../sandbox/pages.ts';
import { ClaimRecord } from '../contract/claim/claim-record.ts';
import { CACHE_LIFETIME_MS, QUERY_DATA_LIFETIME_MS } from '../domain/constants.ts';
import { createCache } from './cache.ts';
import { getCtaState } from './insurer/configurations.ts';
import { listServiceLocations } from './claim/directory.ts';
import { listInsurers } from './insurer/insurers.ts';
import { createApi, type Api, type Identity } from './client.ts';
import { createClaimRecord } from './claim/claim-records.ts';
import { admit } from '../../test/unit/api-harness.ts';

const BASE = 'http://sandbox.test/services/direct-billing';

/** A client on a sandbox with a clock the test moves; counts the record reads it sends. */
async function setup() {
  const sandbox = createSandbox();
  const calls: string[] = [];
  let t = 1_000_000;
  const identity: Identity = { sessionId: 'act_1', customerNumber: '1001' };
  admit(sandbox.state, identity);
  const api = createApi({
    baseUrl: BASE,
    apiKey: SANDBOX_API_KEY,
    identity: () => identity,
    storage: null,
    now: () => t,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return sandbox.app.fetch(request);
    },
  });
  const { id } = await createClaimRecord(api, {
    cartId: 'cart_1',
    sessionId: 'act_1',
    customerNumber: '1001',
    eligibleProducts: [],
    locale: 'en_CA',
    ecommerce: 'N1',
  });
  const read = (a: Api = api, signal?: AbortSignal) =>
    a.call({ method: 'GET', path: `claim-records/${id}`, name: 'claim-records/{id}', schema: ClaimRecord, cache: true, signal });
  const reads = () => calls.filter((c) => c.startsWith('GET')).length;
  const sent = (path: string) => calls.filter((c) => c === `GET /services/direct-billing/${path}`).length;
  return { api, read, reads, sent, id, identity, sandbox, advance: (ms: number) => (t += ms) };
}

describe('spec 000 §7: cached calls through the client', () => {
  test('a second identical call is served from the cache: one request', async () => {
    const { read, reads, id } = await setup();
    expect((await read()).id).toBe(id);
    expect((await read()).id).toBe(id);
    expect(reads()).toBe(1);
  });

  test.each<[string, number, number]>([
    ['one hour less 1 ms later the answer is still cached', CACHE_LIFETIME_MS - 1, 1],
    ['one hour later the answer is fetched again', CACHE_LIFETIME_MS, 2],
    ['one hour and 1 ms later the answer is fetched again', CACHE_LIFETIME_MS + 1, 2],
  ])('spec 000 §9: %s', async (_name, later, expected) => {
    const { read, reads, advance } = await setup();
    await read();
    advance(later);
    await read();
    expect(reads()).toBe(expected);
  });

  test('concurrent identical cached calls share one request', async () => {
    const { read, reads } = await setup();
    await Promise.all(Array.from({ length: 5 }, () => read()));
    expect(reads()).toBe(1);
  });

  test('a call without cache: true always sends its request', async () => {
    const { api, read, reads, id } = await setup();
    await read();
    await api.call({ method: 'GET', path: `claim-records/${id}`, name: 'claim-records/{id}', schema: ClaimRecord });
    expect(reads()).toBe(2);
  });

  test('the cache is keyed per customer: another customer number never sees the first answer', async () => {
    const { read, reads, identity, sandbox } = await setup();
    await read();
    Object.assign(identity, { sessionId: 'act_2', customerNumber: '2002' });
    admit(sandbox.state, identity);
    await expect(read()).rejects.toMatchObject({ status: 404 });
    expect(reads()).toBe(2);
  });

  test('a failure is not cached: the next call asks again', async () => {
    const { read, reads, sandbox, id } = await setup();
    const saved = sandbox.state.service.records.get(id);
    sandbox.state.service.records.delete(id);
    await expect(read()).rejects.toMatchObject({ status: 404 });
    sandbox.state.service.records.set(id, saved!);
    expect((await read()).id).toBe(id);
    expect(reads()).toBe(2);
  });

  test.each<[string, (api: Api) => void, number]>([
    ['reset (logout) clears the cache', (api) => api.reset(), 2],
    ['clearCache() clears every entry', (api) => api.clearCache(), 2],
    ['clearCache with the path prefix of the entry clears it', (api) => api.clearCache('claim-records/'), 2],
    ['clearCache with another prefix keeps the entry', (api) => api.clearCache('insurers'), 1],
  ])('%s', async (_name, clear, expected) => {
    const { api, read, reads } = await setup();
    await read();
    clear(api);
    await read();
    expect(reads()).toBe(expected);
  });

  test('one caller that aborts leaves the shared request to the others', async () => {
    const { read, reads, id } = await setup();
    const controller = new AbortController();
    const leaving = read(undefined, controller.signal);
    const staying = read();
    controller.abort();
    await expect(leaving).rejects.toMatchObject({ aborted: true });
    expect((await staying).id).toBe(id);
    expect(reads()).toBe(1);
  });
});

describe('spec 000 §9 Data cache lifetime by kind of call, on a fake clock', () => {
  test.each<[string, number, number]>([
    ['an hour later the configuration is still kept', CACHE_LIFETIME_MS, 1],
    ['a year later the configuration is still kept', 365 * 24 * CACHE_LIFETIME_MS, 1],
  ])('configuration kept indefinitely: %s', async (_name, later, expected) => {
    const { api, sent, advance } = await setup();
    await getCtaState(api);
    advance(later);
    await getCtaState(api);
    expect(sent('configurations')).toBe(expected);
  });

  test.each<[string, number, number]>([
    ['300 s less 1 ms later the query data is still kept', QUERY_DATA_LIFETIME_MS - 1, 1],
    ['300 s later the query data is fetched again', QUERY_DATA_LIFETIME_MS, 2],
  ])('query data 300 s: %s', async (_name, later, expected) => {
    const { api, sent, advance } = await setup();
    await listServiceLocations(api);
    advance(later);
    await listServiceLocations(api);
    expect(sent('service-locations')).toBe(expected);
  });

  test.each<[string, number, number]>([
    ['300 s later the insurers are still kept', QUERY_DATA_LIFETIME_MS, 1],
    ['one hour less 1 ms later the insurers are still kept', CACHE_LIFETIME_MS - 1, 1],
    ['one hour later the insurers are fetched again', CACHE_LIFETIME_MS, 2],
  ])('the rest 1 hour: %s', async (_name, later, expected) => {
    const { api, sent, advance } = await setup();
    await listInsurers(api, 'CA');
    advance(later);
    await listInsurers(api, 'CA');
    expect(sent('insurers')).toBe(expected);
  });
});

describe('spec 000 §9 Data cache lifetime: createCache', () => {
  test('a request that resolves after clear is not kept', async () => {
    const cache = createCache(() => 0);
    let finish: (v: { v: string }) => void = () => undefined;
    const first = cache.get('k', 'p', () => new Promise<{ v: string }>((resolve) => (finish = resolve)));
    cache.clear();
    finish({ v: 'old' });
    expect(await first).toEqual({ v: 'old' });
    let loads = 0;
    expect(await cache.get('k', 'p', async () => (loads++, { v: 'new' }))).toEqual({ v: 'new' });
    expect(loads).toBe(1);
  });

  test('expired entries of other keys are dropped when a new one is stored', async () => {
    let t = 0;
    const cache = createCache(() => t);
    let loads = 0;
    const load = async () => (loads++, { v: 'x' });
    await cache.get('a', 'a', load);
    t = CACHE_LIFETIME_MS;
    await cache.get('b', 'b', load);
    t = 0;
    // Had "a" survived the sweep, the clock moved back would make it fresh again.
    await cache.get('a', 'a', load);
    expect(loads).toBe(3);
  });
});

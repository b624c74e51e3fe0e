// The persisted token and the FETCHING marker (spec 000 §3 "Stored auth token", §4 "Session init").
import { describe, expect, test } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { SANDBOX_API_KEY } from '../../sandbox/pages.ts';
import { createApi, type Identity } from './client.ts';
import { createClaimRecord } from './claim/claim-records.ts';
import { createTokenSource, FETCHING, FETCHING_POLL_MS, FETCHING_WAIT_MS, TOKEN_STORAGE_KEY, type TokenOwner, type TokenStorage } from './token-store.ts';
import { memoryStorage } from '../../test/unit/memory-storage.ts';
import { admit } from '../../test/unit/api-harness.ts';

const BASE = 'http://sandbox.test/services/direct-billing';

/** A clock whose sleep moves time on at once. */
function fakeClock() {
  let t = 0;
  const sleeps: number[] = [];
  return { now: () => t, sleep: async (ms: number) => void (sleeps.push(ms), (t += ms)), sleeps };
}

/** A token source over `storage` whose requests answer tok_1, tok_2... unless told to fail. */
function source(storage: TokenStorage | null, owner: () => TokenOwner & { customerEmail?: string } = () => ({ sessionId: 'act_1', customerNumber: '1001', customerEmail: 'a@b.c' })) {
  const clock = fakeClock();
  const requested: TokenOwner[] = [];
  let fail = false;
  const tokens = createTokenSource({
    owner,
    storage,
    ...clock,
    request: async (o) => {
      requested.push(o);
      if (fail) throw new Error('no token');
      return `tok_${requested.length}`;
    },
  });
  return { tokens, requested, clock, failNext: () => (fail = true) };
}

/** Two clients on one sandbox and one storage, as two widgets on one page. */
function twoClients(identities: [Identity, Identity], storage: TokenStorage = memoryStorage()) {
  const sandbox = createSandbox();
  for (const identity of identities) if (identity.customerNumber) admit(sandbox.state, identity);
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(new URL(request.url).pathname);
    return sandbox.app.fetch(request);
  };
  const make = (identity: Identity) => createApi({ baseUrl: BASE, apiKey: SANDBOX_API_KEY, identity: () => identity, fetch, storage });
  return { apis: identities.map(make), tokenRequests: () => calls.filter((c) => c.endsWith('/auth/token')).length, storage };
}

const record = (customerNumber: string) => ({
  cartId: 'cart_1',
  sessionId: 'act_1',
  customerNumber,
  eligibleProducts: [],
  locale: 'en_CA',
  ecommerce: 'N1',
});

describe('spec 000 §3: the persisted token', () => {
  test('holds the access token, session id and customer number, never the e-mail or a claim record id', async () => {
    const storage = memoryStorage();
    const { apis } = twoClients([{ sessionId: 'act_1', customerNumber: '1001', customerEmail: 'alex@example.com' }, {}], storage);
    const { id } = await createClaimRecord(apis[0]!, record('1001'));
    const raw = storage.map.get(TOKEN_STORAGE_KEY) ?? '';
    expect(Object.keys(JSON.parse(raw)).sort()).toEqual(['accessToken', 'customerNumber', 'sessionId']);
    expect(raw).not.toContain('alex@example.com');
    expect(raw).not.toContain(id);
  });

  test('is reused by a second client with the same identity: no second token request', async () => {
    const same: Identity = { sessionId: 'act_1', customerNumber: '1001' };
    const { apis, tokenRequests } = twoClients([same, { ...same, customerEmail: 'other@example.com' }]);
    await createClaimRecord(apis[0]!, record('1001'));
    await createClaimRecord(apis[1]!, record('1001'));
    expect(tokenRequests()).toBe(1);
  });

  test.each<[string, Identity]>([
    ['another customer number', { sessionId: 'act_1', customerNumber: '2002' }],
    ['another session id', { sessionId: 'act_2', customerNumber: '1001' }],
  ])('is not reused for %s', async (_name, other) => {
    const { apis, tokenRequests } = twoClients([{ sessionId: 'act_1', customerNumber: '1001' }, other]);
    await createClaimRecord(apis[0]!, record('1001'));
    await createClaimRecord(apis[1]!, record(other.customerNumber ?? ''));
    expect(tokenRequests()).toBe(2);
  });

  test('spec 000 §4: two clients starting together share one token request through the FETCHING marker', async () => {
    const same: Identity = { sessionId: 'act_1', customerNumber: '1001' };
    const { apis, tokenRequests } = twoClients([same, same]);
    await Promise.all([...apis, ...apis].map((api) => createClaimRecord(api, record('1001'))));
    expect(tokenRequests()).toBe(1);
  });

  test.each<[string, TokenStorage]>([
    ['every method throws (Safari private mode)', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); }, removeItem: () => { throw new Error('blocked'); } }],
    ['writes throw (quota exceeded)', { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined }],
    ['it holds a foreign value', { getItem: () => '{not json', setItem: () => undefined, removeItem: () => undefined }],
  ])('storage where %s never breaks a call', async (_name, storage) => {
    const { apis, tokenRequests } = twoClients([{ sessionId: 'act_1', customerNumber: '1001' }, {}], storage);
    await createClaimRecord(apis[0]!, record('1001'));
    await createClaimRecord(apis[0]!, record('1001'));
    apis[0]!.reset();
    await createClaimRecord(apis[0]!, record('1001'));
    expect(tokenRequests()).toBe(2);
  });
});

describe('spec 000 §3 and §4: the token source', () => {
  test('a token in memory is answered without a request; a new owner gets its own token', async () => {
    let customerNumber = '1001';
    const { tokens, requested } = source(null, () => ({ customerNumber }));
    expect(await tokens.get()).toBe('tok_1');
    expect(await tokens.get()).toBe('tok_1');
    customerNumber = '2002';
    expect(await tokens.get()).toBe('tok_2');
    expect(requested).toEqual([{ customerNumber: '1001' }, { customerNumber: '2002' }]);
  });

  test('the request receives the whole identity, e-mail included, though storage keeps none', async () => {
    const storage = memoryStorage();
    const { tokens, requested } = source(storage);
    await tokens.get();
    expect(requested[0]).toEqual({ sessionId: 'act_1', customerNumber: '1001', customerEmail: 'a@b.c' });
    expect(JSON.parse(storage.map.get(TOKEN_STORAGE_KEY) ?? '')).toEqual({ accessToken: 'tok_1', sessionId: 'act_1', customerNumber: '1001' });
  });

  test('FETCHING is stored while the request is under way and replaced by the token', async () => {
    const storage = memoryStorage();
    const { tokens } = source(storage);
    const token = tokens.get();
    expect(storage.map.get(TOKEN_STORAGE_KEY)).toBe(FETCHING);
    await token;
    expect(storage.map.get(TOKEN_STORAGE_KEY)).toContain('tok_1');
  });

  test('a failed request removes the FETCHING marker and the next get tries again', async () => {
    const storage = memoryStorage();
    const { tokens, failNext, requested } = source(storage);
    failNext();
    await expect(tokens.get()).rejects.toThrow('no token');
    expect(storage.map.has(TOKEN_STORAGE_KEY)).toBe(false);
    await expect(tokens.get()).rejects.toThrow('no token');
    expect(requested.length).toBe(2);
  });

  test('a client that sees FETCHING waits and takes the token the other client stores, without a request', async () => {
    const storage = memoryStorage();
    storage.map.set(TOKEN_STORAGE_KEY, FETCHING);
    const requested: string[] = [];
    let t = 0;
    const waiting = createTokenSource({
      owner: () => ({ sessionId: 'act_1', customerNumber: '1001' }),
      storage,
      now: () => t,
      // The other client's fetch ends during the first pause.
      sleep: async (ms) => {
        t += ms;
        storage.map.set(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'tok_theirs', sessionId: 'act_1', customerNumber: '1001' }));
      },
      request: async () => (requested.push('mine'), 'tok_mine'),
    });
    expect(await waiting.get()).toBe('tok_theirs');
    expect(t).toBe(FETCHING_POLL_MS);
    expect(requested).toEqual([]);
  });

  test(`a FETCHING marker that never resolves is waited on for at most ${FETCHING_WAIT_MS} ms, then the client fetches its own`, async () => {
    const storage = memoryStorage();
    storage.map.set(TOKEN_STORAGE_KEY, FETCHING);
    const { tokens, requested, clock } = source(storage);
    expect(await tokens.get()).toBe('tok_1');
    expect(clock.now()).toBe(FETCHING_WAIT_MS);
    expect(requested.length).toBe(1);
  });

  test('drop forgets the refused token but keeps one another call has already put in its place', async () => {
    const storage = memoryStorage();
    const { tokens, requested } = source(storage);
    const first = await tokens.get();
    tokens.drop(first);
    expect(storage.map.has(TOKEN_STORAGE_KEY)).toBe(false);
    const second = await tokens.get();
    tokens.drop(first);
    expect(await tokens.get()).toBe(second);
    expect(requested.length).toBe(2);
  });

  test('a fetch under way when clear runs does not bring its token back', async () => {
    const storage = memoryStorage();
    const { tokens, requested } = source(storage);
    const pending = tokens.get();
    tokens.clear();
    expect(await pending).toBe('tok_1');
    expect(storage.map.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(await tokens.get()).toBe('tok_2');
    expect(requested.length).toBe(2);
  });
});

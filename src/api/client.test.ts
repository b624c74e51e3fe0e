// Contract tests of the API client against the real sandbox service, in process (spec 000 §7, §8, §9);
// fetch stubs only where a fault must be injected.
import { describe, expect, test } from 'vitest';
import { object, string } from 'superstruct';
import { createSandbox } from '../../sandbox/app.ts';
import { SANDBOX_API_KEY } from '../../sandbox/pages.ts';
import { ContractError } from '../contract/parse.ts';
import { createApi, type Identity } from './client.ts';
import { ApiError, isRetryable } from './errors.ts';
import type { CallAuth } from './call.ts';
import { createClaimRecord, getClaimRecord, type NewClaimRecord } from './claim-records.ts';
import { TOKEN_STORAGE_KEY, type TokenStorage } from './token-store.ts';
import { memoryStorage } from '../../test/unit/memory-storage.ts';

const BASE = 'http://sandbox.test/services/direct-billing';

function newRecord(customerNumber: string): NewClaimRecord {
  return {
    cartId: 'cart_1',
    sessionId: 'act_1',
    customerNumber,
    eligibleProducts: [{ productId: 'line-1', productType: 'FRAME', quantity: 1 }],
    locale: 'en_CA',
    ecommerce: 'N1',
  };
}

/** A client bound to a sandbox, counting the requests it sends. */
function setup(options: { customerNumber?: string; apiKey?: string; sandbox?: ReturnType<typeof createSandbox>; storage?: TokenStorage | null } = {}) {
  const sandbox = options.sandbox ?? createSandbox();
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.app.fetch(request);
  };
  const identity: Identity = { sessionId: 'act_1', customerNumber: options.customerNumber ?? '1001', customerEmail: 'alex@example.com' };
  const storage = options.storage === undefined ? memoryStorage() : options.storage;
  const api = createApi({ baseUrl: BASE, apiKey: options.apiKey ?? SANDBOX_API_KEY, identity: () => identity, fetch, storage });
  const tokenRequests = () => calls.filter((c) => c.endsWith('/auth/token')).length;
  const requests = (prefix: string) => calls.filter((c) => c.startsWith(prefix)).length;
  return { api, calls, tokenRequests, requests, storage, identity, ...sandbox };
}

/** The error a promise rejects with, or a failure when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A fetch stub: auth/token answers a token, everything else goes to `rest`; it records every request. */
function stub(rest: (url: string, init: RequestInit | undefined) => Promise<Response>) {
  const seen: { url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = String(input);
    seen.push({ url, headers: new Headers(init?.headers) });
    if (url.endsWith('/auth/token')) return Response.json({ accessToken: `tok_${seen.length}`, expiresIn: 3600 });
    return rest(url, init);
  };
  return { fetch, seen };
}

/** A client on a fetch stub, without persistence. */
function stubbed(rest: (url: string, init: RequestInit | undefined) => Promise<Response>, identity: Identity = { customerNumber: '1001' }) {
  const { fetch, seen } = stub(rest);
  const api = createApi({ baseUrl: BASE, apiKey: 'key_1', identity: () => identity, fetch, storage: null });
  return { api, seen, requests: () => seen.filter((s) => !s.url.endsWith('/auth/token')) };
}

const Echo = object({ ok: string() });

describe('spec 000 §7 claim records against the sandbox', () => {
  test('createClaimRecord then getClaimRecord answers CREATED and INSURANCE_NOT_APPLICABLE', async () => {
    const { api, state } = setup();
    const { id } = await createClaimRecord(api, newRecord('1001'));
    expect(id).toMatch(/^cr_/);
    expect(state.records.has(id)).toBe(true);
    const record = await getClaimRecord(api, id);
    expect(record.id).toBe(id);
    expect(record.status).toBe('CREATED');
    expect(record.claimData?.useInsuranceStatus).toBe('INSURANCE_NOT_APPLICABLE');
    expect(record.cartId).toBe('cart_1');
  });

  test('spec 000 §8: an unknown record gives ApiError 404, its id not in the message', async () => {
    const { api } = setup();
    const error = await rejection(getClaimRecord(api, 'cr_does_not_exist'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, call: 'GET claim-records/{id}', errorType: 'VALIDATION_ERROR', timeout: false });
    expect((error as ApiError).message).not.toContain('cr_does_not_exist');
  });

  test("spec 000 §8: another customer's record gives 404", async () => {
    const sandbox = createSandbox();
    const owner = setup({ sandbox, customerNumber: '1001' });
    const other = setup({ sandbox, customerNumber: '2002' });
    const { id } = await createClaimRecord(owner.api, newRecord('1001'));
    const error = await rejection(getClaimRecord(other.api, id));
    expect(error).toMatchObject({ name: 'ApiError', status: 404 });
    expect((await getClaimRecord(owner.api, id)).id).toBe(id);
  });

  test('spec 000 §8: a 4xx keeps the service error type and code (403 AUTHENTICATION_ERROR GENERIC_ERROR)', async () => {
    const { api } = setup({ customerNumber: '1001' });
    const error = await rejection(createClaimRecord(api, newRecord('2002')));
    expect(error).toMatchObject({ status: 403, errorType: 'AUTHENTICATION_ERROR', errorCode: 'GENERIC_ERROR' });
  });
});

describe('spec 000 §4 Session init and §7: the token', () => {
  test('10 concurrent calls share one auth/token request', async () => {
    const { api, tokenRequests } = setup();
    const ids = await Promise.all(Array.from({ length: 10 }, () => createClaimRecord(api, newRecord('1001'))));
    expect(new Set(ids.map((r) => r.id)).size).toBe(10);
    expect(tokenRequests()).toBe(1);
  });

  test('auth/token sends the API key and the identity fields that are present', async () => {
    const bodies: unknown[] = [];
    const { fetch, seen } = stub(async () => Response.json({ id: 'cr_1', status: 'CREATED' }));
    const api = createApi({
      baseUrl: BASE,
      apiKey: 'key_1',
      identity: () => ({ sessionId: 'act_1', customerNumber: '1001', customerEmail: '' }),
      fetch: async (input, init) => {
        if (String(input).endsWith('/auth/token')) bodies.push(JSON.parse(String(init?.body)));
        return fetch(input, init);
      },
      storage: null,
    });
    await getClaimRecord(api, 'cr_1');
    expect(bodies).toEqual([{ sessionId: 'act_1', customerNumber: '1001' }]);
    expect(seen[0]?.headers.get('x-api-key')).toBe('key_1');
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  test('a 401 leads to exactly one token refetch and one retry, and the call succeeds', async () => {
    const { api, state, tokenRequests, requests } = setup();
    const { id } = await createClaimRecord(api, newRecord('1001'));
    state.tokens.clear();
    const record = await getClaimRecord(api, id);
    expect(record.id).toBe(id);
    expect(tokenRequests()).toBe(2);
    expect(requests('GET')).toBe(2);
  });

  test('10 concurrent calls that all meet a 401 refetch the token once between them', async () => {
    const { api, state, tokenRequests } = setup();
    const { id } = await createClaimRecord(api, newRecord('1001'));
    state.tokens.clear();
    const records = await Promise.all(Array.from({ length: 10 }, () => getClaimRecord(api, id)));
    expect(records.map((r) => r.id)).toEqual(Array.from({ length: 10 }, () => id));
    expect(tokenRequests()).toBe(2);
  });

  test('spec 000 §7: a 401 reloads the shop session once before the token is refetched, shared by concurrent calls', async () => {
    const order: string[] = [];
    let tokens = 0;
    let session = 'act_1';
    const api = createApi({
      baseUrl: BASE,
      identity: () => ({ sessionId: session, customerNumber: '1001' }),
      storage: null,
      refreshSession: async () => {
        order.push('session');
        session = 'act_2';
      },
      fetch: async (input, init) => {
        const url = String(input);
        if (url.endsWith('/auth/token')) {
          order.push(`token for ${JSON.parse(String(init?.body)).sessionId}`);
          return Response.json({ accessToken: `tok_${++tokens}` });
        }
        const bearer = new Headers(init?.headers).get('authorization');
        return bearer === 'Bearer tok_1' ? Response.json({ errorType: 'AUTHENTICATION_ERROR' }, { status: 401 }) : Response.json({ id: 'cr_1', status: 'CREATED' });
      },
    });
    const records = await Promise.all(Array.from({ length: 5 }, () => getClaimRecord(api, 'cr_1')));
    expect(records.map((r) => r.id)).toEqual(['cr_1', 'cr_1', 'cr_1', 'cr_1', 'cr_1']);
    expect(order).toEqual(['token for act_1', 'session', 'token for act_2']);
  });

  test('spec 000 §7: a session reload that fails still leads to one token refetch and one retry', async () => {
    let first = true;
    const { fetch } = stub(async () => {
      if (first) {
        first = false;
        return Response.json({ errorType: 'AUTHENTICATION_ERROR' }, { status: 401 });
      }
      return Response.json({ id: 'cr_1', status: 'CREATED' });
    });
    const api = createApi({
      baseUrl: BASE,
      identity: () => ({ customerNumber: '1001' }),
      fetch,
      storage: null,
      refreshSession: () => Promise.reject(new Error('shop down')),
    });
    expect((await getClaimRecord(api, 'cr_1')).id).toBe('cr_1');
  });

  test('spec 000 §8: a 401 twice gives a session-expired ApiError and removes the persisted token', async () => {
    const storage = memoryStorage();
    const { fetch, seen } = stub(async () => Response.json({ errorType: 'AUTHENTICATION_ERROR', errorCode: 'GENERIC_ERROR' }, { status: 401 }));
    const api = createApi({ baseUrl: BASE, identity: () => ({ customerNumber: '1001' }), fetch, storage });
    const error = await rejection(getClaimRecord(api, 'cr_x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, sessionExpired: true, errorType: 'AUTHENTICATION_ERROR', call: 'GET claim-records/{id}' });
    expect(isRetryable(error)).toBe(false);
    expect(seen.map((s) => s.url.slice(BASE.length))).toEqual(['/auth/token', '/claim-records/cr_x', '/auth/token', '/claim-records/cr_x']);
    expect(storage.map.has(TOKEN_STORAGE_KEY)).toBe(false);
  });

  test('a wrong api key gives ApiError 401 AUTHENTICATION_ERROR from auth/token, not a session expiry', async () => {
    const { api, tokenRequests, storage } = setup({ apiKey: 'not-the-key' });
    const error = await rejection(createClaimRecord(api, newRecord('1001')));
    expect(error).toMatchObject({ status: 401, errorType: 'AUTHENTICATION_ERROR', call: 'POST auth/token', sessionExpired: false });
    expect(tokenRequests()).toBe(1);
    expect((storage as TokenStorage).getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  test('reset forgets the token: the next call fetches a new one', async () => {
    const { api, tokenRequests, storage } = setup();
    await createClaimRecord(api, newRecord('1001'));
    expect((storage as TokenStorage).getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
    api.reset();
    expect((storage as TokenStorage).getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await createClaimRecord(api, newRecord('1001'));
    expect(tokenRequests()).toBe(2);
  });
});

describe('spec 000 §7: auth modes and headers', () => {
  test.each<[string, CallAuth | undefined, Record<string, string | null>, number]>([
    ['customer (the default) sends the bearer token and both customer headers', undefined, { authorization: 'Bearer tok_1', 'x-customer-number': '1001', 'x-customer-email': 'a@b.c', 'x-api-key': null }, 1],
    ['customer sends the bearer token and both customer headers', 'customer', { authorization: 'Bearer tok_1', 'x-customer-number': '1001', 'x-customer-email': 'a@b.c', 'x-api-key': null }, 1],
    ['none (configuration) sends no token, no customer header and fetches no token', 'none', { authorization: null, 'x-customer-number': null, 'x-customer-email': null, 'x-api-key': null }, 0],
    ['api-key sends only the API key and fetches no token', 'api-key', { authorization: null, 'x-customer-number': null, 'x-customer-email': null, 'x-api-key': 'key_1' }, 0],
  ])('%s', async (_name, auth, expected, tokenFetches) => {
    const { api, seen, requests } = stubbed(async () => Response.json({ ok: 'yes' }), { customerNumber: '1001', customerEmail: 'a@b.c' });
    await api.call({ method: 'GET', path: 'insurers', name: 'insurers', schema: Echo, auth });
    const headers = requests()[0]?.headers;
    for (const [name, value] of Object.entries(expected)) expect(headers?.get(name)).toBe(value);
    expect(seen.length - requests().length).toBe(tokenFetches);
  });

  test('customer headers are left out when the identity has none', async () => {
    const { api, requests } = stubbed(async () => Response.json({ ok: 'yes' }), {});
    await api.call({ method: 'GET', path: 'x', name: 'x', schema: Echo });
    expect(requests()[0]?.headers.get('x-customer-number')).toBeNull();
    expect(requests()[0]?.headers.get('x-customer-email')).toBeNull();
  });

  test.each<[string, string, Record<string, string | number | boolean | undefined> | undefined, string]>([
    ['query values are encoded and undefined ones left out', 'insurers/list', { active: true, page: 2, name: 'a b&c', skip: undefined }, '/insurers/list?active=true&page=2&name=a+b%26c'],
    ['a path that has a query already gains the rest after &', 'configurations?path=frontend-bundle', { brand: 'cle' }, '/configurations?path=frontend-bundle&brand=cle'],
    ['no query leaves the path alone', 'insurers', undefined, '/insurers'],
    ['a query of only undefined values adds nothing', 'insurers', { active: undefined }, '/insurers'],
  ])('%s', async (_name, path, query, expected) => {
    const { api, requests } = stubbed(async () => Response.json({ ok: 'yes' }));
    await api.call({ method: 'GET', path, name: 'q', schema: Echo, query, auth: 'none' });
    expect(requests()[0]?.url).toBe(`${BASE}${expected}`);
  });

  test('the base URL gains one slash and a body travels as JSON', async () => {
    const bodies: { type: string | null; body: unknown }[] = [];
    const { fetch } = stub(async (_url, init) => {
      bodies.push({ type: new Headers(init?.headers).get('content-type'), body: init?.body });
      return Response.json({ ok: 'yes' });
    });
    const api = createApi({ baseUrl: `${BASE}/`, identity: () => ({}), fetch, storage: null });
    await api.call({ method: 'POST', path: 'x', name: 'x', schema: Echo, body: { a: 1 }, auth: 'none' });
    expect(bodies).toEqual([{ type: 'application/json', body: '{"a":1}' }]);
  });
});

describe('spec 000 §8 and §9: answers and failures', () => {
  test.each<[string, () => Promise<Response>, object]>([
    ['a 504 from the service is a timeout', async () => Response.json({ errorType: 'TECHNICAL_ERROR' }, { status: 504 }), { status: 504, timeout: true, errorType: 'TECHNICAL_ERROR' }],
    ['a 500 with an HTML page keeps its status and no error type', async () => new Response('<html>oops</html>', { status: 500 }), { status: 500, timeout: false, errorType: undefined }],
    ['a 400 keeps the service error type and code', async () => Response.json({ errorType: 'VALIDATION_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' }, { status: 400 }), { status: 400, errorType: 'VALIDATION_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' }],
    ['a network failure is status 0', async () => Promise.reject(new TypeError('fetch failed')), { status: 0, timeout: false, aborted: false }],
    ['a body that stops arriving is status 0', async () => new Response(new ReadableStream({ pull: (c) => c.error(new Error('reset')) })), { status: 0 }],
  ])('%s', async (_name, answer, expected) => {
    const { api } = stubbed(answer);
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'GET claim-records/{id}', ...expected });
  });

  test.each<[string, () => Promise<Response>, string]>([
    ['malformed JSON in a 2xx answer', async () => new Response('{"id": "cr_1",', { status: 200 }), '(root)'],
    ['an answer off the schema', async () => Response.json({ id: 5, note: 'value-that-must-not-leak' }), 'id'],
    ['an empty 2xx answer where a record is expected', async () => new Response(null, { status: 204 }), '(root)'],
  ])('%s throws ContractError naming the call, never the values', async (_name, answer, field) => {
    const { api } = stubbed(answer);
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toBeInstanceOf(ContractError);
    const message = (error as ContractError).message;
    expect(message).toContain('GET claim-records/{id}');
    expect(message).toContain(`"${field}"`);
    expect(message).not.toMatch(/cr_1|value-that-must-not-leak|5/);
  });

  test('an exception other than ApiError or ContractError never escapes a call', async () => {
    const api = createApi({
      baseUrl: BASE,
      identity: () => {
        throw new RangeError('identity broke');
      },
      storage: null,
    });
    const error = await rejection(api.call({ method: 'GET', path: 'x', name: 'x', schema: Echo }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'GET x failed' });
    expect((error as ApiError).cause).toBeInstanceOf(RangeError);
  });

  test('a hanging fetch is abandoned after timeoutMs with ApiError 504 and its request aborted', async () => {
    let aborted = false;
    const { fetch } = stub(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const api = createApi({ baseUrl: BASE, identity: () => ({}), fetch, timeoutMs: 20, storage: null });
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toMatchObject({ name: 'ApiError', status: 504, timeout: true, aborted: false, call: 'GET claim-records/{id}' });
    expect(aborted).toBe(true);
  });
});

describe('spec 000 §7: cancelling a call with its signal', () => {
  test('an aborted signal rejects at once with an aborted ApiError and sends nothing', async () => {
    const { api, seen } = stubbed(async () => Response.json({ ok: 'yes' }));
    const error = await rejection(api.call({ method: 'GET', path: 'x', name: 'x', schema: Echo, signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ name: 'ApiError', status: 0, aborted: true, timeout: false, message: 'GET x was aborted' });
    expect(isRetryable(error)).toBe(false);
    expect(seen).toEqual([]);
  });

  test('aborting during the request cancels it and is not reported as a timeout', async () => {
    const controller = new AbortController();
    const { api } = stubbed(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          controller.abort();
        }),
    );
    const error = await rejection(api.call({ method: 'GET', path: 'x', name: 'x', schema: Echo, signal: controller.signal, auth: 'none' }));
    expect(error).toMatchObject({ status: 0, aborted: true, timeout: false });
  });

  test('aborting while the token is fetched leaves the call but not the shared token fetch', async () => {
    let answerToken: () => void = () => undefined;
    const seen: string[] = [];
    const api = createApi({
      baseUrl: BASE,
      identity: () => ({ customerNumber: '1001' }),
      storage: null,
      fetch: async (input) => {
        seen.push(String(input).slice(BASE.length));
        if (!String(input).endsWith('/auth/token')) return Response.json({ ok: 'yes' });
        await new Promise<void>((resolve) => (answerToken = resolve));
        return Response.json({ accessToken: 'tok_1' });
      },
    });
    const controller = new AbortController();
    const leaving = rejection(api.call({ method: 'GET', path: 'a', name: 'a', schema: Echo, signal: controller.signal }));
    const staying = api.call({ method: 'GET', path: 'b', name: 'b', schema: Echo });
    await Promise.resolve();
    controller.abort();
    expect(await leaving).toMatchObject({ aborted: true });
    answerToken();
    expect(await staying).toEqual({ ok: 'yes' });
    expect(seen).toEqual(['/auth/token', '/b']);
  });
});

describe('spec 000 §7: retryOnce (request-new-product-quotes)', () => {
  test.each<[string, number[], boolean, number, boolean]>([
    ['a 503 then a success is retried once and succeeds', [503, 200], true, 2, true],
    ['a network failure then a success is retried once and succeeds', [0, 200], true, 2, true],
    ['two 502 in a row fail after one retry', [502, 502, 200], true, 2, false],
    ['a 400 is not retried', [400, 200], true, 1, false],
    ['a 404 is not retried', [404, 200], true, 1, false],
    ['a 503 without retryOnce is not retried', [503, 200], false, 1, false],
  ])('%s', async (_name, statuses, retryOnce, expectedRequests, succeeds) => {
    let n = 0;
    const { api, requests } = stubbed(async () => {
      const status = statuses[n++] ?? 200;
      if (status === 0) throw new TypeError('fetch failed');
      return status === 200 ? Response.json({ ok: 'yes' }) : Response.json({ errorType: 'TECHNICAL_ERROR' }, { status });
    });
    const result = api.call({ method: 'POST', path: 'q', name: 'q', schema: Echo, retryOnce });
    if (succeeds) expect(await result).toEqual({ ok: 'yes' });
    else expect(await rejection(result)).toBeInstanceOf(ApiError);
    expect(requests().length).toBe(expectedRequests);
  });

  test('an answer off the schema is not retried', async () => {
    const { api, requests } = stubbed(async () => Response.json({ ok: 1 }));
    expect(await rejection(api.call({ method: 'POST', path: 'q', name: 'q', schema: Echo, retryOnce: true }))).toBeInstanceOf(ContractError);
    expect(requests().length).toBe(1);
  });

  test.each<[string, unknown, boolean]>([
    ['no answer (status 0)', new ApiError('c', 0), true],
    ['a 500', new ApiError('c', 500), true],
    ['a 504 timeout', new ApiError('c', 504), true],
    ['a 401', new ApiError('c', 401), false],
    ['a 429', new ApiError('c', 429), false],
    ['an aborted call', new ApiError('c', 0, undefined, undefined, { aborted: true }), false],
    ['a session expiry', new ApiError('c', 401, undefined, undefined, { sessionExpired: true }), false],
    ['a ContractError', new ContractError('c', 'id'), false],
    ['any other error', new TypeError('x'), false],
  ])('isRetryable: %s -> %s', (_name, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

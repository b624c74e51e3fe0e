// Contract tests of the API client against the real sandbox service, in process (spec 000 §7).
import { describe, expect, test } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { SANDBOX_API_KEY } from '../../sandbox/pages.ts';
import { ContractError } from '../contract/parse.ts';
import { ApiError, createApi, type Identity } from './client.ts';
import { createClaimRecord, getClaimRecord, type NewClaimRecord } from './claim-records.ts';

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

/** A client bound to a sandbox, counting the auth/token requests it sends. */
function setup(options: { customerNumber?: string; apiKey?: string; sandbox?: ReturnType<typeof createSandbox> } = {}) {
  const sandbox = options.sandbox ?? createSandbox();
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.app.fetch(request);
  };
  const identity: Identity = { sessionId: 'act_1', customerNumber: options.customerNumber ?? '1001' };
  const api = createApi({ baseUrl: BASE, apiKey: options.apiKey ?? SANDBOX_API_KEY, identity: () => identity, fetch });
  const tokenRequests = () => calls.filter((c) => c.endsWith('/auth/token')).length;
  return { api, calls, tokenRequests, ...sandbox };
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

/** A fetch stub: auth/token answers a token, everything else goes to `rest`. */
function stub(rest: (url: string, init: RequestInit | undefined) => Promise<Response>): typeof globalThis.fetch {
  return async (input, init) => {
    const url = String(input);
    if (url.endsWith('/auth/token')) return Response.json({ accessToken: 'tok_stub', expiresIn: 3600 });
    return rest(url, init);
  };
}

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

  test('spec 000 §4 Session init: concurrent calls share one auth/token request', async () => {
    const { api, tokenRequests } = setup();
    const ids = await Promise.all([1, 2, 3].map(() => createClaimRecord(api, newRecord('1001'))));
    expect(new Set(ids.map((r) => r.id)).size).toBe(3);
    expect(tokenRequests()).toBe(1);
  });

  test('a 401 leads to exactly one token refetch and the call succeeds', async () => {
    const { api, state, tokenRequests } = setup();
    const { id } = await createClaimRecord(api, newRecord('1001'));
    expect(tokenRequests()).toBe(1);
    state.tokens.clear();
    const record = await getClaimRecord(api, id);
    expect(record.id).toBe(id);
    expect(tokenRequests()).toBe(2);
    expect(state.tokens.size).toBe(1);
  });

  test('concurrent calls that all meet a 401 refetch the token once between them', async () => {
    const { api, state, tokenRequests } = setup();
    const { id } = await createClaimRecord(api, newRecord('1001'));
    state.tokens.clear();
    const records = await Promise.all([1, 2, 3, 4].map(() => getClaimRecord(api, id)));
    expect(records.map((r) => r.id)).toEqual([id, id, id, id]);
    expect(tokenRequests()).toBe(2);
  });

  test('a 401 twice in a row is not retried forever: the second 401 is thrown', async () => {
    const api = createApi({
      baseUrl: BASE,
      identity: () => ({}),
      fetch: stub(async () => Response.json({ errorType: 'AUTHENTICATION_ERROR' }, { status: 401 })),
    });
    const error = await rejection(getClaimRecord(api, 'cr_x'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
  });

  test('a wrong api key gives ApiError 401 AUTHENTICATION_ERROR', async () => {
    const { api, tokenRequests } = setup({ apiKey: 'not-the-key' });
    const error = await rejection(createClaimRecord(api, newRecord('1001')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorType: 'AUTHENTICATION_ERROR', call: 'POST auth/token' });
    expect(tokenRequests()).toBe(1);
  });

  test('an unknown record gives ApiError 404', async () => {
    const { api } = setup();
    const error = await rejection(getClaimRecord(api, 'cr_does_not_exist'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, call: 'GET claim-records/{id}' });
    expect((error as ApiError).message).not.toContain('cr_does_not_exist');
  });

  test("another customer's record gives 404", async () => {
    const sandbox = createSandbox();
    const owner = setup({ sandbox, customerNumber: '1001' });
    const other = setup({ sandbox, customerNumber: '2002' });
    const { id } = await createClaimRecord(owner.api, newRecord('1001'));
    const error = await rejection(getClaimRecord(other.api, id));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((await getClaimRecord(owner.api, id)).id).toBe(id);
  });

  test('creating a record for another customer number is refused with 403', async () => {
    const { api } = setup({ customerNumber: '1001' });
    const error = await rejection(createClaimRecord(api, newRecord('2002')));
    expect(error).toMatchObject({ status: 403, errorType: 'AUTHENTICATION_ERROR' });
  });
});

describe('spec 000 §7 and §9: answers and failures', () => {
  test('an answer off the schema throws ContractError naming the call, not the values', async () => {
    const secret = 'value-that-must-not-leak';
    const api = createApi({
      baseUrl: BASE,
      identity: () => ({ customerNumber: '1001' }),
      fetch: stub(async (_url, init) => Response.json(init?.method === 'PUT' ? { id: 5, note: secret } : {})),
    });
    const error = await rejection(createClaimRecord(api, newRecord('1001')));
    expect(error).toBeInstanceOf(ContractError);
    const message = (error as ContractError).message;
    expect(message).toContain('PUT claim-records');
    expect(message).toContain('"id"');
    expect(message).not.toContain('5');
    expect(message).not.toContain(secret);
  });

  test('a network failure gives ApiError status 0', async () => {
    const api = createApi({
      baseUrl: BASE,
      identity: () => ({}),
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  test('a hanging fetch is abandoned after timeoutMs with ApiError 504', async () => {
    let aborted = false;
    const hanging = (_url: string, init: RequestInit | undefined) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const api = createApi({ baseUrl: BASE, identity: () => ({}), fetch: stub(hanging), timeoutMs: 50 });
    const started = Date.now();
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 504, call: 'GET claim-records/{id}' });
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('customer headers travel with a call, and the base URL gains one slash', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const api = createApi({
      baseUrl: `${BASE}/`,
      identity: () => ({ customerNumber: '1001', customerEmail: 'a@b.c' }),
      fetch: stub(async (url, init) => {
        seen.push({ url, headers: new Headers(init?.headers) });
        return Response.json({ id: 'cr_1', status: 'CREATED' });
      }),
    });
    await getClaimRecord(api, 'cr_1');
    expect(seen[0]?.url).toBe(`${BASE}/claim-records/cr_1`);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok_stub');
    expect(seen[0]?.headers.get('x-customer-number')).toBe('1001');
    expect(seen[0]?.headers.get('x-customer-email')).toBe('a@b.c');
  });
});

// The host shop calls against the sandbox shop, the store token headers and the action module (spec 000 §7).
import { describe, expect, test, vi } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { STORE_ID } from '../../sandbox/pages.ts';
import { ContractError } from '../contract/parse.ts';
import { expiredSessionBody } from '../contract/fixtures/host.ts';
import { fetchCart } from './cart.ts';
import { fetchPerson, fetchUserContext, ShopError, type ShopOptions } from './shop.ts';
import { recorded, resetDiagnostics } from './diagnostics.ts';

const ORIGIN = 'http://sandbox.test';

/** Shop options whose fetch answers from the sandbox shop and records each request. */
function setup(extra: Partial<ShopOptions> = {}) {
  const { app } = createSandbox();
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push({ url: String(input), init });
    return app.fetch(new Request(input, init));
  };
  const options: ShopOptions = { storeId: STORE_ID, langId: '-1', origin: ORIGIN, fetch, ...extra };
  return { options, seen };
}

const TOKENS = { WCToken: 'wc_1', WCTrustedToken: 'wct_1' };

describe('spec 000 §7: host shop calls against the sandbox shop', () => {
  test('the three /wcs calls ask for the store and language, with credentials, and answer validated', async () => {
    const { options, seen } = setup();
    const person = await fetchPerson(options);
    const context = await fetchUserContext(options);
    const cart = await fetchCart(options);
    expect(person.userId).toBeTruthy();
    expect(context.activityToken.activityId).toBeTruthy();
    expect(cart.products.length).toBeGreaterThan(0);
    expect(seen.map((s) => s.url)).toEqual([
      `${ORIGIN}/wcs/resources/store/${STORE_ID}/person/@self?langId=-1&storeId=${STORE_ID}`,
      `${ORIGIN}/wcs/resources/store/${STORE_ID}/usercontext/@self/contextdata?langId=-1&storeId=${STORE_ID}`,
      `${ORIGIN}/wcs/resources/store/${STORE_ID}/cart/cartItemDetails?langId=-1&storeId=${STORE_ID}`,
    ]);
    expect(seen.every((s) => s.init?.credentials === 'include')).toBe(true);
  });

  test.each<[string, Partial<ShopOptions>, string | null, string | null]>([
    ['the two store token headers travel when given', { tokens: TOKENS }, 'wc_1', 'wct_1'],
    ['skipTokens leaves them out', { tokens: TOKENS, skipTokens: true }, null, null],
    ['no tokens, no token headers', {}, null, null],
  ])('%s', async (_name, extra, wcToken, trusted) => {
    const { options, seen } = setup(extra);
    await fetchPerson(options);
    const headers = new Headers(seen[0]?.init?.headers);
    expect(headers.get('WCToken')).toBe(wcToken);
    expect(headers.get('WCTrustedToken')).toBe(trusted);
    expect(headers.get('accept')).toBe('application/json');
  });

  test.each<[string, typeof globalThis.fetch, number]>([
    ['a 404 gives its status', async () => Response.json({ errors: [] }, { status: 404 }), 404],
    ['a network failure gives status 0', async () => Promise.reject(new TypeError('fetch failed')), 0],
    ['a 200 with a body that is not JSON gives its status', async () => new Response('<html>', { status: 200 }), 200],
  ])('%s as a ShopError naming the call', async (_name, fetch, status) => {
    const error = await fetchPerson({ storeId: STORE_ID, langId: '-1', fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ call: 'GET person/@self', status });
  });

  test.each<[string, typeof globalThis.fetch, number, unknown[]]>([
    ['a 401 carries the session-expired code and key of its body', async () => Response.json(expiredSessionBody, { status: 401 }), 401, [{ code: 'CWXBB1011E', key: '_ERR_ACTIVITY_TOKEN' }]],
    ['a 400 carries a custom error\'s data INVALID_SESSION', async () => Response.json({ data: 'INVALID_SESSION' }, { status: 400 }), 400, [{ data: 'INVALID_SESSION' }]],
    ['a body of another shape carries no errors', async () => Response.json({ errors: 'expired' }, { status: 403 }), 403, []],
    ['a body that is not JSON carries no errors', async () => new Response('<html>', { status: 401 }), 401, []],
  ])('spec 000 §8: %s', async (_name, fetch, status, errors) => {
    const error = await fetchPerson({ storeId: STORE_ID, langId: '-1', fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ call: 'GET person/@self', status, errors });
  });

  test('a shop that never answers gives ShopError 504 after the time limit, its request aborted', async () => {
    let aborted = false;
    const fetch: typeof globalThis.fetch = (_input, init) =>
      new Promise<Response>(() => {
        init?.signal?.addEventListener('abort', () => (aborted = true));
      });
    const error = await fetchPerson({ storeId: STORE_ID, langId: '-1', fetch, timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ call: 'GET person/@self', status: 504 });
    expect(aborted).toBe(true);
  });

  test('an answer off the schema gives ContractError', async () => {
    const fetch: typeof globalThis.fetch = async () => Response.json({ userId: 5 });
    await expect(fetchPerson({ storeId: STORE_ID, langId: '-1', fetch })).rejects.toBeInstanceOf(ContractError);
  });
});

describe('spec 000 §7: the host page action module', () => {
  const person = { userId: '1001', registerType: 'R', firstName: 'Alex' };
  const context = { activityToken: { activityId: 'act_1' } };

  test('replaces the /wcs calls: no request, the answers still validated with their defaults', async () => {
    const { options, seen } = setup({ actions: { person: async () => person, userContext: async () => context } });
    expect(await fetchPerson(options)).toMatchObject({ userId: '1001', firstName: 'Alex' });
    expect(await fetchUserContext(options)).toEqual({ activityToken: { activityId: 'act_1' }, isPartiallyAuthenticated: false });
    expect(seen).toEqual([]);
  });

  test('an action answer off the schema gives ContractError', async () => {
    const { options } = setup({ actions: { person: async () => ({ userId: 5 }) } });
    await expect(fetchPerson(options)).rejects.toBeInstanceOf(ContractError);
  });

  test('an action that rejects gives ShopError status 0', async () => {
    const { options } = setup({ actions: { person: async () => Promise.reject(new Error('host down')) } });
    await expect(fetchPerson(options)).rejects.toMatchObject({ name: 'ShopError', status: 0 });
  });

  test('an action that throws is named on the console with its own error, which diagnose() leaves out', async () => {
    resetDiagnostics();
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    // The page's fetch, replaced before the loader by an ad blocker's stub that throws, as the demo shop module calls it.
    const blocked = (): Promise<unknown> => {
      throw new TypeError('Failed to fetch (blocked by extension)');
    };
    const { options } = setup({ actions: { person: async () => blocked() } });
    await expect(fetchPerson(options)).rejects.toMatchObject({ name: 'ShopError', status: 0 });
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toBe(
      '[direct-billing] shop call GET person/@self (actions.person) failed in the actions module (TypeError: Failed to fetch (blocked by extension)): the actions module failed or lacks this call: give person, userContext and cart, each answering the /wcs body (docs/embedding.md#actions)',
    );
    expect(JSON.stringify(recorded())).not.toContain('blocked by extension');
    spy.mockRestore();
    resetDiagnostics();
  });

  test.each<[string, unknown, number, unknown[]]>([
    ['a custom error whose data is INVALID_SESSION', { data: 'INVALID_SESSION' }, 0, [{ data: 'INVALID_SESSION' }]],
    ['a shop error body with its status', { status: 401, errors: [{ errorKey: 'ERR_COOKIE_EXPIRED' }] }, 401, [{ key: 'ERR_COOKIE_EXPIRED' }]],
  ])('spec 000 §8: an action that rejects with %s gives its status and errors', async (_name, rejection, status, errors) => {
    const { options } = setup({ actions: { userContext: async () => Promise.reject(rejection) } });
    await expect(fetchUserContext(options)).rejects.toMatchObject({ name: 'ShopError', status, errors });
  });

  test.each<[string, (o: ShopOptions) => Promise<unknown>, string]>([
    ['person', fetchPerson, 'GET person/@self'],
    ['userContext', fetchUserContext, 'GET usercontext/@self/contextdata'],
    ['cart', fetchCart, 'GET cart/cartItemDetails'],
  ])('a missing %s callback gives a local 500 BAD_CONFIGURATION error and no request', async (_name, run, call) => {
    const { options, seen } = setup({ actions: {} });
    const error = await run(options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({ call, status: 500, errorType: 'BAD_CONFIGURATION' });
    expect(seen).toEqual([]);
  });
});

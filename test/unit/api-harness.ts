// The API client's test harness: a client on the real sandbox in process, or on a fetch stub that injects a fault.
import { object, string } from 'superstruct';
import { createSandbox } from '../../sandbox/app.ts';
import { createState, type ShopSession, type State } from '../../sandbox/state.ts';
import { SANDBOX_API_KEY } from '../../sandbox/pages.ts';
import { createApi, type Identity } from '../../src/api/client.ts';
import type { NewClaimRecord } from '../../src/api/claim/claim-records.ts';
import type { TokenStorage } from '../../src/api/token-store.ts';
import { memoryStorage } from './memory-storage.ts';

/** The sandbox service's base URL, in process. */
export const BASE = 'http://sandbox.test/services/direct-billing';

/** A claim record to create for a customer. */
export function newRecord(customerNumber: string): NewClaimRecord {
  return {
    cartId: 'cart_1',
    sessionId: 'act_1',
    customerNumber,
    eligibleProducts: [{ productId: 'line-1', productType: 'FRAME', quantity: 1 }],
    locale: 'en_CA',
    ecommerce: 'N1',
  };
}

/**
 * The signed-in shop visitor a client speaks for: the sandbox issues tokens only for its own shop sessions. The first
 * visitor of this customer number, or a new one signed in under it.
 */
export function shopSessionOf(state: State, customerNumber: string): ShopSession {
  const known = [...state.sessions.values()].find((s) => s.userId === customerNumber && s.registerType === 'R');
  if (known) return known;
  const session = state.signIn(state.newSession(), `customer${customerNumber}@example.com`);
  session.userId = customerNumber;
  return session;
}

/**
 * Makes `identity` a live shop session of the sandbox (its session id the activity id, its customer number the user,
 * its e-mail the session's), for tests that name a fixed identity: the sandbox issues tokens only to its own sessions.
 */
export function admit(state: State, identity: Identity): ShopSession {
  const session = state.signIn(state.newSession(), identity.customerEmail ?? '');
  Object.assign(session, { activityId: identity.sessionId ?? session.activityId, userId: identity.customerNumber ?? session.userId, email: identity.customerEmail });
  return session;
}

/**
 * A client bound to a sandbox, counting the requests it sends; it speaks for `visitor`, or a signed-in visitor of
 * `customerNumber` (1001), and asks for answers in `language` (a page's tag, en-CA) when given.
 */
export function setup(options: { customerNumber?: string; visitor?: ShopSession; apiKey?: string; sandbox?: ReturnType<typeof createSandbox>; storage?: TokenStorage | null; language?: string } = {}) {
  const sandbox = options.sandbox ?? createSandbox();
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return sandbox.app.fetch(request);
  };
  const session = options.visitor ?? shopSessionOf(sandbox.state, options.customerNumber ?? '1001');
  const identity: Identity = { sessionId: session.activityId, customerNumber: session.userId, customerEmail: session.email };
  const storage = options.storage === undefined ? memoryStorage() : options.storage;
  const api = createApi({ baseUrl: BASE, apiKey: options.apiKey ?? SANDBOX_API_KEY, identity: () => identity, fetch, storage, language: options.language });
  const tokenRequests = () => calls.filter((c) => c.endsWith('/auth/token')).length;
  const requests = (prefix: string) => calls.filter((c) => c.startsWith(prefix)).length;
  return { api, calls, tokenRequests, requests, storage, identity, session, ...sandbox };
}

/**
 * A client on an in-process sandbox whose clock only the test moves (`advance`), so simulated insurer answers
 * land without sleeping, and the fetch that reaches the sandbox's storage (uploads, files).
 */
export function clocked(start: number, options: Omit<NonNullable<Parameters<typeof setup>[0]>, 'sandbox'> = {}) {
  const clock = { t: start };
  const sandbox = createSandbox({ state: createState({ now: () => clock.t }) });
  const fetch: typeof globalThis.fetch = async (input, init) => sandbox.app.fetch(new Request(input, init));
  return { ...setup({ ...options, sandbox }), sandbox, fetch, clock, advance: (ms: number) => void (clock.t += ms) };
}

/** The error a promise rejects with, or a failure when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** A fetch stub: auth/token answers a token, everything else goes to `rest`; it records every request. */
export function stub(rest: (url: string, init: RequestInit | undefined) => Promise<Response>) {
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
export function stubbed(rest: (url: string, init: RequestInit | undefined) => Promise<Response>, identity: Identity = { customerNumber: '1001' }, language?: string) {
  const { fetch, seen } = stub(rest);
  const api = createApi({ baseUrl: BASE, apiKey: 'key_1', identity: () => identity, fetch, storage: null, language });
  return { api, seen, requests: () => seen.filter((s) => !s.url.endsWith('/auth/token')) };
}

/** A schema for answers of stubbed calls. */
export const Echo = object({ ok: string() });

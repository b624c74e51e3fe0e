// The direct-billing API client (spec 000 sections 7 to 9): auth modes, one token fetch at a time,
// one refetch on 401, the one retry of retryOnce calls, the 1-hour cache and every answer validated.
// Each request goes through http.ts (ofetch), which gives it its time limit and types its failures.
import { ContractError, parse } from '../contract/parse.ts';
import { noteCall } from '../host/diagnostics.ts';
import { AuthToken, ServiceError } from '../contract/claim/claim-record.ts';
import { encodeHeaderValue } from '../contract/headers.ts';
import { createHttp } from './http.ts';
import { createCache } from './cache.ts';
import { createTokenSource, type TokenStorage } from './token-store.ts';
import { defaultStorage } from '../host/session-memory.ts';
import { aborted, ApiError, isRetryable } from './errors.ts';
import type { Call } from './call.ts';
import { realClock } from './clock.ts';

/** Who is calling; each field travels only when present (spec 000 section 7, POST auth/token). */
export interface Identity {
  sessionId?: string | undefined;
  customerNumber?: string | undefined;
  customerEmail?: string | undefined;
}

/** What the client needs from its surroundings; all but the first three have defaults. */
export interface ApiOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  identity: () => Identity;
  fetch?: typeof fetch | undefined;
  /** Milliseconds before a call is abandoned as a timeout (504). */
  timeoutMs?: number | undefined;
  /** Where the token persists: session storage when the page allows it by default, null for nowhere. */
  storage?: TokenStorage | null | undefined;
  /**
   * Reloads the shop session before the token is refetched after a 401 (spec 000 section 7: "refetches the
   * session and token once"), so the new token carries the current session id; concurrent 401s share one reload.
   */
  refreshSession?: (() => Promise<void>) | undefined;
  /** The clock of the cache and of the wait for another client's token fetch. */
  now?: (() => number) | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  /**
   * The page's language as a BCP 47 tag (en-CA, fr-FR), sent as Accept-Language on every call: the words the service
   * writes itself (a plan's description, a claim's summary) come in the language of the page that shows them, not in
   * the one the claim was made in. A CORS-safelisted header: it costs no preflight of its own.
   */
  language?: string | undefined;
}

/** Waits for shared work (a token, a cached request) but lets one caller leave when its signal aborts. */
function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined, label: string): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const leave = () => reject(aborted(label));
    if (signal.aborted) return leave();
    signal.addEventListener('abort', leave);
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
  });
}

function withQuery(path: string, query: Call<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** The auth-token request, which carries the shop's API key (spec 000 section 7). */
const AUTH_TOKEN_CALL = 'POST auth/token';
/** The public insurer list, which carries the API key alone: what a refused auth token's key is checked with. */
const KEY_CHECK_CALL = 'GET insurers/list';
/** An answer that refuses who calls: the key, or the session, never what was asked. */
const refusal = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** Creates a client bound to one service base URL. */
export function createApi(options: ApiOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const apiKey: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  const now = options.now ?? Date.now;
  const cache = createCache(now);
  // An error body gives its type and code only when it is the service's (a proxy's HTML page gives none).
  const readError = (body: unknown) => (ServiceError.is(body) ? body : undefined);
  const http = createHttp({ fetch: options.fetch, timeoutMs: options.timeoutMs, readError });
  const language: Record<string, string> = options.language ? { 'accept-language': options.language } : {};
  const send = (label: string, method: string, path: string, headers: Record<string, string>, body?: unknown, signal?: AbortSignal) =>
    http.json(label, method, base + path, { ...language, ...headers }, body, signal);
  const tokens = createTokenSource({
    owner: options.identity,
    storage: options.storage === undefined ? defaultStorage() : options.storage,
    now,
    sleep: options.sleep ?? ((ms) => realClock.sleep(ms)),
    request: async (identity) => {
      const body: Record<string, string> = {};
      for (const [key, value] of Object.entries(identity)) if (value) body[key] = value;
      return parse(await send(AUTH_TOKEN_CALL, 'POST', 'auth/token', apiKey, body), AuthToken, AUTH_TOKEN_CALL).accessToken;
    },
  });

  let keyCheck: Promise<boolean> | null = null;
  /**
   * Whether the service refuses the API key. A refused auth token may be the key's or the shop session's (the service
   * verifies both), and only the key is the integration's to fix: once per client, the key is tried alone on the public
   * insurer list, and a refusal there too is the key's, which the engineer's console then names (src/host/fixes.ts).
   */
  const keyRefused = (): Promise<boolean> => (keyCheck ??= send(KEY_CHECK_CALL, 'GET', 'insurers/list?active=true', apiKey).then(() => false, refusal));

  let refreshing: Promise<void> | null = null;
  /** The shared session reload of a 401; its own failure leaves the second try to tell. */
  function refreshSession(): Promise<void> {
    refreshing ??= Promise.resolve(options.refreshSession?.())
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** One try of a call; a customer call that meets a 401 gets a fresh token and tries once more (spec 000 section 7). */
  async function attempt<T>(c: Call<T>, label: string, path: string, signal: AbortSignal | undefined): Promise<T> {
    const auth = c.auth ?? 'customer';
    if (auth !== 'customer') return parse(await send(label, c.method, path, auth === 'api-key' ? apiKey : {}, c.body, signal), c.schema, label);
    for (let again = false; ; again = true) {
      const bearer = await abortable(tokens.get(), signal, label);
      const { customerNumber, customerEmail } = options.identity();
      const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
      // Encoded as the contract says (src/contract/headers.ts): a browser refuses a header outside Latin-1 ("łukasz@…").
      if (customerNumber) headers['x-customer-number'] = encodeHeaderValue(customerNumber);
      if (customerEmail) headers['x-customer-email'] = encodeHeaderValue(customerEmail);
      try {
        return parse(await send(label, c.method, path, headers, c.body, signal), c.schema, label);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        // Forgotten only if no other call has replaced it already, so concurrent 401s share one refetch.
        tokens.drop(bearer);
        if (again) throw new ApiError(label, 401, error.errorType, error.errorCode, { sessionExpired: true });
        await abortable(refreshSession(), signal, label);
      }
    }
  }

  /** Makes a call; rejects only with ApiError or ContractError. */
  async function call<T>(c: Call<T>): Promise<T> {
    const label = `${c.method} ${c.name}`;
    try {
      if (c.signal?.aborted) throw aborted(label);
      const path = withQuery(c.path, c.query);
      const run = async (signal: AbortSignal | undefined): Promise<T> => {
        try {
          return await attempt(c, label, path, signal);
        } catch (error) {
          if (c.retryOnce && isRetryable(error)) return attempt(c, label, path, signal);
          throw error;
        }
      };
      // Keyed by customer too, so one customer never reads another's answer; the shared request ignores any one caller's signal.
      const key = () => JSON.stringify([c.method, path, c.body, c.auth, options.identity().customerNumber]);
      const answer = c.cache ? await abortable(cache.get(key(), c.path, () => run(undefined)), c.signal, label) : await run(c.signal);
      void noteCall('service', label, { status: 200 });
      return answer;
    } catch (error) {
      // For diagnose() and the engineer's console line; a call the caller cancelled says nothing of the service.
      if (error instanceof ContractError) void noteCall('service', label, { status: 200, failure: 'shape', field: error.field });
      // Noted as the request that failed: a customer call's token request may be the one refused. A call that carries
      // the key and no session tells a refused key apart; the token's refusal may be the shop session's, so the key is
      // checked alone first (keyRefused).
      else if (error instanceof ApiError && !error.aborted) {
        const keyed = (error.call === label && c.auth === 'api-key') || (error.call === AUTH_TOKEN_CALL && refusal(error) && (await keyRefused()));
        void noteCall('service', error.call, { status: error.status, errorType: error.errorType, apiKey: keyed, ...(!error.status && { failure: 'network' }) });
      }
      if (error instanceof ApiError || error instanceof ContractError) throw error;
      throw new ApiError(label, 0, undefined, undefined, { cause: error });
    }
  }

  return {
    call,
    /** Forgets cached answers, all or those whose path starts with `prefix` (member sync, order completion). */
    clearCache(prefix?: string): void {
      cache.clear(prefix);
    },
    /** Forgets the token, in memory and in storage, and every cached answer (logout, session expiry). */
    reset(): void {
      tokens.clear();
      cache.clear();
    },
  };
}

/** The client's interface. */
export type Api = ReturnType<typeof createApi>;

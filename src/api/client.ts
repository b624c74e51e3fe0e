// The direct-billing API client: bearer token fetched once at a time, one refetch on 401, customer
// headers, every answer validated (spec 000 section 7). Plain fetch: ofetch and its JSON parser
// cost about 3 kB brotli for retries and hooks this client does not use.
import type { Struct } from 'superstruct';
import { parse } from '../contract/parse.ts';
import { AuthToken, ServiceError } from '../contract/claim-record.ts';

/** Who is calling; each field travels only when present (spec 000 section 7, POST auth/token). */
export interface Identity {
  sessionId?: string | undefined;
  customerNumber?: string | undefined;
  customerEmail?: string | undefined;
}

/** What the client needs from its surroundings. */
export interface ApiOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  identity: () => Identity;
  fetch?: typeof fetch | undefined;
  /** Milliseconds before a call is abandoned. */
  timeoutMs?: number | undefined;
}

/** A call that failed: the HTTP status (0 when the network failed) and the service's error type and code. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(readonly call: string, readonly status: number, readonly errorType?: string, readonly errorCode?: string) {
    super(`${call} failed${status ? ` with ${status}` : ''}${errorType ? ` (${errorType})` : ''}`);
  }
}

/**
 * How a call authenticates (spec 000 section 7): `customer` (the default) sends the bearer token and
 * the customer number and e-mail headers; `none` sends nothing (configuration calls); `api-key` sends
 * only the API key header (auth-token, public insurers, insurance-form URL).
 */
export type CallAuth = 'customer' | 'none' | 'api-key';

/** One call: method, path under the base, a name for messages (no ids), the schema of its answer. */
export interface Call<T> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  name: string;
  schema: Struct<T, unknown>;
  body?: unknown;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined> | undefined;
  /** Defaults to `customer`. */
  auth?: CallAuth | undefined;
  /** Cached for CACHE_TTL_MS (spec 000 section 7, calls marked "cached"). */
  cache?: boolean | undefined;
  /** Retried once on a retryable error (spec 000 section 7, request-new-product-quotes). */
  retryOnce?: boolean | undefined;
  /** Cancels the call. */
  signal?: AbortSignal | undefined;
}

/** What a call function needs from the client: tests pass a fake that records the Call it receives. */
export interface Caller {
  call<T>(c: Call<T>): Promise<T>;
}

function present(identity: Identity): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(identity)) if (value) out[key] = value;
  return out;
}

/** A call gives up after this long (spec 000 section 9 names 504 as the timeout status). */
export const CALL_TIMEOUT_MS = 30_000;

/** Creates a client bound to one service base URL. */
export function createApi(options: ApiOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  let token: string | null = null;
  let pending: Promise<string> | null = null;

  /** Sends one request; answers the parsed JSON body, or throws ApiError with the status and error body. */
  async function send(label: string, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<unknown> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? CALL_TIMEOUT_MS);
    try {
      let response: Response;
      let text: string;
      try {
        response = await (options.fetch ?? globalThis.fetch)(base + path, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
        text = await response.text();
      } catch {
        // No answer, or its body stopped arriving: timed out (504) or the connection dropped (0).
        throw new ApiError(label, controller.signal.aborted ? 504 : 0);
      }
      let answer: unknown = undefined;
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {
        throw new ApiError(label, response.ok ? 0 : response.status);
      }
      if (!response.ok) {
        const error = ServiceError.is(answer) ? answer : undefined;
        throw new ApiError(label, response.status, error?.errorType, error?.errorCode);
      }
      return answer;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Fetches a token; concurrent callers share one request (spec 000 section 4, "Session init"). */
  function fetchToken(): Promise<string> {
    pending ??= send('POST auth/token', 'POST', 'auth/token', options.apiKey ? { 'x-api-key': options.apiKey } : {}, present(options.identity()))
      .then((answer) => (token = parse(answer, AuthToken, 'POST auth/token').accessToken))
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  function headers(bearer: string, anonymous: boolean | undefined): Record<string, string> {
    const { customerNumber, customerEmail } = options.identity();
    const out: Record<string, string> = { authorization: `Bearer ${bearer}` };
    if (!anonymous && customerNumber) out['x-customer-number'] = customerNumber;
    if (!anonymous && customerEmail) out['x-customer-email'] = customerEmail;
    return out;
  }

  /** Makes a call; on a 401 fetches a new token once and tries again (spec 000 section 7). */
  async function call<T>(c: Call<T>): Promise<T> {
    const label = `${c.method} ${c.name}`;
    for (let attempt = 0; ; attempt++) {
      const bearer = token ?? (await fetchToken());
      try {
        return parse(await send(label, c.method, c.path, headers(bearer, c.auth === 'none'), c.body), c.schema, label);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && attempt === 0) {
          // Forget the token only if no other call has already replaced it.
          if (token === bearer) token = null;
          continue;
        }
        throw error;
      }
    }
  }

  return {
    call,
    /** Forgets the token (logout, session expiry). */
    reset(): void {
      token = null;
    },
  };
}

/** The client's interface. */
export type Api = ReturnType<typeof createApi>;

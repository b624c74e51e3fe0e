// The shape of one call of the direct-billing service, which every call function describes and the client runs.
import type { Struct } from 'superstruct';

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
  /** Cached for the lifetime of its path (spec 000 sections 7 and 9; src/domain/cache/cache-lifetime.ts). */
  cache?: boolean | undefined;
  /** Retried once on a retryable error (spec 000 section 7, request-new-product-quotes). */
  retryOnce?: boolean | undefined;
  /** Cancels the call: it rejects with an ApiError whose `aborted` is true. */
  signal?: AbortSignal | undefined;
}

/** What a call function needs from the client: tests pass a fake that records the Call it receives. */
export interface Caller {
  call<T>(c: Call<T>): Promise<T>;
}

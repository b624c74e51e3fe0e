// The host shop's calls (spec 000 section 7): credentials and the store's token headers included, under the
// same time limit as the service's calls, or the host page's action module in their place; answers validated either way.
import { validate } from 'superstruct';
import { parse } from '../contract/parse.ts';
import { Person, ShopErrorBody, UserContext } from '../contract/host/host.ts';
import type { SessionErrorLike } from '../domain/session/session-expiry.ts';
import { ApiError } from '../api/errors.ts';
import { createHttp, type Answer } from '../api/http.ts';
import { ContractError } from '../contract/parse.ts';
import { noteCall, type Finished } from './diagnostics.ts';

/** Validates an answer of a call: throws a ContractError naming the call and the field. */
export type Reader<T> = (answer: unknown, call: string) => T;

/** A shop call an action module on the host page may replace. */
export type ShopAction = 'person' | 'userContext' | 'cart';

/** Where the shop answers and which store and language to ask for. */
export interface ShopOptions {
  storeId: string;
  langId: string;
  origin?: string | undefined;
  fetch?: typeof fetch | undefined;
  /** Milliseconds before a /wcs call is abandoned as ShopError 504; CALL_TIMEOUT_MS by default. */
  timeoutMs?: number | undefined;
  /** The store's two token headers, named as sent, unless `skipTokens` is set (spec 000 section 7). */
  tokens?: { WCToken: string; WCTrustedToken: string } | undefined;
  skipTokens?: boolean | undefined;
  /** The host page's action module: when given, it answers every shop call instead of /wcs. */
  actions?: Partial<Record<ShopAction, () => Promise<unknown>>> | undefined;
}

/**
 * A shop call that failed, with its HTTP status (0 when the network failed), for a local error its type, and the errors
 * its body carried (the shop's error codes and keys, a custom error's data), which may say the session expired.
 */
export class ShopError extends Error {
  override readonly name = 'ShopError';
  constructor(readonly call: string, readonly status: number, readonly errorType?: string, readonly errors: readonly SessionErrorLike[] = [], cause?: unknown) {
    super(`${call} failed${status ? ` with ${status}` : ''}`, { cause });
  }
}

/** The errors a failed call's body (or an action's rejection) carries; a body of any other shape carries none. */
export function readShopErrors(body: unknown): { status?: number | undefined; errors: SessionErrorLike[] } {
  const [failure, read] = validate(body, ShopErrorBody, { coerce: true });
  if (failure) return { errors: [] };
  const errors: SessionErrorLike[] = (read.errors ?? []).map((e) => ({ code: e.errorCode, key: e.errorKey }));
  if (read.data !== undefined) errors.push({ data: read.data });
  return { status: read.status, errors };
}

/** A body's text as JSON, or nothing when it is not JSON. */
function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** GETs one shop resource for the store and language, or asks the action module; validated by its reader. */
export async function get<T>(options: ShopOptions, resource: string, read: Reader<T>, action: ShopAction): Promise<T> {
  const store = encodeURIComponent(options.storeId);
  const path = `/wcs/resources/store/${store}/${resource}`;
  const call = `GET ${resource}`;
  const { actions } = options;
  // How the call ended, for diagnose() and the engineer's console line (the path, never the query or a value).
  const note = (done: Finished) => void noteCall('shop', call, done, { shown: actions ? `${call} (actions.${action})` : `GET ${path}`, viaActions: !!actions });
  try {
    const answer = await answerOf(options, call, `${options.origin ?? ''}${path}?langId=${encodeURIComponent(options.langId)}&storeId=${store}`, action);
    const value = read(answer, call);
    note({ status: 200 });
    return value;
  } catch (error) {
    // An action that rejected with the shop's errors (INVALID_SESSION) answered; one that lacks or just failed is the module's fault.
    const actionFailed = error instanceof ShopError && (error.errorType === 'BAD_CONFIGURATION' || (!!actions && !error.status && !error.errors.length));
    if (error instanceof ShopError) note({ status: error.status, ...(actionFailed ? { failure: 'action', cause: error.cause } : !error.status && !actions && { failure: 'network' }) });
    else if (error instanceof ContractError) note({ status: 200, failure: 'shape', field: error.field });
    throw error;
  }
}

/** The answer's body of one shop call, parsed, from the shop or the action module; a failure is a ShopError. */
async function answerOf(options: ShopOptions, call: string, url: string, action: ShopAction): Promise<unknown> {
  const { actions } = options;
  const run = actions?.[action];
  // An action module without this callback is the host's configuration error (spec 000 section 7).
  if (actions && !run) throw new ShopError(call, 500, 'BAD_CONFIGURATION');
  let response: Answer;
  try {
    // The action's answer goes through the same checks as the shop's, as if it were a response's body.
    response = run
      ? { ok: true, status: 200, text: JSON.stringify(await run()) }
      : await createHttp({ fetch: options.fetch, timeoutMs: options.timeoutMs }).exchange({
          label: call,
          url,
          credentials: 'include',
          headers: { accept: 'application/json', ...(!options.skipTokens && options.tokens) },
        });
  } catch (error) {
    // No answer is 0, no answer within the time limit 504. An action that failed is 0 unless it rejected with a status of
    // its own, and its rejection is read as a shop's error body, so it can say the session expired (INVALID_SESSION).
    if (!run) throw new ShopError(call, error instanceof ApiError ? error.status : 0);
    const rejected = readShopErrors(error);
    throw new ShopError(call, rejected.status ?? 0, undefined, rejected.errors, error);
  }
  if (!response.ok) throw new ShopError(call, response.status, undefined, readShopErrors(json(response.text)).errors);
  try {
    return JSON.parse(response.text);
  } catch {
    throw new ShopError(call, response.status);
  }
}

/** The signed-in customer, or the generic anonymous user. */
export const fetchPerson = (o: ShopOptions): Promise<Person> => get(o, 'person/@self', (a, call) => parse(a, Person, call), 'person');
/** The user context, whose activity id is the session id. */
export const fetchUserContext = (o: ShopOptions): Promise<UserContext> => get(o, 'usercontext/@self/contextdata', (a, call) => parse(a, UserContext, call), 'userContext');

// The host shop's calls (spec 000 section 7): credentials and the store's token headers included, under the
// same time limit as the service's calls, or the host page's action module in their place; answers validated either way.
import { parse } from '../contract/parse.ts';
import { Person, UserContext } from '../contract/host/host.ts';
import { ApiError } from '../api/errors.ts';
import { createHttp, type Answer } from '../api/http.ts';

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

/** A shop call that failed, with its HTTP status (0 when the network failed) and, for a local error, its type. */
export class ShopError extends Error {
  override readonly name = 'ShopError';
  constructor(readonly call: string, readonly status: number, readonly errorType?: string) {
    super(`${call} failed${status ? ` with ${status}` : ''}`);
  }
}

/** GETs one shop resource for the store and language, or asks the action module; validated by its reader. */
export async function get<T>(options: ShopOptions, resource: string, read: Reader<T>, action: ShopAction): Promise<T> {
  const store = encodeURIComponent(options.storeId);
  const query = `langId=${encodeURIComponent(options.langId)}&storeId=${store}`;
  const url = `${options.origin ?? ''}/wcs/resources/store/${store}/${resource}?${query}`;
  const call = `GET ${resource}`;
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
    // No answer (or an action that failed) is 0, no answer within the time limit 504.
    throw new ShopError(call, !run && error instanceof ApiError ? error.status : 0);
  }
  if (!response.ok) throw new ShopError(call, response.status);
  let answer: unknown;
  try {
    answer = JSON.parse(response.text);
  } catch {
    throw new ShopError(call, response.status);
  }
  return read(answer, call);
}

/** The signed-in customer, or the generic anonymous user. */
export const fetchPerson = (o: ShopOptions): Promise<Person> => get(o, 'person/@self', (a, call) => parse(a, Person, call), 'person');
/** The user context, whose activity id is the session id. */
export const fetchUserContext = (o: ShopOptions): Promise<UserContext> => get(o, 'usercontext/@self/contextdata', (a, call) => parse(a, UserContext, call), 'userContext');

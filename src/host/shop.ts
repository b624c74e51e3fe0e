// The host shop's calls (spec 000 section 7): credentials included, answers validated.
import { parse } from '../contract/parse.ts';
import { Person, UserContext } from '../contract/host.ts';
import type { Struct } from 'superstruct';

/** Where the shop answers and which store and language to ask for. */
export interface ShopOptions {
  storeId: string;
  langId: string;
  origin?: string | undefined;
  fetch?: typeof fetch | undefined;
}

/** A shop call that failed, with its HTTP status (0 when the network failed). */
export class ShopError extends Error {
  override readonly name = 'ShopError';
  constructor(readonly call: string, readonly status: number) {
    super(`${call} failed${status ? ` with ${status}` : ''}`);
  }
}

/** GETs one shop resource for the store and language, validated by its schema. */
export async function get<T>(options: ShopOptions, resource: string, schema: Struct<T, unknown>): Promise<T> {
  const store = encodeURIComponent(options.storeId);
  const query = `langId=${encodeURIComponent(options.langId)}&storeId=${store}`;
  const url = `${options.origin ?? ''}/wcs/resources/store/${store}/${resource}?${query}`;
  const call = `GET ${resource}`;
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(url, { credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    throw new ShopError(call, 0);
  }
  if (!response.ok) throw new ShopError(call, response.status);
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ShopError(call, response.status);
  }
  return parse(answer, schema, call);
}

/** The signed-in customer, or the generic anonymous user. */
export const fetchPerson = (o: ShopOptions): Promise<Person> => get(o, 'person/@self', Person);
/** The user context, whose activity id is the session id. */
export const fetchUserContext = (o: ShopOptions): Promise<UserContext> => get(o, 'usercontext/@self/contextdata', UserContext);

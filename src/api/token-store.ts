// The bearer token: one fetch at a time across calls and across client instances on the page,
// persisted in session storage for the same visitor (spec 000 section 3 "Stored auth token", section 4 "Session init").
import { SESSION_KEYS } from '../host/session-memory.ts';

/** Who a token speaks for; the e-mail never enters the persisted form (spec 000 section 3). */
export interface TokenOwner {
  sessionId?: string | undefined;
  customerNumber?: string | undefined;
}

/** The persisted token: the access token and its owner, never the claim record id or the e-mail. */
export interface StoredToken extends TokenOwner {
  accessToken: string;
}

/** The part of Storage the token needs; tests pass a Map-backed fake. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The session storage key of the auth token; the spec names the key but not its value (spec 000 section 9). */
export const TOKEN_STORAGE_KEY = SESSION_KEYS.authToken;

/** The value the key holds while a client fetches the token (spec 000 section 3). */
export const FETCHING = 'FETCHING';

/** How long a client waits for another client's token fetch before fetching its own; a token answers in well under this. */
export const FETCHING_WAIT_MS = 3000;

/** How often the waiting client looks at the storage again. */
export const FETCHING_POLL_MS = 100;

/** What a token source needs: the request itself, the current owner, storage and a clock. */
export interface TokenSourceOptions<O extends TokenOwner> {
  /** Fetches a token for `owner` (the whole identity: the request may send more than is persisted). */
  request: (owner: O) => Promise<string>;
  owner: () => O;
  storage: TokenStorage | null;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const same = (a: TokenOwner, b: TokenOwner): boolean =>
  (a.sessionId || undefined) === (b.sessionId || undefined) && (a.customerNumber || undefined) === (b.customerNumber || undefined);

/** Creates the token source of one client: `get` answers a token, `drop` forgets a rejected one, `clear` forgets all. */
export function createTokenSource<O extends TokenOwner>(o: TokenSourceOptions<O>) {
  let current: StoredToken | null = null;
  let pending: { owner: O; token: Promise<string> } | null = null;
  // Bumped by clear(): a fetch that was under way at logout must not bring its token back.
  let generation = 0;

  // Storage that throws (Safari private mode, blocked storage) behaves as empty storage.
  const read = (): string | null => {
    try {
      return o.storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const write = (value: string | null): void => {
    try {
      if (value === null) o.storage?.removeItem(TOKEN_STORAGE_KEY);
      else o.storage?.setItem(TOKEN_STORAGE_KEY, value);
    } catch {
      // Persisting is an optimisation; the call goes on without it.
    }
  };
  const stored = (owner: TokenOwner): StoredToken | null => {
    try {
      const value: unknown = JSON.parse(read() ?? 'null');
      if (value && typeof value === 'object' && typeof (value as StoredToken).accessToken === 'string' && same(value as StoredToken, owner)) {
        return value as StoredToken;
      }
    } catch {
      // FETCHING or a foreign value: not a token.
    }
    return null;
  };

  async function waitOrFetch(owner: O): Promise<string> {
    // Another client on the page is fetching: wait a little for its token rather than fetch a second one.
    const deadline = o.now() + FETCHING_WAIT_MS;
    while (read() === FETCHING && o.now() < deadline) await o.sleep(FETCHING_POLL_MS);
    const theirs = stored(owner);
    if (theirs) return (current = theirs).accessToken;
    const started = generation;
    write(FETCHING);
    try {
      const accessToken = await o.request(owner);
      if (started === generation) {
        current = { accessToken, sessionId: owner.sessionId, customerNumber: owner.customerNumber };
        write(JSON.stringify(current));
      }
      return accessToken;
    } catch (error) {
      if (read() === FETCHING) write(null);
      throw error;
    }
  }

  return {
    /** The token of the current owner: from memory, from storage, or fetched once for all concurrent callers. */
    get(): Promise<string> {
      const owner = o.owner();
      if (current && same(current, owner)) return Promise.resolve(current.accessToken);
      if (pending && same(pending.owner, owner)) return pending.token;
      const found = stored(owner);
      if (found) return Promise.resolve((current = found).accessToken);
      const token = waitOrFetch(owner).finally(() => {
        if (pending?.token === token) pending = null;
      });
      pending = { owner, token };
      return token;
    },
    /** Forgets `token` after the service refused it, unless another call has already replaced it. */
    drop(token: string): void {
      if (current?.accessToken === token) current = null;
      if (stored(o.owner())?.accessToken === token) write(null);
    },
    /** Forgets the token in memory and in storage (logout, session expiry). */
    clear(): void {
      generation++;
      current = null;
      pending = null;
      if (read() !== null) write(null);
    },
  };
}

// What the widgets keep in the shop's local storage, which the shopper's tabs share and a reload keeps, under the prefix
// of the session keys (session-memory.ts): the quotes of the shopper's records their pages have seen, as tags, counts
// and dates, since the day's quote limit is the shopper's in every tab (signals/claim/quote-limit.ts); nothing personal.
// Storage that is blocked or full behaves as empty: the page then counts what it sees itself.

/** The local-storage keys, under the prefix of the session keys so a shop can tell ours from its own. */
export const LOCAL_KEYS = {
  quotesSeen: 'direct-billing.quotes-seen',
} as const;

/** A key of the local memory. */
export type LocalKey = keyof typeof LOCAL_KEYS;

/** Local storage when the page may use it; reading the property itself throws where storage is blocked. */
function localStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The value kept under a key, or null. */
export function recallLocal(key: LocalKey): string | null {
  try {
    return localStore()?.getItem(LOCAL_KEYS[key]) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a value under a key; null forgets it. */
export function keepLocal(key: LocalKey, value: string | null): void {
  try {
    const storage = localStore();
    if (value === null) storage?.removeItem(LOCAL_KEYS[key]);
    else storage?.setItem(LOCAL_KEYS[key], value);
  } catch {
    // Keeping is a convenience: the page counts what it sees without it.
  }
}

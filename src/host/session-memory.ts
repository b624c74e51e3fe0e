// What the widgets keep in the tab's session storage (spec 000 section 9, "Session storage keys"): the auth token (its
// own store, src/api/token-store.ts) and where the drawer was and where the shopper left to sign in; nothing personal.
// Storage that is blocked or full behaves as empty: the drawer then starts where it would without it.

/**
 * The session-storage keys of spec 000 section 9, under one prefix so a shop can tell ours from its own: the auth token,
 * whether a reopened drawer may go straight to the last path, the sign-in return (login redirect, and the page's path
 * and query the shopper left from), and the last path the drawer showed.
 */
export const SESSION_KEYS = {
  authToken: 'direct-billing.auth-token',
  allowDirectNavigation: 'direct-billing.allow-direct-navigation',
  loginRedirect: 'direct-billing.login-redirect',
  basePath: 'direct-billing.base-path',
  basePathSearch: 'direct-billing.base-path-search',
  lastPath: 'direct-billing.last-path',
} as const;

/** Session storage when the page may use it; reading the property itself throws where storage is blocked. */
export function defaultStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** A key of the drawer's memory (the token has its own store). */
export type MemoryKey = Exclude<keyof typeof SESSION_KEYS, 'authToken'>;

/** The value kept under a key, or null. */
export function recall(key: MemoryKey): string | null {
  try {
    return defaultStorage()?.getItem(SESSION_KEYS[key]) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a value under a key; null forgets it. */
export function keep(key: MemoryKey, value: string | null): void {
  try {
    const storage = defaultStorage();
    if (value === null) storage?.removeItem(SESSION_KEYS[key]);
    else storage?.setItem(SESSION_KEYS[key], value);
  } catch {
    // Keeping is a convenience: the drawer works without it.
  }
}

/** Keeps the drawer's screen as the tab's last path, and lets the next open go straight back to it. */
export function keepLastPath(path: string): void {
  keep('lastPath', path);
  keep('allowDirectNavigation', 'true');
}

/** Forgets where the drawer was: the shopper signed out, the session ended, the order was placed or the claim is gone. */
export function forgetLastPath(): void {
  keep('lastPath', null);
  keep('allowDirectNavigation', null);
}

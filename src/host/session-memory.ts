// What the widgets keep in the tab's session storage (spec 000 section 9, "Session storage keys"): the auth token (its
// own store, src/api/token-store.ts) and where the drawer was and where the shopper left to sign in; nothing personal.
// Storage that is blocked or full behaves as empty (memory.ts): the drawer then starts where it would without it.
import { memoryOf, storageOf, type StorageLike } from './memory.ts';

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

/** Session storage when the page may use it, or null (blocked, or none). */
export function defaultStorage(): StorageLike | null {
  return storageOf('sessionStorage');
}

/** A key of the drawer's memory (the token has its own store). */
export type MemoryKey = Exclude<keyof typeof SESSION_KEYS, 'authToken'>;

/** The drawer's memory in the tab's session storage. */
const memory = memoryOf<MemoryKey>('sessionStorage', SESSION_KEYS);

/** The value kept under a key, or null. */
export const recall = memory.recall;

/** Keeps a value under a key; null forgets it. */
export const keep = memory.keep;

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

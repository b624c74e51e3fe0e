// What the widgets keep in the shop's local storage, which the shopper's tabs share and a reload keeps, under the prefix
// of the session keys (session-memory.ts): the quotes of the shopper's records their pages have seen, as tags, counts
// and dates, since the day's quote limit is the shopper's in every tab (signals/claim/quote-limit.ts); nothing personal.
// Storage that is blocked or full behaves as empty (memory.ts): the page then counts what it sees itself.
import { memoryOf } from './memory.ts';

/** The local-storage keys, under the prefix of the session keys so a shop can tell ours from its own. */
export const LOCAL_KEYS = {
  quotesSeen: 'direct-billing.quotes-seen',
} as const;

/** A key of the local memory. */
export type LocalKey = keyof typeof LOCAL_KEYS;

/** The widgets' memory in the shop's local storage; keeping is a convenience: the page counts what it sees without it. */
const memory = memoryOf<LocalKey>('localStorage', LOCAL_KEYS);

/** The value kept under a key, or null. */
export const recallLocal = memory.recall;

/** Keeps a value under a key; null forgets it. */
export const keepLocal = memory.keep;

// The answer cache of the calls marked "cached" (spec 000 sections 7 and 9): each answer is kept as long as
// cacheLifetimeMs says for its call's path (configuration indefinitely, query data 300 s, the rest 1 hour).
import { cacheLifetimeMs } from '../domain/cache/cache-lifetime.ts';

interface Entry {
  path: string;
  value: Promise<unknown>;
  /** When the answer arrived; undefined while the request is under way. */
  at?: number;
}

/** Creates an empty cache read against `now`; answers are shared, so callers treat them as read-only. */
export function createCache(now: () => number) {
  const entries = new Map<string, Entry>();
  const fresh = (entry: Entry): boolean => entry.at === undefined || now() - entry.at < cacheLifetimeMs(entry.path);

  return {
    /** The kept or in-flight answer for `key`, or `load`'s, shared by concurrent callers; a failure is not kept. */
    get<T>(key: string, path: string, load: () => Promise<T>): Promise<T> {
      const found = entries.get(key);
      if (found && fresh(found)) return found.value as Promise<T>;
      for (const [k, e] of entries) if (!fresh(e)) entries.delete(k);
      const entry: Entry = { path, value: load() };
      entry.value.then(
        () => {
          entry.at = now();
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      entries.set(key, entry);
      return entry.value as Promise<T>;
    },
    /** Forgets every answer, or those whose path starts with `prefix` (after a member sync, logout, order completion). */
    clear(prefix?: string): void {
      for (const [k, e] of entries) if (prefix === undefined || e.path.startsWith(prefix)) entries.delete(k);
    },
  };
}

/** The type of a cache. */
export type Cache = ReturnType<typeof createCache>;

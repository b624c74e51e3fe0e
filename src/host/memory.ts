// The widgets' memory in one of the page's Web Storages, the tab's (session) or the shop's (local): the host page may
// block storage (reading the property throws), fill it (setItem throws) or have none, and each of those behaves as an
// empty memory rather than an error on the shop's page.

/** The storage calls the widgets make. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Which of the page's storages: the tab's or the shop's. */
export type StorageName = 'sessionStorage' | 'localStorage';

/** The page's storage when the page may use it; reading the property itself throws where storage is blocked. */
export function storageOf(name: StorageName): StorageLike | null {
  try {
    return globalThis[name] ?? null;
  } catch {
    return null;
  }
}

/** What a memory does: recall a key's value (null when none), keep one (null forgets it). */
export interface Memory<K extends string> {
  recall(key: K): string | null;
  keep(key: K, value: string | null): void;
}

/** A memory of the keys (`keys` maps each to its storage key) in the page's storage `name`: a failing storage keeps nothing and recalls nothing. */
export function memoryOf<K extends string>(name: StorageName, keys: Readonly<Record<K, string>>): Memory<K> {
  return {
    recall(key) {
      try {
        return storageOf(name)?.getItem(keys[key]) ?? null;
      } catch {
        return null;
      }
    },
    keep(key, value) {
      try {
        const storage = storageOf(name);
        if (value === null) storage?.removeItem(keys[key]);
        else storage?.setItem(keys[key], value);
      } catch {
        // Keeping is a convenience: what reads the memory works without it.
      }
    },
  };
}

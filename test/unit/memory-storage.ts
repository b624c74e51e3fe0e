// Web Storage in memory, for the tests of the widgets' memories, the token store and the API client.
import type { TokenStorage } from '../../src/api/token-store.ts';

/** A TokenStorage over a Map the test can read. */
export function memoryStorage(): TokenStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

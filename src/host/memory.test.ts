// The widgets' memory over the page's Web Storages (spec 000 §9 "Session storage keys"; the shop's local storage of the
// quotes seen): what is kept is recalled, null forgets, and a storage the host page blocked, filled or lacks is empty.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { memoryOf, storageOf, type StorageName } from './memory.ts';
import { memoryStorage } from '../../test/unit/memory-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const KEYS = { place: 'direct-billing.place', count: 'direct-billing.count' } as const;
const NAMES: StorageName[] = ['sessionStorage', 'localStorage'];

/** A storage whose every call throws: denied reads, a full quota. */
const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); } };

describe('memoryOf: kept, recalled, forgotten under its own storage keys', () => {
  test.each(NAMES)('%s: a value kept is recalled under its key, null forgets it, the other keys stay', (name) => {
    const storage = memoryStorage();
    vi.stubGlobal(name, storage);
    const memory = memoryOf(name, KEYS);
    expect(memory.recall('place')).toBeNull();
    memory.keep('place', '/review');
    memory.keep('count', '2');
    expect(storage.map.get('direct-billing.place')).toBe('/review');
    expect(memory.recall('place')).toBe('/review');
    memory.keep('place', null);
    expect(memory.recall('place')).toBeNull();
    expect(memory.recall('count')).toBe('2');
  });

  test('the tab\'s memory and the shop\'s are apart: each keeps in its own storage', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', local);
    memoryOf('sessionStorage', KEYS).keep('place', 'tab');
    memoryOf('localStorage', KEYS).keep('place', 'shop');
    expect(session.map.get('direct-billing.place')).toBe('tab');
    expect(local.map.get('direct-billing.place')).toBe('shop');
  });
});

describe('memoryOf and storageOf on a hostile or bare page: storage that fails is empty, and nothing throws', () => {
  test.each(NAMES)('%s: storage that throws on every call keeps nothing and recalls nothing', (name) => {
    vi.stubGlobal(name, throwing);
    const memory = memoryOf(name, KEYS);
    expect(() => memory.keep('place', '/review')).not.toThrow();
    expect(() => memory.keep('place', null)).not.toThrow();
    expect(memory.recall('place')).toBeNull();
  });

  test.each(NAMES)('%s: where reading the property throws (blocked storage), there is no storage and no memory', (name) => {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(storageOf(name)).toBeNull();
      expect(() => memoryOf(name, KEYS).keep('place', '/review')).not.toThrow();
      expect(memoryOf(name, KEYS).recall('place')).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, name);
    }
  });

  test.each(NAMES)('%s: where there is none (a worker, node), there is no memory', (name) => {
    vi.stubGlobal(name, undefined);
    expect(storageOf(name)).toBeNull();
    expect(memoryOf(name, KEYS).recall('place')).toBeNull();
  });

  test.each(NAMES)('%s: the page\'s storage as it is now, read at each call', (name) => {
    const memory = memoryOf(name, KEYS);
    const first = memoryStorage();
    vi.stubGlobal(name, first);
    memory.keep('place', 'first');
    const second = memoryStorage();
    vi.stubGlobal(name, second);
    expect(memory.recall('place')).toBeNull();
    expect(storageOf(name)).toBe(second);
  });
});

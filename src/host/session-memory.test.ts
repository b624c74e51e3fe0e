// The tab's session storage as the widgets use it (spec 000 §9 "Session storage keys", §3 "Stored auth token").
import { afterEach, describe, expect, test, vi } from 'vitest';
import { defaultStorage, forgetLastPath, keep, keepLastPath, recall, SESSION_KEYS } from './session-memory.ts';
import { memoryStorage } from '../../test/unit/memory-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('spec 000 §9 Session storage keys: one prefix, the spec’s six keys', () => {
  test('spec 000 §9: auth token, allow direct navigation, login redirect, base path, base path search, last path', () => {
    expect(SESSION_KEYS).toStrictEqual({
      authToken: 'direct-billing.auth-token',
      allowDirectNavigation: 'direct-billing.allow-direct-navigation',
      loginRedirect: 'direct-billing.login-redirect',
      basePath: 'direct-billing.base-path',
      basePathSearch: 'direct-billing.base-path-search',
      lastPath: 'direct-billing.last-path',
    });
  });
});

describe('spec 000 §9 the drawer’s memory: kept, recalled, forgotten; blocked storage is empty storage', () => {
  test('spec 000 §9: the last path is kept with the permission to go straight back to it, and both are forgotten together', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    keepLastPath('/en-ca/cart/direct-billing/review');
    expect(recall('lastPath')).toBe('/en-ca/cart/direct-billing/review');
    expect(recall('allowDirectNavigation')).toBe('true');
    keep('loginRedirect', 'true');
    forgetLastPath();
    expect(recall('lastPath')).toBeNull();
    expect(recall('allowDirectNavigation')).toBeNull();
    expect(storage.map.get(SESSION_KEYS.loginRedirect)).toBe('true');
  });

  test('spec 000 §9: storage that throws on every call keeps nothing and breaks nothing', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => { throw new Error('denied'); } };
    vi.stubGlobal('sessionStorage', broken);
    expect(() => keepLastPath('/direct-billing/review')).not.toThrow();
    expect(recall('lastPath')).toBeNull();
  });
});

describe('spec 000 §3 Stored auth token in session storage: defaultStorage', () => {
  test('answers session storage when the page has it', () => {
    const storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    expect(defaultStorage()).toBe(storage);
  });

  test('answers null when reading sessionStorage throws (blocked storage)', () => {
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(defaultStorage()).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });

  test('answers null where there is no session storage (a worker, node)', () => {
    vi.stubGlobal('sessionStorage', undefined);
    expect(defaultStorage()).toBeNull();
  });
});

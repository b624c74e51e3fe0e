// A host script that replaces fetch or XMLHttpRequest after the widgets' script ran does not reach the widgets' calls.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const realFetch = globalThis.fetch;
const realXhr = globalThis.XMLHttpRequest;
// What the loader keeps, it keeps once per page: each test loads its own copy of the module, and leaves none behind
// for the other files sharing the module registry.
beforeEach(() => vi.resetModules());
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = realXhr;
  vi.resetModules();
});

test('the fetch and XMLHttpRequest kept at load are used after the host replaces its own', async () => {
  const { keepNatives, nativeFetch, nativeXhr } = await import('./natives.ts');
  const seen: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => (seen.push(`page ${String(input)}`), new Response('{"ok":1}'))) as typeof fetch;
  class PageXhr {}
  globalThis.XMLHttpRequest = PageXhr as unknown as typeof XMLHttpRequest;
  keepNatives();
  globalThis.fetch = (() => Promise.reject(new TypeError('replaced by the host'))) as typeof fetch;
  globalThis.XMLHttpRequest = class Broken {} as unknown as typeof XMLHttpRequest;
  expect(await (await nativeFetch('/kept')).json()).toEqual({ ok: 1 });
  expect(seen).toEqual(['page /kept']);
  expect(nativeXhr()).toBe(PageXhr);
  // Kept once: a second load of the loader does not take the host's replacement.
  keepNatives();
  expect(nativeXhr()).toBe(PageXhr);
});

test('before the loader keeps anything, the calls go through the current fetch', async () => {
  const { nativeFetch, nativeXhr } = await import('./natives.ts');
  const seen: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => (seen.push(String(input)), new Response('{"ok":1}'))) as typeof fetch;
  expect(await (await nativeFetch('/now')).json()).toEqual({ ok: 1 });
  expect(seen).toEqual(['/now']);
  expect(nativeXhr()).toBe(realXhr);
});

// A host script that replaces fetch or XMLHttpRequest after the widgets' script ran does not reach the widgets' calls.
import { afterEach, expect, test } from 'vitest';
import { keepNatives, nativeFetch, nativeXhr } from './natives.ts';

const realFetch = globalThis.fetch;
const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.XMLHttpRequest = realXhr;
});

test('the fetch and XMLHttpRequest kept at load are used after the host replaces its own', async () => {
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

// The page's own fetch and XMLHttpRequest as they were when the loader ran: a host script that replaces them later
// (a tag manager's wrapper, an ad blocker's shim, a broken polyfill) cannot break or read the widgets' calls.

let kept: { fetch?: typeof fetch | undefined; xhr?: typeof XMLHttpRequest | undefined } | null = null;

/** Keeps the page's fetch and XMLHttpRequest; the loader calls it first, before any later host script can replace them. */
export function keepNatives(): void {
  kept ??= { fetch: typeof globalThis.fetch === 'function' ? globalThis.fetch.bind(globalThis) : undefined, xhr: globalThis.XMLHttpRequest };
}

/** The fetch every widget call goes through: the one kept at load, or the current one where nothing was kept (tests, Node). */
export const nativeFetch: typeof fetch = (input, init) => (kept?.fetch ?? globalThis.fetch)(input, init);

/** The XMLHttpRequest of the prescription upload: the one kept at load, or the current one. */
export const nativeXhr = (): typeof XMLHttpRequest | undefined => kept?.xhr ?? globalThis.XMLHttpRequest;

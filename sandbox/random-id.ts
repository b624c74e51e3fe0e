// The sandbox's ids: unguessable, with a prefix naming what they are.

/** An unguessable id; Web Crypto, so the sandbox also runs inside component tests. */
export const randomId = (prefix: string): string =>
  prefix + Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, '0')).join('');

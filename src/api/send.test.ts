// Issue 10: request bodies keep their arrays on a host page whose old library gave Array.prototype a toJSON.
import { afterEach, expect, test } from 'vitest';
import { createSend, ownArrays } from './send.ts';

const proto = Array.prototype as unknown as { toJSON?: () => string };
afterEach(() => {
  delete proto.toJSON;
});

test.each([
  ['a top-level array', [1, 2], '[1,2]'],
  ['a nested array of objects', { eligibleProducts: [{ productId: 'a' }], n: [[1]] }, '{"eligibleProducts":[{"productId":"a"}],"n":[[1]]}'],
  ['dates in an array, still by their own toJSON', { at: [new Date(0)] }, '{"at":["1970-01-01T00:00:00.000Z"]}'],
])('issue 10: %s is written as JSON despite Array.prototype.toJSON', (_, value, json) => {
  // What Prototype.js 1.6 did: every array serialised as a string.
  Object.defineProperty(Array.prototype, 'toJSON', { value: () => 'mangled', configurable: true, enumerable: true, writable: true });
  expect(JSON.stringify(value)).not.toBe(json);
  expect(JSON.stringify(value, ownArrays)).toBe(json);
});

test('issue 10: the service receives the body’s arrays as arrays', async () => {
  Object.defineProperty(Array.prototype, 'toJSON', { value: () => 'mangled', configurable: true, enumerable: true, writable: true });
  let sent = '';
  const fetcher = (async (_: RequestInfo | URL, init?: RequestInit) => ((sent = String(init?.body)), new Response('{}'))) as typeof fetch;
  await createSend('https://service/', fetcher)('POST x', 'POST', 'x', {}, { productIds: ['a', 'b'] });
  expect(JSON.parse(sent)).toEqual({ productIds: ['a', 'b'] });
});

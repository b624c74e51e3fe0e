// What a page kept of the quotes seen, read back from the shop's local storage: anyone's to write, so checked like an answer.
import { describe, expect, test } from 'vitest';
import { parse } from '../parse.ts';
import { KeptQuotesSeen } from './quotes-seen.ts';

const good = { shopper: 'k3x9', seen: [{ record: 'a1b2', quotes: 2, lastModified: '2026-11-18T16:00:00.000Z' }] };

describe('the quotes seen as kept in local storage', () => {
  test('what a page kept reads back as kept', () => {
    expect(parse(good, KeptQuotesSeen, 'local storage')).toEqual(good);
  });

  test.each<[string, unknown]>([
    ['not an object', 'three'],
    ['no shopper', { seen: [] }],
    ['an id in clear, not a tag', { ...good, shopper: 'alex.martin@example.com' }],
    ['quotes as text', { ...good, seen: [{ ...good.seen[0], quotes: '2' }] }],
    ['no quotes', { ...good, seen: [{ ...good.seen[0], quotes: 0 }] }],
    ['a fraction of a quote', { ...good, seen: [{ ...good.seen[0], quotes: 1.5 }] }],
    ['more quotes than a day holds', { ...good, seen: [{ ...good.seen[0], quotes: 1e9 }] }],
    ['a date that is none', { ...good, seen: [{ ...good.seen[0], lastModified: 'yesterday' }] }],
    ['more records than kept', { ...good, seen: Array.from({ length: 21 }, () => good.seen[0]) }],
  ])('refused: %s', (_name, value) => {
    expect(() => parse(value, KeptQuotesSeen, 'local storage')).toThrow(/local storage/);
  });
});

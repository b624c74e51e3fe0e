// Lookups keyed by service data read and write own properties only (issue 27, data cannot reach the prototype).
import { describe, expect, test } from 'vitest';
import { ownValue, setOwn } from './own.ts';

const BUILT_INS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('spec 000 §3 (answers are data): ownValue and setOwn', () => {
  test.each(BUILT_INS)('a table without "%s" holds nothing under it', (key) => {
    expect(ownValue({ FRAME: 'Frames' }, key)).toBeUndefined();
  });

  test.each(BUILT_INS)('a key "%s" set with setOwn is an own value, read back, sent in JSON, and no prototype changes', (key) => {
    const table: Record<string, unknown> = {};
    setOwn(table, key, 'typed');
    expect(ownValue(table, key)).toBe('typed');
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(table))).toEqual(JSON.parse(`{"${key}":"typed"}`));
    expect(({} as Record<string, unknown>)[key]).not.toBe('typed');
  });

  test.each([
    ['a plain key', { FRAME: 1 }, 'FRAME', 1],
    ['no table', null, 'FRAME', undefined],
    ['an own value of undefined', { FRAME: undefined }, 'FRAME', undefined],
  ])('%s', (_name, table, key, expected) => {
    expect(ownValue(table, key)).toBe(expected);
  });
});

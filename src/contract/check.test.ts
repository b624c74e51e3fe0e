// The loader's schema kit: each check's accepted and refused values, and the ContractError it leads to.
import { describe, expect, test } from 'vitest';
import { check, CheckFailure, defaulted, flag, object, oneOf, optional, text, type Check } from './check.ts';
import { ContractError } from './error.ts';

const upper = text(/^[A-Z]{2}$/, (v) => v.trim().toUpperCase());

describe('spec 000 §7: the loader checks accept and normalise', () => {
  test.each<[string, Check<unknown>, unknown, unknown]>([
    ['text keeps a string', text(), 'abc', 'abc'],
    ['text normalises before the pattern', upper, ' ca ', 'CA'],
    ['flag keeps false', flag, false, false],
    ['oneOf keeps a listed value', oneOf(['cle', 'vde']), 'vde', 'vde'],
    ['optional reads null as undefined', optional(text()), null, undefined],
    ['optional checks a present value', optional(upper), 'fr', 'FR'],
    ['defaulted fills undefined', defaulted(text(), 'N1'), undefined, 'N1'],
    ['defaulted fills null', defaulted(flag, false), null, false],
    ['object keeps unknown extra fields', object({ id: text() }), { id: 'a', extra: 1 }, { id: 'a', extra: 1 }],
    ['object applies defaults inside', object({ kind: defaulted(text(), 'G') }), {}, { kind: 'G' }],
  ])('%s', (_name, schema, value, expected) => {
    expect(check(value, schema, 'GET x')).toEqual(expected);
  });
});

describe('spec 000 §7: the loader checks refuse with the path, never the value', () => {
  test.each<[string, Check<unknown>, unknown, string, boolean]>([
    ['text refuses a number', text(), 42, '', false],
    ['text refuses a string off the pattern', upper, 'Canada', '', false],
    ['flag refuses the text "true"', flag, 'true', '', false],
    ['oneOf refuses an unlisted value', oneOf(['cle']), 'xyz', '', false],
    ['object refuses an array', object({}), [], '', false],
    ['object refuses null as missing', object({}), null, '', true],
    ['object names a missing inner field', object({ token: object({ id: text() }) }), { token: {} }, 'token.id', true],
    ['object names an ill-typed field', object({ id: text() }), { id: 7 }, 'id', false],
  ])('%s', (_name, schema, value, path, missing) => {
    let failure: unknown;
    try {
      schema(value, '');
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(CheckFailure);
    expect(failure).toMatchObject({ path, missing });
    const error = (() => {
      try {
        check(value, schema, 'GET person/@self');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ call: 'GET person/@self', field: path });
    expect(String((error as Error).message)).not.toContain('Canada');
  });

  test('an error thrown inside a check that is not a check failure passes through', () => {
    const boom: Check<never> = () => {
      throw new RangeError('boom');
    };
    expect(() => check(1, boom, 'GET x')).toThrow(RangeError);
  });
});

// The host-shop contract (spec 000 section 7, "Host shop calls"): recorded answers, the defaults the
// loader relies on, and ContractErrors that name the call and the field, never the value.
import { describe, expect, test } from 'vitest';
import { boolean, create, string, validate } from 'superstruct';
import { coerceWhen, ContractError } from '../parse.ts';
import { absent, orDefault } from './host.ts';
import { failure, leakedValues, type InvalidCase, type ValidCase } from '../fixtures/case.ts';
import { cases } from '../fixtures/host.ts';

const accepted = cases.filter((c): c is ValidCase => c.ok);
const refused = cases.filter((c): c is InvalidCase => !c.ok);

describe('spec 000 §7 Host shop calls: answers the contract accepts', () => {
  test.each(accepted.map((c) => [c.call, c.name, c] as const))('spec 000 §7 %s: %s parses', (_call, _name, c) => {
    const output = c.parse(c.answer);
    if (c.expect) expect(output).toMatchObject(c.expect);
    else expect(output).toBeTypeOf('object');
  });
});

describe('spec 000 §7 Host shop calls: answers the contract refuses', () => {
  test.each(refused.map((c) => [c.call, c.name, c] as const))('spec 000 §7 %s: %s fails at its field, without its value', (_call, _name, c) => {
    const error = failure(c);
    expect(error).toBeInstanceOf(ContractError);
    const { call, field, message } = error as ContractError;
    expect({ call, field }).toEqual({ call: c.call, field: c.path });
    expect(leakedValues(message, c)).toEqual([]);
  });
});

describe('coerceWhen: a coercion that runs only where its predicate holds, as superstruct’s coerce does with its condition', () => {
  const flag = coerceWhen(boolean(), (value) => value === 'true' || value === 'false', (value) => value === 'true');
  test.each<[string, unknown, boolean | undefined, boolean]>([
    ['"true" is coerced', 'true', true, true],
    ['"false" is coerced', 'false', false, true],
    ['a boolean passes as it is', false, false, true],
    ['another string is not coerced, and refused', 'yes', undefined, false],
    ['null is refused', null, undefined, false],
  ])('%s', (_name, input, output, ok) => {
    const [error, value] = validate(input, flag, { coerce: true });
    expect(error === undefined).toBe(ok);
    if (ok) expect(value).toBe(output);
  });

  test.each<[string, unknown, string | undefined]>([
    ['absent: null reads as undefined', null, undefined],
    ['absent: undefined stays undefined', undefined, undefined],
    ['absent: a value is kept', 'x', 'x'],
  ])('%s', (_name, input, output) => {
    expect(create(input, absent(string()))).toBe(output);
  });

  test.each<[string, unknown, string]>([
    ['orDefault: null takes the fallback', null, 'G'],
    ['orDefault: undefined takes the fallback', undefined, 'G'],
    ['orDefault: a value is kept', 'R', 'R'],
  ])('%s', (_name, input, output) => {
    expect(create(input, orDefault(string(), 'G'))).toBe(output);
  });
});

// The host-shop contract (spec 000 section 7, "Host shop calls"): recorded answers, the defaults the
// loader relies on, and ContractErrors that name the call and the field, never the value.
import { describe, expect, test } from 'vitest';
import { ContractError } from '../parse.ts';
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

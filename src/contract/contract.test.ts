// The contract runner: every recorded answer in fixtures/ parses to what it should, or fails with a
// ContractError naming the call and the field, never the value (spec 000 sections 3 and 7).
import { describe, expect, test } from 'vitest';
import { number, refine, string, type } from 'superstruct';
import { ContractError, parse } from './parse.ts';
import { ClaimRecord } from './claim/claim-record.ts';
import { InsurancePlans } from './claim/plans.ts';
import { recordAccepted, recordFrance, recordNorthAmerica } from './fixtures/claim-record.ts';
import { insurancePlans } from './fixtures/plans.ts';
import { isToggleOn } from '../domain/toggle/toggle.ts';
import { countCartsWithEligibleProducts, customerFacingStatus } from '../domain/claim/record-status.ts';
import { quoteStep } from '../domain/quote/quote-step.ts';
import { chooseBenefit } from '../domain/claim/benefits.ts';
import { failure, leakedValues, type ContractCase, type InvalidCase, type ValidCase } from './fixtures/case.ts';
import { cases as claimRecordCases } from './fixtures/claim-record.ts';
import { cases as claimCases } from './fixtures/claims.ts';
import { cases as configurationCases } from './fixtures/configurations.ts';
import { cases as directoryCases } from './fixtures/directory.ts';
import { cases as eligibilityCases } from './fixtures/eligibility.ts';
import { cases as insurerCases } from './fixtures/insurers.ts';
import { cases as planCases } from './fixtures/plans.ts';
import { cases as quoteCases } from './fixtures/quotes.ts';

const all: ContractCase[] = [
  ...claimRecordCases,
  ...quoteCases,
  ...claimCases,
  ...insurerCases,
  ...planCases,
  ...eligibilityCases,
  ...configurationCases,
  ...directoryCases,
];
const accepted = all.filter((c): c is ValidCase => c.ok);
const refused = all.filter((c): c is InvalidCase => !c.ok);

describe('spec 000 §3 and §7: recorded answers the contract accepts', () => {
  test.each(accepted.map((c) => [c.call, c.name, c] as const))('spec 000 §7 %s: %s parses', (_call, _name, c) => {
    const output = c.parse(c.answer);
    expect(output).toBeTypeOf('object');
    if (c.expect) expect(output).toMatchObject(c.expect);
  });
});

describe('spec 000 §7: answers the contract refuses name the call and the field, never the value', () => {
  test.each(refused.map((c) => [c.call, c.name, c] as const))('spec 000 §7 %s: %s fails with a ContractError', (_call, _name, c) => {
    const error = failure(c);
    expect(error).toBeInstanceOf(ContractError);
    const { call, field, message } = error as ContractError;
    expect({ call, field }).toEqual({ call: c.call, field: c.path });
    expect(message).toContain(c.call);
    expect(message).toContain(`"${c.path || '(root)'}"`);
    expect(leakedValues(message, c)).toEqual([]);
  });
});

describe('spec 000 §7: the fixtures cover every kind of unexpected answer', () => {
  test.each([
    ['an unknown extra field', /extra field/],
    ['an unknown status value', /unknown status/],
    ['a missing required field', /without /],
    ['a wrong-typed field', /(given as|numeric|instead of)/],
  ])('spec 000 §7: at least one case for %s', (_what, pattern) => {
    expect(all.some((c) => pattern.test(c.name))).toBe(true);
  });

  test('spec 000 §7: the leak check finds a value an error message would repeat', () => {
    const c: InvalidCase = { name: 'probe', call: 'GET x', answer: {}, ok: false, path: 'a.0', value: { memberId: 'M-200', n: 7 }, parse: () => null };
    expect(leakedValues('unexpected answer from GET x at "a.0" (M-200, 7)', c)).toEqual(['M-200']);
  });

  test('spec 000 §7: no two cases share a name', () => {
    const names = all.map((c) => `${c.call} ${c.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('spec 000 §7: parse', () => {
  test('spec 000 §7: an error that is not a schema failure is a ContractError at the root, the error kept as its cause', () => {
    const broken = new TypeError('a bug in a refinement');
    const schema = refine(number(), 'throws', () => {
      throw broken;
    });
    const error = (() => {
      try {
        return parse(1, schema, 'GET x');
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ call: 'GET x', field: '', cause: broken });
  });

  test('spec 000 §7 (issue 27): an object whose "toString" is data, where text is expected, is a ContractError, not a TypeError', () => {
    expect(() => parse({ name: { toString: 'x' } }, type({ name: string() }), 'GET x')).toThrow(ContractError);
  });
});

describe('spec 000 §4: parsed answers feed the rules as they are', () => {
  const get = (answer: unknown) => parse(answer, ClaimRecord, 'GET claim-records/{id}');
  test.each([
    ['the toggle is on for an enabled record', () => isToggleOn(get(recordNorthAmerica)), true],
    ['an accepted claim is ACCEPTED to the shopper', () => customerFacingStatus(get(recordAccepted)), 'ACCEPTED'],
    ['a quote requested from an offline insurer shows the OFFLINE step', () => quoteStep(get(recordFrance)), 'OFFLINE'],
    ['one cart holds an eligible product', () => countCartsWithEligibleProducts(get(recordNorthAmerica)), 1],
    ['the routine frame benefit is chosen', () => chooseBenefit(parse(insurancePlans, InsurancePlans, 'GET plans').insurancePlans)?.planType, 'FRAME'],
  ])('spec 000 §4: %s', (_name, rule, expected) => {
    expect(rule()).toBe(expected);
  });
});

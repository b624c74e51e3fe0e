// Data cannot reach the prototype (issue 27): every recorded answer of every schema, given keys, statuses, plan types
// and label keys named after what every object inherits (__proto__, constructor, toString, hasOwnProperty), parses or
// is refused with a ContractError, and never changes a prototype; and every amount of 1e14 (past the safe range of
// minor units, spec 000 §9) is refused naming the amount's field, never passed on to a view.
import { afterEach, describe, expect, test } from 'vitest';
import { ContractError } from './parse.ts';
import type { ValidCase } from './fixtures/case.ts';
import { cases as claimRecordCases } from './fixtures/claim-record.ts';
import { cases as claimCases } from './fixtures/claims.ts';
import { cases as configurationCases } from './fixtures/configurations.ts';
import { cases as directoryCases } from './fixtures/directory.ts';
import { cases as eligibilityCases } from './fixtures/eligibility.ts';
import { cases as hostCases } from './fixtures/host.ts';
import { cases as insurerCases } from './fixtures/insurers.ts';
import { cases as planCases } from './fixtures/plans.ts';
import { cases as quoteCases } from './fixtures/quotes.ts';

const accepted = [...claimRecordCases, ...quoteCases, ...claimCases, ...insurerCases, ...planCases, ...eligibilityCases, ...configurationCases, ...directoryCases, ...hostCases].filter(
  (c): c is ValidCase => c.ok,
);

/** The names every object inherits, which a `key in table` or `table[key]` lookup would find. */
const BUILT_INS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The answer as JSON carries it: a plain tree (JSON.parse makes "__proto__" an own key, as a fetched answer has it). */
const asJson = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/** Every path to a leaf of the tree with its value, and every path to an object. */
function walk(tree: Json, path: string[] = []): { leaves: [string[], Json][]; objects: string[][] } {
  if (tree === null || typeof tree !== 'object') return { leaves: [[path, tree]], objects: [] };
  const entries: [string, Json][] = Array.isArray(tree) ? tree.map((v, i) => [String(i), v]) : Object.entries(tree);
  const inner = entries.map(([key, value]) => walk(value, [...path, key]));
  return { leaves: inner.flatMap((w) => w.leaves), objects: [...(Array.isArray(tree) ? [] : [path]), ...inner.flatMap((w) => w.objects)] };
}

/** A copy of the tree with the node at the path replaced by what `change` makes of it. */
function changedAt(tree: Json, path: string[], change: (node: Json) => Json): Json {
  const copy = asJson(tree);
  if (path.length === 0) return change(copy);
  let node = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  const last = path.at(-1) as string;
  Object.defineProperty(node, last, { value: change(node[last] ?? null), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Parses as the API client does: answers the output, or the ContractError; anything else thrown fails the test. */
function outcome(c: ValidCase, answer: Json): unknown {
  try {
    return c.parse(answer);
  } catch (error) {
    if (error instanceof ContractError) return error;
    throw error;
  }
}

const polluted = () => ({}) as Record<string, unknown>;
afterEach(() => {
  for (const key of ['polluted', 'toString', 'constructor', 'hasOwnProperty']) expect(Object.hasOwn(Object.prototype, 'polluted') || polluted()[key] === 'x').toBe(false);
});

describe('issue 27: keys named after built-ins, in every object of every recorded answer', () => {
  test.each(accepted.map((c) => [c.call, c.name, c] as const))('%s, %s: parses or is refused, no prototype changes', (_call, _name, c) => {
    const answer = asJson(c.answer);
    for (const path of walk(answer).objects) {
      const hostile = changedAt(answer, path, (node) => {
        const object = node as Record<string, Json>;
        for (const key of BUILT_INS) Object.defineProperty(object, key, { value: key === '__proto__' ? { polluted: 'x' } : 'x', enumerable: true, writable: true, configurable: true });
        return object;
      });
      const output = outcome(c, hostile);
      if (output instanceof ContractError) continue;
      expect(Object.getPrototypeOf(output)).toBe(Array.isArray(output) ? Array.prototype : Object.prototype);
      expect(polluted().polluted).toBeUndefined();
    }
  });
});

describe('issue 27: every text of every recorded answer (statuses, plan types, label keys, ids) named after a built-in', () => {
  test.each(accepted.map((c) => [c.call, c.name, c] as const))('%s, %s: parses or is refused, nothing else thrown', (_call, _name, c) => {
    const answer = asJson(c.answer);
    const texts = walk(answer).leaves.filter(([, value]) => typeof value === 'string');
    for (const [path] of texts) for (const name of BUILT_INS) outcome(c, changedAt(answer, path, () => name));
    expect(polluted().polluted).toBeUndefined();
  });
});

describe('a host page that added to Object.prototype (as old scripts do): every recorded answer still parses', () => {
  test.each(accepted.map((c) => [c.call, c.name, c] as const))('%s, %s', (_call, _name, c) => {
    const answer = asJson(c.answer);
    const prototype = Object.prototype as unknown as Record<string, unknown>;
    // A plain assignment, so enumerable: every `for (… in …)` meets it.
    prototype.hostAddition = 1;
    try {
      const output = outcome(c, answer);
      expect(output).not.toBeInstanceOf(ContractError);
    } finally {
      delete prototype.hostAddition;
    }
  });
});

describe('spec 000 §9: an amount of 1e14 in any recorded answer is refused, naming its field', () => {
  const withAmounts = accepted.filter((c) => walk(asJson(c.answer)).leaves.some(([path, value]) => path.at(-1) === 'amount' && typeof value === 'number'));

  test('the recorded answers hold amounts to try (records, quotes, claims, plans, the cart)', () => {
    expect(new Set(withAmounts.map((c) => c.call)).size).toBeGreaterThanOrEqual(4);
  });

  test.each(withAmounts.map((c) => [c.call, c.name, c] as const))('%s, %s', (_call, _name, c) => {
    const answer = asJson(c.answer);
    const amounts = walk(answer).leaves.filter(([path, value]) => path.at(-1) === 'amount' && typeof value === 'number');
    for (const [path] of amounts) {
      for (const huge of [1e14, -1e14, Number.MAX_VALUE]) {
        const error = outcome(c, changedAt(answer, path, () => huge));
        expect(error, `${path.join('.')} = ${huge}`).toBeInstanceOf(ContractError);
        expect((error as ContractError).field).toBe(path.join('.'));
      }
    }
  });
});

// Our schema kit: every combinator accepting (with its output) and refusing (with the path), defaults and coercion.
import { describe, expect, test } from 'vitest';
import { parse } from './parse.ts';
import { ContractError } from './error.ts';
import {
  array,
  assign,
  boolean,
  coerce,
  create,
  defaulted,
  enums,
  integer,
  min,
  nullable,
  number,
  object,
  optional,
  partial,
  record,
  refine,
  size,
  string,
  type Struct,
  StructError,
  type,
  union,
  unknown,
  validate,
} from './struct.ts';

const point = type({ x: integer(), y: optional(number()) });
const strict = object({ id: string(), note: optional(string()) });
const even = refine(integer(), 'even', (n) => n % 2 === 0);
const labelled = refine(string(), 'label', (s) => (s.length > 1 ? true : 'too short'));
const renamed = coerce(type({ productId: string() }), type({ id: string() }), (line) => ({ productId: line.id, ...line }));
const counted = coerce(integer(), string(), (text) => Number(text));
const shipping = defaulted(type({ amount: number(), currency: string() }), { amount: 0, currency: 'CAD' });
const later = defaulted(array(string()), () => ['made now']);
const when = new Date(5);
const loose = partial(point);

describe('spec 000 §7: the schema kit accepts, and create answers the checked value', () => {
  test.each<[string, Struct<unknown, unknown>, unknown, unknown]>([
    ['string keeps a string', string(), 'abc', 'abc'],
    ['number keeps a fraction', number(), 12.5, 12.5],
    ['integer keeps a whole number', integer(), -3, -3],
    ['boolean keeps false', boolean(), false, false],
    ['unknown keeps anything', unknown(), { any: [1] }, { any: [1] }],
    ['enums keeps a listed value', enums(['UPC', 'RXC_ID']), 'RXC_ID', 'RXC_ID'],
    ['optional keeps undefined', optional(string()), undefined, undefined],
    ['optional checks a present value', optional(string()), 'a', 'a'],
    ['nullable keeps null', nullable(integer()), null, null],
    ['nullable checks a present value', nullable(integer()), 4, 4],
    ['type keeps unknown extra fields', point, { x: 1, extra: 'kept' }, { x: 1, extra: 'kept' }],
    ['object keeps its own fields', strict, { id: 'a', note: 'n' }, { id: 'a', note: 'n' }],
    ['array keeps every element', array(integer()), [1, 2], [1, 2]],
    ['array keeps an empty list', array(integer()), [], []],
    ['union takes the first that fits', union([string(), record(string(), string())]), { en: 'Hi', fr: 'Salut' }, { en: 'Hi', fr: 'Salut' }],
    ['record keeps every key', record(string(), array(string())), { a: ['x'], b: [] }, { a: ['x'], b: [] }],
    ['refine keeps a value that passes', even, 4, 4],
    ['refine keeps a value whose check answers true', labelled, 'ok', 'ok'],
    ['min keeps the threshold itself', min(integer(), 1), 1, 1],
    ['min exclusive keeps a value above', min(number(), 0, { exclusive: true }), 0.5, 0.5],
    ['size keeps a string within bounds', size(string(), 1, 3), 'abc', 'abc'],
    ['size keeps an array of the exact length', size(array(integer()), 2), [1, 2], [1, 2]],
    ['size keeps a number within bounds', size(number(), 1, 10), 10, 10],
    ['size keeps a map of allowed size', size(unknown() as Struct<Map<unknown, unknown>, null>, 1), new Map([[1, 1]]), new Map([[1, 1]])],
    ['size keeps a set of allowed size', size(unknown() as Struct<Set<unknown>, null>, 0, 1), new Set(), new Set()],
    ['size keeps a date within bounds (its time)', size(unknown() as Struct<Date, null>, 0, 10), when, when],
    ['assign of types merges both and keeps extras', assign(point, type({ z: boolean() })), { x: 1, z: true, w: 0 }, { x: 1, z: true, w: 0 }],
    ['assign of objects merges both', assign(strict, object({ n: integer() })), { id: 'a', n: 1 }, { id: 'a', n: 1 }],
    ['partial of a type accepts an empty object and extras', partial(point), { extra: 1 }, { extra: 1 }],
    ['partial of an object struct accepts an empty object', partial(strict), {}, {}],
    ['partial of a plain schema accepts some fields', partial({ a: string(), b: integer() }), { b: 2 }, { b: 2 }],
    ['refine runs on a nested value', type({ n: even }), { n: 2 }, { n: 2 }],
  ])('%s', (_name, struct, value, expected) => {
    expect(create(value, struct)).toStrictEqual(expected);
    expect(struct.is(value)).toBe(true);
    expect(validate(value, struct)).toStrictEqual([undefined, value]);
  });
});

describe('spec 000 §7: the schema kit refuses with the path of the first failure, never the value', () => {
  test.each<[string, Struct<unknown, unknown>, unknown, (string | number)[]]>([
    ['string refuses a number', string(), 2025, []],
    ['number refuses NaN', number(), NaN, []],
    ['number refuses a numeric string', number(), '12', []],
    ['integer refuses a fraction', integer(), 1.5, []],
    ['boolean refuses the text "true"', boolean(), 'true', []],
    ['enums refuses an unlisted value', enums(['UPC']), 'EAN', []],
    ['optional refuses null', optional(string()), null, []],
    ['nullable refuses undefined', nullable(string()), undefined, []],
    ['type refuses an array', point, [], []],
    ['type refuses null', point, null, []],
    ['type names a missing field', point, {}, ['x']],
    ['type names an ill-typed optional field', point, { x: 1, y: 'far' }, ['y']],
    ['type names a nested field', type({ at: point }), { at: { x: 'one' } }, ['at', 'x']],
    ['object refuses an unknown field by its key', strict, { id: 'a', secret: 'AB123' }, ['secret']],
    ['object names its own fields before unknown ones', strict, { extra: 1, id: 2 }, ['id']],
    ['array refuses an object', array(string()), { 0: 'a' }, []],
    ['array names the index of a bad element', array(type({ id: string() })), [{ id: 'a' }, { id: 5 }], [1, 'id']],
    ['union fails at its own path', type({ name: union([string(), record(string(), string())]) }), { name: 5 }, ['name']],
    ['record refuses an array', record(string(), string()), ['a'], []],
    ['record names a bad value by its key', record(string(), integer()), { ok: 1, bad: 'x' }, ['bad']],
    ['record names a key its key struct refuses', record(enums(['en', 'fr']), string()), { en: 'Hi', de: 'Hallo' }, ['de']],
    ['refine refuses a value that fails', even, 3, []],
    ['refine refuses with a message', labelled, 'x', []],
    ['refine does not run on an ill-typed value', even, 'four', []],
    ['min refuses below the threshold', min(integer(), 1), 0, []],
    ['min exclusive refuses the threshold', min(number(), 0, { exclusive: true }), 0, []],
    ['size refuses a blank string', size(string(), 1, Infinity), '', []],
    ['size refuses a long array', type({ ids: size(array(string()), 0, 1) }), { ids: ['a', 'b'] }, ['ids']],
    ['size refuses a number out of bounds', size(number(), 1, 10), 11, []],
    ['assign of objects refuses extras', assign(strict, object({ n: integer() })), { id: 'a', n: 1, z: 0 }, ['z']],
    ['assign names a field of the second schema', assign(point, type({ z: boolean() })), { x: 1, z: 'yes' }, ['z']],
    ['partial still checks a present field', partial(point), { x: 'one' }, ['x']],
    ['partial of an object still refuses extras', partial(strict), { other: 1 }, ['other']],
    ['a defaulted struct checks a present value', type({ shipping }), { shipping: { amount: 'free' } }, ['shipping', 'amount']],
    ['a coerced struct refuses what its coercion cannot fix', renamed, { name: 'no id' }, ['productId']],
  ])('%s', (_name, struct, value, path) => {
    const [error, out] = validate(value, struct, { coerce: true });
    expect(out).toBeUndefined();
    expect(error).toBeInstanceOf(StructError);
    expect(error).toBeInstanceOf(TypeError);
    expect(error?.path).toEqual(path);
    expect(error?.message).toMatch(/^Expected /);
    expect(error?.message).not.toContain('AB123');
    expect(() => create(value, struct)).toThrow(StructError);
    expect(struct.is(value)).toBe(false);
    expect(() => parse(value, struct, 'GET x')).toThrow(new ContractError('GET x', path.join('.')));
  });
});

describe('spec 000 §7: create applies defaults and coercions, at any depth', () => {
  test.each<[string, Struct<unknown, unknown>, unknown, unknown]>([
    ['defaulted fills undefined', shipping, undefined, { amount: 0, currency: 'CAD' }],
    ['defaulted fills the fields an object leaves undefined', shipping, { amount: 5 }, { amount: 5, currency: 'CAD' }],
    ['defaulted keeps a complete value', shipping, { amount: 5, currency: 'EUR' }, { amount: 5, currency: 'EUR' }],
    ['defaulted keeps null for its struct to judge', nullable(defaulted(string(), 'x')), null, null],
    ['defaulted keeps a value when the fallback is not an object', defaulted(integer(), 7), 3, 3],
    ['defaulted calls a function fallback', later, undefined, ['made now']],
    ['defaulted inside a type fills a missing field', type({ shipping }), {}, { shipping: { amount: 0, currency: 'CAD' } }],
    ['defaulted inside an object fills a missing field', object({ n: defaulted(integer(), 1) }), {}, { n: 1 }],
    ['defaulted inside an array', array(defaulted(integer(), 0)), [undefined, 2], [0, 2]],
    ['defaulted inside a record', record(string(), defaulted(integer(), 0)), { a: undefined }, { a: 0 }],
    ['coerce converts a value that fits its condition', renamed, { id: 'line-1' }, { productId: 'line-1', id: 'line-1' }],
    ['coerce leaves a value that does not fit its condition', renamed, { productId: 'p' }, { productId: 'p' }],
    ['coerce inside an array inside a type', type({ lines: array(renamed) }), { lines: [{ id: 'a' }] }, { lines: [{ productId: 'a', id: 'a' }] }],
    ['coerce inside a union', union([counted, boolean()]), '12', 12],
    ['coerce then refine', refine(counted, 'positive', (n) => n > 0), '3', 3],
    ['optional leaves a missing field out', point, { x: 1 }, { x: 1 }],
    ['a field sent as undefined stays', point, { x: 1, y: undefined }, { x: 1, y: undefined }],
  ])('%s', (_name, struct, value, expected) => {
    expect(create(value, struct)).toStrictEqual(expected);
    expect(validate(value, struct, { coerce: true })).toStrictEqual([undefined, expected]);
  });

  test('spec 000 §7: validate without coerce applies neither defaults nor coercions', () => {
    expect(validate({}, type({ shipping }))[0]?.path).toEqual(['shipping']);
    expect(validate('12', counted)[0]?.path).toEqual([]);
    expect(counted.is('12')).toBe(false);
  });

  test('spec 000 §7: create answers copies, validate without coerce the value itself', () => {
    const answer = { x: 1, list: [{ x: 2 }] };
    const schema = type({ x: integer(), list: array(point) });
    const out = create(answer, schema);
    expect(out).not.toBe(answer);
    expect(out.list).not.toBe(answer.list);
    expect(out.list[0]).not.toBe(answer.list[0]);
    expect(validate(answer, schema)[1]).toBe(answer);
    expect(validate(answer.list, array(point))[1]).toBe(answer.list);
    expect(validate({ a: 1 }, record(string(), integer()))).toStrictEqual([undefined, { a: 1 }]);
  });
});

describe('spec 000 §7: what the schema kit exposes', () => {
  test.each<[string, Struct<unknown, unknown>, string, unknown]>([
    ['a type keeps its schema for assign', point, 'type', point.schema],
    ['assign of a type is a type', assign(point, type({})), 'type', { x: point.schema.x, y: point.schema.y }],
    ['assign of an object is an object', assign(strict, type({})), 'object', strict.schema],
    ['partial keeps a type a type', loose, 'type', loose.schema],
    ['enums lists its values', enums(['a', 1]), 'enums', { a: 'a', 1: 1 }],
    ['optional keeps its struct kind', optional(point), 'type', point.schema],
    ['refine keeps its struct kind', even, 'integer', null],
    ['array keeps its element', array(even), 'array', even],
  ])('%s', (_name, struct, kind, schema) => {
    expect(struct.type).toBe(kind);
    expect(struct.schema).toStrictEqual(schema);
  });

  test('spec 000 §7: a bug thrown by a refinement passes through every combinator', () => {
    const bug = new RangeError('a bug');
    const broken = refine(integer(), 'broken', () => {
      throw bug;
    });
    for (const struct of [broken, union([broken, integer()])]) {
      expect(() => create(1, struct)).toThrow(bug);
      expect(() => validate(1, struct)).toThrow(bug);
      expect(() => struct.is(1)).toThrow(bug);
    }
    expect(() => create(1, coerce(integer(), broken, (n) => n))).toThrow(bug);
  });

  test('spec 000 §7: a refusal names the failed check, not the value', () => {
    expect(validate('x', labelled)[0]?.message).toBe('Expected string (label)');
    expect(validate({ id: 'a', secret: 'AB123' }, strict)[0]).toMatchObject({ type: 'never', message: 'Expected never' });
  });
});

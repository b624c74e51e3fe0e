// Field names and kinds a service sends that are named after what every object inherits (issue 27, data cannot reach
// the prototype): the form rules of spec 000 §3 (claimData) and §5 (fields) read and write own properties only.
import { afterEach, describe, expect, test } from 'vitest';
import { claimDataFromDrafts, draftsFromRecord, entryFormatFor, validateGroup, type FormFieldLike } from './form-data.ts';
import { withEmptiedCleared } from './form-clearing.ts';
import { messageKeys } from './field-messages.ts';
import { normalizeField } from './fields.ts';
import type { FieldKind } from './fields.ts';

const format = entryFormatFor('CA');
const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const PATHS = [...NAMES, ...NAMES.map((n) => `${n}.polluted`), ...NAMES.map((n) => `patient.${n}`), '__proto__.toString', 'constructor.prototype.polluted'];

afterEach(() => {
  // Nothing reached the prototype every object shares.
  expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  expect(typeof Object.prototype.toString).toBe('function');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('spec 000 §3 claimData: field names named after built-ins', () => {
  test.each(PATHS)('claimDataFromDrafts sends "%s" as an own field of the data, nothing else changes', (name) => {
    const fields: FormFieldLike[] = [{ name, kind: 'text' }];
    const data = claimDataFromDrafts(fields, { [name]: 'typed' }, format);
    const json = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    let node: unknown = json;
    for (const key of name.split('.')) node = Object.hasOwn(node as object, key) ? (node as Record<string, unknown>)[key] : undefined;
    expect(node).toBe('typed');
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });

  test.each(PATHS)('withEmptiedCleared clears "%s" as an own field when the shopper empties it', (name) => {
    const fields: FormFieldLike[] = [{ name, kind: 'text' }];
    const base = JSON.parse(JSON.stringify(name.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), 'held'))) as Record<string, unknown>;
    const data = claimDataFromDrafts(fields, { [name]: '' }, format, base);
    const cleared = withEmptiedCleared(data, fields, { [name]: '' }, base);
    expect(Object.getPrototypeOf(cleared)).toBe(Object.prototype);
    expect(JSON.stringify(cleared)).not.toContain('held');
  });

  test.each(NAMES)('draftsFromRecord of a record without "%s" shows nothing for it, and a record with it shows its text', (name) => {
    const fields: FormFieldLike[] = [{ name, kind: 'text' }];
    expect(draftsFromRecord({}, fields, format)).toEqual({});
    const drafts = draftsFromRecord(JSON.parse(`{"${name}":"held"}`) as Record<string, unknown>, fields, format);
    expect(Object.hasOwn(drafts, name) && drafts[name]).toBe('held');
  });

  test.each(NAMES)('validateGroup of a required field "%s" left empty names it, as its own key', (name) => {
    const errors = validateGroup([{ name, kind: 'text', required: true }], {}, 'CA', '2026-11-26');
    expect(Object.hasOwn(errors, name) && errors[name]).toEqual({ key: 'required' });
    expect(validateGroup([{ name, kind: 'text', required: true }], { [name]: 'typed' }, 'CA', '2026-11-26')).toEqual({});
  });
});

describe('spec 000 §5 fields: kinds named after built-ins', () => {
  test.each(NAMES)('a field of kind "%s" has the generic messages, never an inherited function', (kind) => {
    for (const keys of [messageKeys('north-america', { name: 'x', kind }, 'required'), messageKeys('north-america', { name: 'x', kind }, kind as never)]) {
      for (const key of keys) expect(typeof key).toBe('string');
    }
  });

  test.each(NAMES)('normalizing text of kind "%s" keeps the text', (kind) => {
    expect(normalizeField(kind as FieldKind, ' A1 ')).toBe(' A1 ');
  });
});

// The forms wizard's data (spec 000 sections 3 to 5; spec 001 section 5): the rule of a service form field, checking
// one page, reading the record into what a field shows, and building the claimData a page sends.
import { birthRankOrDefault, normalizeField, validateField, type FieldError, type FieldKind, type FieldRule, type FieldValue } from './fields.ts';
import { entryFormatOf, parseEntry, toEntry, type EntryFormat } from '../date-entry.ts';
import { flowOf } from '../host/flow.ts';
import { isPrescriptionCurrent, prescriptionValidity, type PrescriptionKind } from '../prescription/prescriptions.ts';
import { fieldApplies, fieldDefault, fieldRequired } from './form-conditions.ts';
import { ownValue, setOwn } from '../own.ts';

/** The part of a service form field (src/contract/insurer/insurers.ts FormField) the rules read. */
export interface FormFieldLike {
  name: string;
  kind: string;
  required?: boolean | null | undefined;
  minLength?: number | null | undefined;
  maxLength?: number | null | undefined;
  options?: readonly string[] | null | undefined;
}

/** A nested claimData-like object, read and built by dotted field names ("patient.firstName"). */
export type DataTree = { readonly [key: string]: unknown };

/** What the shopper typed, by field name. */
export type Drafts = Readonly<Record<string, FieldValue>>;

const KINDS: readonly string[] = ['text', 'date', 'zip', 'postal', 'phone', 'nationalId', 'select', 'checkbox', 'birthRank'] satisfies FieldKind[];

/** The insuree's numbers printed on the insurance card (spec 000 section 3: memberId, contractId, policyNumber). */
const CARD_NUMBERS: readonly string[] = ['memberId', 'contractId', 'policyNumber'];

/**
 * A field's value as it is checked and sent: a card prints its numbers in groups ("W123 4567 8901"), which shoppers copy
 * or paste, and the number is its characters, so a card's number loses its spaces; any other value is as typed.
 */
export function cardValue(field: FormFieldLike, value: FieldValue): FieldValue {
  const text = field.kind === 'text' && CARD_NUMBERS.includes(field.name.split('.').at(-1) ?? '');
  return text && typeof value === 'string' ? value.replace(/\s+/g, '') : value;
}

/** The entry format of a shop's dates: MM / DD / YYYY in both North American markets, DD / MM / YYYY in France (spec 001 section 5). */
export function entryFormatFor(country: string): EntryFormat {
  return entryFormatOf(flowOf(country));
}

/**
 * The rule of a service field for the shop's country: a kind we do not know is text; a postal code follows the shop's
 * country, a ZIP code in the US and a postal code in Canada, since an insurer's own forms serve both markets (our choice).
 */
export function fieldRuleOf(field: FormFieldLike, country: string): FieldRule {
  const code = country.trim().toUpperCase();
  let kind = (KINDS.includes(field.kind) ? field.kind : 'text') as FieldKind;
  if ((kind === 'zip' || kind === 'postal') && code !== 'FR') kind = code === 'CA' ? 'postal' : 'zip';
  const lengths = {
    ...(field.minLength == null ? {} : { minLength: field.minLength }),
    ...(field.maxLength == null ? {} : { maxLength: field.maxLength }),
  };
  const required = field.required === true;
  return kind === 'date' ? { kind, required, format: entryFormatFor(country), ...lengths } : { kind, required, ...lengths };
}

/**
 * Every failing field of one wizard page with its error (spec 001 section 5); an empty record lets the page continue.
 * A field the page does not ask (accident details after "no") is never checked; one asked on a condition is required then.
 * A date of prescription must also be within the validity of the cart's prescription in the shop's market (spec 000
 * section 5, `kind`: prescriptionKindOf).
 */
export function validateGroup(fields: readonly FormFieldLike[], drafts: Drafts, country: string, today: string, kind: PrescriptionKind = 'glasses', strictNationalId = true): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    if (!fieldApplies(field.name, drafts)) continue;
    const rule = { ...fieldRuleOf(field, country), required: fieldRequired(field, drafts, fields) };
    const draft = cardValue(field, ownValue(drafts, field.name));
    const error = validateField({ [field.name]: rule }, field.name, draft, { today, strictNationalId }) ?? expiredPrescription(field.name, rule, draft, country, today, kind);
    if (error) setOwn(errors, field.name, error);
  }
  return errors;
}

/** Whether a field is a prescription's date, which must be recent (spec 000 section 5: valid 12 or 24 months). */
export const isPrescriptionDate = (name: string): boolean => name.endsWith('dateOfPrescription');

/** A valid date of prescription older than its validity (spec 000 section 5), with the months to show; else null. */
function expiredPrescription(name: string, rule: FieldRule, value: FieldValue, country: string, today: string, kind: PrescriptionKind): FieldError | null {
  if (rule.kind !== 'date' || !isPrescriptionDate(name) || typeof value !== 'string') return null;
  const iso = parseEntry(value, rule.format);
  const market = flowOf(country);
  if (!iso || isPrescriptionCurrent(iso, kind, market, today)) return null;
  return { key: 'dateExpired', length: prescriptionValidity(kind, market) };
}

/** The value at a dotted path of a tree, or undefined; own keys only, so "constructor" never reaches a prototype. */
export function at(tree: unknown, path: string): unknown {
  let node = tree;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * What each field shows from the record's claimData: dates as typed (MM / DD / YYYY in North America), numbers as text,
 * checkboxes as booleans; fields the record does not fill are left out, so drafts and defaults show instead.
 */
export function draftsFromRecord(claimData: DataTree | null | undefined, fields: readonly FormFieldLike[], format: EntryFormat): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const value = at(claimData, field.name);
    if (field.kind === 'date') {
      const entry = toEntry(typeof value === 'string' ? value.slice(0, 10) : null, format);
      if (entry) setOwn(values, field.name, entry);
    } else if (typeof value === 'boolean') setOwn(values, field.name, value);
    else if (typeof value === 'string' || typeof value === 'number') setOwn(values, field.name, String(value));
  }
  return values;
}

/** The value a field sends, or undefined when it sends nothing (empty, or a date that does not parse). */
function sent(field: FormFieldLike, value: FieldValue, format: EntryFormat): unknown {
  if (field.kind === 'checkbox') return value === true;
  const typed = cardValue(field, value);
  const text = typeof typed === 'string' ? typed.trim() : '';
  if (field.kind === 'birthRank') return birthRankOrDefault(text);
  if (text === '') return fieldDefault(field);
  if (field.kind === 'date') return parseEntry(text, format) ?? undefined;
  return KINDS.includes(field.kind) ? normalizeField(field.kind as FieldKind, text) : text;
}

/** Sets a dotted path in a plain tree, making the objects on the way. */
function put(tree: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = tree;
  for (const key of keys) {
    const next = ownValue(node, key);
    const child = (next !== null && typeof next === 'object' ? { ...(next as object) } : {}) as Record<string, unknown>;
    setOwn(node, key, child);
    node = child;
  }
  setOwn(node, last, value);
}

/**
 * The claimData a page sends: ISO dates, trimmed text, a normalised card number, postal code, phone and national identifier, a patient's birth rank
 * defaulting to 1 (spec 000 section 5), and no accident after "no" (null clears one saved before). Each top-level part starts from the record's (`base`), because the service
 * replaces a part whole: the patient page must not drop the postal code the member page sent.
 */
export function claimDataFromDrafts(fields: readonly FormFieldLike[], drafts: Drafts, format: EntryFormat, base?: DataTree | null): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const top = field.name.split('.')[0] as string;
    if (!Object.hasOwn(data, top)) {
      const from = ownValue(base, top);
      setOwn(data, top, from !== null && typeof from === 'object' ? structuredClone(from) : undefined);
    }
    const value = sent(field, ownValue(drafts, field.name), format);
    if (value !== undefined) put(data, field.name, value);
    // Accident details answered before the shopper changed to "no" are not the insurer's business.
    if (!fieldApplies(field.name, drafts)) setOwn(data, top, null);
  }
  for (const top of Object.keys(data)) if (data[top] === undefined) delete data[top];
  const patient = data.patient as Record<string, unknown> | undefined;
  if (patient && patient.birthRank == null) patient.birthRank = 1;
  return data;
}

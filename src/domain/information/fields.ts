// Field validation of the North American and French forms, as rules-as-data and message keys (spec 001 section 5; spec 000 section 5).
import { isPastDate } from '../dates.ts';
import { entryFault, parseEntry, type EntryFault, type EntryFormat } from '../date-entry.ts';
import { ownValue } from '../own.ts';

/** What a field holds, which picks the check beyond required and length. */
export type FieldKind = 'text' | 'date' | 'zip' | 'postal' | 'phone' | 'nationalId' | 'select' | 'checkbox' | 'birthRank';

/** One field's rule; a date field also names how it is typed and is never in the future. */
export type FieldRule =
  | { readonly kind: 'date'; readonly required: boolean; readonly format: EntryFormat; readonly maxLength?: number; readonly minLength?: number }
  | { readonly kind: Exclude<FieldKind, 'date'>; readonly required: boolean; readonly maxLength?: number; readonly minLength?: number };

/** A form's rules, field name to rule. */
export type FieldRules<K extends string = string> = Readonly<Record<K, FieldRule>>;

/**
 * Message keys, never text. Mapping onto spec 001 section 5 (strings/ holds the wording):
 * required   ↔ per field in North America ("Select your insurance carrier", "Please insert your group ID",
 *               "Please enter policy holder's first name", "Please enter the date of birth"), "Required field" in France
 * maxLength  ↔ "Group ID cannot exceed {length} characters" / "This field cannot exceed {length} characters"
 * minLength  ↔ "This field must contain {length} characters"
 * date       ↔ "Please enter a valid date of birth" (or of prescription): a text that does not read as a date, shown
 *               with the format to type and an example
 * noSuchDate ↔ no wording in the spec; a date in the right format that no calendar has (31/02/1985)
 * dateYear   ↔ no wording in the spec; a date whose year is outside 1900 to 2099 (spec 000 section 5)
 * dateFuture ↔ no wording in the spec; a date of birth or prescription cannot be in the future
 * dateExpired ↔ a prescription past its validity (spec 000 section 5; form-data.ts), {length} holding the months
 * zip        ↔ "Please enter a valid zip code" (the spec's zip min and max length share this one message)
 * postal     ↔ "Please enter a valid postal code"
 * phone      ↔ no wording in the spec; a French number is 0 then 9 digits
 * nationalId ↔ no wording in the spec; 13 digits, or 15 with a key that must match
 * birthRank  ↔ no wording in the spec; a digit 1 to 9
 */
export type FieldErrorKey = 'required' | 'maxLength' | 'minLength' | 'date' | 'noSuchDate' | 'dateYear' | 'dateFuture' | 'dateExpired' | 'zip' | 'postal' | 'phone' | 'nationalId' | 'nationalIdKey' | 'birthRank';

/** A field's error: the message key and, for length messages (and an expired prescription's months), the {length} to show. */
export interface FieldError { key: FieldErrorKey; length?: number }

/** A raw field value: text from an input or select, or a checkbox's checked state. */
export type FieldValue = string | boolean | null | undefined;

/**
 * What a check needs from outside: today's ISO date, in the shopper's zone, and whether the national identifier's key is
 * checked (strict SSN validation, spec 000 section 5: off for brand vde on stage, strictSsnValidation in
 * src/domain/host/brand.ts); when not said, it is.
 */
export interface FieldContext { today: string; strictNationalId?: boolean | undefined }

// The spec shows no numeric bounds (spec 000 section 5): an ID cap only stops pasted junk, a name cap fits long compound names.
const ID_MAX = 20;
const NAME_MAX = 50;
const PHONE_DIGITS = 10;

/** The North American form (US: 5- or 9-digit ZIP code); dates typed MM / DD / YYYY. */
export const NA_FIELDS = {
  carrier: { kind: 'select', required: true },
  groupId: { kind: 'text', required: true, maxLength: ID_MAX },
  memberId: { kind: 'text', required: true, maxLength: ID_MAX },
  firstName: { kind: 'text', required: true, maxLength: NAME_MAX },
  lastName: { kind: 'text', required: true, maxLength: NAME_MAX },
  dateOfBirth: { kind: 'date', required: true, format: 'MM/DD/YYYY' },
  postalCode: { kind: 'zip', required: true },
} as const satisfies FieldRules;

/** The North American form for Canada, the default market (en-ca): the same fields with a Canadian postal code. */
export const CA_FIELDS = { ...NA_FIELDS, postalCode: { kind: 'postal', required: true } } as const satisfies FieldRules;

/** The French form; every field is required but the birth rank, which defaults to 1; dates typed DD / MM / YYYY. */
export const FR_FIELDS = {
  insurer: { kind: 'select', required: true },
  memberNumber: { kind: 'text', required: true, maxLength: ID_MAX },
  firstName: { kind: 'text', required: true, maxLength: NAME_MAX },
  lastName: { kind: 'text', required: true, maxLength: NAME_MAX },
  phoneNumber: { kind: 'phone', required: true, minLength: PHONE_DIGITS, maxLength: PHONE_DIGITS },
  dateOfBirth: { kind: 'date', required: true, format: 'DD/MM/YYYY' },
  dateOfPrescription: { kind: 'date', required: true, format: 'DD/MM/YYYY' },
  nationalIdentifier: { kind: 'nationalId', required: true },
  birthRank: { kind: 'birthRank', required: false },
  termsAccepted: { kind: 'checkbox', required: true },
} as const satisfies FieldRules;

/** A French phone number as its digits: spaces, dots, hyphens and brackets are ignored; +33 or 0033 (with or without "(0)") stands for the leading 0. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.()-]/g, '').replace(/^(\+|00)330?/, '0');
}

/** A Canadian postal code in its written form "A1A 1A1", whatever the case and spacing typed. */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/**
 * What is wrong with a French national identifier (NIR), if anything: 13 characters, or 15 with the key, which must then
 * equal 97 minus the number mod 97 so a typo is caught; a number of the right shape whose key does not match is told
 * apart, so the shopper checks the digits rather than the format. Positions 6-7 may be 2A or 2B (Corsica), counted as
 * 19 and 18. Without strict validation (spec 000 section 5) the shape is still checked, the key is not: a stage
 * environment's test identifiers need not carry a right one.
 */
function nationalIdError(value: string, strict: boolean): 'nationalId' | 'nationalIdKey' | null {
  const match = /^(\d{5}(?:\d\d|2A|2B)\d{6})(\d\d)?$/.exec(value);
  if (!match?.[1]) return 'nationalId';
  if (match[2] === undefined || !strict) return null;
  // 13 digits stay below 2^53, so plain numbers compute the key exactly.
  return 97 - (Number(match[1].replace('2A', '19').replace('2B', '18')) % 97) === Number(match[2]) ? null : 'nationalIdKey';
}

/** The birth rank to send: the digit typed, or 1 when empty or not a rank from 1 to 9 (spec 000 section 5: defaults to 1). */
export function birthRankOrDefault(value: string | number | null | undefined): number {
  const rank = Number(String(value ?? '').trim());
  return Number.isInteger(rank) && rank >= 1 && rank <= 9 ? rank : 1;
}

const NORMALIZERS: Partial<Record<FieldKind, (value: string) => string>> = {
  phone: normalizePhone,
  // A NIR is written in groups; Corsican births carry 2A or 2B, typed in either case.
  nationalId: (value) => value.replace(/[\s.]/g, '').toUpperCase(),
  postal: normalizePostalCode,
};

/** A value in the form it is checked and sent: a phone as its digits, a NIR without spaces, a postal code "A1A 1A1". */
export function normalizeField(kind: FieldKind, text: string): string {
  return ownValue(NORMALIZERS, kind)?.(text) ?? text;
}

/** The message of each reason a typed date is refused: only a text that is no date at all is told the format. */
const DATE_FAULTS: Readonly<Record<EntryFault, FieldErrorKey>> = { format: 'date', year: 'dateYear', noSuchDate: 'noSuchDate' };

function kindError(rule: FieldRule, text: string, context: FieldContext): FieldErrorKey | null {
  switch (rule.kind) {
    case 'date': {
      const iso = parseEntry(text, rule.format);
      if (iso === null) return DATE_FAULTS[entryFault(text, rule.format) ?? 'format'];
      return isPastDate(iso, context.today) ? null : 'dateFuture';
    }
    case 'zip':
      return /^\d{5}(-\d{4})?$/.test(text) ? null : 'zip';
    case 'postal':
      // Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
      return /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/.test(text) ? null : 'postal';
    case 'phone':
      // Lengths are checked after, so a short or long number gets the spec's {length} messages.
      return /^0[1-9]\d*$/.test(text) ? null : 'phone';
    case 'nationalId':
      return nationalIdError(text, context.strictNationalId !== false);
    case 'birthRank':
      return /^[1-9]$/.test(text) ? null : 'birthRank';
    default:
      return null;
  }
}

/** One field's error, or null when it passes; an unknown field has no rule and passes. Text is trimmed; blank counts as empty. */
export function validateField<K extends string>(rules: FieldRules<K>, name: K, value: FieldValue, context: FieldContext): FieldError | null {
  const rule: FieldRule | undefined = ownValue<FieldRule | undefined>(rules, name);
  if (!rule) return null;
  if (rule.kind === 'checkbox') return rule.required && value !== true ? { key: 'required' } : null;
  const raw = typeof value === 'string' ? value.trim() : '';
  if (raw === '') return rule.required ? { key: 'required' } : null;
  const text = normalizeField(rule.kind, raw);
  const key = kindError(rule, text, context);
  if (key) return { key };
  const length = [...text].length;
  if (rule.minLength !== undefined && length < rule.minLength) return { key: 'minLength', length: rule.minLength };
  if (rule.maxLength !== undefined && length > rule.maxLength) return { key: 'maxLength', length: rule.maxLength };
  return null;
}

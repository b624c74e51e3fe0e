// The French forms' conditional fields (spec 001 section 5; spec 000 sections 3 and 5): accident details only after
// "yes", the optional second insurance all or nothing, and the birth rank shown at its default of 1.
import type { FieldValue } from './fields.ts';

/** The part of a form field these rules read: its name (a claimData path) and kind. */
export interface NamedField {
  name: string;
  kind: string;
  required?: boolean | null | undefined;
  /** A choice's values, as the service's form lists them. */
  options?: readonly string[] | null | undefined;
}

/** What the shopper typed, by field name. */
type Values = Readonly<Record<string, FieldValue>>;

/** The accident's type and date hang on claimData.isAccident, Y or N (spec 000 section 3). */
const ACCIDENT_PART = 'accident.';
/** The optional second insurance page (spec 000 section 3, "secondary insurance with relationship"). */
const SECONDARY_PART = 'secondaryInsurance.';

/** Whether a field is asked at all: the accident's type and date only once the shopper said there was one. */
export function fieldApplies(name: string, values: Values): boolean {
  return !name.startsWith(ACCIDENT_PART) || values.isAccident === 'Y';
}

/**
 * Whether a field must be filled: an accident's type and date once asked; the second insurance's fields once any of them
 * is filled, since an insurer cannot use half a coverage (our choice: the spec only says the page is optional).
 */
export function fieldRequired(field: NamedField, values: Values, fields: readonly NamedField[]): boolean {
  if (field.name.startsWith(ACCIDENT_PART)) return fieldApplies(field.name, values);
  if (field.name.startsWith(SECONDARY_PART)) {
    // The page's fields are text and choices: filled is anything but blank.
    return fields.some((other) => other.name.startsWith(SECONDARY_PART) && String(values[other.name] ?? '').trim() !== '');
  }
  return field.required === true;
}

/** The fields of a page the shopper is asked, in order. */
export function shownFields<F extends NamedField>(fields: readonly F[], values: Values): F[] {
  return fields.filter((field) => fieldApplies(field.name, values));
}

/**
 * What a field shows, and sends, before the shopper answers: the birth rank's default of 1 (spec 000 section 5), so only
 * twins, triplets and so on change it; a required choice that has one option, that option, rather than asking the
 * shopper to pick the only answer (a mutuelle's one cover type); nothing for every other field. An optional choice
 * stays empty: picking for the shopper would start an optional part they may not want (a second insurance).
 */
export function fieldDefault(field: NamedField): string | undefined {
  if (field.kind === 'birthRank') return '1';
  const options = field.options ?? [];
  return field.kind === 'select' && field.required === true && options.length === 1 ? options[0] : undefined;
}

// Where a page of the forms wizard opened from the review goes once saved (spec 000 section 2: view states, "edit
// (returns to review)"; spec 001 section 4, the forms wizard; spec 001 section 5 and form-conditions.ts, the fields an
// answer asks for): back to the review at once, unless the answers now ask a later page for something it does not hold.
import { fieldApplies, fieldRequired, type NamedField } from './form-conditions.ts';
import type { FieldValue } from './fields.ts';

/** A page of the wizard as the rule reads it: its fields. */
export interface WizardPage {
  fields: readonly NamedField[];
}

/** Nothing given: no value, blank text, or a box not ticked (the French forms' statement of a valid prescription). */
const blank = (value: FieldValue): boolean => value == null || value === false || (typeof value === 'string' && value.trim() === '');

/**
 * The later page an edit saved on page `saved` stops at, or null to return to the review at once. A later page stops it
 * when one of its fields is asked (an accident's details once the accident is answered "yes"), required (by the form, or
 * by an answer: a second insurance begun needs the rest of it) and holds nothing yet; a page the change asks nothing new
 * of was answered before the review, and the shopper is not walked through it again. `values` are every field's values
 * as the pages would show them (what was typed over what the record holds).
 */
export function editStop(pages: readonly WizardPage[], saved: number, values: Readonly<Record<string, FieldValue>>): number | null {
  for (let index = saved + 1; index < pages.length; index += 1) {
    const fields = pages[index]?.fields ?? [];
    if (fields.some((field) => fieldApplies(field.name, values) && fieldRequired(field, values, fields) && blank(values[field.name]))) return index;
  }
  return null;
}

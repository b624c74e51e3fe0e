// Which message a refused field shows (spec 001 section 5), as message keys in the order to try: the North American
// flow words each field its own way, the French flow says "Required field" for every empty one.
import type { Flow } from '../host/flow.ts';
import type { FieldErrorKey } from './fields.ts';
import { ownValue } from '../own.ts';

/** North American wording by the kind of field or of check, when the field has no message of its own. */
const NA_BY_KIND: Readonly<Partial<Record<string, string>>> = { select: 'select', date: 'date', noSuchDate: 'noSuchDate', dateYear: 'dateYear', zip: 'zipError', postal: 'postalError' };

/**
 * The message keys of a field's error, most particular first; the first key a dictionary holds is shown.
 * France: "Required field" for every empty field, whatever its kind (spec 001 section 5), the length messages with their
 * {length} (the field's own first), and for a wrong value the field's own wording (a date of birth or of prescription), else its check's.
 * North America: the field's own message, else the wording of its kind ("Please select an option", "Please enter a valid
 * zip code"), else the generic one.
 */
export function messageKeys(flow: Flow, field: { name: string; kind: string }, error: FieldErrorKey): string[] {
  const own = `${field.name}.${error}`;
  if (flow === 'france') {
    if (error === 'required') return [error];
    // The length messages of spec 001 section 5 count characters; a field that counts something else (the phone's
    // digits, spaces allowed) says so in words of its own.
    if (error === 'maxLength' || error === 'minLength') return [own, error];
    // A date in the future is a wrong date: the same words as a date that does not exist.
    const check = error === 'dateFuture' ? 'date' : error;
    return [...new Set([own, `${field.name}.${check}`, check, 'invalid'])];
  }
  if (error === 'required') return [own, ownValue(NA_BY_KIND, field.kind) ?? 'required'];
  if (error === 'maxLength' || error === 'minLength') return [own, error];
  return [own, ownValue(NA_BY_KIND, error === 'dateFuture' ? 'date' : error) ?? 'invalid'];
}

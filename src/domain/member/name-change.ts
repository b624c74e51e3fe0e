// The rule of change of spec 000 section 4: a changed patient or doctor name invalidates a validated prescription.
// Apart from the forms' data rules: only the insurance-information view, which warns before saving, reads it.
import { at, type DataTree } from '../information/form-data.ts';

/** The names a prescription is checked against: the patient's and the doctor's (spec 000 section 4). */
const NAMES = ['patient.firstName', 'patient.lastName', 'referrer.firstName', 'referrer.lastName'] as const;

/**
 * Whether sending `after` changes the patient's or the doctor's name, which invalidates a validated prescription
 * (spec 000 section 4); a part `after` does not send keeps the record's name; surrounding spaces do not count.
 */
export function namesChanged(before: DataTree | null | undefined, after: DataTree | null | undefined): boolean {
  const name = (tree: DataTree | null | undefined, path: string) => {
    const value = at(tree, path);
    return typeof value === 'string' ? value.trim() : '';
  };
  return NAMES.some((path) => {
    const top = path.split('.')[0] as string;
    return after?.[top] != null && name(before, path) !== name(after, path);
  });
}

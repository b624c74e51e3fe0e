// What a form page sends about the fields the shopper emptied (spec 000 section 3, claimData): the record keeps what it
// was sent, so an optional answer taken back (a second insurance removed) must be sent as null, or it would come back.
import { at, type DataTree, type Drafts, type FormFieldLike } from './form-data.ts';
import { ownValue, setOwn } from '../own.ts';

/** Whether a tree holds any answer: a leaf that is neither null nor undefined. */
function holdsAnswer(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'object' || Object.values(value).some(holdsAnswer);
}

/** Sets a dotted path of a plain tree to null, making the objects on the way. */
function clear(tree: Record<string, unknown>, path: string): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let node = tree;
  for (const key of keys) {
    const next = ownValue(node, key);
    const child = (next !== null && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    setOwn(node, key, child);
    node = child;
  }
  setOwn(node, last, null);
}

/**
 * The claimData a page sends (claimDataFromDrafts' answer, `data`, changed in place and returned), with each field the
 * shopper emptied that the record (`base`) still holds set to null, and a part left with no answer at all sent as null:
 * a second insurance emptied is removed from the record, not sent again from it.
 */
export function withEmptiedCleared(data: Record<string, unknown>, fields: readonly FormFieldLike[], drafts: Drafts, base?: DataTree | null): Record<string, unknown> {
  const emptied = new Set<string>();
  for (const field of fields) {
    const typed = ownValue(drafts, field.name);
    const held = at(base, field.name);
    // A field that sends a value even empty (a birth rank's default of 1) has nothing to clear.
    if (typeof typed === 'string' && typed.trim() === '' && held != null && at(data, field.name) === held) {
      clear(data, field.name);
      emptied.add(field.name.split('.')[0] as string);
    }
  }
  for (const top of emptied) if (!holdsAnswer(ownValue(data, top))) setOwn(data, top, null);
  return data;
}

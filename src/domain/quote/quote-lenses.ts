// The restricted-product fix (spec 001 sections 5 and 8): which contact-lens lines a mutuelle that quotes lenses by six
// refuses, and the nearest quantities it accepts, so the shopper learns what to change rather than only that it failed.
import { CONTACT_LENS_MULTIPLE, restrictedContactLensProducts } from '../product/contact-lenses.ts';

/** A cart line the rule reads. */
export interface LensLine {
  id: string;
  name: string;
  productType: string;
  quantity: number;
}

/** A refused line with the quantities that would be accepted: the multiple of six below (null when it is 0) and above. */
export interface LensFix {
  id: string;
  name: string;
  quantity: number;
  fewer: number | null;
  more: number;
}

/** The nearest accepted quantities around `quantity`: 4 gives none below and 6 above; 8 gives 6 and 12. */
export function lensQuantityFix(quantity: number): { fewer: number | null; more: number } {
  const below = Math.floor(quantity / CONTACT_LENS_MULTIPLE) * CONTACT_LENS_MULTIPLE;
  const more = Math.max(CONTACT_LENS_MULTIPLE, Math.ceil(quantity / CONTACT_LENS_MULTIPLE) * CONTACT_LENS_MULTIPLE);
  return { fewer: below > 0 && below < quantity ? below : null, more: more === quantity ? more + CONTACT_LENS_MULTIPLE : more };
}

/** The cart's contact-lens lines whose count is not a multiple of six, each with its fix (reuses restrictedContactLensProducts). */
export function lensFixes(lines: readonly LensLine[]): LensFix[] {
  return restrictedContactLensProducts(lines).map((line) => ({ id: line.id, name: line.name, quantity: line.quantity, ...lensQuantityFix(line.quantity) }));
}

/**
 * Where the cart stands after a restricted-product refusal: `reading` until it is read, `unknown` when it could not be,
 * then whether it still holds a lens count the mutuelle refuses (`unchanged`, the same refusal awaits a new request) or
 * none (`changed`: the shopper changed it, a new quote may be asked).
 */
export type LensCart = 'reading' | 'unknown' | 'unchanged' | 'changed';

/** The cart's stand from the lines still to change (lensFixes), or from where their read is. */
export function lensCart(fixes: readonly LensFix[] | 'reading' | 'unknown'): LensCart {
  if (fixes === 'reading' || fixes === 'unknown') return fixes;
  return fixes.length > 0 ? 'unchanged' : 'changed';
}

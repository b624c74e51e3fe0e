// The contact lenses' own rules (spec 001 sections 5 and 8): a cart of contact lenses only, and the French insurers'
// boxes of six.
import { productGroup } from './products.ts';

/** The part of a record's cart line the contact-lens rule reads. */
export interface EligibleLineLike {
  productType: string;
  insuranceEligible?: boolean | null | undefined;
}

/**
 * Whether a cart holds contact lenses only: every insurance-eligible line is of the contact group, and there is one
 * (spec 001 section 8: CONTACT_LENSES_COMING_SOON is shown for such a cart when the plan's contact lenses are coming soon).
 */
export function onlyContactLenses(lines: readonly EligibleLineLike[]): boolean {
  const eligible = lines.filter((line) => line.insuranceEligible === true);
  return eligible.length > 0 && eligible.every((line) => productGroup(line.productType) === 'contact');
}

/** Lenses come in boxes of six for some French insurers (spec 001 section 5). */
export const CONTACT_LENS_MULTIPLE = 6;

/** A contact-lens count some French insurers accept: a positive whole multiple of six (spec 001 section 5). */
export function lensCountAllowed(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity > 0 && quantity % CONTACT_LENS_MULTIPLE === 0;
}

/**
 * The contact-lens lines whose quantity is not a multiple of six (the French restricted-product message, spec 001 section 8).
 * Solutions share the contact group but are bottles, not lenses, so the spec's count rule does not reach them.
 */
export function restrictedContactLensProducts<T extends { productType: string; quantity: number }>(products: readonly T[] | null | undefined): T[] {
  return (products ?? []).filter(
    (p) => (p.productType === 'PRESCRIPTION_CONTACT_LENS' || p.productType === 'COLORED_PLANO_CONTACT_LENS') && !lensCountAllowed(p.quantity),
  );
}

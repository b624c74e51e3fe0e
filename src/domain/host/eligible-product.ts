// Brand vde's check of insurer-eligible products (spec 000 section 9, "vde validates insurer-eligible product").

/** One row of the service's answer to check-product-types-eligibility (spec 000 section 7). */
export interface ProductTypeVerdict {
  readonly productType: string;
  readonly eligibility: string;
}

/**
 * The chosen product types the insurer does not cover, each once, in the order chosen. How we read spec 000 section 9:
 * a brand that "validates insurer-eligible product" asks the service (POST check-product-types-eligibility, spec 000
 * section 7) about the types of the products the shopper chose before they are claimed, and the shopper is stopped on a
 * type the service answers NOT_ELIGIBLE (spec 000 section 3, "Eligibility"). PENDING, NA, a newer value or no row at all
 * stop nothing: the claim itself is judged by the insurer, and a shopper is not turned away on a doubt.
 */
export function refusedProductTypes(chosen: readonly string[], verdicts: readonly ProductTypeVerdict[]): string[] {
  const refused = new Set(verdicts.filter((v) => v.eligibility === 'NOT_ELIGIBLE').map((v) => v.productType));
  return [...new Set(chosen)].filter((type) => refused.has(type));
}

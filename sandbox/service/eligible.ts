// How the sandbox insurer judges cart lines: which product types insurance covers, which benefit each
// draws on, and how lines group into claimable products (a frame with its lenses; each box of lenses).
import type { EligibleProduct } from '../../src/contract/claim/eligibility.ts';
import { productFamily } from './rules/product.ts';

/** A cart line as PUT claim-records and check-insurance-eligibility send it. */
export interface Line {
  productId: string;
  productType: string;
  quantity?: number | null | undefined;
}

/** Product types no vision plan pays for: plano (non-prescription) items, solutions, accessories, electronics. */
const NOT_COVERED: ReadonlySet<string> = new Set(['SUNGLASSES', 'COLORED_PLANO_CONTACT_LENS', 'SOLUTIONS', 'ACCESSORIES', 'ELECTRONICS', 'OTHER']);

/** Whether the sandbox insurer covers a product type. */
export function isCovered(productType: string): boolean {
  return productFamily(productType) !== null && !NOT_COVERED.has(productType);
}

/** The benefit plan types (spec 000 section 3, planType) a covered product type draws on. */
export function planTypesOf(productType: string): string[] {
  if (!isCovered(productType)) return [];
  const group = productFamily(productType);
  return group === 'frame' ? ['FRAME'] : group === 'lens' ? ['LENSES'] : ['CONTACT_LENSES'];
}

/**
 * Groups judged lines into claimable products: every frame and lens line of the cart together (one pair of
 * glasses), each contact lens line alone, and the uncovered lines in one last group. Empty groups are left out.
 */
export function groupLines(lines: readonly Line[]): EligibleProduct[] {
  const judged = lines.map((l) => ({
    productId: l.productId,
    productType: l.productType,
    quantity: l.quantity ?? 1,
    insuranceEligible: isCovered(l.productType),
    claimProductTypes: planTypesOf(l.productType),
    includedInPrescription: false,
  }));
  const glasses = judged.filter((l) => l.insuranceEligible && productFamily(l.productType) !== 'contact');
  const contacts = judged.filter((l) => l.insuranceEligible && productFamily(l.productType) === 'contact');
  const other = judged.filter((l) => !l.insuranceEligible);
  return [
    ...(glasses.length ? [{ id: 'glasses', cartProducts: glasses }] : []),
    ...contacts.map((l) => ({ id: `contacts-${l.productId}`, cartProducts: [l] })),
    ...(other.length ? [{ id: 'not-covered', cartProducts: other }] : []),
  ];
}

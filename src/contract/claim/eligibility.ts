// Which cart products and product types insurance covers (spec 000 sections 3 and 7, eligibility checks).
import { array, boolean, integer, string, type, type Infer } from 'superstruct';
import { maybe } from '../common.ts';
import { coerceWhen } from '../parse.ts';

const CartLine = type({
  productId: string(),
  productType: string(),
  quantity: maybe(integer()),
  insuranceEligible: maybe(boolean()),
  claimProductTypes: maybe(array(string())),
  includedInPrescription: maybe(boolean()),
});

/** A line that carries an `id` string. */
const namedById = (line: unknown): boolean => typeof line === 'object' && line !== null && typeof (line as { id?: unknown }).id === 'string';

/**
 * One cart line as the service judged it. The line is named `productId` (what PUT claim-records sends);
 * an answer that names it `id` only is read as the same, so both spellings of the service work.
 */
export const CartProductEligibility = coerceWhen(CartLine, namedById, (line) => ({ productId: (line as { id: string }).id, ...(line as object) }));
/** A judged cart line. */
export type CartProductEligibility = Infer<typeof CartProductEligibility>;

/**
 * A group of cart lines claimed together (a frame with its lenses, a box of lenses); product selection
 * needs more than one group with an eligible line (spec 000 section 9). `prescriptionId` links the
 * prescription the group was selected for.
 */
export const EligibleProduct = type({
  id: maybe(string()),
  prescriptionId: maybe(string()),
  cartProducts: array(CartProductEligibility),
});
/** A group of eligible cart lines. */
export type EligibleProduct = Infer<typeof EligibleProduct>;

/** POST check-insurance-eligibility: our shape, the groups sent back with the service's judgement on each line. */
export const InsuranceEligibility = type({ eligibleProducts: array(EligibleProduct) });
/** The eligibility of a cart. */
export type InsuranceEligibility = Infer<typeof InsuranceEligibility>;

/** A product type and its eligibility (PENDING, ELIGIBLE, NOT_ELIGIBLE, NA, or a newer value, kept as sent). */
export const ProductTypeEligibility = type({ productType: string(), eligibility: string() });
/** The eligibility of one product type. */
export type ProductTypeEligibility = Infer<typeof ProductTypeEligibility>;

/** POST check-product-types-eligibility: our shape, one row per product type asked about. */
export const ProductTypesEligibility = type({ productTypesEligibility: array(ProductTypeEligibility) });
/** The eligibility of product types. */
export type ProductTypesEligibility = Infer<typeof ProductTypesEligibility>;

// Product types, their groups, the product-for-quote shape and the eligibility checks (spec 000 sections 3 and 4; spec 001 sections 4 and 5).

/** Every product type a cart line may carry (spec 000 section 3, "Enumerations"). */
export const PRODUCT_TYPES = [
  'FRAME', 'PRESCRIPTION_SUNGLASSES', 'PRESCRIPTION_LENS', 'SINGLE_VISION_LENS', 'BIFOCAL_LENS', 'PHOTOCHROMATIC_TINT',
  'TINTING', 'ANTI_REFLECTIVE_TREATMENT', 'PROGRESSIVE_LENS', 'PRESCRIPTION_CONTACT_LENS', 'COLORED_PLANO_CONTACT_LENS',
  'SUNGLASSES', 'ACCESSORIES', 'SOLUTIONS', 'ELECTRONICS', 'OTHER',
] as const;
/** A known product type. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The groups benefits apply to; accessories, electronics and other belong to none. */
export type ProductGroup = 'contact' | 'frame' | 'lens';

/** A Map, not an object, so names like "constructor" from an answer never match an inherited key. */
const GROUPS: ReadonlyMap<string, ProductGroup> = new Map<ProductType, ProductGroup>([
  ['COLORED_PLANO_CONTACT_LENS', 'contact'], ['PRESCRIPTION_CONTACT_LENS', 'contact'], ['SOLUTIONS', 'contact'],
  ['FRAME', 'frame'], ['SUNGLASSES', 'frame'], ['PRESCRIPTION_SUNGLASSES', 'frame'],
  ['PRESCRIPTION_LENS', 'lens'], ['PROGRESSIVE_LENS', 'lens'], ['SINGLE_VISION_LENS', 'lens'], ['BIFOCAL_LENS', 'lens'],
  ['PHOTOCHROMATIC_TINT', 'lens'], ['TINTING', 'lens'], ['ANTI_REFLECTIVE_TREATMENT', 'lens'],
]);

/** The contact, frame or lens group of a product type (spec 000 section 3); null for ungrouped or unknown types. */
export function productGroup(productType: string | null | undefined): ProductGroup | null {
  return GROUPS.get(productType ?? '') ?? null;
}

/** The part of a cart line a quote needs (the shop's cart answer, spec 000 section 7). */
export interface QuoteLine {
  productType: string;
  productIdentifier: string;
  quantity: number;
  unitPrice: { amount: number };
}

/** A product as the quote calls send it (spec 000 section 3, "Product for quote"). */
export interface ProductForQuote {
  productType: string;
  ecommerceId: string;
  ecommerceIdType: 'UPC' | 'RXC_ID';
  quantity: number;
  /** The service's decimal amount, passed through as the shop gave it: the wire speaks `{amount}`, not minor units. */
  unitFullPrice: { amount: number };
}

/** A cart line as a product for quote: frames are identified by UPC, everything else by RXC id (spec 000 section 3). */
export function productForQuote(line: QuoteLine): ProductForQuote {
  return {
    productType: line.productType,
    ecommerceId: line.productIdentifier,
    ecommerceIdType: productGroup(line.productType) === 'frame' ? 'UPC' : 'RXC_ID',
    quantity: line.quantity,
    unitFullPrice: { amount: line.unitPrice.amount },
  };
}

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

/** The eligible-product status (spec 000 section 4; spec 001 section 4). */
export type EligibleProductStatus = 'NOT_APPLICABLE' | 'PENDING' | 'ELIGIBLE' | 'NOT_ELIGIBLE';
/** What happens to an eligibility check. */
export type EligibleProductEvent = 'check-started' | 'check-eligible' | 'check-not-eligible' | 'check-failed' | 'reset';

/**
 * Not applicable, then pending, then eligible or not eligible; a failed check returns pending to not applicable.
 * The spec is silent on a second check: a settled status may start one (the cart changed), a pending one may not.
 */
const ELIGIBLE_MOVES: Readonly<Record<EligibleProductStatus, Partial<Record<EligibleProductEvent, EligibleProductStatus>>>> = {
  NOT_APPLICABLE: { 'check-started': 'PENDING' },
  PENDING: { 'check-eligible': 'ELIGIBLE', 'check-not-eligible': 'NOT_ELIGIBLE', 'check-failed': 'NOT_APPLICABLE' },
  ELIGIBLE: { 'check-started': 'PENDING' },
  NOT_ELIGIBLE: { 'check-started': 'PENDING' },
};

/** The eligible-product status after an event; an illegal move answers the current status (spec 000 section 4). */
export function nextEligibleProductStatus(current: EligibleProductStatus, event: EligibleProductEvent): EligibleProductStatus {
  if (event === 'reset') return 'NOT_APPLICABLE';
  return ELIGIBLE_MOVES[current][event] ?? current;
}

/** The active-claim check state (spec 000 section 4; spec 001 section 4). */
export type ActiveClaimCheckState = 'NONE' | 'PENDING' | 'COMPLETE';
/** What happens to the active-claim check. */
export type ActiveClaimCheckEvent = 'check-started' | 'check-complete' | 'check-failed' | 'reset';

/**
 * None, then pending, then complete. The spec is silent on failure: a failed check returns to none so it can run
 * again; a complete check runs again only after a reset (logout, session expiry).
 */
const ACTIVE_MOVES: Readonly<Record<ActiveClaimCheckState, Partial<Record<ActiveClaimCheckEvent, ActiveClaimCheckState>>>> = {
  NONE: { 'check-started': 'PENDING' },
  PENDING: { 'check-complete': 'COMPLETE', 'check-failed': 'NONE' },
  COMPLETE: {},
};

/** The active-claim check state after an event; an illegal move answers the current state (spec 000 section 4). */
export function nextActiveClaimCheckState(current: ActiveClaimCheckState, event: ActiveClaimCheckEvent): ActiveClaimCheckState {
  if (event === 'reset') return 'NONE';
  return ACTIVE_MOVES[current][event] ?? current;
}

/** The part of a record's eligible products these rules read (spec 000 section 3). */
export type EligibleProductsInput = readonly { cartProducts?: readonly { insuranceEligible?: boolean | null | undefined }[] | null | undefined }[];

/** Whether any cart product is insurance-eligible; without one, benefits are unavailable (spec 000 section 8). */
export function hasEligibleProduct(eligibleProducts: EligibleProductsInput | null | undefined): boolean {
  return (eligibleProducts ?? []).some((group) => (group.cartProducts ?? []).some((p) => p.insuranceEligible === true));
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

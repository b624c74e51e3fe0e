// Product types, their groups and the product-for-quote shape (spec 000 section 3): what a page may ask of any cart line,
// signed in or not (`productForQuote`). The claim's eligibility checks are in eligibility.ts, the contact lenses' own rules
// in contact-lenses.ts.

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

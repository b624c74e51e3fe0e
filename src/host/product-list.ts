// The check of a page's products for quote: only a signed-in shopper's page asks for quotes, so the page API every
// product page loads does not hold it.
import type { ProductForQuote } from './public-api.ts';

/** Whether a page gave a list of products to quote (spec 000 §3, "Product for quote"); anything else is refused before a call. */
export function isProductList(value: unknown): value is ProductForQuote[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((p: Partial<ProductForQuote> | null) =>
      !!p &&
      typeof p.productType === 'string' &&
      typeof p.ecommerceId === 'string' &&
      (p.ecommerceIdType === 'UPC' || p.ecommerceIdType === 'RXC_ID') &&
      Number.isInteger(p.quantity) &&
      (p.quantity as number) > 0 &&
      Number.isFinite(p.unitFullPrice?.amount) &&
      (p.unitFullPrice?.amount as number) >= 0,
    )
  );
}

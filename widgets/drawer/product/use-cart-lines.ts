// The shop's cart lines as the drawer's views name and price them: the products view and the review.
import { useEffect, useState } from 'react';
import { cartLines, type CartLine } from '../../../signals/drawer/product/product-choice.ts';

/**
 * The cart's lines by product id, read again for another claim record: empty until the shop's cart has answered, and
 * when it cannot be read, so a view names a line by its kind meanwhile.
 */
export function useCartLines(recordId?: string): ReadonlyMap<string, CartLine> {
  const [lines, setLines] = useState<ReadonlyMap<string, CartLine>>(new Map());
  useEffect(() => {
    // Through a promise: without a live record cartLines throws, which is then a failure like the cart's own.
    Promise.resolve().then(cartLines).then(setLines, () => setLines(new Map()));
  }, [recordId]);
  return lines;
}

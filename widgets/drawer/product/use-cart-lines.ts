// The shop's cart lines as the drawer's views name and price them: the products view and the review.
import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { cartLines, cartLinesRead, type CartLine } from '../../../signals/drawer/product/product-choice.ts';

/**
 * The cart's lines by product id as last read, read once more for another claim record: whichever read comes last (the
 * shopper back from another tab where the cart changed, a change the shop told), the view shows it. Empty until the
 * shop's cart has answered, so a view names a line by its kind meanwhile.
 */
export function useCartLines(recordId?: string): ReadonlyMap<string, CartLine> {
  useSignals();
  useEffect(() => {
    // Through a promise: without a live record cartLines throws, which is then a failure like the cart's own.
    Promise.resolve().then(cartLines).catch(() => undefined);
  }, [recordId]);
  return cartLinesRead.value;
}

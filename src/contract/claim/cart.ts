// The answer of the host shop's cart call (spec 000 section 7, "Host shop calls"); its shape is ours.
import { array, defaulted, integer, min, string, type, type Infer } from 'superstruct';
import { Money } from '../common.ts';

/** One line of the cart. */
export const CartProduct = type({
  id: string(),
  productIdentifier: string(),
  name: string(),
  productType: string(),
  quantity: min(integer(), 1),
  unitPrice: Money,
});

/** GET cart/cartItemDetails. */
export const Cart = type({
  cartId: string(),
  products: array(CartProduct),
  orderSubtotal: Money,
  shippingCosts: defaulted(Money, { amount: 0 }),
});
/** The cart as the shop answers. */
export type Cart = Infer<typeof Cart>;

// The answer of the host shop's cart call (spec 000 section 7, "Host shop calls"); its shape is ours.
import { array, defaulted, integer, min, number, string, type, type Infer } from 'superstruct';

/** One line of the cart. */
export const CartProduct = type({
  id: string(),
  productIdentifier: string(),
  name: string(),
  productType: string(),
  quantity: min(integer(), 1),
  unitPrice: type({ amount: number() }),
});

/** GET cart/cartItemDetails. */
export const Cart = type({
  cartId: string(),
  products: array(CartProduct),
  orderSubtotal: type({ amount: number() }),
  shippingCosts: defaulted(type({ amount: number() }), { amount: 0 }),
});
/** The cart as the shop answers. */
export type Cart = Infer<typeof Cart>;

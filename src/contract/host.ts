// Answers of the host shop's calls (spec 000 section 7, "Host shop calls"); their shapes are ours.
import { array, boolean, defaulted, integer, min, nullable, number, optional, string, type, type Infer } from 'superstruct';

/** GET person/@self: the signed-in customer, or the generic anonymous user. */
export const Person = type({
  userId: string(),
  legacyId: optional(nullable(string())),
  registerType: defaulted(string(), 'G'),
  firstName: optional(nullable(string())),
  lastName: optional(nullable(string())),
  email1: optional(nullable(string())),
  phone1: optional(nullable(string())),
});
/** The customer as the shop answers. */
export type Person = Infer<typeof Person>;

/** GET usercontext/@self/contextdata: the activity id becomes the session id. */
export const UserContext = type({
  activityToken: type({ activityId: string() }),
  isPartiallyAuthenticated: defaulted(boolean(), false),
});
/** The user context as the shop answers. */
export type UserContext = Infer<typeof UserContext>;

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

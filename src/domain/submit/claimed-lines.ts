// Which of the record's claimed lines the review lists (spec 000 §2, review: the products each prescription covers).

/**
 * Whether a claimed line is still in the shop's cart, once its lines are known (`inCart`, by product id; empty until the
 * cart has answered, or when it could not be read): the insurer prices the cart as it is, so a line the shopper removed
 * from the cart (in another tab, on the cart page) is claimed no more, even while the record still lists it. Every line
 * is, until the cart is known.
 */
export function stillInCart(productId: string, inCart: ReadonlyMap<string, unknown>): boolean {
  return inCart.size === 0 || inCart.has(productId);
}

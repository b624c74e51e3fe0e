// The record's lines as the shop's cart holds them now, and whether two reads of the cart are the same order (spec 000
// §3: the record's eligibleProducts are the cart's lines as they were sent; §5, "One claim at a time per order": the
// shopper's other tabs and the cart page act on the same cart; §9, the residual of the order).

/** The part of a shop cart line these rules read (spec 000 §7, host shop calls: the cart). */
export interface CartLineRead {
  id: string;
  quantity: number;
  unitPrice: { amount: number };
}

/** The part of a read of the cart these rules read: its lines, and the totals the residual is taken from. */
export interface CartRead {
  products: readonly CartLineRead[];
  orderSubtotal: { amount: number };
  shippingCosts: { amount: number };
}

/** The part of a record's group of cart products these rules read (spec 000 §3, eligibleProducts.cartProducts). */
interface GroupOfLines<L> {
  cartProducts: readonly L[];
}

/**
 * The record's groups of cart products as the cart holds them now: the record keeps the lines the cart had when they were
 * sent, and the shopper may have removed one since, or changed its quantity (on the cart page, in another tab); the
 * insurer prices the cart as it is, so a line the cart no longer holds is neither offered nor claimed, a group left with
 * none is gone, and each line claims the quantity the cart holds. The one account of what is claimed: the review lists
 * these lines and quantities, and the estimate prices them (claimLines). While the cart is not known (`cart` null or
 * undefined: not read yet), the groups are the record's.
 */
export function groupsInCart<L extends { productId: string; quantity?: number | null | undefined }, G extends GroupOfLines<L>>(
  groups: readonly G[] | null | undefined,
  cart: readonly Pick<CartLineRead, 'id' | 'quantity'>[] | null | undefined,
): G[] {
  if (!cart) return [...(groups ?? [])];
  const held = new Map(cart.map((line) => [line.id, line.quantity]));
  return (groups ?? []).flatMap((group) => {
    const lines = group.cartProducts.flatMap((line) => {
      const quantity = held.get(line.productId);
      return quantity === undefined ? [] : [{ ...line, quantity }];
    });
    return lines.length > 0 ? [{ ...group, cartProducts: lines }] : [];
  });
}

/** The part of a record's cart line whether it is claimed reads (spec 000 §3, eligibleProducts.cartProducts). */
interface ChosenLine {
  productId: string;
  insuranceEligible?: boolean | null | undefined;
  includedInPrescription?: boolean | null | undefined;
}

/**
 * Whether every line chosen for the claim has left the cart: products were chosen for a prescription (included in it),
 * the cart is known (read), and it holds none of them any more, removed in another tab or on the cart page (spec 000
 * §5: the shopper's tabs act on one cart). The claim then has nothing to claim: a submit could only be refused, and the
 * products are to be chosen again from the cart as it is (spec 000 §2, select-product). While the cart is not known, or
 * when nothing was chosen yet, nothing is said to have left.
 */
export function chosenLinesGone(
  groups: readonly { cartProducts?: readonly ChosenLine[] | null | undefined }[] | null | undefined,
  cart: readonly Pick<CartLineRead, 'id'>[] | null | undefined,
): boolean {
  if (!cart) return false;
  const chosen = (groups ?? []).flatMap((g) => g.cartProducts ?? []).filter((l) => l.insuranceEligible === true && l.includedInPrescription === true);
  return chosen.length > 0 && !chosen.some((l) => cart.some((c) => c.id === l.productId));
}

/**
 * Whether two reads of the cart are the same order: the same lines in the same quantities at the same prices, and the
 * same subtotal and shipping, whatever the order of the lines. Amounts priced from one are those of the other; when
 * they differ, what was priced from the first is no longer this cart's.
 */
export function sameCart(a: CartRead, b: CartRead): boolean {
  if (a.orderSubtotal.amount !== b.orderSubtotal.amount || a.shippingCosts.amount !== b.shippingCosts.amount || a.products.length !== b.products.length) return false;
  return a.products.every((line) => b.products.some((other) => other.id === line.id && other.quantity === line.quantity && other.unitPrice.amount === line.unitPrice.amount));
}

/** The part of a claim record the cart's comparison reads: its cart, the lines it was made with, the subtotal it was for. */
export interface ClaimCartLike {
  cartId?: string | null | undefined;
  orderSubtotal?: { amount: number } | null | undefined;
  eligibleProducts?: readonly { cartProducts: readonly { productId: string; quantity?: number | null | undefined }[] }[] | null | undefined;
}

/** The part of a read of the cart the claim's comparison reads. */
export interface CartNow {
  cartId: string;
  products: readonly Pick<CartLineRead, 'id' | 'quantity'>[];
  orderSubtotal: { amount: number };
}

/**
 * Whether the cart is still the one the claim was made for (spec 000 §4, a cart change nullifies an accepted claim):
 * the same cart, holding the record's lines in the record's quantities and no other, at the subtotal the record was
 * priced at when it has one. The shop may say the cart changed when it did not (a page that tells of every visit to the
 * cart, the same event fired twice): a claim whose cart is unchanged still matches it. A record that names none of its
 * lines cannot be compared, and counts as another cart's.
 */
export function claimCartUnchanged(claim: ClaimCartLike, cart: CartNow): boolean {
  if (claim.cartId && claim.cartId !== cart.cartId) return false;
  if (claim.orderSubtotal && claim.orderSubtotal.amount !== cart.orderSubtotal.amount) return false;
  const lines = (claim.eligibleProducts ?? []).flatMap((group) => group.cartProducts);
  if (lines.length === 0 || lines.length !== cart.products.length) return false;
  return lines.every((line) => cart.products.some((now) => now.id === line.productId && now.quantity === (line.quantity ?? 1)));
}

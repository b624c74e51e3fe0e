// The record's lines as the shop's cart holds them now, and whether two reads of the cart are the same order (spec 000
// §3 eligibleProducts, §5 "One claim at a time per order", §9 the residual), as tables.
import { describe, expect, test } from 'vitest';
import { chosenLinesGone, claimCartUnchanged, groupsInCart, sameCart, type CartNow, type CartRead, type ClaimCartLike } from './cart-lines.ts';

const line = (productId: string, quantity = 1) => ({ productId, productType: productId.startsWith('frame') ? 'FRAME' : 'SINGLE_VISION_LENS', quantity, insuranceEligible: true });
const glasses = { id: 'glasses', prescriptionId: 'rx-1', cartProducts: [line('frame-1'), line('lens-1')] };
const contacts = { id: 'contacts', cartProducts: [{ ...line('contacts-1', 6), productType: 'PRESCRIPTION_CONTACT_LENS' }] };
const cartOf = (...ids: string[]) => ids.map((id) => ({ id, quantity: id.startsWith('contacts') ? 6 : 1 }));

describe('spec 000 §3 (eligibleProducts) and §5: the record\'s groups as the cart holds them now', () => {
  test.each<[string, Parameters<typeof groupsInCart>[1], string[][]]>([
    ['every group, while the cart is not known', null, [['frame-1', 'lens-1'], ['contacts-1']]],
    ['every group the cart still holds all of', cartOf('frame-1', 'lens-1', 'contacts-1'), [['frame-1', 'lens-1'], ['contacts-1']]],
    ['a line removed from the cart is gone from its group, the rest of it stays', cartOf('frame-1', 'contacts-1'), [['frame-1'], ['contacts-1']]],
    ['a group the cart holds none of is gone', cartOf('frame-1', 'lens-1'), [['frame-1', 'lens-1']]],
    ['an empty cart holds no group', [], []],
  ])('%s', (_name, cart, lines) => {
    expect(groupsInCart([glasses, contacts], cart).map((g) => g.cartProducts.map((l) => l.productId))).toEqual(lines);
  });

  test('a group keeps what the record says of it (its id, its prescription)', () => {
    expect(groupsInCart([glasses], cartOf('lens-1'))).toEqual([{ id: 'glasses', prescriptionId: 'rx-1', cartProducts: [line('lens-1')] }]);
  });

  test.each<[string, Parameters<typeof groupsInCart>[1], number[]]>([
    ['the record\'s quantities, while the cart is not known', undefined, [2, 1]],
    ['the quantities the cart holds', [{ id: 'frame-1', quantity: 2 }, { id: 'lens-1', quantity: 1 }], [2, 1]],
    ['a quantity raised in the cart is the one claimed', [{ id: 'frame-1', quantity: 3 }, { id: 'lens-1', quantity: 1 }], [3, 1]],
    ['a quantity lowered in the cart is the one claimed', [{ id: 'frame-1', quantity: 1 }, { id: 'lens-1', quantity: 1 }], [1, 1]],
  ])('spec 000 §7 (the cart\'s lines and quantities): %s', (_name, cart, quantities) => {
    const record = [{ ...glasses, cartProducts: [line('frame-1', 2), line('lens-1', 1)] }];
    expect(groupsInCart(record, cart).flatMap((g) => g.cartProducts.map((l) => l.quantity))).toEqual(quantities);
  });

  test('no record groups, none in the cart', () => {
    expect(groupsInCart(undefined, cartOf('frame-1'))).toEqual([]);
  });
});

describe('spec 000 §2 (review) and §5: whether every line chosen for the claim has left the cart', () => {
  const chosen = (id: string, included: boolean) => ({ ...line(id), includedInPrescription: included });
  const record = [
    { id: 'glasses', prescriptionId: 'rx-1', cartProducts: [chosen('frame-1', true), chosen('lens-1', true)] },
    { id: 'contacts', cartProducts: [{ ...chosen('contacts-1', false), productType: 'PRESCRIPTION_CONTACT_LENS' }] },
  ];
  test.each<[string, Parameters<typeof chosenLinesGone>[0], Parameters<typeof chosenLinesGone>[1], boolean]>([
    ['the chosen lines in the cart: not gone', record, cartOf('frame-1', 'lens-1', 'contacts-1'), false],
    ['one chosen line left, the other still there: not gone (the review claims the one left)', record, cartOf('lens-1', 'contacts-1'), false],
    ['every chosen line removed in another tab, a line nobody chose still there: gone', record, cartOf('contacts-1'), true],
    ['an empty cart: gone', record, [], true],
    ['the cart not read yet: not said to be gone', record, undefined, false],
    ['nothing chosen yet: nothing to have left', [{ ...record[1]! }], [], false],
    ['a chosen line the insurer does not cover counts for nothing', [{ id: 'x', cartProducts: [{ ...chosen('frame-9', true), insuranceEligible: false }] }], [], false],
  ])('%s', (_name, groups, cart, gone) => {
    expect(chosenLinesGone(groups, cart)).toBe(gone);
  });
});

const cart = (lines: [string, number, number][], subtotal = lines.reduce((sum, [, q, p]) => sum + q * p, 0), shipping = 0): CartRead => ({
  products: lines.map(([id, quantity, amount]) => ({ id, quantity, unitPrice: { amount } })),
  orderSubtotal: { amount: subtotal },
  shippingCosts: { amount: shipping },
});
const before = cart([['frame-1', 1, 149], ['lens-1', 1, 99]]);

describe('spec 000 §5 and §9: two reads of the cart are the same order, or amounts priced from one are not the other\'s', () => {
  test.each<[string, CartRead, boolean]>([
    ['the same lines, quantities and prices', cart([['frame-1', 1, 149], ['lens-1', 1, 99]]), true],
    ['the same lines in another order', cart([['lens-1', 1, 99], ['frame-1', 1, 149]]), true],
    ['a line removed', cart([['frame-1', 1, 149]]), false],
    ['a line added', cart([['frame-1', 1, 149], ['lens-1', 1, 99], ['case-1', 1, 10]]), false],
    ['a quantity changed', cart([['frame-1', 2, 149], ['lens-1', 1, 99]]), false],
    ['a price changed (a promotion)', cart([['frame-1', 1, 129], ['lens-1', 1, 99]]), false],
    ['another subtotal (a promo code)', cart([['frame-1', 1, 149], ['lens-1', 1, 99]], 200), false],
    ['another shipping', cart([['frame-1', 1, 149], ['lens-1', 1, 99]], 248, 9.95), false],
  ])('%s', (_name, after, same) => {
    expect(sameCart(before, after)).toBe(same);
    expect(sameCart(after, before)).toBe(same);
  });
});

describe('spec 000 §4 (a cart change nullifies an accepted claim) and §3 (eligibleProducts): the cart is still the claim\'s', () => {
  // The claim was made for a frame and its lenses, with a case the insurer does not cover, at 259.00.
  const claim: ClaimCartLike = {
    cartId: 'cart-1',
    orderSubtotal: { amount: 259 },
    eligibleProducts: [
      { cartProducts: [{ productId: 'frame-1', quantity: 1 }, { productId: 'lens-1', quantity: 1 }] },
      { cartProducts: [{ productId: 'case-1' }] },
    ],
  };
  const now = (lines: [string, number][], subtotal = 259, cartId = 'cart-1'): CartNow => ({
    cartId,
    products: lines.map(([id, quantity]) => ({ id, quantity })),
    orderSubtotal: { amount: subtotal },
  });
  const same: [string, number][] = [['frame-1', 1], ['lens-1', 1], ['case-1', 1]];
  test.each<[string, ClaimCartLike, CartNow, boolean]>([
    ['the same lines in the same quantities: told of a change that was none', claim, now(same), true],
    ['the same lines in another order', claim, now([['case-1', 1], ['lens-1', 1], ['frame-1', 1]]), true],
    ['a line the record names without a quantity counts one', claim, now(same), true],
    ['no subtotal on the record: its lines decide', { ...claim, orderSubtotal: null }, now(same, 300), true],
    ['a line removed', claim, now([['frame-1', 1], ['lens-1', 1]], 249), false],
    ['a line added', claim, now([...same, ['cloth-1', 1]], 264), false],
    ['a quantity changed', claim, now([['frame-1', 2], ['lens-1', 1], ['case-1', 1]], 408), false],
    ['a price changed (a promo code): another subtotal', claim, now(same, 229), false],
    ['another cart (an order placed, a new cart)', claim, now(same, 259, 'cart-2'), false],
    ['a record naming none of its lines cannot be compared', { ...claim, eligibleProducts: null }, now(same), false],
  ])('spec 000 §4: %s', (_name, record, cart, expected) => {
    expect(claimCartUnchanged(record, cart)).toBe(expected);
  });
});

// What the choice of products starts from (spec 000 sections 2, 5 and 9, select-product and change-product): the cart's
// names and prices for the record's lines, and the best use of the member's benefits, which the views preselect.
import { computed } from '@preact/signals-react';
import type { Cart } from '../../../src/contract/claim/cart.ts';
import { notCoveredYet, recordBestClaim, type BestClaim } from '../../../src/domain/product/best-claim.ts';
import { toMinor } from '../../../src/domain/money.ts';
import { getPlans } from '../../claim/claim-coverage.ts';
import { cartRead, liveRecord, shopCart } from '../../claim/claim-kit.ts';
import { record } from '../../claim/claim.ts';
import { config } from '../../host/config.ts';
import { forgetOnSignOut } from '../../session/forget.ts';

/** A cart line as the product choice shows it: the shop's name, and what it costs (unit price × quantity, minor units). */
export interface CartLine {
  name: string;
  costMinor: number;
}

/** The shop's names and prices of a read of the cart's products, by product id. */
const linesOf = (read: Cart | null): ReadonlyMap<string, CartLine> => {
  const currency = config.value?.currency ?? 'CAD';
  return new Map((read?.products ?? []).map((p) => [p.id, { name: p.name, costMinor: toMinor(p.unitPrice.amount, currency) * p.quantity }] as const));
};

/**
 * The cart's lines as last read (cartRead), by product id: whichever read it was (this view's, the catch-up on the
 * shopper's return from another tab, a change of the cart the shop told), the views show the cart as it is now. Empty
 * until the cart was read.
 */
export const cartLinesRead = computed(() => linesOf(cartRead.value));

let cart: { recordId: string; lines: Promise<ReadonlyMap<string, CartLine>> } | null = null;

/** The shop's names and prices of the cart products, by product id, read once per record; empty when the cart cannot be read. */
export function cartLines(): Promise<ReadonlyMap<string, CartLine>> {
  const recordId = liveRecord().id;
  if (cart?.recordId !== recordId) cart = { recordId, lines: shopCart().then(linesOf, () => new Map<string, CartLine>()) };
  return cart.lines;
}

/**
 * The claim that gets the member the most from the benefits (bestClaim, spec 000 sections 5 and 9), over the record's
 * groups priced from the cart and its choosable prescriptions, each of the kind its reading shows (recordBestClaim, the
 * rule the estimate counts too); the views preselect it. Null when the plans cannot be read: nothing is preselected on a guess.
 */
export async function bestChoice(): Promise<BestClaim | null> {
  const [plans, lines] = await Promise.all([getPlans().then((p) => p.insurancePlans, () => null), cartLines()]);
  const current = record.value;
  if (!plans || !current) return null;
  return recordBestClaim(plans, current.eligibleProducts, (id) => lines.get(id)?.costMinor, current.prescriptions);
}

/**
 * The record's groups its plans do not pay for yet (notCoveredYet: a benefit coming soon), which the views say are not
 * covered and offer to no prescription; none when the plans cannot be read.
 */
export async function groupsNotCoveredYet(): Promise<readonly string[]> {
  const plans = await getPlans().then((p) => p.insurancePlans, () => null);
  return notCoveredYet(plans, record.value?.eligibleProducts);
}

/** Forgets the cart read (tests; a new shopper starts clean). */
export function resetProductChoice(): void {
  cart = null;
}

forgetOnSignOut(resetProductChoice);

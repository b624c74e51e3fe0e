// What the choice of products starts from (spec 000 sections 2, 5 and 9, select-product and change-product): the cart's
// names and prices for the record's lines, and the best use of the member's benefits, which the views preselect.
import { notCoveredYet, recordBestClaim, type BestClaim } from '../../../src/domain/product/best-claim.ts';
import { toMinor } from '../../../src/domain/money.ts';
import { getPlans } from '../../claim/claim-coverage.ts';
import { liveRecord, shopCart } from '../../claim/claim-kit.ts';
import { record } from '../../claim/claim.ts';
import { config } from '../../host/config.ts';
import { forgetOnSignOut } from '../../session/forget.ts';

/** A cart line as the product choice shows it: the shop's name, and what it costs (unit price × quantity, minor units). */
export interface CartLine {
  name: string;
  costMinor: number;
}

let cart: { recordId: string; lines: Promise<ReadonlyMap<string, CartLine>> } | null = null;

/** The shop's names and prices of the cart products, by product id, read once per record; empty when the cart cannot be read. */
export function cartLines(): Promise<ReadonlyMap<string, CartLine>> {
  const recordId = liveRecord().id;
  if (cart?.recordId !== recordId) {
    const currency = config.value?.currency ?? 'CAD';
    const lines = shopCart().then(
      (answer) => new Map(answer.products.map((p) => [p.id, { name: p.name, costMinor: toMinor(p.unitPrice.amount, currency) * p.quantity }] as const)),
      () => new Map<string, CartLine>(),
    );
    cart = { recordId, lines };
  }
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

// What the sandbox insurer pays and how often it may be asked: the insurer's share of a record's cart and the
// per-product quotes in integer minor units (capped by the member's allowances, never negative, never above
// what the cart costs), and the Los Angeles day the daily limits of claims and quotes count in.
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { Money } from '../../src/contract/common.ts';
import type { ProductQuote } from '../../src/contract/quote/quotes.ts';
import type { ProductForQuote } from '../../src/domain/product/products.ts';
import { planTypesOf } from './eligible.ts';
import { losAngelesDay, msToNextLosAngelesDay } from './rules/los-angeles-time.ts';
import { toMajorUnits, toMinorUnits } from './rules/money.ts';

/** The part of a shop cart line the share reads: its id (the record's productId) and its price in minor units. */
export interface PricedLine {
  id: string;
  quantity: number;
  unitPriceMinor: number;
}

/** A record's covered cart line: what the insurer is asked to pay for. */
export interface CoveredLine {
  productId: string;
  productType: string;
  quantity: number;
}

/** Allowances by benefit plan type (FRAME, LENSES, CONTACT_LENSES), in minor units. */
export type Allowances = Readonly<Record<string, number>>;

/**
 * Whether a record follows the French quote flow: its insurer is a French mutuelle, or it was made in
 * fr_FR. The insurer test is passed in so this rule stays pure and the catalogue stays the one list of insurers.
 */
export function isFrenchRecord(record: Pick<ClaimRecord, 'locale' | 'claimData'>, isFrenchInsurer: (id: string) => boolean): boolean {
  const insurerId = record.claimData?.primaryCoverage?.insurer?.id;
  return (insurerId ? isFrenchInsurer(insurerId) : false) || record.locale === 'fr_FR';
}

/** The currency a record's amounts are in, by its market: euros in France, dollars in the US, else Canadian dollars. */
export function currencyOf(record: Pick<ClaimRecord, 'locale'>, french: boolean): string {
  return french ? 'EUR' : record.locale === 'en_US' ? 'USD' : 'CAD';
}

/** An amount in minor units as the service sends it: `{ amount }` in major units, never negative. */
export function moneyOf(minor: number, currency: string): Money {
  return { amount: toMajorUnits(Math.max(0, minor), currency) };
}

/**
 * The lines the insurer is asked to pay for: eligible lines; in North America only those a validated
 * prescription covers (includedInPrescription), since the French quote needs no prescription step.
 */
export function coveredLines(eligibleProducts: ClaimRecord['eligibleProducts'], french: boolean): CoveredLine[] {
  return (eligibleProducts ?? [])
    .flatMap((group) => group.cartProducts)
    .filter((line) => line.insuranceEligible === true && (french || line.includedInPrescription === true))
    .map((line) => ({ productId: line.productId, productType: line.productType, quantity: line.quantity ?? 1 }));
}

/** A price × quantity in minor units; a negative or fractional input cannot make the insurer owe less than 0. */
const lineCost = (unitMinor: number, quantity: number): number => Math.max(0, Math.round(unitMinor)) * Math.max(0, Math.trunc(quantity));

/** The benefit plan a product type draws on, or undefined when no plan pays for it. */
const planOf = (productType: string): string | undefined => planTypesOf(productType)[0];

/** Sums costs per plan type, each sum capped by that plan's allowance (a plan missing from the allowances pays nothing). */
function cappedByPlan(costs: readonly { plan: string; minor: number }[], allowances: Allowances): number {
  const sums = new Map<string, number>();
  for (const { plan, minor } of costs) sums.set(plan, (sums.get(plan) ?? 0) + minor);
  let total = 0;
  for (const [plan, sum] of sums) total += Math.min(sum, Math.max(0, allowances[plan] ?? 0));
  return total;
}

/** What the share reads: the record's eligible lines, the shop's cart (undefined once the cart is gone), the allowances. */
export interface ShareInput {
  eligibleProducts: ClaimRecord['eligibleProducts'];
  cart: readonly PricedLine[] | undefined;
  allowances: Allowances;
  french: boolean;
}

/**
 * The insurer's share in minor units: each covered line's cart price × cart quantity (a line the cart no
 * longer holds counts 0, so a removed product is never paid for), summed per plan type and capped by its
 * allowance, then capped by the cart's total.
 */
export function shareMinor({ eligibleProducts, cart, allowances, french }: ShareInput): number {
  const lines = cart ?? [];
  const costs = coveredLines(eligibleProducts, french).flatMap((covered) => {
    const plan = planOf(covered.productType);
    const line = lines.find((l) => l.id === covered.productId);
    return plan && line ? [{ plan, minor: lineCost(line.unitPriceMinor, line.quantity) }] : [];
  });
  const cartTotal = lines.reduce((sum, l) => sum + lineCost(l.unitPriceMinor, l.quantity), 0);
  return Math.max(0, Math.min(cappedByPlan(costs, allowances), cartTotal));
}

/**
 * The insurer's share of each product a shop asks about (product page, cart), in the order asked. The
 * allowance of a plan is spent in that order too, so two frames never both get the whole frame allowance.
 */
export function productQuotes(products: readonly ProductForQuote[], allowances: Allowances, currency: string): ProductQuote[] {
  const left = new Map(Object.entries(allowances).map(([plan, minor]) => [plan, Math.max(0, minor)]));
  return products.map((product) => {
    const row = { ecommerceId: product.ecommerceId, productType: product.productType, quantity: product.quantity };
    const plan = planOf(product.productType);
    const cost = lineCost(toMinorUnits(product.unitFullPrice.amount, currency), product.quantity);
    const covered = plan ? Math.min(cost, left.get(plan) ?? 0) : 0;
    if (!plan || covered <= 0) return { ...row, status: 'NOT_COVERED' };
    left.set(plan, (left.get(plan) ?? 0) - covered);
    return { ...row, status: 'APPROVED', coveredAmount: moneyOf(covered, currency) };
  });
}

/** How many of these times (ms) fall on the same Los Angeles day as `now` (rules/los-angeles-time.ts): the uses of a daily limit so far. */
export function countToday(times: readonly number[], now: number): number {
  const today = losAngelesDay(now);
  return times.filter((t) => losAngelesDay(t) === today).length;
}

/** Whole seconds, rounded up, until the next Los Angeles midnight, when a daily limit lifts. */
export function secondsToNextDay(now: number): number {
  return Math.max(1, Math.ceil(msToNextLosAngelesDay(now) / 1000));
}

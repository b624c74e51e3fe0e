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

/** Copays by benefit plan type, in minor units: what the member pays on a plan's lines before the plan pays. */
export type Copays = Readonly<Record<string, number>>;

/**
 * Whether a record follows the French quote flow: its insurer is a French mutuelle, or it was made in
 * fr_FR. The insurer test is passed in so this rule stays pure and the catalogue stays the one list of insurers.
 */
export function isFrenchRecord(record: Pick<ClaimRecord, 'locale' | 'claimData'>, isFrenchInsurer: (id: string) => boolean): boolean {
  const insurerId = record.claimData?.primaryCoverage?.insurer?.id;
  return (insurerId ? isFrenchInsurer(insurerId) : false) || record.locale === 'fr_FR';
}

/** A record's locale (en_CA) as the language tag Intl formats with (en-CA); en-CA when it has none. */
export const languageTagOf = (locale: string | null | undefined): string => (locale ?? 'en_CA').replace('_', '-');

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

/** A line to pay for: the plan it draws on (undefined when none pays for it) and its cost, in minor units. */
export interface PlanCost {
  plan: string | undefined;
  minor: number;
}

/**
 * The one rule of what the sandbox insurer pays per line: each line's cost, less what is still due of its plan's copay
 * (the member pays it first, once per plan, spec 000 §3 benefit plan and §9 copay), up to what is left of the plan's
 * allowance, spent in the order given, so two frames never both get the whole frame allowance. The share of a claim and
 * the product quotes both come from it, so the estimate a shopper sees before Submit is the amount the insurer confirms.
 */
export function spendAllowances(costs: readonly PlanCost[], allowances: Allowances, copays: Copays = {}): number[] {
  const left = new Map(Object.entries(allowances).map(([plan, minor]) => [plan, Math.max(0, minor)]));
  const due = new Map(Object.entries(copays).map(([plan, minor]) => [plan, Math.max(0, minor)]));
  return costs.map(({ plan, minor }) => {
    if (!plan) return 0;
    const cost = Math.max(0, minor);
    const copay = Math.min(cost, due.get(plan) ?? 0);
    due.set(plan, (due.get(plan) ?? 0) - copay);
    const covered = Math.min(cost - copay, left.get(plan) ?? 0);
    left.set(plan, (left.get(plan) ?? 0) - covered);
    return covered;
  });
}

/** What the share reads: the record's eligible lines, the shop's cart (undefined once the cart is gone), the allowances. */
export interface ShareInput {
  eligibleProducts: ClaimRecord['eligibleProducts'];
  cart: readonly PricedLine[] | undefined;
  allowances: Allowances;
  /** The member's copays (COPAYS_MINOR); none when omitted. */
  copays?: Copays;
  french: boolean;
}

/**
 * The insurer's share in minor units: each covered line's cart price × cart quantity (a line the cart no
 * longer holds counts 0, so a removed product is never paid for), paid by spendAllowances in the record's
 * order of lines, then capped by the cart's total.
 */
export function shareMinor({ eligibleProducts, cart, allowances, copays = {}, french }: ShareInput): number {
  const lines = cart ?? [];
  const costs = coveredLines(eligibleProducts, french).flatMap((covered) => {
    const line = lines.find((l) => l.id === covered.productId);
    return line ? [{ plan: planOf(covered.productType), minor: lineCost(line.unitPriceMinor, line.quantity) }] : [];
  });
  const cartTotal = lines.reduce((sum, l) => sum + lineCost(l.unitPriceMinor, l.quantity), 0);
  const paid = spendAllowances(costs, allowances, copays).reduce((sum, minor) => sum + minor, 0);
  return Math.max(0, Math.min(paid, cartTotal));
}

/**
 * The insurer's share of each product a shop asks about (product page, cart), in the order asked, by the
 * same rule as the share of a claim (spendAllowances).
 */
export function productQuotes(products: readonly ProductForQuote[], allowances: Allowances, currency: string, copays: Copays = {}): ProductQuote[] {
  const covered = spendAllowances(
    products.map((product) => ({ plan: planOf(product.productType), minor: lineCost(toMinorUnits(product.unitFullPrice.amount, currency), product.quantity) })),
    allowances,
    copays,
  );
  return products.map((product, i) => {
    const row = { ecommerceId: product.ecommerceId, productType: product.productType, quantity: product.quantity };
    const minor = covered[i] ?? 0;
    return minor > 0 ? { ...row, status: 'APPROVED', coveredAmount: moneyOf(minor, currency) } : { ...row, status: 'NOT_COVERED' };
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

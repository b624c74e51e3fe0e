// The insurer's share of this cart before it confirms, per covered line and in total, and the remainder to pay: from the
// service's product quotes (spec 000 §7, request-new-product-quotes) or, where it has none, from the plan's allowances
// (spec 000 §3, benefit plan; §9, benefit choice), with the residual of spec 000 §9 (money.ts) for the remainder.
import { chooseBenefit, isBenefitAvailable, type BenefitPlanInput } from './benefits.ts';
import { confirmedShare, residual, toMinor, type ConfirmedShareInput } from '../money.ts';
import { isBenefitPlanReady } from './record-status.ts';
import { acknowledgementStory } from './acknowledgement.ts';
import { benefitsUnavailable } from '../toggle/insurance-status-error.ts';
import { productGroup, type ProductGroup } from '../product/products.ts';
import { groupsInCart } from './cart-lines.ts';
import { recordBestClaim, type ClaimPlan, type RecordPrescription } from '../product/best-claim.ts';
import { hasInsufficientBalance } from '../quote/quote-step.ts';
import type { QuoteDataLike } from '../quote/quote.ts';
import type { Flow } from '../host/flow.ts';

/**
 * The statuses where the order goes at full price for now: a claim the insurer did not answer in time is resubmitted
 * later, and the shopper checks out at full price meanwhile (spec 000 section 4, CLAIM_RETRY; spec 000 section 8,
 * TIMEOUT_RETRY). An estimate there would promise a share the checkout does not take off.
 */
const FULL_PRICE_NOW: ReadonlySet<string> = new Set(['CLAIM_RETRY', 'CLAIM_RETRY_FAILED']);

/**
 * Whether a record has an estimate to show: its member is found (the plans are ready, spec 001 section 4) with benefits
 * to apply (none when they are unavailable, spec 000 section 8: an estimate of nothing says nothing), the insurer has not
 * confirmed a share (then the share is the insurer's, not an estimate) and the order is not at full price for now.
 * A claim the insurer only acknowledged takes nothing off the order (src/domain/claim/acknowledgement.ts, which reads
 * its status): an estimate there would read as money coming that is not.
 */
export function estimateApplies(
  record: { status?: string | null | undefined; claimData?: (ConfirmedShareInput & { insuranceStatusErrorCode?: string | null | undefined }) | null | undefined } | null | undefined,
): boolean {
  const status = record?.status;
  const unavailable = benefitsUnavailable({ status, insuranceStatusErrorCode: record?.claimData?.insuranceStatusErrorCode });
  return (
    isBenefitPlanReady({ status }) && !unavailable && !FULL_PRICE_NOW.has(status ?? '') && acknowledgementStory({ status }) === null && confirmedShare(record?.claimData) === null
  );
}

/**
 * What the estimate shows for a record: `amounts` (the share and the remainder, marked as an estimate), `with-quote`
 * (words that the amount comes with the quote, no amount) or `none`. In North America the amounts whenever the record
 * has an estimate (estimateApplies). In France the mutuelle's share is what its quote says (spec 000 section 1: the
 * shopper requests a quote and accepts it; section 9, residual from the confirmed amount): until a quote answers with
 * an amount there is none to show, only that it comes with the quote; a quote with an amount is a confirmed share, no
 * estimate; and a quote refused for an exhausted pot (spec 000 section 8, INSUFFICIENT_BALANCE, INSUFFICIENT_COVERAGE)
 * has no amount to come, which the quote view and the call-to-action say.
 */
export type EstimateShown = 'amounts' | 'with-quote' | 'none';

/** The part of a record the estimate's kind reads. */
export interface EstimateShownRecord {
  status?: string | null | undefined;
  claimData?: (ConfirmedShareInput & QuoteDataLike & { insuranceStatusErrorCode?: string | null | undefined }) | null | undefined;
}

/** What the estimate shows for the record in the shop's flow. */
export function estimateShown(record: EstimateShownRecord | null | undefined, flow: Flow): EstimateShown {
  if (!estimateApplies(record)) return 'none';
  if (flow === 'north-america') return 'amounts';
  return hasInsufficientBalance(record?.claimData) ? 'none' : 'with-quote';
}

/** A cart line the claim covers, priced by the shop's cart, in minor units. */
export interface EstimateLine {
  /** The record's productId, which is the shop cart line's id. */
  productId: string;
  /** What the quote calls name the line by (spec 000 §3, "Product for quote": ecommerceId from the product identifier). */
  ecommerceId: string;
  productType: string;
  quantity: number;
  unitPriceMinor: number;
}

/** What one plan may pay, in minor units, the product types it pays for, and the copay the member pays first. */
export interface PlanAllowance {
  planType: string;
  allowanceMinor: number;
  productTypes: readonly string[];
  /** The plan's copay (spec 000 §9, copay), which the member pays before the plan pays; 0 when it states none. */
  copayMinor?: number | undefined;
}

/** The service's quote of one line: its covered amount in minor units, null when it does not cover the line. */
export interface LineQuote {
  ecommerceId: string;
  coveredMinor: number | null;
}

/** What the estimate reads; quotes and allowances are each null when the service gave none. */
export interface EstimateInput {
  lines: readonly EstimateLine[];
  /** The order subtotal the remainder is taken from (spec 000 §9, residual). */
  subtotalMinor: number;
  /** The order's shipping, which the shopper pays besides what the insurer leaves (spec 000 §9, residual). */
  shippingMinor: number;
  quotes: readonly LineQuote[] | null;
  allowances: readonly PlanAllowance[] | null;
}

/** One covered line's price and the insurer's estimated share of it. */
export interface LineEstimate {
  productId: string;
  priceMinor: number;
  shareMinor: number;
}

/** The estimate of the claim: where it comes from, each line, the total share and the remainder to pay. */
export interface ClaimEstimate {
  source: 'quotes' | 'allowances';
  lines: LineEstimate[];
  shareMinor: number;
  remainderMinor: number;
}

/** A line's price: unit price × quantity, never below 0. */
const priceOf = (line: EstimateLine): number => Math.max(0, line.unitPriceMinor) * Math.max(0, Math.trunc(line.quantity));

/** The plan a product group draws on when the plan lists no product types of its own. */
const PLAN_OF_GROUP: Readonly<Record<ProductGroup, string>> = { frame: 'FRAME', lens: 'LENSES', contact: 'CONTACT_LENSES' };

/** The allowance a product type draws on: the plan that lists it, else the plan of its group (spec 000 §3, product groups). */
function planFor(productType: string, allowances: readonly PlanAllowance[]): PlanAllowance | undefined {
  const listed = allowances.find((a) => a.productTypes.includes(productType));
  if (listed) return listed;
  const group = productGroup(productType);
  return group ? allowances.find((a) => a.productTypes.length === 0 && a.planType === PLAN_OF_GROUP[group]) : undefined;
}

/**
 * Each line's share from the allowances, spent in the cart's order so two frames never both get the whole frame
 * allowance. A plan's copay comes off its first lines once, before the plan pays (spec 000 §9: the copay the plan
 * states, "Lenses up to $100.00, $10.00 copay", is the member's): lenses of 99.00 get 89.00.
 */
function fromAllowances(lines: readonly EstimateLine[], allowances: readonly PlanAllowance[]): number[] {
  const left = new Map(allowances.map((a) => [a.planType, Math.max(0, a.allowanceMinor)]));
  const copays = new Map(allowances.map((a) => [a.planType, Math.max(0, a.copayMinor ?? 0)]));
  return lines.map((line) => {
    const plan = planFor(line.productType, allowances);
    if (!plan) return 0;
    const copay = Math.min(priceOf(line), copays.get(plan.planType) ?? 0);
    copays.set(plan.planType, (copays.get(plan.planType) ?? 0) - copay);
    const share = Math.min(priceOf(line) - copay, left.get(plan.planType) ?? 0);
    left.set(plan.planType, (left.get(plan.planType) ?? 0) - share);
    return share;
  });
}

/**
 * The estimate of the insurer's share, or null when neither a quote of every covered line nor the allowances are known.
 * The service's quotes come first when it quoted every line (a line it quotes above its price counts its price); else
 * the plan's allowances. The total never exceeds the subtotal, and the remainder is the residual, the shipping the
 * shopper pays included (spec 000 §9: order subtotal + shipping − the share).
 */
export function estimateClaim({ lines, subtotalMinor, shippingMinor, quotes, allowances }: EstimateInput): ClaimEstimate | null {
  const quoted = quotes && lines.length > 0 ? lines.map((line) => quotes.find((q) => q.ecommerceId === line.ecommerceId)) : null;
  const everyQuoted = quoted?.every((q) => q !== undefined) === true;
  if (!everyQuoted && !allowances) return null;
  const shares = everyQuoted && quoted ? quoted.map((q, i) => Math.min(Math.max(0, q?.coveredMinor ?? 0), priceOf(lines[i] as EstimateLine))) : fromAllowances(lines, allowances ?? []);
  const subtotal = Math.max(0, subtotalMinor);
  const shareMinor = Math.min(subtotal, shares.reduce((sum, s) => sum + s, 0));
  return {
    source: everyQuoted ? 'quotes' : 'allowances',
    lines: lines.map((line, i) => ({ productId: line.productId, priceMinor: priceOf(line), shareMinor: shares[i] ?? 0 })),
    shareMinor,
    remainderMinor: residual({ subtotal, shipping: Math.max(0, shippingMinor), confirmed: shareMinor }),
  };
}

/** The part of a record's cart line the claim's lines read (spec 000 §3, eligibleProducts.cartProducts). */
export interface ClaimLineLike {
  productId: string;
  productType: string;
  quantity?: number | null | undefined;
  insuranceEligible?: boolean | null | undefined;
  includedInPrescription?: boolean | null | undefined;
  claimProductTypes?: readonly string[] | null | undefined;
}

/** The part of a shop cart line the estimate reads (spec 000 §7, host shop calls: the cart). */
export interface CartLineLike {
  id: string;
  productIdentifier: string;
  productType: string;
  quantity: number;
  unitPrice: { amount: number };
}

/** The products page's choice for the prescription it shows, not sent yet: the groups ticked there (their ids). */
export interface PageChoice {
  prescriptionId: string;
  groups: readonly string[];
}

/** What chooses the lines before a prescription includes any: the member's plans (null while not read) and the record's prescriptions. */
export interface LineChoice {
  plans: readonly ClaimPlan[] | null | undefined;
  prescriptions?: readonly RecordPrescription[] | null | undefined;
  /**
   * The French flow: the mutuelle quotes the order's every eligible line (spec 000 section 1: no prescription upload, no
   * product choice; request-new names no products), so the estimate counts them all.
   */
  wholeOrder?: boolean | undefined;
  /**
   * What the shopper ticks on the products page, before Continue sends it: it decides the lines of the prescription
   * shown, and of any group ticked there, in place of the record's choice or the preselection (spec 001 §5: the
   * estimate follows the shopper's choice as they make it).
   */
  page?: PageChoice | undefined;
}

/** The lines a claim covers (claimLines), and whether a choice leaves it none to show an amount for (noneChosen). */
export interface ClaimChoice {
  lines: EstimateLine[];
  /**
   * The shopper's choice leaves the claim without a line: they unticked every product on the products page, or every
   * line chosen has left the cart (removed in another tab). The estimate shows no amount then, and says to choose one:
   * an amount of the lines the shopper dropped would be an estimate of a claim they are not making.
   */
  noneChosen: boolean;
}

/**
 * The lines the claim covers, priced by the cart: the insurance-eligible lines each prescription includes once the
 * shopper chose its products, and for a prescription not chosen for yet (the second of two while the first is chosen)
 * the lines its page will preselect, the best use of the member's benefits (recordBestClaim, spec 000 §5 and §9); before
 * any prescription can be chosen, every eligible line the plans would pay, a prescription of each kind the cart needs
 * to come. So the estimate shown from the benefits view on is the amount the review and the insurer confirm, and it
 * holds from one prescription's page to the next; every insurance-eligible line while the plans are unknown or nothing
 * is chosen or preselected (never once the shopper chose: claimChoice), and always in the French flow (wholeOrder). Each line as the cart holds it now
 * (groupsInCart, the account the review lists): a line the cart no longer holds is left out, it is never paid for, and a
 * line counts the quantity the cart holds.
 */
export function claimLines(
  eligibleProducts: readonly ClaimGroupLike[] | null | undefined,
  cart: readonly CartLineLike[],
  currency: string,
  choice?: LineChoice,
): EstimateLine[] {
  return claimChoice(eligibleProducts, cart, currency, choice).lines;
}

/** The part of a record's group of cart products the claim's lines read (spec 000 §3, eligibleProducts). */
export interface ClaimGroupLike {
  id?: string | null | undefined;
  prescriptionId?: string | null | undefined;
  cartProducts?: readonly ClaimLineLike[] | null | undefined;
}

/**
 * The lines the claim covers (claimLines), the choice on the products page counted (`choice.page`), and whether the
 * shopper's choice leaves none (noneChosen). Nothing chosen is never "every line" once the shopper chose: the fallback
 * to every eligible line is for a claim nobody has chosen for yet.
 */
export function claimChoice(eligibleProducts: readonly ClaimGroupLike[] | null | undefined, cart: readonly CartLineLike[], currency: string, choice?: LineChoice): ClaimChoice {
  const groups = eligibleProducts ?? [];
  const page = choice?.page;
  const eligibleOf = (g: ClaimGroupLike) => (g.cartProducts ?? []).filter((l) => l.insuranceEligible === true).map((l) => l.productId);
  const ticked = (g: ClaimGroupLike) => !!page && !!g.id && page.groups.includes(g.id);
  // The lines the page decides: those of the prescription it shows, and of any group ticked there (moved to it).
  const decided = new Set(groups.filter((g) => ticked(g) || (!!page && g.prescriptionId === page.prescriptionId)).flatMap(eligibleOf));
  const eligible = groups.flatMap((g) => g.cartProducts ?? []).filter((l) => l.insuranceEligible === true);
  const included = [...eligible.filter((l) => l.includedInPrescription === true && !decided.has(l.productId)).map((l) => l.productId), ...groups.filter(ticked).flatMap(eligibleOf)];
  const costOf = (id: string) => {
    const line = cart.find((c) => c.id === id);
    return line ? toMinor(line.unitPrice.amount, currency) * line.quantity : undefined;
  };
  // The prescriptions products were chosen for; the others' pages preselect the best claim's groups for them.
  const chosenFor = new Set([...groups.filter((g) => (g.cartProducts ?? []).some((l) => l.includedInPrescription === true)).map((g) => g.prescriptionId), page?.prescriptionId]);
  const best = choice?.plans && !choice.wholeOrder ? recordBestClaim(choice.plans, eligibleProducts, costOf, choice.prescriptions) : null;
  const preselected = new Set(Object.entries(best?.byPrescription ?? {}).filter(([rx]) => !chosenFor.has(rx)).flatMap(([, ids]) => ids));
  const toCome = groups.filter((g) => g.id && preselected.has(g.id)).flatMap(eligibleOf).filter((id) => !decided.has(id));
  const claimed = new Set([...included, ...toCome]);
  const inCart = groupsInCart(groups.map((g) => ({ cartProducts: g.cartProducts ?? [] })), cart).flatMap((g) => g.cartProducts.filter((l) => l.insuranceEligible === true));
  // Chosen: a line included, preselected or ticked, or the shopper's page, even with nothing ticked on it.
  const byChoice = !choice?.wholeOrder && (claimed.size > 0 || !!page);
  const chosen = byChoice ? inCart.filter((l) => claimed.has(l.productId)) : inCart;
  const lines = chosen.flatMap((l) => {
    const line = cart.find((c) => c.id === l.productId);
    if (!line) return [];
    return [{ productId: l.productId, ecommerceId: line.productIdentifier, productType: l.productType, quantity: l.quantity ?? line.quantity, unitPriceMinor: toMinor(line.unitPrice.amount, currency) }];
  });
  return { lines, noneChosen: byChoice && lines.length === 0 };
}

/** The part of a benefit plan the allowances read: the benefit choice's fields, its allowance, its copay and its product types. */
export interface AllowancePlanLike extends BenefitPlanInput {
  planType: string;
  allowance?: { amount: number } | null | undefined;
  copay?: { amount: number } | null | undefined;
  productTypesEligibility?: readonly { productType: string; eligibility: string }[] | null | undefined;
}

/**
 * Each plan type's allowance and copay, by the benefit chosen for it (spec 000 §9: routine before additional purchase,
 * available first): an unavailable benefit pays nothing, and a plan that states no allowance is left out, since an
 * estimate guessed without one would be a wrong amount. Null when no plan states one.
 */
export function planAllowances(plans: readonly AllowancePlanLike[] | null | undefined, currency: string): PlanAllowance[] | null {
  const types = [...new Set((plans ?? []).map((p) => p.planType))];
  const allowances = types.flatMap((planType) => {
    const plan = chooseBenefit((plans ?? []).filter((p) => p.planType === planType));
    if (!plan?.allowance) return [];
    const productTypes = (plan.productTypesEligibility ?? []).filter((e) => e.eligibility === 'ELIGIBLE').map((e) => e.productType);
    const copayMinor = plan.copay ? Math.max(0, toMinor(plan.copay.amount, currency)) : 0;
    return [{ planType, allowanceMinor: isBenefitAvailable(plan) ? toMinor(plan.allowance.amount, currency) : 0, productTypes, copayMinor }];
  });
  return allowances.length > 0 ? allowances : null;
}

// What a claim record's status means to the shopper: customer-facing status, lookup phase, new claim, plans (spec 000 sections 4 and 9).
import { isInsurerOffline, lastQuote, type QuoteDataLike } from '../quote/quote.ts';
import type { CustomerFacingStatus, LookupPhase } from './status.ts';
import { isToggleOn, type ToggleInput } from '../toggle/toggle.ts';

/** The part of a claim record the status rules read; the service may send statuses we do not know. */
export interface StatusRecordLike {
  status?: string | null | undefined;
  claimData?: (QuoteDataLike & { useInsuranceStatus?: string | null | undefined }) | null | undefined;
}

/** Record statuses with a customer-facing status of their own; every other status is IN_PROGRESS. */
const CUSTOMER_FACING: ReadonlyMap<string, CustomerFacingStatus> = new Map([
  ['CLAIM_ACCEPTED', 'ACCEPTED'],
  ['CLAIM_REJECTED', 'REJECTED'],
  ['CLAIM_RETRY', 'TIMEOUT_RETRY'],
  ['CLAIM_ACKNOWLEDGED', 'ACKNOWLEDGED_NULLIFIED'],
  ['RESTRICTED', 'LIMIT_REACHED'],
  ['QUOTE_PENDING', 'SERVICE_OFFLINE'],
  ['CLAIM_NULLIFY_REJECTED', 'NULLIFY_REJECTED'],
  ['FOR_MANUAL_NULLIFY', 'NULLIFY_REJECTED'],
]);

/**
 * The status the CTA and overview show (spec 000 section 4). No record or an empty status is DEFAULT;
 * any other status, known or not (NONE and DELETED included, as the spec says "any other"), is IN_PROGRESS.
 */
export function customerFacingStatus(record: StatusRecordLike | null | undefined): CustomerFacingStatus {
  const status = record?.status;
  if (!status) return 'DEFAULT';
  if (status === 'QUOTE_REQUESTED') return isInsurerOffline(lastQuote(record.claimData)) ? 'SERVICE_OFFLINE' : 'IN_PROGRESS';
  return CUSTOMER_FACING.get(status) ?? 'IN_PROGRESS';
}

/**
 * Whether the insurer holds the claim and has not answered yet: the record CLAIM_SUBMITTED, from the submit to the
 * insurer's answer (spec 000 section 4, "Claim outcomes"). Its customer-facing status is IN_PROGRESS, but there is
 * nothing to pick up: the page follows the claim to its answer (a page loaded meanwhile too) and says it is with the
 * insurer. Nor anything to cancel until it answers: the service keeps the record while the insurer holds the claim, and a
 * submitted claim is cancelled by nullifying it once answered.
 */
export function withInsurer(record: StatusRecordLike | null | undefined): boolean {
  return record?.status === 'CLAIM_SUBMITTED';
}

/** Record statuses and the member-lookup phase they put the insurance panel in. */
const LOOKUP: ReadonlyMap<string, LookupPhase> = new Map([
  ['INSURANCE_MEMBER_NOT_FOUND', 'FIND_MEMBER'],
  ['INSURANCE_MEMBER_REQUIRED', 'FIND_MEMBER'],
  ['MULTIPLE_INSURANCE_MEMBERS_FOUND', 'FIND_MEMBER'],
  ['INSURANCE_MEMBER_FOUND', 'MEMBER_FOUND'],
  ['NO_BENEFITS_AVAILABLE', 'MEMBER_FOUND'],
  ['READY_TO_QUOTE', 'MEMBER_FOUND'],
  ['READY_TO_CLAIM', 'MEMBER_FOUND'],
  ['CLAIM_ACCEPTED', 'MEMBER_FOUND'],
  ['QUOTE_REQUIRED', 'MEMBER_FOUND'],
  ['QUOTE_REQUESTED', 'SYNC_INSURANCE'],
  ['RESTRICTED', 'RESTRICTED'],
]);

/**
 * The member-lookup phase (spec 000 section 4; spec 001 section 2). No record (or no status) asks to find
 * the member; a status the spec does not list is UNKNOWN. INIT is the panel's own state before any answer.
 */
export function lookupPhase(record: StatusRecordLike | null | undefined): LookupPhase {
  const status = record?.status;
  if (!status) return 'FIND_MEMBER';
  return LOOKUP.get(status) ?? 'UNKNOWN';
}

/** Statuses during which a claim is in progress, so no new claim may start (spec 000 section 4, "New claim allowed"). */
export const NEW_CLAIM_BLOCKING_STATUSES: ReadonlySet<string> = new Set([
  'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'RESTRICTED', 'QUOTE_PENDING', 'QUOTE_REQUESTED', 'CLAIM_RETRY',
  'FOR_MANUAL_NULLIFY', 'CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_NULLIFY_REJECTED', 'DELETE_IN_PROGRESS',
]);

/** A new claim may start unless the status is one of the blocking ones; no status or an unknown one allows it, as the spec's list is closed. */
export function isNewClaimAllowed(status: string | null | undefined): boolean {
  return !status || !NEW_CLAIM_BLOCKING_STATUSES.has(status);
}

/**
 * Record statuses that allow benefit plans (spec 001 section 4 names the rule, not the list): the member
 * is found and the record is still live, from INSURANCE_MEMBER_FOUND (NO_BENEFITS_AVAILABLE included, so the
 * panel can list unavailable benefits) through prescriptions, quotes and an accepted or acknowledged claim.
 * Before the lookup, and once the claim is rejected, cancelled, closed or deleted, plans are not asked for.
 */
export const PLAN_STATUSES: ReadonlySet<string> = new Set([
  'INSURANCE_MEMBER_FOUND', 'NO_BENEFITS_AVAILABLE', 'READY_TO_QUOTE', 'QUOTE_REQUIRED', 'QUOTE_REQUESTED',
  'QUOTE_PENDING', 'QUOTE_SYSTEM_REFUSED_EVENT_SENT', 'PRESCRIPTIONS_REQUIRED', 'PRESCRIPTIONS_AUTO_APPROVED',
  'PRESCRIPTIONS_APPROVED', 'PRESCRIPTIONS_DISAPPROVED', 'PRESCRIPTIONS_FOR_REVIEW', 'PRESCRIPTIONS_IN_REVIEW',
  'READY_TO_CLAIM', 'CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_RETRY_FAILED', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED',
]);

/** The benefit plan is ready only when the record status allows plans (spec 001 section 4). */
export function isBenefitPlanReady(record: StatusRecordLike | null | undefined): boolean {
  return !!record?.status && PLAN_STATUSES.has(record.status);
}

/** The product quote is ready only when the toggle is on and the status allows plans (spec 001 section 4). */
export function isProductQuoteReady(record: (StatusRecordLike & ToggleInput) | null | undefined): boolean {
  return isToggleOn(record) && isBenefitPlanReady(record);
}

/** The part of a claim record that lists the cart's eligible products (spec 000 section 3). */
export interface EligibleProductsLike {
  eligibleProducts?: readonly { cartProducts?: readonly { insuranceEligible?: boolean | null | undefined }[] | null | undefined }[] | null | undefined;
}

/** How many eligible-product entries (carts) hold at least one insurance-eligible cart product. */
export function countCartsWithEligibleProducts(record: EligibleProductsLike | null | undefined): number {
  return (record?.eligibleProducts ?? []).filter((entry) => (entry.cartProducts ?? []).some((p) => p.insuranceEligible === true)).length;
}

/** What the product-selection rule reads. */
export interface ProductSelectionInput {
  cartsWithEligibleProducts: number;
  toggleOn: boolean;
  benefitsAvailable: boolean;
  /**
   * A prescription the chosen products can be claimed under (choicePrescriptionId): select-claimable names one (spec 000
   * section 7). The French flow has none (spec 000 section 1: the mutuelle quotes the order, no prescription is uploaded).
   */
  prescriptionToClaimUnder: boolean;
  /** The choice offers a group the prescription may cover besides the one insured now (hasOtherChoice). */
  otherChoice: boolean;
}

/**
 * Product selection is allowed only when more than one cart has an eligible product, the toggle is on and benefits are
 * available (spec 000 section 9, as written), there is a prescription to claim the choice under (without one the choice
 * could only fail), and another group that prescription may cover (without one there is nothing to choose).
 */
export function isProductSelectionAllowed(input: ProductSelectionInput): boolean {
  return input.cartsWithEligibleProducts > 1 && input.toggleOn && input.benefitsAvailable && input.prescriptionToClaimUnder && input.otherChoice;
}

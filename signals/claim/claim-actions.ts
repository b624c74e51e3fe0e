// The claim actions: every call to the direct-billing service and the signals it sets (spec 000 sections 4, 7 and 8).
// Fetched on the shopper's first action (signals/claim/act.ts `later`), never before a click: what a signed-in page needs to
// show its state lives in claim-load.ts.
import * as records from '../../src/api/claim/claim-records.ts';
import { checkMemberEligibility } from '../../src/api/claim/eligibility.ts';
import { realClock, type Clock } from '../../src/api/poll.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { USE_INSURANCE_POLLING } from '../../src/domain/constants.ts';
import { recordLocale } from '../../src/domain/host/locale.ts';
import { recordCustomer } from '../../src/domain/session/record-customer.ts';
import { isToggleOn } from '../../src/domain/toggle/toggle.ts';
import { config } from '../host/config.ts';
import { session, signedIn, standing } from '../session/session.ts';
import { record, setRecord, toggleOn } from './claim.ts';
import { insuranceChanged } from '../host/notify.ts';
import { acknowledgeCartRefresh, refreshCartTotals } from './cart-refresh.ts';
import { checkEligibility, currentApi, endSession, guarded, liveRecord, shopCart } from './claim-kit.ts';
import { pollRecord } from './claim-poll.ts';

export { currentApi, resetClaim } from './claim-kit.ts';
export { checkCartEligibility, loadInsuranceState } from './claim-load.ts';
import { catchUpInsuranceState, tellShareChange } from './claim-load.ts';
import { ApiError } from '../../src/api/errors.ts';
import { isOrderAlreadyClaimed } from '../../src/domain/submit/submit-outcome.ts';
import { nullifyForCartChange } from './claim-cancel.ts';

export { cancelClaim, cancelQuote, nullify } from './claim-cancel.ts';
export { countClaims, getPlans, insureProducts, rejectionNoticeUrl, requestProductQuote } from './claim-coverage.ts';
export { loadEstimate } from './claim-estimate.ts';
import { loadEstimate } from './claim-estimate.ts';
import { estimateSource, setEstimateSource } from './estimate.ts';

/**
 * Turns the use of insurance on or off, then polls until the record says so (spec 000 section 4, "Insurance usage");
 * then sync listeners hear `sync` or `remove` and the cart page refreshes. "Says so" is the toggle rule, so an answer of
 * INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED counts as on.
 */
export function setUseInsurance(on: boolean, clock: Clock = realClock): Promise<void> {
  return guarded(async () => {
    const { id } = liveRecord();
    await records.changeInsuranceStatus(currentApi(), id, on ? 'INSURANCE_ENABLED' : 'INSURANCE_DISABLED');
    if (!(await pollRecord(id, (r) => isToggleOn(r) === on, USE_INSURANCE_POLLING, clock))) return;
    // The change asks for the cart total to be refreshed (refreshCartTotalRequired): acknowledged once the page was told.
    if (insuranceChanged(on ? 'sync' : 'remove')) await acknowledgeCartRefresh();
  });
}

/**
 * The cart changed: an accepted claim no longer matches it and is nullified (CART_UPDATE by the SYSTEM, spec 000 section 3);
 * otherwise a record in use gets the member eligibility sync and the cart page refreshes; the cart is re-checked (spec
 * 000 section 4).
 */
export function cartChanged(clock: Clock = realClock): Promise<void> {
  // Asked again once this module came: the host's own check (host-actions.ts) ran before the import, and a session that
  // ended meanwhile reads nothing more, since a shop may answer the next read of its cart with a new shopper (the demo
  // shop's module signs one in) and the page would go on as them.
  if (!signedIn.value) return Promise.resolve();
  return guarded(async () => {
    if (await nullifyForCartChange(clock)) return checkEligibility();
    const current = record.value;
    if (current && toggleOn.value) {
      setRecord(await checkMemberEligibility(currentApi(), current.id));
      await refreshCartTotals();
    }
    // An estimate read from the cart as it was is read again; one that cannot be is forgotten, never left wrong.
    if (estimateSource.value) await loadEstimate().catch(() => setEstimateSource(null));
    await checkEligibility();
  });
}

/**
 * Resumes a record by its id (the drawer's resume view, spec 000 section 2). A record the service no longer has (404)
 * is deleted: none is shown, and a new start is allowed (spec 000 section 4). What another tab did to the cart's share
 * meanwhile is told to the page as the catch-up tells it (tellShareChange).
 */
export async function resumeClaim(id: string): Promise<ClaimRecord | null> {
  const before = record.value;
  const found = await records.findClaimRecord(currentApi(), id);
  setRecord(found);
  // A claim another tab sent and the insurer accepted, read here before this tab caught up: the page hears it now.
  await tellShareChange(before, found);
  if (!found) await checkEligibility();
  return found;
}

/** The insurer a new record names: its id, and its name in the shopper's language when the drawer's list gave it. */
export interface StartInsurer {
  id: string;
  name?: string;
}

/**
 * Creates a claim record for the cart and loads it (the drawer's start view). An insurer already chosen (on the overview,
 * or in the drawer's list) is named in it from the start: PUT claim-records' optional claimData.primaryCoverage.insurer.id
 * (spec 000 section 7). Its name, which PUT does not carry, is then saved by PATCH, whose answer is the record loaded (one
 * round trip, not a GET and then a PATCH); without a name the record is loaded by GET. When the service refuses a second
 * record because the cart's claim stands (409 ORDER_ALREADY_CLAIMED, spec 000 section 5; made in another tab), that
 * claim's record is the one shown and answered: the caller shows it instead of a new flow (holdsOrderClaim).
 */
export async function startClaim(insurer?: StartInsurer): Promise<ClaimRecord> {
  const cfg = config.value;
  const current = session.value;
  if (!cfg || !current) throw new Error('no session');
  // An empty session id or an invalid customer number: the session ended, and the record's creation fails (spec 000 section 8).
  if (standing.value === 'expired') {
    endSession();
    throw new Error('claim record creation failed: the session ended');
  }
  const cart = await shopCart();
  const { customer } = current;
  const created = await records.createClaimRecord(currentApi(), {
    cartId: cart.cartId,
    sessionId: current.sessionId,
    customerNumber: current.userId,
    ...recordCustomer(current, { firstName: customer.firstName, lastName: customer.lastName, email: customer.email1, phone: customer.phone1 }),
    // Each line with its price as the shop's cart answer gives it (spec 000 §3, unitFullPrice), so the insurer prices this cart.
    eligibleProducts: cart.products.map((p) => ({ productId: p.id, productType: p.productType, quantity: p.quantity, unitFullPrice: { amount: p.unitPrice.amount } })),
    locale: recordLocale(cfg.locale),
    ecommerce: cfg.ecommerce,
    ...(insurer ? { claimData: { primaryCoverage: { insurer: { id: insurer.id } } } } : {}),
  }).catch(async (error: unknown) => {
    // One order, one claim (spec 000 section 5): another tab's claim stands on this cart, so this tab shows it.
    if (!(error instanceof ApiError) || !isOrderAlreadyClaimed(error)) throw error;
    await catchUpInsuranceState();
    if (!record.value) throw error;
    return null;
  });
  if (!created) return record.value ?? liveRecord();
  // The record just made names no member yet: its coverage is the insurer alone, now with its name.
  const loaded = insurer?.name
    ? await records.updateClaimRecord(currentApi(), created.id, { primaryCoverage: { insurer: { id: insurer.id, name: insurer.name } } })
    : await records.getClaimRecord(currentApi(), created.id);
  setRecord(loaded);
  return loaded;
}


// Cancelling: nullify a submitted claim, delete a claim in progress, cancel a quote retry (spec 000 sections 4 and 9).
import * as records from '../../src/api/claim/claim-records.ts';
import { nullifyClaim, type NullifyInitiator, type NullifyReason } from '../../src/api/claim/claims.ts';
import { cancelQuoteRetry } from '../../src/api/quote/quotes.ts';
import { ApiError } from '../../src/api/errors.ts';
import { poll, realClock, type Clock } from '../../src/api/poll.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { CANCEL_QUOTE_RETRY, NULLIFY_POLLING } from '../../src/domain/constants.ts';
import { isNullifyExpired, nullifiesOnCartChange } from '../../src/domain/claim/nullify.ts';
import { claimCartUnchanged } from '../../src/domain/claim/cart-lines.ts';
import { isNullifyExpiredAnswer, nullifyProgress } from '../../src/domain/claim/nullified.ts';
import { session } from '../session/session.ts';
import { record, setRecord, toggleOn } from './claim.ts';
import { lastAttemptNow } from './quote-limit.ts';
import { failWith } from '../toggle/toggle.ts';
import { insuranceChanged } from '../host/notify.ts';
import { checkEligibility, currentApi, guarded, liveRecord, sessionHolds, shopCart } from './claim-kit.ts';
import { pollRecord } from './claim-poll.ts';
import { cancelledHere } from './claim-cancelled.ts';
import { loadInsuranceState } from './claim-load.ts';

/**
 * Cancels the submitted claim unless past the cut-off, then polls until it is nullified or refused (spec 000 section 4,
 * "Nullify"). The shopper's own cancel is CUSTOMER_INITIATED by the CUSTOMER (spec 000 section 3), sent only while the
 * shop session holds.
 */
export function nullify(clock: Clock = realClock): Promise<void> {
  return guarded(async () => {
    // Session truth at the moment it matters: an ended session is the session-expired path, no cancel sent.
    if (await sessionHolds()) await cancelSubmitted('CUSTOMER_INITIATED', 'CUSTOMER', clock);
  });
}

/**
 * The cart changed under an accepted claim: the claim is nullified with reason CART_UPDATE, initiated by the SYSTEM
 * (spec 000 section 3; the rule is nullifiesOnCartChange), unless the cart read now is still the claim's
 * (claimCartUnchanged: the shop told of a change that was none). Answers whether the accepted claim settled the change,
 * cancelled or kept, so the cart change stops there; a cancel the service refuses (past its cut-off) is NULLIFY_EXPIRED,
 * caused by the cart's change: the shopper pressed no cancel, and is told the cart changed and the claim stays.
 */
export async function nullifyForCartChange(clock: Clock = realClock): Promise<boolean> {
  const current = record.value;
  if (!current || !nullifiesOnCartChange(current, new Date(clock.now()))) return false;
  // A cart that cannot be read is taken as changed: the share accepted is for a cart the widgets cannot vouch for.
  const cart = await shopCart().catch(() => null);
  if (!cart || !claimCartUnchanged(current, cart)) await cancelSubmitted('CART_UPDATE', 'SYSTEM', clock);
  return true;
}

/** The nullify call and its poll; the cut-off is checked first, and the service's own cut-off answer is NULLIFY_EXPIRED. */
async function cancelSubmitted(reason: NullifyReason, initiator: NullifyInitiator, clock: Clock): Promise<void> {
  const current = liveRecord();
  const cause = reason === 'CART_UPDATE' ? 'cart-change' : null;
  if (isNullifyExpired(current.lastModified ?? '', new Date(clock.now()))) {
    failWith('NULLIFY_EXPIRED', cause);
    return;
  }
  try {
    await nullifyClaim(currentApi(), current.id, reason, initiator);
  } catch (error) {
    // The service's clock decides in the end: its cut-off may have passed before ours.
    if (!(error instanceof ApiError && isNullifyExpiredAnswer(error))) throw error;
    failWith('NULLIFY_EXPIRED', cause);
    return;
  }
  const done = (r: ClaimRecord) => nullifyProgress(r.status) !== 'pending';
  const ended = await pollRecord(current.id, done, NULLIFY_POLLING, clock);
  if (!ended || nullifyProgress(ended.status) === 'refused') return;
  insuranceChanged('remove');
}

/** Deletes the claim in progress: no record, a new start allowed, the cart re-checked; insurance in use leaves the cart. */
export function cancelClaim(): Promise<void> {
  return guarded(async () => {
    const current = liveRecord();
    const wasOn = toggleOn.value;
    const owner = { cartId: current.cartId ?? '', customerNumber: session.value?.userId ?? '', customerEmail: session.value?.customer.email1 };
    await records.deleteClaimRecord(currentApi(), current.id, owner);
    cancelledHere();
    setRecord(null);
    await checkEligibility();
    if (!wasOn) return;
    insuranceChanged('remove');
  });
}

/**
 * Cancels the quote retry at an offline insurer, retrying a failed call (spec 000 section 9: every 500 ms, 3 retries).
 * Cancelling the day's last attempt skips the answer's state and reloads instead, so the restricted check tells.
 */
export function cancelQuote(clock: Clock = realClock): Promise<void> {
  return guarded(async () => {
    const { id } = liveRecord();
    const last = lastAttemptNow();
    const client = currentApi();
    const result = await poll({ request: (signal) => cancelQuoteRetry(client, id, signal), done: () => true, ...CANCEL_QUOTE_RETRY, maxWaitMs: Infinity, clock });
    if (result.status === 'failed') throw result.error;
    if (result.status !== 'done') return;
    if (last) return loadInsuranceState();
    setRecord(result.value);
  });
}


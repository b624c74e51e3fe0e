// Cancelling: nullify a submitted claim, delete a claim in progress, cancel a quote retry (spec 000 sections 4 and 9).
import * as records from '../../src/api/claim/claim-records.ts';
import { nullifyClaim } from '../../src/api/claim/claims.ts';
import { cancelQuoteRetry } from '../../src/api/quote/quotes.ts';
import { ApiError } from '../../src/api/errors.ts';
import { poll, realClock, type Clock } from '../../src/api/poll.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { CANCEL_QUOTE_RETRY, NULLIFY_POLLING } from '../../src/domain/constants.ts';
import { isNullifyExpired } from '../../src/domain/claim/nullify.ts';
import { isNullifyExpiredAnswer, nullifyProgress } from '../../src/domain/claim/nullified.ts';
import { session } from '../session/session.ts';
import { lastAttempt, setRecord, toggleOn } from './claim.ts';
import { failWith } from '../toggle/toggle.ts';
import { insuranceChanged } from '../host/notify.ts';
import { checkEligibility, currentApi, guarded, liveRecord } from './claim-kit.ts';
import { pollRecord } from './claim-poll.ts';
import { loadInsuranceState } from './claim-load.ts';

/** Cancels the submitted claim unless past the cut-off, then polls until it is nullified or refused (spec 000 section 4, "Nullify"). */
export function nullify(clock: Clock = realClock): Promise<void> {
  return guarded(async () => {
    const current = liveRecord();
    if (isNullifyExpired(current.lastModified ?? '', new Date(clock.now()))) {
      failWith('NULLIFY_EXPIRED');
      return;
    }
    try {
      await nullifyClaim(currentApi(), current.id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    } catch (error) {
      // The service's clock decides in the end: its cut-off may have passed before ours.
      if (!(error instanceof ApiError && isNullifyExpiredAnswer(error))) throw error;
      failWith('NULLIFY_EXPIRED');
      return;
    }
    const done = (r: ClaimRecord) => nullifyProgress(r.status) !== 'pending';
    const ended = await pollRecord(current.id, done, NULLIFY_POLLING, clock);
    if (!ended || nullifyProgress(ended.status) === 'refused') return;
    insuranceChanged('remove');
  });
}

/** Deletes the claim in progress: no record, a new start allowed, the cart re-checked; insurance in use leaves the cart. */
export function cancelClaim(): Promise<void> {
  return guarded(async () => {
    const current = liveRecord();
    const wasOn = toggleOn.value;
    const owner = { cartId: current.cartId ?? '', customerNumber: session.value?.userId ?? '', customerEmail: session.value?.customer.email1 };
    await records.deleteClaimRecord(currentApi(), current.id, owner);
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
    const last = lastAttempt.value;
    const client = currentApi();
    const result = await poll({ request: (signal) => cancelQuoteRetry(client, id, signal), done: () => true, ...CANCEL_QUOTE_RETRY, maxWaitMs: Infinity, clock });
    if (result.status === 'failed') throw result.error;
    if (result.status !== 'done') return;
    if (last) return loadInsuranceState();
    setRecord(result.value);
  });
}


// Polling the claim record (spec 000 sections 4, 8 and 9): apart from claim-kit.ts because only a click polls, so what a
// signed-in page loads before a click carries neither this nor the poll loop.
import * as records from '../../src/api/claim/claim-records.ts';
import { isRetryable } from '../../src/api/errors.ts';
import { poll, type Clock } from '../../src/api/poll.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { PollingPolicy } from '../../src/domain/constants.ts';
import { pollingFailure } from '../../src/domain/session/session-expiry.ts';
import { session } from '../session/session.ts';
import { setRecord } from './claim.ts';
import { failWith } from '../toggle/toggle.ts';
import { currentApi, endSession } from './claim-kit.ts';
import { whileSignedIn } from './poll-stop.ts';

/**
 * What a poll whose failures ran out comes to (spec 000 section 8, "Polling failure"): retryable failures (no answer,
 * 5xx) past the policy's retries end in the session-expired path when the shopper has a session, after which the
 * caller's `handled` (claim-kit.ts) finds the session ended and shows nothing more; otherwise the failure goes on to
 * the caller as it is, for its generic error or for the state of its own a 401, 404 or the daily limit has. Answers
 * the error to throw.
 */
export function pollFailed(error: unknown, policy: Pick<PollingPolicy, 'maxRetries'>): unknown {
  const hasSession = !!session.value?.sessionId?.trim();
  // "Retryable status codes fail": the poll retried them and they still failed. A poll the spec gives no retries (the
  // member lookup's, the use-insurance change's) has retried nothing, so one failed read is the generic error and its
  // Try again, not a signed-out shopper (our reading of spec 000 section 8).
  const retryableFailed = (policy.maxRetries ?? 0) > 0 && isRetryable(error);
  if (pollingFailure({ retryableFailed, hasSession }) === 'session-expired') endSession();
  return error;
}

/**
 * Polls the record until `done`, and sets it; a timeout is TIME_EXCEEDED_ERROR with the record read once more (null).
 * Failures that run out go through `pollFailed` and reject. `stop` ends it at once, with no further request and no
 * error (null): by default when the shopper signs out.
 */
export async function pollRecord(id: string, done: (r: ClaimRecord) => boolean, policy: PollingPolicy, clock: Clock, stop: AbortSignal = whileSignedIn()): Promise<ClaimRecord | null> {
  const client = currentApi();
  const result = await poll({ request: (signal) => records.getClaimRecord(client, id, signal), done, ...policy, clock, signal: stop });
  if (result.status === 'failed') throw pollFailed(result.error, policy);
  if (result.status === 'aborted') return null;
  if (result.status === 'done') {
    setRecord(result.value);
    return result.value;
  }
  failWith('TIME_EXCEEDED_ERROR');
  setRecord(await records.getClaimRecord(client, id));
  return null;
}

// Polling the claim record (spec 000 sections 4, 8 and 9): apart from claim-kit.ts because only a click polls, so what a
// signed-in page loads before a click carries neither this nor the poll loop.
import * as records from '../../src/api/claim/claim-records.ts';
import { isRetryable } from '../../src/api/errors.ts';
import { poll, realClock, type Clock, type PollOptions, type PollResult } from '../../src/api/poll.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { PollingPolicy } from '../../src/domain/constants.ts';
import { pollingFailure, type ShopSessionAnswer } from '../../src/domain/session/session-expiry.ts';
import { recheckSession, session } from '../session/session.ts';
import { setRecord } from './claim.ts';
import { browserOnline, failWith } from '../toggle/toggle.ts';
import { failureKind } from '../../src/domain/drawer/failure.ts';
import { currentApi, endSession } from './claim-kit.ts';
import { whileSignedIn } from './poll-stop.ts';

/** Whether the shop says the session still holds; 'unknown' when it cannot say either (the network is down too). */
async function askShop(): Promise<ShopSessionAnswer> {
  try {
    return await recheckSession();
  } catch {
    return 'unknown';
  }
}

/**
 * What a poll whose failures ran out comes to (spec 000 section 8, "Polling failure"; pollingFailure): retryable failures
 * (no answer, 5xx) past the policy's retries, with a session, ask the shop whether the session still holds. One the shop
 * says ended takes the session-expired path, after which the caller's `handled` (claim-kit.ts) finds the session ended
 * and shows nothing more; one that holds (or a shop that cannot say) answers true: keep following the record, for an
 * outage signs nobody out. Otherwise false, and the failure goes on to the caller as it is, for its generic error or for
 * the state of its own a 401, 404 or the daily limit has.
 */
export async function pollFailed(error: unknown, policy: Pick<PollingPolicy, 'maxRetries'>): Promise<boolean> {
  const hasSession = !!session.value?.sessionId?.trim();
  // "Retryable status codes fail": the poll retried them and they still failed. A poll the spec gives no retries (the
  // use-insurance change's) has retried nothing, so one failed read is the generic error and its Try again, not a
  // signed-out shopper (our reading of spec 000 section 8).
  const retryableFailed = (policy.maxRetries ?? 0) > 0 && isRetryable(error);
  let verdict = pollingFailure({ retryableFailed, hasSession });
  if (verdict === 'ask-shop') verdict = pollingFailure({ retryableFailed, hasSession, shop: await askShop() });
  if (verdict === 'session-expired') endSession();
  return verdict === 'keep-following';
}

/**
 * Polls as `poll` does, through an outage: when its retryable failures run out and the session holds (pollFailed), it
 * goes on reading for what is left of the policy's wait, so an answer that came meanwhile is still shown. Its result
 * covers the whole wait: a wait that runs out is `timeout`, with the last answer read if any.
 */
export async function pollThrough<T>(options: PollOptions<T>): Promise<PollResult<T>> {
  const clock = options.clock ?? realClock;
  const started = clock.now();
  let last: { value: T } | undefined;
  let attempts = 0;
  const request = async (signal: AbortSignal | undefined): Promise<T> => {
    const answer = await options.request(signal);
    last = { value: answer };
    return answer;
  };
  for (;;) {
    const left = { maxWaitMs: options.maxWaitMs - (clock.now() - started), maxAttempts: options.maxAttempts === undefined ? undefined : options.maxAttempts - attempts };
    const result = await poll({ ...options, ...left, request, clock });
    attempts += result.attempts;
    if (result.status !== 'failed' || !(await pollFailed(result.error, options))) return { ...result, attempts };
    // A read that could only start after the wait is not worth it: the answer is taking longer than the spec waits.
    if (clock.now() + options.intervalMs - started > options.maxWaitMs) return last ? { status: 'timeout', last: last.value, attempts } : { status: 'timeout', attempts };
    await clock.sleep(options.intervalMs, options.signal);
  }
}

/** How many of this page's polls read each record now. */
const reading = new Map<string, number>();

/** Whether one of this page's polls reads the record now: the follow of a claim sent (submitted-follow.ts) leaves it to that one. */
export const pollsRecord = (id: string): boolean => reading.has(id);

/** Runs `work`, which polls the record `id`, counted as reading it (pollsRecord) while it runs. */
export async function whilePolling<T>(id: string, work: () => Promise<T>): Promise<T> {
  reading.set(id, (reading.get(id) ?? 0) + 1);
  try {
    return await work();
  } finally {
    const left = (reading.get(id) ?? 1) - 1;
    if (left > 0) reading.set(id, left);
    else reading.delete(id);
  }
}

/**
 * Polls the record until `done`, through an outage (pollThrough), and sets it; a timeout is TIME_EXCEEDED_ERROR with the
 * record read once more (null), said as a dropped connection when that read got no answer either (failureKind): then
 * the connection, not the insurer, is why nothing came. Failures that end it (pollFailed) reject. `stop` ends it at once, with no further
 * request and no error (null): by default when the shopper signs out.
 */
export async function pollRecord(id: string, done: (r: ClaimRecord) => boolean, policy: PollingPolicy, clock: Clock, stop: AbortSignal = whileSignedIn()): Promise<ClaimRecord | null> {
  const client = currentApi();
  const result = await whilePolling(id, () => pollThrough({ request: (signal) => records.getClaimRecord(client, id, signal), done, ...policy, clock, signal: stop }));
  if (result.status === 'failed') throw result.error;
  if (result.status === 'aborted') return null;
  if (result.status === 'done') {
    setRecord(result.value);
    return result.value;
  }
  failWith('TIME_EXCEEDED_ERROR');
  try {
    setRecord(await records.getClaimRecord(client, id));
  } catch (error) {
    failWith('TIME_EXCEEDED_ERROR', null, failureKind(error, browserOnline()) === 'offline');
    throw error;
  }
  return null;
}

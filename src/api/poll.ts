// Polling a call until its answer says the work is done (spec 000 sections 4 and 9): one loop for
// the record, quote, submit, nullify and use-insurance polls, each with its own numbers.
import { isRetryable } from './errors.ts';
import { realClock, type Clock } from './clock.ts';

/** The clock lives in clock.ts (the client needs it without the loop); the polls' callers take it from here too. */
export { realClock, type Clock };

/** What to poll and when to stop; the numbers come from spec 000 section 9 (src/domain/constants.ts). */
export interface PollOptions<T> {
  /** One try; it receives the poll's signal so an abort also cancels the request under way. */
  request: (signal: AbortSignal | undefined) => Promise<T>;
  /** Whether an answer ends the poll. */
  done: (answer: T) => boolean;
  /** Pause between two tries. */
  intervalMs: number;
  /** No try starts later than this after the first. */
  maxWaitMs: number;
  /** Failed tries retried in a row before the poll gives up; 0 (the default) stops at the first failure. */
  maxRetries?: number | undefined;
  /** Most tries in all, failed ones included; unlimited by default. */
  maxAttempts?: number | undefined;
  signal?: AbortSignal | undefined;
  clock?: Clock | undefined;
  /** Which failures are worth another try; by default network failures and 5xx (see isRetryable). */
  retryable?: ((error: unknown) => boolean) | undefined;
}

/**
 * How a poll ended; it resolves with one of these and never rejects: `done` with the matching
 * answer; `timeout` when the wait or the tries ran out, with the last answer if any; `failed` with
 * the error that ended it (a throwing `done` included); `aborted` when the signal aborted.
 */
export type PollResult<T> =
  | { status: 'done'; value: T; attempts: number }
  | { status: 'timeout'; last?: T; attempts: number }
  | { status: 'failed'; error: unknown; attempts: number }
  | { status: 'aborted'; attempts: number };

/** Tries `request` until `done` holds, a limit is reached, or the signal aborts. */
export async function poll<T>(o: PollOptions<T>): Promise<PollResult<T>> {
  const clock = o.clock ?? realClock;
  const retryable = o.retryable ?? isRetryable;
  const started = clock.now();
  let attempts = 0;
  let failures = 0;
  let last: { value: T } | undefined;
  const timeout = (): PollResult<T> => (last ? { status: 'timeout', last: last.value, attempts } : { status: 'timeout', attempts });
  for (;;) {
    if (o.signal?.aborted) return { status: 'aborted', attempts };
    attempts++;
    try {
      const answer = await o.request(o.signal);
      failures = 0;
      if (o.done(answer)) return { status: 'done', value: answer, attempts };
      last = { value: answer };
    } catch (error) {
      if (o.signal?.aborted) return { status: 'aborted', attempts };
      if (!retryable(error) || ++failures > (o.maxRetries ?? 0)) return { status: 'failed', error, attempts };
    }
    if (attempts >= (o.maxAttempts ?? Infinity)) return timeout();
    // A try that could only start after the deadline is not worth the wait.
    if (clock.now() + o.intervalMs - started > o.maxWaitMs) return timeout();
    await clock.sleep(o.intervalMs, o.signal);
  }
}

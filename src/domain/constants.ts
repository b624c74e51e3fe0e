// The business constants and limits of spec 000 section 9 (and spec 001 section 9), named for what they govern.

/** What a poller takes together: the pause between tries, the overall deadline, and optional caps on timeout retries and on tries. */
export interface PollingPolicy {
  readonly intervalMs: number;
  readonly maxWaitMs: number;
  readonly maxRetries?: number;
  readonly maxAttempts?: number;
}

/** What a plain retry loop takes: the pause between tries and how many retries follow the first failure. */
export interface RetryPolicy {
  readonly intervalMs: number;
  readonly maxRetries: number;
}

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** Polling the claim record after a claim action: every 2 s for up to 2 min, retrying a timed-out poll up to 3 times. */
export const CLAIM_POLLING = { intervalMs: 2000, maxWaitMs: 120_000, maxRetries: 3 } as const satisfies PollingPolicy;

/**
 * Polling after a nullify (cancel claim) request: every 1 s within 30 s, giving up after 3 failed polls in a row. The
 * spec's "max count 3" counts failures: read as tries, 3 polls a second apart would end after 2 s and its 30 s
 * wait could never be reached, so an insurer slower than 2 s would look like a failure to the shopper.
 */
export const NULLIFY_POLLING = { intervalMs: 1000, maxRetries: 3, maxWaitMs: 30_000 } as const satisfies PollingPolicy;

/** Pause between cart-update checks, so a burst of cart changes is read once rather than per change. */
export const CART_UPDATE_INTERVAL_MS = 1000;

/** Polling for a quote answer: every 2 s for up to 2 min (spec 001 section 9: an answer is expected in under 2 minutes), 3 timeout retries. */
export const QUOTE_POLLING = { intervalMs: 2000, maxWaitMs: 120_000, maxRetries: 3 } as const satisfies PollingPolicy;

/** Polling after refusing a quote: the quote interval and retries, with the shorter 30 s refuse-quote wait. */
export const REFUSE_QUOTE_POLLING = { intervalMs: 2000, maxWaitMs: 30_000, maxRetries: 3 } as const satisfies PollingPolicy;

/** Retrying a cancel-quote (cancel-retry) call: every 500 ms, at most 3 retries; the spec gives it no overall wait. */
export const CANCEL_QUOTE_RETRY = { intervalMs: 500, maxRetries: 3 } as const satisfies RetryPolicy;

/**
 * Polling the record after a claim submit (or a French quote's acceptance, which submits the claim): every 2 s for up
 * to 2 min, retrying a failed poll up to 3 times, so an insurer that answers within the 2 minutes is always heard. The
 * spec's "submit max attempts 5" counts submit calls (SUBMIT_CALL_ATTEMPTS), not reads: as a cap on reads it would
 * end the wait after about 10 s and tell a shopper whose insurer is still answering to pay in full.
 */
export const SUBMIT_POLLING = { intervalMs: 2000, maxWaitMs: 120_000, maxRetries: 3 } as const satisfies PollingPolicy;

/**
 * Sending the claim submit itself: at most 5 calls, 2 s apart, when a call gets no answer or a server failure (a
 * resent submit the service already took answers 409, which is polled, so a claim is never sent twice).
 */
export const SUBMIT_CALL_ATTEMPTS = { intervalMs: 2000, maxAttempts: 5 } as const;

/** Polling the record after a submit answered the daily limit, until the service marks it RESTRICTED: the shorter 30 s restricted wait. */
export const SUBMIT_RESTRICTED_POLLING = { intervalMs: 2000, maxWaitMs: 30_000, maxRetries: 3 } as const satisfies PollingPolicy;

/** Polling the record after a change of use-insurance status until it matches (spec 000 section 4): every 2 s for up to 2 min. */
export const USE_INSURANCE_POLLING = { intervalMs: 2000, maxWaitMs: 120_000 } as const satisfies PollingPolicy;

/**
 * Polling the record while the insurer looks the member up (spec 000 section 4, SYNC_INSURANCE). The spec gives the lookup
 * no numbers of its own: it waits as a change of insurance use does (every 2 s for up to 2 min) and retries a failed read
 * 3 times as the claim, quote and submit polls do, so a network that drops for a few seconds is ridden out rather than
 * told to the shopper as a failed lookup.
 */
export const MEMBER_LOOKUP_POLLING = { intervalMs: 2000, maxWaitMs: 120_000, maxRetries: 3 } as const satisfies PollingPolicy;

/** How long each loading-animation message stays before the next; the spec lists 7000 ms under "Other timings" without naming it. */
export const LOADING_MESSAGE_STEP_MS = 7000;

/** A lazy view shows its skeleton only if it takes longer than this to load (spec 000 section 2). */
export const SKELETON_DELAY_MS = 500;

/** Most prescription files one claim may carry (the spec marks 10 as "likely"). */
export const MAX_PRESCRIPTION_FILES = 10;

/** After this much inactivity the claim is cancelled (spec 000 section 4; spec 001 section 9). */
export const INACTIVITY_CANCEL_MS = 30 * MINUTE_MS;

/** Claim attempts allowed before the shopper must wait (spec 001 section 9). */
export const MAX_CLAIM_ATTEMPTS = 3;

/** The wait after the last claim attempt, also the window of automatic resubmission on timeout. */
export const CLAIM_ATTEMPTS_WAIT_MS = 24 * HOUR_MS;

/** Lifetime of cached answers (insurers, providers, default forms, plans; spec 000 sections 7 and 9). */
export const CACHE_LIFETIME_MS = HOUR_MS;

/** Lifetime of the shorter-lived query data, the directory look-ups (spec 000 section 9: 300 seconds). */
export const QUERY_DATA_LIFETIME_MS = 300 * SECOND_MS;

/** Configuration is cached for the life of the page (spec 000 section 9: "indefinitely"). */
export const CONFIGURATION_LIFETIME_MS = Number.POSITIVE_INFINITY;

/** A script fetched on demand that has not loaded by then is treated as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The app version the spec describes; the build stamps our own version separately. */
export const SPEC_APP_VERSION = '1.36.0';

/** The HTTP status that means the call timed out (spec 000 section 8). */
export const TIMEOUT_STATUS = 504;

/** The zone in which the nullify cut-off and "same day" are judged (spec 000 sections 4 and 9). */
export const NULLIFY_CUTOFF_TIME_ZONE = 'America/Los_Angeles';

/** The nullify cut-off in the one setting the spec shows; others come from the environment. */
export const DEFAULT_NULLIFY_CUTOFF_TIME = '23:59:59';

/**
 * The service's code for a claim refused because its order already has one in flight or applied (spec 000 section 5,
 * "One claim at a time per order"). The spec names no code for it, so the sandbox and the widget share this one.
 */
export const ORDER_ALREADY_CLAIMED = 'ORDER_ALREADY_CLAIMED';

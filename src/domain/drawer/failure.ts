// What a failed call says on the drawer's views (spec 000 section 8, the generic error with its try again): a dropped
// connection says so, and what to do, where "something went wrong" left the shopper guessing.
import { TIMEOUT_STATUS } from '../constants.ts';

/** What a failure may tell of its call: the service's and the shop's errors carry the HTTP status, 0 when none came. */
interface CallFailure {
  status?: unknown;
  aborted?: unknown;
  /** The service answered 504, or the wait for its answer ran out (src/api/errors.ts). */
  timeout?: unknown;
}

/** Why a call failed, as the shopper is told: the connection, or anything else. */
export type FailureKind = 'offline' | 'failed';

/**
 * Why a call failed (spec 000 section 8): the connection when the browser says it is offline (navigator.onLine false),
 * or when nothing answered the call (status 0; a call the page stopped itself is no dropped connection); else the
 * service, which answered with an error.
 */
export function failureKind(error: unknown, online: boolean): FailureKind {
  const call = error as CallFailure | null | undefined;
  return !online || (call?.status === 0 && call.aborted !== true) ? 'offline' : 'failed';
}

/** The message key of a failed call: `offline` for the connection (see failureKind), else the view's own for a failure. */
export function failureWords<K extends string>(error: unknown, online: boolean, failed: K): K | 'offline' {
  return failureKind(error, online) === 'offline' ? 'offline' : failed;
}

/** The error context a failed call is reported as (spec 000 section 8). */
export type FailureContext = 'TIME_EXCEEDED_ERROR' | 'GENERIC_ERROR';

/**
 * The error context of a failed call or wait, for the shop's analytics (spec 000 section 8): TIME_EXCEEDED_ERROR when
 * its time ran out (a 504, spec 000 section 9's timeout status, or the client or a poll that stopped waiting), else
 * GENERIC_ERROR. A call the page stopped itself is no timeout.
 */
export function failureContext(error: unknown): FailureContext {
  const call = error as CallFailure | null | undefined;
  if (call?.aborted === true) return 'GENERIC_ERROR';
  return call?.timeout === true || call?.status === TIMEOUT_STATUS ? 'TIME_EXCEEDED_ERROR' : 'GENERIC_ERROR';
}

// What a failed call says on the drawer's views (spec 000 section 8, the generic error with its try again): a dropped
// connection says so, and what to do, where "something went wrong" left the shopper guessing.

/** What a failure may tell of its call: the service's and the shop's errors carry the HTTP status, 0 when none came. */
interface CallFailure {
  status?: unknown;
  aborted?: unknown;
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

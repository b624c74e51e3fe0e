// When a failure means the shop session expired, and when a session counts as authenticated (spec 000 sections 5 and 8).
import { DEFAULT_ANONYMOUS_USER_ID, isValidUserId } from './session.ts';

/** Error codes of the host shop that mean its session expired (spec 000 section 8). */
export const SESSION_EXPIRED_CODES: ReadonlySet<string> = new Set(['ERR_COOKIE_EXPIRED', 'CWXBB1011E', 'CWXBB1103E', 'CWXFR0222E', 'CWXFR0223E']);

/**
 * Error keys of the host shop that mean its session expired (spec 000 section 8). The spec writes
 * ERR_PARTIAL_AUTHENTICATION_NOT_ALLOWE; the shop sends the full ..._ALLOWED, so both are listed.
 */
export const SESSION_EXPIRED_KEYS: ReadonlySet<string> = new Set([
  'ERR_COOKIE_EXPIRED', 'CWXBB1011E', '_ERR_ACTIVITY_TOKEN', 'ERR_PARTIAL_AUTHENTICATION_NOT_ALLOWE', 'ERR_PARTIAL_AUTHENTICATION_NOT_ALLOWED',
]);

/** The data of a custom error that also means the session expired (spec 000 section 8). */
export const INVALID_SESSION = 'INVALID_SESSION';

/** The parts of an error the session-expired rule reads (the shop's errorCode and errorKey, or a custom error's data). */
export interface SessionErrorLike {
  code?: string | null | undefined;
  key?: string | null | undefined;
  data?: unknown;
}

/** Whether an error means the shop session expired, so the widget resets and asks the shopper to sign in again. */
export function isSessionExpiredError(error: SessionErrorLike | null | undefined): boolean {
  if (!error) return false;
  return (!!error.code && SESSION_EXPIRED_CODES.has(error.code)) || (!!error.key && SESSION_EXPIRED_KEYS.has(error.key)) || error.data === INVALID_SESSION;
}

/** What an HTTP failure is: 401 a session-expired candidate, 504 a timeout, 404 not found (spec 000 sections 8 and 9). */
export type HttpFailureKind = 'session-expired' | 'timeout' | 'not-found' | 'other';

/** Sorts an HTTP status into the kinds the widget handles differently. */
export function httpFailureKind(status: number | null | undefined): HttpFailureKind {
  if (status === 401) return 'session-expired';
  if (status === 504) return 'timeout';
  if (status === 404) return 'not-found';
  return 'other';
}

/** What the 401 rule reads. */
export interface ExpireSessionInput {
  status: number | null | undefined;
  hasSessionId: boolean;
  /** The caller asks for the session-expired flow even without a session id. */
  flag?: boolean | undefined;
  alreadyExpired: boolean;
  loggingOut: boolean;
}

/**
 * A 401 starts the session-expired flow only if a session id exists or the caller flags it, and the session is
 * neither already expired nor logging out (spec 000 section 8), so one expiry is announced once.
 */
export function shouldExpireSession(input: ExpireSessionInput): boolean {
  return input.status === 401 && (input.hasSessionId || !!input.flag) && !input.alreadyExpired && !input.loggingOut;
}

/** What the refetch rule reads: whether this page already said the session ended. */
export interface RefetchInput {
  alreadyExpired: boolean;
}

/**
 * Whether the service's refusal of the shopper's token reads the shop session again before the one retry (spec 000
 * section 7, "refetches the session and token once"). Not once this page said the session ended (section 8): only the
 * shopper's sign-in (the page's login()) or a reload ends an expiry, and a call still under way when it was said must not
 * read a shopper back in under the sign-in prompt, without a word; the shop may even answer that read with another
 * shopper (the demo shop's module signs a new one in).
 */
export function refetchesSession(input: RefetchInput): boolean {
  return !input.alreadyExpired;
}

/** How a failure of the shop's session calls ends: the session-expired path, signed out (no announcement), or the retrieval error. */
export type ShopSessionFailure = 'session-expired' | 'signed-out' | 'error';

/** What the shop-failure rule reads: the shop's status, the errors its body carried, and where the session stands. */
export interface ShopFailureInput {
  status: number;
  errors: readonly SessionErrorLike[];
  hasSessionId: boolean;
  alreadyExpired: boolean;
  loggingOut: boolean;
}

/**
 * A shop call that failed with 401, or whose body carries a session-expired code, key or INVALID_SESSION, ends the
 * session (spec 000 sections 7 and 8). Such a body is the 401 rule's flag, so it expires the session even before a session
 * id was known; a bare 401 needs a session id. Already expired or logging out, the visitor is simply signed out, so one
 * expiry is announced once and a sign-out is never one. Any other failure is the retrieval error.
 */
export function shopSessionFailure(input: ShopFailureInput): ShopSessionFailure {
  const expiredBody = input.errors.some(isSessionExpiredError);
  if (input.status !== 401 && !expiredBody) return 'error';
  return shouldExpireSession({ ...input, status: 401, flag: expiredBody }) ? 'session-expired' : 'signed-out';
}

/** What the shop says when asked whether the session still holds (sessionRecheck), or 'unknown' when it could not say. */
export type ShopSessionAnswer = SessionRecheck | 'unknown';

/**
 * How a polling loop whose failures ran out goes on: the session-expired path; following the record for what is left of
 * the poll's wait; the generic error; or, before the shop was asked, asking it whether the session holds.
 */
export type PollingFailure = 'session-expired' | 'keep-following' | 'generic' | 'ask-shop';

/** What the polling-failure rule reads: whether retryable calls failed, a session is known, and what the shop said, once asked. */
export interface PollingFailureInput {
  retryableFailed: boolean;
  hasSession: boolean;
  /** The shop's answer; undefined until it was asked. */
  shop?: ShopSessionAnswer | undefined;
}

/**
 * How a failed polling loop ends (spec 000 section 8, "Polling failure: session-expired if retryable status codes fail
 * and a session exists, otherwise generic error"). Retryable failures (no answer, a 5xx) say nothing of the session by
 * themselves: an outage of the service or of the network is no sign-out, and the claim goes on at the service meanwhile.
 * So whether the session still exists is asked of the shop ('ask-shop'): one the shop says ended is the session-expired
 * path; one that holds, or a shop that cannot say either (the network itself is down), leaves the shopper signed in and
 * the record followed for the rest of the poll's wait (spec 000 section 9), whose end says the answer is taking longer.
 * A failure no retry cures, or a poll without a session, is the generic error.
 */
export function pollingFailure(input: PollingFailureInput): PollingFailure {
  if (!input.retryableFailed || !input.hasSession) return 'generic';
  if (input.shop === undefined) return 'ask-shop';
  return input.shop === 'ended' ? 'session-expired' : 'keep-following';
}

/** A 404 on fetching a claim record means it was deleted, so a new start is allowed (spec 000 section 4). */
export function isRecordDeleted(httpStatus: number | null | undefined): boolean {
  return httpStatus === 404;
}

/** The parts of the shop session the authentication rule reads. */
export interface AuthSessionLike {
  isPartiallyAuthenticated?: boolean | null | undefined;
  isLoggedIn?: boolean | null | undefined;
  isGuest?: boolean | null | undefined;
  sessionId?: string | null | undefined;
  userId?: string | null | undefined;
}

/** Which identity check applies. */
export interface AuthCheckOptions {
  /** Whether the brand checks the session id (false for brand ebd, spec 000 section 9). */
  sessionIdCheck: boolean;
  /** A feature flag that turns the session id check off for every brand. */
  featureFlagDisablesCheck?: boolean | undefined;
  /** The shop's anonymous user id (spec 000 section 3), which never counts as a user id. */
  anonymousUserId?: string | undefined;
}

/**
 * Whether the session counts as authenticated (spec 000 section 5): partially authenticated, logged in or guest,
 * with a non-blank session id; when the check is off (brand or flag) a valid user id stands in for it, so
 * an anonymous visitor never passes. Read through sessionStanding, the rule the widgets call.
 */
function isAuthenticatedSession(session: AuthSessionLike | null | undefined, options: AuthCheckOptions): boolean {
  if (!session || !signedInKind(session)) return false;
  const checkSessionId = options.sessionIdCheck && !options.featureFlagDisablesCheck;
  if (checkSessionId) return (session.sessionId ?? '').trim() !== '';
  return isValidUserId(session.userId, options.anonymousUserId ?? DEFAULT_ANONYMOUS_USER_ID);
}

/** Where a visitor stands: signed in (may apply insurance), signed out (anonymous), or signed in with an ended session. */
export type SessionStanding = 'signed-in' | 'signed-out' | 'expired';

/** Whether the shop says the visitor signed in at all: partially authenticated, logged in or guest (spec 000 section 6). */
function signedInKind(session: AuthSessionLike): boolean {
  return !!(session.isPartiallyAuthenticated || session.isLoggedIn || session.isGuest);
}

/**
 * The one rule of who may apply insurance (spec 000 sections 5 and 8): an anonymous visitor is signed out; a signed-in
 * one may apply when the session is authenticated (isAuthenticatedSession: the session id, or the user id where the
 * brand or a flag waives it) and the customer number is valid, since a record cannot be created without it. A signed-in
 * visitor who lacks either has an ended session: "an empty session or customer id means session expired" (section 7).
 */
export function sessionStanding(session: AuthSessionLike | null | undefined, options: AuthCheckOptions): SessionStanding {
  if (!session || !signedInKind(session)) return 'signed-out';
  const customerValid = isValidUserId(session.userId, options.anonymousUserId ?? DEFAULT_ANONYMOUS_USER_ID);
  return isAuthenticatedSession(session, options) && customerValid ? 'signed-in' : 'expired';
}

/** What a re-check of the shop session finds: the shopper's session holds, or it ended (signed out, expired, replaced). */
export type SessionRecheck = 'holds' | 'ended';

/**
 * The shop session re-read right before a claim is made, accepted or cancelled ("Session truth at the moment
 * it matters"; spec 000 sections 5 and 8): it holds only while the shop still says the same shopper may apply insurance
 * (sessionStanding). Signed out in another tab, expired, or another shopper signed in meanwhile, it ended: the
 * session-expired path, never a claim. The same shopper signed in again (a new session id) still holds.
 */
export function sessionRecheck(known: { userId: string }, fresh: AuthSessionLike | null | undefined, options: AuthCheckOptions): SessionRecheck {
  if (sessionStanding(fresh, options) !== 'signed-in') return 'ended';
  return fresh?.userId === known.userId ? 'holds' : 'ended';
}

/**
 * Where a visitor stands once the shop session is read again (spec 000 sections 7 and 8: "an empty session or customer
 * id means session expired"). A shopper this page knew as signed in whom the shop now answers as anonymous lost their
 * session under the page: a sign-out in another tab, or the shop's own end of it. For this page that is the session
 * ending, as an expiry is: it says so, with the way to sign in again, and never leaves a step waiting on a shopper who
 * is gone. The page's own sign-out (loggingOut) is never an expiry, and a visitor it never knew signed in stays signed out.
 */
export function standingAfterRead(before: SessionStanding, read: SessionStanding, loggingOut: boolean): SessionStanding {
  return before === 'signed-in' && read === 'signed-out' && !loggingOut ? 'expired' : read;
}

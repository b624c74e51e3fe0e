// The shop session: who the visitor is, whether they may apply insurance, and when the shop's session ended.
import { computed, signal } from '@preact/signals-react';
import { fetchPerson, fetchUserContext, ShopError } from '../../src/host/shop.ts';
import { visitorKind } from '../../src/domain/session/session.ts';
import { refetchesSession, sessionRecheck, sessionStanding, shopSessionFailure, standingAfterRead, type AuthCheckOptions, type SessionRecheck, type ShopSessionFailure } from '../../src/domain/session/session-expiry.ts';
import { features } from '../host/features.ts';
import type { Person } from '../../src/contract/host/host.ts';
import { shopOptionsOf } from '../../src/host/config.ts';
import { config } from '../host/config.ts';
import { hostEvents } from '../host/events.ts';

/** The visitor as the shop describes them. */
export interface Session {
  userId: string;
  sessionId: string;
  isLoggedIn: boolean;
  isGuest: boolean;
  isPartiallyAuthenticated: boolean;
  customer: Person;
}

/** Where loading the session stands. */
export type SessionStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The current session; null until loaded, and after a sign-out or an expiry. */
export const session = signal<Session | null>(null);
/** Where loading the session stands. */
export const sessionStatus = signal<SessionStatus>('idle');

/** Set when the shop said the session ended (spec 000 section 8); cleared by the next successful load or a sign-out. */
export const sessionExpired = signal(false);

/** Set while the shopper signs out of the shop (spec 000 section 8): what fails meanwhile is the sign-out, never an expiry. */
export const loggingOut = signal(false);

/** Which identity the shop's brand checks (spec 000 sections 5 and 9): the session id, or for brand ebd the user id. */
function authOptions(): AuthCheckOptions {
  // The brand's table with the frontend-bundle's flags over it (spec 000 sections 7 and 9), once they have come.
  return { sessionIdCheck: features.value.sessionIdCheck, anonymousUserId: config.value?.anonymousUserId };
}

/** Where the visitor stands (spec 000 sections 5 and 8): signed in, signed out, or signed in without the ids the session needs. */
export const standing = computed(() => sessionStanding(session.value, authOptions()));

/** Whether the visitor may apply insurance (spec 000 sections 5 and 6). */
export const signedIn = computed(() => standing.value === 'signed-in');

let inflight: Promise<void> | null = null;

/**
 * How a failed read of the shop (its session or its cart) leaves this page's session: the rule of spec 000 sections 7
 * and 8 (shopSessionFailure) over the shop's status and error body, whether the page knew a session id, and whether an
 * expiry was already said or the shopper is signing out. Anything but a shop's answer is the retrieval error.
 */
export function shopReadFailure(error: unknown, hadSessionId: boolean): ShopSessionFailure {
  if (!(error instanceof ShopError)) return 'error';
  return shopSessionFailure({ status: error.status, errors: error.errors, hasSessionId: hadSessionId, alreadyExpired: sessionExpired.value, loggingOut: loggingOut.value });
}

/** Who the shop says the visitor is now: its person and user-context calls (spec 000 section 7). */
async function readShopSession(cfg: NonNullable<typeof config.value>): Promise<Session> {
  const options = shopOptionsOf(cfg);
  const [person, context] = await Promise.all([fetchPerson(options), fetchUserContext(options)]);
  return {
    userId: person.userId,
    sessionId: context.activityToken.activityId,
    ...visitorKind(person.registerType === 'R', person.userId, cfg.anonymousUserId),
    isPartiallyAuthenticated: context.isPartiallyAuthenticated,
    customer: person,
  };
}

/**
 * Re-reads the shop session right before a claim is made, accepted or cancelled ("Session truth at the moment
 * it matters"): the shopper may have signed out in another tab, or the session expired, since this page last asked.
 * 'holds' keeps the shopper's session (with its id renewed, if they signed in again); 'ended' is the caller's to take to
 * the session-expired path (sessionRecheck). A shop call that fails without saying the session ended rejects: nothing
 * is known, so nothing is sent.
 */
export async function recheckSession(): Promise<SessionRecheck> {
  const cfg = config.value;
  const known = session.value;
  if (!cfg || !known || !signedIn.value) return 'ended';
  let fresh: Session;
  try {
    fresh = await readShopSession(cfg);
  } catch (error) {
    if (shopReadFailure(error, !!known.sessionId) === 'error') throw error;
    return 'ended';
  }
  const verdict = sessionRecheck(known, fresh, authOptions());
  if (verdict === 'holds' && fresh.sessionId !== known.sessionId) session.value = fresh;
  return verdict;
}

/**
 * Loads who the visitor is from the shop; concurrent callers share one load (the lock of spec 000 section 4,
 * "Session init"). A session that already lets the visitor apply insurance is kept as is unless `force` is set
 * (a login, a 401): the valid-session short cut. A signed-in visitor without a session id or customer number, a
 * shopper the shop now answers as anonymous (signed out in another tab), a shop 401 once a session id was known, or a
 * shop error saying the session expired ends the session (spec 000 sections 7 and 8); any other failure is the
 * retrieval error.
 */
export function loadSession({ force = false }: { force?: boolean } = {}): Promise<void> {
  const cfg = config.value;
  if (!cfg) return Promise.resolve();
  if (!force && !inflight && sessionStatus.value === 'ready' && signedIn.value) return Promise.resolve();
  inflight ??= (async () => {
    // Read before the load: "a session id exists" in the 401 rule is the one this page knew, and so is the shopper.
    const hadSessionId = !!session.value?.sessionId;
    const before = standing.value;
    sessionStatus.value = 'loading';
    try {
      const next = await readShopSession(cfg);
      // A shopper signed out elsewhere (another tab) while this page knew them: their session ended under the page.
      if (standingAfterRead(before, sessionStanding(next, authOptions()), loggingOut.value) === 'expired') return endShopSession();
      session.value = next;
      sessionStatus.value = 'ready';
      sessionExpired.value = false;
    } catch (error) {
      const failure = shopReadFailure(error, hadSessionId);
      if (failure === 'session-expired') return markSessionExpired();
      session.value = null;
      sessionStatus.value = failure === 'error' ? 'error' : 'ready';
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/**
 * Reads who the shopper is again when the service refused their token (the client's one refetch, spec 000 section 7),
 * unless this page already said the session ended (refetchesSession): the shopper's sign-in brings it back, never a
 * call that was under way.
 */
export function refreshAfterRefusal(): Promise<void> {
  return refetchesSession({ alreadyExpired: sessionExpired.value }) ? loadSession({ force: true }) : Promise.resolve();
}

/** The shop answered a signed-in visitor without a session id or customer number: expired, unless already so or signing out. */
function endShopSession(): void {
  if (sessionExpired.value || loggingOut.value) {
    session.value = null;
    sessionStatus.value = 'ready';
    return;
  }
  markSessionExpired();
}

/**
 * The session-expired path of the session (spec 000 section 8; spec 001 section 6): the visitor is signed out with the
 * sign-in prompt until a load succeeds, the chat resets and the host hears `session-expired` with the key
 * ERR_COOKIE_EXPIRED, once per expiry (a second caller, a poll's failure after a 401, announces nothing more). The
 * claim's state is the claim's to forget (claim-kit's endSession).
 */
export function markSessionExpired(): void {
  const announced = sessionExpired.value;
  session.value = null;
  sessionStatus.value = 'ready';
  sessionExpired.value = true;
  if (announced) return;
  hostEvents.emit('chat', { action: 'reset' });
  hostEvents.emit('session-expired', { key: 'ERR_COOKIE_EXPIRED' });
}

/**
 * Runs the shopper's sign-out (spec 000 section 8): while it runs, a shop 401 or an ended session is the sign-out
 * itself, so the session-expired path stays closed; and a sign-out ends any expiry the visitor was told of.
 */
export async function whileLoggingOut(work: () => Promise<void>): Promise<void> {
  loggingOut.value = true;
  sessionExpired.value = false;
  try {
    await work();
  } finally {
    loggingOut.value = false;
  }
}

/** Forgets the session (tests). */
export function resetSession(): void {
  session.value = null;
  sessionStatus.value = 'idle';
  sessionExpired.value = false;
  loggingOut.value = false;
  inflight = null;
}

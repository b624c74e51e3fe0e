// Who the visitor is, from the shop's answers (spec 000 sections 5 and 6).

/** The anonymous user id of the host shop when the configuration gives none (spec 000 section 3). */
export const DEFAULT_ANONYMOUS_USER_ID = '-1002';

/** A user id is valid only when non-empty after trimming and not the anonymous user id (spec 000 section 5). */
export function isValidUserId(userId: string | null | undefined, anonymousUserId = DEFAULT_ANONYMOUS_USER_ID): boolean {
  const trimmed = (userId ?? '').trim();
  return trimmed !== '' && trimmed !== anonymousUserId.trim();
}

/** Who the shop says the visitor is: registered (logged in), a guest with an account, or anonymous. */
export interface VisitorKind {
  isLoggedIn: boolean;
  isGuest: boolean;
}

/**
 * A registered shopper is logged in; an unregistered one with a valid user id is a guest account,
 * never an anonymous new user (spec 000 section 5 and 6; spec 001 section 6).
 */
export function visitorKind(registered: boolean, userId: string, anonymousUserId = DEFAULT_ANONYMOUS_USER_ID): VisitorKind {
  return { isLoggedIn: registered, isGuest: !registered && isValidUserId(userId, anonymousUserId) };
}

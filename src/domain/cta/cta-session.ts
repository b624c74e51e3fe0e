// The call-to-action's states that the session alone decides (spec 001 section 2): the product-page loader renders
// these, and only a signed-in visitor's page goes on to load the record and the rest of ctaState (cta.ts).

/** Where loading something stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The states known before any record: checking, init error (the shop session failed), signed out. */
export type SessionCtaState = 'CHECKING' | 'INIT_ERROR' | 'SIGNED_OUT';

/**
 * The state the session decides, or null once the visitor is signed in and the record decides. An unknown visitor
 * cannot be told more; a failed session is the init error of spec 001 section 8; a visitor who may not apply
 * insurance gets the sign-in prompt (spec 000 section 6).
 */
export function sessionCtaState(session: LoadStatus, signedIn: boolean): SessionCtaState | null {
  if (session === 'error') return 'INIT_ERROR';
  if (session !== 'ready') return 'CHECKING';
  return signedIn ? null : 'SIGNED_OUT';
}

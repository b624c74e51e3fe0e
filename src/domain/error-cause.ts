// Who caused an error, for the analytics event of every error shown (spec 000 section 6).

/** Errors analytics blames on the shopper's own situation (spec 000 section 6); all others are the server's. */
export const USER_CAUSED_CONTEXTS: ReadonlySet<string> = new Set(['LIMIT_REACHED', 'INSUFFICIENT_COVERAGE', 'INSURANCE_MEMBER_NOT_FOUND']);

/**
 * Who caused an error, for the analytics event of every error shown (spec 000 section 6): the three contexts of
 * USER_CAUSED_CONTEXTS are the shopper's own situation; every other name, the catalogue's or a widget's own problem
 * (TIME_EXCEEDED, the French BENEFICIARY_NOT_FOUND), is the server's, as the spec's "all others" says.
 */
export function errorCause(context: string | null | undefined): 'user' | 'server' {
  return context && USER_CAUSED_CONTEXTS.has(context) ? 'user' : 'server';
}

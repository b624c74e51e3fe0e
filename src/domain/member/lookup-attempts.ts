// The member lookups left and the lockout wait (spec 000 section 4; spec 001 sections 2 and 8), as the panel's screens
// after a failed lookup say them.

/** How many lookups are left, as the message counts them: none, one or many (spec 001 section 8); unknown is none shown. */
export function attemptsLeft(remaining: number | null | undefined): 'none' | 'one' | 'many' | null {
  if (remaining == null || remaining < 0) return null;
  return remaining === 0 ? 'none' : remaining === 1 ? 'one' : 'many';
}

/** A lockout wait as the panel says it: "try again in N minutes or seconds" (spec 001 section 2). */
export interface LockoutWait {
  unit: 'minutes' | 'seconds';
  count: number;
}

/** The wait from retryAfterSeconds: seconds under a minute, else whole minutes rounded up so the shopper never returns early. */
export function lockoutWait(retryAfterSeconds: number | null | undefined): LockoutWait | null {
  if (retryAfterSeconds == null || !(retryAfterSeconds > 0)) return null;
  const seconds = Math.ceil(retryAfterSeconds);
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** The lookup last sent from this page: its id, the details it carried, and whether its answer arrived. */
export interface SentLookup {
  id: string;
  /** The lookup's details, serialised, to tell the same lookup from new details. */
  details: string;
  answered: boolean;
}

/**
 * The id a member lookup is sent with (issue 27, "Attempts counted once"): the same details sent again after the first
 * send's answer never arrived (late past the client's timeout, cut off, unreadable) are the same lookup, so they keep its
 * id and the service counts them once, whichever of the two reaches it first; an answered lookup, or new details, is a
 * new attempt with a new id (`fresh`). The spec counts attempts (spec 000 §9, "Claim attempts: up to 3") but not how a
 * retry is told from a new try; the id is ours.
 */
export function lookupIdFor(last: SentLookup | null, details: string, fresh: () => string): string {
  return last && !last.answered && last.details === details ? last.id : fresh();
}

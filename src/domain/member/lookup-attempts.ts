// The member lookups left (spec 000 section 4; spec 001 sections 2 and 8), as the panel's screens after a failed lookup
// say them; the lockout's wait is the restriction's (src/domain/claim/restriction.ts).
import { countWord, type CountWord } from '../count-word.ts';

/** How many lookups are left, as the message counts them: none, one or many (spec 001 section 8); unknown is none shown. */
export function attemptsLeft(remaining: number | null | undefined): CountWord | null {
  if (remaining == null || remaining < 0) return null;
  return countWord(remaining);
}

/** The lookup last sent from this page: its id, the details it carried, and whether its answer arrived. */
export interface SentLookup {
  id: string;
  /** The lookup's details, serialised, to tell the same lookup from new details. */
  details: string;
  answered: boolean;
}

/**
 * The id a member lookup is sent with ("Attempts counted once"): the same details sent again after the first
 * send's answer never arrived (late past the client's timeout, cut off, unreadable) are the same lookup, so they keep its
 * id and the service counts them once, whichever of the two reaches it first; an answered lookup, or new details, is a
 * new attempt with a new id (`fresh`). The spec counts attempts (spec 000 §9, "Claim attempts: up to 3") but not how a
 * retry is told from a new try; the id is ours.
 */
export function lookupIdFor(last: SentLookup | null, details: string, fresh: () => string): string {
  return last && !last.answered && last.details === details ? last.id : fresh();
}

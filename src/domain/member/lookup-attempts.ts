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

// Why a shopper may not start a claim now and for how long, as the restricted check says it (spec 000 section 4, "A
// positive restricted check blocks new claims"; spec 001 section 2, "restricted (too many failed attempts, try again in
// N minutes or seconds)"; spec 001 section 9, "Up to 3 claim attempts, then a 24-hour wait").
import { isNullified } from './nullified.ts';
import { customerFacingStatus, type StatusRecordLike } from './record-status.ts';

/** The two restrictions a shopper meets: the member lookup paused after failed attempts, or the day's online claims used up. */
export type RestrictionReason = 'TOO_MANY_ATTEMPTS' | 'LIMIT_REACHED';

/** What the rule reads of a positive restricted check: its reason and wait, which a service may leave out. */
export interface RestrictionLike {
  reason?: string | null | undefined;
  retryAfterSeconds?: number | null | undefined;
}

/** A restriction as the page holds it: what the check said, and when the page learnt it (ms since the epoch). */
export interface HeldRestriction extends RestrictionLike {
  learntAt: number;
}

/** A lockout wait as the shopper reads it: "try again in N minutes or seconds" (spec 001 section 2). */
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

/** The word a wait is said with: its unit, singular for one ("1 minute"), as every dictionary names its sentences. */
export type WaitWord = 'minute' | 'minutes' | 'second' | 'seconds';

/** The word of a lockout wait: its unit, singular when it counts one. */
export function waitWord(wait: LockoutWait): WaitWord {
  if (wait.count !== 1) return wait.unit;
  return wait.unit === 'minutes' ? 'minute' : 'second';
}

/** What a restriction tells the shopper: which one, and the lockout's wait when it has one. */
export interface RestrictionShown {
  reason: RestrictionReason;
  wait: LockoutWait | null;
}

/**
 * The restriction as the shopper is told it, the same on the call-to-action and in the drawer, so the cart never says
 * "24 hours" beside a drawer that says "15 minutes". A check that names its reason decides; one that does not (or names
 * one we do not know) means what the place it shows in means by a restriction: the member lookup's lockout in the drawer
 * (spec 001 section 2), the daily limit on the cart (spec 000 section 4, "RESTRICTED (limit reached)"). Only a lockout
 * counts down: the daily limit's wait is the spec's 24 hours.
 */
export function restrictionShown(check: RestrictionLike | null | undefined, where: 'lookup' | 'cart'): RestrictionShown {
  const named = check?.reason;
  const reason: RestrictionReason =
    named === 'TOO_MANY_ATTEMPTS' || named === 'LIMIT_REACHED' ? named : where === 'lookup' ? 'TOO_MANY_ATTEMPTS' : 'LIMIT_REACHED';
  return { reason, wait: reason === 'TOO_MANY_ATTEMPTS' ? lockoutWait(check?.retryAfterSeconds) : null };
}

/** What the call-to-action offers to move on from a claim record (spec 001 section 8): continue it, or start a new one. */
export type NextAction = 'continueClaim' | 'newClaim' | 'applyAgain';

/** The ways on that start a new claim record (spec 000 section 2: start creates a claim record). */
const STARTS_A_CLAIM: ReadonlySet<NextAction> = new Set(['newClaim', 'applyAgain']);

/**
 * Whether the way on the call-to-action would offer can only be refused: a positive restricted check blocks new claims
 * (spec 000 section 4), whichever record's state offers one ("start a new claim" after a rejection, "apply again" after
 * a cancel), so the drawer would open on the restriction and nothing else. The card says the restriction instead. A claim
 * in progress is no new claim: whether it can still be sent is the submit's rule (src/domain/cta/submits-spent.ts).
 */
export function newClaimRefused(next: NextAction | null | undefined, check: RestrictionLike | null | undefined): boolean {
  return !!next && STARTS_A_CLAIM.has(next) && !!check;
}

/** What the rule reads of a record shown before and after a change: which record, and its status. */
export interface EndingRecordLike extends StatusRecordLike {
  id?: string | null | undefined;
}

/** Whether the call-to-action offers a new claim from the record: rejected, or cancelled (spec 001 section 8). */
function offersNewClaim(record: EndingRecordLike): boolean {
  const facing = customerFacingStatus(record);
  return facing === 'REJECTED' || (facing !== 'NULLIFY_REJECTED' && isNullified(record.status));
}

/**
 * Whether the restricted check must be asked again as the record shown changes: the same record's claim has just ended in
 * a state that offers a new claim (the insurer rejected it, or cancelled it after its acknowledgement; the shopper's own
 * cancel), by the submit's answer or a status a poll read. That claim may have been the day's last (spec 000 section 4:
 * the submits count against the daily limit), which the page learnt only as it loaded: asked now, the card says the
 * limit (newClaimRefused) instead of offering a new claim the drawer could only refuse. A record that only appears (the
 * page's load, which asks the check itself) or another record is no claim ending.
 */
export function restrictionToAskAgain(before: EndingRecordLike | null | undefined, after: EndingRecordLike | null | undefined): boolean {
  return !!before && !!after && !!after.id && before.id === after.id && !offersNewClaim(before) && offersNewClaim(after);
}

/** The restriction now: its wait counted down from when the page learnt it, 0 once it has lapsed. */
export function restrictionAt(held: HeldRestriction, now: number): RestrictionLike {
  const wait = held.retryAfterSeconds;
  return { reason: held.reason, retryAfterSeconds: wait == null ? wait : Math.max(0, wait - Math.max(0, now - held.learntAt) / 1000) };
}

/**
 * When to look at a restriction again, in ms from now: when the wait the shopper reads changes ("15 minutes" becomes
 * "14 minutes", then each second under a minute), or when it lapses and the service is asked whether it has lifted
 * (0: now). The daily limit reads "24 hours" throughout, so it is looked at only as it lapses. Null when the check gave
 * no wait: nothing will change by itself.
 */
export function nextRestrictionLook(held: HeldRestriction, now: number): number | null {
  if (!lockoutWait(held.retryAfterSeconds)) return null;
  const left = restrictionAt(held, now).retryAfterSeconds ?? 0;
  const wait = lockoutWait(left);
  if (!wait) return 0;
  if (held.reason === 'LIMIT_REACHED') return left * 1000;
  const below = wait.unit === 'seconds' ? wait.count - 1 : wait.count === 1 ? 59 : (wait.count - 1) * 60;
  return Math.max(0, left - below) * 1000;
}

// Whether a claim may still be cancelled (spec 000 sections 4 and 9, "Nullify"). Los Angeles wall-clock time, daylight
// saving included, is read with @date-fns/tz's TZDateMini, the smallest of its dates that knows a zone.
import { TZDateMini } from '@date-fns/tz/date/mini';
import { DEFAULT_NULLIFY_CUTOFF_TIME, NULLIFY_CUTOFF_TIME_ZONE } from '../constants.ts';
import type { CtaCancel } from '../cta/cta.ts';

/** Milliseconds into the day of a cut-off "HH:mm" or "HH:mm:ss"; anything else is a configuration error. */
function cutoffMs(cutoff: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(cutoff);
  if (!match) throw new RangeError(`Malformed nullify cut-off "${cutoff}": expected HH:mm:ss`);
  return ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3] ?? 0)) * 1000;
}

/** A date-time without an offset is read as UTC, never in the zone of the shopper's machine. */
function instant(value: string | Date): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value) ? `${value}Z` : value);
}

/** The cut-off zone's calendar day ("YYYY-M-D") and milliseconds into that day, for an instant. */
function wallClock(at: Date): [string, number] {
  const local = new TZDateMini(at.getTime(), NULLIFY_CUTOFF_TIME_ZONE);
  const ms = ((local.getHours() * 60 + local.getMinutes()) * 60 + local.getSeconds()) * 1000 + local.getMilliseconds();
  return [`${local.getFullYear()}-${local.getMonth() + 1}-${local.getDate()}`, ms];
}

/**
 * Whether the window to cancel a submitted claim has closed (spec 000 section 4, "Nullify"): last modified on
 * another Los Angeles calendar day than now, or now (Los Angeles time) strictly past the cut-off time of day.
 * An unreadable lastModified counts as expired: cancelling is refused rather than attempted blindly.
 * Throws a RangeError for a malformed cut-off.
 */
export function isNullifyExpired(lastModified: string | Date, now: Date, cutoff = DEFAULT_NULLIFY_CUTOFF_TIME): boolean {
  const limit = cutoffMs(cutoff);
  const modified = instant(lastModified);
  if (Number.isNaN(modified.getTime()) || Number.isNaN(now.getTime())) return true;
  const [thenDay] = wallClock(modified);
  const [today, msOfDay] = wallClock(now);
  return thenDay !== today || msOfDay > limit;
}

/** The part of a record the cart-change rule reads. */
export interface CartChangeRecordLike {
  status?: string | null | undefined;
  lastModified?: string | null | undefined;
}

/**
 * Whether a change of the cart cancels the claim, nullified with reason CART_UPDATE by the SYSTEM (spec 000 sections 3
 * and 4; spec 001 section 9, "after 30 minutes of inactivity or cart change coverage may be cancelled"): the insurer
 * accepted a share of the cart as it was, so a claim CLAIM_ACCEPTED no longer matches the cart, and is cancelled
 * while it still can be (not past the nullify cut-off). A claim still with the insurer, refused, acknowledged (already
 * cancelled or pre-authorised for the full amount), cancelled, or past the cut-off, stays as it is.
 */
export function nullifiesOnCartChange(record: CartChangeRecordLike | null | undefined, now: Date, cutoff = DEFAULT_NULLIFY_CUTOFF_TIME): boolean {
  return record?.status === 'CLAIM_ACCEPTED' && !isNullifyExpired(record.lastModified ?? '', now, cutoff);
}

/**
 * Whether the cancel the call-to-action would offer is closed by the clock (spec 000 section 4, "Nullify"): an accepted
 * claim can be cancelled online only until the Los Angeles cut-off of the day it was last modified (isNullifyExpired).
 * Past it the card offers no Cancel claim a press would only refuse, and says whom to contact instead. A claim in
 * progress or a quote retry has no cut-off.
 */
export function cancelClosed(cancel: CtaCancel | null, lastModified: string | null | undefined, now: Date): boolean {
  return cancel === 'nullify' && isNullifyExpired(lastModified ?? '', now);
}

// Whether a claim may still be cancelled (spec 000 sections 4 and 9, "Nullify"). Los Angeles wall-clock time comes from
// the browser's own Intl time-zone data, not a time-zone library: about 2 kB less for every signed-in page.
import { DEFAULT_NULLIFY_CUTOFF_TIME, NULLIFY_CUTOFF_TIME_ZONE } from './constants.ts';

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

/** The cut-off zone's calendar day ("M/D/YYYY") and milliseconds into that day, for an instant. */
function wallClock(at: Date): [string, number] {
  const parts: Record<string, string> = {};
  for (const { type, value } of CLOCK.formatToParts(at)) parts[type] = value;
  const ms = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + at.getUTCMilliseconds();
  return [`${parts.month}/${parts.day}/${parts.year}`, ms];
}

/** One formatter, made once: building an Intl formatter is the slow part. */
const CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: NULLIFY_CUTOFF_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

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

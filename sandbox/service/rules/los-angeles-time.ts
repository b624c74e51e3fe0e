// Los Angeles time: the nullify cut-off and the service's day (spec 000 §4 "Nullify", §9 "Nullify cut-off").
// The sandbox's own rules, written from the spec and not from the widgets' src/domain, so that a widget test run
// against the sandbox can show the widgets wrong; rules.test.ts checks each against the widgets' rule too.

/** The zone the nullify cut-off is evaluated in (spec 000 §9: "evaluated in America/Los_Angeles time"). */
const LOS_ANGELES = 'America/Los_Angeles';

/** The nullify cut-off time of day (spec 000 §9: "23:59:59 in one setting"; the other settings' value is not shown). */
const NULLIFY_CUTOFF = '23:59:59';

/** Reads an instant as Los Angeles wall-clock parts; built once, as Intl formatters are slow to make. */
const LA_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: LOS_ANGELES,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
});

/** An instant on the Los Angeles wall clock: its calendar day (yyyy-MM-dd) and the milliseconds since that day's midnight. */
interface LosAngelesClock {
  day: string;
  msOfDay: number;
}

/** The Los Angeles calendar day and time of day of an instant, daylight saving included (Intl knows the zone's rules). */
function losAngelesClock(epochMs: number): LosAngelesClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of LA_PARTS.formatToParts(epochMs)) parts[type] = value;
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts[type] ?? 0);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    msOfDay: ((n('hour') * 60 + n('minute')) * 60 + n('second')) * 1000 + n('fractionalSecond'),
  };
}

/**
 * The Los Angeles calendar day (yyyy-MM-dd) of an instant: the service's day, in which its daily limits of claims and
 * quotes count (spec 000 §8 LIMIT_REACHED "daily limit", REQUEST_QUOTE_RESTRICTED "daily quote attempts"), the same day
 * the nullify cut-off reads (spec 000 §9), so every limit resets together.
 */
export function losAngelesDay(epochMs: number): string {
  return losAngelesClock(epochMs).day;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds from an instant to the next Los Angeles midnight, when the service's daily limits lift (spec 000 §8
 * REQUEST_QUOTE_RESTRICTED, LIMIT_REACHED). A day is 23 or 25 hours long when daylight saving starts or ends, so a
 * guess of 24 hours less the time of day is corrected by the wall clock it lands on (the changes happen at 02:00,
 * never between midnight and 01:00, so one correction lands on midnight).
 */
export function msToNextLosAngelesDay(epochMs: number): number {
  const now = losAngelesClock(epochMs);
  let next = epochMs + (DAY_MS - now.msOfDay);
  for (let tries = 0; tries < 3; tries += 1) {
    const there = losAngelesClock(next);
    if (there.msOfDay === 0 && there.day !== now.day) break;
    // Still today (a 25-hour day): go on to its midnight; already tomorrow (a 23-hour day): come back to it.
    next += there.day === now.day ? DAY_MS - there.msOfDay : -there.msOfDay;
  }
  return next - epochMs;
}

/** Milliseconds into the day of a cut-off "HH:mm:ss" (or "HH:mm"); a malformed one is a configuration error. */
function cutoffMsOfDay(cutoff: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(cutoff);
  const [hours, minutes, seconds] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3] ?? 0)];
  if (!match || hours > 23 || minutes > 59 || seconds > 59) throw new RangeError(`nullify cut-off "${cutoff}" is not HH:mm:ss`);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/**
 * An ISO date-time as epoch milliseconds, or NaN when it cannot be read. Read field by field rather than by
 * Date.parse, so no runtime's leniency decides: a date-time without an offset is UTC (a service timestamp, never the
 * zone of the machine reading it); a date alone is that day's UTC midnight.
 */
function instantOf(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset = 'Z'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return Number.NaN;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3)));
  // Date.UTC rolls 31 April over to 1 May; a day the month does not have is unreadable, not another day.
  if (new Date(utc).getUTCDate() !== d) return Number.NaN;
  if (offset.toUpperCase() === 'Z') return utc;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/**
 * spec 000 §4 "Nullify" and §9 "Nullify cut-off": a record is nullify-expired if it was last modified on a different
 * Los Angeles day than today, or if now (Los Angeles time) is past the cut-off time of day. "Past" is strictly after:
 * at 23:59:59.000 a claim may still be cancelled, a millisecond later it may not. A lastModified the service cannot
 * read (missing, malformed) counts as expired: cancelling is refused rather than decided on a guess.
 */
export function nullifyExpired(lastModified: string | null | undefined, now: Date, cutoff = NULLIFY_CUTOFF): boolean {
  const limit = cutoffMsOfDay(cutoff);
  const modified = instantOf(lastModified ?? '');
  if (Number.isNaN(modified) || Number.isNaN(now.getTime())) return true;
  const today = losAngelesClock(now.getTime());
  return losAngelesClock(modified).day !== today.day || today.msOfDay > limit;
}

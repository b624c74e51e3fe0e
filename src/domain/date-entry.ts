// How a shopper types a date in the forms, read the ways people write one, and written back in the flow's entry
// format (spec 000 section 5: spaces removed; spec 001 section 5: MM / DD / YYYY in North America, DD / MM / YYYY in France).
import { daysInMonth, isIsoDate } from './dates.ts';
import type { Flow } from './host/flow.ts';

/** How a shopper types a date: month first in North America, day first in France (spec 001 section 5). */
export type EntryFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY';

/**
 * The entry format of a flow's date fields (spec 001 section 5). The shop's display format (dateFormat, spec 000
 * section 3) does not change it: spec 001 section 5 names each flow's entry format outright, and the fields' hints and
 * messages say so, so what a shopper types stays the flow's while what they are shown elsewhere follows the shop.
 */
export function entryFormatOf(flow: Flow): EntryFormat {
  return flow === 'france' ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

/** The date a refusal of a typed date shows as its example ("e.g. 01/15/1985"): its day cannot be read as a month. */
export const EXAMPLE_DATE = '1985-01-15';

/** The day of the month of a recent example: past the 12th, so it cannot be read as a month either. */
const EXAMPLE_DAY = 15;

/** Year first, as ISO writes it (1985-01-15, also 1985/01/15): read the same in every flow. */
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
/** Year last with one separator used twice: 1/15/1985, 01-15-1985, 15.01.1985. */
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;
/** Eight digits without separators: 01151985 (or 15011985 day first). */
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

const iso = (year: string, month: string, day: string): string => `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;

/** A date as typed: year, month and day, as numbers written in digits, each maybe out of range. */
type Reading = readonly [year: string, month: string, day: string];

/**
 * The ways a typed text reads as a date, the flow's order first (month first in North America, day first in France),
 * before any check that the date exists; none when it has no date's shape.
 */
function readings(text: string | null | undefined, format: EntryFormat): Reading[] {
  const compact = (text ?? '').replace(/\s+/g, '');
  const yearFirst = YEAR_FIRST.exec(compact);
  if (yearFirst) return [[yearFirst[1] as string, yearFirst[3] as string, yearFirst[4] as string]];
  const parts = YEAR_LAST.exec(compact) ?? DIGITS.exec(compact);
  if (!parts) return [];
  const [first, second, year] = (parts.length === 5 ? [parts[1], parts[3], parts[4]] : [parts[1], parts[2], parts[3]]) as [string, string, string];
  const monthFirst: Reading = [year, first, second];
  const dayFirst: Reading = [year, second, first];
  return format === 'MM/DD/YYYY' ? [monthFirst, dayFirst] : [dayFirst, monthFirst];
}

/**
 * The ISO date a shopper typed, or null. Spaces are removed first (spec 000 section 5, so "12 / 31 / 1990" reads);
 * then the forms people type are read: year last with one or two digits for month and day and "/", "-" or "." between
 * them (1/15/1985, 01/15/1985), eight digits (01151985), or year first as ISO (1985-01-15). Month and day are in the
 * flow's order (spec 001 section 5); a text that only reads as a date the other way round, because its first number
 * cannot be a month in North America (15/01/1985) or its second cannot be one in France (01/15/1985), is read that way,
 * since it has no other meaning (our choice). A two-digit year is refused: a birth in 85 could be 1985 or 2085.
 * The date must exist, year 1900 to 2099 (spec 000 section 5).
 */
export function parseEntry(text: string | null | undefined, format: EntryFormat): string | null {
  return readings(text, format).map(([year, month, day]) => iso(year, month, day)).find((date) => isIsoDate(date)) ?? null;
}

/**
 * Why a typed date is refused, so its message says what to change (spec 001 section 5: a date "required and
 * validated"): 'format' when the text has no date's shape (letters, a two-digit year, a missing part), 'year' when it
 * reads as a date whose year is outside 1900 to 2099 (spec 000 section 5), 'noSuchDate' when it reads as a date no
 * calendar has, either way round (31/02/1985, 13/13/1990).
 */
export type EntryFault = 'format' | 'year' | 'noSuchDate';

/** Why `text` is no date in the flow's format, or null when parseEntry reads it as one. */
export function entryFault(text: string | null | undefined, format: EntryFormat): EntryFault | null {
  if (parseEntry(text, format) !== null) return null;
  const read = readings(text, format);
  if (read.length === 0) return 'format';
  const year = Number(read[0]?.[0]);
  return year < 1900 || year > 2099 ? 'year' : 'noSuchDate';
}

/**
 * The date a refused date's message gives as its example, one the field accepts: a date of birth shows EXAMPLE_DATE;
 * a date that must be recent (a prescription's, valid 12 or 24 months, spec 000 section 5) shows the latest 15th on or
 * before today, so it never ages into a date the field refuses. Its day, past the 12th, is never read as a month.
 */
export function exampleDate(recent: boolean, today: string): string {
  if (!recent || !isIsoDate(today)) return EXAMPLE_DATE;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const [y, m] = day >= EXAMPLE_DAY ? [year, month] : month === 1 ? [year - 1, 12] : [year, month - 1];
  // Every month has a 15th; daysInMonth keeps the rule honest should the example's day change.
  return iso(String(y), String(m), String(Math.min(EXAMPLE_DAY, daysInMonth(y, m))));
}

/** The entry text of an ISO date in the flow's format, "01/15/1985" or "15/01/1985"; empty for a non-date. */
export function toEntry(isoDate: string | null | undefined, format: EntryFormat): string {
  if (!isIsoDate(isoDate)) return '';
  const [year, month, day] = isoDate.split('-');
  return format === 'MM/DD/YYYY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/**
 * What a date field shows once the shopper leaves it: what they typed, written in the flow's format when it reads as a
 * date (1/15/1985 becomes 01/15/1985, so they see how it was read), else as typed, for its message to explain.
 */
export function normalizeEntry(text: string, format: EntryFormat): string {
  return toEntry(parseEntry(text, format), format) || text;
}

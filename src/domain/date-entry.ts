// How a shopper types a date in the forms, read the ways people write one, and written back in the flow's entry
// format (spec 000 section 5: spaces removed; spec 001 section 5: MM / DD / YYYY in North America, DD / MM / YYYY in France).
import { isIsoDate } from './dates.ts';
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

/** The date every refusal of a typed date shows as its example ("e.g. 01/15/1985"): its day cannot be read as a month. */
export const EXAMPLE_DATE = '1985-01-15';

/** Year first, as ISO writes it (1985-01-15, also 1985/01/15): read the same in every flow. */
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
/** Year last with one separator used twice: 1/15/1985, 01-15-1985, 15.01.1985. */
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})$/;
/** Eight digits without separators: 01151985 (or 15011985 day first). */
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

const iso = (year: string, month: string, day: string): string => `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;

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
  const compact = (text ?? '').replace(/\s+/g, '');
  const yearFirst = YEAR_FIRST.exec(compact);
  if (yearFirst) {
    const date = iso(yearFirst[1] as string, yearFirst[3] as string, yearFirst[4] as string);
    return isIsoDate(date) ? date : null;
  }
  const parts = YEAR_LAST.exec(compact) ?? DIGITS.exec(compact);
  if (!parts) return null;
  const [first, second, year] = parts.length === 5 ? [parts[1], parts[3], parts[4]] : [parts[1], parts[2], parts[3]];
  const monthFirst = iso(year as string, first as string, second as string);
  const dayFirst = iso(year as string, second as string, first as string);
  const [usual, other] = format === 'MM/DD/YYYY' ? [monthFirst, dayFirst] : [dayFirst, monthFirst];
  if (isIsoDate(usual)) return usual;
  return isIsoDate(other) ? other : null;
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

// Typed dates, as tables citing spec 000 §5 (ISO dates, strict with spaces removed) and spec 001 §5 (each flow's entry
// format): the forms people type are read, and written back in the flow's format.
import { describe, expect, test } from 'vitest';
import { entryFault, entryFormatOf, EXAMPLE_DATE, exampleDate, normalizeEntry, parseEntry, toEntry, type EntryFault, type EntryFormat } from './date-entry.ts';
import { isPastDate } from './dates.ts';
import { isPrescriptionCurrent, type PrescriptionKind } from './prescription/prescriptions.ts';
import type { Flow } from './host/flow.ts';

const NA: EntryFormat = 'MM/DD/YYYY';
const FR: EntryFormat = 'DD/MM/YYYY';

describe('spec 001 §5 dates: entryFormatOf', () => {
  test.each<{ flow: Flow; format: EntryFormat }>([
    { flow: 'north-america', format: 'MM/DD/YYYY' },
    { flow: 'france', format: 'DD/MM/YYYY' },
  ])('spec 001 §5: the $flow flow types dates as $format', ({ flow, format }) => {
    expect(entryFormatOf(flow)).toBe(format);
  });
});

describe('spec 000 §5 / spec 001 §5 dates: parseEntry reads the forms people type', () => {
  test.each<{ name: string; text: string | null | undefined; format: EntryFormat; iso: string | null }>([
    // North America, month first (spec 001 §5: MM / DD / YYYY).
    { name: 'reads 01/15/1985, the entry format', text: '01/15/1985', format: NA, iso: '1985-01-15' },
    { name: 'reads 1/15/1985, one-digit month', text: '1/15/1985', format: NA, iso: '1985-01-15' },
    { name: 'reads 1/5/1985, one-digit month and day', text: '1/5/1985', format: NA, iso: '1985-01-05' },
    { name: 'reads 01151985, eight digits', text: '01151985', format: NA, iso: '1985-01-15' },
    { name: 'reads 1985-01-15, ISO', text: '1985-01-15', format: NA, iso: '1985-01-15' },
    { name: 'reads 1985/01/15, year first with slashes', text: '1985/01/15', format: NA, iso: '1985-01-15' },
    { name: 'reads 01-15-1985, dashes', text: '01-15-1985', format: NA, iso: '1985-01-15' },
    { name: 'reads 01.15.1985, dots', text: '01.15.1985', format: NA, iso: '1985-01-15' },
    { name: 'removes the spaces of the hint layout (spec 000 §5)', text: '12 / 31 / 1990', format: NA, iso: '1990-12-31' },
    { name: 'removes spaces anywhere, tabs included', text: ' 1 2/3 1/\t1990 ', format: NA, iso: '1990-12-31' },
    { name: 'reads 02/03/2001 month first', text: '02/03/2001', format: NA, iso: '2001-02-03' },
    { name: 'reads 15/01/1985 day first, its only meaning', text: '15/01/1985', format: NA, iso: '1985-01-15' },
    { name: 'reads 15011985 day first, its only meaning', text: '15011985', format: NA, iso: '1985-01-15' },
    // France, day first (spec 001 §5: DD / MM / YYYY).
    { name: 'France: reads 15/01/1985, the entry format', text: '15/01/1985', format: FR, iso: '1985-01-15' },
    { name: 'France: reads 15011985, eight digits', text: '15011985', format: FR, iso: '1985-01-15' },
    { name: 'France: reads 5/1/1985, one digit each', text: '5/1/1985', format: FR, iso: '1985-01-05' },
    { name: 'France: reads 15.01.1985, dots', text: '15.01.1985', format: FR, iso: '1985-01-15' },
    { name: 'France: reads 1985-01-15, ISO', text: '1985-01-15', format: FR, iso: '1985-01-15' },
    { name: 'France: reads 02/03/2001 day first', text: '02/03/2001', format: FR, iso: '2001-03-02' },
    { name: 'France: reads 01/15/1985 month first, its only meaning', text: '01/15/1985', format: FR, iso: '1985-01-15' },
    { name: 'France: removes the spaces of the hint layout', text: '31 / 12 / 1990', format: FR, iso: '1990-12-31' },
    // Refused.
    { name: 'refuses 13/13/1990, no month either way', text: '13/13/1990', format: NA, iso: null },
    { name: 'refuses a day that does not exist', text: '02/30/2023', format: NA, iso: null },
    { name: 'refuses 29 February of a common year in ISO', text: '2023-02-29', format: NA, iso: null },
    { name: 'refuses a two-digit year', text: '12/31/90', format: NA, iso: null },
    { name: 'refuses six digits', text: '011585', format: NA, iso: null },
    { name: 'refuses seven digits, which read two ways', text: '1151985', format: NA, iso: null },
    { name: 'refuses mixed separators', text: '01/15-1985', format: NA, iso: null },
    { name: 'refuses a year before 1900', text: '12/31/1899', format: NA, iso: null },
    { name: 'refuses a year after 2099', text: '2100-01-01', format: FR, iso: null },
    { name: 'refuses trailing text', text: '12/31/1990x', format: NA, iso: null },
    { name: 'refuses words', text: 'January 15 1985', format: NA, iso: null },
    { name: 'refuses empty text', text: '', format: FR, iso: null },
    { name: 'refuses null', text: null, format: FR, iso: null },
  ])('spec 000 §5: $name', ({ text, format, iso }) => {
    expect(parseEntry(text, format)).toBe(iso);
  });
});

describe('spec 001 §5 dates: toEntry and normalizeEntry write the flow’s format', () => {
  test.each<{ name: string; iso: string | null | undefined; format: EntryFormat; text: string }>([
    { name: 'writes month first in North America', iso: '1990-12-31', format: NA, text: '12/31/1990' },
    { name: 'writes day first in France', iso: '1990-12-31', format: FR, text: '31/12/1990' },
    { name: 'keeps leading zeros', iso: '2001-03-02', format: FR, text: '02/03/2001' },
    { name: 'gives an empty field for a date that does not exist', iso: '2023-02-30', format: NA, text: '' },
    { name: 'gives an empty field for null', iso: null, format: NA, text: '' },
  ])('spec 001 §5: $name', ({ iso, format, text }) => {
    expect(toEntry(iso, format)).toBe(text);
  });

  test.each<{ typed: string; format: EntryFormat; shown: string }>([
    { typed: '1/15/1985', format: NA, shown: '01/15/1985' },
    { typed: '01151985', format: NA, shown: '01/15/1985' },
    { typed: '1985-01-15', format: NA, shown: '01/15/1985' },
    { typed: '15/01/1985', format: NA, shown: '01/15/1985' },
    { typed: '15011985', format: FR, shown: '15/01/1985' },
    { typed: '1985-01-15', format: FR, shown: '15/01/1985' },
    { typed: '15 / 1 / 1985', format: FR, shown: '15/01/1985' },
    { typed: '31/31/1985', format: NA, shown: '31/31/1985' },
    { typed: 'tomorrow', format: FR, shown: 'tomorrow' },
  ])('spec 001 §5: $typed typed shows as $shown in $format (a refused text stays as typed)', ({ typed, format, shown }) => {
    expect(normalizeEntry(typed, format)).toBe(shown);
  });

  test.each<{ iso: string; format: EntryFormat }>([
    { iso: '1990-12-31', format: NA },
    { iso: '2024-02-29', format: FR },
    { iso: '1900-01-01', format: NA },
    { iso: EXAMPLE_DATE, format: FR },
  ])('spec 000 §5: $iso round-trips through the $format entry text', ({ iso, format }) => {
    expect(parseEntry(toEntry(iso, format), format)).toBe(iso);
  });

  test.each<{ format: EntryFormat; example: string }>([
    { format: NA, example: '01/15/1985' },
    { format: FR, example: '15/01/1985' },
  ])('spec 001 §5: the example of a refusal in $format is $example, its day no month', ({ format, example }) => {
    expect(toEntry(EXAMPLE_DATE, format)).toBe(example);
  });
});

describe('spec 001 §5 field wording: entryFault tells a date in the wrong format from one that does not exist', () => {
  test.each<{ name: string; text: string | null | undefined; format: EntryFormat; fault: EntryFault | null }>([
    // The format is wrong: the message names the format to type.
    { name: 'letters are no date', text: 'abc', format: FR, fault: 'format' },
    { name: 'a two-digit year is no date’s shape', text: '12/31/90', format: NA, fault: 'format' },
    { name: 'mixed separators', text: '01/15-1985', format: NA, fault: 'format' },
    { name: 'seven digits, which read two ways', text: '1151985', format: NA, fault: 'format' },
    { name: 'a missing part', text: '31/02', format: FR, fault: 'format' },
    { name: 'empty text', text: '', format: FR, fault: 'format' },
    { name: 'null', text: null, format: NA, fault: 'format' },
    // The format is right, the day is not on the calendar: the message says so, not the format.
    { name: '31/02/1985 in France: no 31 February', text: '31/02/1985', format: FR, fault: 'noSuchDate' },
    { name: '02/31/1985 in North America: no 31 February', text: '02/31/1985', format: NA, fault: 'noSuchDate' },
    { name: '30/02/2025 in France, whichever way round', text: '30/02/2025', format: FR, fault: 'noSuchDate' },
    { name: '13/13/1990: no month either way', text: '13/13/1990', format: NA, fault: 'noSuchDate' },
    { name: 'day zero', text: '00/01/1990', format: FR, fault: 'noSuchDate' },
    { name: '29 February of a common year in ISO', text: '2023-02-29', format: NA, fault: 'noSuchDate' },
    { name: 'eight digits of no day', text: '31021985', format: FR, fault: 'noSuchDate' },
    // The format is right, the year is not one the service takes (spec 000 §5: 1900 to 2099).
    { name: 'a year before 1900', text: '01/01/1899', format: FR, fault: 'year' },
    { name: 'a year after 2099, in ISO', text: '2100-01-01', format: NA, fault: 'year' },
    // A date.
    { name: 'a date in the flow’s format', text: '15/01/1985', format: FR, fault: null },
    { name: 'a date read the other way round, its only meaning', text: '15/01/1985', format: NA, fault: null },
    { name: '29 February of a leap year', text: '29/02/2024', format: FR, fault: null },
  ])('spec 001 §5 (spec 000 §5, strict dates): $name', ({ text, format, fault }) => {
    expect(entryFault(text, format)).toBe(fault);
  });
});

describe('spec 001 §5 field wording: exampleDate gives an example the field accepts', () => {
  test.each<{ name: string; recent: boolean; today: string; example: string }>([
    { name: 'a date of birth shows the fixed example', recent: false, today: '2026-11-28', example: EXAMPLE_DATE },
    { name: 'a prescription, past the 15th: this month’s 15th', recent: true, today: '2026-11-28', example: '2026-11-15' },
    { name: 'a prescription on the 15th: today', recent: true, today: '2026-11-15', example: '2026-11-15' },
    { name: 'a prescription before the 15th: last month’s', recent: true, today: '2026-11-14', example: '2026-10-15' },
    { name: 'a prescription early in January: last December’s', recent: true, today: '2027-01-03', example: '2026-12-15' },
    { name: 'a prescription in a leap February', recent: true, today: '2028-02-29', example: '2028-02-15' },
    { name: 'no today to count from: the fixed example', recent: true, today: '', example: EXAMPLE_DATE },
  ])('spec 001 §5: $name', ({ recent, today, example }) => {
    expect(exampleDate(recent, today)).toBe(example);
  });

  test.each<{ today: string; kind: PrescriptionKind }>([
    { today: '2026-11-28', kind: 'contacts' },
    { today: '2026-01-01', kind: 'contacts' },
    { today: '2031-03-14', kind: 'glasses' },
  ])('spec 000 §5: on $today the example is a prescription date the $kind rule takes in France, its day no month', ({ today, kind }) => {
    const example = exampleDate(true, today);
    expect(isPastDate(example, today)).toBe(true);
    expect(isPrescriptionCurrent(example, kind, 'france', today)).toBe(true);
    expect(parseEntry(toEntry(example, NA), NA)).toBe(example);
    expect(parseEntry(toEntry(example, FR), FR)).toBe(example);
  });
});

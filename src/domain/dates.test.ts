// ISO dates and date display, as tables citing spec 000 §5 and §9 and spec 001 §9 (typed dates: date-entry.test.ts).
// Every instant is built in UTC and every display names its zone, so no row depends on the machine's zone.
import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, isIsoDate, isoDay, isPastDate, looksIso } from './dates.ts';

describe('spec 000 §5 dates: isIsoDate', () => {
  test.each<{ name: string; value: string | null | undefined; valid: boolean }>([
    { name: 'accepts an ordinary date', value: '1990-12-31', valid: true },
    { name: 'accepts the first day of 1900', value: '1900-01-01', valid: true },
    { name: 'accepts the last day of 2099', value: '2099-12-31', valid: true },
    { name: 'accepts 29 February of a leap year', value: '2024-02-29', valid: true },
    { name: 'accepts 29 February 2000 (a century divisible by 400)', value: '2000-02-29', valid: true },
    { name: 'rejects year 1899', value: '1899-12-31', valid: false },
    { name: 'rejects year 2100', value: '2100-01-01', valid: false },
    { name: 'rejects month 13', value: '1990-13-01', valid: false },
    { name: 'rejects month 00', value: '1990-00-10', valid: false },
    { name: 'rejects day 00', value: '1990-01-00', valid: false },
    { name: 'rejects day 32', value: '1990-01-32', valid: false },
    { name: 'rejects 30 February, which the ranges alone would allow', value: '2023-02-30', valid: false },
    { name: 'rejects 29 February of a common year', value: '2023-02-29', valid: false },
    { name: 'rejects 29 February 1900 (a century not divisible by 400)', value: '1900-02-29', valid: false },
    { name: 'rejects 31 April', value: '2023-04-31', valid: false },
    { name: 'rejects a one-digit month', value: '1990-1-01', valid: false },
    { name: 'rejects a timestamp (only looksIso reads the first 10 characters)', value: '1990-12-31T00:00:00Z', valid: false },
    { name: 'rejects slashes', value: '1990/12/31', valid: false },
    { name: 'rejects a leading space', value: ' 1990-12-31', valid: false },
    { name: 'rejects empty text', value: '', valid: false },
    { name: 'rejects null', value: null, valid: false },
    { name: 'rejects undefined', value: undefined, valid: false },
  ])('spec 000 §5: $name', ({ value, valid }) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});

describe('spec 000 §5 dates: looksIso', () => {
  test.each<{ name: string; value: string | null | undefined; iso: boolean }>([
    { name: 'counts a plain ISO date', value: '2026-11-22', iso: true },
    { name: 'counts a timestamp by its first 10 characters', value: '2026-11-22T18:12:00.000Z', iso: true },
    { name: 'counts any tail after a valid date', value: '2026-11-22 whatever', iso: true },
    { name: 'does not count a timestamp whose date does not exist', value: '2026-02-30T00:00:00Z', iso: false },
    { name: 'does not count a short date', value: '2026-11-2', iso: false },
    { name: 'does not count an entry-format date', value: '11/22/2026', iso: false },
    { name: 'does not count null', value: null, iso: false },
  ])('spec 000 §5: $name', ({ value, iso }) => {
    expect(looksIso(value)).toBe(iso);
  });
});

// 2026-11-23T02:12Z is 6:12 PM on 22 November in Los Angeles and 3:12 AM on 23 November in Paris.
const EVENING_LA = new Date(Date.UTC(2026, 10, 23, 2, 12));

describe('spec 000 §3, §9 / spec 001 §9 date-time display: formatDateTime', () => {
  test.each<{ name: string; date: Date; locale: string; zone: string; format?: string; text: string }>([
    { name: 'English, the default MM/dd/yyyy: month day, year, 12-hour time with PM', date: EVENING_LA, locale: 'en-ca', zone: 'America/Los_Angeles', text: '11/22/2026, 6:12 PM' },
    { name: 'US English: the same layout', date: EVENING_LA, locale: 'en-us', zone: 'America/Los_Angeles', text: '11/22/2026, 6:12 PM' },
    { name: 'English: the same instant on the next day in UTC', date: EVENING_LA, locale: 'en-ca', zone: 'UTC', text: '11/23/2026, 2:12 AM' },
    { name: 'English: midnight is 12 AM', date: new Date(Date.UTC(2026, 0, 5, 0, 7)), locale: 'en-ca', zone: 'UTC', text: '01/05/2026, 12:07 AM' },
    { name: 'English: noon is 12 PM', date: new Date(Date.UTC(2026, 0, 5, 12, 0)), locale: 'en-ca', zone: 'UTC', text: '01/05/2026, 12:00 PM' },
    { name: 'English: 11 in the morning is AM', date: new Date(Date.UTC(2026, 0, 5, 11, 59)), locale: 'en-ca', zone: 'UTC', text: '01/05/2026, 11:59 AM' },
    { name: 'English: summer time is applied (Toronto, July)', date: new Date(Date.UTC(2026, 6, 1, 16, 30)), locale: 'en-ca', zone: 'America/Toronto', text: '07/01/2026, 12:30 PM' },
    { name: 'English, the shop format MMMM d, yyyy: the month by name', date: EVENING_LA, locale: 'en-ca', zone: 'America/Los_Angeles', format: 'MMMM d, yyyy', text: 'November 22, 2026, 6:12 PM' },
    { name: 'English, the shop format dd/MM/yyyy: day first', date: EVENING_LA, locale: 'en-ca', zone: 'America/Los_Angeles', format: 'dd/MM/yyyy', text: '22/11/2026, 6:12 PM' },
    { name: 'French (France), the shop format dd/MM/yyyy: 24-hour time', date: EVENING_LA, locale: 'fr-fr', zone: 'America/Los_Angeles', format: 'dd/MM/yyyy', text: '22/11/2026, 18:12' },
    { name: 'French (France): two-digit hours in the small hours', date: EVENING_LA, locale: 'fr-fr', zone: 'Europe/Paris', format: 'dd/MM/yyyy', text: '23/11/2026, 03:12' },
    { name: 'French, the shop format d MMMM yyyy: the first of the month is written 1er', date: new Date(Date.UTC(2026, 4, 1, 8, 5)), locale: 'fr-fr', zone: 'UTC', format: 'd MMMM yyyy', text: '1er mai 2026, 08:05' },
    { name: 'French (Quebec), the default format: 24-hour time written with h', date: EVENING_LA, locale: 'fr-ca', zone: 'America/Los_Angeles', text: '11/22/2026, 18 h 12' },
    { name: 'English keeps 1 as a plain number', date: new Date(Date.UTC(2026, 4, 1, 8, 5)), locale: 'en-ca', zone: 'UTC', format: 'MMMM d, yyyy', text: 'May 1, 2026, 8:05 AM' },
  ])('spec 000 §9: $name', ({ date, locale, zone, format, text }) => {
    expect(formatDateTime(date, locale, { dateFormat: format, timeZone: zone })).toBe(text);
  });

  test('spec 000 §9: without a zone the runtime zone is used', () => {
    const runtimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(EVENING_LA, 'en-ca')).toBe(formatDateTime(EVENING_LA, 'en-ca', { timeZone: runtimeZone }));
  });

  test('spec 000 §9: an invalid date shows nothing rather than "Invalid Date"', () => {
    expect(formatDateTime(new Date(Number.NaN), 'en-ca', { timeZone: 'UTC' })).toBe('');
  });
});

describe('spec 000 §3 host date format / spec 001 §9 date display: formatDate', () => {
  test.each<{ name: string; iso: string; locale: string; format?: string | null; text: string }>([
    { name: 'no format given: the default MM/dd/yyyy', iso: '2026-11-22', locale: 'en-ca', text: '11/22/2026' },
    { name: 'the default MM/dd/yyyy written out', iso: '2026-03-04', locale: 'en-ca', format: 'MM/dd/yyyy', text: '03/04/2026' },
    { name: 'dd/MM/yyyy puts the day first', iso: '2026-03-04', locale: 'en-ca', format: 'dd/MM/yyyy', text: '04/03/2026' },
    { name: 'dd/MM/yyyy in French', iso: '2026-11-22', locale: 'fr-fr', format: 'dd/MM/yyyy', text: '22/11/2026' },
    { name: 'the internal yyyy-MM-dd', iso: '2026-03-04', locale: 'en-ca', format: 'yyyy-MM-dd', text: '2026-03-04' },
    { name: 'one-digit tokens drop the zeros', iso: '2026-03-04', locale: 'en-ca', format: 'M/d/yy', text: '3/4/26' },
    { name: 'dots as separators', iso: '2026-03-04', locale: 'fr-ca', format: 'dd.MM.yyyy', text: '04.03.2026' },
    { name: 'MMMM d, yyyy: the month by name in English', iso: '2026-11-22', locale: 'en-ca', format: 'MMMM d, yyyy', text: 'November 22, 2026' },
    { name: 'd MMMM yyyy: the month by name in French', iso: '2026-11-22', locale: 'fr-fr', format: 'd MMMM yyyy', text: '22 novembre 2026' },
    { name: 'd MMMM yyyy in French: the first of the month is 1er', iso: '2026-11-01', locale: 'fr-ca', format: 'd MMMM yyyy', text: '1er novembre 2026' },
    { name: 'd/MM/yyyy in French: no ordinal without the month name', iso: '2026-11-01', locale: 'fr-fr', format: 'd/MM/yyyy', text: '1/11/2026' },
    { name: 'MMM: the short month name', iso: '2026-11-22', locale: 'en-ca', format: 'MMM d, yyyy', text: 'Nov 22, 2026' },
    { name: 'a format without a day is a mistake: the default is used', iso: '2026-11-22', locale: 'en-ca', format: 'MM/yyyy', text: '11/22/2026' },
    { name: 'a format without any token is a mistake: the default is used', iso: '2026-11-22', locale: 'en-ca', format: 'date', text: '11/22/2026' },
    { name: 'an empty format: the default', iso: '2026-11-22', locale: 'en-ca', format: '', text: '11/22/2026' },
    { name: 'a null format: the default', iso: '2026-11-22', locale: 'en-ca', format: null, text: '11/22/2026' },
    { name: 'braces in a format are dropped', iso: '2026-11-22', locale: 'en-ca', format: '{dd}/{MM}/{yyyy}', text: '22/11/2026' },
    { name: 'a timestamp shows its calendar date', iso: '2026-11-22T23:30:00Z', locale: 'en-us', format: 'dd/MM/yyyy', text: '22/11/2026' },
    { name: 'a text that is not ISO comes back unchanged', iso: '22/11/2026', locale: 'en-ca', text: '22/11/2026' },
    { name: 'an empty text stays empty', iso: '', locale: 'en-ca', text: '' },
    { name: 'a locale without its own texts names months in English, never a mix of languages', iso: '2026-11-22', locale: 'es-mx', format: 'MMMM d, yyyy', text: 'November 22, 2026' },
  ])('spec 000 §3: $name', ({ iso, locale, format, text }) => {
    expect(formatDate(iso, locale, format)).toBe(text);
  });
});

describe('spec 000 §4 / §9: isoDay, the calendar day of an instant in a zone', () => {
  test.each<{ name: string; zone: string; day: string }>([
    { name: 'still 22 November in Los Angeles', zone: 'America/Los_Angeles', day: '2026-11-22' },
    { name: 'already 23 November in UTC', zone: 'UTC', day: '2026-11-23' },
    { name: 'already 23 November in Paris', zone: 'Europe/Paris', day: '2026-11-23' },
  ])('spec 000 §9: $name', ({ zone, day }) => {
    expect(isoDay(EVENING_LA, zone)).toBe(day);
  });

  test.each<{ name: string; at: Date }>([
    { name: 'an evening in Los Angeles', at: EVENING_LA },
    { name: 'a New Year’s midnight in UTC', at: new Date('2027-01-01T00:00:00Z') },
    { name: 'a summer noon in UTC', at: new Date('2026-07-15T12:00:00Z') },
  ])('spec 000 §9: without a zone, the day on the runtime’s own clock ($name)', ({ at }) => {
    expect(isoDay(at)).toBe(isoDay(at, Intl.DateTimeFormat().resolvedOptions().timeZone));
  });
});

describe('spec 001 §5 dates not in the future: isPastDate', () => {
  test.each<{ name: string; iso: string | null | undefined; today: string; past: boolean }>([
    { name: 'a date before today is past', iso: '1990-12-31', today: '2026-11-22', past: true },
    { name: 'today counts (a prescription written today)', iso: '2026-11-22', today: '2026-11-22', past: true },
    { name: 'tomorrow is in the future', iso: '2026-11-23', today: '2026-11-22', past: false },
    { name: 'a date that does not exist is not past', iso: '2023-02-30', today: '2026-11-22', past: false },
    { name: 'nothing is past against an invalid today', iso: '1990-12-31', today: 'today', past: false },
    { name: 'null is not past', iso: null, today: '2026-11-22', past: false },
  ])('spec 001 §5: $name', ({ iso, today, past }) => {
    expect(isPastDate(iso, today)).toBe(past);
  });
});


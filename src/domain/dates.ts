// Date rules: strict ISO dates and the display of dates and date-times (spec 000 sections 5 and 9; spec 001 section 9).
// How a shopper types a date is date-entry.ts.
import tinydate from 'tinydate';
import { languageOf, languageTag } from './host/locale.ts';

const ISO_DATE = /^(19\d\d|20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The number of days of a month (1 to 12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A strict ISO date yyyy-MM-dd, year 1900 to 2099, month 01 to 12, day 01 to 31, that exists on the calendar (spec 000 section 5). */
export function isIsoDate(value: string | null | undefined): value is string {
  const match = ISO_DATE.exec(value ?? '');
  if (!match) return false;
  // The spec's ranges alone would let 2023-02-30 through; a shopper's birth date must exist.
  return Number(match[3]) <= daysInMonth(Number(match[1]), Number(match[2]));
}

/** A string counts as ISO when its first 10 characters are an ISO date, so timestamps count too (spec 000 section 5). */
export function looksIso(value: string | null | undefined): value is string {
  return isIsoDate((value ?? '').slice(0, 10));
}

/**
 * The formatter of each zone's wall clock, made once: making an Intl.DateTimeFormat costs far more than using one, and
 * the forms check today's date at every render of a page (on a slow phone the member found's first render spent half
 * its time making them).
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The parts of an instant on the wall clock of a zone (the runtime's zone when none is given). */
function wallClock(date: Date, timeZone: string | undefined): Date {
  // The runtime's own zone is what the local getters read, whatever zone it is now.
  if (timeZone === undefined) return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()));
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    wallClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  // Held as UTC so no getter depends on the machine's zone (a local Date could land in a DST gap).
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')));
}

/** The ISO calendar day of an instant in a zone, the `today` the date rules compare with. */
export function isoDay(now: Date, timeZone?: string): string {
  return wallClock(now, timeZone).toISOString().slice(0, 10);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The host page's date format when the shop gives none (spec 000 section 3: "date format (default MM/dd/yyyy)"). */
const DEFAULT_DATE_FORMAT = 'MM/dd/yyyy';

/**
 * The tokens of a shop's date format, date-fns style as the spec writes them (MM/dd/yyyy, yyyy-MM-dd): year yyyy or
 * yy, month MMMM (its name), MMM (short name), MM or M, day dd or d. Anything else is written as it stands.
 */
const DATE_TOKENS = /yyyy|yy|MMMM|MMM|MM|M|dd|d/g;

/** Each locale's dictionary, made once: its two Intl.DateTimeFormat cost far more to make than to use (a list of dates, a render). */
const dictionaries = new Map<string, tinydate.Dictionary>();

/** tinydate formatters over a wall-clock date held as UTC, with month names from Intl for the locale. */
function dictionary(locale: string, ordinal: boolean): tinydate.Dictionary {
  const key = `${locale}|${ordinal}`;
  let made = dictionaries.get(key);
  if (!made) dictionaries.set(key, (made = makeDictionary(locale, ordinal)));
  return made;
}

function makeDictionary(locale: string, ordinal: boolean): tinydate.Dictionary {
  const french = languageOf(locale) === 'fr';
  // Month names follow the texts the widgets show, English unless French, so a date never mixes languages.
  const tag = french ? languageTag(locale) : 'en';
  const months = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  const shortMonths = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
  return {
    yyyy: (d) => d.getUTCFullYear(),
    yy: (d) => pad2(d.getUTCFullYear() % 100),
    MMMM: (d) => months.format(d),
    MMM: (d) => shortMonths.format(d),
    MM: (d) => pad2(d.getUTCMonth() + 1),
    M: (d) => d.getUTCMonth() + 1,
    dd: (d) => pad2(d.getUTCDate()),
    // French writes the first of the month before its name as an ordinal: "1er novembre".
    d: (d) => (french && ordinal && d.getUTCDate() === 1 ? '1er' : d.getUTCDate()),
    h: (d) => ((d.getUTCHours() + 11) % 12) + 1,
    HH: (d) => pad2(d.getUTCHours()),
    mm: (d) => pad2(d.getUTCMinutes()),
    A: (d) => (d.getUTCHours() < 12 ? 'AM' : 'PM'),
  };
}

/**
 * The tinydate template of a shop's date format. A format that does not name a year, a month and a day (a typo in the
 * shop's set-up) would show a shopper half a date: the default is used instead. Braces, tinydate's own marks, are dropped.
 */
function dateTemplate(dateFormat: string | null | undefined): string {
  const tokens = (dateFormat ?? '').match(DATE_TOKENS) ?? [];
  const complete = ['y', 'M', 'd'].every((letter) => tokens.some((token) => token.startsWith(letter)));
  const format = complete && dateFormat ? dateFormat : DEFAULT_DATE_FORMAT;
  return format.replace(/[{}]/g, '').replace(DATE_TOKENS, (token) => `{${token}}`);
}

/**
 * The spec's 12-hour clock with AM/PM is English (spec 000 section 9); French readers expect 24-hour
 * time, written "18:12" in France and "18 h 12" in Quebec (the Office québécois de la langue française's style).
 */
function timeTemplate(locale: string): string {
  if (languageOf(locale) !== 'fr') return '{h}:{mm} {A}';
  return languageTag(locale) === 'fr-CA' ? '{HH} h {mm}' : '{HH}:{mm}';
}

/** How a date-time is shown: the shop's date format (default MM/dd/yyyy) and the zone (the runtime's when none is given). */
export interface DateTimeOptions {
  dateFormat?: string | null | undefined;
  timeZone?: string | undefined;
}

/**
 * A date-time for shoppers, "11/22/2026, 6:12 PM" or, for a shop whose format is dd/MM/yyyy, "22/11/2026, 18:12"
 * in French: the date as the shop's format says (spec 000 section 3), the time as the language writes it; empty for
 * an invalid date rather than "Invalid Date".
 */
export function formatDateTime(date: Date, locale: string, { dateFormat, timeZone }: DateTimeOptions = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  const template = dateTemplate(dateFormat);
  return tinydate(`${template}, ${timeTemplate(locale)}`, dictionary(locale, template.includes('{MMM')))(wallClock(date, timeZone));
}

/**
 * A calendar date for shoppers in the shop's date format (spec 000 section 3: default MM/dd/yyyy, so "11/22/2026";
 * "22/11/2026" for dd/MM/yyyy; month names in the shopper's language for MMMM); a non-ISO text comes back unchanged
 * so nothing is lost.
 */
export function formatDate(iso: string, locale: string, dateFormat?: string | null): string {
  if (!looksIso(iso)) return iso;
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const template = dateTemplate(dateFormat);
  return tinydate(template, dictionary(locale, template.includes('{MMM')))(new Date(Date.UTC(year, month - 1, day)));
}

/** Whether a date (of birth, prescription or incident) is on or before today, so not in the future; today counts. */
export function isPastDate(iso: string | null | undefined, today: string): boolean {
  return isIsoDate(iso) && isIsoDate(today) && iso <= today;
}


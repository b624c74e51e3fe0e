// The sandbox's own rules (rules.ts), each row citing the spec, run through the widgets' rule of src/domain as well:
// the two are written apart, so when either drifts from the spec the row names the side and the section.
import { describe, expect, test } from 'vitest';
import { isNullifyExpired } from '../../src/domain/claim/nullify.ts';
import { isoDay } from '../../src/domain/dates.ts';
import { losAngelesDay, msToNextLosAngelesDay, nullifyExpired } from './rules.ts';

const HOUR = 60 * 60 * 1000;

/** Runs `run` with the process in another time zone, so a date read in the machine's zone would show. */
function inZone<T>(zone: string, run: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    // The runtime must follow: otherwise the rows below would pass without testing what they say.
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    return run();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('spec 000 §4 Nullify and §9 cut-off: a record is nullify-expired on another Los Angeles day or past the cut-off', () => {
  // 2026-05-12 is in daylight time (UTC-7); daylight saving starts on 2026-03-08 and ends on 2026-11-01, at 02:00.
  test.each([
    { row: 'spec 000 §4 Nullify: same Los Angeles day, before the cut-off', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-12T20:00:00Z', expired: false },
    { row: 'spec 000 §9 cut-off 23:59:59: at the cut-off itself, not yet past it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T06:59:59.000Z', expired: false },
    { row: 'spec 000 §9 cut-off 23:59:59: half a second past it, same day', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T06:59:59.500Z', expired: true },
    { row: 'spec 000 §4 Nullify: same Los Angeles day though the UTC day changed', lastModified: '2026-05-12T20:00:00Z', now: '2026-05-13T03:00:00Z', expired: false },
    { row: 'spec 000 §4 Nullify: 23:30 yesterday in Los Angeles, though the same UTC day', lastModified: '2026-05-12T06:30:00Z', now: '2026-05-12T07:30:00Z', expired: true },
    { row: 'spec 000 §4 Nullify: another day, a week before', lastModified: '2026-05-05T16:00:00Z', now: '2026-05-12T16:00:00Z', expired: true },
    { row: 'spec 000 §4 Nullify: an offset other than UTC is honoured (09:00 in Los Angeles, written in Paris time)', lastModified: '2026-05-12T18:00:00+02:00', now: '2026-05-12T20:00:00Z', expired: false },
    // March: 2026-03-08 has 23 hours; its midnight is 08:00 UTC, the next one 07:00 UTC.
    { row: 'spec 000 §9 Los Angeles time, March change day: 01:30 standard and 03:30 daylight are the same day', lastModified: '2026-03-08T09:30:00Z', now: '2026-03-08T10:30:00Z', expired: false },
    { row: 'spec 000 §9 Los Angeles time, March change day: 23:30 the evening before is another day', lastModified: '2026-03-08T07:30:00Z', now: '2026-03-08T10:30:00Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, March change day: 00:30 the next day is another day (standard time would read 23:30)', lastModified: '2026-03-08T20:00:00Z', now: '2026-03-09T07:30:00Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, March change day: 23:59:59.5 daylight time is past the cut-off (standard time would read 22:59)', lastModified: '2026-03-08T20:00:00Z', now: '2026-03-09T06:59:59.500Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, March change day: 23:30 daylight time is the same day, before the cut-off', lastModified: '2026-03-08T08:30:00Z', now: '2026-03-09T06:30:00Z', expired: false },
    // November: 2026-11-01 has 25 hours; its midnight is 07:00 UTC, the next one 08:00 UTC.
    { row: 'spec 000 §9 Los Angeles time, November change day: the first and the second 01:30 are the same day', lastModified: '2026-11-01T08:30:00Z', now: '2026-11-01T09:30:00Z', expired: false },
    { row: 'spec 000 §9 Los Angeles time, November change day: 23:30 standard time is the same day (daylight time would read 00:30)', lastModified: '2026-11-01T18:00:00Z', now: '2026-11-02T07:30:00Z', expired: false },
    { row: 'spec 000 §9 Los Angeles time, November change day: 23:59:59.5 standard time is past the cut-off', lastModified: '2026-11-01T18:00:00Z', now: '2026-11-02T07:59:59.500Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, November change day: midnight after it is another day', lastModified: '2026-11-01T18:00:00Z', now: '2026-11-02T08:00:00Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, November change day: 00:30 daylight time is the day itself, not the one before', lastModified: '2026-11-01T07:30:00Z', now: '2026-11-01T12:00:00Z', expired: false },
  ])('$row: expired $expired', ({ lastModified, now, expired }) => {
    expect(nullifyExpired(lastModified, new Date(now)), 'sandbox').toBe(expired);
    expect(isNullifyExpired(lastModified, new Date(now)), 'src/domain').toBe(expired);
  });

  test.each([
    { row: 'spec 000 §9 "an environment setting": cut-off 18:00, a minute before it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T00:59:00Z', cutoff: '18:00:00', expired: false },
    { row: 'spec 000 §9 "an environment setting": cut-off 18:00, a second past it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T01:00:01Z', cutoff: '18:00:00', expired: true },
    { row: 'spec 000 §9 "an environment setting": cut-off 18:00 written HH:mm, a second past it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T01:00:01Z', cutoff: '18:00', expired: true },
  ])('$row: expired $expired', ({ lastModified, now, cutoff, expired }) => {
    expect(nullifyExpired(lastModified, new Date(now), cutoff), 'sandbox').toBe(expired);
    expect(isNullifyExpired(lastModified, new Date(now), cutoff), 'src/domain').toBe(expired);
  });

  test.each(['24:00:00', '6pm', '', '18:60:00'])('spec 000 §9 cut-off: a malformed setting %j is a configuration error, on both sides', (cutoff) => {
    const now = new Date('2026-05-12T20:00:00Z');
    expect(() => nullifyExpired('2026-05-12T16:00:00Z', now, cutoff), 'sandbox').toThrow(RangeError);
    expect(() => isNullifyExpired('2026-05-12T16:00:00Z', now, cutoff), 'src/domain').toThrow(RangeError);
  });

  // Read in a zone far from UTC and Los Angeles, so a lastModified read in the machine's zone would move a day.
  test.each([
    { row: 'spec 000 §3 lastModified without offset is UTC: 16:00 UTC is 09:00 the same Los Angeles day', lastModified: '2026-05-12T16:00:00', now: '2026-05-12T20:00:00Z', expired: false },
    { row: 'spec 000 §3 lastModified without offset is UTC: 06:30 UTC is 23:30 the day before in Los Angeles', lastModified: '2026-05-12T06:30:00', now: '2026-05-12T07:30:00Z', expired: true },
    { row: 'spec 000 §3 lastModified without offset is UTC, with milliseconds', lastModified: '2026-05-12T16:00:00.123', now: '2026-05-12T20:00:00Z', expired: false },
  ])('$row: expired $expired', ({ lastModified, now, expired }) => {
    inZone('Pacific/Kiritimati', () => {
      expect(nullifyExpired(lastModified, new Date(now)), 'sandbox').toBe(expired);
      expect(isNullifyExpired(lastModified, new Date(now)), 'src/domain').toBe(expired);
    });
  });

  test.each([
    { row: 'spec 000 §4 Nullify: an unreadable lastModified refuses the cancel', lastModified: 'last Tuesday' },
    { row: 'spec 000 §4 Nullify: an empty lastModified refuses the cancel', lastModified: '' },
    { row: 'spec 000 §4 Nullify: a lastModified with a month 13 refuses the cancel', lastModified: '2026-13-01T10:00:00Z' },
  ])('$row', ({ lastModified }) => {
    const now = new Date('2026-05-12T20:00:00Z');
    expect(nullifyExpired(lastModified, now), 'sandbox').toBe(true);
    expect(isNullifyExpired(lastModified, now), 'src/domain').toBe(true);
  });

  test('spec 000 §4 Nullify: a missing lastModified refuses the cancel (the sandbox reads it from the record as it is)', () => {
    expect(nullifyExpired(undefined, new Date('2026-05-12T20:00:00Z'))).toBe(true);
  });
});

describe("spec 000 §8 daily limits and §9 Los Angeles time: the service's day", () => {
  test.each([
    { row: 'spec 000 §9: 06:59:59 UTC is still the evening before in Los Angeles (daylight time)', at: '2026-05-12T06:59:59Z', day: '2026-05-11' },
    { row: 'spec 000 §9: 07:00 UTC is Los Angeles midnight (daylight time)', at: '2026-05-12T07:00:00Z', day: '2026-05-12' },
    { row: 'spec 000 §9: 07:30 UTC in January is still the evening before (standard time)', at: '2026-01-15T07:30:00Z', day: '2026-01-14' },
    { row: 'spec 000 §9: March change day, 03:30 daylight time', at: '2026-03-08T10:30:00Z', day: '2026-03-08' },
    { row: 'spec 000 §9: November change day, the second 01:30', at: '2026-11-01T09:30:00Z', day: '2026-11-01' },
  ])('$row: $day', ({ at, day }) => {
    expect(losAngelesDay(Date.parse(at)), 'sandbox').toBe(day);
    expect(isoDay(new Date(at), 'America/Los_Angeles'), 'src/domain').toBe(day);
  });

  test.each([
    { row: 'an ordinary day: 11:00 is 13 hours from midnight', at: '2026-05-12T18:00:00Z', ms: 13 * HOUR },
    { row: 'March change day (23 hours): from 00:30 standard time, 22.5 hours', at: '2026-03-08T08:30:00Z', ms: 22.5 * HOUR },
    { row: 'November change day (25 hours): from 00:30 daylight time, 24.5 hours', at: '2026-11-01T07:30:00Z', ms: 24.5 * HOUR },
    { row: 'November change day: from the second 01:30, 22.5 hours', at: '2026-11-01T09:30:00Z', ms: 22.5 * HOUR },
    { row: 'at midnight itself, a whole day', at: '2026-05-12T07:00:00Z', ms: 24 * HOUR },
  ])('spec 000 §8 the daily limits lift at the next Los Angeles midnight: $row', ({ at, ms }) => {
    expect(msToNextLosAngelesDay(Date.parse(at))).toBe(ms);
  });
});

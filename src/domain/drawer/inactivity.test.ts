// The inactivity rules of spec 000 sections 4 and 9, as tables.
import { describe, expect, test } from 'vitest';
import { cancelsOnInactivity, goneForInactivity, inactivityLeftMs, lastActive, type ActivitySeen, type IdleEnd } from './inactivity.ts';

describe('spec 000 §4 Inactivity of 30 minutes cancels the claim being filled in', () => {
  const terminal = new Set(['CLAIM_ACCEPTED', 'DELETED', 'RESTRICTED']);
  test.each<[string, string | undefined, boolean]>([
    ['a record being filled in is cancelled', 'PRESCRIPTIONS_REQUIRED', true],
    ['a new record is cancelled', 'CREATED', true],
    ['a submitted claim is not (the insurer is answering)', 'CLAIM_SUBMITTED', false],
    ['a lookup or quote in flight is not', 'QUOTE_REQUESTED', false],
    ['a decided claim is not', 'CLAIM_ACCEPTED', false],
    ['a deleted record is not', 'DELETED', false],
    ['no record: nothing to cancel', undefined, false],
  ])('spec 000 §4: %s', (_name, status, expected) => {
    expect(cancelsOnInactivity(status, terminal)).toBe(expected);
  });
});

describe('spec 000 §4, §9 Inactivity cancellation 30 minutes: inactivityLeftMs, the drawer open or closed', () => {
  const MIN = 60_000;
  test.each<[string, number, number, number]>([
    ['just active: the whole 30 minutes are left', 0, 0, 30 * MIN],
    ['active 10 minutes ago: 20 minutes left', 0, 10 * MIN, 20 * MIN],
    ['one millisecond before the 30 minutes: 1 ms left', 0, 30 * MIN - 1, 1],
    ['exactly 30 minutes idle: the time is up', 0, 30 * MIN, 0],
    ['an hour idle (a tab asleep): still up, never negative', 0, 60 * MIN, 0],
    ['a last activity after now (clock set back): never more than 30 minutes', 5 * MIN, 0, 30 * MIN],
  ])('spec 000 §9: %s', (_name, last, now, left) => {
    expect(inactivityLeftMs(last, now)).toBe(left);
  });
});

describe('spec 000 §4 Inactivity of 30 minutes: the shopper is idle in every tab of the shop, not in one', () => {
  const MIN = 60_000;
  const T0 = Date.parse('2026-11-18T18:00:00Z');
  const at = (minutes: number) => T0 + minutes * MIN;
  const iso = (minutes: number) => new Date(at(minutes)).toISOString();
  test.each<[string, ActivitySeen, number, number]>([
    ['one tab alone, idle 31 minutes: idle', { here: at(0) }, at(31), 0],
    ['tab B idle 31 minutes, the shopper typing in tab A 11 minutes ago: 19 minutes left', { here: at(0), elsewhere: at(20) }, at(31), 19 * MIN],
    ['tab A told of nothing later than this tab’s own activity: this tab’s counts', { here: at(25), elsewhere: at(20) }, at(31), 24 * MIN],
    ['every tab idle 30 minutes: idle', { here: at(0), elsewhere: at(1) }, at(31), 0],
    ['the record saved 5 minutes ago (another tab or device went on): 25 minutes left', { here: at(0), recordChanged: iso(26) }, at(31), 25 * MIN],
    ['the record last saved 40 minutes ago: idle', { here: at(0), recordChanged: iso(-9) }, at(31), 0],
    ['a record with no lastModified counts for nothing', { here: at(0), recordChanged: null }, at(31), 0],
    ['an unreadable lastModified counts for nothing', { here: at(0), recordChanged: 'yesterday' }, at(31), 0],
    ['a lastModified with an offset is the same instant', { here: at(0), recordChanged: '2026-11-18T10:26:00-08:00' }, at(31), 25 * MIN],
  ])('spec 000 §4: %s', (_name, seen, now, left) => {
    expect(inactivityLeftMs(lastActive(seen), now)).toBe(left);
  });
});

describe('spec 000 §4 Inactivity of 30 minutes cancels the claim: a tab whose time is up finds it gone', () => {
  test.each<[string, IdleEnd, boolean]>([
    ['another tab, idle as long, cancelled it first: cancelled for inactivity', { had: true, has: false, activeSince: false }, true],
    ['it went, but the shopper was active since (a cancel in another tab): not for inactivity', { had: true, has: false, activeSince: true }, false],
    ['it is still there: this tab cancels it itself', { had: true, has: true, activeSince: false }, false],
    ['no claim when the time was up: nothing went', { had: false, has: false, activeSince: false }, false],
  ])('spec 000 §4: %s', (_name, end, expected) => {
    expect(goneForInactivity(end)).toBe(expected);
  });
});

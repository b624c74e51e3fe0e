// A DELETED record is none (spec 000 section 4), as a table.
import { describe, expect, test } from 'vitest';
import { liveRecordOf } from './live-record.ts';

describe('spec 000 §4 "A 404 when fetching a claim record marks it deleted and allows a new start": a DELETED record is none', () => {
  test.each<[string, { status?: string | null } | null | undefined, boolean]>([
    ['a DELETED record is none', { status: 'DELETED' }, false],
    ['a record in progress is itself', { status: 'PRESCRIPTIONS_REQUIRED' }, true],
    ['a DELETE_IN_PROGRESS record is still itself (the service has not deleted it yet)', { status: 'DELETE_IN_PROGRESS' }, true],
    ['a record without a status is itself', { status: null }, true],
    ['no record is none', null, false],
    ['an undefined record is none', undefined, false],
  ])('spec 000 §4: %s', (_name, record, live) => {
    expect(liveRecordOf(record)).toBe(live ? record : null);
  });
});

// Which typed answers a new claim record takes over, as a table citing spec 000 §3 and §5 and spec 001 §6.
import { describe, expect, test } from 'vitest';
import { draftsForRecord } from './record-drafts.ts';

const typed = { 'patient.firstName': 'Alex', 'referrer.lastName': 'Okafor', 'primaryCoverage.insuree.memberId': 'W1234567' };

describe('spec 000 §5 terms accepted for each claim; spec 001 §6 insurance details kept for the session', () => {
  test.each<{ name: string; drafts: Record<string, string | boolean>; keptFor: string | null; recordId: string | null; after: Record<string, string | boolean> }>([
    { name: 'a new record after one whose terms were ticked: the acceptance goes, the names and member ID stay', drafts: { ...typed, termsAndConditionsAccepted: true }, keptFor: 'cr_1', recordId: 'cr_2', after: typed },
    { name: 'a new record after the terms were unticked: the answer goes too, the next claim asks afresh', drafts: { ...typed, termsAndConditionsAccepted: false }, keptFor: 'cr_1', recordId: 'cr_2', after: typed },
    { name: 'the same record read again: everything stays, the acceptance included', drafts: { ...typed, termsAndConditionsAccepted: true }, keptFor: 'cr_1', recordId: 'cr_1', after: { ...typed, termsAndConditionsAccepted: true } },
    { name: 'the first record of the visit: nothing was accepted for another, everything stays', drafts: { ...typed, termsAndConditionsAccepted: true }, keptFor: null, recordId: 'cr_1', after: { ...typed, termsAndConditionsAccepted: true } },
    { name: 'no record (yet, or gone): nothing changes here (a record gone forgets the drafts elsewhere)', drafts: { ...typed, termsAndConditionsAccepted: true }, keptFor: 'cr_1', recordId: null, after: { ...typed, termsAndConditionsAccepted: true } },
    { name: 'a new record and no acceptance typed: the drafts as they were', drafts: typed, keptFor: 'cr_1', recordId: 'cr_2', after: typed },
  ])('$name', ({ drafts, keptFor, recordId, after }) => {
    expect(draftsForRecord(drafts, keptFor, recordId)).toEqual(after);
  });

  test('nothing to drop gives the same drafts back, so the drafts signal does not change', () => {
    const drafts = { ...typed };
    expect(draftsForRecord(drafts, 'cr_1', 'cr_2')).toBe(drafts);
  });
});

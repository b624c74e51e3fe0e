// A claim that is over starts a new record; any other record is continued (spec 000 sections 2, 4 and 5), as a table.
import { describe, expect, test } from 'vitest';
import { isClaimOver, recordToContinue } from './claim-over.ts';

describe('spec 000 §4 "New claim allowed" and §2 "Some statuses are terminal": a claim that is over starts a new record', () => {
  test.each<[string, string | null, boolean]>([
    ['spec 000 §4: a cancelled claim (the shopper\'s nullify, or the insurer\'s after acknowledging)', 'CLAIM_NULLIFIED', true],
    ['spec 000 §4: a claim cancelled by hand', 'CLAIM_NULLIFIED_MANUALLY', true],
    ['spec 000 §8 CLAIM_REJECTED: the insurer refused the claim', 'CLAIM_REJECTED', true],
    ['spec 000 §4 timeout-retry: the resubmission failed, the order was billed in full', 'CLAIM_RETRY_FAILED', true],
    ['spec 000 §4: a refunded claim', 'CLAIM_REFUNDED', true],
    ['spec 000 §4: an invoiced claim', 'CLAIM_INVOICED', true],
    ['spec 000 §4: a closed claim', 'CLAIM_CLOSED', true],
    ['spec 000 §4: a closed record', 'CLOSED', true],
    ['spec 000 §4: a record of status NONE', 'NONE', true],
    ['spec 000 §4: a deleted record allows a new start', 'DELETED', true],
    ['spec 000 §4: an accepted claim blocks a new one', 'CLAIM_ACCEPTED', false],
    ['spec 000 §4: an acknowledged claim blocks a new one', 'CLAIM_ACKNOWLEDGED', false],
    ['spec 000 §4: a claim the insurer is to answer again (retry) blocks a new one', 'CLAIM_RETRY', false],
    ['spec 000 §4: a cancellation under way (event sent) blocks a new one', 'CLAIM_NULLIFY_EVENT_SENT', false],
    ['spec 000 §4: a refused cancellation blocks a new one', 'CLAIM_NULLIFY_REJECTED', false],
    ['spec 000 §4: a cancellation left to a person blocks a new one', 'FOR_MANUAL_NULLIFY', false],
    ['spec 000 §5: a cancellation sent holds the order\'s claim until it lands', 'CLAIM_NULLIFY_SENT', false],
    ['spec 000 §5: a failed cancellation leaves the claim on the order', 'CLAIM_NULLIFY_FAILED', false],
    ['spec 000 §4: the day\'s limit blocks a new claim (the member view says why)', 'RESTRICTED', false],
    ['spec 000 §4: a deletion under way blocks a new claim', 'DELETE_IN_PROGRESS', false],
    ['spec 000 §2: a submitted claim is followed to its answer', 'CLAIM_SUBMITTED', false],
    ['spec 000 §2: a claim being filled in is continued', 'PRESCRIPTIONS_REQUIRED', false],
    ['spec 000 §4 quote step: a refused French quote asks for a new quote on the same record', 'QUOTE_REQUIRED', false],
    ['a status the spec does not list is not taken for over', 'SOMETHING_NEW', false],
    ['no status is no claim to be over', null, false],
  ])('%s (%s): over %s', (_name, status, over) => {
    expect(isClaimOver(status)).toBe(over);
  });
});

describe('spec 000 §2 start and §7 PUT claim-records: the record the drawer\'s flow continues', () => {
  test.each<[string, { status?: string | null } | null | undefined, boolean]>([
    ['a record being filled in is continued', { status: 'UPDATED' }, true],
    ['a cancelled claim is not: the flow starts a record of its own', { status: 'CLAIM_NULLIFIED' }, false],
    ['a rejected claim is not', { status: 'CLAIM_REJECTED' }, false],
    ['an accepted claim is itself (the flow shows it; no new claim may start)', { status: 'CLAIM_ACCEPTED' }, true],
    ['a deleted record is none', { status: 'DELETED' }, false],
    ['a record without a status is continued', { status: null }, true],
    ['no record is none', null, false],
  ])('%s', (_name, record, continued) => {
    expect(recordToContinue(record)).toBe(continued ? record : null);
  });
});

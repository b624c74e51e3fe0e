// The story of an acknowledged claim, as a table (spec 000 §4 "Claim outcomes" and "Nullify", §8 error contexts;
// spec 001 §2 and §8).
import { describe, expect, test } from 'vitest';
import { acknowledgementSettled, acknowledgementStory, followedOutcome, type AcknowledgementRecordLike, type AcknowledgementStory } from './acknowledgement.ts';

const answered = (status: string, submitResponseStatus: string): AcknowledgementRecordLike => ({ status, claimData: { claim: { submitResponseStatus } } });

describe('acknowledgementStory: one story per record, told by the drawer, the call-to-action and the toggle', () => {
  test.each<[string, AcknowledgementRecordLike | null | undefined, AcknowledgementStory | null]>([
    ['spec 000 §4 acknowledged: CLAIM_ACKNOWLEDGED, pre-authorised in full, nothing off the order', answered('CLAIM_ACKNOWLEDGED', 'CLAIM_ACKNOWLEDGED'), 'CLAIM_ACKNOWLEDGED'],
    ['spec 000 §4 acknowledged: the record alone says it, whatever its claim carries', { status: 'CLAIM_ACKNOWLEDGED' }, 'CLAIM_ACKNOWLEDGED'],
    ['spec 000 §4 acknowledged-nullified: the insurer cancelled what it acknowledged (CLAIM_NULLIFIED)', answered('CLAIM_NULLIFIED', 'CLAIM_ACKNOWLEDGED'), 'CLAIM_ACKNOWLEDGED_NULLIFIED'],
    ['spec 000 §4 acknowledged-nullified: the cancellation sent counts as nullified (CLAIM_NULLIFY_SENT)', answered('CLAIM_NULLIFY_SENT', 'CLAIM_ACKNOWLEDGED'), 'CLAIM_ACKNOWLEDGED_NULLIFIED'],
    ['spec 000 §4 Nullify: a cancellation still under way is not told as done (CLAIM_NULLIFY_EVENT_SENT)', answered('CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_ACKNOWLEDGED'), null],
    ['spec 000 §4 Nullify: a cancellation refused, a person to do it (FOR_MANUAL_NULLIFY), is NULLIFY_REJECTED’s to tell', answered('FOR_MANUAL_NULLIFY', 'CLAIM_ACKNOWLEDGED'), null],
    ['spec 000 §4: an accepted claim the shopper cancelled is no acknowledgement', answered('CLAIM_NULLIFIED', 'CLAIM_ACCEPTED'), null],
    ['spec 000 §4: a cancelled record with no claim answer is no acknowledgement', { status: 'CLAIM_NULLIFIED' }, null],
    ['spec 000 §4: an accepted claim', answered('CLAIM_ACCEPTED', 'CLAIM_ACCEPTED'), null],
    ['spec 000 §4: a timeout-retry', answered('CLAIM_RETRY', 'CLAIM_SUBMIT_TIMEOUT'), null],
    ['spec 000 §4: a claim before its submit', { status: 'READY_TO_CLAIM' }, null],
    ['no record', null, null],
  ])('%s', (_name, record, story) => {
    expect(acknowledgementStory(record)).toBe(story);
  });
});

describe('followedOutcome: an acknowledged claim’s result follows its record while it is shown (spec 000 §2 submit modals, §8)', () => {
  test.each<[string, string, AcknowledgementRecordLike | null, string]>([
    ['spec 000 §4: acknowledged, and still so', 'CLAIM_ACKNOWLEDGED', answered('CLAIM_ACKNOWLEDGED', 'CLAIM_ACKNOWLEDGED'), 'CLAIM_ACKNOWLEDGED'],
    ['spec 000 §4: acknowledged, then cancelled by the insurer (ACKNULL)', 'CLAIM_ACKNOWLEDGED', answered('CLAIM_NULLIFIED', 'CLAIM_ACKNOWLEDGED'), 'CLAIM_ACKNOWLEDGED_NULLIFIED'],
    ['spec 000 §4: a result of acknowledged-nullified stays so', 'CLAIM_ACKNOWLEDGED_NULLIFIED', answered('CLAIM_NULLIFIED', 'CLAIM_ACKNOWLEDGED'), 'CLAIM_ACKNOWLEDGED_NULLIFIED'],
    ['spec 000 §4: the record forgotten (signed out): the outcome as it was', 'CLAIM_ACKNOWLEDGED', null, 'CLAIM_ACKNOWLEDGED'],
    ['spec 000 §8: any other outcome is its own', 'CLAIM_REJECTED', answered('CLAIM_NULLIFIED', 'CLAIM_ACKNOWLEDGED'), 'CLAIM_REJECTED'],
    ['spec 000 §2: the claim applied is its own', 'ACCEPTED', answered('CLAIM_ACKNOWLEDGED', 'CLAIM_ACKNOWLEDGED'), 'ACCEPTED'],
  ])('%s', (_name, outcome, record, shown) => {
    expect(followedOutcome(outcome, record)).toBe(shown);
  });
});

describe('acknowledgementSettled: an acknowledged claim is followed until it comes to where it stays (spec 000 §4)', () => {
  test.each<[string, AcknowledgementRecordLike | null, boolean]>([
    ['spec 000 §4 acknowledged: the insurer may still cancel it', { status: 'CLAIM_ACKNOWLEDGED' }, false],
    ['spec 000 §4 Nullify: a cancellation under way (CLAIM_NULLIFY_EVENT_SENT)', { status: 'CLAIM_NULLIFY_EVENT_SENT' }, false],
    ['spec 000 §4 acknowledged-nullified: cancelled (CLAIM_NULLIFIED)', answered('CLAIM_NULLIFIED', 'CLAIM_ACKNOWLEDGED'), true],
    ['spec 000 §4 Nullify: a cancellation refused (CLAIM_NULLIFY_REJECTED)', { status: 'CLAIM_NULLIFY_REJECTED' }, true],
    ['spec 000 §4: moved on some other way (CLAIM_CLOSED)', { status: 'CLAIM_CLOSED' }, true],
    ['no record: nothing left to follow', null, true],
  ])('%s', (_name, record, settled) => {
    expect(acknowledgementSettled(record)).toBe(settled);
  });
});

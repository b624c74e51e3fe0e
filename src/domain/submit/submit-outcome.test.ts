import { describe, expect, test } from 'vitest';
import { ORDER_ALREADY_CLAIMED } from '../constants.ts';
import { changesCart, isClaimPending, outcomeOfRecord, outcomeOfWait, refusedAsStale, submitCallOutcome, type SubmitCall, type SubmitRecordLike } from './submit-outcome.ts';

const claimOf = (status: string, extra: Record<string, string> = {}): SubmitRecordLike['claimData'] => ({ claim: { status, ...extra } });

describe('spec 000 §4 and §9: the poll goes on while the insurer is answering', () => {
  test.each([
    { name: 'a record CLAIM_SUBMITTED is pending', record: { status: 'CLAIM_SUBMITTED' }, pending: true },
    { name: 'a claim CLAIM_SUBMITTED in a record not yet moved is pending', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_SUBMITTED') }, pending: true },
    { name: 'an unknown record status is still in progress', record: { status: 'CLAIM_THINKING' }, pending: true },
    { name: 'a record without a status is still in progress', record: {}, pending: true },
    { name: 'an accepted claim is answered', record: { status: 'CLAIM_ACCEPTED', claimData: claimOf('CLAIM_ACCEPTED') }, pending: false },
    { name: 'an insurer error back at READY_TO_CLAIM is answered', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_ERROR') }, pending: false },
    { name: 'a record in CLAIM_RETRY is answered', record: { status: 'CLAIM_RETRY' }, pending: false },
  ])('$name', ({ record, pending }) => {
    expect(isClaimPending(record)).toBe(pending);
  });
});

describe('spec 000 §4 "Claim outcomes" and §8: the outcome read from the record after polling', () => {
  test.each([
    { name: 'CLAIM_ACCEPTED is accepted', record: { status: 'CLAIM_ACCEPTED' }, outcome: 'ACCEPTED' },
    { name: 'CLAIM_REJECTED is rejected', record: { status: 'CLAIM_REJECTED' }, outcome: 'CLAIM_REJECTED' },
    { name: 'CLAIM_ACKNOWLEDGED is acknowledged', record: { status: 'CLAIM_ACKNOWLEDGED' }, outcome: 'CLAIM_ACKNOWLEDGED' },
    { name: 'a claim the insurer cancelled (CLAIM_NULLIFIED) is acknowledged-nullified', record: { status: 'CLAIM_NULLIFIED' }, outcome: 'CLAIM_ACKNOWLEDGED_NULLIFIED' },
    { name: 'a cancellation under way (CLAIM_NULLIFY_EVENT_SENT) is acknowledged-nullified', record: { status: 'CLAIM_NULLIFY_EVENT_SENT' }, outcome: 'CLAIM_ACKNOWLEDGED_NULLIFIED' },
    { name: 'CLAIM_RETRY is timeout-retry', record: { status: 'CLAIM_RETRY' }, outcome: 'TIMEOUT_RETRY' },
    { name: 'a claim CLAIM_SUBMIT_TIMEOUT is timeout-retry', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_SUBMIT_TIMEOUT') }, outcome: 'TIMEOUT_RETRY' },
    { name: 'a submit response CLAIM_SUBMIT_TIMEOUT is timeout-retry', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_ERROR', { submitResponseStatus: 'CLAIM_SUBMIT_TIMEOUT' }) }, outcome: 'TIMEOUT_RETRY' },
    { name: 'a claim still submitted when the poll ran out is timeout-retry', record: { status: 'CLAIM_SUBMITTED' }, outcome: 'TIMEOUT_RETRY' },
    { name: 'a failed automatic resubmission (CLAIM_RETRY_FAILED) is no-retry', record: { status: 'CLAIM_RETRY_FAILED' }, outcome: 'SUBMIT_CLAIM_NO_RETRY_ERROR' },
    { name: 'RESTRICTED is the daily limit', record: { status: 'RESTRICTED' }, outcome: 'LIMIT_REACHED' },
    { name: 'a customer-facing claim error is an insurer error', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_ERROR', { errorType: 'CUSTOMER_FACING_ERROR' }) }, outcome: 'INSURER_ERROR' },
    { name: 'a validation claim error is an insurer error', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_ERROR', { errorType: 'VALIDATION_ERROR' }) }, outcome: 'INSURER_ERROR' },
    { name: 'an exhausted pot (INSUFFICIENT_BALANCE) is insufficient coverage', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_ERROR', { errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' }) }, outcome: 'INSUFFICIENT_COVERAGE' },
    { name: 'a technical claim error is generic', record: { status: 'READY_TO_CLAIM', claimData: claimOf('CLAIM_ERROR', { errorType: 'TECHNICAL_ERROR' }) }, outcome: 'GENERIC_ERROR' },
    { name: 'READY_TO_CLAIM without an answer is generic', record: { status: 'READY_TO_CLAIM' }, outcome: 'GENERIC_ERROR' },
    { name: 'no record at all is generic', record: null, outcome: 'GENERIC_ERROR' },
  ])('$name', ({ record, outcome }) => {
    expect(outcomeOfRecord(record)).toBe(outcome);
  });
});

describe('spec 000 §4 and §9: the outcome once the wait for the insurer ended', () => {
  test.each<{ name: string; last: SubmitRecordLike | null; timedOut: boolean; outcome: string }>([
    { name: 'an answer read is the record’s outcome', last: { status: 'CLAIM_ACCEPTED' }, timedOut: false, outcome: 'ACCEPTED' },
    { name: 'a wait that ran out on a claim still submitted is timeout-retry', last: { status: 'CLAIM_SUBMITTED' }, timedOut: true, outcome: 'TIMEOUT_RETRY' },
    { name: 'a wait that ran out without one record read (an outage all along) is timeout-retry: the claim was sent', last: null, timedOut: true, outcome: 'TIMEOUT_RETRY' },
    { name: 'a poll that ended without a record and without running out (a failure) is generic', last: null, timedOut: false, outcome: 'GENERIC_ERROR' },
  ])('$name', ({ last, timedOut, outcome }) => {
    expect(outcomeOfWait(last, timedOut)).toBe(outcome);
  });
});

describe('spec 000 §7 and §8: what the submit call alone decides (null: poll the record)', () => {
  test.each([
    { name: 'an answer is polled', call: { answered: true, status: 202 }, outcome: null },
    { name: 'an answer whose insurer timed out (httpStatus 504) is polled', call: { answered: true, status: 504 }, outcome: null },
    { name: 'an answer with httpStatus 429 is the daily limit', call: { answered: true, status: 429 }, outcome: 'LIMIT_REACHED' },
    { name: 'a 429 failure is the daily limit', call: { answered: false, status: 429, errorCode: 'LIMIT_REACHED' }, outcome: 'LIMIT_REACHED' },
    { name: 'a LIMIT_REACHED code is the daily limit whatever the status', call: { answered: false, status: 403, errorCode: 'LIMIT_REACHED' }, outcome: 'LIMIT_REACHED' },
    { name: 'a gateway timeout (504) is polled: the claim may have gone through', call: { answered: false, status: 504 }, outcome: null },
    { name: 'a conflict (409, already submitted) is polled', call: { answered: false, status: 409 }, outcome: null },
    { name: 'spec 000 §5: a 409 ORDER_ALREADY_CLAIMED (another record holds the order\'s claim) is ORDER_ALREADY_CLAIMED', call: { answered: false, status: 409, errorCode: ORDER_ALREADY_CLAIMED }, outcome: 'ORDER_ALREADY_CLAIMED' },
    { name: 'spec 000 §5: the code on another status is not the order\'s claim (a 500 is generic)', call: { answered: false, status: 500, errorCode: ORDER_ALREADY_CLAIMED }, outcome: 'GENERIC_ERROR' },
    { name: 'a refusal (400) is no-retry', call: { answered: false, status: 400 }, outcome: 'SUBMIT_CLAIM_NO_RETRY_ERROR' },
    { name: 'a server failure (500) is generic', call: { answered: false, status: 500 }, outcome: 'GENERIC_ERROR' },
    { name: 'no answer (status 0) is generic', call: { answered: false, status: 0 }, outcome: 'GENERIC_ERROR' },
  ])('$name', ({ call, outcome }) => {
    expect(submitCallOutcome(call)).toBe(outcome);
  });
});

describe('spec 000 §4 and §7: a submit refused (409) as the claim moved on before it, read from the record after it', () => {
  const conflict: SubmitCall = { answered: false, status: 409 };
  test.each<[string, SubmitCall, Parameters<typeof refusedAsStale>[1], boolean]>([
    ['the record still asks for its claim (READY_TO_CLAIM): refused as stale, shown as it stands', conflict, { status: 'READY_TO_CLAIM' }, true],
    ['the record moved back (another tab changed the member: INSURANCE_MEMBER_NOT_FOUND): stale', conflict, { status: 'INSURANCE_MEMBER_NOT_FOUND' }, true],
    ['the record shows the claim sent (another tab\'s submit, CLAIM_SUBMITTED): followed, not stale', conflict, { status: 'CLAIM_SUBMITTED' }, false],
    ['the record shows the claim answered (CLAIM_ACCEPTED): its outcome, not stale', conflict, { status: 'CLAIM_ACCEPTED' }, false],
    ['no record read: not known to be stale', conflict, null, false],
    ['§5: 409 ORDER_ALREADY_CLAIMED has its own outcome', { answered: false, status: 409, errorCode: ORDER_ALREADY_CLAIMED }, { status: 'READY_TO_CLAIM' }, false],
    ['§8: the daily limit has its own outcome', { answered: false, status: 409, errorCode: 'LIMIT_REACHED' }, { status: 'READY_TO_CLAIM' }, false],
    ['a gateway timeout (504) is no refusal', { answered: false, status: 504 }, { status: 'READY_TO_CLAIM' }, false],
    ['an answer is no refusal', { answered: true, status: 202 }, { status: 'READY_TO_CLAIM' }, false],
  ])('%s', (_name, call, last, stale) => {
    expect(refusedAsStale(call, last)).toBe(stale);
  });
});

describe('spec 000 §4 "Insurance usage": outcomes that change the cart total', () => {
  test.each([
    { outcome: 'ACCEPTED', changes: true },
    { outcome: 'CLAIM_ACKNOWLEDGED', changes: false },
    { outcome: 'CLAIM_ACKNOWLEDGED_NULLIFIED', changes: false },
    { outcome: 'CLAIM_REJECTED', changes: false },
    { outcome: 'TIMEOUT_RETRY', changes: false },
  ] as const)('$outcome changes the cart: $changes', ({ outcome, changes }) => {
    expect(changesCart(outcome)).toBe(changes);
  });
});

// The quote view's screens and the end of a quote poll, as tables citing spec 000 §4 and §8.
import { describe, expect, test } from 'vitest';
import type { QuoteLike, QuoteRecordLike } from './quote.ts';
import { isQuoteAnswered, quoteHeading, quoteScreen, type QuoteHeading, type QuoteScreen } from './quote-screen.ts';
import type { AcceptedClaimState } from './quote-claim.ts';

const rec = (status: string | null, quote?: QuoteLike | null): QuoteRecordLike => ({ status, claimData: { quote } });
const offline: QuoteLike = { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' };

describe('spec 000 §4 Quote step derivation: the quote view screens', () => {
  test.each<{ name: string; record: QuoteRecordLike | null; screen: QuoteScreen }>([
    { name: 'request when no quote was asked yet', record: rec('QUOTE_REQUIRED'), screen: 'request' },
    { name: 'request for a null record', record: null, screen: 'request' },
    { name: 'request after the shopper cancelled the retry', record: rec('QUOTE_REQUIRED', { status: 'RETRY_CANCELLED' }), screen: 'request' },
    { name: 'waiting while the request is in flight (QUOTE_REQUESTED, quote SUBMITTED)', record: rec('QUOTE_REQUESTED', { status: 'SUBMITTED' }), screen: 'waiting' },
    { name: 'waiting while QUOTE_REQUESTED even with an older approved quote', record: rec('QUOTE_REQUESTED', { status: 'APPROVED' }), screen: 'waiting' },
    { name: 'offline while QUOTE_REQUESTED with an insurer-offline answer', record: rec('QUOTE_REQUESTED', offline), screen: 'offline' },
    { name: 'opted-in while QUOTE_PENDING (the e-mail retry)', record: rec('QUOTE_PENDING', { status: 'RETRY', errorCode: 'INSURER_OFFLINE' }), screen: 'opted-in' },
    { name: 'approved for an APPROVED quote', record: rec('READY_TO_CLAIM', { status: 'APPROVED' }), screen: 'approved' },
    { name: 'approved again for a refusal while READY_TO_CLAIM (the spec’s SUBMIT)', record: rec('READY_TO_CLAIM', { status: 'CX_REFUSED' }), screen: 'approved' },
    { name: 'refused after a refusal that sent the record back to QUOTE_REQUIRED', record: rec('QUOTE_REQUIRED', { status: 'CX_REFUSED' }), screen: 'refused' },
    { name: 'accepted for a CX_ACCEPTED quote', record: rec('CLAIM_SUBMITTED', { status: 'CX_ACCEPTED' }), screen: 'accepted' },
    { name: 'accepted for a CLAIM_ACCEPTED record', record: rec('CLAIM_ACCEPTED'), screen: 'accepted' },
    {
      name: 'problem for an exhausted pot',
      record: rec('QUOTE_REQUIRED', { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' }),
      screen: 'problem',
    },
    { name: 'problem for a restricted product', record: rec('QUOTE_REQUIRED', { status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR' }), screen: 'problem' },
    { name: 'problem for a failed accept while QUOTE_REQUIRED', record: rec('QUOTE_REQUIRED', { status: 'CX_ACCEPT_FAILED' }), screen: 'problem' },
  ])('spec 000 §4: $name', ({ record, screen }) => {
    expect(quoteScreen(record)).toBe(screen);
  });
});

describe('spec 000 §9 quote polling: when a poll after a request stops', () => {
  test.each<{ name: string; record: QuoteRecordLike; answered: boolean }>([
    { name: 'goes on while the request is in flight', record: rec('QUOTE_REQUESTED', { status: 'SUBMITTED' }), answered: false },
    { name: 'stops on an approved quote', record: rec('READY_TO_CLAIM', { status: 'APPROVED' }), answered: true },
    { name: 'stops on an insurer-offline answer', record: rec('QUOTE_REQUESTED', offline), answered: true },
    { name: 'stops on a refusal with a problem', record: rec('QUOTE_REQUIRED', { status: 'REJECTED', errorCode: 'BENEFICIARY_NOT_FOUND' }), answered: true },
  ])('spec 000 §9: $name', ({ record, answered }) => {
    expect(isQuoteAnswered(record)).toBe(answered);
  });
});

describe('spec 000 §4 quote flow: "accepted" shows only once the claim is accepted', () => {
  const idle = { requesting: false, accepting: false, problem: false };
  test.each<{ name: string; screen: QuoteScreen; claim: AcceptedClaimState | null; call: typeof idle; heading: QuoteHeading }>([
    { name: 'accepted once the claim is accepted (CLAIM_ACCEPTED)', screen: 'accepted', claim: 'accepted', call: idle, heading: 'accepted' },
    { name: 'in progress while the insurer answers the claim (CX_ACCEPTED, IN_PROGRESS)', screen: 'accepted', claim: 'pending', call: idle, heading: 'accepting' },
    { name: 'in progress while the accept call runs, on the approved quote', screen: 'approved', claim: null, call: { ...idle, accepting: true }, heading: 'accepting' },
    { name: 'in progress while the claim is followed, even once accepted', screen: 'accepted', claim: 'accepted', call: { ...idle, accepting: true }, heading: 'accepting' },
    { name: 'back to the quote when the claim was not accepted', screen: 'accepted', claim: 'not-accepted', call: idle, heading: 'approved' },
    { name: 'waiting while a request runs', screen: 'request', claim: null, call: { ...idle, requesting: true }, heading: 'waiting' },
    { name: 'the request’s heading on a problem screen with no problem shown', screen: 'problem', claim: null, call: idle, heading: 'request' },
    { name: 'the approved quote', screen: 'approved', claim: null, call: idle, heading: 'approved' },
    { name: 'the offline insurer', screen: 'offline', claim: null, call: idle, heading: 'offline' },
    { name: 'the refused quote', screen: 'refused', claim: null, call: idle, heading: 'refused' },
  ])('spec 000 §4: $name', ({ screen, claim, call, heading }) => {
    expect(quoteHeading(screen, claim, call)).toBe(heading);
  });
});

describe('spec 000 §8: a problem shown names itself in the heading', () => {
  const shown = { requesting: false, accepting: false, problem: true };
  test.each<{ name: string; screen: QuoteScreen; claim: AcceptedClaimState | null; call: typeof shown; heading: QuoteHeading }>([
    { name: 'an answer\'s problem (an exhausted pot), not "ask for your quote"', screen: 'problem', claim: null, call: shown, heading: 'problem' },
    { name: 'the day\'s limit met from the refused quote, not "quote refused"', screen: 'refused', claim: null, call: shown, heading: 'problem' },
    { name: 'the day\'s limit over the request screen', screen: 'request', claim: null, call: shown, heading: 'problem' },
    { name: 'a claim the insurer did not accept (SUBMIT_QUOTE_NO_RETRY_ERROR), not the approved quote', screen: 'accepted', claim: 'not-accepted', call: shown, heading: 'problem' },
    { name: 'a request under way outranks the problem it may clear', screen: 'problem', claim: null, call: { ...shown, requesting: true }, heading: 'waiting' },
  ])('spec 000 §8: $name', ({ screen, claim, call, heading }) => {
    expect(quoteHeading(screen, claim, call)).toBe(heading);
  });
});

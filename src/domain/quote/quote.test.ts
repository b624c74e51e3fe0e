// The quote rules of spec 000 sections 3, 4 and 8, as tables.
import { describe, expect, test } from 'vitest';
import { isInsurerOffline, lastQuote, type QuoteDataLike, type QuoteLike, type QuoteRecordLike } from './quote.ts';
import { hasInsufficientBalance, quoteAwaited, quoteStep, quoteToAccept } from './quote-step.ts';
import type { QuoteStep } from '../claim/status.ts';

const offline: QuoteLike = { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' };
const approved: QuoteLike = { status: 'APPROVED' };

describe('spec 000 §3 Summaries carry lastQuote: lastQuote', () => {
  test.each<{ name: string; claimData: QuoteDataLike | null | undefined; expected: QuoteLike | undefined }>([
    {
      name: 'the summary flagged lastQuote wins over claimData.quote',
      claimData: { quote: approved, quoteSummaries: [{ status: 'REJECTED', lastQuote: false }, { status: 'SUBMITTED', lastQuote: true }] },
      expected: { status: 'SUBMITTED', lastQuote: true } as QuoteLike,
    },
    {
      name: 'claimData.quote when no summary is flagged',
      claimData: { quote: approved, quoteSummaries: [{ status: 'REJECTED', lastQuote: false }, { status: 'ERROR', lastQuote: null }] },
      expected: approved,
    },
    { name: 'claimData.quote when summaries are null', claimData: { quote: approved, quoteSummaries: null }, expected: approved },
    { name: 'claimData.quote when summaries are empty', claimData: { quote: approved, quoteSummaries: [] }, expected: approved },
    { name: 'nothing when there is neither a quote nor a flagged summary', claimData: { quote: null, quoteSummaries: [] }, expected: undefined },
    { name: 'nothing for empty claimData', claimData: {}, expected: undefined },
    { name: 'nothing for null claimData', claimData: null, expected: undefined },
    { name: 'nothing for undefined claimData', claimData: undefined, expected: undefined },
  ])('spec 000 §3: $name', ({ claimData, expected }) => {
    expect(lastQuote(claimData)).toEqual(expected);
  });
});

describe('spec 000 §4 insurer offline: isInsurerOffline', () => {
  test.each<{ name: string; quote: QuoteLike | null | undefined; expected: boolean }>([
    { name: 'offline for CONNECTION_ERROR with INSURER_OFFLINE', quote: offline, expected: true },
    { name: 'not offline for CONNECTION_ERROR with another code', quote: { status: 'CONNECTION_ERROR', errorCode: 'GENERIC_ERROR' }, expected: false },
    { name: 'not offline for CONNECTION_ERROR without a code', quote: { status: 'CONNECTION_ERROR' }, expected: false },
    { name: 'not offline for INSURER_OFFLINE on an ERROR quote', quote: { status: 'ERROR', errorCode: 'INSURER_OFFLINE' }, expected: false },
    { name: 'not offline without a quote (null)', quote: null, expected: false },
    { name: 'not offline without a quote (undefined)', quote: undefined, expected: false },
  ])('spec 000 §4: $name', ({ quote, expected }) => {
    expect(isInsurerOffline(quote)).toBe(expected);
  });
});

function rec(status: string | null, quote?: QuoteLike | null, summaries?: QuoteDataLike['quoteSummaries']): QuoteRecordLike {
  return { status, claimData: { quote, quoteSummaries: summaries } };
}

describe('spec 000 §4 Quote step derivation', () => {
  test.each<{ name: string; record: QuoteRecordLike | null | undefined; step: QuoteStep }>([
    { name: 'ACCEPTED when the quote is CX_ACCEPTED', record: rec('READY_TO_CLAIM', { status: 'CX_ACCEPTED' }), step: 'ACCEPTED' },
    { name: 'ACCEPTED when the quote is CX_ACCEPTED even while QUOTE_REQUESTED', record: rec('QUOTE_REQUESTED', { status: 'CX_ACCEPTED' }), step: 'ACCEPTED' },
    { name: 'ACCEPTED when the record is CLAIM_ACCEPTED without a quote', record: rec('CLAIM_ACCEPTED'), step: 'ACCEPTED' },
    { name: 'ACCEPTED when the record is CLAIM_ACCEPTED with an APPROVED quote', record: rec('CLAIM_ACCEPTED', approved), step: 'ACCEPTED' },
    { name: 'REQUEST when there is no quote', record: rec('QUOTE_REQUIRED'), step: 'REQUEST' },
    { name: 'REQUEST when the quote is NONE', record: rec('READY_TO_CLAIM', { status: 'NONE' }), step: 'REQUEST' },
    { name: 'REQUEST when the quote has an empty status', record: rec('READY_TO_CLAIM', { status: '' }), step: 'REQUEST' },
    { name: 'REQUEST when the quote is SUBMITTED', record: rec('READY_TO_CLAIM', { status: 'SUBMITTED' }), step: 'REQUEST' },
    { name: 'REQUEST when the quote is RETRY_CANCELLED', record: rec('READY_TO_CLAIM', { status: 'RETRY_CANCELLED' }), step: 'REQUEST' },
    { name: 'REQUEST when the quote is REJECTED', record: rec('READY_TO_CLAIM', { status: 'REJECTED' }), step: 'REQUEST' },
    { name: 'REQUEST when the quote is ERROR while QUOTE_REQUIRED', record: rec('QUOTE_REQUIRED', { status: 'ERROR' }), step: 'REQUEST' },
    { name: 'REQUEST when the quote is CX_ACCEPT_FAILED while QUOTE_REQUIRED', record: rec('QUOTE_REQUIRED', { status: 'CX_ACCEPT_FAILED' }), step: 'REQUEST' },
    { name: 'REQUEST when the quote is CLOSED while QUOTE_REQUIRED', record: rec('QUOTE_REQUIRED', { status: 'CLOSED' }), step: 'REQUEST' },
    { name: 'OFFLINE while QUOTE_REQUESTED when the last quote is an insurer-offline connection error', record: rec('QUOTE_REQUESTED', offline), step: 'OFFLINE' },
    {
      name: 'OFFLINE while QUOTE_REQUESTED judged on the summary flagged lastQuote, not claimData.quote',
      record: rec('QUOTE_REQUESTED', { status: 'CREATED' }, [{ ...offline, lastQuote: true }]),
      step: 'OFFLINE',
    },
    {
      name: 'REQUEST while QUOTE_REQUESTED when only an older summary was offline',
      record: rec('QUOTE_REQUESTED', offline, [{ ...offline, lastQuote: false }, { status: 'CREATED', lastQuote: true }]),
      step: 'REQUEST',
    },
    {
      name: 'REQUEST while QUOTE_REQUESTED for a connection error with another code',
      record: rec('QUOTE_REQUESTED', { status: 'CONNECTION_ERROR', errorCode: 'GENERIC_ERROR' }),
      step: 'REQUEST',
    },
    { name: 'REQUEST while QUOTE_REQUESTED even with an older APPROVED quote (the fresh request wins)', record: rec('QUOTE_REQUESTED', approved), step: 'REQUEST' },
    { name: 'SUBMIT when the quote is APPROVED', record: rec('READY_TO_CLAIM', approved), step: 'SUBMIT' },
    { name: 'SUBMIT when the quote is APPROVED while QUOTE_REQUIRED', record: rec('QUOTE_REQUIRED', approved), step: 'SUBMIT' },
    { name: 'SUBMIT when the quote is CX_REFUSED while READY_TO_CLAIM', record: rec('READY_TO_CLAIM', { status: 'CX_REFUSED' }), step: 'SUBMIT' },
    { name: 'REQUEST (no branch) when the quote is CX_REFUSED while QUOTE_REQUIRED', record: rec('QUOTE_REQUIRED', { status: 'CX_REFUSED' }), step: 'REQUEST' },
    { name: 'REQUEST (no branch) when the quote is ERROR while READY_TO_CLAIM', record: rec('READY_TO_CLAIM', { status: 'ERROR' }), step: 'REQUEST' },
    { name: 'REQUEST (no branch) for an insurer-offline quote while QUOTE_PENDING', record: rec('QUOTE_PENDING', offline), step: 'REQUEST' },
    { name: 'REQUEST (no branch) for an unknown quote status', record: rec('READY_TO_CLAIM', { status: 'SOMETHING_NEW' }), step: 'REQUEST' },
    { name: 'SUBMIT when the quote is APPROVED on a record without status', record: rec(null, approved), step: 'SUBMIT' },
    { name: 'REQUEST for a record without claimData', record: { status: 'QUOTE_REQUIRED' }, step: 'REQUEST' },
    { name: 'CANCELLED when the claim was cancelled (another tab): its accepted quote CLAIM_NULLIFIED', record: rec('CLAIM_NULLIFIED', { status: 'CLAIM_NULLIFIED' }), step: 'CANCELLED' },
    { name: 'CANCELLED when the accepted quote is CLAIM_NULLIFIED before the record says so', record: rec('CLAIM_ACCEPTED', { status: 'CLAIM_NULLIFIED' }), step: 'CANCELLED' },
    { name: 'CANCELLED when the record is CLAIM_NULLIFIED over an approved quote never accepted', record: rec('CLAIM_NULLIFIED', approved), step: 'CANCELLED' },
    { name: 'CANCELLED when the record was cancelled by hand (CLAIM_NULLIFIED_MANUALLY)', record: rec('CLAIM_NULLIFIED_MANUALLY', { status: 'CX_ACCEPTED' }), step: 'CANCELLED' },
    { name: 'CANCELLED for a cancelled record with no quote', record: { status: 'CLAIM_NULLIFIED' }, step: 'CANCELLED' },
    { name: 'REQUEST for a null record', record: null, step: 'REQUEST' },
    { name: 'REQUEST for an undefined record', record: undefined, step: 'REQUEST' },
  ])('$name', ({ record, step }) => {
    expect(quoteStep(record)).toBe(step);
  });
});

describe('spec 000 §4 a quote request the insurer has yet to answer (quoteAwaited)', () => {
  test.each<[string, QuoteRecordLike | null, boolean]>([
    ['the request just taken (QUOTE_REQUESTED, quote SUBMITTED)', rec('QUOTE_REQUESTED', { status: 'SUBMITTED' }), true],
    ['a fresh request outranks an older approved quote', rec('QUOTE_REQUESTED', approved), true],
    ['a request before any quote is recorded', rec('QUOTE_REQUESTED'), true],
    ['not once the insurer answered offline', rec('QUOTE_REQUESTED', offline), false],
    ['not a quote accepted meanwhile (another tab)', rec('QUOTE_REQUESTED', { status: 'CX_ACCEPTED' }), false],
    ['not a claim cancelled meanwhile', rec('QUOTE_REQUESTED', { status: 'CLAIM_NULLIFIED' }), false],
    ['the e-mail retry opted into at an offline insurer (QUOTE_PENDING)', rec('QUOTE_PENDING', { status: 'RETRY', errorCode: 'INSURER_OFFLINE' }), true],
    ['not the retry once the insurer answered it', rec('QUOTE_PENDING', approved), false],
    ['not an approved quote', rec('READY_TO_CLAIM', approved), false],
    ['not a quote yet to be asked', rec('QUOTE_REQUIRED'), false],
    ['not without a record', null, false],
  ])('spec 000 §4: %s', (_name, record, awaited) => {
    expect(quoteAwaited(record)).toBe(awaited);
  });
});

describe('spec 000 §8 Insufficient balance: hasInsufficientBalance', () => {
  const short: QuoteLike = { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' };
  test.each<{ name: string; claimData: QuoteDataLike | null | undefined; expected: boolean }>([
    { name: 'insufficient when the last quote is a customer-facing INSUFFICIENT_BALANCE error', claimData: { quote: short }, expected: true },
    {
      name: 'insufficient when the flagged summary is, whatever claimData.quote says',
      claimData: { quote: approved, quoteSummaries: [{ ...short, lastQuote: true }] },
      expected: true,
    },
    {
      name: 'not insufficient when only an older summary was',
      claimData: { quote: short, quoteSummaries: [{ ...short, lastQuote: false }, { status: 'APPROVED', lastQuote: true }] },
      expected: false,
    },
    { name: 'not insufficient for a technical error with that code', claimData: { quote: { ...short, errorType: 'TECHNICAL_ERROR' } }, expected: false },
    { name: 'not insufficient for a customer-facing error with another code', claimData: { quote: { ...short, errorCode: 'BENEFICIARY_NOT_FOUND' } }, expected: false },
    { name: 'not insufficient without a quote', claimData: {}, expected: false },
    { name: 'not insufficient without claimData', claimData: null, expected: false },
  ])('spec 000 §8: $name', ({ claimData, expected }) => {
    expect(hasInsufficientBalance(claimData)).toBe(expected);
  });
});

const retry: QuoteLike = { status: 'RETRY', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' };

describe('spec 000 §4 quote step SUBMIT: a quote waits to be accepted (quoteToAccept)', () => {
  test.each<[string, QuoteRecordLike | null, boolean]>([
    ['an APPROVED quote on a READY_TO_CLAIM record', rec('READY_TO_CLAIM', { status: 'APPROVED' }), true],
    ['the summary flagged lastQuote decides, not an older claimData.quote', { status: 'READY_TO_CLAIM', claimData: { quote: retry, quoteSummaries: [{ ...retry, lastQuote: false }, { status: 'APPROVED', lastQuote: true }] } }, true],
    ['a quote the shopper refused (SUBMIT by the spec, but nothing to accept)', rec('READY_TO_CLAIM', { status: 'CX_REFUSED' }), false],
    ['a quote accepted: the claim follows (ACCEPTED)', rec('CLAIM_SUBMITTED', { status: 'CX_ACCEPTED' }), false],
    ['a fresh request in flight outranks an older approved quote', rec('QUOTE_REQUESTED', { status: 'APPROVED' }), false],
    ['the retry still waits on the insurer', rec('QUOTE_PENDING', retry), false],
    ['an accepted claim is no quote to accept', rec('CLAIM_ACCEPTED', { status: 'APPROVED' }), false],
    ['a quote yet to be asked', rec('QUOTE_REQUIRED'), false],
    ['no record', null, false],
  ])('%s', (_name, record, ready) => {
    expect(quoteToAccept(record)).toBe(ready);
  });
});

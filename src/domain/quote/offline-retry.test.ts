// The quote an offline insurer answers later, as tables citing spec 000 §3, §4, §6, §7 and §9.
import { describe, expect, test } from 'vitest';
import type { QuoteLike, QuoteRecordLike } from './quote.ts';
import { answerByEmail, awaitsRetry, retryCancelled, type RetryContact } from './offline-retry.ts';

const rec = (status: string | null, quote?: QuoteLike | null): QuoteRecordLike => ({ status, claimData: { quote } });
const offline: QuoteLike = { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' };
const retry: QuoteLike = { status: 'RETRY', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' };

describe('spec 000 §6 and §7: whether the insurer’s answer can be e-mailed (answerByEmail)', () => {
  test.each<[string, RetryContact, boolean]>([
    ['§3: the record carries the customer’s e-mail', { recordEmail: 'camille@example.com', guest: false, sessionEmail: 'camille@example.com' }, true],
    ['§3 (spec 001 §3): the record carries it as { email }', { recordEmail: { email: 'camille@example.com' }, guest: false, sessionEmail: undefined }, true],
    ['§7: a signed-in customer whose record answer leaves it out: the calls carry their e-mail', { recordEmail: undefined, guest: false, sessionEmail: 'camille@example.com' }, true],
    ['§6: a guest, whose record was made without an e-mail, and who has none', { recordEmail: undefined, guest: true, sessionEmail: undefined }, false],
    ['§6: a guest whose shop session has an e-mail: their record has none, so no e-mail is promised', { recordEmail: undefined, guest: true, sessionEmail: 'guest@example.com' }, false],
    ['§3: a guest whose record does carry an e-mail can be written to', { recordEmail: 'guest@example.com', guest: true, sessionEmail: undefined }, true],
    ['a signed-in customer without any e-mail', { recordEmail: null, guest: false, sessionEmail: null }, false],
    ['blank e-mails count as none', { recordEmail: { email: '  ' }, guest: false, sessionEmail: ' ' }, false],
  ])('%s', (_name, contact, emailed) => {
    expect(answerByEmail(contact)).toBe(emailed);
  });
});

describe('spec 000 §4 and §9: the page waits for the retry the shopper opted in to (awaitsRetry)', () => {
  test.each<[string, QuoteRecordLike | null, boolean]>([
    ['§4 QUOTE_PENDING: the insurer answers later', rec('QUOTE_PENDING', retry), true],
    ['§4: the insurer offline, no choice made yet (QUOTE_REQUESTED): nothing will come without the retry', rec('QUOTE_REQUESTED', offline), false],
    ['§4: the insurer came back with a quote (READY_TO_CLAIM, APPROVED): the wait ends', rec('READY_TO_CLAIM', { status: 'APPROVED' }), false],
    ['§4: the retry cancelled (QUOTE_REQUIRED, RETRY_CANCELLED): the wait ends', rec('QUOTE_REQUIRED', { status: 'RETRY_CANCELLED' }), false],
    ['no record', null, false],
  ])('%s', (_name, record, waits) => {
    expect(awaitsRetry(record)).toBe(waits);
  });
});

describe('spec 000 §4: the shopper’s cancel of the retry went through (retryCancelled)', () => {
  test.each<[string, QuoteRecordLike | null, boolean]>([
    ['§4: the retry cancelled (QUOTE_REQUIRED, RETRY_CANCELLED)', rec('QUOTE_REQUIRED', { status: 'RETRY_CANCELLED' }), true],
    ['§3: the summary flagged lastQuote says it, over a stale current quote', { status: 'QUOTE_REQUIRED', claimData: { quote: offline, quoteSummaries: [{ status: 'RETRY_CANCELLED', lastQuote: true }] } }, true],
    ['§4: the insurer still offline (QUOTE_REQUESTED, CONNECTION_ERROR): the cancel did not go through', rec('QUOTE_REQUESTED', offline), false],
    ['§4: the retry asked for (QUOTE_PENDING, RETRY)', rec('QUOTE_PENDING', retry), false],
    ['no record', null, false],
  ])('%s', (_name, record, cancelled) => {
    expect(retryCancelled(record)).toBe(cancelled);
  });
});

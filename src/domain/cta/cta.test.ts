// The call-to-action's state, its cancel and the last-attempt warning (spec 001 §2 "CTA states"; spec 000 §4 and §9).
import { describe, expect, test } from 'vitest';
import { attemptsUsed, cancelWaitsForService, cancelWarning, lastAttemptToday, type LastAttemptInput, claimApplied, ctaCancel, ctaState, exhaustedPot, isLastAttempt, noBenefitsToApply, offlineCause, offlineQuote, offlineQuoteKey, retryOptIn, toggleOutage, type CtaCancel, type CtaInput, type CtaState, type OfflineQuote, type ToggleOutage } from './cta.ts';
import { sessionCtaState } from './cta-session.ts';
import { cancelClosed } from '../claim/nullify.ts';

const ready: CtaInput = { session: 'ready', signedIn: true, insurance: 'ready', record: null, restricted: false, eligibleProducts: 'ELIGIBLE', serviceOnline: true };
const withStatus = (status: string, extra: Partial<CtaInput> = {}): CtaInput => ({ ...ready, record: { status }, ...extra });
/** A claim the insurer accepted, with the shopper's benefits on: its share comes off the order (spec 000 §4). */
const applied = { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } };
const insurerOfflineRecord = { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' } } };

describe('spec 001 §2 CTA states: ctaState', () => {
  test.each<[string, CtaInput, CtaState]>([
    ['checking while the session loads', { ...ready, session: 'loading' }, 'CHECKING'],
    ['checking before the session starts loading', { ...ready, session: 'idle' }, 'CHECKING'],
    ['init error when the session fails', { ...ready, session: 'error' }, 'INIT_ERROR'],
    ['signed out: the sign-in prompt', { ...ready, signedIn: false }, 'SIGNED_OUT'],
    ['signed out outranks a failed insurance load', { ...ready, signedIn: false, insurance: 'error' }, 'SIGNED_OUT'],
    ['init error when the token or record load fails (spec 001 §8)', { ...ready, insurance: 'error' }, 'INIT_ERROR'],
    ['checking while the record loads', { ...ready, insurance: 'loading' }, 'CHECKING'],
    ['the host said the service is offline', { ...ready, serviceOnline: false }, 'SERVICE_OFFLINE'],
    ['spec 001 §6 serviceStatus: an outage the host declared over a claim in progress: the order is at full price', withStatus('READY_TO_CLAIM', { serviceOnline: false }), 'SERVICE_OFFLINE'],
    ['spec 001 §6 serviceStatus: an outage over a claim accepted and applied: the share still comes off, so it stays accepted', { ...ready, serviceOnline: false, record: applied }, 'ACCEPTED'],
    ['spec 001 §6 serviceStatus: an outage over a claim accepted with the benefits switched off: the order is at full price', { ...ready, serviceOnline: false, record: { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } } }, 'SERVICE_OFFLINE'],
    ['spec 001 §6 serviceStatus: an outage over a rejected claim', withStatus('CLAIM_REJECTED', { serviceOnline: false }), 'SERVICE_OFFLINE'],
    ['a failed insurance load outranks an outage, even over an applied claim', { ...ready, serviceOnline: false, insurance: 'error', record: applied }, 'INIT_ERROR'],
    ['signed out outranks an outage', { ...ready, serviceOnline: false, signedIn: false }, 'SIGNED_OUT'],
    ['default with no record and an eligible cart', ready, 'DEFAULT'],
    ['default while the cart check is pending', { ...ready, eligibleProducts: 'PENDING' }, 'DEFAULT'],
    ['default when the cart check failed (not applicable)', { ...ready, eligibleProducts: 'NOT_APPLICABLE' }, 'DEFAULT'],
    ['ineligible cart', { ...ready, eligibleProducts: 'NOT_ELIGIBLE' }, 'INELIGIBLE_CART'],
    ['limit reached when the restricted check is true', { ...ready, restricted: true }, 'LIMIT_REACHED'],
    ['limit reached outranks an ineligible cart', { ...ready, restricted: true, eligibleProducts: 'NOT_ELIGIBLE' }, 'LIMIT_REACHED'],
    ['accepted (CLAIM_ACCEPTED)', withStatus('CLAIM_ACCEPTED'), 'ACCEPTED'],
    ['an accepted record outranks the restricted check', withStatus('CLAIM_ACCEPTED', { restricted: true }), 'ACCEPTED'],
    ['rejected (CLAIM_REJECTED)', withStatus('CLAIM_REJECTED'), 'REJECTED'],
    ['timeout retry (CLAIM_RETRY)', withStatus('CLAIM_RETRY'), 'TIMEOUT_RETRY'],
    ['acknowledged nullified (CLAIM_ACKNOWLEDGED, spec 000 §4)', withStatus('CLAIM_ACKNOWLEDGED'), 'ACKNOWLEDGED_NULLIFIED'],
    ['limit reached (RESTRICTED record)', withStatus('RESTRICTED'), 'LIMIT_REACHED'],
    ['service offline (QUOTE_PENDING)', withStatus('QUOTE_PENDING'), 'SERVICE_OFFLINE'],
    ['service offline (QUOTE_REQUESTED after an insurer-offline quote)', { ...ready, record: insurerOfflineRecord }, 'SERVICE_OFFLINE'],
    ['nullify rejected (CLAIM_NULLIFY_REJECTED)', withStatus('CLAIM_NULLIFY_REJECTED'), 'NULLIFY_REJECTED'],
    ['nullify rejected (FOR_MANUAL_NULLIFY, though it counts as nullified)', withStatus('FOR_MANUAL_NULLIFY'), 'NULLIFY_REJECTED'],
    ['nullified (CLAIM_NULLIFIED)', withStatus('CLAIM_NULLIFIED'), 'NULLIFIED'],
    ['nullified (CLAIM_NULLIFY_SENT)', withStatus('CLAIM_NULLIFY_SENT'), 'NULLIFIED'],
    ['in progress (CREATED)', withStatus('CREATED'), 'IN_PROGRESS'],
    ['in progress (INSURANCE_MEMBER_FOUND), even with an ineligible cart', withStatus('INSURANCE_MEMBER_FOUND', { eligibleProducts: 'NOT_ELIGIBLE' }), 'IN_PROGRESS'],
    ['in progress for a status the spec does not list', withStatus('SOMETHING_NEW'), 'IN_PROGRESS'],
    ['in progress for a record with an empty status', withStatus(''), 'IN_PROGRESS'],
    ['a deleted record counts as none: a new start is allowed', withStatus('DELETED'), 'DEFAULT'],
    ['a record is shown even while a reload is under way', withStatus('CLAIM_ACCEPTED', { insurance: 'loading' }), 'ACCEPTED'],
  ])('spec 001 §2: %s', (_name, input, state) => {
    expect(ctaState(input)).toBe(state);
  });
});

describe('spec 001 §2 cancel confirmations: ctaCancel', () => {
  test.each<[string, CtaState, Parameters<typeof ctaCancel>[1], ReturnType<typeof ctaCancel>]>([
    ['an accepted claim is nullified', 'ACCEPTED', { status: 'CLAIM_ACCEPTED' }, 'nullify'],
    ['a claim in progress is cancelled', 'IN_PROGRESS', { status: 'READY_TO_CLAIM' }, 'claim'],
    ['a claim with the insurer (CLAIM_SUBMITTED) has nothing to cancel until it answers (spec 000 §4)', 'IN_PROGRESS', { status: 'CLAIM_SUBMITTED' }, null],
    ['an offline quote retry is cancelled', 'SERVICE_OFFLINE', { status: 'QUOTE_PENDING' }, 'quote'],
    ['a host-declared outage without a record has nothing to cancel', 'SERVICE_OFFLINE', null, null],
    ['a host-declared outage over an accepted claim cancels nothing', 'SERVICE_OFFLINE', { status: 'CLAIM_ACCEPTED' }, null],
    ['a rejected claim has nothing to cancel', 'REJECTED', { status: 'CLAIM_REJECTED' }, null],
    ['the default state has nothing to cancel', 'DEFAULT', null, null],
  ])('spec 001 §2: %s', (_name, state, record, cancel) => {
    expect(ctaCancel(state, record)).toBe(cancel);
  });
});

describe('spec 000 §4 "Nullify": cancelClosed, the card\'s cancel past the Los Angeles cut-off', () => {
  // The walk's day: an accepted claim last modified at 10:00 in Los Angeles (18:00 UTC, PST).
  const modified = '2026-11-28T18:00:00Z';
  test.each<[string, CtaCancel | null, string, boolean]>([
    ['an accepted claim the same Los Angeles day, before the cut-off: Cancel claim is offered', 'nullify', '2026-11-28T22:00:00Z', false],
    ['the next Los Angeles day (01:00), past the day\'s 23:59:59 cut-off: closed', 'nullify', '2026-11-29T09:00:00Z', true],
    ['a claim in progress has no cut-off', 'claim', '2026-11-29T09:00:00Z', false],
    ['a quote retry has no cut-off', 'quote', '2026-11-29T09:00:00Z', false],
    ['no cancel at all', null, '2026-11-29T09:00:00Z', false],
  ])('%s', (_name, cancel, now, closed) => {
    expect(cancelClosed(cancel, modified, new Date(now))).toBe(closed);
  });

  test('an unreadable last modification counts as closed: a cancel is never offered blindly', () => {
    expect(cancelClosed('nullify', null, new Date('2026-11-28T19:00:00Z'))).toBe(true);
  });
});

describe('spec 000 §1 and §4: claimApplied, a claim whose confirmed share comes off the order', () => {
  test.each<[string, Parameters<typeof claimApplied>[0], boolean]>([
    ['accepted, benefits on (INSURANCE_ENABLED)', applied, true],
    ['accepted, benefits on pending an eligibility check (INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED)', { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED' } }, true],
    ['accepted, benefits switched off (INSURANCE_DISABLED)', { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } }, false],
    ['accepted, no use of insurance recorded', { status: 'CLAIM_ACCEPTED' }, false],
    ['acknowledged, benefits on: pre-authorised in full, nothing off (spec 000 §4)', { status: 'CLAIM_ACKNOWLEDGED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, false],
    ['in progress, benefits on: nothing accepted yet', { status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, false],
    ['no record', null, false],
  ])('%s', (_name, record, isApplied) => {
    expect(claimApplied(record)).toBe(isApplied);
  });
});

describe('spec 001 §6 serviceStatus and spec 000 §7: cancelWaitsForService, a cancel the service cannot answer while offline', () => {
  test.each<[string, Parameters<typeof cancelWaitsForService>[0], boolean, boolean]>([
    ['an applied claim’s nullify while the host says the service is offline', 'nullify', false, true],
    ['an offline quote retry’s cancel while the host says the service is offline', 'quote', false, true],
    ['the nullify with the service online', 'nullify', true, false],
    ['nothing to cancel, offline', null, false, false],
  ])('%s', (_name, cancel, online, waits) => {
    expect(cancelWaitsForService(cancel, online)).toBe(waits);
  });
});

describe('spec 001 §6 serviceStatus and §2 "Insurance toggle": toggleOutage, what the toggle says while the host says the service is offline', () => {
  const outage = (record: CtaInput['record']): CtaInput => ({ ...ready, serviceOnline: false, record });
  test.each<[string, CtaInput, ToggleOutage | null]>([
    ['the service online: nothing held, whatever the record', { ...ready, record: applied }, null],
    ['the service online over a quote at an offline insurer: its own wait, not an outage', { ...ready, record: insurerOfflineRecord }, null],
    ['a claim accepted and applied stays applied: its benefits come off once the service is back', outage(applied), 'applied'],
    ['no record: the service unavailable, the order at full price', outage(null), 'unavailable'],
    ['a claim in progress with the benefits on: at full price until it is accepted', outage({ status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }), 'unavailable'],
    ['a claim accepted with the benefits switched off: at full price', outage({ status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } }), 'unavailable'],
    ['spec 000 §4: a quote waiting on an offline insurer says its own wait, and calls nothing', outage(insurerOfflineRecord), 'held'],
    ['a failed insurance load says its own error, and the switch calls nothing', { ...outage(null), insurance: 'error' }, 'held'],
  ])('%s', (_name, input, shown) => {
    expect(toggleOutage(ctaState(input), input.record, input.serviceOnline)).toBe(shown);
  });
});

describe('spec 000 §4 and spec 001 §6: offlineCause tells an offline insurer on the shopper’s quote from an outage the host declared', () => {
  test.each<[string, Parameters<typeof offlineCause>[0], ReturnType<typeof offlineCause>]>([
    ['a quote waiting on an offline insurer is the quote’s', { status: 'QUOTE_PENDING' }, 'quote'],
    ['no record is the service’s', null, 'service'],
    ['an accepted claim under an outage is the service’s', { status: 'CLAIM_ACCEPTED' }, 'service'],
    ['a claim in progress under an outage is the service’s', { status: 'READY_TO_CLAIM' }, 'service'],
  ])('%s', (_name, record, cause) => {
    expect(offlineCause(record)).toBe(cause);
  });
});

describe('spec 000 §4 and §7, spec 001 §2 "service offline": offlineQuote tells what the shopper can do about a quote at an offline insurer', () => {
  const offline = { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' };
  /** The sandbox's record once the insurer answered a request offline (QUOTE_REQUESTED, the last quote insurer-offline). */
  const waiting = { id: 'cr_1', lastModified: '2026-03-02T10:00:00Z', status: 'QUOTE_REQUESTED', claimData: { quote: offline, quoteSummaries: [{ ...offline, lastQuote: true }] } };
  const declined = offlineQuoteKey(waiting);
  test.each<[string, Parameters<typeof offlineQuote>[0], string | null, OfflineQuote | null]>([
    ['spec 000 §4: QUOTE_REQUESTED with an insurer-offline connection error, nothing chosen yet: unanswered', waiting, null, 'unanswered'],
    ['spec 000 §7 opt-in-retry false ("no thanks") to this quote: declined', waiting, declined, 'declined'],
    ['a "no thanks" to another record says nothing of this one', waiting, offlineQuoteKey({ ...waiting, id: 'cr_2' }), 'unanswered'],
    [
      'a "no thanks" to an earlier offline quote says nothing of a new request the insurer met offline again',
      { ...waiting, lastModified: '2026-03-02T11:00:00Z', claimData: { quote: offline, quoteSummaries: [{ ...offline, status: 'RETRY_CANCELLED', lastQuote: false }, { ...offline, lastQuote: true }] } },
      declined,
      'unanswered',
    ],
    ['spec 000 §7 opt-in-retry true: QUOTE_PENDING, the insurer answers by e-mail', { ...waiting, status: 'QUOTE_PENDING', claimData: { quote: { ...offline, status: 'RETRY' } } }, null, 'opted-in'],
    ['QUOTE_PENDING is opted in whatever the page remembers', { ...waiting, status: 'QUOTE_PENDING' }, declined, 'opted-in'],
    ['spec 000 §4: QUOTE_REQUESTED without an offline quote is a request in flight, not offline', { ...waiting, claimData: { quote: { status: 'SUBMITTED' } } }, null, null],
    ['a quote the insurer answered is not offline', { ...waiting, status: 'READY_TO_CLAIM', claimData: { quote: { status: 'APPROVED' } } }, null, null],
    ['no record: nothing waits (an outage the host page declared is the service’s)', null, null, null],
  ])('%s', (_name, record, declinedKey, state) => {
    expect(offlineQuote(record, declinedKey)).toBe(state);
  });
});

describe('spec 000 §7 opt-in-retry and spec 001 §6 serviceStatus: retryOptIn, the e-mail retry an offline insurer\'s quote offers', () => {
  test.each<[string, OfflineQuote | null, boolean, ReturnType<typeof retryOptIn>]>([
    ['nothing chosen yet, the service online: offered', 'unanswered', true, 'offered'],
    ['after a "no thanks", the service online: offered again', 'declined', true, 'offered'],
    ['nothing chosen yet while the host says the service is offline: held, a call none answers', 'unanswered', false, 'held'],
    ['after a "no thanks" while the host says the service is offline: held', 'declined', false, 'held'],
    ['already asked for (QUOTE_PENDING): not offered again', 'opted-in', true, null],
    ['already asked for, the service offline: nothing to hold', 'opted-in', false, null],
    ['no quote at an offline insurer: nothing offered', null, false, null],
  ])('%s', (_name, offline, online, offer) => {
    expect(retryOptIn(offline, online)).toBe(offer);
  });
});

describe('spec 000 §9 attempts: isLastAttempt and attemptsUsed', () => {
  test.each<[string, number, boolean]>([
    ['no attempt used is not the last', 0, false],
    ['two attempts used is not the last', 2, false],
    ['the third attempt is the last', 3, true],
    ['beyond three is still the last', 4, true],
  ])('spec 000 §9: %s', (_name, used, last) => {
    expect(isLastAttempt(used)).toBe(last);
  });

  test.each<[string, Parameters<typeof attemptsUsed>[0], number]>([
    ['no record has used none', null, 0],
    ['a record without summaries has used none', { claimData: {} }, 0],
    ['claim summaries count', { claimData: { claimSummaries: [{}, {}] } }, 2],
    ['quote summaries count (France)', { claimData: { quoteSummaries: [{}, {}, {}] } }, 3],
    ['the larger tally wins', { claimData: { claimSummaries: [{}], quoteSummaries: [{}, {}] } }, 2],
  ])('spec 000 §9: %s', (_name, record, used) => {
    expect(attemptsUsed(record)).toBe(used);
  });

  const NOW = Date.parse('2026-11-18T18:00:00Z');
  const HOUR = 60 * 60 * 1000;
  const at = (hoursAgo: number): string => new Date(NOW - hoursAgo * HOUR).toISOString();
  const quotes = (n: number): { status: string; quoteSummaries: object[] } => ({ status: 'QUOTE_ACCEPTED', quoteSummaries: Array.from({ length: n }, () => ({})) });
  test.each<[string, Omit<LastAttemptInput, 'now'>, boolean]>([
    ['no record, nothing elsewhere', { record: null, refusedAt: null }, false],
    ['the record\'s first quote', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(1), lastModified: at(1) }, refusedAt: null }, false],
    ['the record\'s third quote', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(3), lastModified: at(1) }, refusedAt: null }, true],
    ['three claims of its own (North America) today', { record: { status: 'CLAIM_ACCEPTED', claimData: { claimSummaries: [{}, {}, {}] }, lastModified: at(1) }, refusedAt: null }, true],
    ['three claims of its own of an unknown date count', { record: { status: 'CLAIM_ACCEPTED', claimData: { claimSummaries: [{}, {}, {}] } }, refusedAt: null }, true],
    ['three claims of its own made yesterday: today\'s tries are all left', { record: { status: 'CLAIM_ACCEPTED', claimData: { claimSummaries: [{}, {}, {}] }, lastModified: at(30) }, refusedAt: null }, false],
    ['three quotes of its own made yesterday: today\'s first request is not the last', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(25) }, refusedAt: null }, false],
    ['three quotes of its own 23 hours ago: still the day\'s', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(23) }, refusedAt: null }, true],
    ['three quotes of its own exactly 24 hours ago: the wait is over', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(24) }, refusedAt: null }, false],
    ['three quotes of its own yesterday, two on a claim cancelled today: one left', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(25) }, refusedAt: null, elsewhere: [{ quotes: 2, lastModified: at(2) }] }, false],
    ['three quotes of its own yesterday, three on a claim cancelled today', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(25) }, refusedAt: null, elsewhere: [{ quotes: 3, lastModified: at(2) }] }, true],
    ['three quotes of its own yesterday, the service\'s refusal an hour ago', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(25) }, refusedAt: NOW - HOUR }, true],
    ['its first quote after two on a claim cancelled today: the day\'s third', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(1), lastModified: at(1) }, refusedAt: null, elsewhere: [{ quotes: 2, lastModified: at(2) }] }, true],
    ['its first quote after one on a claim cancelled today', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(1), lastModified: at(1) }, refusedAt: null, elsewhere: [{ quotes: 1, lastModified: at(2) }] }, false],
    ['its first quote after two on a claim of yesterday', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(1), lastModified: at(1) }, refusedAt: null, elsewhere: [{ quotes: 2, lastModified: at(25) }] }, false],
    ['two quotes elsewhere of an unknown date count', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(1), lastModified: at(1) }, refusedAt: null, elsewhere: [{ quotes: 2 }] }, true],
    ['the service refused a request within 24 hours', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(1), lastModified: at(1) }, refusedAt: NOW - HOUR }, true],
    ['the service\'s refusal 24 hours old', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(1), lastModified: at(1) }, refusedAt: NOW - 24 * HOUR }, false],
  ])('spec 001 §2, §9 lastAttemptToday: %s', (_name, input, last) => {
    expect(lastAttemptToday({ ...input, now: NOW })).toBe(last);
  });

  test.each<[string, Omit<LastAttemptInput, 'now'>, ReturnType<typeof cancelWarning>]>([
    ['no record', { record: null, refusedAt: null }, null],
    ['the record\'s first quote accepted', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(1), lastModified: at(1) }, refusedAt: null }, null],
    ['the day\'s third quote accepted: cancelling gives up the last', { record: { status: 'CLAIM_ACCEPTED', claimData: quotes(3), lastModified: at(1) }, refusedAt: null }, 'lastAttempt'],
    ['three claims of its own (North America) today', { record: { status: 'CLAIM_ACCEPTED', claimData: { claimSummaries: [{}, {}, {}] }, lastModified: at(1) }, refusedAt: null }, 'lastAttempt'],
    ['§8: three quotes refused today, a fourth asked for: none left, the wait already applies', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(1) }, refusedAt: null }, 'limitMet'],
    ['§8: the service refused a request an hour ago, a quote asked for: the wait already applies', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(1), lastModified: at(1) }, refusedAt: NOW - HOUR }, 'limitMet'],
    ['two quotes refused today, the third still to ask: nothing to warn of', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(2), lastModified: at(1) }, refusedAt: null }, null],
    ['three quotes refused yesterday: nothing to warn of', { record: { status: 'QUOTE_REQUIRED', claimData: quotes(3), lastModified: at(25) }, refusedAt: null }, null],
  ])('spec 001 §2, §9, spec 000 §8 cancelWarning: %s', (_name, input, warning) => {
    expect(cancelWarning({ ...input, now: NOW })).toBe(warning);
  });
});

describe('spec 001 §2: sessionCtaState, the states the session alone decides', () => {
  test.each<[string, Parameters<typeof sessionCtaState>[0], boolean, ReturnType<typeof sessionCtaState>]>([
    ['checking before the session loads', 'idle', false, 'CHECKING'],
    ['checking while it loads', 'loading', true, 'CHECKING'],
    ['init error when it failed', 'error', false, 'INIT_ERROR'],
    ['signed out', 'ready', false, 'SIGNED_OUT'],
    ['signed in: the record decides', 'ready', true, null],
  ])('spec 001 §2: %s', (_name, session, signedIn, state) => {
    expect(sessionCtaState(session, signedIn)).toBe(state);
  });
});

describe('spec 000 §8 benefits unavailable, spec 001 §8 BENEFITS_UNAVAILABLE: noBenefitsToApply', () => {
  test.each<[string, Parameters<typeof noBenefitsToApply>[0], boolean]>([
    ['no record', null, false],
    ['the member found with no benefits available (NO_BENEFITS_AVAILABLE)', { status: 'NO_BENEFITS_AVAILABLE' }, true],
    ['the service\'s error code says so', { status: 'INSURANCE_MEMBER_FOUND', claimData: { insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE' } }, true],
    ['the code NO_BENEFITS_AVAILABLE names the same error', { status: 'INSURANCE_MEMBER_FOUND', claimData: { insuranceStatusErrorCode: 'NO_BENEFITS_AVAILABLE' } }, true],
    ['the member found with benefits', { status: 'INSURANCE_MEMBER_FOUND' }, false],
    ['another error code', { status: 'INSURANCE_MEMBER_FOUND', claimData: { insuranceStatusErrorCode: 'CART_QUOTE_FAILED' } }, false],
    ['an accepted claim is its own state, whatever the code', { status: 'CLAIM_ACCEPTED', claimData: { insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE' } }, false],
  ])('%s', (_, record, expected) => {
    expect(noBenefitsToApply(record)).toBe(expected);
  });
});

describe('spec 000 §4 claim outcomes and §8, spec 001 §8 "exhausted pot": exhaustedPot', () => {
  const lowBalance = { quote: { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' } };
  test.each<[string, Parameters<typeof exhaustedPot>[0], boolean]>([
    ['no record', null, false],
    ['a quote refused for an insufficient balance, the record back at QUOTE_REQUIRED', { status: 'QUOTE_REQUIRED', claimData: lowBalance }, true],
    ['the same, read from the summary flagged lastQuote', { status: 'QUOTE_REQUIRED', claimData: { quoteSummaries: [{ ...lowBalance.quote, lastQuote: true }] } }, true],
    ['a new quote asked for since: in progress again', { status: 'QUOTE_REQUESTED', claimData: { quoteSummaries: [{ ...lowBalance.quote, lastQuote: false }, { status: 'SUBMITTED', lastQuote: true }] } }, false],
    ['the same code on a technical error: not the customer-facing outcome', { status: 'QUOTE_REQUIRED', claimData: { quote: { status: 'ERROR', errorType: 'TECHNICAL_ERROR', errorCode: 'INSUFFICIENT_BALANCE' } } }, false],
    ['a refusal for contact lenses not by six', { status: 'QUOTE_REQUIRED', claimData: { quote: { status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR' } } }, false],
    ['a claim in progress without a quote', { status: 'READY_TO_CLAIM' }, false],
    ['a limit reached outranks it (its own customer-facing status)', { status: 'RESTRICTED', claimData: lowBalance }, false],
  ])('%s', (_, record, expected) => {
    expect(exhaustedPot(record)).toBe(expected);
  });
});

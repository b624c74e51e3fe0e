// The record-status rules of spec 000 sections 4 and 9 and spec 001 section 4, as tables.
import { describe, expect, test } from 'vitest';
import {
  NEW_CLAIM_BLOCKING_STATUSES, PLAN_STATUSES, countCartsWithEligibleProducts, customerFacingStatus,
  isBenefitPlanReady, isNewClaimAllowed, isProductQuoteReady, isProductSelectionAllowed,
  lookupPhase, withInsurer, type EligibleProductsLike, type ProductSelectionInput, type StatusRecordLike,
} from './record-status.ts';
import { RECORD_STATUSES, type CustomerFacingStatus, type LookupPhase } from './status.ts';

const offlineQuote = { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' };

describe('spec 000 §4 Customer-facing status from record status', () => {
  test.each<{ name: string; record: StatusRecordLike | null | undefined; expected: CustomerFacingStatus }>([
    { name: 'ACCEPTED for CLAIM_ACCEPTED', record: { status: 'CLAIM_ACCEPTED' }, expected: 'ACCEPTED' },
    { name: 'REJECTED for CLAIM_REJECTED', record: { status: 'CLAIM_REJECTED' }, expected: 'REJECTED' },
    { name: 'TIMEOUT_RETRY for CLAIM_RETRY', record: { status: 'CLAIM_RETRY' }, expected: 'TIMEOUT_RETRY' },
    { name: 'ACKNOWLEDGED_NULLIFIED for CLAIM_ACKNOWLEDGED', record: { status: 'CLAIM_ACKNOWLEDGED' }, expected: 'ACKNOWLEDGED_NULLIFIED' },
    { name: 'LIMIT_REACHED for RESTRICTED', record: { status: 'RESTRICTED' }, expected: 'LIMIT_REACHED' },
    { name: 'SERVICE_OFFLINE for QUOTE_PENDING', record: { status: 'QUOTE_PENDING' }, expected: 'SERVICE_OFFLINE' },
    { name: 'SERVICE_OFFLINE for QUOTE_REQUESTED when the last quote is an insurer-offline connection error', record: { status: 'QUOTE_REQUESTED', claimData: { quote: offlineQuote } }, expected: 'SERVICE_OFFLINE' },
    {
      name: 'SERVICE_OFFLINE for QUOTE_REQUESTED when the flagged summary is offline',
      record: { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'SUBMITTED' }, quoteSummaries: [{ ...offlineQuote, lastQuote: true }] } },
      expected: 'SERVICE_OFFLINE',
    },
    { name: 'IN_PROGRESS for QUOTE_REQUESTED when the connection error has another code', record: { status: 'QUOTE_REQUESTED', claimData: { quote: { ...offlineQuote, errorCode: 'GENERIC_ERROR' } } }, expected: 'IN_PROGRESS' },
    { name: 'IN_PROGRESS for QUOTE_REQUESTED with an ERROR quote coded INSURER_OFFLINE', record: { status: 'QUOTE_REQUESTED', claimData: { quote: { ...offlineQuote, status: 'ERROR' } } }, expected: 'IN_PROGRESS' },
    { name: 'IN_PROGRESS for QUOTE_REQUESTED without a quote', record: { status: 'QUOTE_REQUESTED' }, expected: 'IN_PROGRESS' },
    { name: 'NULLIFY_REJECTED for CLAIM_NULLIFY_REJECTED', record: { status: 'CLAIM_NULLIFY_REJECTED' }, expected: 'NULLIFY_REJECTED' },
    { name: 'NULLIFY_REJECTED for FOR_MANUAL_NULLIFY', record: { status: 'FOR_MANUAL_NULLIFY' }, expected: 'NULLIFY_REJECTED' },
    { name: 'IN_PROGRESS for CREATED', record: { status: 'CREATED' }, expected: 'IN_PROGRESS' },
    { name: 'IN_PROGRESS for READY_TO_CLAIM', record: { status: 'READY_TO_CLAIM' }, expected: 'IN_PROGRESS' },
    { name: 'IN_PROGRESS for CLAIM_NULLIFIED (any other status)', record: { status: 'CLAIM_NULLIFIED' }, expected: 'IN_PROGRESS' },
    { name: 'IN_PROGRESS for NONE (a status, so "any other")', record: { status: 'NONE' }, expected: 'IN_PROGRESS' },
    { name: 'IN_PROGRESS for an unknown status', record: { status: 'SOMETHING_NEW' }, expected: 'IN_PROGRESS' },
    { name: 'IN_PROGRESS for a status named like an Object property', record: { status: 'constructor' }, expected: 'IN_PROGRESS' },
    { name: 'DEFAULT for a record without status', record: {}, expected: 'DEFAULT' },
    { name: 'DEFAULT for a null status', record: { status: null }, expected: 'DEFAULT' },
    { name: 'DEFAULT for an empty status', record: { status: '' }, expected: 'DEFAULT' },
    { name: 'DEFAULT for no record (null)', record: null, expected: 'DEFAULT' },
    { name: 'DEFAULT for no record (undefined)', record: undefined, expected: 'DEFAULT' },
  ])('$name', ({ record, expected }) => {
    expect(customerFacingStatus(record)).toBe(expected);
  });
});

describe('spec 000 §4 Member-lookup phase / spec 001 §2', () => {
  test.each<{ name: string; status: string | null | undefined; phase: LookupPhase }>([
    { name: 'FIND_MEMBER without a record status (null)', status: null, phase: 'FIND_MEMBER' },
    { name: 'FIND_MEMBER without a record status (undefined)', status: undefined, phase: 'FIND_MEMBER' },
    { name: 'FIND_MEMBER for INSURANCE_MEMBER_NOT_FOUND', status: 'INSURANCE_MEMBER_NOT_FOUND', phase: 'FIND_MEMBER' },
    { name: 'FIND_MEMBER for INSURANCE_MEMBER_REQUIRED', status: 'INSURANCE_MEMBER_REQUIRED', phase: 'FIND_MEMBER' },
    { name: 'FIND_MEMBER for MULTIPLE_INSURANCE_MEMBERS_FOUND', status: 'MULTIPLE_INSURANCE_MEMBERS_FOUND', phase: 'FIND_MEMBER' },
    { name: 'MEMBER_FOUND for INSURANCE_MEMBER_FOUND', status: 'INSURANCE_MEMBER_FOUND', phase: 'MEMBER_FOUND' },
    { name: 'MEMBER_FOUND for NO_BENEFITS_AVAILABLE', status: 'NO_BENEFITS_AVAILABLE', phase: 'MEMBER_FOUND' },
    { name: 'MEMBER_FOUND for READY_TO_QUOTE', status: 'READY_TO_QUOTE', phase: 'MEMBER_FOUND' },
    { name: 'MEMBER_FOUND for READY_TO_CLAIM', status: 'READY_TO_CLAIM', phase: 'MEMBER_FOUND' },
    { name: 'MEMBER_FOUND for CLAIM_ACCEPTED ("accepted")', status: 'CLAIM_ACCEPTED', phase: 'MEMBER_FOUND' },
    { name: 'MEMBER_FOUND for QUOTE_REQUIRED', status: 'QUOTE_REQUIRED', phase: 'MEMBER_FOUND' },
    { name: 'SYNC_INSURANCE for QUOTE_REQUESTED', status: 'QUOTE_REQUESTED', phase: 'SYNC_INSURANCE' },
    { name: 'RESTRICTED for RESTRICTED', status: 'RESTRICTED', phase: 'RESTRICTED' },
    { name: 'UNKNOWN for CREATED (not listed)', status: 'CREATED', phase: 'UNKNOWN' },
    { name: 'UNKNOWN for CLAIM_ACKNOWLEDGED (only CLAIM_ACCEPTED is "accepted")', status: 'CLAIM_ACKNOWLEDGED', phase: 'UNKNOWN' },
    { name: 'UNKNOWN for an unknown status', status: 'SOMETHING_NEW', phase: 'UNKNOWN' },
    { name: 'UNKNOWN for a status named like an Object property', status: 'toString', phase: 'UNKNOWN' },
  ])('$name', ({ status, phase }) => {
    expect(lookupPhase({ status })).toBe(phase);
  });

  test('FIND_MEMBER when there is no record at all', () => {
    expect(lookupPhase(null)).toBe('FIND_MEMBER');
    expect(lookupPhase(undefined)).toBe('FIND_MEMBER');
  });
});

describe('spec 000 §4 New claim allowed', () => {
  const blocking = [
    'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'RESTRICTED', 'QUOTE_PENDING', 'QUOTE_REQUESTED', 'CLAIM_RETRY',
    'FOR_MANUAL_NULLIFY', 'CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_NULLIFY_REJECTED', 'DELETE_IN_PROGRESS',
  ];
  test.each(blocking)('no new claim while the record is %s', (status) => {
    expect(isNewClaimAllowed(status)).toBe(false);
  });

  test('the blocking set is exactly the ten statuses of the spec', () => {
    expect([...NEW_CLAIM_BLOCKING_STATUSES].sort()).toEqual([...blocking].sort());
  });

  test.each<[string, string | null | undefined]>([
    ['a new claim is allowed for CREATED', 'CREATED'],
    ['a new claim is allowed for CLAIM_REJECTED', 'CLAIM_REJECTED'],
    ['a new claim is allowed for CLAIM_NULLIFIED', 'CLAIM_NULLIFIED'],
    ['a new claim is allowed for DELETED', 'DELETED'],
    ['a new claim is allowed for an unknown status (the list is closed)', 'SOMETHING_NEW'],
    ['a new claim is allowed without a status (null)', null],
    ['a new claim is allowed without a status (undefined)', undefined],
  ])('%s', (_name, status) => {
    expect(isNewClaimAllowed(status)).toBe(true);
  });
});

describe('spec 000 §4 Claim outcomes: the claim is with the insurer until it answers', () => {
  test.each<[string, StatusRecordLike | null, boolean]>([
    ['CLAIM_SUBMITTED: sent, the insurer has not answered', { status: 'CLAIM_SUBMITTED' }, true],
    ['a French claim sent on accepting the quote (CLAIM_SUBMITTED, quote CX_ACCEPTED)', { status: 'CLAIM_SUBMITTED', claimData: { quote: { status: 'CX_ACCEPTED' } } }, true],
    ['READY_TO_CLAIM: not sent yet', { status: 'READY_TO_CLAIM' }, false],
    ['CLAIM_ACCEPTED: answered', { status: 'CLAIM_ACCEPTED' }, false],
    ['CLAIM_RETRY: answered with a timeout, resubmitted later', { status: 'CLAIM_RETRY' }, false],
    ['CLAIM_ACKNOWLEDGED: answered', { status: 'CLAIM_ACKNOWLEDGED' }, false],
    ['no record', null, false],
  ])('%s', (_name, record, expected) => {
    expect(withInsurer(record)).toBe(expected);
  });
});

describe('spec 001 §4 benefit plan and product quote readiness', () => {
  const enabled = { useInsuranceStatus: 'INSURANCE_ENABLED' };
  const allowed = [...PLAN_STATUSES];

  test.each(allowed)('the benefit plan is ready for %s', (status) => {
    expect(isBenefitPlanReady({ status })).toBe(true);
  });

  test.each(RECORD_STATUSES.filter((s) => !PLAN_STATUSES.has(s)))('the benefit plan is not ready for %s', (status) => {
    expect(isBenefitPlanReady({ status })).toBe(false);
  });

  test('plans are allowed from INSURANCE_MEMBER_FOUND onwards, never before the member is found or after the claim ended', () => {
    for (const before of ['CREATED', 'UPDATED', 'INSURANCE_MEMBER_REQUIRED', 'INSURANCE_MEMBER_NOT_FOUND', 'MULTIPLE_INSURANCE_MEMBERS_FOUND', 'RESTRICTED', 'NOT_RESTRICTED']) {
      expect(PLAN_STATUSES.has(before)).toBe(false);
    }
    for (const ended of ['CLAIM_REJECTED', 'CLAIM_NULLIFIED', 'CLAIM_CLOSED', 'CLOSED', 'DELETED', 'NONE']) expect(PLAN_STATUSES.has(ended)).toBe(false);
    expect(allowed.every((s) => (RECORD_STATUSES as readonly string[]).includes(s))).toBe(true);
  });

  test.each<{ name: string; record: StatusRecordLike | null | undefined; ready: boolean }>([
    { name: 'not ready for an unknown status', record: { status: 'SOMETHING_NEW' }, ready: false },
    { name: 'not ready without a status', record: { status: null }, ready: false },
    { name: 'not ready without a record', record: null, ready: false },
  ])('the benefit plan is $name', ({ record, ready }) => {
    expect(isBenefitPlanReady(record)).toBe(ready);
  });

  test.each<{ name: string; record: StatusRecordLike | null | undefined; ready: boolean }>([
    { name: 'ready when the toggle is on and the status allows plans', record: { status: 'READY_TO_CLAIM', claimData: enabled }, ready: true },
    { name: 'ready with an eligibility check pending', record: { status: 'INSURANCE_MEMBER_FOUND', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED' } }, ready: true },
    { name: 'not ready when the toggle is off', record: { status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } }, ready: false },
    { name: 'not ready when the status does not allow plans', record: { status: 'CREATED', claimData: enabled }, ready: false },
    { name: 'not ready for a DELETED record', record: { status: 'DELETED', claimData: enabled }, ready: false },
    { name: 'not ready without a record', record: undefined, ready: false },
  ])('the product quote is $name', ({ record, ready }) => {
    expect(isProductQuoteReady(record)).toBe(ready);
  });
});

describe('spec 000 §9 product selection', () => {
  test.each<{ name: string; record: EligibleProductsLike | null | undefined; count: number }>([
    {
      name: 'counts the entries with at least one insurance-eligible cart product',
      record: {
        eligibleProducts: [
          { cartProducts: [{ insuranceEligible: true }, { insuranceEligible: true }] },
          { cartProducts: [{ insuranceEligible: false }, { insuranceEligible: true }] },
          { cartProducts: [{ insuranceEligible: false }, { insuranceEligible: null }] },
          { cartProducts: [] },
          { cartProducts: null },
          {},
        ],
      },
      count: 2,
    },
    { name: 'zero without eligible products', record: { eligibleProducts: null }, count: 0 },
    { name: 'zero without a record', record: null, count: 0 },
  ])('countCartsWithEligibleProducts $name', ({ record, count }) => {
    expect(countCartsWithEligibleProducts(record)).toBe(count);
  });

  test.each<{ name: string; input: ProductSelectionInput; allowed: boolean }>([
    { name: 'allowed with two carts, the toggle on and benefits available', input: { cartsWithEligibleProducts: 2, toggleOn: true, benefitsAvailable: true, prescriptionToClaimUnder: true, otherChoice: true }, allowed: true },
    { name: 'refused with exactly one cart ("more than one", as written)', input: { cartsWithEligibleProducts: 1, toggleOn: true, benefitsAvailable: true, prescriptionToClaimUnder: true, otherChoice: true }, allowed: false },
    { name: 'refused with no cart', input: { cartsWithEligibleProducts: 0, toggleOn: true, benefitsAvailable: true, prescriptionToClaimUnder: true, otherChoice: true }, allowed: false },
    { name: 'refused when the toggle is off', input: { cartsWithEligibleProducts: 3, toggleOn: false, benefitsAvailable: true, prescriptionToClaimUnder: true, otherChoice: true }, allowed: false },
    { name: 'refused when benefits are unavailable', input: { cartsWithEligibleProducts: 3, toggleOn: true, benefitsAvailable: false, prescriptionToClaimUnder: true, otherChoice: true }, allowed: false },
    { name: 'refused without a prescription to claim the choice under (the French flow: spec 000 §1, §7 select-claimable)', input: { cartsWithEligibleProducts: 3, toggleOn: true, benefitsAvailable: true, prescriptionToClaimUnder: false, otherChoice: true }, allowed: false },
    { name: 'refused when the prescription covers no group besides the one insured: nothing to choose', input: { cartsWithEligibleProducts: 2, toggleOn: true, benefitsAvailable: true, prescriptionToClaimUnder: true, otherChoice: false }, allowed: false },
  ])('product selection $name', ({ input, allowed }) => {
    expect(isProductSelectionAllowed(input)).toBe(allowed);
  });
});

describe('spec 000 §3 Claim record: a record shaped like the service answer, with nulls, is read by the rules', () => {
  // Extra fields and nulls as the service sends them; a variable, not a literal, as signals pass it.
  const answer = {
    id: 'cr-1', status: 'QUOTE_REQUESTED', customerFacingStatus: null, cartId: 'c-1', lastModified: '2024-06-15T16:00:00Z', prescriptions: [{ id: 'rx-1', status: null }],
    eligibleProducts: [{ cartProducts: [{ insuranceEligible: true, claimProductTypes: ['FRAME'], includedInPrescription: null }] }],
    claimData: {
      useInsuranceStatus: 'INSURANCE_ENABLED', insuranceStatusErrorCode: null, primaryCoverage: null, referrer: { type: null, firstName: 'Ada', lastName: 'Lovelace' },
      quote: { status: 'SUBMITTED', errorType: null, errorCode: null, errorMessage: null },
      quoteSummaries: [{ status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE', lastQuote: true }],
      claim: null, claimSummaries: null,
    },
  };
  const record: StatusRecordLike & EligibleProductsLike = answer;

  test('the flagged insurer-offline summary makes QUOTE_REQUESTED SERVICE_OFFLINE and the lookup phase SYNC_INSURANCE', () => {
    expect(customerFacingStatus(record)).toBe('SERVICE_OFFLINE');
    expect(lookupPhase(record)).toBe('SYNC_INSURANCE');
    expect(isProductQuoteReady(answer)).toBe(true);
    expect(countCartsWithEligibleProducts(record)).toBe(1);
  });
});

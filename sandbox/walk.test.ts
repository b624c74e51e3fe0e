// Scripted walks through every scenario of the sandbox (README, "Test scenarios"), through the real API client
// alone, on the sandbox clock: each reaches the record and claim status the table promises.
import { describe, expect, test } from 'vitest';
import { acceptQuote, optInQuoteRetry, requestQuote } from '../src/api/quote/quotes.ts';
import { changeInsuranceStatus } from '../src/api/claim/claim-records.ts';
import { listCustomerClaims, submitClaim } from '../src/api/claim/claims.ts';
import { getInsurancePlans } from '../src/api/claim/plans.ts';
import { restrictedCheck } from '../src/api/claim/claims.ts';
import { ApiError } from '../src/api/errors.ts';
import { lastQuote } from '../src/domain/quote/quote.ts';
import { lookupPhase } from '../src/domain/claim/record-status.ts';
import { INSURER_DELAYS_MS, SLOW_DELAY_MS } from './service/scenarios.ts';
import { shopper } from '../test/unit/sandbox-shopper.ts';
import { syncInsuranceMember } from '../src/api/claim/eligibility.ts';
import { IN_NETWORK_ID } from './service/catalogue.ts';

/** Long enough for any insurer answer but SLOW's. */
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

/** A North American shopper whose record is ready to claim with the given member ID. */
async function readyToClaim(memberId: string) {
  const s = shopper('NA');
  await s.start();
  await s.lookUp(memberId);
  s.advance(SETTLE);
  await s.giveDoctor();
  const rx = await s.uploadRx();
  s.advance(SETTLE);
  s.advance(SETTLE);
  await s.selectGlasses(rx);
  expect((await s.record()).status).toBe('READY_TO_CLAIM');
  return s;
}

describe('spec 000 §4: North American claim outcomes by member ID', () => {
  test.each([
    { name: 'any other member ID: the claim is accepted', memberId: 'W1234567', record: 'CLAIM_ACCEPTED', claim: 'CLAIM_ACCEPTED', notice: 'EXPLANATION_OF_BENEFITS' },
    { name: 'REJECT: the claim is rejected, with a rejection notice', memberId: 'REJECT-1', record: 'CLAIM_REJECTED', claim: 'CLAIM_REJECTED', notice: 'REJECTION_NOTICE' },
    { name: 'ACK: the claim is acknowledged', memberId: 'ACK-1', record: 'CLAIM_ACKNOWLEDGED', claim: 'CLAIM_ACKNOWLEDGED', notice: 'ACKNOWLEDGEMENT_NOTICE' },
    { name: 'TIMEOUT: the submit times out, the record goes to CLAIM_RETRY', memberId: 'TIMEOUT-1', record: 'CLAIM_RETRY', claim: 'CLAIM_RETRY', notice: null },
    { name: 'INSURERERR: a customer-facing insurer error, the record stays ready to claim', memberId: 'INSURERERR-1', record: 'READY_TO_CLAIM', claim: 'CLAIM_ERROR', notice: null },
  ])('$name', async ({ memberId, record, claim, notice }) => {
    const s = await readyToClaim(memberId);
    const submitted = await submitClaim(s.api, s.id());
    expect(submitted.status).toBe('CLAIM_SUBMITTED');
    expect((await s.record()).status).toBe('CLAIM_SUBMITTED');
    s.advance(SETTLE);
    const done = await s.record();
    expect(done.status).toBe(record);
    expect(done.claimData?.claim?.status).toBe(claim);
    if (claim === 'CLAIM_ERROR') expect(done.claimData?.claim?.errorType).toBe('CUSTOMER_FACING_ERROR');
    if (record === 'CLAIM_ACCEPTED') expect(done.claimData?.claim?.confirmedAmount?.amount).toBeGreaterThan(0);
    const mine = await listCustomerClaims(s.api, s.visitor.userId);
    const row = mine.claims.find((r) => r.attachments?.some((a) => a.type === notice));
    expect(Boolean(row)).toBe(notice !== null);
  });

  test('spec 000 §4, "Insurance usage": the accepted claim\'s share comes off the cart; the toggle takes it away and back', async () => {
    const s = await readyToClaim('W1234567');
    const share = () => s.state.service.shareOf(s.visitor.cartId);
    await submitClaim(s.api, s.id());
    s.advance(SETTLE);
    const accepted = await s.record();
    expect(accepted.claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
    expect(share()).toBe(Math.round((accepted.claimData?.claim?.confirmedAmount?.amount ?? 0) * 100));
    expect(share()).toBeGreaterThan(0);
    const before = share();
    await changeInsuranceStatus(s.api, s.id(), 'INSURANCE_DISABLED');
    s.advance(INSURER_DELAYS_MS.useInsurance);
    expect(share()).toBe(0);
    await changeInsuranceStatus(s.api, s.id(), 'INSURANCE_ENABLED');
    s.advance(INSURER_DELAYS_MS.useInsurance);
    expect(share()).toBe(before);
  });

  test('INSURERERR corrected: the member looked up again with the details fixed keeps the prescriptions and the products (READY_TO_CLAIM), and the claim sent again is accepted', async () => {
    const s = await readyToClaim('INSURERERR-1');
    await submitClaim(s.api, s.id());
    s.advance(SETTLE);
    expect((await s.record()).claimData?.claim?.status).toBe('CLAIM_ERROR');
    expect((await s.lookUp('W7654321', 'GRP-200')).status).toBe('QUOTE_REQUESTED');
    s.advance(SETTLE);
    const found = await s.record();
    expect(found.status).toBe('READY_TO_CLAIM');
    expect(found.claimData?.primaryCoverage?.insuree).toMatchObject({ memberId: 'W7654321', policyNumber: 'GRP-200' });
    await submitClaim(s.api, s.id());
    s.advance(SETTLE);
    expect((await s.record()).status).toBe('CLAIM_ACCEPTED');
  });

  test('a member looked up again under another patient name sends the validated prescription back (spec 000 §4): prescriptions required', async () => {
    const s = await readyToClaim('W1234567');
    await syncInsuranceMember(s.api, s.id(), {
      primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree: { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' } },
      patient: { firstName: 'Sam', lastName: 'Martin', dateOfBirth: '2010-04-12', postalCode: 'H2X 1Y4' },
      patientRelationship: 'CHILD',
    });
    s.advance(SETTLE);
    expect((await s.record()).status).toBe('PRESCRIPTIONS_REQUIRED');
  });

  test('ACKNULL: the claim is acknowledged, then nullified', async () => {
    const s = await readyToClaim('ACKNULL-1');
    await submitClaim(s.api, s.id());
    s.advance(INSURER_DELAYS_MS.claim);
    expect((await s.record()).status).toBe('CLAIM_ACKNOWLEDGED');
    s.advance(INSURER_DELAYS_MS.acknowledgedNullify);
    const done = await s.record();
    expect(done.status).toBe('CLAIM_NULLIFIED');
    expect(done.claimData?.claim?.customerFacingStatus).toBe('CANCELLED');
  });
});

describe('spec 000 §4 and spec 001 §2: member lookup by member ID', () => {
  test('NOTFOUND: not found, attempts count down, then locked out (RESTRICTED) with the time left', async () => {
    const s = shopper('NA');
    await s.start();
    for (const left of [2, 1]) {
      await s.lookUp('NOTFOUND-1');
      s.advance(SETTLE);
      expect((await s.record()).status).toBe('INSURANCE_MEMBER_NOT_FOUND');
      expect((await restrictedCheck(s.api, s.visitor.userId)).remainingAttempts).toBe(left);
    }
    await s.lookUp('NOTFOUND-1');
    s.advance(SETTLE);
    const locked = await s.record();
    expect(locked.status).toBe('RESTRICTED');
    expect(lookupPhase(locked)).toBe('RESTRICTED');
    const check = await restrictedCheck(s.api, s.visitor.userId);
    expect(check.restricted).toBe(true);
    expect(check.retryAfterSeconds).toBeGreaterThan(0);
  });

  test('MULTIPLE: multiple members found, then found once the group ID is given again', async () => {
    const s = shopper('NA');
    await s.start();
    await s.lookUp('MULTIPLE-1', '');
    s.advance(SETTLE);
    expect((await s.record()).status).toBe('MULTIPLE_INSURANCE_MEMBERS_FOUND');
    await s.lookUp('MULTIPLE-1', 'GRP-7');
    s.advance(SETTLE);
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_FOUND');
  });

  test('NOBENEFITS: the member is found with no benefits available', async () => {
    const s = shopper('NA');
    await s.start();
    await s.lookUp('NOBENEFITS-1');
    s.advance(SETTLE);
    const record = await s.record();
    expect(record.status).toBe('NO_BENEFITS_AVAILABLE');
    const { insurancePlans } = await getInsurancePlans(s.api, s.id());
    expect(insurancePlans.every((p) => p.benefitStatus === 'BENEFITS_NOT_AVAILABLE')).toBe(true);
  });

  test('SLOW: the insurer answers only after 20 seconds', async () => {
    const s = shopper('NA');
    await s.start();
    await s.lookUp('SLOW-1');
    s.advance(SETTLE);
    expect((await s.record()).status).toBe('QUOTE_REQUESTED');
    s.advance(SLOW_DELAY_MS);
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_FOUND');
  });
});

describe('spec 000 §4: French quotes by member number', () => {
  async function quoted(memberNumber: string) {
    const s = shopper('FR');
    await s.start();
    await s.lookUp(memberNumber);
    s.advance(SETTLE);
    expect((await s.record()).status).toBe('QUOTE_REQUIRED');
    const asked = await requestQuote(s.api, s.id());
    expect(asked.status).toBe('QUOTE_REQUESTED');
    s.advance(SETTLE);
    return { s, record: await s.record() };
  }

  test('any other member number: the quote is approved, accepted, and the claim accepted', async () => {
    const { s, record } = await quoted('12345678');
    expect(record.status).toBe('READY_TO_CLAIM');
    expect(lastQuote(record.claimData)?.status).toBe('APPROVED');
    expect(record.claimData?.quote?.quoteConfirmedAmount?.amount).toBeGreaterThan(0);
    await acceptQuote(s.api, s.id());
    s.advance(SETTLE);
    const done = await s.record();
    expect(done.status).toBe('CLAIM_ACCEPTED');
    expect(lastQuote(done.claimData)?.status).toBe('CX_ACCEPTED');
  });

  test('OFFLINE: the insurer is offline (connection error); opting in to retry by e-mail leaves it pending', async () => {
    const { s, record } = await quoted('OFFLINE-1');
    expect(record.status).toBe('QUOTE_REQUESTED');
    expect(lastQuote(record.claimData)).toMatchObject({ status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' });
    expect(record.customerFacingStatus).toBe('SERVICE_OFFLINE');
    const pending = await optInQuoteRetry(s.api, s.id(), true);
    expect(pending.status).toBe('QUOTE_PENDING');
  });

  test('LOWBAL: insufficient balance, a customer-facing quote error', async () => {
    const { record } = await quoted('LOWBAL-1');
    expect(record.status).toBe('QUOTE_REQUIRED');
    expect(lastQuote(record.claimData)).toMatchObject({ errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' });
  });
});

describe('spec 000 §8: an illegal call for the record status is a 4xx with an error type', () => {
  test('submitting a claim before the member is found is a 409 VALIDATION_ERROR', async () => {
    const s = shopper('NA');
    await s.start();
    const error = await submitClaim(s.api, s.id()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
  });
});

// Member lookup and plans (spec 000 sections 4 and 7; spec 001 section 2): the sync answered later, the
// attempts and the lockout that lifts, the re-check, and the plans read from the member's allowances.
import { describe, expect, test } from 'vitest';
import { updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { checkMemberEligibility, syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { getInsurancePlans } from '../../src/api/claim/plans.ts';
import { restrictedCheck } from '../../src/api/claim/claims.ts';
import { chooseBenefit, contactLensesComingSoon, hasCopay } from '../../src/domain/claim/benefits.ts';
import { rejection } from '../../test/unit/api-harness.ts';
import { shopper } from '../../test/unit/sandbox-shopper.ts';
import { COMING_SOON_ID, OUT_OF_NETWORK_ID } from './catalogue.ts';
import { INSURER_DELAYS_MS } from './scenarios.ts';
import { LOOKUP_LOCK_MS } from './store.ts';
import { quebecWords, typographyFaults } from '../../strings/french-of-france.ts';

const SYNC = INSURER_DELAYS_MS.memberSync;

describe('spec 000 §7: sync-insurance-member', () => {
  test('answers at once with the lookup in flight (QUOTE_REQUESTED), and the member is found after the insurer\'s delay', async () => {
    const s = shopper();
    await s.start();
    expect((await s.lookUp('W1')).status).toBe('QUOTE_REQUESTED');
    s.advance(SYNC - 1);
    expect((await s.record()).status).toBe('QUOTE_REQUESTED');
    s.advance(1);
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_FOUND');
  });

  test('a second lookup while one is in flight is a 409', async () => {
    const s = shopper();
    await s.start();
    await s.lookUp('W1');
    expect(await rejection(s.lookUp('W1'))).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
  });

  test.each([
    { name: 'no member ID', coverage: { insurer: { id: 'ins_quillfeather' }, insuree: { firstName: 'A' } } },
    { name: 'an unknown insurer', coverage: { insurer: { id: 'ins_nobody' }, insuree: { memberId: 'W1' } } },
  ])('a sync with $name is a 400', async ({ coverage }) => {
    const s = shopper();
    const id = await s.start();
    expect(await rejection(syncInsuranceMember(s.api, id, { primaryCoverage: coverage }))).toMatchObject({ status: 400, errorType: 'VALIDATION_ERROR' });
  });

  test('an out-of-network insurer has no lookup (409): the shopper sends its claim form', async () => {
    const s = shopper();
    const id = await s.start();
    const error = await rejection(syncInsuranceMember(s.api, id, { primaryCoverage: { insurer: { id: OUT_OF_NETWORK_ID }, insuree: { memberId: 'W1' } } }));
    expect(error).toMatchObject({ status: 409 });
  });

  test('a French mutuelle needs the member number (contractId), not a member ID', async () => {
    const s = shopper('FR');
    const id = await s.start();
    const error = await rejection(syncInsuranceMember(s.api, id, { primaryCoverage: { insurer: { id: 'mut_pivoine' }, insuree: { memberId: 'W1' } } }));
    expect(error).toMatchObject({ status: 400 });
  });
});

describe('spec 001 §2: the lockout lifts with time', () => {
  test('three failures lock the lookup for 15 minutes; afterwards every attempt is back and a lookup may find the member', async () => {
    const s = shopper();
    await s.start();
    for (let i = 0; i < 3; i += 1) {
      await s.lookUp('NOTFOUND');
      s.advance(SYNC);
    }
    expect((await s.record()).status).toBe('RESTRICTED');
    // Locked: a new lookup answers RESTRICTED at once, whatever the member ID.
    expect((await s.lookUp('W1')).status).toBe('RESTRICTED');
    expect(await restrictedCheck(s.api, s.visitor.userId)).toMatchObject({ restricted: true, reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: LOOKUP_LOCK_MS / 1000 });
    s.advance(LOOKUP_LOCK_MS);
    expect(await restrictedCheck(s.api, s.visitor.userId)).toMatchObject({ restricted: false, remainingAttempts: 3 });
    // The record is no longer held: the shopper's switch and drawer ask for the lookup again, not the lockout.
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_REQUIRED');
    await s.lookUp('W1');
    s.advance(SYNC);
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_FOUND');
  });

  test('the eligibility re-check restricts a record whose customer got locked meanwhile', async () => {
    const s = shopper();
    const first = await s.start();
    await s.lookUp('W1');
    s.advance(SYNC);
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_FOUND');
    s.state.service.customer(s.visitor.userId).lockedUntil = s.state.service.now() + LOOKUP_LOCK_MS;
    expect((await checkMemberEligibility(s.api, first)).status).toBe('RESTRICTED');
    // Once the lock lifts, the member found is found again.
    s.advance(LOOKUP_LOCK_MS);
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_FOUND');
  });
});

describe('spec 000 §3 and §9: benefit plans', () => {
  test('plans are a 409 before the member is found', async () => {
    const s = shopper();
    const id = await s.start();
    expect(await rejection(getInsurancePlans(s.api, id))).toMatchObject({ status: 409 });
  });

  test('a found member has frame, lens and contact lens benefits available, a copay on lenses, and a renewal date', async () => {
    const s = shopper();
    const id = await s.start();
    await s.lookUp('W1');
    s.advance(SYNC);
    const { insurancePlans } = await getInsurancePlans(s.api, id);
    expect(chooseBenefit(insurancePlans)?.planType).toBe('FRAME');
    expect(insurancePlans.find((p) => p.planType === 'LENSES')).toMatchObject({ benefitStatus: 'BENEFITS_AVAILABLE', copay: { amount: 10 } });
    expect(hasCopay(insurancePlans.find((p) => p.planType === 'LENSES')?.serviceDescription)).toBe(true);
    expect(insurancePlans.every((p) => /^\d{4}-01-01$/.test(p.renewalDate ?? ''))).toBe(true);
    expect(contactLensesComingSoon(insurancePlans)).toBe(false);
  });

  test('the coming-soon carrier\'s contact lens benefits are COMING_SOON', async () => {
    const s = shopper();
    const id = await s.start();
    await updateClaimRecord(s.api, id, { primaryCoverage: { insurer: { id: COMING_SOON_ID } } });
    await syncInsuranceMember(s.api, id, { primaryCoverage: { insurer: { id: COMING_SOON_ID }, insuree: { memberId: 'W1', policyNumber: 'G1' } } });
    s.advance(SYNC);
    expect(contactLensesComingSoon((await getInsurancePlans(s.api, id)).insurancePlans)).toBe(true);
  });

  test('a Quebec record\'s plans speak Quebec French, in Canadian dollars as Quebec writes them (spec 001 §1)', async () => {
    const s = shopper();
    const id = await s.start();
    s.state.service.records.get(id)!.record.locale = 'fr_CA';
    await s.lookUp('W1');
    s.advance(SYNC);
    const texts = Object.fromEntries((await getInsurancePlans(s.api, id)).insurancePlans.map((p) => [p.planType, p.serviceDescription]));
    expect(texts.FRAME).toMatch(/^Monture\u00a0: jusqu’à 150,00\s\$$/u);
    expect(texts.LENSES).toMatch(/^Verres\u00a0: jusqu’à 100,00\s\$, quote-part de 10,00\s\$$/u);
  });

  test('French plans speak the French of France (spec 001 §1), in euros, with ceilings and no copay', async () => {
    const s = shopper('FR');
    const id = await s.start();
    await s.lookUp('12345678');
    s.advance(SYNC);
    const plans = (await getInsurancePlans(s.api, id)).insurancePlans;
    expect(plans.find((p) => p.planType === 'FRAME')?.serviceDescription).toMatch(/^Monture\u202f: jusqu’à 100,00\s€$/);
    // A mutuelle's optical cover has ceilings, not a copay: the lenses say only theirs, as its quote pays up to it.
    const lenses = plans.find((p) => p.planType === 'LENSES');
    expect(lenses?.serviceDescription).toMatch(/^Verres\u202f: jusqu’à \d+,00\s€$/);
    expect(lenses?.copay).toBeUndefined();
    const texts = plans.map((p) => p.serviceDescription ?? '');
    expect(texts.flatMap((text) => [...quebecWords(text).map(({ word }) => word), ...typographyFaults(text)])).toEqual([]);
  });
});

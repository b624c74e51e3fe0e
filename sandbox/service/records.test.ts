// Claim records (spec 000 sections 3, 4 and 7): creation from the cart, updates that only touch the
// shopper's fields, a name change that sends prescriptions back to review, the asynchronous use of
// insurance, delete, and the active record.
import { describe, expect, test } from 'vitest';
import * as records from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { getPrescriptionUrl } from '../../src/api/prescription/prescriptions.ts';
import { rejection } from '../../test/unit/api-harness.ts';
import { shopper } from '../../test/unit/sandbox-shopper.ts';
import { getInsurancePlans } from '../../src/api/claim/plans.ts';
import { IN_NETWORK_ID, LOWERCASE_IN_NETWORK_ID } from './catalogue.ts';
import { INSURER_DELAYS_MS } from './scenarios.ts';

const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

/** Brings a shopper's new record to a validated prescription (the member found, the doctor given, the file approved): its id. */
async function validatedPrescription(s: ReturnType<typeof shopper>): Promise<string> {
  await s.start();
  await s.lookUp('W1');
  s.advance(SETTLE);
  await s.giveDoctor();
  const rx = await s.uploadRx();
  s.advance(SETTLE);
  s.advance(SETTLE);
  expect((await s.record()).status).toBe('PRESCRIPTIONS_AUTO_APPROVED');
  return rx;
}

describe('spec 000 §7: PUT claim-records', () => {
  test('a new record is CREATED, insurance not applicable, with the cart lines judged and grouped', async () => {
    const s = shopper();
    await s.start();
    const record = await s.record();
    expect(record).toMatchObject({ status: 'CREATED', lifeCycle: 'SESSION_ONLY', claimData: { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' } });
    expect(record.eligibleProducts?.map((g) => g.id)).toEqual(['glasses', expect.stringMatching(/^contacts-/), 'not-covered']);
  });

  test('a guest\'s record carries no name, e-mail or phone (spec 000 §6)', async () => {
    const s = shopper();
    const { id } = await records.createClaimRecord(s.api, { cartId: s.visitor.cartId, sessionId: 'act_1', customerNumber: s.visitor.userId, eligibleProducts: [], locale: 'en_CA', ecommerce: 'N1' });
    const record = await records.getClaimRecord(s.api, id);
    expect([record.customerName, record.customerEmail, record.customerPhone]).toEqual([undefined, undefined, undefined]);
  });
});

describe('spec 000 §4: PATCH claim-records/{id}', () => {
  test('only the shopper\'s fields are written: a claim or quote in the body is ignored', async () => {
    const s = shopper();
    const id = await s.start();
    const claimData = { patientRelationship: 'SELF', claim: { status: 'CLAIM_ACCEPTED' } } as unknown as Parameters<typeof records.updateClaimRecord>[2];
    const record = await records.updateClaimRecord(s.api, id, claimData);
    expect(record.status).toBe('UPDATED');
    expect(record.claimData?.patientRelationship).toBe('SELF');
    expect(record.claimData?.claim).toBeUndefined();
  });

  test('changing the patient\'s name sends a validated prescription back to review and asks for prescriptions again', async () => {
    const s = shopper();
    const rx = await validatedPrescription(s);
    const id = s.id();
    const record = await records.updateClaimRecord(s.api, id, { patient: { firstName: 'Robin', lastName: 'Martin' } });
    expect(record.status).toBe('PRESCRIPTIONS_REQUIRED');
    expect(record.prescriptions?.find((p) => p.id === rx)?.status).toBe('FOR_REVIEW');
  });

  test('a record whose claim the insurer holds cannot be changed (409)', async () => {
    const s = shopper();
    const id = await s.start();
    s.state.service.records.get(id)!.record.status = 'CLAIM_SUBMITTED';
    expect(await rejection(records.updateClaimRecord(s.api, id, { patientRelationship: 'SPS' }))).toMatchObject({ status: 409 });
  });
});

describe('spec 000 §1, §3 and §7: a member found belongs to the insurer it was found at', () => {
  /** A shopper whose member was found at the in-network carrier, with a patient and a doctor. */
  async function foundAtQuillfeather(): Promise<ReturnType<typeof shopper>> {
    const s = shopper();
    await s.start();
    await s.lookUp('W1');
    s.advance(SETTLE);
    await s.giveDoctor();
    expect((await s.record()).status).toBe('PRESCRIPTIONS_REQUIRED');
    return s;
  }

  test('another insurer saved by PATCH leaves no member found: the record asks for a member again, the patient and doctor kept', async () => {
    const s = await foundAtQuillfeather();
    // What a client that carries the member over would send: the service does not take it as found at the new insurer.
    const before = (await s.record()).claimData?.primaryCoverage;
    const record = await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { ...before, insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
    expect(record.status).toBe('INSURANCE_MEMBER_REQUIRED');
    expect(record.claimData?.primaryCoverage).toEqual({ insurer: { id: LOWERCASE_IN_NETWORK_ID } });
    expect(record.claimData).toMatchObject({ patient: { lastName: 'Martin' }, referrer: { lastName: expect.any(String) } });
    // Its plans were the member's: there are none until a lookup at the new insurer finds one.
    expect(await rejection(getInsurancePlans(s.api, s.id()))).toMatchObject({ status: 409 });
    // Chosen back, the insurer left holds no member either: nobody was looked up there since.
    const back = await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { insurer: { id: IN_NETWORK_ID } } });
    expect([back.status, back.claimData?.primaryCoverage?.insuree]).toEqual(['INSURANCE_MEMBER_REQUIRED', undefined]);
  });

  test('a lookup at the new insurer finds the member there, and the record goes on where its prescriptions stand', async () => {
    const s = await foundAtQuillfeather();
    await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
    const insuree = { memberId: 'W2', policyNumber: 'GRP-200', firstName: 'Alex', lastName: 'Martin' };
    await syncInsuranceMember(s.api, s.id(), { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID }, insuree } });
    s.advance(SETTLE);
    const record = await s.record();
    expect(record.status).toBe('PRESCRIPTIONS_REQUIRED');
    expect(record.claimData?.primaryCoverage).toMatchObject({ insurer: { id: LOWERCASE_IN_NETWORK_ID }, insuree: { memberId: 'W2' } });
  });

  test('a lookup still on its way when another insurer is saved never lands: the record asks for a member there, and at the insurer left again', async () => {
    const s = shopper();
    await s.start();
    expect((await s.lookUp('W1')).status).toBe('QUOTE_REQUESTED');
    const moved = await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
    expect(moved.status).toBe('INSURANCE_MEMBER_REQUIRED');
    s.advance(SETTLE);
    expect(await s.record()).toMatchObject({ status: 'INSURANCE_MEMBER_REQUIRED', claimData: { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } } });
    // Chosen back before the answer was due: the lookup left with the insurer, so nothing is found there either.
    await s.lookUp('W1');
    await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
    await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { insurer: { id: IN_NETWORK_ID } } });
    s.advance(SETTLE);
    const back = await s.record();
    expect([back.status, back.claimData?.primaryCoverage?.insuree]).toEqual(['INSURANCE_MEMBER_REQUIRED', undefined]);
  });

  test('another insurer saved while a prescription is being checked: the check still lands, it is no insurer\'s answer', async () => {
    const s = shopper();
    await s.start();
    await s.lookUp('W1');
    s.advance(SETTLE);
    await s.giveDoctor();
    await s.uploadRx();
    await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
    s.advance(SETTLE);
    s.advance(SETTLE);
    expect((await s.record()).prescriptions?.map((p) => p.status)).toEqual(['AUTO_APPROVED']);
  });

  test('the same insurer saved again (its name) keeps the member found', async () => {
    const s = await foundAtQuillfeather();
    const before = (await s.record()).claimData?.primaryCoverage;
    const record = await records.updateClaimRecord(s.api, s.id(), { primaryCoverage: { ...before, insurer: { id: IN_NETWORK_ID, name: 'Quillfeather Vision Plan' } } });
    expect(record.status).toBe('PRESCRIPTIONS_REQUIRED');
    expect(record.claimData?.primaryCoverage?.insuree?.memberId).toBe('W1');
  });
});

describe('spec 000 §4: change of use-insurance status', () => {
  test('is asynchronous: the answer is the record as it was, the change lands after the insurer\'s delay', async () => {
    const s = shopper();
    const id = await s.start();
    await s.lookUp('W1');
    s.advance(SETTLE);
    const answered = await records.changeInsuranceStatus(s.api, id, 'INSURANCE_ENABLED');
    expect(answered.claimData?.useInsuranceStatus).toBe('INSURANCE_NOT_APPLICABLE');
    s.advance(INSURER_DELAYS_MS.useInsurance);
    expect((await s.record()).claimData).toMatchObject({ useInsuranceStatus: 'INSURANCE_ENABLED', refreshCartTotalRequired: true });
  });

  test('another insurer saved: the member found\'s benefits are not in use there (not applicable, as on a new record), and the cart is read again', async () => {
    const s = shopper();
    const id = await s.start();
    await s.lookUp('W1');
    s.advance(SETTLE);
    await records.changeInsuranceStatus(s.api, id, 'INSURANCE_ENABLED');
    s.advance(SETTLE);
    await records.updateClaimRecord(s.api, id, { refreshCartTotalRequired: false });
    const moved = await records.updateClaimRecord(s.api, id, { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
    expect(moved.claimData).toMatchObject({ useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE', refreshCartTotalRequired: true });
  });

  test('a change of use still on its way when another insurer is saved never lands', async () => {
    const s = shopper();
    const id = await s.start();
    await s.lookUp('W1');
    s.advance(SETTLE);
    await records.changeInsuranceStatus(s.api, id, 'INSURANCE_ENABLED');
    await records.updateClaimRecord(s.api, id, { primaryCoverage: { insurer: { id: LOWERCASE_IN_NETWORK_ID } } });
    s.advance(SETTLE);
    expect((await s.record()).claimData?.useInsuranceStatus).toBe('INSURANCE_NOT_APPLICABLE');
  });

  test.each([
    { name: 'an unknown status is a 400', status: 'INSURANCE_MAYBE', found: true, code: 400 },
    { name: 'enabling before the member is found is a 409', status: 'INSURANCE_ENABLED', found: false, code: 409 },
  ])('$name', async ({ status, found, code }) => {
    const s = shopper();
    const id = await s.start();
    if (found) {
      await s.lookUp('W1');
      s.advance(SETTLE);
    }
    const change = records.changeInsuranceStatus(s.api, id, status as 'INSURANCE_ENABLED');
    expect(await rejection(change)).toMatchObject({ status: code });
  });
});

describe('spec 000 §7: delete and the active record', () => {
  test('a deleted record reads as absent (404) and its uploaded files are gone', async () => {
    const s = shopper();
    const id = await s.start();
    await s.lookUp('W1');
    s.advance(SETTLE);
    await s.giveDoctor();
    await s.uploadRx();
    const [file] = (await s.record()).prescriptions ?? [];
    const url = await getPrescriptionUrl(s.api, id, file!.id!);
    expect((await s.app.request(url)).status).toBe(200);
    expect((await records.deleteClaimRecord(s.api, id, { cartId: s.visitor.cartId, customerNumber: s.visitor.userId })).status).toBe('DELETED');
    expect(await records.findClaimRecord(s.api, id)).toBeNull();
    expect((await s.app.request(url)).status).toBe(404);
  });

  test('a record the insurer is answering cannot be deleted (409)', async () => {
    const s = shopper();
    const id = await s.start();
    s.state.service.records.get(id)!.record.status = 'CLAIM_SUBMITTED';
    expect(await rejection(records.deleteClaimRecord(s.api, id, { cartId: s.visitor.cartId, customerNumber: s.visitor.userId }))).toMatchObject({ status: 409 });
  });

  test('the active record is the customer\'s newest one not closed or deleted; none is no content (null), and another customer\'s is none', async () => {
    const s = shopper();
    expect(await records.getActiveClaimRecord(s.api, s.visitor.userId)).toBeNull();
    await s.start();
    s.advance(1000);
    const newest = await s.start();
    expect((await records.getActiveClaimRecord(s.api, s.visitor.userId))?.id).toBe(newest);
    expect(await records.getActiveClaimRecord(s.api, 'someone-else')).toBeNull();
  });
});

describe('spec 000 §4: a patient renamed by the member lookup', () => {
  test('a member lookup that renames the patient sends a validated prescription back to review too', async () => {
    const s = shopper();
    const rx = await validatedPrescription(s);
    const id = s.id();
    const insuree = { memberId: 'W1', policyNumber: 'GRP-100', firstName: 'Robin', lastName: 'Martin' };
    await syncInsuranceMember(s.api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient: { firstName: 'Robin', lastName: 'Martin' } });
    s.advance(SETTLE);
    const record = await s.record();
    expect(record.prescriptions?.find((p) => p.id === rx)?.status).toBe('FOR_REVIEW');
    expect(record.status).toBe('PRESCRIPTIONS_REQUIRED');
  });

  test('a member lookup again under the same patient keeps the validated prescription', async () => {
    const s = shopper();
    const rx = await validatedPrescription(s);
    await s.lookUp('W1');
    s.advance(SETTLE);
    expect((await s.record()).prescriptions?.find((p) => p.id === rx)?.status).toBe('AUTO_APPROVED');
  });
});

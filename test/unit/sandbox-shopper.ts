// A shopper driven through the real API client against the in-process sandbox, on a clock the test moves:
// the scripted walks and the contract tests share it, so each reads as the flow it exercises.
import { IN_NETWORK_ID, MUTUELLE_ID } from '../../sandbox/service/catalogue.ts';
import * as records from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../src/api/prescription/prescriptions.ts';
import type { Call } from '../../src/api/call.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { clocked, setup } from './api-harness.ts';

/** A Wednesday, 10:00 in Los Angeles: far from the nullify cut-off. */
export const WALK_START = Date.parse('2026-11-18T18:00:00Z');

/** The bytes of a tiny PNG: the magic number the sandbox checks, and a little more. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

/** A signed-in shopper with the demo cart, a client, and the sandbox clock. */
export function shopper(market: 'NA' | 'FR' = 'NA') {
  const base = clocked(WALK_START);
  const { state } = base;
  const visitor = state.signIn(state.newSession(), 'alex.martin@example.com');
  const harness = { ...base, ...setup({ sandbox: base.sandbox, visitor }) };
  // Every call the client makes, by method and name, so a contract test can prove it made them all.
  const made = new Set<string>();
  const api = { ...harness.api, call: <T>(c: Call<T>): Promise<T> => (made.add(`${c.method} ${c.name}`), harness.api.call(c)) };
  let id = '';

  const self = {
    ...harness,
    api,
    made,
    visitor,
    /** The record's id once `start` ran. */
    id: () => id,
    /** Creates the claim record for the shopper's cart. */
    async start(): Promise<string> {
      const lines = visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity }));
      ({ id } = await records.createClaimRecord(api, {
        cartId: visitor.cartId,
        sessionId: visitor.activityId,
        customerNumber: visitor.userId,
        customerEmail: visitor.email,
        customerName: { firstName: visitor.firstName ?? '', lastName: visitor.lastName ?? '' },
        eligibleProducts: lines,
        locale: market === 'FR' ? 'fr_FR' : 'en_CA',
        ecommerce: 'N1',
      }));
      return id;
    },
    /** The record now. */
    record: (): Promise<ClaimRecord> => records.getClaimRecord(api, id),
    /** Looks the member up; the member ID (or French member number) carries the scenario words. */
    lookUp(memberId: string, groupId = 'GRP-100'): Promise<ClaimRecord> {
      const insuree = market === 'FR' ? { contractId: memberId, firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' } : { memberId, policyNumber: groupId, firstName: 'Alex', lastName: 'Martin' };
      return syncInsuranceMember(api, id, {
        primaryCoverage: { insurer: { id: market === 'FR' ? MUTUELLE_ID : IN_NETWORK_ID }, insuree },
        patient: { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: market === 'FR' ? '75011' : 'H2X 1Y4' },
        patientRelationship: 'SELF',
      });
    },
    /** Gives the doctor (North America), which asks for prescriptions. */
    giveDoctor: (): Promise<ClaimRecord> =>
      records.updateClaimRecord(api, id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' }, termsAndConditionsAccepted: true }),
    /** Uploads a prescription file and starts its validation; answers its id. */
    async uploadRx(name = 'prescription.png'): Promise<string> {
      const { prescriptionId } = await uploadPrescription(api, id, new Blob([PNG], { type: 'image/png' }), name, { fetch: base.fetch });
      if (!prescriptionId) throw new Error('the sandbox gave no prescription id');
      await validatePrescription(api, id, prescriptionId);
      return prescriptionId;
    },
    /** Claims the cart's covered glasses lines against a prescription. */
    async selectGlasses(prescriptionId: string): Promise<ClaimRecord> {
      const record = await self.record();
      const glasses = (record.eligibleProducts ?? []).find((g) => g.id === 'glasses');
      return records.selectClaimableProducts(api, id, prescriptionId, (glasses?.cartProducts ?? []).map((l) => l.productId));
    },
  };
  return self;
}

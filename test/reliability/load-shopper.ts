// One shopper's North American claim, call by call as the drawer makes them, through the widgets' own API client
// (src/api): load.test.ts bundles this module for the browser and runs many shoppers at once in real Chromium.
import { createApi } from '../../src/api/client.ts';
import { createClaimRecord, getClaimRecord, selectClaimableProducts, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../src/api/prescription/prescriptions.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { confirmedShare } from '../../src/domain/money.ts';

/** Who the shopper is and what they type: each one's own, so a mix-up shows. */
export interface Shopper {
  index: number;
  apiKey: string;
  insurerId: string;
  sessionId: string;
  customerNumber: string;
  email: string;
  cartId: string;
  lines: { productId: string; productType: string; quantity: number }[];
  memberId: string;
  firstName: string;
  lastName: string;
  doctor: string;
}

/** What the shopper's drawer ended with, as its own client read it. */
export interface Outcome {
  index: number;
  recordId: string;
  status: string;
  cartId: string | undefined;
  memberId: string | undefined;
  patient: string;
  doctor: string;
  prescriptions: number;
  confirmed: number | null;
}

/** The claim polling interval of spec 000 §9: the shoppers poll as the widget does. */
const POLL_MS = 2000;
/** A tiny PNG: its magic number is what the sandbox checks. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

/** Runs one shopper's flow to a submitted, answered claim. */
export async function runShopper(s: Shopper): Promise<Outcome> {
  // No token storage: many shoppers share this page, where each real shopper has a tab (and a session storage) of their own.
  const identity = { sessionId: s.sessionId, customerNumber: s.customerNumber, customerEmail: s.email };
  const api = createApi({ baseUrl: '/services/direct-billing', apiKey: s.apiKey, identity: () => identity, storage: null });
  const until = async (id: string, done: (r: ClaimRecord) => boolean): Promise<ClaimRecord> => {
    for (let i = 0; i < 30; i++) {
      const record = await getClaimRecord(api, id);
      if (done(record)) return record;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`shopper ${s.index}: the record never got there`);
  };

  const { id } = await createClaimRecord(api, {
    cartId: s.cartId,
    sessionId: s.sessionId,
    customerNumber: s.customerNumber,
    customerEmail: s.email,
    customerName: { firstName: s.firstName, lastName: s.lastName },
    eligibleProducts: s.lines,
    locale: 'en_CA',
    ecommerce: 'N1',
  });
  await updateClaimRecord(api, id, { primaryCoverage: { insurer: { id: s.insurerId } } });
  await syncInsuranceMember(api, id, {
    primaryCoverage: { insurer: { id: s.insurerId }, insuree: { memberId: s.memberId, policyNumber: 'GRP-100', firstName: s.firstName, lastName: s.lastName } },
    patient: { firstName: s.firstName, lastName: s.lastName, dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' },
    patientRelationship: 'SELF',
  });
  await until(id, (r) => r.status === 'INSURANCE_MEMBER_FOUND');
  await updateClaimRecord(api, id, { referrer: { type: 'OPTOMETRIST', firstName: s.doctor, lastName: 'Lee' }, termsAndConditionsAccepted: true });
  const { prescriptionId } = await uploadPrescription(api, id, new Blob([PNG], { type: 'image/png' }), `prescription-${s.index}.png`);
  if (!prescriptionId) throw new Error(`shopper ${s.index}: no prescription id`);
  await validatePrescription(api, id, prescriptionId);
  const approved = await until(id, (r) => r.status === 'PRESCRIPTIONS_AUTO_APPROVED');
  const glasses = (approved.eligibleProducts ?? []).find((g) => g.id === 'glasses');
  await selectClaimableProducts(api, id, prescriptionId, (glasses?.cartProducts ?? []).map((l) => l.productId));
  await submitClaim(api, id);
  const done = await until(id, (r) => r.status === 'CLAIM_ACCEPTED');
  const data = done.claimData;
  return {
    index: s.index,
    recordId: id,
    status: done.status ?? '',
    cartId: done.cartId ?? undefined,
    memberId: data?.primaryCoverage?.insuree?.memberId ?? undefined,
    patient: `${data?.patient?.firstName ?? ''} ${data?.patient?.lastName ?? ''}`,
    doctor: data?.referrer?.firstName ?? '',
    prescriptions: done.prescriptions?.length ?? 0,
    confirmed: confirmedShare(data),
  };
}

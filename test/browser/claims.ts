// Drives the browser visitor's claim record from node, through the service API over HTTP with the real client,
// the way a shopper's drawer would, and skips the insurer's delays with the sandbox clock (POST /sandbox/clock).
import type { Page } from 'playwright-core';
import { SANDBOX_API_KEY } from '../../sandbox/pages.ts';
import { IN_NETWORK_ID, MUTUELLE_ID } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { SESSION_COOKIE } from '../../sandbox/shop.ts';
import type { ShopSession } from '../../sandbox/state.ts';
import { createApi, type Api } from '../../src/api/client.ts';
import { changeInsuranceStatus, createClaimRecord, getClaimRecord, selectClaimableProducts, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { acceptQuote, requestQuote } from '../../src/api/quote/quotes.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../src/api/prescription/prescriptions.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { confirmedShare, toMinor } from '../../src/domain/money.ts';
import type { UseInsuranceStatus } from '../../src/domain/claim/status.ts';
import type { Harness } from './harness.ts';

/** Long enough for any insurer answer but SLOW's. */
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

/** The bytes of a tiny PNG: the magic number the sandbox checks, and a little more. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

/** The shop visitor the page's session cookie speaks for. */
export async function visitorOfPage(h: Harness, page: Page): Promise<ShopSession> {
  const cookie = (await page.context().cookies(h.origin)).find((c) => c.name === SESSION_COOKIE);
  const visitor = cookie ? h.state.sessions.get(cookie.value) : undefined;
  if (!visitor) throw new Error('the page has no demo-shop session yet: visit a page first');
  return visitor;
}

/** Moves the sandbox clock forward, as an integrator would with curl. */
export async function advanceClock(h: Harness, advanceMs: number): Promise<void> {
  const response = await fetch(`${h.origin}/sandbox/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs }) });
  if (!response.ok) throw new Error(`POST /sandbox/clock answered ${response.status}`);
}

/** A service client speaking for the visitor, over HTTP, with the sandbox's public key. */
export function clientOf(h: Harness, visitor: ShopSession): Api {
  const identity = { sessionId: visitor.activityId, customerNumber: visitor.userId, customerEmail: visitor.email };
  return createApi({ baseUrl: `${h.origin}/services/direct-billing`, apiKey: SANDBOX_API_KEY, identity: () => identity, storage: null });
}

/** Moves the clock past the insurer's answers until the record satisfies `done`, or fails naming where it stopped. */
async function settleUntil(h: Harness, api: Api, id: string, done: (r: ClaimRecord) => boolean): Promise<ClaimRecord> {
  let record = await getClaimRecord(api, id);
  // Enough steps for two SLOW answers in a row (OCR then validation, 20 s each).
  for (let i = 0; i < 12 && !done(record); i++) {
    await advanceClock(h, SETTLE);
    record = await getClaimRecord(api, id);
  }
  if (!done(record)) throw new Error(`the record stopped at ${record.status}`);
  return record;
}

/** The visitor's record with an accepted claim, and the insurer's share in minor units. */
export interface AcceptedClaim {
  api: Api;
  id: string;
  record: ClaimRecord;
  shareMinor: number;
}

/** Creates the visitor's claim record for its cart, in the market's locale. */
async function createRecord(api: Api, visitor: ShopSession, locale: 'en_CA' | 'en_US' | 'fr_FR'): Promise<string> {
  const { id } = await createClaimRecord(api, {
    cartId: visitor.cartId,
    sessionId: visitor.activityId,
    customerNumber: visitor.userId,
    customerEmail: visitor.email,
    customerName: { firstName: visitor.firstName ?? '', lastName: visitor.lastName ?? '' },
    eligibleProducts: visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity })),
    locale,
    ecommerce: 'N1',
  });
  return id;
}

/**
 * The visitor's French record at QUOTE_REQUIRED with the forms done: the member at a mutuelle (the member number may
 * carry a scenario word: OFFLINE, LOWBAL), the terms accepted as the patient pages' last one does. The drawer then
 * resumes on the quote (src/domain/drawer/resume.ts).
 */
export async function frenchQuoteRequired(h: Harness, visitor: ShopSession, contractId = '12345678', insurer = MUTUELLE_ID): Promise<{ api: Api; id: string }> {
  const { api, id } = await frenchMemberSent(h, visitor, contractId, insurer);
  await settleUntil(h, api, id, (r) => r.status === 'QUOTE_REQUIRED');
  await updateClaimRecord(api, id, { termsAndConditionsAccepted: true });
  return { api, id };
}

/** The visitor's French record with the member's details sent to the mutuelle, its answer still due. */
async function frenchMemberSent(h: Harness, visitor: ShopSession, contractId: string, insurer: string): Promise<{ api: Api; id: string }> {
  const api = clientOf(h, visitor);
  const id = await createRecord(api, visitor, 'fr_FR');
  await syncInsuranceMember(api, id, {
    primaryCoverage: { insurer: { id: insurer }, insuree: { contractId, firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' } },
    patient: { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: '75011' },
    patientRelationship: 'SELF',
  });
  return { api, id };
}

/** The same, on to an approved quote (READY_TO_CLAIM): the drawer resumes on the quote to accept. */
export async function frenchQuoteApproved(h: Harness, visitor: ShopSession): Promise<{ api: Api; id: string }> {
  const { api, id } = await frenchQuoteRequired(h, visitor);
  await requestQuote(api, id);
  await settleUntil(h, api, id, (r) => r.status === 'READY_TO_CLAIM');
  return { api, id };
}

/**
 * Takes the visitor's cart through the French flow to an accepted claim (any member number but the scenario words):
 * record in fr_FR, member sync at a mutuelle, quote requested and approved, quote accepted by the shopper.
 */
export async function acceptedFrenchClaim(h: Harness, visitor: ShopSession): Promise<AcceptedClaim> {
  const { api, id } = await frenchQuoteApproved(h, visitor);
  await acceptQuote(api, id);
  const record = await settleUntil(h, api, id, (r) => r.status === 'CLAIM_ACCEPTED');
  return { api, id, record, shareMinor: toMinor(confirmedShare(record.claimData) ?? 0, 'EUR') };
}

/** The visitor's record with its insurer chosen (UPDATED): the drawer resumes it on the member lookup. */
export async function insurerChosen(h: Harness, visitor: ShopSession): Promise<{ api: Api; id: string }> {
  const api = clientOf(h, visitor);
  // The record is made in the shop the visitor is in, as its page makes it: the United States' page shows no Canadian claim.
  const id = await createRecord(api, visitor, visitor.shop === 'US' ? 'en_US' : 'en_CA');
  await updateClaimRecord(api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID } } });
  return { api, id };
}

/** The visitor's record with the member found (INSURANCE_MEMBER_FOUND), by a lookup with the member ID (a scenario word chooses the claim's outcome). */
export async function memberFound(h: Harness, visitor: ShopSession, memberId = 'W1234567'): Promise<{ api: Api; id: string }> {
  const { api, id } = await memberSent(h, visitor, memberId);
  await settleUntil(h, api, id, (r) => r.status === 'INSURANCE_MEMBER_FOUND');
  return { api, id };
}

/** The visitor's North American record with the member lookup sent, its answer still due. */
async function memberSent(h: Harness, visitor: ShopSession, memberId: string): Promise<{ api: Api; id: string }> {
  const { api, id } = await insurerChosen(h, visitor);
  await syncInsuranceMember(api, id, {
    primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree: { memberId, policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' } },
    patient: { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' },
    patientRelationship: 'SELF',
  });
  return { api, id };
}

/** The visitor's record with the member found at an insurer with no benefits left (NOBENEFITS): NO_BENEFITS_AVAILABLE, in North America or France. */
export async function memberWithoutBenefits(h: Harness, visitor: ShopSession, market: 'NA' | 'FR'): Promise<{ api: Api; id: string }> {
  const { api, id } = market === 'FR' ? await frenchMemberSent(h, visitor, 'NOBENEFITS', MUTUELLE_ID) : await memberSent(h, visitor, 'NOBENEFITS');
  await settleUntil(h, api, id, (r) => r.status === 'NO_BENEFITS_AVAILABLE');
  return { api, id };
}

/** The same, on with the doctor and the terms, up to the prescription (PRESCRIPTIONS_REQUIRED). */
export async function prescriptionRequired(h: Harness, visitor: ShopSession, memberId = 'W1234567'): Promise<{ api: Api; id: string }> {
  const { api, id } = await memberFound(h, visitor, memberId);
  await updateClaimRecord(api, id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' }, termsAndConditionsAccepted: true });
  return { api, id };
}

/** The same, on to a validated prescription claiming the glasses lines (READY_TO_CLAIM): the drawer resumes on the review. */
export async function readyToClaim(h: Harness, visitor: ShopSession, memberId = 'W1234567'): Promise<{ api: Api; id: string }> {
  const { api, id } = await prescriptionRequired(h, visitor, memberId);
  const { prescriptionId } = await uploadPrescription(api, id, new Blob([PNG], { type: 'image/png' }), 'prescription.png');
  if (!prescriptionId) throw new Error('the sandbox gave no prescription id');
  await validatePrescription(api, id, prescriptionId);
  const approved = await settleUntil(h, api, id, (r) => r.status === 'PRESCRIPTIONS_AUTO_APPROVED');
  const glasses = (approved.eligibleProducts ?? []).find((g) => g.id === 'glasses');
  await selectClaimableProducts(api, id, prescriptionId, (glasses?.cartProducts ?? []).map((l) => l.productId));
  return { api, id };
}

/**
 * Takes the visitor's cart through the North American flow to an accepted claim (member ID `W…`: any other ID
 * is accepted): record, member lookup, doctor and terms, prescription, the glasses lines, submit.
 */
export async function acceptedClaim(h: Harness, visitor: ShopSession): Promise<AcceptedClaim> {
  const { api, id } = await readyToClaim(h, visitor);
  await submitClaim(api, id);
  const record = await settleUntil(h, api, id, (r) => r.status === 'CLAIM_ACCEPTED');
  const shareMinor = toMinor(confirmedShare(record.claimData) ?? 0, 'CAD');
  return { api, id, record, shareMinor };
}

/** The bytes of a tiny PNG, for a browser's file chooser. */
export const PNG_BYTES = PNG;

/** Changes the record's use of insurance as the toggle would, and lets the insurer's second pass. */
export async function setUseOfInsurance(h: Harness, claim: AcceptedClaim, use: UseInsuranceStatus): Promise<ClaimRecord> {
  await changeInsuranceStatus(claim.api, claim.id, use);
  await advanceClock(h, INSURER_DELAYS_MS.useInsurance);
  return settleUntil(h, claim.api, claim.id, (r) => r.claimData?.useInsuranceStatus === use);
}

// Recorded claim records, one per state the toggle and the call-to-action show (spec 000 sections 3 and 4;
// spec 001 section 2). Shaped like the service's answers and checked against the contract when imported.
import { create } from 'superstruct';
import { ClaimRecord } from '../../src/contract/claim/claim-record.ts';

const coverage = {
  insurer: { id: 'ins_blue', name: { en: 'Blue Vision', fr: 'Vision Bleue' } },
  insuree: { policyNumber: 'G-100', memberId: 'M-200', firstName: 'Alex', lastName: 'Martin', insuranceType: null },
};

/** A frame with its single-vision lenses, claimed together. */
const glasses = {
  id: 'ep_glasses',
  prescriptionId: 'rx_1',
  cartProducts: [
    { productId: 'line-1', productType: 'FRAME', quantity: 1, insuranceEligible: true, claimProductTypes: ['FRAME'], includedInPrescription: true },
    { productId: 'line-2', productType: 'SINGLE_VISION_LENS', quantity: 1, insuranceEligible: true, claimProductTypes: ['LENSES'], includedInPrescription: true },
  ],
};

/** A box of contact lenses, eligible on its own. */
const contacts = {
  id: 'ep_contacts',
  cartProducts: [
    { productId: 'line-3', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 6, insuranceEligible: true, claimProductTypes: ['CONTACT_LENSES'], includedInPrescription: false },
  ],
};

/** A lens solution: in the cart, never eligible. */
const solution = {
  id: 'ep_solution',
  cartProducts: [{ productId: 'line-4', productType: 'SOLUTIONS', quantity: 1, insuranceEligible: false, claimProductTypes: [] }],
};

/** One claim submission; a record's summaries count the day's attempts (spec 000 section 9). */
const submitted = (status: string) => ({ status, customerFacingStatus: null, lastClaim: false });

/** Builds a record from the fields that make its state, over a North American cart of 248.00 CAD. */
/** When the fixtures were last modified: 10:05 in Los Angeles. */
export const RECORDED_AT = '2025-03-14T17:05:00Z';
/**
 * A clock for the fixtures' day, an hour later (11:05 in Los Angeles): an accepted fixture can still be cancelled online
 * (spec 000 §4, the nullify cut-off), as a claim the shopper has just seen accepted can.
 */
export const RECORDED_DAY = '2025-03-14T18:05:00Z';

function recorded(id: string, status: string, claimData: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): ClaimRecord {
  return create(
    {
      id,
      status,
      cartId: 'cart_1',
      sessionId: 'act_1',
      customerNumber: '1001',
      customerEmail: 'alex.martin@example.com',
      locale: 'en_CA',
      ecommerce: 'N1',
      lastModified: RECORDED_AT,
      lifeCycle: 'SESSION_ONLY',
      orderSubtotal: { amount: 248 },
      shippingCosts: { amount: 0 },
      prescriptions: [{ id: 'rx_1', name: 'glasses.jpg', status: 'APPROVED' }],
      eligibleProducts: [glasses, solution],
      ...extra,
      claimData: { useInsuranceStatus: 'INSURANCE_ENABLED', primaryCoverage: coverage, patientRelationship: 'SELF', ...claimData },
    },
    ClaimRecord,
  );
}

/** A claim being filled in: the prescription is still needed (any other status is IN_PROGRESS, spec 000 section 4). */
export const inProgress = recorded('cr_progress', 'PRESCRIPTIONS_REQUIRED', { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' }, { prescriptions: [] });

/** The insurer accepted the claim and pays 150.00 of the cart (CLAIM_ACCEPTED gives ACCEPTED). */
export const accepted = recorded('cr_accepted', 'CLAIM_ACCEPTED', {
  claim: { status: 'CLAIM_ACCEPTED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: 150 }, payee: 'POLICY_HOLDER', submitResponseStatus: 'CLAIM_ACCEPTED' },
  claimSummaries: [{ ...submitted('CLAIM_ACCEPTED'), lastClaim: true }],
});

/** Accepted, and the shopper then switched their benefits off with the toggle: the claim stands, the order is at full price. */
export const acceptedSwitchedOff = recorded('cr_accepted_off', 'CLAIM_ACCEPTED', {
  useInsuranceStatus: 'INSURANCE_DISABLED',
  claim: { status: 'CLAIM_ACCEPTED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: 150 }, payee: 'POLICY_HOLDER', submitResponseStatus: 'CLAIM_ACCEPTED' },
  claimSummaries: [{ ...submitted('CLAIM_ACCEPTED'), lastClaim: true }],
});

/** Accepted on the third and last attempt of the day: cancelling now means waiting 24 hours (spec 000 section 9). */
export const acceptedLastAttempt = recorded('cr_accepted_3', 'CLAIM_ACCEPTED', {
  claim: { status: 'CLAIM_ACCEPTED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: 150 } },
  claimSummaries: [submitted('CLAIM_REJECTED'), submitted('NULLIFY_ACCEPTED'), { ...submitted('CLAIM_ACCEPTED'), lastClaim: true }],
});

/** The insurer refused the claim (CLAIM_REJECTED gives REJECTED). */
export const rejected = recorded('cr_rejected', 'CLAIM_REJECTED', {
  useInsuranceStatus: 'INSURANCE_DISABLED',
  claim: { status: 'CLAIM_REJECTED', customerFacingStatus: 'REJECTED', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'GENERIC_ERROR' },
});

/** The shopper cancelled an accepted claim (CLAIM_NULLIFIED counts as nullified). */
export const nullified = recorded('cr_nullified', 'CLAIM_NULLIFIED', {
  useInsuranceStatus: 'INSURANCE_DISABLED',
  claim: { status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED' },
});

/** The insurer only acknowledged the claim: nothing comes off the order (CLAIM_ACKNOWLEDGED gives ACKNOWLEDGED_NULLIFIED). */
export const acknowledged = recorded('cr_acknowledged', 'CLAIM_ACKNOWLEDGED', {
  useInsuranceStatus: 'INSURANCE_DISABLED',
  claim: { status: 'CLAIM_ACKNOWLEDGED', customerFacingStatus: 'ACKNOWLEDGED', submitResponseStatus: 'CLAIM_ACKNOWLEDGED' },
});

/** The insurer acknowledged the claim, then cancelled it (spec 000 §4, acknowledged-nullified). */
export const acknowledgedCancelled = recorded('cr_acknowledged_cancelled', 'CLAIM_NULLIFIED', {
  useInsuranceStatus: 'INSURANCE_DISABLED',
  claim: { status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED', submitResponseStatus: 'CLAIM_ACKNOWLEDGED' },
});

/** A French quote waiting on an offline insurer (QUOTE_PENDING gives SERVICE_OFFLINE). */
export const quotePending = recorded(
  'cr_quote',
  'QUOTE_PENDING',
  {
    quote: { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' },
    quoteSummaries: [{ status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE', lastQuote: true }],
  },
  { locale: 'fr_FR', orderSubtotal: { amount: 189.9 } },
);

/** The insurer timed out; the claim is resubmitted within 24 hours (CLAIM_RETRY gives TIMEOUT_RETRY). */
export const claimRetry = recorded('cr_retry', 'CLAIM_RETRY', {
  claim: { status: 'CLAIM_RETRY', customerFacingStatus: 'RETRY', submitResponseStatus: 'CLAIM_SUBMIT_TIMEOUT' },
});

/** The insurer refused to cancel the claim (CLAIM_NULLIFY_REJECTED gives NULLIFY_REJECTED). */
export const nullifyRejected = recorded('cr_nullify_rejected', 'CLAIM_NULLIFY_REJECTED', {
  claim: { status: 'NULLIFY_REJECTED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: 150 } },
});

/** A cancellation the insurer handed to a person (spec 000 §4: FOR_MANUAL_NULLIFY gives NULLIFY_REJECTED), as the sandbox's MANUALNULLIFY leaves it. */
export const forManualNullify = recorded('cr_manual_nullify', 'FOR_MANUAL_NULLIFY', {
  claim: { status: 'FOR_MANUAL_NULLIFY', customerFacingStatus: 'NULLIFY_IN_PROGRESS', confirmedAmount: { amount: 150 } },
});

/** Too many claims today (RESTRICTED gives LIMIT_REACHED). */
export const restrictedRecord = recorded('cr_restricted', 'RESTRICTED', { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' });

/** Benefits applied to the glasses, with the contact lenses a second eligible group: the shopper may switch. */
export const enabledTwoGroups = recorded('cr_enabled', 'READY_TO_CLAIM', {}, { eligibleProducts: [glasses, contacts, solution] });
/** A glasses prescription as the insurer read it. */
const glassesRead = { id: 'rx_1', name: 'glasses.jpg', status: 'APPROVED', attributes: { OD: { sphere: '-1.25' }, OS: { sphere: '-1.00' } } };
/** Prescription sunglasses, which a glasses prescription covers too. */
const sunglasses = { id: 'ep_sun', cartProducts: [{ productId: 'line-5', productType: 'PRESCRIPTION_SUNGLASSES', quantity: 1, insuranceEligible: true, claimProductTypes: ['FRAME'] }] };
/** The cart with sunglasses too, its prescription read: a glasses one, which covers the sunglasses, not the contact lenses. */
export const enabledGlassesRead = recorded('cr_enabled_read', 'READY_TO_CLAIM', {}, { eligibleProducts: [glasses, contacts, sunglasses, solution], prescriptions: [glassesRead] });
/** The glasses and the contact lenses, under a glasses prescription: the glasses are the only group it can cover. */
export const enabledGlassesOnly = recorded('cr_enabled_glasses', 'READY_TO_CLAIM', {}, { eligibleProducts: [glasses, contacts, solution], prescriptions: [glassesRead] });

/** Every kind of group a shopper may pick from: sunglasses, lenses alone, an eligible line of no known group. */
export const enabledEveryKind = recorded('cr_enabled_kinds', 'READY_TO_CLAIM', {}, {
  eligibleProducts: [
    { id: 'ep_sun', cartProducts: [{ productId: 'line-5', productType: 'PRESCRIPTION_SUNGLASSES', quantity: 1, insuranceEligible: true, includedInPrescription: true }] },
    { id: 'ep_lens', cartProducts: [{ productId: 'line-6', productType: 'PROGRESSIVE_LENS', quantity: 1, insuranceEligible: true }] },
    { id: 'ep_other', cartProducts: [{ productId: 'line-7', productType: 'OTHER', quantity: 1, insuranceEligible: true }] },
    contacts,
    { cartProducts: [{ productId: 'line-8', productType: 'FRAME', quantity: 1, insuranceEligible: true }] },
    solution,
  ],
});

/** Benefits applied to the only eligible group: nothing to switch to. */
export const enabledOneGroup = recorded('cr_enabled_1', 'READY_TO_CLAIM');

/** A member found whose shopper turned insurance off: the switch turns it back on. */
export const disabled = recorded('cr_disabled', 'INSURANCE_MEMBER_FOUND', { useInsuranceStatus: 'INSURANCE_DISABLED' });

/** The member's plan has no benefit left (NO_BENEFITS_AVAILABLE raises BENEFITS_UNAVAILABLE, spec 000 section 8). */
export const noBenefits = recorded('cr_no_benefits', 'NO_BENEFITS_AVAILABLE', { useInsuranceStatus: 'INSURANCE_DISABLED' });

/** The service asks for a prescription item in the cart (its code names ELIGIBLE_PRODUCTS_REQUIRED). */
export const needsPrescriptionItem = recorded('cr_needs_rx_item', 'INSURANCE_MEMBER_FOUND', {
  useInsuranceStatus: 'INSURANCE_DISABLED',
  insuranceStatusErrorCode: 'ELIGIBLE_PRODUCTS_REQUIRED',
});

/** Only contact lenses in the cart, whose benefits are coming soon (the service's code). */
export const contactsComingSoon = recorded(
  'cr_contacts_soon',
  'INSURANCE_MEMBER_FOUND',
  { useInsuranceStatus: 'INSURANCE_DISABLED', insuranceStatusErrorCode: 'CONTACT_LENSES_COMING_SOON' },
  { eligibleProducts: [contacts] },
);

// The sandbox's eligibility checks and product selection through the real client, on an in-process sandbox
// (spec 000 sections 3, 4, 5 and 7).
import { describe, expect, test } from 'vitest';
import { clocked, newRecord, rejection, setup } from '../../test/unit/api-harness.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createClaimRecord, selectClaimableProducts } from '../../src/api/claim/claim-records.ts';
import { checkInsuranceEligibility, checkProductTypesEligibility, type EligibilityLine } from '../../src/api/claim/eligibility.ts';
import type { PrescriptionFile } from '../../src/contract/claim/claim-record.ts';

/** A cart as the shop sends it: a frame with its lenses, a box of contact lenses, a solution. */
const CART: EligibilityLine[] = [
  { productId: 'line-1', productType: 'FRAME', quantity: 1 },
  { productId: 'line-2', productType: 'SINGLE_VISION_LENS', quantity: 1 },
  { productId: 'line-3', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 2 },
  { productId: 'line-4', productType: 'SOLUTIONS', quantity: 1 },
];

/** Approved prescriptions as the insurer reads them: only a contact lens one carries a base curve. */
const GLASSES_RX: PrescriptionFile = { id: 'rx_glasses', name: 'glasses.png', status: 'AUTO_APPROVED', attributes: { OD: { sphere: -2 }, OS: { sphere: -2 }, pupillaryDistance: 63 } };
const CONTACTS_RX: PrescriptionFile = { id: 'rx_contacts', name: 'contacts.png', status: 'AUTO_APPROVED', attributes: { OD: { sphere: -2, baseCurve: 8.6 }, OS: { sphere: -2, baseCurve: 8.6 } } };

const world = () => clocked(Date.parse('2025-06-02T16:00:00Z'));
type World = ReturnType<typeof world>;

/** A record of customer 1001 with the demo cart, put straight into a status with these prescriptions. */
async function recordWith(w: World, prescriptions: PrescriptionFile[], status = 'PRESCRIPTIONS_AUTO_APPROVED'): Promise<string> {
  const { id } = await createClaimRecord(w.api, { ...newRecord('1001'), eligibleProducts: CART });
  const stored = w.state.service.records.get(id)!;
  stored.record.status = status;
  stored.record.prescriptions = prescriptions.map((p) => structuredClone(p));
  return id;
}

/** The failure a call answers, as the client reports it. */
async function failure(call: Promise<unknown>) {
  const error = await rejection(call);
  expect(error).toBeInstanceOf(ApiError);
  const { status, errorType, errorCode } = error as ApiError;
  return { status, errorType, errorCode };
}

/** A service call with a token of customer 1001, for the messages the client does not surface. */
async function raw(w: World, path: string, body: unknown) {
  const token = w.state.issueToken(w.session);
  const response = await w.sandbox.app.fetch(new Request(`http://sandbox.test/services/direct-billing/${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  }));
  return { status: response.status, body: (await response.json()) as { errorType?: string; message?: string } };
}

describe('sandbox eligibility checks', () => {
  test('spec 000 §7: check-insurance-eligibility judges each cart line and groups the claimable ones', async () => {
    const { eligibleProducts } = await checkInsuranceEligibility(world().api, CART);
    const byGroup = eligibleProducts.map((g) => [g.id, g.cartProducts.map((l) => [l.productId, l.insuranceEligible, l.includedInPrescription])]);
    expect(byGroup).toEqual([
      ['glasses', [['line-1', true, false], ['line-2', true, false]]],
      ['contacts-line-3', [['line-3', true, false]]],
      ['not-covered', [['line-4', false, false]]],
    ]);
    expect(eligibleProducts[0]?.cartProducts.map((l) => l.claimProductTypes)).toEqual([['FRAME'], ['LENSES']]);
  });

  test.each([
    { productType: 'FRAME', eligibility: 'ELIGIBLE' },
    { productType: 'PROGRESSIVE_LENS', eligibility: 'ELIGIBLE' },
    { productType: 'PRESCRIPTION_CONTACT_LENS', eligibility: 'ELIGIBLE' },
    { productType: 'SUNGLASSES', eligibility: 'NOT_ELIGIBLE' },
    { productType: 'COLORED_PLANO_CONTACT_LENS', eligibility: 'NOT_ELIGIBLE' },
    { productType: 'SOLUTIONS', eligibility: 'NOT_ELIGIBLE' },
    { productType: 'HOVERBOARD', eligibility: 'NOT_ELIGIBLE' },
  ])('spec 000 §3: check-product-types-eligibility answers $productType $eligibility', async ({ productType, eligibility }) => {
    const answer = await checkProductTypesEligibility(world().api, [productType]);
    expect(answer.productTypesEligibility).toEqual([{ productType, eligibility }]);
  });

  test.each([
    { name: 'no eligibleProducts', path: 'check-insurance-eligibility', body: {}, field: 'eligibleProducts' },
    { name: 'a line without product type', path: 'check-insurance-eligibility', body: { eligibleProducts: [{ productId: 'line-1', quantity: 1 }] }, field: 'eligibleProducts.0.productType' },
    { name: 'a quantity of 0', path: 'check-insurance-eligibility', body: { eligibleProducts: [{ productId: 'line-1', productType: 'FRAME', quantity: 0 }] }, field: 'eligibleProducts.0.quantity' },
    { name: 'no productTypes', path: 'check-product-types-eligibility', body: { productType: 'FRAME' }, field: 'productTypes' },
    { name: 'a product type that is not text', path: 'check-product-types-eligibility', body: { productTypes: ['FRAME', 7] }, field: 'productTypes.1' },
  ])('spec 000 §7: a body with $name answers 400 naming $field', async ({ path, body, field }) => {
    const w = world();
    const { status, body: error } = await raw(w, path, body);
    expect(status).toBe(400);
    expect(error.errorType).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}:`));
  });

  test('spec 000 §7: the real client\'s malformed line is refused too', async () => {
    const bad = [{ productId: 'line-1' }] as unknown as EligibilityLine[];
    expect(await failure(checkInsuranceEligibility(world().api, bad))).toMatchObject({ status: 400, errorType: 'VALIDATION_ERROR' });
  });
});

describe('sandbox product selection', () => {
  test('spec 000 §4: products chosen for every approved prescription make the record READY_TO_CLAIM', async () => {
    const w = world();
    const id = await recordWith(w, [GLASSES_RX, CONTACTS_RX]);
    const half = await selectClaimableProducts(w.api, id, GLASSES_RX.id, ['line-1', 'line-2']);
    expect(half.status).toBe('PRESCRIPTIONS_AUTO_APPROVED');
    expect(half.eligibleProducts?.find((g) => g.id === 'glasses')).toMatchObject({ prescriptionId: GLASSES_RX.id });
    const ready = await selectClaimableProducts(w.api, id, CONTACTS_RX.id, ['line-3']);
    expect(ready.status).toBe('READY_TO_CLAIM');
    expect(ready.customerFacingStatus).toBe('IN_PROGRESS');
    const included = ready.eligibleProducts?.flatMap((g) => g.cartProducts.map((l) => [l.productId, l.includedInPrescription]));
    expect(included).toEqual([['line-1', true], ['line-2', true], ['line-3', true], ['line-4', false]]);
  });

  test('spec 000 §2 (change-product): choosing again replaces the prescription\'s products', async () => {
    const w = world();
    const id = await recordWith(w, [GLASSES_RX], 'READY_TO_CLAIM');
    await selectClaimableProducts(w.api, id, GLASSES_RX.id, ['line-1', 'line-2']);
    const changed = await selectClaimableProducts(w.api, id, GLASSES_RX.id, ['line-1']);
    expect(changed.status).toBe('READY_TO_CLAIM');
    expect(changed.eligibleProducts?.[0]?.cartProducts.map((l) => l.includedInPrescription)).toEqual([true, false]);
  });

  test.each([
    { name: 'a contact lens prescription for a frame', rx: CONTACTS_RX, productIds: ['line-1'], want: { status: 400, errorCode: 'PRODUCT_MISMATCH_GLASSES_RX' }, says: /line-1 \(FRAME\) cannot be claimed with a contact lens prescription/ },
    { name: 'a glasses prescription for contact lenses', rx: GLASSES_RX, productIds: ['line-3'], want: { status: 400, errorCode: 'PRODUCT_MISMATCH_CONTACTS_RX' }, says: /line-3 .* glasses prescription/ },
    { name: 'a product insurance does not cover', rx: GLASSES_RX, productIds: ['line-1', 'line-4'], want: { status: 400 }, says: /^productIds: line-4 is not an insurance-eligible product/ },
    { name: 'a product not in the cart', rx: GLASSES_RX, productIds: ['line-9'], want: { status: 400 }, says: /^productIds: line-9/ },
    { name: 'no product', rx: GLASSES_RX, productIds: [], want: { status: 400 }, says: /^productIds:/ },
    { name: 'an unknown prescription', rx: { ...GLASSES_RX, id: 'rx_unknown' }, productIds: ['line-1'], want: { status: 404 }, says: /^prescriptionId: no prescription rx_unknown/ },
  ])('spec 001 §5: choosing $name is refused', async ({ rx, productIds, want, says }) => {
    const w = world();
    const id = await recordWith(w, [GLASSES_RX, CONTACTS_RX]);
    expect(await failure(selectClaimableProducts(w.api, id, rx.id, productIds))).toMatchObject({ errorType: 'VALIDATION_ERROR', ...want });
    const { body } = await raw(w, `claim-records/${id}/products/select-claimable`, { id, prescriptionId: rx.id, productIds });
    expect(body.message).toMatch(says);
    expect(w.state.service.records.get(id)?.record.eligibleProducts?.every((g) => g.prescriptionId === undefined)).toBe(true);
  });

  test('spec 000 §7: a body naming another claim record is refused', async () => {
    const w = world();
    const id = await recordWith(w, [GLASSES_RX]);
    const { status, body } = await raw(w, `claim-records/${id}/products/select-claimable`, { id: 'cr_other', prescriptionId: GLASSES_RX.id, productIds: ['line-1'] });
    expect([status, body.message]).toEqual([400, 'id: must be the claim record of the path']);
  });

  test.each(['PRESCRIPTIONS_REQUIRED', 'PRESCRIPTIONS_DISAPPROVED', 'UPDATED', 'CLAIM_SUBMITTED'])(
    'spec 000 §4: choosing products while the record is %s answers 409', async (status) => {
      const w = world();
      const id = await recordWith(w, [GLASSES_RX], status);
      expect(await failure(selectClaimableProducts(w.api, id, GLASSES_RX.id, ['line-1']))).toMatchObject({ status: 409 });
    },
  );

  test('spec 000 §4: a prescription that is not approved covers nothing', async () => {
    const w = world();
    const id = await recordWith(w, [GLASSES_RX, { ...CONTACTS_RX, status: 'FOR_REVIEW' }], 'READY_TO_CLAIM');
    expect(await failure(selectClaimableProducts(w.api, id, CONTACTS_RX.id, ['line-3']))).toMatchObject({ status: 409 });
  });

  test("spec 000 §7: another customer's record answers 404", async () => {
    const w = world();
    const id = await recordWith(w, [GLASSES_RX]);
    const other = setup({ sandbox: w.sandbox, customerNumber: '2002' });
    expect(await failure(selectClaimableProducts(other.api, id, GLASSES_RX.id, ['line-1']))).toMatchObject({ status: 404 });
  });
});

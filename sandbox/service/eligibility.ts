// Which products insurance and a prescription may cover (spec 000 section 7): the cart and product-type
// eligibility checks, the insurer's verdict on a prescription against the cart, the choice of claimable
// products per prescription, and the record status that follows.
import { Hono } from 'hono';
import { array, integer, min, optional, size, string, type, validate, type StructError } from 'superstruct';
import { ClaimRecord, type PrescriptionFile } from '../../src/contract/claim/claim-record.ts';
import { InsuranceEligibility, ProductTypesEligibility, type CartProductEligibility } from '../../src/contract/claim/eligibility.ts';
import type { PrescriptionKind, RejectionReason } from '../../src/domain/prescription/prescriptions.ts';
import type { RecordStatus } from '../../src/domain/claim/status.ts';
import type { State } from '../state.ts';
import { groupLines, isCovered } from './eligible.ts';
import { answer, fail, jsonBody, type ServiceContext, type ServiceEnv } from './kit.ts';
import { illegal, isIn, PRESCRIPTION_STEP } from './machine.ts';
import { findRecord } from './records.ts';
import { prescriptionValidated, productFamily } from './rules/product.ts';
import type { ServiceStore, StoredRecord } from './store.ts';
import { PRESCRIPTION_FILE_SCENARIOS } from './scenarios.ts';

const nonBlank = () => size(string(), 1, Infinity);
/** A cart line of check-insurance-eligibility, as PUT claim-records sends it; a line holds at least one item. */
const LineBody = type({ productId: nonBlank(), productType: nonBlank(), quantity: optional(min(integer(), 1)) });
/** The body of select-claimable, as src/api/claim/claim-records.ts selectClaimableProducts sends it. */
const SelectBody = type({ id: optional(string()), prescriptionId: nonBlank(), productIds: array(nonBlank()) });

/** Record statuses in which every prescription is approved, so products may be chosen for them. */
const SELECTABLE: ReadonlySet<string> = new Set(['PRESCRIPTIONS_AUTO_APPROVED', 'PRESCRIPTIONS_APPROVED', 'READY_TO_CLAIM']);
/** The insurer's refusals of a prescription. */
const DISAPPROVED: ReadonlySet<string> = new Set(['AUTO_DISAPPROVED', 'DISAPPROVED']);

/** Whether the insurer approved a prescription: its status is one spec 000 section 3 shows as validated (rules/product.ts). */
export const isApproved = (p: PrescriptionFile): boolean => prescriptionValidated(p.status);

/** Whether a covered product type is worn as contact lenses or as glasses: a prescription covers only its own kind. */
export const lineKind = (productType: string): PrescriptionKind => (productFamily(productType) === 'contact' ? 'contacts' : 'glasses');

/** What an approved prescription is for, as its reading shows it: only contact lens prescriptions carry a base curve. */
export function prescriptionKindOf(p: PrescriptionFile): PrescriptionKind {
  return p.attributes?.OD?.baseCurve != null || p.attributes?.OS?.baseCurve != null ? 'contacts' : 'glasses';
}

/** The record's cart lines insurance covers, across its groups. */
export const eligibleLines = (record: ClaimRecord): CartProductEligibility[] =>
  (record.eligibleProducts ?? []).flatMap((g) => g.cartProducts).filter((l) => l.insuranceEligible === true);

/**
 * What the simulated insurer reads a file as. Its name decides, as the scenario table documents it: `contact`
 * makes it a contact lens prescription, `glasses` a glasses one; any other is for what the cart holds that no approved
 * prescription of the record covers yet (glasses first), so a shopper told their contact lenses need a prescription of
 * their own gets one by adding any second file; with nothing left to cover, for the cart's glasses, else its lenses.
 */
function readKind(name: string, cart: ReadonlySet<PrescriptionKind>, covered: ReadonlySet<PrescriptionKind>): PrescriptionKind {
  if (name.includes('contact')) return 'contacts';
  if (name.includes('glasses')) return 'glasses';
  const wanted = (['glasses', 'contacts'] as const).find((kind) => cart.has(kind) && !covered.has(kind));
  return wanted ?? (cart.has('contacts') && !cart.has('glasses') ? 'contacts' : 'glasses');
}

/**
 * The insurer's verdict on a prescription, by the words in its file name or its content (README, "Test scenarios"):
 * refused with its reasons, or approved with the values it read from the file. The widgets send a neutral name
 * (`prescription-1.png`), so a shopper's file carries its scenario word in its bytes (`content`, read as
 * Latin-1); a name still works for calls made straight to the API.
 */
export function judgePrescription(record: ClaimRecord, p: PrescriptionFile, content = ''): void {
  const name = `${p.name ?? ''} ${content}`.toLowerCase();
  const cart = new Set(eligibleLines(record).map((l) => lineKind(l.productType)));
  const covered = new Set((record.prescriptions ?? []).filter((other) => other.id !== p.id && isApproved(other)).map(prescriptionKindOf));
  const kind = readKind(name, cart, covered);
  const reasons: RejectionReason[] = [];
  // A prescription of one kind mismatches a cart holding only the other: the code names the prescription the cart needs.
  const mismatch: Partial<Record<RejectionReason, boolean>> = {
    PRODUCT_MISMATCH_GLASSES_RX: kind === 'contacts' && cart.has('glasses') && !cart.has('contacts'),
    PRODUCT_MISMATCH_CONTACTS_RX: kind === 'glasses' && cart.has('contacts') && !cart.has('glasses'),
  };
  for (const { word, reason } of PRESCRIPTION_FILE_SCENARIOS) {
    if (reason in mismatch ? mismatch[reason] === true : name.includes(word)) reasons.push(reason);
  }
  p.status = reasons.length > 0 ? 'AUTO_DISAPPROVED' : 'AUTO_APPROVED';
  p.rejectionReasons = reasons;
  // A typical mild myopia with astigmatism; a contact lens prescription also gives the lens's fit.
  const fit = kind === 'contacts' ? { baseCurve: 8.6, diameter: 14.2 } : {};
  p.attributes = reasons.length > 0 ? undefined : {
    OD: { sphere: -2.25, cylinder: -0.5, axis: 90, add: 0, ...fit },
    OS: { sphere: -1.75, cylinder: -0.75, axis: 85, add: 0, ...fit },
    pupillaryDistance: 63,
  };
}

/**
 * The record status its prescriptions call for: one refusal holds the claim; all approved with products
 * chosen for each is ready to claim; anything still unread (or none uploaded) needs prescriptions.
 */
export function prescriptionPhase(record: ClaimRecord): RecordStatus {
  const all = record.prescriptions ?? [];
  if (all.some((p) => DISAPPROVED.has(p.status ?? ''))) return 'PRESCRIPTIONS_DISAPPROVED';
  if (all.length === 0 || !all.every(isApproved)) return 'PRESCRIPTIONS_REQUIRED';
  if (all.every((p) => record.eligibleProducts?.some((g) => g.prescriptionId === p.id))) return 'READY_TO_CLAIM';
  return all.every((p) => p.status === 'AUTO_APPROVED') ? 'PRESCRIPTIONS_AUTO_APPROVED' : 'PRESCRIPTIONS_APPROVED';
}

/**
 * Moves a record to the status its prescriptions call for. A record still waiting for its patient and doctor
 * (INSURANCE_MEMBER_FOUND) keeps its status: the PATCH that names them moves it on.
 */
export function followPrescriptions(service: ServiceStore, stored: StoredRecord): void {
  const phase = prescriptionPhase(stored.record);
  const moves = isIn(stored, PRESCRIPTION_STEP) && stored.record.status !== 'INSURANCE_MEMBER_FOUND' && phase !== stored.record.status;
  if (moves) service.setStatus(stored, phase);
  else service.touch(stored);
}

/** A 400 naming the field a body got wrong. */
const badBody = (c: ServiceContext, field: string, error: StructError) =>
  fail(c, 400, 'VALIDATION_ERROR', `${[field, ...error.path].filter((p) => p !== '').join('.')}: ${error.message}`);

/** The eligibility checks and the choice of claimable products. */
export function eligibilityRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  const { service } = state;

  app.post('/check-insurance-eligibility', async (c) => {
    const body = await jsonBody(c);
    const [bad, lines] = validate(body?.eligibleProducts, array(LineBody));
    if (bad) return badBody(c, 'eligibleProducts', bad);
    return answer(c, InsuranceEligibility, { eligibleProducts: groupLines(lines) });
  });

  app.post('/check-product-types-eligibility', async (c) => {
    const body = await jsonBody(c);
    const [bad, productTypes] = validate(body?.productTypes, array(nonBlank()));
    if (bad) return badBody(c, 'productTypes', bad);
    const productTypesEligibility = productTypes.map((productType) => ({ productType, eligibility: isCovered(productType) ? 'ELIGIBLE' : 'NOT_ELIGIBLE' }));
    return answer(c, ProductTypesEligibility, { productTypesEligibility });
  });

  app.post('/claim-records/:id/products/select-claimable', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (!SELECTABLE.has(stored.record.status)) return illegal(c, stored, 'select claimable products');
    const [bad, picked] = validate(await jsonBody(c), SelectBody);
    if (bad) return badBody(c, '', bad);
    if (picked.id !== undefined && picked.id !== stored.record.id) return fail(c, 400, 'VALIDATION_ERROR', 'id: must be the claim record of the path');
    if (picked.productIds.length === 0) return fail(c, 400, 'VALIDATION_ERROR', 'productIds: name at least one cart product to claim');
    const rx = stored.record.prescriptions?.find((p) => p.id === picked.prescriptionId);
    if (!rx) return fail(c, 404, 'VALIDATION_ERROR', `prescriptionId: no prescription ${picked.prescriptionId} on this claim record`);
    if (!isApproved(rx)) return fail(c, 409, 'VALIDATION_ERROR', `Prescription ${rx.id} is ${rx.status ?? 'unread'}: only an approved prescription can cover products`);
    const kind = prescriptionKindOf(rx);
    const eligible = eligibleLines(stored.record);
    for (const productId of picked.productIds) {
      const line = eligible.find((l) => l.productId === productId);
      if (!line) return fail(c, 400, 'VALIDATION_ERROR', `productIds: ${productId} is not an insurance-eligible product of this claim record's cart`);
      if (lineKind(line.productType) !== kind) {
        const rxName = kind === 'contacts' ? 'a contact lens' : 'a glasses';
        const code = kind === 'contacts' ? 'PRODUCT_MISMATCH_GLASSES_RX' : 'PRODUCT_MISMATCH_CONTACTS_RX';
        return fail(c, 400, 'VALIDATION_ERROR', `productIds: ${productId} (${line.productType}) cannot be claimed with ${rxName} prescription`, code);
      }
    }
    // The choice replaces this prescription's previous one; a group chosen here leaves any other prescription.
    const chosen = new Set(picked.productIds);
    for (const group of stored.record.eligibleProducts ?? []) {
      const picksHere = group.cartProducts.some((l) => chosen.has(l.productId));
      if (!picksHere && group.prescriptionId !== rx.id) continue;
      if (picksHere) group.prescriptionId = rx.id;
      else delete group.prescriptionId;
      for (const line of group.cartProducts) line.includedInPrescription = picksHere && chosen.has(line.productId);
    }
    followPrescriptions(service, stored);
    return answer(c, ClaimRecord, stored.record);
  });

  return app;
}

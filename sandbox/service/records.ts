// Claim records (spec 000 section 7): create, read, active lookup, update, delete, and the asynchronous
// change of use-insurance status. Every record route reads the record through `findRecord`.
import { Hono } from 'hono';
import { ClaimData, ClaimRecord, CreatedRecord, DeletedRecord } from '../../src/contract/claim/claim-record.ts';
import { USE_INSURANCE_STATUSES } from '../../src/domain/claim/status.ts';
import { array, create, integer, number, optional, partial, size, string, type, validate } from 'superstruct';
import type { State } from '../state.ts';
import { answer, fail, jsonBody, objectOf, text, type ServiceContext, type ServiceEnv } from './kit.ts';
import { CLAIM_HELD, FINAL, illegal, isIn, MEMBER_KNOWN } from './machine.ts';
import type { SentLine, StoredRecord } from './store.ts';
import { groupLines } from './eligible.ts';
import { prescriptionValidated } from './rules/product.ts';
import { insuranceOn } from './rules/record.ts';
import { ORDER_ALREADY_CLAIMED } from '../../src/domain/constants.ts';

/** A price in major units, bounded so its minor units stay whole numbers JavaScript counts exactly (rules/money.ts). */
const PRICE = size(number(), -1e12, 1e12);

/**
 * A cart line of PUT claim-records: the widgets send the shop cart answer's unit price as the line's `unitFullPrice`
 * (spec 000 §3, the price field of a product the service is sent), so a cart the sandbox does not hold is priced too.
 */
const LineBody = type({ productId: string(), productType: string(), quantity: optional(integer()), unitFullPrice: optional(type({ amount: PRICE })) });

/** The lines sent with a price, as the insurer prices a cart the sandbox does not hold (claims.ts `cartOfRecord`). */
const sentLinesOf = (lines: readonly { productId: string; quantity?: number | undefined; unitFullPrice?: { amount: number } | undefined }[]): SentLine[] =>
  lines.flatMap(({ productId, quantity, unitFullPrice }) => (unitFullPrice ? [{ productId, quantity: quantity ?? 1, unitFullPrice: { amount: unitFullPrice.amount } }] : []));

/**
 * The record named by the route's `:id`, settled to the sandbox clock, or the 404 to answer: another
 * customer's record is as absent as a deleted one, so ids cannot be probed.
 */
export function findRecord(state: State, c: ServiceContext): StoredRecord | Response {
  const stored = state.service.records.get(c.req.param('id') ?? '');
  if (!stored || stored.customerNumber !== c.get('owner').customerNumber || stored.record.status === 'DELETED') {
    return fail(c, 404, 'VALIDATION_ERROR', 'Claim record not found');
  }
  state.service.settle(stored);
  return stored;
}

/**
 * Record statuses whose claim is on its order: with the insurer, applied, invoiced with the order placed, or being
 * cancelled but not yet cancelled. A rejected, nullified or failed claim leaves the order free for another. The sandbox's
 * own list (it is an oracle, not a mirror of src/domain/claim/one-claim.ts).
 */
const CLAIM_ON_ORDER: ReadonlySet<string> = new Set([
  'CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_ACCEPTED', 'CLAIM_INVOICED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_NULLIFY_EVENT_SENT',
  'CLAIM_NULLIFY_SENT', 'CLAIM_NULLIFY_REJECTED', 'CLAIM_NULLIFY_FAILED', 'FOR_MANUAL_NULLIFY',
]);

/** Whether a record, settled to the sandbox clock, holds its order's claim. */
function holdsClaim(state: State, stored: StoredRecord): boolean {
  state.service.settle(stored);
  return CLAIM_ON_ORDER.has(stored.record.status);
}

/**
 * The 409 ORDER_ALREADY_CLAIMED when another record of the cart holds a claim (spec 000 section 5, "One claim at a time
 * per order"), else null: a second record for the cart, or a second claim from another record (a submit, a
 * French quote's acceptance), cannot take the insurer's share of the order twice. `self` is the record asking, if any.
 */
export function orderAlreadyClaimed(state: State, c: ServiceContext, cartId: string | null | undefined, self?: StoredRecord): Response | null {
  if (!cartId) return null;
  for (const other of state.service.records.values()) {
    if (other === self || other.record.cartId !== cartId) continue;
    if (holdsClaim(state, other)) {
      return fail(c, 409, 'VALIDATION_ERROR', 'This order already has a claim in progress or applied; only one claim at a time per order', ORDER_ALREADY_CLAIMED);
    }
  }
  return null;
}

/** The claimData fields a PATCH may write; the rest (quote, claim, statuses) belong to the service. */
const WRITABLE = ['primaryCoverage', 'patientRelationship', 'termsAndConditionsAccepted', 'patient', 'isAccident', 'accident', 'referrer', 'secondaryInsurance', 'refreshCartTotalRequired'] as const;
const Writable = partial(ClaimData);

/** The names that, changed, invalidate a validated prescription (spec 000 section 4, "Other rules of change"). */
export const nameOf = (data: ClaimRecord['claimData']): string =>
  JSON.stringify([data?.patient?.firstName, data?.patient?.lastName, data?.referrer?.firstName, data?.referrer?.lastName]);

/**
 * Sends a record's validated prescriptions back to review, as a changed patient or doctor name does, whichever call
 * changed it (a PATCH of the claim data, a member sync with the patient); answers whether there were any.
 */
export function sendPrescriptionsBack(stored: StoredRecord): boolean {
  const validated = (stored.record.prescriptions ?? []).filter((p) => prescriptionValidated(p.status));
  for (const p of validated) p.status = 'FOR_REVIEW';
  return validated.length > 0;
}

/**
 * The statuses that are a member lookup's answer at the record's insurer, or a step the member found there went on to:
 * the member found (and the steps after it), not found, found several times.
 */
const LOOKED_UP: ReadonlySet<string> = new Set([...MEMBER_KNOWN, 'INSURANCE_MEMBER_NOT_FOUND', 'MULTIPLE_INSURANCE_MEMBERS_FOUND']);

/** The statuses of an insurer's answer still on its way: the lookup or the quote asked (QUOTE_REQUESTED), a retry opted into. */
const AWAITING_INSURER: ReadonlySet<string> = new Set(['QUOTE_REQUESTED', 'QUOTE_PENDING']);

/**
 * The record's insurer changed from `left`: a member is found at an insurer, by a lookup there (spec 000 section 1), so
 * the member found at the one left is no member of this one. What its insurer answered goes with it: the member's
 * details, the benefits answer, the quote (spec 000 section 3: a quote is the insurer's, for the primaryCoverage it
 * quoted; the summaries stay, the record's tally of attempts, none of them this coverage's last quote), the use of the
 * member's benefits (not applicable again, as on a new record, the cart's totals to read again if it was on), and a
 * lookup, quote or use of insurance still on its way there. The record asks for a member again; the patient, the doctor
 * and the prescriptions stay (a lookup at the new insurer takes them up again).
 */
function leaveMember(service: State['service'], stored: StoredRecord, left: string): void {
  const data = service.claimData(stored);
  if (data.primaryCoverage) delete data.primaryCoverage.insuree;
  delete data.insuranceStatusErrorCode;
  delete data.quote;
  if (data.quoteSummaries) data.quoteSummaries = data.quoteSummaries.map((summary) => ({ ...summary, lastQuote: false }));
  if (insuranceOn(stored.record)) data.refreshCartTotalRequired = true;
  data.useInsuranceStatus = 'INSURANCE_NOT_APPLICABLE';
  service.dropAnswersOf(stored, left);
  if (isIn(stored, LOOKED_UP) || isIn(stored, AWAITING_INSURER)) service.setStatus(stored, 'INSURANCE_MEMBER_REQUIRED');
}

/** Whether the record holds what the North American prescription step needs: a patient and a doctor. */
export const hasPatientAndDoctor = (data: ClaimRecord['claimData']): boolean => Boolean(data?.patient?.lastName && data.referrer?.lastName);

/** The claim-record routes. */
export function recordRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  const { service } = state;

  app.put('/claim-records', async (c) => {
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'VALIDATION_ERROR', 'Body must be a JSON object');
    const customerNumber = text(body.customerNumber);
    if (!text(body.cartId) || !text(body.sessionId) || !customerNumber) {
      return fail(c, 400, 'VALIDATION_ERROR', 'cartId, sessionId and customerNumber are required');
    }
    if (customerNumber !== c.get('owner').customerNumber) return fail(c, 403, 'AUTHENTICATION_ERROR', 'Token belongs to another customer');
    // One order, one claim: a cart whose claim stands gets no second record (another tab's, a reload's).
    const taken = orderAlreadyClaimed(state, c, text(body.cartId));
    if (taken) return taken;
    const [badLines, lines] = validate(body.eligibleProducts ?? [], array(LineBody));
    if (badLines) return fail(c, 400, 'VALIDATION_ERROR', `eligibleProducts.${badLines.path.join('.')}: ${badLines.message}`);
    const insurerId = text(objectOf(objectOf(objectOf(body.claimData)?.primaryCoverage)?.insurer)?.id);
    const id = state.recordId();
    const record: ClaimRecord = {
      id,
      status: 'CREATED',
      customerFacingStatus: 'IN_PROGRESS',
      cartId: text(body.cartId),
      sessionId: text(body.sessionId),
      customerNumber,
      // Guests send no name, e-mail or phone (spec 000 section 6); nothing is invented for them.
      customerEmail: text(body.customerEmail),
      customerPhone: text(body.customerPhone),
      customerName: objectOf(body.customerName) ? create(body.customerName, ClaimRecord.schema.customerName) : undefined,
      locale: text(body.locale),
      ecommerce: text(body.ecommerce),
      lastModified: service.isoNow(),
      lifeCycle: 'SESSION_ONLY',
      prescriptions: [],
      eligibleProducts: groupLines(lines),
      claimData: { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE', ...(insurerId ? { primaryCoverage: { insurer: { id: insurerId } } } : {}) },
    };
    service.records.set(id, { record, customerNumber, sessionId: text(body.sessionId), sentLines: sentLinesOf(lines), pending: [], syncs: 0 });
    return answer(c, CreatedRecord, { id });
  });

  app.get('/claim-records/active/:customerNumber', (c) => {
    const customerNumber = c.req.param('customerNumber');
    if (customerNumber !== c.get('owner').customerNumber) return fail(c, 404, 'VALIDATION_ERROR', 'No active claim record');
    // The page's load asks for the restricted check and the active record at once: either call restricts at the limit.
    service.restrictAtLimit(customerNumber);
    const mine = [...service.records.values()].filter((s) => s.customerNumber === customerNumber && !isIn(s, FINAL));
    const newest = mine.sort((a, b) => (b.record.lastModified ?? '').localeCompare(a.record.lastModified ?? '')).at(0);
    // Of the newest record's cart, the record holding its claim comes first: every tab of the shopper shows the one claim.
    const latest = mine.find((s) => s.record.cartId === newest?.record.cartId && holdsClaim(state, s)) ?? newest;
    // None is no content, not an error: a 404 here would be a red line on the shop's console on every page.
    if (!latest) return c.body(null, 204);
    service.settle(latest);
    return answer(c, ClaimRecord, latest.record);
  });

  app.get('/claim-records/:id', (c) => {
    const stored = findRecord(state, c);
    return stored instanceof Response ? stored : answer(c, ClaimRecord, stored.record);
  });

  app.patch('/claim-records/:id', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const body = await jsonBody(c);
    const patch = objectOf(body?.claimData);
    if (!patch) return fail(c, 400, 'VALIDATION_ERROR', 'claimData must be an object');
    const [invalid, values] = validate(Object.fromEntries(WRITABLE.filter((k) => k in patch).map((k) => [k, patch[k]])), Writable);
    if (invalid) return fail(c, 400, 'VALIDATION_ERROR', `claimData.${invalid.path.join('.')}: ${invalid.message}`);
    const written = Object.keys(values).filter((k) => k !== 'refreshCartTotalRequired');
    if (written.length > 0 && (isIn(stored, CLAIM_HELD) || isIn(stored, FINAL) || stored.record.status === 'RESTRICTED')) return illegal(c, stored, 'change the claim');
    const data = service.claimData(stored);
    const before = nameOf(data);
    const carrier = service.carrier(stored);
    Object.assign(data, values);
    if (values.primaryCoverage !== undefined && carrier && data.primaryCoverage?.insurer?.id !== carrier) leaveMember(service, stored, carrier);
    if (nameOf(data) !== before && sendPrescriptionsBack(stored)) service.setStatus(stored, 'PRESCRIPTIONS_REQUIRED');
    const status = stored.record.status;
    if (status === 'CREATED' && written.length > 0) service.setStatus(stored, 'UPDATED');
    else if (status === 'INSURANCE_MEMBER_FOUND' && hasPatientAndDoctor(data)) service.setStatus(stored, 'PRESCRIPTIONS_REQUIRED');
    else service.touch(stored);
    return answer(c, ClaimRecord, stored.record);
  });

  app.delete('/claim-records/:id', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (stored.record.status === 'CLAIM_SUBMITTED') return illegal(c, stored, 'delete the record');
    service.cancelPending(stored);
    // The uploaded files go with the record: their storage id is the last segment of their URL.
    for (const p of stored.record.prescriptions ?? []) service.files.delete(decodeURIComponent(p.url?.split('/').at(-1) ?? ''));
    service.setStatus(stored, 'DELETED');
    return answer(c, DeletedRecord, { id: stored.record.id, status: 'DELETED' });
  });

  app.post('/claim-records/:id/change-insurance-status', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const wanted = text((await jsonBody(c))?.useInsuranceStatus);
    if (!wanted || !(USE_INSURANCE_STATUSES as readonly string[]).includes(wanted)) {
      return fail(c, 400, 'VALIDATION_ERROR', `useInsuranceStatus must be one of ${USE_INSURANCE_STATUSES.join(', ')}`);
    }
    if (isIn(stored, FINAL)) return illegal(c, stored, 'change the use of insurance');
    if (wanted === 'INSURANCE_ENABLED' && !isIn(stored, MEMBER_KNOWN) && !isIn(stored, CLAIM_HELD)) return illegal(c, stored, 'use insurance before the member is found');
    // Asynchronous, as the real service: the answer is the record as it is; polling sees the change land. It is the use of
    // the benefits of the member found at the record's carrier: a change of carrier before it lands drops it.
    service.later(
      stored,
      service.delay(stored, 'useInsurance'),
      () => {
        const data = service.claimData(stored);
        data.useInsuranceStatus = wanted;
        data.refreshCartTotalRequired = true;
        service.touch(stored);
      },
      service.carrier(stored),
    );
    return answer(c, ClaimRecord, stored.record);
  });

  return app;
}

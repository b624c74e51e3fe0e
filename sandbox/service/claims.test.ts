// The sandbox's claim calls and my-claims, driven through the real API client on a clock the test moves.
import { describe, expect, test } from 'vitest';
import { changeInsuranceStatus, createClaimRecord, getActiveClaimRecord, getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { OrderAlreadyClaimed } from '../../src/contract/claim/claim-record.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { getClaimAttachmentUrl, listCustomerClaims, nullifyClaim, restrictedCheck, searchClaims, submitClaim } from '../../src/api/claim/claims.ts';
import { MAX_CLAIM_ATTEMPTS } from '../../src/domain/constants.ts';
import { attemptsUsed, isLastAttempt } from '../../src/domain/cta/cta.ts';
import { outcomeOfRecord } from '../../src/domain/submit/submit-outcome.ts';
import { allowancesOf, NA_ALLOWANCES_MINOR } from './allowances.ts';
import { ORDER_ALREADY_CLAIMED } from '../../src/domain/constants.ts';
import { clocked, newRecord, rejection, setup } from '../../test/unit/api-harness.ts';
import { COMING_SOON_ID, IN_NETWORK_ID } from './catalogue.ts';
import { requestProductQuotes } from '../../src/api/quote/quotes.ts';
import { INSURER_DELAYS_MS } from './scenarios.ts';

/** 11:00 in Los Angeles, 13 hours before its midnight. */
const START = Date.parse('2026-05-12T18:00:00Z');
const HOUR = 3600 * 1000;
const CLAIM = INSURER_DELAYS_MS.claim;
const SETTLE_USE = INSURER_DELAYS_MS.useInsurance + 1;
/** The North American share of the demo cart: frame 149, lenses 99 less their 10.00 copay, two boxes of contacts 149, each under its allowance. */
const SHARE = 387;

/** A client on an in-process sandbox whose clock only the test moves, and a shop visitor with the demo cart. */
function world() {
  const w = clocked(START);
  return { ...w, visitor: w.state.newSession() };
}
type World = ReturnType<typeof world>;

/** A record of the visitor's cart, created through the API, then put in `status`: prescribed lines, terms accepted, this member ID. */
async function recordIn(w: World, status: string, memberId = 'W1234567', locale = 'en_CA') {
  const eligibleProducts = w.visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity }));
  const { id } = await createClaimRecord(w.api, { ...newRecord('1001'), cartId: w.visitor.cartId, eligibleProducts, locale });
  const stored = w.state.service.records.get(id);
  if (!stored) throw new Error('the record was not stored');
  stored.record.status = status;
  Object.assign(w.state.service.claimData(stored), {
    primaryCoverage: { insurer: { id: IN_NETWORK_ID, name: { en: 'Quillfeather Vision Plan' } }, insuree: { memberId } },
    termsAndConditionsAccepted: true,
  });
  for (const line of (stored.record.eligibleProducts ?? []).flatMap((g) => g.cartProducts)) line.includedInPrescription = line.insuranceEligible === true;
  return { id, stored };
}

/** A call made with the sandbox's own token, to read error messages and send bodies the client never would. */
async function raw(w: World, path: string, body?: unknown) {
  const token = w.state.issueToken(w.session);
  const res = await w.app.request(`/services/direct-billing/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The my-claims rows of claims made in the test (the seeded history is older). */
const fresh = async (w: World) => (await listCustomerClaims(w.api, '1001')).claims.filter((r) => Date.parse(r.submissionDate) >= START);

describe('spec 000 §4: claim submit, then the insurer answers by member ID', () => {
  test.each([
    { name: 'any other ID: CLAIM_ACCEPTED for the share, with an explanation of benefits', member: 'W1234567', record: 'CLAIM_ACCEPTED', facing: 'ACCEPTED', claim: { status: 'CLAIM_ACCEPTED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: SHARE }, payee: 'POLICY_HOLDER', submitResponseStatus: 'CLAIM_ACCEPTED' }, row: 'ACCEPTED', notice: 'EXPLANATION_OF_BENEFITS' },
    { name: 'REJECT: CLAIM_REJECTED, with a rejection notice', member: 'REJECT-1', record: 'CLAIM_REJECTED', facing: 'REJECTED', claim: { status: 'CLAIM_REJECTED', submitResponseStatus: 'CLAIM_REJECTED' }, row: 'REJECTED', notice: 'REJECTION_NOTICE' },
    { name: 'ACK: CLAIM_ACKNOWLEDGED, with an acknowledgement notice', member: 'ACK-1', record: 'CLAIM_ACKNOWLEDGED', facing: 'ACKNOWLEDGED_NULLIFIED', claim: { status: 'CLAIM_ACKNOWLEDGED', submitResponseStatus: 'CLAIM_ACKNOWLEDGED' }, row: 'ACKNOWLEDGED', notice: 'ACKNOWLEDGEMENT_NOTICE' },
    { name: 'TIMEOUT: the claim times out, the record goes to CLAIM_RETRY', member: 'TIMEOUT-1', record: 'CLAIM_RETRY', facing: 'TIMEOUT_RETRY', claim: { status: 'CLAIM_RETRY', submitResponseStatus: 'CLAIM_SUBMIT_TIMEOUT' }, row: null, notice: null },
    { name: 'INSURERERR: a customer-facing claim error naming the missing information, READY_TO_CLAIM again', member: 'INSURERERR-1', record: 'READY_TO_CLAIM', facing: 'IN_PROGRESS', claim: { status: 'CLAIM_ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'GENERIC_ERROR', submitResponseStatus: 'CLAIM_ERROR' }, row: null, notice: null },
    { name: 'LOWBAL in North America: the pot used up (INSUFFICIENT_BALANCE), READY_TO_CLAIM again', member: 'LOWBAL-1', record: 'READY_TO_CLAIM', facing: 'IN_PROGRESS', claim: { status: 'CLAIM_ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE', submitResponseStatus: 'CLAIM_ERROR' }, row: null, notice: null },
  ])('$name', async ({ member, record, facing, claim, row, notice }) => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', member);
    expect(await submitClaim(w.api, id)).toMatchObject({ status: 'CLAIM_SUBMITTED', httpStatus: 202 });
    w.advance(CLAIM - 1);
    expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_SUBMITTED');
    w.advance(1);
    const done = await getClaimRecord(w.api, id);
    expect(done).toMatchObject({ status: record, customerFacingStatus: facing });
    expect(done.claimData?.claim).toMatchObject(claim);
    const flags = done.claimData?.claimSummaries?.map((s) => s.lastClaim) ?? [];
    expect(flags.at(-1)).toBe(true);
    expect(flags.filter(Boolean)).toHaveLength(1);
    if (record === 'CLAIM_ACCEPTED') expect(done.claimData?.refreshCartTotalRequired).toBe(true);
    if (member.startsWith('INSURERERR')) expect(done.claimData?.claim?.errorMessage).toMatch(/date of birth/);
    // The widgets' reading of the claim (spec 000 §8): an exhausted pot is INSUFFICIENT_COVERAGE, not INSURER_ERROR.
    if (member.startsWith('LOWBAL')) expect(outcomeOfRecord(done)).toBe('INSUFFICIENT_COVERAGE');
    const rows = await fresh(w);
    expect(rows.map((r) => [r.status, r.attachments?.map((a) => a.type)])).toEqual(row ? [[row, [notice]]] : []);
  });

  test('ACKNULL: acknowledged, then nullified by the insurer (NULLIFY_ACCEPTED, CANCELLED)', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', 'ACKNULL-1');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_ACKNOWLEDGED');
    w.advance(INSURER_DELAYS_MS.acknowledgedNullify);
    const done = await getClaimRecord(w.api, id);
    expect(done.status).toBe('CLAIM_NULLIFIED');
    expect(done.claimData?.claim).toMatchObject({ status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED' });
    expect((await fresh(w)).map((r) => [r.status, r.attachments?.map((a) => a.type)])).toEqual([['CANCELLED', ['ACKNOWLEDGEMENT_NOTICE']]]);
  });

  test.each([
    { name: 'a line above its allowance is capped (frame at 250.00, allowance 150.00)', setUp: (w: World) => void Object.assign(w.visitor.lines[0] ?? {}, { unitPriceMinor: 25_000 }), want: 150 + 89 + 149 },
    { name: 'a line the shopper removed from the cart counts 0', setUp: (w: World) => void w.visitor.lines.splice(2, 1), want: 149 + 89 },
  ])('spec 000 §9: the accepted amount: $name', async ({ setUp, want }) => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM');
    setUp(w);
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, id)).claimData?.claim?.confirmedAmount).toEqual({ amount: want });
  });

  test('TIMEOUT: a submit in CLAIM_RETRY resubmits', async () => {
    const w = world();
    const { id } = await recordIn(w, 'CLAIM_RETRY', 'TIMEOUT-1');
    expect((await submitClaim(w.api, id)).status).toBe('CLAIM_SUBMITTED');
    expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_SUBMITTED');
  });

  test('spec 000 §5: terms not accepted is a 400 naming termsAndConditionsAccepted', async () => {
    const w = world();
    const { id, stored } = await recordIn(w, 'READY_TO_CLAIM');
    w.state.service.claimData(stored).termsAndConditionsAccepted = false;
    const { status, body } = await raw(w, `claim-records/${id}/claim/submit`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorType: 'VALIDATION_ERROR', message: expect.stringContaining('termsAndConditionsAccepted') });
  });

  test.each([
    { status: 'CREATED', locale: 'en_CA' },
    { status: 'PRESCRIPTIONS_REQUIRED', locale: 'en_CA' },
    { status: 'CLAIM_SUBMITTED', locale: 'en_CA' },
    { status: 'CLAIM_ACCEPTED', locale: 'en_CA' },
    { status: 'RESTRICTED', locale: 'en_CA' },
    { status: 'READY_TO_CLAIM', locale: 'fr_FR' },
  ])('spec 000 §8: submit in $status ($locale) is a 409', async ({ status, locale }) => {
    const w = world();
    const { id } = await recordIn(w, status, 'W1', locale);
    expect(await rejection(submitClaim(w.api, id))).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
  });
});

describe('spec 000 §4, "Insurance usage": an accepted claim\'s share comes off the cart while insurance is on', () => {
  const USE = INSURER_DELAYS_MS.useInsurance;
  const share = (w: World) => w.state.service.shareOf(w.visitor.cartId);

  test('accepted: insurance on at once, the share off the cart; off restores the full total after the insurer\'s second; on takes it off again', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, id);
    expect(share(w)).toBe(0);
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, id)).claimData).toMatchObject({ useInsuranceStatus: 'INSURANCE_ENABLED', refreshCartTotalRequired: true });
    expect(share(w)).toBe(SHARE * 100);
    await changeInsuranceStatus(w.api, id, 'INSURANCE_DISABLED');
    w.advance(USE - 1);
    expect(share(w)).toBe(SHARE * 100);
    w.advance(1);
    expect(share(w)).toBe(0);
    expect((await getClaimRecord(w.api, id)).claimData?.useInsuranceStatus).toBe('INSURANCE_DISABLED');
    await changeInsuranceStatus(w.api, id, 'INSURANCE_ENABLED');
    w.advance(USE);
    expect(share(w)).toBe(SHARE * 100);
  });

  test.each([
    { name: 'off before the submit: submitting is the later choice, so the accepted claim turns it on', before: 'INSURANCE_DISABLED', during: null, use: 'INSURANCE_ENABLED', cut: SHARE * 100 },
    { name: 'not applicable before the submit: the accepted claim turns it on', before: 'INSURANCE_NOT_APPLICABLE', during: null, use: 'INSURANCE_ENABLED', cut: SHARE * 100 },
    { name: 'turned off while the insurer decides: the opt-out stands, no share', before: 'INSURANCE_NOT_APPLICABLE', during: 'INSURANCE_DISABLED', use: 'INSURANCE_DISABLED', cut: 0 },
  ] as const)('$name', async ({ before, during, use, cut }) => {
    const w = world();
    const { id, stored } = await recordIn(w, 'READY_TO_CLAIM');
    w.state.service.claimData(stored).useInsuranceStatus = before;
    await submitClaim(w.api, id);
    if (during) await changeInsuranceStatus(w.api, id, during);
    w.advance(CLAIM);
    const done = await getClaimRecord(w.api, id);
    expect(done.status).toBe('CLAIM_ACCEPTED');
    expect(done.claimData).toMatchObject({ useInsuranceStatus: use, refreshCartTotalRequired: true });
    expect(share(w)).toBe(cut);
  });

  test.each([
    { name: 'REJECT: a rejected claim leaves insurance as it was, no share', member: 'REJECT-1' },
    { name: 'ACK: an acknowledged claim leaves insurance as it was, no share', member: 'ACK-1' },
  ])('$name', async ({ member }) => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', member);
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, id)).claimData?.useInsuranceStatus).toBe('INSURANCE_NOT_APPLICABLE');
    expect(share(w)).toBe(0);
  });
});

describe('spec 000 §3 and §9: the insurer prices the cart the widgets send, held by the sandbox or not', () => {
  /** A shop's own cart the sandbox never holds: a frame above its allowance, two pairs of lenses under theirs, a case no plan pays for. */
  const OWN_CART = [
    { productId: 'own-1', productType: 'FRAME', quantity: 1, unitFullPrice: { amount: 212.49 } },
    { productId: 'own-2', productType: 'PROGRESSIVE_LENS', quantity: 2, unitFullPrice: { amount: 47.35 } },
    { productId: 'own-3', productType: 'ACCESSORIES', quantity: 1, unitFullPrice: { amount: 12 } },
  ];
  const unpriced = OWN_CART.map(({ productId, productType, quantity }) => ({ productId, productType, quantity }));

  test.each([
    {
      name: 'a demo cart the sandbox holds: its lines as they are now, whatever prices were sent',
      own: false, lines: (w: World) => w.visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity, unitFullPrice: { amount: 1 } })),
      want: SHARE, subtotal: 412.99,
    },
    { name: 'a cart unknown to the sandbox: the lines sent, each at its price × quantity under its allowance', own: true, lines: () => OWN_CART, want: 234.7, subtotal: 319.19 },
    { name: 'a cart unknown to the sandbox whose lines come without prices: nothing to price', own: true, lines: () => unpriced, want: 0, subtotal: undefined },
  ])('$name', async ({ own, lines, want, subtotal }) => {
    const w = world();
    const cartId = own ? 'my-own-cart-7' : w.visitor.cartId;
    expect(w.state.linesOfCart(cartId) === undefined).toBe(own);
    const { id } = await createClaimRecord(w.api, { ...newRecord('1001'), cartId, eligibleProducts: lines(w), locale: 'en_CA' });
    const stored = w.state.service.records.get(id)!;
    stored.record.status = 'READY_TO_CLAIM';
    Object.assign(w.state.service.claimData(stored), { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree: { memberId: 'W1234567' } }, termsAndConditionsAccepted: true });
    for (const line of (stored.record.eligibleProducts ?? []).flatMap((g) => g.cartProducts)) line.includedInPrescription = line.insuranceEligible === true;
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    const done = await getClaimRecord(w.api, id);
    expect(done.claimData?.claim).toMatchObject({ status: 'CLAIM_ACCEPTED', confirmedAmount: { amount: want } });
    expect(done.orderSubtotal?.amount).toBe(subtotal);
    expect(w.state.service.shareOf(cartId)).toBe(Math.round(want * 100));
  });

  test.each([
    { name: 'given as text', amount: '12.00' },
    { name: 'too large to count in cents', amount: 1e300 },
  ])('spec 000 §7: a line\'s unitFullPrice.amount $name answers 400 naming it', async ({ amount }) => {
    const w = world();
    const token = w.state.issueToken(w.session);
    const body = { ...newRecord('1001'), cartId: 'my-own-cart-7', eligibleProducts: [{ ...unpriced[0], unitFullPrice: { amount } }] };
    const res = await w.app.request('/services/direct-billing/claim-records', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^eligibleProducts\.0\.unitFullPrice\.amount:/);
  });
});

describe('spec 000 §3 benefitAvailability COMING_SOON (spec 001 §8): the insurer pays nothing for a benefit not supported yet', () => {
  const contacts = { productType: 'PRESCRIPTION_CONTACT_LENS', ecommerceId: 'RXC-DAILY-90', ecommerceIdType: 'RXC_ID', quantity: 2, unitFullPrice: { amount: 74.5 } } as const;

  test('Brindlewood (contact lenses coming soon): the claim of the demo cart pays the glasses only (149.00 + 99.00 less the lenses\' 10.00 copay), not the contact lenses', async () => {
    const w = world();
    const { id, stored } = await recordIn(w, 'READY_TO_CLAIM');
    w.state.service.claimData(stored).primaryCoverage = { insurer: { id: COMING_SOON_ID }, insuree: { memberId: 'W1234567' } };
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, id)).claimData?.claim?.confirmedAmount).toEqual({ amount: 238 });
    expect((await requestProductQuotes(w.api, id, [contacts])).productQuotes[0]?.status).toBe('NOT_COVERED');
  });

  test('an insurer whose contact lenses are supported pays them', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM');
    expect((await requestProductQuotes(w.api, id, [contacts])).productQuotes[0]).toMatchObject({ status: 'APPROVED', coveredAmount: { amount: 149 } });
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, id)).claimData?.claim?.confirmedAmount).toEqual({ amount: SHARE });
  });
});

describe('spec 000 §5: one claim at a time per order', () => {
  const share = (w: World) => w.state.service.shareOf(w.visitor.cartId);

  test.each([
    { name: 'accepted', wait: CLAIM },
    { name: 'still with the insurer', wait: 0 },
  ])('two records of one cart: the second submit, the first claim $name, is a 409 ORDER_ALREADY_CLAIMED; one claim, one share', async ({ wait }) => {
    const w = world();
    const first = await recordIn(w, 'READY_TO_CLAIM');
    const second = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, first.id);
    w.advance(wait);
    expect(await rejection(submitClaim(w.api, second.id))).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR', errorCode: ORDER_ALREADY_CLAIMED });
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, first.id)).status).toBe('CLAIM_ACCEPTED');
    const refused = await getClaimRecord(w.api, second.id);
    expect(refused.status).toBe('READY_TO_CLAIM');
    expect(refused.claimData?.claim).toBeUndefined();
    expect(await fresh(w)).toHaveLength(1);
    expect(share(w)).toBe(SHARE * 100);
    // The refusal is not a claim attempt: it does not count against the daily limit.
    expect(w.state.service.customer('1001').submits).toHaveLength(1);
  });

  test.each([
    { name: 'rejected', member: 'REJECT-1', cancel: false },
    { name: 'cancelled', member: 'W1234567', cancel: true },
  ])('a first claim $name leaves the order free: the second record\'s claim is accepted', async ({ member, cancel }) => {
    const w = world();
    const first = await recordIn(w, 'READY_TO_CLAIM', member);
    const second = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, first.id);
    w.advance(CLAIM);
    if (cancel) {
      await nullifyClaim(w.api, first.id, 'CUSTOMER_INITIATED', 'CUSTOMER');
      w.advance(INSURER_DELAYS_MS.nullify);
      expect((await getClaimRecord(w.api, first.id)).status).toBe('CLAIM_NULLIFIED');
    }
    await submitClaim(w.api, second.id);
    w.advance(CLAIM);
    expect((await getClaimRecord(w.api, second.id)).status).toBe('CLAIM_ACCEPTED');
    expect(share(w)).toBe(SHARE * 100);
  });

  /** PUT claim-records for the visitor's cart with the sandbox's own token: the status and the body as sent. */
  async function putRecord(w: World) {
    const token = w.state.issueToken(w.session);
    const body = { ...newRecord('1001'), cartId: w.visitor.cartId, eligibleProducts: [] };
    const res = await w.app.request('/services/direct-billing/claim-records', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  test.each([
    { name: 'still with the insurer', wait: 0, member: 'W1234567', cancel: false, refused: true },
    { name: 'accepted', wait: CLAIM, member: 'W1234567', cancel: false, refused: true },
    { name: 'acknowledged', wait: CLAIM, member: 'ACK-1', cancel: false, refused: true },
    { name: 'rejected', wait: CLAIM, member: 'REJECT-1', cancel: false, refused: false },
    { name: 'cancelled', wait: CLAIM, member: 'W1234567', cancel: true, refused: false },
  ])('issue 27: a second record for a cart whose first claim is $name: refused with the 409 ORDER_ALREADY_CLAIMED body ($refused)', async ({ wait, member, cancel, refused }) => {
    const w = world();
    const first = await recordIn(w, 'READY_TO_CLAIM', member);
    await submitClaim(w.api, first.id);
    w.advance(wait);
    if (cancel) {
      await nullifyClaim(w.api, first.id, 'CUSTOMER_INITIATED', 'CUSTOMER');
      w.advance(INSURER_DELAYS_MS.nullify);
    }
    const second = await putRecord(w);
    expect(second.status).toBe(refused ? 409 : 200);
    expect(OrderAlreadyClaimed.is(second.body)).toBe(refused);
  });

  test.each([
    { name: 'cancelled', member: 'W1234567', cancel: true, status: 'CLAIM_NULLIFIED' },
    { name: 'rejected', member: 'REJECT-1', cancel: false, status: 'CLAIM_REJECTED' },
  ])('spec 001 §4: after a $name claim, the new claim is a new record: its member lookup is answered, the old record takes none, and the active record is the new one', async ({ member, cancel, status }) => {
    const w = world();
    const first = await recordIn(w, 'READY_TO_CLAIM', member);
    await submitClaim(w.api, first.id);
    w.advance(CLAIM);
    if (cancel) {
      await nullifyClaim(w.api, first.id, 'CUSTOMER_INITIATED', 'CUSTOMER');
      w.advance(INSURER_DELAYS_MS.nullify);
    }
    expect((await getClaimRecord(w.api, first.id)).status).toBe(status);
    const lookup = { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree: { memberId: 'DEMO1234', policyNumber: 'G1', firstName: 'Alex', lastName: 'Martin' } }, patientRelationship: 'SELF' };
    // The claim that is over is the service's record of it: no lookup changes it.
    expect(await rejection(syncInsuranceMember(w.api, first.id, lookup))).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
    w.advance(1000);
    const { id } = await createClaimRecord(w.api, { ...newRecord('1001'), cartId: w.visitor.cartId, eligibleProducts: [] });
    await syncInsuranceMember(w.api, id, lookup);
    w.advance(INSURER_DELAYS_MS.memberSync);
    expect((await getClaimRecord(w.api, id)).status).toBe('INSURANCE_MEMBER_FOUND');
    expect((await getActiveClaimRecord(w.api, '1001'))?.id).toBe(id);
    expect((await getClaimRecord(w.api, first.id)).status).toBe(status);
  });

  test('issue 27: the active record is the cart\'s claim, not a newer record of the cart still being filled in (every tab shows the one claim)', async () => {
    const w = world();
    const first = await recordIn(w, 'READY_TO_CLAIM');
    const second = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, first.id);
    w.advance(CLAIM);
    // The record still being filled in is touched last: the newest, but not the order's claim.
    await changeInsuranceStatus(w.api, second.id, 'INSURANCE_DISABLED');
    w.advance(SETTLE_USE);
    expect((await getActiveClaimRecord(w.api, '1001'))?.id).toBe(first.id);
  });

  test('another cart is another order: its claim goes through', async () => {
    const w = world();
    const first = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, first.id);
    w.visitor = w.state.newSession();
    const other = await recordIn(w, 'READY_TO_CLAIM');
    expect(await submitClaim(w.api, other.id)).toMatchObject({ status: 'CLAIM_SUBMITTED' });
  });
});

describe('spec 000 §3 and §9: one claim summary per submit, the attempts the widget counts', () => {
  test('a claim the insurer answers is one summary; a second submit is a second one, and only the third is the last attempt', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', 'INSURERERR-1');
    for (let i = 1; i <= MAX_CLAIM_ATTEMPTS; i++) {
      await submitClaim(w.api, id);
      w.advance(CLAIM);
      const answered = await getClaimRecord(w.api, id);
      // CLAIM_SUBMITTED, then CLAIM_ERROR: one claim, its summary replaced, flagged last.
      expect(answered.claimData?.claimSummaries?.map((s) => [s.status, s.lastClaim])).toEqual([...Array<[string, boolean]>(i - 1).fill(['CLAIM_ERROR', false]), ['CLAIM_ERROR', true]]);
      expect(isLastAttempt(attemptsUsed(answered))).toBe(i === MAX_CLAIM_ATTEMPTS);
    }
  });

  test('TIMEOUT: the claim timed out and waits for its retry, one summary; cancelling it is not the last attempt', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', 'TIMEOUT-1');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    const retry = await getClaimRecord(w.api, id);
    expect(retry.claimData?.claimSummaries?.map((s) => s.status)).toEqual(['CLAIM_RETRY']);
    expect(isLastAttempt(attemptsUsed(retry))).toBe(false);
  });
});

describe('spec 000 §8: the daily limit of online claims (LIMIT_REACHED)', () => {
  test(`past ${MAX_CLAIM_ATTEMPTS} submits a Los Angeles day: a 429, the record RESTRICTED, the check restricted until midnight`, async () => {
    const w = world();
    const { id, stored } = await recordIn(w, 'READY_TO_CLAIM', 'INSURERERR-1');
    for (let i = 0; i < MAX_CLAIM_ATTEMPTS; i++) {
      await submitClaim(w.api, id);
      w.advance(CLAIM);
      expect((await getClaimRecord(w.api, id)).status).toBe('READY_TO_CLAIM');
    }
    expect(await rejection(submitClaim(w.api, id))).toMatchObject({ status: 429, errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'LIMIT_REACHED' });
    expect(await getClaimRecord(w.api, id)).toMatchObject({ status: 'RESTRICTED', customerFacingStatus: 'LIMIT_REACHED' });
    stored.record.status = 'READY_TO_CLAIM';
    expect((await raw(w, `claim-records/${id}/claim/submit`)).body.message).toMatch(/daily limit of 3 online claims/);
    const elapsed = (MAX_CLAIM_ATTEMPTS * CLAIM) / 1000;
    expect(await restrictedCheck(w.api, '1001')).toEqual({ restricted: true, remainingAttempts: 0, retryAfterSeconds: 13 * 3600 - elapsed, reason: 'LIMIT_REACHED' });
    w.advance(13 * HOUR);
    // A new Los Angeles day lifts the limit: the record is ready to claim again, by itself.
    expect((await getClaimRecord(w.api, id)).status).toBe('READY_TO_CLAIM');
    expect((await submitClaim(w.api, id)).status).toBe('CLAIM_SUBMITTED');
  });
});

describe('spec 000 §4: at the day\'s limit a positive restricted check sets the record RESTRICTED (LIMIT_REACHED)', () => {
  test.each([
    { name: 'the restricted check', read: (w: World) => restrictedCheck(w.api, '1001') },
    { name: 'the active record the page loads beside it', read: (w: World) => getActiveClaimRecord(w.api, '1001') },
  ])('the third claim refused: $name restricts the refused record until the next Los Angeles day', async ({ read }) => {
    const w = world();
    const refused: string[] = [];
    for (let i = 0; i < MAX_CLAIM_ATTEMPTS; i++) {
      const { id } = await recordIn(w, 'READY_TO_CLAIM', 'REJECT-1');
      await submitClaim(w.api, id);
      w.advance(CLAIM);
      // The claim's own answer reads as the insurer gave it: the outcome the result shows.
      expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_REJECTED');
      refused.push(id);
    }
    await read(w);
    const last = refused.at(-1) ?? '';
    expect(await getClaimRecord(w.api, last)).toMatchObject({ status: 'RESTRICTED', customerFacingStatus: 'LIMIT_REACHED' });
    expect(await getActiveClaimRecord(w.api, '1001')).toMatchObject({ status: 'RESTRICTED', customerFacingStatus: 'LIMIT_REACHED' });
    w.advance(13 * HOUR);
    expect((await getClaimRecord(w.api, last)).status).toBe('CLAIM_REJECTED');
  });

  test('a claim in progress (accepted) is no new claim: the limit leaves it as it is', async () => {
    const w = world();
    let accepted = '';
    for (let i = 0; i < MAX_CLAIM_ATTEMPTS; i++) {
      const { id } = await recordIn(w, 'READY_TO_CLAIM', i === MAX_CLAIM_ATTEMPTS - 1 ? 'W1' : 'REJECT-1');
      await submitClaim(w.api, id);
      w.advance(CLAIM);
      accepted = id;
    }
    expect((await restrictedCheck(w.api, '1001')).restricted).toBe(true);
    expect((await getClaimRecord(w.api, accepted)).status).toBe('CLAIM_ACCEPTED');
  });
});

describe('spec 000 §4: nullify, with the Los Angeles cut-off', () => {
  test.each([
    // The insurer refused the cancellation: the row says what the table gives the record, as the call-to-action does.
    { name: 'NONULLIFY: the insurer refuses it (CLAIM_NULLIFY_REJECTED)', member: 'NONULLIFY-1', record: 'CLAIM_NULLIFY_REJECTED', claim: 'NULLIFY_REJECTED', row: ['NULLIFY_REJECTED', 'NULLIFY_REJECTED'] },
    // A person is to cancel it: the row no longer says it stands accepted, but what the table gives the record.
    { name: 'MANUALNULLIFY: handed to a person (FOR_MANUAL_NULLIFY)', member: 'MANUALNULLIFY-1', record: 'FOR_MANUAL_NULLIFY', claim: 'FOR_MANUAL_NULLIFY', row: ['FOR_MANUAL_NULLIFY', 'NULLIFY_REJECTED'] },
  ])('a cancellation of an accepted claim the insurer does not make: $name, NULLIFY_REJECTED, the share kept', async ({ member, record, claim, row }) => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', member);
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    expect((await nullifyClaim(w.api, id, 'CUSTOMER_INITIATED', 'CUSTOMER')).status).toBe('CLAIM_NULLIFY_EVENT_SENT');
    w.advance(INSURER_DELAYS_MS.nullify);
    const done = await getClaimRecord(w.api, id);
    expect(done).toMatchObject({ status: record, customerFacingStatus: 'NULLIFY_REJECTED' });
    expect(done.claimData?.claim).toMatchObject({ status: claim, confirmedAmount: { amount: SHARE } });
    expect(done.claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
    expect((await fresh(w)).map((r) => [r.status, r.customerFacingStatus, r.insuranceDeduction?.amount])).toEqual([[...row, SHARE]]);
    // No second cancellation online: the insurer has answered this one.
    expect(await rejection(nullifyClaim(w.api, id, 'CUSTOMER_INITIATED', 'CUSTOMER'))).toMatchObject({ status: 409 });
  });

  test('REFUND: the invoiced claim\'s order returned, the insurer refunded: CLAIM_REFUNDED, the row REFUNDED', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', 'REFUND-1');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    w.state.completeOrder(w.visitor);
    expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_INVOICED');
    w.advance(INSURER_DELAYS_MS.refund);
    const done = await getClaimRecord(w.api, id);
    expect(done).toMatchObject({ status: 'CLAIM_REFUNDED' });
    expect(done.claimData?.claim).toMatchObject({ status: 'CLAIM_REFUNDED', customerFacingStatus: 'REFUNDED' });
    expect((await fresh(w)).map((r) => [r.status, r.customerFacingStatus, r.insuranceDeduction?.amount, r.refunded?.amount, r.insuranceSummary])).toEqual([
      ['REFUNDED', 'REFUNDED', SHARE, SHARE, 'Quillfeather Vision Plan was refunded $387.00 after the order was returned'],
    ]);
  });

  test('LOWBAL: a North American member\'s plans still list their allowances (the pot is found used up at the claim); a French one\'s none', () => {
    const lowbal = new Set(['LOWBAL'] as const);
    expect(allowancesOf(false, lowbal)).toEqual(NA_ALLOWANCES_MINOR);
    expect(allowancesOf(true, lowbal)).toEqual({ FRAME: 0, LENSES: 0, CONTACT_LENSES: 0 });
  });

  test('an accepted claim: CLAIM_NULLIFY_EVENT_SENT at once, then CLAIM_NULLIFIED and a CANCELLED row', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    const sent = await nullifyClaim(w.api, id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    expect(sent.status).toBe('CLAIM_NULLIFY_EVENT_SENT');
    expect(sent.claimData?.claim?.customerFacingStatus).toBe('NULLIFY_IN_PROGRESS');
    w.advance(INSURER_DELAYS_MS.nullify);
    const done = await getClaimRecord(w.api, id);
    expect(done.status).toBe('CLAIM_NULLIFIED');
    expect(done.claimData?.claim).toMatchObject({ status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED' });
    // The share leaves the cart with the claim: insurance no longer applies (spec 000 §4, "Insurance usage").
    expect(done.claimData?.useInsuranceStatus).toBe('INSURANCE_DISABLED');
    expect((await fresh(w)).map((r) => [r.status, r.insuranceDeduction?.amount])).toEqual([['CANCELLED', 0]]);
  });

  test.each([
    { claim: 'accepted', cancel: 'none', share: SHARE * 100, status: 'CLAIM_INVOICED', row: 'INVOICED' },
    { claim: 'being cancelled', cancel: 'asked', share: 0, status: 'CLAIM_NULLIFIED', row: 'CANCELLED' },
    { claim: 'cancelled', cancel: 'landed', share: 0, status: 'CLAIM_NULLIFIED', row: 'CANCELLED' },
  ])('the order placed while the claim is $claim takes $share of its share; the claim ends $status', async ({ cancel, share, status, row }) => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    if (cancel !== 'none') await nullifyClaim(w.api, id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    if (cancel === 'landed') w.advance(INSURER_DELAYS_MS.nullify);
    const order = w.state.completeOrder(w.visitor);
    expect(order.totals.share).toBe(share);
    // Never a claim left being cancelled on an order placed at full price.
    expect((await getClaimRecord(w.api, id)).status).toBe(status);
    expect((await fresh(w)).filter((r) => r.orderNumber === order.number).map((r) => r.status)).toEqual([row]);
  });

  test.each([
    { name: 'its share taken: the insurer is invoiced', change: 'none', share: SHARE * 100, status: 'CLAIM_INVOICED', claim: { status: 'CLAIM_INVOICED', customerFacingStatus: 'ACCEPTED' }, row: { status: 'INVOICED', customerFacingStatus: 'ACCEPTED', insuranceDeduction: { amount: SHARE } } },
    { name: 'its cart changed since: the service cancels it (CART_UPDATE), the order billed in full', change: 'cart', share: 0, status: 'CLAIM_NULLIFIED', claim: { status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED' }, row: { status: 'CANCELLED', customerFacingStatus: 'CANCELLED', insuranceDeduction: { amount: 0 } } },
    { name: 'insurance turned off: the service cancels it, the order billed in full', change: 'off', share: 0, status: 'CLAIM_NULLIFIED', claim: { status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED' }, row: { status: 'CANCELLED', customerFacingStatus: 'CANCELLED', insuranceDeduction: { amount: 0 } } },
    { name: 'insurance turned off, the order placed past the cut-off: no cancel online, a person must (FOR_MANUAL_NULLIFY)', change: 'off late', share: 0, status: 'FOR_MANUAL_NULLIFY', claim: { status: 'FOR_MANUAL_NULLIFY', customerFacingStatus: 'NULLIFY_IN_PROGRESS' }, row: { status: 'FOR_MANUAL_NULLIFY', customerFacingStatus: 'NULLIFY_REJECTED' } },
    { name: 'its cart changed past the cut-off: the claim stands on the cart as it is, invoiced', change: 'cart late', share: SHARE * 100, status: 'CLAIM_INVOICED', claim: { status: 'CLAIM_INVOICED', customerFacingStatus: 'ACCEPTED' }, row: { status: 'INVOICED', customerFacingStatus: 'ACCEPTED', insuranceDeduction: { amount: SHARE } } },
  ])('spec 000 §4: an accepted claim ends with its order: $name', async ({ change, share, status, claim, row }) => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    // The insurer's answer lands on a read: the claim is accepted for the cart as it was.
    expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_ACCEPTED');
    if (change === 'cart late') w.advance(14 * HOUR);
    if (change.startsWith('cart')) w.state.setQuantity(w.visitor, 'line-1', 2);
    if (change.startsWith('off')) {
      await changeInsuranceStatus(w.api, id, 'INSURANCE_DISABLED');
      w.advance(SETTLE_USE);
      // The change lands as the widgets' polling reads it.
      expect((await getClaimRecord(w.api, id)).claimData?.useInsuranceStatus).toBe('INSURANCE_DISABLED');
    }
    // 01:00 the next day in Los Angeles: the claim can no longer be cancelled online.
    if (change === 'off late') w.advance(14 * HOUR);
    const order = w.state.completeOrder(w.visitor);
    expect(order.totals.share).toBe(share);
    const ended = await getClaimRecord(w.api, id);
    expect(ended.status).toBe(status);
    expect(ended.claimData?.claim).toMatchObject(claim);
    expect((await fresh(w)).filter((r) => r.orderNumber === order.number)).toMatchObject([row]);
    // Its order placed, the claim is over: no cancel online, and no active record for the next cart.
    expect((await raw(w, `claim-records/${id}/claim/nullify`, { claimRecordId: id, reason: 'CUSTOMER_INITIATED', initiatedBy: 'CUSTOMER' })).status).toBe(409);
    if (status !== 'CLAIM_INVOICED') return;
    expect(await getActiveClaimRecord(w.api, '1001')).toBeNull();
    // The order keeps its invoiced claim: one claim per order (spec 000 §5), none more for a shop still answering its cart id.
    const again = createClaimRecord(w.api, { ...newRecord('1001'), cartId: order.cartId, eligibleProducts: [] });
    expect(await rejection(again)).toMatchObject({ status: 409, errorCode: ORDER_ALREADY_CLAIMED });
  });

  test.each([
    { name: 'timed out (CLAIM_RETRY): resubmitted after the order at full price, accepted, the order adjusted: the insurer invoiced its share', member: 'TIMEOUT-1', before: 'CLAIM_RETRY', status: 'CLAIM_INVOICED', claim: { status: 'CLAIM_INVOICED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: SHARE } }, row: { status: 'INVOICED', insuranceDeduction: { amount: SHARE } } },
    { name: 'timed out, then refused on its resubmission: billed in full (CLAIM_RETRY_FAILED)', member: 'TIMEOUT-REJECT-1', before: 'CLAIM_RETRY', status: 'CLAIM_RETRY_FAILED', claim: { status: 'CLAIM_RETRY_FAILED', customerFacingStatus: 'REJECTED' }, row: { status: 'REJECTED', insuranceDeduction: { amount: 0 } } },
    { name: 'acknowledged (CLAIM_ACKNOWLEDGED): pre-authorised in full, billed in full, the claim acknowledged-nullified', member: 'ACK-1', before: 'CLAIM_NULLIFIED', status: 'CLAIM_NULLIFIED', claim: { status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED', submitResponseStatus: 'CLAIM_ACKNOWLEDGED' }, row: { status: 'CANCELLED', insuranceDeduction: { amount: 0 } } },
    { name: 'acknowledged then nullified by the insurer (ACKNULL), the order placed first: cancelled once', member: 'ACKNULL-1', before: 'CLAIM_NULLIFIED', status: 'CLAIM_NULLIFIED', claim: { status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED', submitResponseStatus: 'CLAIM_ACKNOWLEDGED' }, row: { status: 'CANCELLED', insuranceDeduction: { amount: 0 } } },
  ])('spec 000 §4 claim outcomes: the order placed with a claim $name', async ({ member, before, status, claim, row }) => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', member);
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    const order = w.state.completeOrder(w.visitor);
    // Neither takes a share at checkout: the order is at full price (a timeout-retry) or pre-authorised in full (acknowledged).
    expect(order.totals.share).toBe(0);
    expect((await getClaimRecord(w.api, id)).status).toBe(before);
    w.advance(INSURER_DELAYS_MS.resubmission + INSURER_DELAYS_MS.acknowledgedNullify);
    const ended = await getClaimRecord(w.api, id);
    expect(ended.status).toBe(status);
    expect(ended.claimData?.claim).toMatchObject(claim);
    expect(ended.claimData?.claimSummaries?.filter((s) => s.status === 'NULLIFY_ACCEPTED')).toHaveLength(status === 'CLAIM_NULLIFIED' ? 1 : 0);
    expect((await fresh(w)).filter((r) => r.orderNumber === order.number)).toMatchObject([row]);
  });

  test("ACKNULL: the customer's own cancellation replaces the insurer's, so the claim is nullified once", async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', 'ACKNULL-1');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    await nullifyClaim(w.api, id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    w.advance(INSURER_DELAYS_MS.nullify + INSURER_DELAYS_MS.acknowledgedNullify);
    const done = await getClaimRecord(w.api, id);
    expect(done.claimData?.claimSummaries?.filter((s) => s.status === 'NULLIFY_ACCEPTED')).toHaveLength(1);
  });

  test.each([
    { status: 'CLAIM_ACCEPTED', ok: true },
    { status: 'CLAIM_ACKNOWLEDGED', ok: true },
    { status: 'CLAIM_RETRY', ok: true },
    { status: 'READY_TO_CLAIM', ok: false },
    { status: 'CLAIM_SUBMITTED', ok: false },
    { status: 'CLAIM_REJECTED', ok: false },
    { status: 'CLAIM_NULLIFIED', ok: false },
  ])('nullify in $status: allowed $ok', async ({ status, ok }) => {
    const w = world();
    const { id } = await recordIn(w, status);
    const call = nullifyClaim(w.api, id, 'CART_UPDATE', 'SYSTEM');
    if (ok) expect((await call).status).toBe('CLAIM_NULLIFY_EVENT_SENT');
    else expect(await rejection(call)).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
  });

  test.each([
    { name: 'yesterday in Los Angeles', lastModified: new Date(START - 24 * HOUR).toISOString(), expired: true },
    { name: '23:30 yesterday in Los Angeles, though today in UTC', lastModified: '2026-05-12T06:30:00Z', expired: true },
    { name: '00:30 today in Los Angeles', lastModified: '2026-05-12T07:30:00Z', expired: false },
  ])('last modified $name: expired $expired', async ({ lastModified, expired }) => {
    const w = world();
    const { id, stored } = await recordIn(w, 'CLAIM_ACCEPTED');
    stored.record.lastModified = lastModified;
    const call = nullifyClaim(w.api, id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    if (expired) expect(await rejection(call)).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR', errorCode: 'NULLIFY_EXPIRED' });
    else expect((await call).status).toBe('CLAIM_NULLIFY_EVENT_SENT');
  });

  test.each([
    { name: 'an unknown reason', body: { reason: 'BORED', initiatedBy: 'CUSTOMER' }, field: 'reason' },
    { name: 'an unknown initiator', body: { reason: 'CART_UPDATE', initiatedBy: 'ROBOT' }, field: 'initiatedBy' },
    { name: 'another record id', body: { claimRecordId: 'cr_other', reason: 'CART_UPDATE', initiatedBy: 'SYSTEM' }, field: 'claimRecordId' },
  ])('spec 000 §3: $name is a 400 naming $field', async ({ body, field }) => {
    const w = world();
    const { id } = await recordIn(w, 'CLAIM_ACCEPTED');
    const answer = await raw(w, `claim-records/${id}/claim/nullify`, body);
    expect(answer).toMatchObject({ status: 400, body: { errorType: 'VALIDATION_ERROR', message: expect.stringContaining(field) } });
  });
});

describe('spec 000 §4: the restricted check', () => {
  test.each([
    { name: 'a fresh customer: every lookup left', file: {}, want: { restricted: false, remainingAttempts: 3 } },
    { name: 'after two failed lookups: one left', file: { lookupFailures: 2 }, want: { restricted: false, remainingAttempts: 1 } },
    { name: 'locked: restricted, the seconds left rounded up', file: { lookupFailures: 3, lockedUntil: START + 90_500 }, want: { restricted: true, remainingAttempts: 0, retryAfterSeconds: 91, reason: 'TOO_MANY_ATTEMPTS' } },
    { name: 'a lock that has lifted: every lookup back', file: { lookupFailures: 3, lockedUntil: START - 1 }, want: { restricted: false, remainingAttempts: 3 } },
  ])('$name', async ({ file, want }) => {
    const w = world();
    Object.assign(w.state.service.customer('1001'), file);
    expect(await restrictedCheck(w.api, '1001')).toEqual(want);
  });

  test("another customer's check is a 404", async () => {
    expect(await rejection(restrictedCheck(world().api, '2002'))).toMatchObject({ status: 404 });
  });
});

describe('spec 001 §2: my-claims', () => {
  test('a first listing seeds the demo history once: REFUNDED, INVOICED and UNKNOWN, newest first; a legacy number adds its row', async () => {
    const w = world();
    const statuses = async (legacy?: string) => (await listCustomerClaims(w.api, '1001', legacy)).claims.map((r) => r.status);
    expect(await statuses()).toEqual(['REFUNDED', 'INVOICED', 'UNKNOWN']);
    expect(await statuses()).toEqual(['REFUNDED', 'INVOICED', 'UNKNOWN']);
    expect(await statuses('L-778')).toEqual(['REFUNDED', 'INVOICED', 'UNKNOWN', 'INVOICED']);
  });

  test.each([
    ['en_CA', ['Claim refunded after the order was returned', /^Your insurer was invoiced \$185\.00 for this order$/, 'Status not available for this older claim', 'Claim from your previous customer account']],
    ['fr_FR', ['Demande remboursée après le retour de la commande', /^185,00\s€ facturés pour cette commande$/u, 'Statut non disponible pour cette ancienne demande', 'Demande de votre ancien compte client']],
    ['fr_CA', ['Demande remboursée après le retour de la commande', /^185,00\s\$ facturés pour cette commande$/u, 'Statut non disponible pour cette ancienne demande', 'Demande de votre ancien compte client']],
  ] as const)('the seeded history speaks the language and currency of the shop the customer signed in on (%s)', async (locale, summaries) => {
    const w = world();
    w.session.locale = locale;
    const rows = (await listCustomerClaims(w.api, '1001', 'L-778')).claims;
    rows.forEach((row, i) => expect(row.insuranceSummary).toMatch(summaries[i]!));
  });

  test('an accepted claim is the newest row, in the record language, and search finds the same rows', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    const [row] = (await listCustomerClaims(w.api, '1001')).claims;
    expect(row).toMatchObject({
      submissionDate: new Date(START).toISOString(), status: 'ACCEPTED', customerFacingStatus: 'ACCEPTED',
      insuranceSummary: 'Quillfeather Vision Plan paid $387.00 of this order', orderNumber: w.visitor.cartId,
      insuranceDeduction: { amount: SHARE }, refunded: { amount: 0 },
    });
    const found = await searchClaims(w.api, 'h4sh', '1001');
    expect(found.count).toBe(4);
    expect(found.claims[0]?.claimId).toBe(row?.claimId);
  });

  test('a Quebec customer’s rejected and cancelled claims read in Quebec French: its assureur, its typography', async () => {
    const w = world();
    const { id: refused } = await recordIn(w, 'READY_TO_CLAIM', 'REJECT-1', 'fr_CA');
    await submitClaim(w.api, refused);
    w.advance(CLAIM);
    // Another order's claim, accepted, then cancelled by the customer.
    w.visitor.cartId = `${w.visitor.cartId}-2`;
    const { id: accepted } = await recordIn(w, 'READY_TO_CLAIM', 'W1234567', 'fr_CA');
    await submitClaim(w.api, accepted);
    w.advance(CLAIM);
    await nullifyClaim(w.api, accepted, 'CUSTOMER_INITIATED', 'CUSTOMER');
    w.advance(INSURER_DELAYS_MS.nullify);
    const rows = await fresh(w);
    expect(Object.fromEntries(rows.map((r) => [r.status, r.insuranceSummary]))).toEqual({
      REJECTED: 'Régime de vision Quillfeather n’a pas pu traiter cette demande en ligne\u00a0: envoyez-la à votre assureur',
      CANCELLED: 'Cette demande a été annulée; la commande est facturée en totalité',
    });
  });

  test.each([
    { name: 'list another customer', run: (w: World) => listCustomerClaims(w.api, '2002') },
    { name: 'search another customer', run: (w: World) => searchClaims(w.api, 'h4sh', '2002') },
  ])("$name: a 404", async ({ run }) => {
    expect(await rejection(run(world()))).toMatchObject({ status: 404 });
  });

  test('a search filter without its hash part is a 400', async () => {
    expect((await raw(world(), 'claims/search?filterBy=1001')).status).toBe(400);
  });

  test('get-attachment-url gives a URL serving a real PDF, to the claim owner only', async () => {
    const w = world();
    const { id } = await recordIn(w, 'READY_TO_CLAIM', 'REJECT-1');
    await submitClaim(w.api, id);
    w.advance(CLAIM);
    const [row] = await fresh(w);
    const notice = row?.attachments?.[0];
    if (!row || !notice) throw new Error('no rejection notice');
    const { url } = await getClaimAttachmentUrl(w.api, row.claimId, notice);
    const pdf = await w.app.request(url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    const other = setup({ sandbox: { app: w.app, state: w.state }, customerNumber: '2002' });
    expect(await rejection(getClaimAttachmentUrl(other.api, row.claimId, notice))).toMatchObject({ status: 404 });
    expect(await rejection(getClaimAttachmentUrl(w.api, row.claimId, { id: 'notice_nope', type: notice.type }))).toMatchObject({ status: 404 });
    expect(await rejection(getClaimAttachmentUrl(w.api, row.claimId, { id: notice.id, type: 'EXPLANATION_OF_BENEFITS' }))).toMatchObject({ status: 404 });
  });
});

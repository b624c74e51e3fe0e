// The sandbox's French quote calls, driven through the real API client on a clock the test moves.
import { describe, expect, test } from 'vitest';
import { changeInsuranceStatus, createClaimRecord, getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { listCustomerClaims, nullifyClaim } from '../../src/api/claim/claims.ts';
import { acceptQuote, cancelQuoteRetry, optInQuoteRetry, refuseQuote, requestProductQuotes, requestQuote } from '../../src/api/quote/quotes.ts';
import { lastQuote } from '../../src/domain/quote/quote.ts';
import { attemptsUsed, isLastAttempt } from '../../src/domain/cta/cta.ts';
import { ORDER_ALREADY_CLAIMED } from '../../src/domain/constants.ts';
import { clocked, newRecord, rejection } from '../../test/unit/api-harness.ts';
import { MUTUELLE_ID, SECOND_MUTUELLE_ID } from './catalogue.ts';
import { nullifyExpired } from './rules/los-angeles-time.ts';
import { OFFLINE_RETRY_FACTOR, QUOTE_REQUESTS_PER_DAY } from './quotes.ts';
import { INSURER_DELAYS_MS } from './scenarios.ts';

/** 11:00 in Los Angeles, 13 hours before its midnight. */
const START = Date.parse('2026-05-12T18:00:00Z');
const QUOTE = INSURER_DELAYS_MS.quote;
/** The French share of the demo cart: frame 149 capped at 100, lenses 99 (a mutuelle states no copay), contacts 149 capped at 100. */
const FRENCH_SHARE = 299;

/** A client on an in-process sandbox whose clock only the test moves, and a shop visitor with the demo cart. */
function world() {
  const w = clocked(START);
  return { ...w, visitor: w.state.newSession() };
}
type World = ReturnType<typeof world>;

/** A French record of the visitor's cart, created through the API, then put in `status` with this member number. */
async function recordIn(w: World, status: string, memberNumber = '12345678', insurer = MUTUELLE_ID) {
  const eligibleProducts = w.visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity }));
  const { id } = await createClaimRecord(w.api, { ...newRecord('1001'), cartId: w.visitor.cartId, eligibleProducts, locale: 'fr_FR' });
  const stored = w.state.service.records.get(id);
  if (!stored) throw new Error('the record was not stored');
  stored.record.status = status;
  w.state.service.claimData(stored).primaryCoverage = { insurer: { id: insurer, name: { fr: 'Mutuelle Pivoine Santé' } }, insuree: { contractId: memberNumber } };
  return { id, stored };
}

/** A record whose quote the shopper accepted (spec 000 §4, CX_ACCEPTED), once the insurer's answer to its claim is due. */
async function quoteAccepted(w: World) {
  const r = await recordIn(w, 'QUOTE_REQUIRED');
  await requestQuote(w.api, r.id);
  w.advance(QUOTE);
  await acceptQuote(w.api, r.id);
  w.advance(INSURER_DELAYS_MS.claim);
  return r;
}

/** A record whose insurer answered offline. */
async function offline(w: World) {
  const r = await recordIn(w, 'QUOTE_REQUIRED', 'OFFLINE-1');
  await requestQuote(w.api, r.id);
  w.advance(QUOTE);
  return r;
}

/** A call made with the sandbox's own token, to send bodies the client never would. */
async function raw(w: World, path: string, body: unknown) {
  const token = w.state.issueToken(w.session);
  const res = await w.app.request(`/services/direct-billing/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('spec 000 §4: a quote request, then the insurer answers by member number', () => {
  test.each([
    { name: 'any other number: APPROVED with the share, READY_TO_CLAIM', member: '12345678', record: 'READY_TO_CLAIM', quote: { status: 'APPROVED', quoteConfirmedAmount: { amount: FRENCH_SHARE } }, facing: 'IN_PROGRESS' },
    { name: 'OFFLINE: CONNECTION_ERROR INSURER_OFFLINE, the record stays QUOTE_REQUESTED', member: 'OFFLINE-1', record: 'QUOTE_REQUESTED', quote: { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' }, facing: 'SERVICE_OFFLINE' },
    { name: 'LOWBAL: ERROR CUSTOMER_FACING_ERROR INSUFFICIENT_BALANCE, QUOTE_REQUIRED', member: 'LOWBAL-1', record: 'QUOTE_REQUIRED', quote: { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' }, facing: 'IN_PROGRESS' },
  ])('$name', async ({ member, record, quote, facing }) => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED', member);
    const asked = await requestQuote(w.api, id);
    expect(asked.status).toBe('QUOTE_REQUESTED');
    expect(asked.claimData?.quote?.status).toBe('SUBMITTED');
    w.advance(QUOTE - 1);
    expect(lastQuote((await getClaimRecord(w.api, id)).claimData)?.status).toBe('SUBMITTED');
    w.advance(1);
    const done = await getClaimRecord(w.api, id);
    expect(done.status).toBe(record);
    expect(done.customerFacingStatus).toBe(facing);
    expect(done.claimData?.quote).toMatchObject(quote);
    // Spec 000 §3: one summary per quote; the insurer's answer is that quote's, not a second one.
    expect(done.claimData?.quoteSummaries?.map((s) => [s.status, s.lastQuote])).toEqual([[quote.status, true]]);
  });

  test('spec 000 §9: an approved quote carries its shipping and the coverage it was asked for', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    const { quote } = (await getClaimRecord(w.api, id)).claimData ?? {};
    expect(quote?.shippingCosts).toEqual({ amount: 0 });
    expect(quote?.primaryCoverage?.insurer?.id).toBe(MUTUELLE_ID);
  });
});

describe('spec 000 §8: quotes the insurer refuses at once', () => {
  test.each([
    { name: 'NOTFOUND: REJECTED, BENEFICIARY_NOT_FOUND', member: 'NOTFOUND-1', insurer: MUTUELLE_ID, contacts: 2, covered: true, want: { errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' } },
    { name: 'contact lenses not by six at a mutuelle that asks it: RESTRICTED_PRODUCT_ERROR', member: '1', insurer: SECOND_MUTUELLE_ID, contacts: 2, covered: true, want: { errorType: 'RESTRICTED_PRODUCT_ERROR' } },
    { name: 'no eligible product in the cart: NO_ELIGIBLE_PRODUCT_ERROR', member: '1', insurer: MUTUELLE_ID, contacts: 2, covered: false, want: { errorType: 'NO_ELIGIBLE_PRODUCT_ERROR' } },
  ])('$name', async ({ member, insurer, contacts, covered, want }) => {
    const w = world();
    const lenses = w.visitor.lines.find((l) => l.productType === 'PRESCRIPTION_CONTACT_LENS');
    if (lenses) lenses.quantity = contacts;
    const { id, stored } = await recordIn(w, 'QUOTE_REQUIRED', member, insurer);
    for (const line of (stored.record.eligibleProducts ?? []).flatMap((g) => g.cartProducts)) line.insuranceEligible &&= covered;
    const answered = await requestQuote(w.api, id);
    expect(answered.status).toBe('QUOTE_REQUIRED');
    expect(answered.claimData?.quote).toMatchObject({ status: 'REJECTED', ...want });
    expect(lastQuote(answered.claimData)?.status).toBe('REJECTED');
  });

  test('spec 001 §5: six boxes of contact lenses quote at the same mutuelle', async () => {
    const w = world();
    const lenses = w.visitor.lines.find((l) => l.productType === 'PRESCRIPTION_CONTACT_LENS');
    if (lenses) lenses.quantity = 6;
    const { id } = await recordIn(w, 'QUOTE_REQUIRED', '1', SECOND_MUTUELLE_ID);
    expect((await requestQuote(w.api, id)).claimData?.quote?.status).toBe('SUBMITTED');
  });

  test(`spec 000 §8: past ${QUOTE_REQUESTS_PER_DAY} requests a Los Angeles day, REQUEST_QUOTE_RESTRICTED (429) until the next day`, async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED', 'NOTFOUND-1');
    for (let i = 0; i < QUOTE_REQUESTS_PER_DAY; i++) expect((await requestQuote(w.api, id)).status).toBe('QUOTE_REQUIRED');
    expect(await rejection(requestQuote(w.api, id))).toMatchObject({ status: 429, errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'REQUEST_QUOTE_RESTRICTED' });
    w.advance(13 * 3600 * 1000);
    expect((await requestQuote(w.api, id)).status).toBe('QUOTE_REQUIRED');
  });
});

describe('spec 000 §9: the last attempt the widget warns of is the service\'s', () => {
  test.each([
    { answer: 'accepts', run: acceptQuote, status: 'CX_ACCEPTED' },
    { answer: 'refuses', run: refuseQuote, status: 'CX_REFUSED' },
  ])('one quote the shopper $answer is one attempt of the day\'s three: cancelling it is not the last, and a new request is taken', async ({ run, status }) => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    const answered = await run(w.api, id);
    // Spec 000 §3: the summaries are the quotes, each flagged lastQuote or not; SUBMITTED, APPROVED and the answer are one quote.
    expect(answered.claimData?.quoteSummaries?.map((s) => [s.status, s.lastQuote])).toEqual([[status, true]]);
    expect(isLastAttempt(attemptsUsed(answered))).toBe(false);
    // A refused quote leaves the record asking for another: a second request is a second quote.
    if (status === 'CX_REFUSED') expect((await requestQuote(w.api, id)).claimData?.quoteSummaries?.map((s) => s.status)).toEqual(['CX_REFUSED', 'SUBMITTED']);
  });

  test('three quotes of one record are its three attempts, whatever their answers: the third is the last', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    for (let i = 1; i <= QUOTE_REQUESTS_PER_DAY; i++) {
      await requestQuote(w.api, id);
      w.advance(QUOTE);
      const refused = await refuseQuote(w.api, id);
      expect(attemptsUsed(refused)).toBe(i);
      expect(isLastAttempt(attemptsUsed(refused))).toBe(i === QUOTE_REQUESTS_PER_DAY);
    }
    expect(await rejection(requestQuote(w.api, id))).toMatchObject({ status: 429, errorCode: 'REQUEST_QUOTE_RESTRICTED' });
  });

  test('once a record\'s quotes make it the last attempt, a new record of the customer may not request a quote the same day', async () => {
    const w = world();
    const first = await recordIn(w, 'QUOTE_REQUIRED', 'NOTFOUND-1');
    while (!isLastAttempt(attemptsUsed(await getClaimRecord(w.api, first.id)))) await requestQuote(w.api, first.id);
    // The shopper cancels on the confirmation that warned of the wait, and starts again on the same cart.
    first.stored.record.status = 'DELETED';
    const second = await recordIn(w, 'QUOTE_REQUIRED', '12345678');
    expect(await rejection(requestQuote(w.api, second.id))).toMatchObject({ status: 429, errorCode: 'REQUEST_QUOTE_RESTRICTED' });
  });
});

describe('spec 000 §4: which record and quote statuses allow each quote call', () => {
  const quoted = (status: string) => ({ quote: { status }, quoteSummaries: [{ status, lastQuote: true }] });
  test.each([
    { status: 'QUOTE_REQUIRED', quote: null, ok: true },
    { status: 'READY_TO_QUOTE', quote: null, ok: true },
    { status: 'READY_TO_CLAIM', quote: 'CX_REFUSED', ok: true },
    { status: 'READY_TO_CLAIM', quote: 'APPROVED', ok: false },
    { status: 'QUOTE_REQUESTED', quote: 'SUBMITTED', ok: false },
    { status: 'CREATED', quote: null, ok: false },
    { status: 'CLAIM_ACCEPTED', quote: 'CX_ACCEPTED', ok: false },
  ])('request-new in $status with the last quote $quote: allowed $ok', async ({ status, quote, ok }) => {
    const w = world();
    const { id, stored } = await recordIn(w, status);
    if (quote) Object.assign(w.state.service.claimData(stored), quoted(quote));
    const call = requestQuote(w.api, id);
    if (ok) expect((await call).status).toBe('QUOTE_REQUESTED');
    else expect(await rejection(call)).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
  });

  test('request-new again after the insurer answered offline', async () => {
    const w = world();
    const { id } = await offline(w);
    expect((await requestQuote(w.api, id)).claimData?.quote?.status).toBe('SUBMITTED');
  });

  test.each([
    { call: 'cx-accept', quote: 'SUBMITTED', run: acceptQuote },
    { call: 'cx-accept', quote: 'CONNECTION_ERROR', run: acceptQuote },
    { call: 'cx-refuse', quote: 'CX_ACCEPTED', run: refuseQuote },
    { call: 'cancel-retry', quote: 'APPROVED', run: cancelQuoteRetry },
    { call: 'opt-in-retry', quote: 'APPROVED', run: (api: World['api'], id: string) => optInQuoteRetry(api, id, true) },
  ])('$call with the last quote $quote is a 409', async ({ quote, run }) => {
    const w = world();
    const { id, stored } = await recordIn(w, 'READY_TO_CLAIM');
    Object.assign(w.state.service.claimData(stored), quoted(quote));
    expect(await rejection(run(w.api, id))).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
  });
});

describe('spec 000 §4: accepting or refusing an approved quote', () => {
  test('spec 000 §5: two records of one cart: accepting the second quote while the first claim stands is a 409 ORDER_ALREADY_CLAIMED, one claim', async () => {
    const w = world();
    const first = await recordIn(w, 'QUOTE_REQUIRED');
    const second = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, first.id);
    await requestQuote(w.api, second.id);
    w.advance(QUOTE);
    await acceptQuote(w.api, first.id);
    expect(await rejection(acceptQuote(w.api, second.id))).toMatchObject({ status: 409, errorCode: ORDER_ALREADY_CLAIMED });
    w.advance(INSURER_DELAYS_MS.claim);
    expect((await getClaimRecord(w.api, first.id)).status).toBe('CLAIM_ACCEPTED');
    const refused = await getClaimRecord(w.api, second.id);
    expect(refused.status).toBe('READY_TO_CLAIM');
    expect(lastQuote(refused.claimData)?.status).toBe('APPROVED');
    expect((await listCustomerClaims(w.api, '1001')).claims.filter((r) => Date.parse(r.submissionDate) >= START)).toHaveLength(1);
    expect(w.state.service.shareOf(w.visitor.cartId)).toBe(FRENCH_SHARE * 100);
  });

  test('cx-accept: CX_ACCEPTED and CLAIM_SUBMITTED, then CLAIM_ACCEPTED for the quoted amount, with a my-claims row', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    const accepted = await acceptQuote(w.api, id);
    expect(accepted.status).toBe('CLAIM_SUBMITTED');
    expect(lastQuote(accepted.claimData)?.status).toBe('CX_ACCEPTED');
    expect(accepted.claimData?.claim?.status).toBe('CLAIM_SUBMITTED');
    w.advance(INSURER_DELAYS_MS.claim);
    const done = await getClaimRecord(w.api, id);
    expect(done.status).toBe('CLAIM_ACCEPTED');
    expect(done.claimData?.claim).toMatchObject({ status: 'CLAIM_ACCEPTED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: FRENCH_SHARE }, payee: 'POLICY_HOLDER' });
    const [row] = (await listCustomerClaims(w.api, '1001')).claims;
    expect(row).toMatchObject({ status: 'ACCEPTED', insuranceDeduction: { amount: FRENCH_SHARE } });
    expect(row?.insuranceSummary).toContain('Mutuelle Pivoine Santé a pris en charge');
  });

  test('spec 000 §4, "Insurance usage": cx-accept turns insurance on, the quoted share comes off the cart at once and leaves it while insurance is off', async () => {
    const w = world();
    const share = () => w.state.service.shareOf(w.visitor.cartId);
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    expect(share()).toBe(0);
    const accepted = await acceptQuote(w.api, id);
    expect(accepted.claimData).toMatchObject({ useInsuranceStatus: 'INSURANCE_ENABLED', refreshCartTotalRequired: true });
    expect(share()).toBe(FRENCH_SHARE * 100);
    await changeInsuranceStatus(w.api, id, 'INSURANCE_DISABLED');
    w.advance(INSURER_DELAYS_MS.useInsurance);
    expect(share()).toBe(0);
    w.advance(INSURER_DELAYS_MS.claim);
    expect(await getClaimRecord(w.api, id)).toMatchObject({ status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } });
    expect(share()).toBe(0);
    await changeInsuranceStatus(w.api, id, 'INSURANCE_ENABLED');
    w.advance(INSURER_DELAYS_MS.useInsurance);
    expect(share()).toBe(FRENCH_SHARE * 100);
  });

  test('spec 000 §3 CART_UPDATE: the share is the quoted cart\'s: a line removed after the claim is accepted leaves the cart and the order at full price', async () => {
    const w = world();
    const share = () => w.state.service.shareOf(w.visitor.cartId);
    const { id } = await quoteAccepted(w);
    expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_ACCEPTED');
    expect(share()).toBe(FRENCH_SHARE * 100);
    const solution = w.visitor.lines.find((l) => l.productType === 'SOLUTIONS');
    expect(solution && w.state.setQuantity(w.visitor, solution.id, 0)).toBe(true);
    // The claim still stands until its cancellation lands; the cart it was accepted for does not.
    expect((await getClaimRecord(w.api, id)).status).toBe('CLAIM_ACCEPTED');
    expect(share()).toBe(0);
    // Past the nullify cut-off the claim can no longer be cancelled: it stands on the cart as it is (the shop caps it).
    const changed = w.state.service.records.get(id);
    expect(changed && nullifyExpired(changed.record.lastModified, new Date(w.state.service.now()))).toBe(false);
    expect(w.state.completeOrder(w.visitor).totals.share).toBe(0);
  });

  test.each([
    { claim: 'accepted', cancel: 'none', share: FRENCH_SHARE * 100, status: 'CLAIM_INVOICED', row: 'INVOICED', cancelled: 0, quote: 'CX_ACCEPTED' },
    { claim: 'being cancelled', cancel: 'asked', share: 0, status: 'CLAIM_NULLIFIED', row: 'CANCELLED', cancelled: 1, quote: 'CLAIM_NULLIFIED' },
    { claim: 'cancelled', cancel: 'landed', share: 0, status: 'CLAIM_NULLIFIED', row: 'CANCELLED', cancelled: 1, quote: 'CLAIM_NULLIFIED' },
  ])('spec 000 §4 Nullify: the order placed while the claim of an accepted quote is $claim takes $share of its share; the claim ends $status, the quote $quote', async ({ cancel, share, status, row, cancelled, quote }) => {
    const w = world();
    const { id } = await quoteAccepted(w);
    if (cancel !== 'none') await nullifyClaim(w.api, id, 'CUSTOMER_INITIATED', 'CUSTOMER');
    if (cancel === 'landed') w.advance(INSURER_DELAYS_MS.nullify);
    const order = w.state.completeOrder(w.visitor);
    expect(order.totals.share).toBe(share);
    expect((await getClaimRecord(w.api, id)).status).toBe(status);
    // The cancellation under way landed with the order, once: its own answer, later, changes nothing.
    w.advance(INSURER_DELAYS_MS.nullify);
    const after = await getClaimRecord(w.api, id);
    expect(after.status).toBe(status);
    expect(after.claimData?.claimSummaries?.filter((s) => s.status === 'NULLIFY_ACCEPTED')).toHaveLength(cancelled);
    // The quote's acceptance ends with its claim's cancellation (spec 000 §4 quote status CLAIM_NULLIFIED), in place: no new attempt.
    expect([after.claimData?.quote?.status, lastQuote(after.claimData)?.status, after.claimData?.quoteSummaries?.length]).toEqual([quote, quote, 1]);
    expect((await listCustomerClaims(w.api, '1001')).claims.filter((r) => r.orderNumber === order.number).map((r) => r.status)).toEqual([row]);
  });

  test('spec 000 §4: the order placed with the accepted quote\'s share before its claim\'s answer: the claim, accepted after, is invoiced with that order', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    expect((await acceptQuote(w.api, id)).status).toBe('CLAIM_SUBMITTED');
    const order = w.state.completeOrder(w.visitor);
    expect(order.totals.share).toBe(FRENCH_SHARE * 100);
    w.advance(INSURER_DELAYS_MS.claim);
    const ended = await getClaimRecord(w.api, id);
    expect(ended.status).toBe('CLAIM_INVOICED');
    expect(ended.claimData?.claim).toMatchObject({ status: 'CLAIM_INVOICED', customerFacingStatus: 'ACCEPTED', confirmedAmount: { amount: FRENCH_SHARE } });
    const rows = (await listCustomerClaims(w.api, '1001')).claims.filter((r) => r.orderNumber === order.number);
    expect(rows).toMatchObject([{ status: 'INVOICED', insuranceDeduction: { amount: FRENCH_SHARE } }]);
    // Its order placed, the claim is the order's: no cancel online.
    expect((await raw(w, `claim-records/${id}/claim/nullify`, { claimRecordId: id, reason: 'CUSTOMER_INITIATED', initiatedBy: 'CUSTOMER' })).status).toBe(409);
  });

  test('spec 000 §4 Nullify: past the cut-off, a claim accepted for the cart as it was stands on the cart as it is', async () => {
    const w = world();
    await quoteAccepted(w);
    const solution = w.visitor.lines.find((l) => l.productType === 'SOLUTIONS');
    expect(solution && w.state.setQuantity(w.visitor, solution.id, 0)).toBe(true);
    expect(w.state.service.shareOf(w.visitor.cartId)).toBe(0);
    w.advance(24 * 3600 * 1000);
    expect(w.state.service.shareOf(w.visitor.cartId)).toBe(FRENCH_SHARE * 100);
  });

  test('cx-refuse: CX_REFUSED, the record back to QUOTE_REQUIRED for a new request', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    const refused = await refuseQuote(w.api, id);
    expect(refused.status).toBe('QUOTE_REQUIRED');
    expect(lastQuote(refused.claimData)?.status).toBe('CX_REFUSED');
    expect((await requestQuote(w.api, id)).status).toBe('QUOTE_REQUESTED');
  });
});

describe('spec 000 §3 and §9: a quote for a cart the sandbox does not hold is priced from the lines the widgets sent', () => {
  test('a shop\'s own cart: the frame capped at its 100.00 allowance, two pairs of lenses at 2 × 47.35; the accepted claim pays the quote', async () => {
    const w = world();
    const eligibleProducts = [
      { productId: 'own-1', productType: 'FRAME', quantity: 1, unitFullPrice: { amount: 212.49 } },
      { productId: 'own-2', productType: 'PROGRESSIVE_LENS', quantity: 2, unitFullPrice: { amount: 47.35 } },
      { productId: 'own-3', productType: 'ACCESSORIES', quantity: 1, unitFullPrice: { amount: 12 } },
    ];
    expect(w.state.linesOfCart('my-own-cart-7')).toBeUndefined();
    const { id } = await createClaimRecord(w.api, { ...newRecord('1001'), cartId: 'my-own-cart-7', eligibleProducts, locale: 'fr_FR' });
    const stored = w.state.service.records.get(id)!;
    stored.record.status = 'QUOTE_REQUIRED';
    w.state.service.claimData(stored).primaryCoverage = { insurer: { id: MUTUELLE_ID }, insuree: { contractId: '12345678' } };
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    expect(lastQuote((await getClaimRecord(w.api, id)).claimData)).toMatchObject({ status: 'APPROVED', quoteConfirmedAmount: { amount: 194.7 } });
    await acceptQuote(w.api, id);
    w.advance(INSURER_DELAYS_MS.claim);
    const done = await getClaimRecord(w.api, id);
    expect(done.claimData?.claim).toMatchObject({ status: 'CLAIM_ACCEPTED', confirmedAmount: { amount: 194.7 } });
    expect(done.orderSubtotal?.amount).toBe(319.19);
    expect(w.state.service.shareOf('my-own-cart-7')).toBe(19_470);
  });
});

describe('spec 000 §4: an offline insurer, retried or not', () => {
  const LATER = QUOTE * OFFLINE_RETRY_FACTOR;

  test('opt-in-retry true: RETRY and QUOTE_PENDING (SERVICE_OFFLINE), then the insurer comes back with an approval', async () => {
    const w = world();
    const { id } = await offline(w);
    const pending = await optInQuoteRetry(w.api, id, true);
    expect(pending).toMatchObject({ status: 'QUOTE_PENDING', customerFacingStatus: 'SERVICE_OFFLINE' });
    expect(lastQuote(pending.claimData)?.status).toBe('RETRY');
    w.advance(LATER - 1);
    expect((await getClaimRecord(w.api, id)).status).toBe('QUOTE_PENDING');
    w.advance(1);
    const back = await getClaimRecord(w.api, id);
    expect(back.status).toBe('READY_TO_CLAIM');
    expect(back.claimData?.quote).toMatchObject({ status: 'APPROVED', quoteConfirmedAmount: { amount: FRENCH_SHARE } });
  });

  test('opt-in-retry false: the record stays offline and nothing comes later', async () => {
    const w = world();
    const { id } = await offline(w);
    expect((await optInQuoteRetry(w.api, id, false)).status).toBe('QUOTE_REQUESTED');
    w.advance(LATER * 2);
    const still = await getClaimRecord(w.api, id);
    expect(still.status).toBe('QUOTE_REQUESTED');
    expect(lastQuote(still.claimData)?.status).toBe('CONNECTION_ERROR');
  });

  test.each([
    { name: 'an offline quote', optIn: false },
    { name: 'a retry under way, which is then dropped', optIn: true },
  ])('cancel-retry on $name: RETRY_CANCELLED, QUOTE_REQUIRED', async ({ optIn }) => {
    const w = world();
    const { id } = await offline(w);
    if (optIn) await optInQuoteRetry(w.api, id, true);
    const cancelled = await cancelQuoteRetry(w.api, id);
    expect(cancelled.status).toBe('QUOTE_REQUIRED');
    expect(lastQuote(cancelled.claimData)?.status).toBe('RETRY_CANCELLED');
    w.advance(LATER);
    expect((await getClaimRecord(w.api, id)).status).toBe('QUOTE_REQUIRED');
  });

  test.each([
    { name: 'retry is not a boolean', body: { retry: 'yes' } },
    { name: 'claimRecordId is another record', body: { claimRecordId: 'cr_other', retry: true } },
  ])('spec 000 §7: opt-in-retry is a 400 when $name', async ({ body }) => {
    const w = world();
    const { id } = await offline(w);
    expect(await raw(w, `claim-records/${id}/quote/opt-in-retry`, body)).toMatchObject({ status: 400, body: { errorType: 'VALIDATION_ERROR' } });
  });
});

describe('spec 000 §3: a quote is its mutuelle\'s answer for the coverage it quoted', () => {
  /** Saves another mutuelle on the record, as the drawer's insurers list does (PATCH claim-records). */
  const chooseSecond = (w: World, id: string) => updateClaimRecord(w.api, id, { primaryCoverage: { insurer: { id: SECOND_MUTUELLE_ID } } });

  test('another mutuelle chosen after an approved quote: no quote stands, the attempt still counts, and its own lookup and quote follow', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    await requestQuote(w.api, id);
    w.advance(QUOTE);
    expect((await getClaimRecord(w.api, id)).claimData?.quote?.status).toBe('APPROVED');
    const moved = await chooseSecond(w, id);
    expect(moved.status).toBe('INSURANCE_MEMBER_REQUIRED');
    expect(moved.claimData?.quote).toBeUndefined();
    expect(lastQuote(moved.claimData)).toBeUndefined();
    expect(attemptsUsed(moved)).toBe(1);
    // Its member found, the new mutuelle answers a quote of its own: it quotes contact lenses by six only.
    await syncInsuranceMember(w.api, id, { primaryCoverage: { insurer: { id: SECOND_MUTUELLE_ID }, insuree: { contractId: '87654321' } } });
    w.advance(INSURER_DELAYS_MS.memberSync);
    expect((await getClaimRecord(w.api, id)).status).toBe('QUOTE_REQUIRED');
    const quoted = await requestQuote(w.api, id);
    expect(lastQuote(quoted.claimData)).toMatchObject({ status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR' });
    expect(attemptsUsed(quoted)).toBe(2);
  });

  test.each([
    { name: 'a quote still on its way', optIn: null },
    { name: 'an offline mutuelle\'s retry opted into', optIn: true },
  ])('another mutuelle chosen while $name: nothing of the mutuelle left comes later', async ({ optIn }) => {
    const w = world();
    const { id } = optIn ? await offline(w) : await recordIn(w, 'QUOTE_REQUIRED');
    if (optIn) await optInQuoteRetry(w.api, id, true);
    else await requestQuote(w.api, id);
    expect((await chooseSecond(w, id)).status).toBe('INSURANCE_MEMBER_REQUIRED');
    w.advance(QUOTE * OFFLINE_RETRY_FACTOR);
    const after = await getClaimRecord(w.api, id);
    expect([after.status, lastQuote(after.claimData)]).toEqual(['INSURANCE_MEMBER_REQUIRED', undefined]);
  });
});

describe('spec 000 §7: product quotes', () => {
  const frame = { productType: 'FRAME', ecommerceId: '8056597123456', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 149 } } as const;
  const solution = { productType: 'SOLUTIONS', ecommerceId: 'SOL-MP-360', ecommerceIdType: 'RXC_ID', quantity: 1, unitFullPrice: { amount: 15.99 } } as const;

  test('once the member is known: each product APPROVED with its covered amount, or NOT_COVERED', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    const { productQuotes } = await requestProductQuotes(w.api, id, [frame, solution]);
    expect(productQuotes).toEqual([
      { ecommerceId: frame.ecommerceId, productType: 'FRAME', quantity: 1, status: 'APPROVED', coveredAmount: { amount: 100 } },
      { ecommerceId: solution.ecommerceId, productType: 'SOLUTIONS', quantity: 1, status: 'NOT_COVERED' },
    ]);
  });

  test('while the status allows plans, an accepted claim included (spec 001 §4, the widget\'s product-quote rule)', async () => {
    const w = world();
    const { id } = await recordIn(w, 'CLAIM_ACCEPTED');
    expect((await requestProductQuotes(w.api, id, [frame])).productQuotes[0]?.status).toBe('APPROVED');
  });

  test('before the member is known it is a 409', async () => {
    const w = world();
    const { id } = await recordIn(w, 'UPDATED');
    expect(await rejection(requestProductQuotes(w.api, id, [frame]))).toMatchObject({ status: 409, errorType: 'VALIDATION_ERROR' });
  });

  test('a product without a quantity is a 400 naming it', async () => {
    const w = world();
    const { id } = await recordIn(w, 'QUOTE_REQUIRED');
    const { status, body } = await raw(w, `claim-records/${id}/quote/request-new-product-quotes`, { products: [{ ...frame, quantity: undefined }] });
    expect(status).toBe(400);
    expect(body.message).toContain('products.0.quantity');
  });
});

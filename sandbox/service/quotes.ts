// French quotes (spec 000 sections 4, 7 and 8): request with a daily limit and the restriction errors, the
// insurer's answer by scenario after a delay, accept, refuse, the offline insurer's retry, and product quotes.
import { Hono } from 'hono';
import { array, enums, integer, number, string, type, validate } from 'superstruct';
import { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { ProductQuotes, type Quote } from '../../src/contract/quote/quotes.ts';
import type { State } from '../state.ts';
import { allowancesOf, copaysOf, paidAllowancesOf } from './allowances.ts';
import { insurerById } from './catalogue.ts';
import type { QuoteStatus } from '../../src/domain/claim/status.ts';
import { acceptClaim, cartOfRecord, claimAnswered, keepOrderSubtotal, shareOfRecord, startClaim, useInsurance } from './claims.ts';
import { countToday, coveredLines, moneyOf, productQuotes } from './coverage.ts';
import { answer, fail, jsonBody, type ServiceContext, type ServiceEnv } from './kit.ts';
import { illegal } from './machine.ts';
import { MAX_CLAIM_ATTEMPTS } from '../../src/domain/constants.ts';
import { findRecord, orderAlreadyClaimed } from './records.ts';
import { toMinorUnits } from './rules/money.ts';
import { linesNotBySix } from './rules/product.ts';
import { benefitPlansReady, insurerOffline, latestQuote, summariesWith } from './rules/record.ts';
import { currencyOfStored, isFrench, type StoredRecord } from './store.ts';

/**
 * Quote requests a customer may make per Los Angeles day before REQUEST_QUOTE_RESTRICTED (spec 000 section 8: "daily
 * quote attempts"): a French shopper's attempts are their quote requests, and spec 000 section 9 allows up to 3, then a
 * 24-hour wait, which the cancel confirmation's last-attempt warning tells the shopper.
 */
export const QUOTE_REQUESTS_PER_DAY = MAX_CLAIM_ATTEMPTS;

/** How many quote delays an offline insurer takes to come back after the shopper opts in to a retry. */
export const OFFLINE_RETRY_FACTOR = 10;

/** A product of request-new-product-quotes (spec 000 section 3, "Product for quote"). */
const ProductBody = type({
  productType: string(),
  ecommerceId: string(),
  ecommerceIdType: enums(['UPC', 'RXC_ID']),
  quantity: integer(),
  unitFullPrice: type({ amount: number() }),
});

/** A quote as the sandbox writes it: its status from the spec's vocabulary (spec 000 section 4), so a typo cannot ship. */
type SandboxQuote = Quote & { status: QuoteStatus };

/**
 * Starts a new quote (a request, refused at once or sent to the insurer): the record's quote, and a summary of its own
 * appended, flagged lastQuote, since the widget's rules read the summaries first. The summaries are one per quote (spec
 * 000 §3, "Summaries carry lastQuote"), so they count the record's requests: the attempts of spec 000 §9.
 */
function askQuote(state: State, stored: StoredRecord, quote: SandboxQuote): void {
  const data = state.service.claimData(stored);
  data.quote = quote;
  data.quoteSummaries = summariesWith(data.quoteSummaries, quote, 'lastQuote', 'new');
}

/**
 * The quote asked last changes (the insurer's answer, the shopper's acceptance or refusal, the offline retry): the
 * record's quote, and its summary replaced in place. A new status of the same quote is no new attempt.
 */
export function setQuote(state: State, stored: StoredRecord, quote: SandboxQuote): void {
  const data = state.service.claimData(stored);
  const summaries = data.quoteSummaries ?? [];
  // A record whose quote has no summary yet (set up by hand) gets one.
  if (summaries.length === 0) return askQuote(state, stored, quote);
  data.quote = quote;
  data.quoteSummaries = summariesWith(summaries, quote, 'lastQuote', 'same');
}

/** Whether request-new is allowed: a quote is due, or asked again after a refusal or an offline insurer. */
function mayRequest(stored: StoredRecord): boolean {
  const status = stored.record.status;
  const last = latestQuote(stored.record.claimData);
  return status === 'QUOTE_REQUIRED' || status === 'READY_TO_QUOTE' || (status === 'READY_TO_CLAIM' && last?.status === 'CX_REFUSED') || (status === 'QUOTE_REQUESTED' && insurerOffline(last));
}

/** Why the insurer refuses to quote at once, or undefined when it takes the request. */
function refusal(state: State, stored: StoredRecord): SandboxQuote | undefined {
  const french = isFrench(stored);
  const cart = cartOfRecord(state, stored);
  // The cart's quantity is what the shopper will pay for; the record's is the fallback for a line the cart lost.
  const lines = coveredLines(stored.record.eligibleProducts, french).map((l) => ({ ...l, quantity: cart?.find((c) => c.id === l.productId)?.quantity ?? l.quantity }));
  if (lines.length === 0) return { status: 'REJECTED', errorType: 'NO_ELIGIBLE_PRODUCT_ERROR', errorMessage: 'No product of the cart is eligible for a quote' };
  const insurerId = stored.record.claimData?.primaryCoverage?.insurer?.id ?? '';
  const restricted = insurerById(insurerId)?.contactLensesBySix ? linesNotBySix(lines) : [];
  if (restricted.length > 0) {
    return { status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR', errorMessage: `Contact lenses are quoted by multiples of six; change the quantity of ${restricted.map((l) => l.productId).join(', ')}` };
  }
  if (state.service.scenarios(stored).has('NOTFOUND')) {
    return { status: 'REJECTED', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND', errorMessage: 'The insurer finds no beneficiary with this member number' };
  }
  return undefined;
}

/** The insurer quotes its share: the record is ready for the shopper to accept or refuse. */
function approve(state: State, stored: StoredRecord): void {
  const currency = currencyOfStored(stored);
  // The order the insurer quoted: the widgets tell a quote of another cart by it, and its share comes off that cart only.
  keepOrderSubtotal(state, stored);
  state.service.keepPricedCart(stored);
  setQuote(state, stored, {
    status: 'APPROVED',
    quoteConfirmedAmount: moneyOf(shareOfRecord(state, stored), currency),
    shippingCosts: stored.record.shippingCosts ?? moneyOf(0, currency),
    primaryCoverage: stored.record.claimData?.primaryCoverage,
  });
  state.service.setStatus(stored, 'READY_TO_CLAIM');
}

/** The simulated insurer's answer to a quote request, by the scenario in the member number (README, "Test scenarios"). */
function insurerAnswers(state: State, stored: StoredRecord): void {
  const scenarios = state.service.scenarios(stored);
  if (scenarios.has('OFFLINE')) {
    setQuote(state, stored, { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE', errorMessage: 'The insurer is offline' });
    // The status stays; setting it again lets the customer-facing status read the offline quote (SERVICE_OFFLINE).
    return state.service.setStatus(stored, 'QUOTE_REQUESTED');
  }
  if (scenarios.has('LOWBAL')) {
    setQuote(state, stored, { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE', errorMessage: "The member's optical allowance is used up" });
    return state.service.setStatus(stored, 'QUOTE_REQUIRED');
  }
  approve(state, stored);
}

/** The quote routes. */
export function quoteRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  const { service } = state;

  /** A route on a found record whose last quote has one of `statuses`, else the 409. */
  function onQuote(path: string, statuses: readonly string[], action: string, run: (stored: StoredRecord, quote: Quote, c: ServiceContext) => Response | void) {
    app.post(`/claim-records/:id/quote/${path}`, (c) => {
      const stored = findRecord(state, c);
      if (stored instanceof Response) return stored;
      const quote = service.claimData(stored).quote;
      if (!quote || !statuses.includes(latestQuote(stored.record.claimData)?.status ?? '')) return illegal(c, stored, action);
      return run(stored, quote, c) ?? answer(c, ClaimRecord, stored.record);
    });
  }

  app.post('/claim-records/:id/quote/request-new', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (!mayRequest(stored)) return illegal(c, stored, 'request a quote');
    const file = service.customer(stored.customerNumber);
    if (countToday(file.quoteRequests, service.now()) >= QUOTE_REQUESTS_PER_DAY) {
      return fail(c, 429, 'CUSTOMER_FACING_ERROR', `The daily limit of ${QUOTE_REQUESTS_PER_DAY} quote requests is reached; try again in 24 hours.`, 'REQUEST_QUOTE_RESTRICTED');
    }
    file.quoteRequests.push(service.now());
    const refused = refusal(state, stored);
    if (refused) {
      askQuote(state, stored, refused);
      service.setStatus(stored, 'QUOTE_REQUIRED');
    } else {
      askQuote(state, stored, { status: 'SUBMITTED', primaryCoverage: stored.record.claimData?.primaryCoverage });
      service.setStatus(stored, 'QUOTE_REQUESTED');
      service.later(stored, service.delay(stored, 'quote'), () => insurerAnswers(state, stored), service.carrier(stored));
    }
    return answer(c, ClaimRecord, stored.record);
  });

  onQuote('cx-accept', ['APPROVED'], 'accept a quote that is not approved', (stored, quote, c) => {
    // Accepting submits the claim: not on an order that already has one (spec 000 section 5).
    const taken = orderAlreadyClaimed(state, c, stored.record.cartId, stored);
    if (taken) return taken;
    setQuote(state, stored, { ...quote, status: 'CX_ACCEPTED' });
    // The shopper accepts the quote to use it: its amount comes off the cart at once (spec 000 §4, "Insurance usage").
    useInsurance(state, stored);
    startClaim(state, stored);
    const amount = toMinorUnits(quote.quoteConfirmedAmount?.amount ?? 0, currencyOfStored(stored));
    service.later(stored, service.delay(stored, 'claim'), () => {
      acceptClaim(state, stored, amount);
      claimAnswered(state, stored);
    });
  });

  onQuote('cx-refuse', ['APPROVED'], 'refuse a quote that is not approved', (stored, quote) => {
    setQuote(state, stored, { ...quote, status: 'CX_REFUSED' });
    service.setStatus(stored, 'QUOTE_REQUIRED');
  });

  onQuote('cancel-retry', ['CONNECTION_ERROR', 'RETRY'], 'cancel a retry while the insurer is not offline', (stored) => {
    service.cancelPending(stored);
    setQuote(state, stored, { status: 'RETRY_CANCELLED', primaryCoverage: stored.record.claimData?.primaryCoverage });
    service.setStatus(stored, 'QUOTE_REQUIRED');
  });

  app.post('/claim-records/:id/quote/opt-in-retry', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const body = await jsonBody(c);
    if (body?.claimRecordId !== undefined && body.claimRecordId !== stored.record.id) return fail(c, 400, 'VALIDATION_ERROR', 'claimRecordId must be the id in the path');
    if (typeof body?.retry !== 'boolean') return fail(c, 400, 'VALIDATION_ERROR', 'retry must be true or false');
    if (!insurerOffline(latestQuote(stored.record.claimData))) return illegal(c, stored, 'opt in to a retry while the insurer is not offline');
    if (body.retry) {
      setQuote(state, stored, { status: 'RETRY', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE', primaryCoverage: stored.record.claimData?.primaryCoverage });
      service.setStatus(stored, 'QUOTE_PENDING');
      // The insurer comes back later than it usually answers; the shopper would be e-mailed then.
      service.later(stored, service.delay(stored, 'quote') * OFFLINE_RETRY_FACTOR, () => approve(state, stored), service.carrier(stored));
    }
    return answer(c, ClaimRecord, stored.record);
  });

  app.post('/claim-records/:id/quote/request-new-product-quotes', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const [invalid, products] = validate((await jsonBody(c))?.products, array(ProductBody));
    if (invalid) return fail(c, 400, 'VALIDATION_ERROR', `products${invalid.path.length ? `.${invalid.path.join('.')}` : ''}: ${invalid.message}`);
    // Spec 001 section 4 (rules.ts): products are quoted while the status allows plans, an accepted claim included.
    if (!benefitPlansReady(stored.record)) return illegal(c, stored, 'quote products before the member is found');
    const french = isFrench(stored);
    const allowances = paidAllowancesOf(allowancesOf(french, service.scenarios(stored)), stored.record.claimData?.primaryCoverage?.insurer?.id);
    return answer(c, ProductQuotes, { productQuotes: productQuotes(products, allowances, currencyOfStored(stored), copaysOf(french)) });
  });

  return app;
}

// Reads what the estimate of the insurer's share needs (spec 000 §7): the shop's cart, the member's plans (cached an hour
// by the client) and, once the product quote is ready (spec 001 §4: the toggle on and the status allowing plans), the
// service's quotes of the claim's lines. Part of the claim actions, fetched on first use.
import { getInsurancePlans } from '../../src/api/claim/plans.ts';
import { requestProductQuotes } from '../../src/api/quote/quotes.ts';
import { isBenefitPlanReady, isProductQuoteReady } from '../../src/domain/claim/record-status.ts';
import { productForQuote } from '../../src/domain/product/products.ts';
import { config } from '../host/config.ts';
import { answered, currentApi, liveRecord, shopCart } from './claim-kit.ts';
import { linesOfClaim, setEstimateSource } from './estimate.ts';

/**
 * Reads the cart, the plans and, when ready, the product quotes of the record's claim lines, and keeps them for the
 * estimate. A quote that fails leaves the estimate to the allowances; a failure of the cart or the plans rejects, and the
 * views show no estimate rather than a wrong one. A record whose member is not found yet reads nothing.
 */
export function loadEstimate(): Promise<void> {
  // The toggle and the call-to-action on one page ask at once: one read answers both.
  reading ??= read().finally(() => {
    reading = null;
  });
  return reading;
}

let reading: Promise<void> | null = null;

function read(): Promise<void> {
  return answered(async () => {
    const current = liveRecord();
    const currency = config.value?.currency;
    if (!currency || !isBenefitPlanReady(current)) return;
    const [cart, plans] = await Promise.all([shopCart(), getInsurancePlans(currentApi(), current.id)]);
    const lines = linesOfClaim(current, cart, currency, plans.insurancePlans);
    const quotes =
      isProductQuoteReady(current) && lines.length > 0
        ? await requestProductQuotes(currentApi(), current.id, cart.products.filter((p) => lines.some((l) => l.productId === p.id)).map(productForQuote)).then(
            (answer) => answer.productQuotes,
            () => null,
          )
        : null;
    setEstimateSource({ recordId: current.id, cart, plans: plans.insurancePlans, quotes });
  });
}

// What the member's insurance covers: the plans, the product quotes, the choice of products, the rejected claim's notice
// (spec 000 sections 4 and 7; spec 001 sections 2 and 8).
import * as records from '../../src/api/claim/claim-records.ts';
import { getClaimAttachmentUrl, listCustomerClaims, searchClaims } from '../../src/api/claim/claims.ts';
import { requestProductQuotes } from '../../src/api/quote/quotes.ts';
import { getInsurancePlans } from '../../src/api/claim/plans.ts';
import type { InsurancePlans } from '../../src/contract/claim/plans.ts';
import type { ProductQuotes } from '../../src/contract/quote/quotes.ts';
import { contactLensesComingSoon } from '../../src/domain/claim/benefits.ts';
import { choicePrescriptionId, groupChoices } from '../../src/domain/product/product-choice.ts';
import { productForQuote, type ProductForQuote } from '../../src/domain/product/products.ts';
import { onlyContactLenses } from '../../src/domain/product/contact-lenses.ts';
import { CLAIM_SEARCH_KEY, rejectionNoticeOf } from '../../src/domain/my-claims/my-claims.ts';
import { isProductQuoteReady } from '../../src/domain/claim/record-status.ts';
import { demand } from '../../src/host/events.ts';
import { isProductList } from '../../src/host/product-list.ts';
import { loadSession, session, sessionStatus, signedIn } from '../session/session.ts';
import { noteQuoteFlags, record, setRecord, toggleOn } from './claim.ts';
import { refreshCartTotals } from './cart-refresh.ts';
import { answered, currentApi, guarded, liveRecord, shopCart } from './claim-kit.ts';

/** The member's benefit plans (cached by the client); notes CONTACT_LENSES_COMING_SOON for a cart of contact lenses only (spec 001 section 8). */
export function getPlans(): Promise<InsurancePlans> {
  return answered(async () => {
    const current = liveRecord();
    const plans = await getInsurancePlans(currentApi(), current.id);
    const soon = contactLensesComingSoon(plans.insurancePlans) && onlyContactLenses((current.eligibleProducts ?? []).flatMap((g) => g.cartProducts));
    noteQuoteFlags({ contactLensesComingSoon: soon });
    return plans;
  });
}

/**
 * The insurer's share per product, only once the product quote is ready (spec 001 section 4); a failure is
 * PRODUCT_QUOTE_FAILED. Without products, the shop's cart lines are quoted, each built by the rule of spec 000
 * section 3 (productForQuote).
 */
export function requestProductQuote(items?: readonly ProductForQuote[]): Promise<ProductQuotes> {
  // A page's products are checked before any call; the page hears why through the API's console message. Checked
  // here, with the action, so a page that never asks for a product quote never fetches the check.
  demand(items === undefined || isProductList(items), 'products must be a non-empty list of products for quote');
  return answered(async () => {
    const current = record.value;
    if (!current || !isProductQuoteReady(current)) throw new Error('product quote not ready: insurance is not in use on a claim');
    const products = items ?? (await shopCart()).products.map(productForQuote);
    if (products.length === 0) throw new Error('the cart has no product to quote');
    try {
      const quotes = await requestProductQuotes(currentApi(), current.id, products);
      noteQuoteFlags({ productQuoteFailed: false });
      return quotes;
    } catch (error) {
      noteQuoteFlags({ productQuoteFailed: true });
      throw error;
    }
  });
}

/** "Insure different product": claims a group's eligible lines with the prescription already in use, else the first approved one. */
export function insureProducts(groupId: string): Promise<void> {
  return guarded(async () => {
    const current = liveRecord();
    const choice = groupChoices(current).find((c) => c.group.id === groupId);
    if (!choice) throw new Error('no eligible product in this group');
    if (choice.needs) throw new Error(`the group needs a ${choice.needs} prescription`);
    const lines = choice.group.cartProducts.filter((l) => l.insuranceEligible === true);
    const rx = choicePrescriptionId(current);
    if (!rx) throw new Error('no approved prescription');
    setRecord(await records.selectClaimableProducts(currentApi(), current.id, rx, lines.map((l) => l.productId)));
    if (toggleOn.value) await refreshCartTotals();
  });
}

/**
 * The link to the rejection notice of the record's claim (spec 001 section 8: "Your claim could not be processed" with
 * a link to the rejection notice), or null when the service holds none yet. The customer's claims name their order,
 * which is the record's cart until the order is placed; no other claim's notice is ever offered.
 */
export function rejectionNoticeUrl(): Promise<string | null> {
  return answered(async () => {
    const current = liveRecord();
    const customer = session.value;
    if (!customer || !current.cartId) return null;
    const { claims } = await listCustomerClaims(currentApi(), customer.userId, customer.customer.legacyId);
    const rejected = rejectionNoticeOf(claims, current.cartId);
    if (!rejected) return null;
    return (await getClaimAttachmentUrl(currentApi(), rejected.claimId, rejected.notice)).url;
  });
}


/**
 * How many claims the signed-in customer has (POST claims/search, spec 000 section 7: the count is the number of claims
 * returned), for a shop that shows it beside its link to my-claims; null when signed out; rejects when it cannot be read.
 */
export function countClaims(): Promise<number | null> {
  return answered(async () => {
    // Asked as the page loads (the queue snippet's replay), the count waits for the shop's session being read.
    if (sessionStatus.value === 'idle' || sessionStatus.value === 'loading') await loadSession();
    const customer = session.value?.userId;
    // A signed-out visitor (a guest too) has no claims to count, and nothing failed: null, without a console line
    // (docs/page-api.md), where asking the service for a token it refuses was a "requestClaimCount failed" error.
    if (!signedIn.value || !customer) return null;
    return (await searchClaims(currentApi(), CLAIM_SEARCH_KEY, customer)).count;
  });
}

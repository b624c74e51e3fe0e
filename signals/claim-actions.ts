// The claim actions: every call to the direct-billing service and the signals it sets (spec 000 sections 4, 7 and 8).
// Only signals/actions.ts imports this module, dynamically, so a page nobody signs in on never fetches the API client.
import * as records from '../src/api/claim-records.ts';
import { getClaimAttachmentUrl, listCustomerClaims, restrictedCheck } from '../src/api/claims.ts';
import { checkMemberEligibility } from '../src/api/eligibility.ts';
import { requestProductQuotes } from '../src/api/quotes.ts';
import { getInsurancePlans } from '../src/api/plans.ts';
import { realClock, type Clock } from '../src/api/poll.ts';
import type { ClaimRecord } from '../src/contract/claim-record.ts';
import type { InsurancePlans } from '../src/contract/plans.ts';
import type { ProductQuotes } from '../src/contract/quotes.ts';
import { contactLensesComingSoon } from '../src/domain/benefits.ts';
import { USE_INSURANCE_POLLING } from '../src/domain/constants.ts';
import { recordLocale } from '../src/domain/locale.ts';
import { prescriptionStatusGroup } from '../src/domain/prescriptions.ts';
import { nextActiveClaimCheckState, productGroup, type ActiveClaimCheckEvent, type ProductForQuote } from '../src/domain/products.ts';
import { recordCustomer } from '../src/domain/record-customer.ts';
import { isProductQuoteReady } from '../src/domain/record-status.ts';
import { isToggleOn } from '../src/domain/toggle.ts';
import { config } from './config.ts';
import { customerNumberValid, session } from './session.ts';
import { activeClaimCheck, insuranceLoad, quoteFlags, record, resetClaimState, restricted, setRecord, toggleOn } from './claim.ts';
import { notifySync, reportHostError } from './events.ts';
import { refreshCart } from './notify.ts';
import { answered, checkEligibility, currentApi, guarded, handled, liveRecord, pollRecord, shopCart } from './claim-kit.ts';

export { currentApi, resetClaim } from './claim-kit.ts';
export { cancelClaim, cancelQuote, nullify } from './claim-cancel.ts';

/** Re-checks the cart's eligibility with the service (spec 000 section 4). */
export function checkCartEligibility(): Promise<void> {
  return guarded(() => checkEligibility());
}

/**
 * Session init and the active-claim check (spec 000 section 4): the restricted check, the active record (a 404 is none;
 * another cart's record is not shown, its order was placed or its cart replaced) and, without a record, the cart's
 * eligibility. A failure is the CTA's init error, shown by `insuranceLoad`, so it is not thrown again.
 */
export async function loadInsuranceState(): Promise<void> {
  const customer = session.value?.userId;
  if (!customerNumberValid.value || !customer) return resetClaimState();
  const move = (event: ActiveClaimCheckEvent) => {
    activeClaimCheck.value = nextActiveClaimCheckState(activeClaimCheck.value, event);
  };
  insuranceLoad.value = 'loading';
  // A reload is a new check, so it starts again from none.
  move('reset');
  move('check-started');
  try {
    const client = currentApi();
    const [check, found, cart] = await Promise.all([restrictedCheck(client, customer), records.getActiveClaimRecord(client, customer), shopCart()]);
    restricted.value = check.restricted;
    setRecord(found?.cartId === cart.cartId ? found : null);
    move('check-complete');
    if (!record.value) await checkEligibility(cart);
    insuranceLoad.value = 'ready';
  } catch (error) {
    move('check-failed');
    insuranceLoad.value = 'error';
    await handled(error);
  }
}

/**
 * Turns the use of insurance on or off, then polls until the record says so (spec 000 section 4, "Insurance usage");
 * then sync listeners hear `sync` or `remove` and the cart page refreshes. "Says so" is the toggle rule, so an answer of
 * INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED counts as on.
 */
export function setUseInsurance(on: boolean, clock: Clock = realClock): Promise<void> {
  return guarded(async () => {
    const { id } = liveRecord();
    await records.changeInsuranceStatus(currentApi(), id, on ? 'INSURANCE_ENABLED' : 'INSURANCE_DISABLED');
    if (!(await pollRecord(id, (r) => isToggleOn(r) === on, USE_INSURANCE_POLLING, clock))) return;
    notifySync(on ? 'sync' : 'remove', reportHostError);
    refreshCart();
  });
}

/** The cart changed: a record in use gets the member eligibility sync and the cart page refreshes; the cart is re-checked (spec 000 section 4). */
export function cartChanged(): Promise<void> {
  return guarded(async () => {
    const current = record.value;
    if (current && toggleOn.value) {
      setRecord(await checkMemberEligibility(currentApi(), current.id));
      refreshCart();
    }
    await checkEligibility();
  });
}

/** Whether every insurance-eligible line of the record is a contact-lens product (and there is one). */
function onlyContactLenses(current: ClaimRecord): boolean {
  const eligible = (current.eligibleProducts ?? []).flatMap((g) => g.cartProducts).filter((l) => l.insuranceEligible === true);
  return eligible.length > 0 && eligible.every((l) => productGroup(l.productType) === 'contact');
}

/** The member's benefit plans (cached by the client); notes CONTACT_LENSES_COMING_SOON for a cart of contact lenses only (spec 001 section 8). */
export function getPlans(): Promise<InsurancePlans> {
  return answered(async () => {
    const current = liveRecord();
    const plans = await getInsurancePlans(currentApi(), current.id);
    const soon = contactLensesComingSoon(plans.insurancePlans) && onlyContactLenses(current);
    quoteFlags.value = { ...quoteFlags.value, contactLensesComingSoon: soon };
    return plans;
  });
}

/** The insurer's share per product, only once the product quote is ready (spec 001 section 4); a failure is PRODUCT_QUOTE_FAILED. */
export function requestProductQuote(items: readonly ProductForQuote[]): Promise<ProductQuotes> {
  return answered(async () => {
    const current = record.value;
    if (!current || !isProductQuoteReady(current)) throw new Error('product quote not ready: insurance is not in use on a claim');
    try {
      const quotes = await requestProductQuotes(currentApi(), current.id, items);
      quoteFlags.value = { ...quoteFlags.value, productQuoteFailed: false };
      return quotes;
    } catch (error) {
      quoteFlags.value = { ...quoteFlags.value, productQuoteFailed: true };
      throw error;
    }
  });
}

/** "Insure different product": claims a group's eligible lines with the prescription already in use, else the first approved one. */
export function insureProducts(groupId: string): Promise<void> {
  return guarded(async () => {
    const current = liveRecord();
    const groups = current.eligibleProducts ?? [];
    const lines = groups.find((g) => g.id === groupId)?.cartProducts.filter((l) => l.insuranceEligible === true) ?? [];
    if (lines.length === 0) throw new Error('no eligible product in this group');
    const rx = groups.find((g) => g.prescriptionId)?.prescriptionId ?? current.prescriptions?.find((p) => prescriptionStatusGroup(p.status) === 'validated')?.id;
    if (!rx) throw new Error('no approved prescription');
    setRecord(await records.selectClaimableProducts(currentApi(), current.id, rx, lines.map((l) => l.productId)));
    if (toggleOn.value) refreshCart();
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
    const claim = claims.find((c) => c.orderNumber === current.cartId && c.status === 'REJECTED');
    const notice = claim?.attachments?.find((a) => a.type === 'REJECTION_NOTICE');
    if (!claim || !notice) return null;
    return (await getClaimAttachmentUrl(currentApi(), claim.claimId, notice)).url;
  });
}

/** Creates a claim record for the cart and loads it (the drawer's start view). */
export async function startClaim(): Promise<ClaimRecord> {
  const cfg = config.value;
  const current = session.value;
  if (!cfg || !current) throw new Error('no session');
  const cart = await shopCart();
  const { customer } = current;
  const { id } = await records.createClaimRecord(currentApi(), {
    cartId: cart.cartId,
    sessionId: current.sessionId,
    customerNumber: current.userId,
    ...recordCustomer(current, { firstName: customer.firstName, lastName: customer.lastName, email: customer.email1, phone: customer.phone1 }),
    eligibleProducts: cart.products.map((p) => ({ productId: p.id, productType: p.productType, quantity: p.quantity })),
    locale: recordLocale(cfg.locale),
    ecommerce: cfg.ecommerce,
  });
  const loaded = await records.getClaimRecord(currentApi(), id);
  setRecord(loaded);
  return loaded;
}


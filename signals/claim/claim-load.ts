// What a signed-in page needs before any click: the session's insurance state, read from the service (spec 000
// section 4, "Session init" and the active-claim check). The actions a click starts live in claim-actions.ts, fetched later.
import * as records from '../../src/api/claim/claim-records.ts';
import { restrictedCheck } from '../../src/api/claim/claims.ts';
import { session, signedIn } from '../session/session.ts';
import { run } from '../toggle/toggle.ts';
import { customerNumberValid, moveActiveClaimCheck, record, resetClaimState, setInsuranceLoad, setRecord, setRestricted } from './claim.ts';
import { checkEligibility, currentApi, guarded, handled, shopCart } from './claim-kit.ts';
import { acknowledgeCartRefresh } from './cart-refresh.ts';
import { onCartPage } from '../host/notify.ts';

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
  setInsuranceLoad('loading');
  // A reload is a new check, so it starts again from none.
  moveActiveClaimCheck('reset');
  moveActiveClaimCheck('check-started');
  try {
    const client = currentApi();
    const [check, found, cart] = await Promise.all([restrictedCheck(client, customer), records.getActiveClaimRecord(client, customer), shopCart()]);
    setRestricted(check.restricted);
    setRecord(found?.cartId === cart.cartId ? found : null);
    moveActiveClaimCheck('check-complete');
    if (!record.value) await checkEligibility(cart);
    setInsuranceLoad('ready');
    // A cart page just loaded its totals: a refresh the record still asks for (refreshCartTotalRequired) is done, and
    // acknowledged (spec 000 section 7); asking the page to refresh again could loop on a shop that reloads for it.
    if (onCartPage()) await acknowledgeCartRefresh();
  } catch (error) {
    moveActiveClaimCheck('check-failed');
    setInsuranceLoad('error');
    await handled(error);
  }
}

/** Loads the visitor's insurance state: token, restricted check, active record, cart eligibility (signed-in visitors only). */
export function refreshInsuranceState(): Promise<void> {
  if (!signedIn.value) {
    resetClaimState();
    return Promise.resolve();
  }
  return run(null, loadInsuranceState);
}

// What a signed-in page needs before any click: the session's insurance state, read from the service (spec 000
// section 4, "Session init" and the active-claim check). The actions a click starts live in claim-actions.ts, fetched later.
import { signal } from '@preact/signals-react';
import * as records from '../../src/api/claim/claim-records.ts';
import { restrictedCheck } from '../../src/api/claim/claims.ts';
import { session, signedIn } from '../session/session.ts';
import { run } from '../toggle/toggle.ts';
import { customerNumberValid, moveActiveClaimCheck, record, resetClaimState, setInsuranceLoad, setRecord, setRestricted } from './claim.ts';
import { checkEligibility, currentApi, guarded, handled, shopCart } from './claim-kit.ts';
import { acknowledgeCartRefresh } from './cart-refresh.ts';
import { keptQuotesRead } from './quote-limit.ts';
import { insuranceChanged, onCartPage } from '../host/notify.ts';
import { isPageRecord, recordAfterCatchUp, recordCountry } from '../../src/domain/claim/one-claim.ts';
import { recordLocale } from '../../src/domain/host/locale.ts';
import { config } from '../host/config.ts';
import { syncAfterCatchUp, type AppliedRecordLike } from '../../src/domain/claim/tab-return.ts';

/**
 * The country of the page's shop, which shop's claims it shows: its locale's, the one its own records are made with
 * (claim-actions.ts, recordLocale), so a page always shows the records it made.
 */
const pageCountry = (): string => recordCountry(recordLocale(config.value?.locale ?? 'en-ca')) ?? 'CA';

/** Re-checks the cart's eligibility with the service (spec 000 section 4). */
export function checkCartEligibility(): Promise<void> {
  return guarded(() => checkEligibility());
}

/**
 * Session init and the active-claim check (spec 000 section 4): the restricted check, the active record (a 404 is none;
 * another cart's record is not shown, its order was placed or its cart replaced, nor another country's shop's: isPageRecord) and, without a record, the cart's
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
    // What the shopper's other pages kept of the day's quotes is read beside the calls: the card and the switch decide
    // on the day's whole count as soon as the state is shown.
    const [check, found, cart] = await Promise.all([restrictedCheck(client, customer), records.getActiveClaimRecord(client, customer), shopCart(), keptQuotesRead()]);
    setRestricted(check.restricted ? check : null);
    setRecord(isPageRecord(found, { cartId: cart.cartId, country: pageCountry() }) ? found : null);
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

/**
 * Tells the page what another tab did to the cart's share, learnt from a record read again (syncAfterCatchUp), as that
 * tab told its own page: the sync listeners, and the cart page's totals, refreshed and acknowledged (spec 000 sections
 * 4 and 7). `before` is the record this tab showed, `after` the one it shows now.
 */
export async function tellShareChange(before: AppliedRecordLike | null, after: AppliedRecordLike | null): Promise<void> {
  const sync = syncAfterCatchUp(before, after);
  if (sync && insuranceChanged(sync)) await acknowledgeCartRefresh();
}

let catching: Promise<void> | null = null;

/**
 * How many times this tab caught up with the shopper's other tabs: what a view shows besides the record (the review's
 * cart and prices, signals/drawer/submit/return-read.ts) is read again after each.
 */
export const caughtUp = signal(0);

/**
 * Catches this tab up with what another tab of the shopper did ("One order, one claim"; spec 000 section 5):
 * its own record read again and the customer's active record, and the one the rule picks (recordAfterCatchUp) is shown,
 * so a claim made in another tab shows here instead of a new flow. Quiet: no loading state, and a failure changes
 * nothing (the next action meets it). Concurrent callers share one catch-up.
 */
export function catchUpInsuranceState(): Promise<void> {
  const customer = session.value?.userId;
  if (!signedIn.value || !customer) return Promise.resolve();
  catching ??= (async () => {
    try {
      const client = currentApi();
      const mine = record.value;
      const [own, active, cart] = await Promise.all([
        mine ? records.findClaimRecord(client, mine.id) : Promise.resolve(null),
        records.getActiveClaimRecord(client, customer),
        shopCart(),
      ]);
      // The shopper may have signed out, or this tab moved on, while the answers came.
      if (!signedIn.value || record.value?.id !== mine?.id) return;
      const shown = recordAfterCatchUp({ own, active, cartId: cart.cartId, country: pageCountry() });
      setRecord(shown);
      await tellShareChange(mine, shown);
      // The record went (deleted from another tab): a new start is allowed, on the cart's eligibility (spec 000 section 4).
      if (!shown && mine) await checkEligibility(cart);
      caughtUp.value += 1;
    } catch (error) {
      // Otherwise quiet (a courtesy: the next action reads the service again), but not when the session ended under it:
      // a refused token's re-read that found the shopper gone leaves no claim of theirs in memory (handled).
      await handled(error).catch(() => false);
    } finally {
      catching = null;
    }
  })();
  return catching;
}

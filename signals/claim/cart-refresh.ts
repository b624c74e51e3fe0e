// The cart refresh the record asks for, acknowledged (spec 000 section 7: PATCH claim-records with
// claimData.refreshCartTotalRequired false): once the cart page was told to refresh its totals, the service is told so.
import * as records from '../../src/api/claim/claim-records.ts';
import { cartRefreshRequired } from '../../src/domain/claim/cart-refresh.ts';
import { refreshCart } from '../host/notify.ts';
import { record, setRecord } from './claim.ts';
import { currentApi } from './claim-kit.ts';

/** The record whose acknowledgement is on its way: a second refresh meanwhile sends no second one. */
let sending: string | null = null;

/**
 * Tells the service the cart total was refreshed, if the record asked (spec 000 section 7), once. Call it only after the
 * cart page heard `refresh-cart`. A failed acknowledgement is not the shopper's problem: the flag stays, and the next
 * refresh acknowledges it.
 */
export async function acknowledgeCartRefresh(): Promise<void> {
  const current = record.value;
  if (!current || !cartRefreshRequired(current) || sending === current.id) return;
  sending = current.id;
  try {
    setRecord(await records.updateClaimRecord(currentApi(), current.id, { refreshCartTotalRequired: false }));
  } catch {
    // Left for the next refresh.
  } finally {
    sending = null;
  }
}

/** Asks the cart page to refresh its totals (spec 000 section 4), then acknowledges the record's request. */
export async function refreshCartTotals(): Promise<void> {
  if (refreshCart()) await acknowledgeCartRefresh();
}

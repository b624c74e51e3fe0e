// One order, one claim (spec 000 §5, "One claim at a time per order"): which records hold the order's claim,
// and which record a tab shows once it catches up with what another tab of the same shopper did.
import type { RecordStatus } from './status.ts';

/**
 * Record statuses whose claim is on its order: with the insurer, applied, or being cancelled but not yet cancelled. A
 * rejected, nullified or failed claim leaves the order free for another; a record still being filled in holds none.
 */
export const CLAIM_ON_ORDER_STATUSES: ReadonlySet<RecordStatus> = new Set<RecordStatus>([
  'CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_NULLIFY_SENT',
  'CLAIM_NULLIFY_REJECTED', 'CLAIM_NULLIFY_FAILED', 'FOR_MANUAL_NULLIFY',
]);

/** Whether a record in this status holds its order's claim, so no second record or claim may be made for the cart. */
export function holdsOrderClaim(status: string | null | undefined): boolean {
  return !!status && (CLAIM_ON_ORDER_STATUSES as ReadonlySet<string>).has(status);
}

/** The part of a record the catch-up reads. */
export interface CatchUpRecordLike {
  id: string;
  status?: string | null | undefined;
  cartId?: string | null | undefined;
  /** The locale of the shop the record was made on (language_COUNTRY). */
  locale?: string | null | undefined;
}

/**
 * The country of the shop a record was made on, from its locale (language_COUNTRY: en_CA, fr_FR), upper case; null when
 * the locale names none.
 */
export function recordCountry(locale: string | null | undefined): string | null {
  const country = /^[a-z]{2,3}[_-]([a-z]{2})$/i.exec(locale?.trim() ?? '')?.[1];
  return country ? country.toUpperCase() : null;
}

/**
 * Whether the customer's active record is this page's claim: made on this cart, in this page's shop. A shop's France site
 * and its North American ones are different shops (spec 000 §1), and Canada's and the United States' too (their
 * currencies differ), while one customer may be known to all: a record of another country's shop is not this page's,
 * even on a cart numbered the same. A record naming no country is judged by its cart alone.
 */
export function isPageRecord(active: CatchUpRecordLike | null | undefined, page: { cartId: string; country: string }): boolean {
  if (!active || active.cartId !== page.cartId) return false;
  const country = recordCountry(active.locale);
  return country === null || country === page.country.toUpperCase();
}

/** What a tab knows when it catches up: its own record read again, the customer's active record, the cart now. */
export interface CatchUp<R extends CatchUpRecordLike> {
  /** This tab's record as the service has it now; null when it has none, or the service no longer has it. */
  own: R | null;
  /** The customer's active record (GET claim-records/active/{customer}); null when none. */
  active: R | null;
  cartId: string;
  /** The country of the page's shop (its locale's): another country's record is not this shop's. */
  country: string;
}

/**
 * The record a tab shows after catching up (on regaining focus, or on its poll): a record holding the order's claim wins,
 * so every tab of the shopper shows the one claim instead of a new flow; otherwise the tab keeps its own record, and a
 * tab without one takes the record another tab started for this cart. Another cart's record is never shown (its order
 * was placed or its cart replaced), nor another shop's (isPageRecord).
 */
export function recordAfterCatchUp<R extends CatchUpRecordLike>({ own, active, cartId, country }: CatchUp<R>): R | null {
  const activeHere = isPageRecord(active, { cartId, country }) ? active : null;
  if (own && holdsOrderClaim(own.status)) return own;
  if (activeHere && holdsOrderClaim(activeHere.status)) return activeHere;
  return own ?? activeHere;
}

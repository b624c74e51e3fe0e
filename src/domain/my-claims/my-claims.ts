// What my-claims shows of a claim: its status and its notices (spec 001 section 2, "My-claims").
import { customerFacingStatus } from '../claim/record-status.ts';

/**
 * The claim statuses my-claims shows: spec 001 section 2's seven, and the customer-facing NULLIFY_REJECTED of spec 000
 * section 4's table, a cancellation that could not be made online (FOR_MANUAL_NULLIFY): shown as the claim it was
 * (Accepted), it would tell the customer the claim stands while a person is cancelling it.
 */
export const MY_CLAIM_STATUSES = ['ACCEPTED', 'REJECTED', 'ACKNOWLEDGED', 'CANCELLED', 'REFUNDED', 'INVOICED', 'NULLIFY_REJECTED', 'UNKNOWN'] as const;
/** A status my-claims shows. */
export type MyClaimStatus = (typeof MY_CLAIM_STATUSES)[number];

/** The notices a claim may carry, in the order they are listed (spec 001 section 2, "Attachments"). */
export const CLAIM_NOTICES = ['EXPLANATION_OF_BENEFITS', 'REJECTION_NOTICE', 'ACKNOWLEDGEMENT_NOTICE'] as const;
/** A notice type. */
export type ClaimNotice = (typeof CLAIM_NOTICES)[number];

const isShown = (value: string | null | undefined): value is MyClaimStatus => MY_CLAIM_STATUSES.includes(value as MyClaimStatus);

/**
 * The status a row shows: the claim's status when it is one my-claims shows, else the customer-facing status spec 000
 * section 4's table gives the status when that is NULLIFY_REJECTED (FOR_MANUAL_NULLIFY, CLAIM_NULLIFY_REJECTED: the
 * table decides over what the row's own customer-facing status says), else the row's customer-facing status when
 * my-claims shows it, else UNKNOWN. The spec is silent on which field wins: the status is the more precise (INVOICED is
 * an ACCEPTED claim the insurer was billed for), and a value we do not know is never shown raw.
 */
export function shownClaimStatus(status: string | null | undefined, customerFacing?: string | null): MyClaimStatus {
  const upper = (value: string | null | undefined) => value?.trim().toUpperCase();
  const own = upper(status);
  if (isShown(own)) return own;
  if (own && customerFacingStatus({ status: own }) === 'NULLIFY_REJECTED') return 'NULLIFY_REJECTED';
  const facing = upper(customerFacing);
  return isShown(facing) ? facing : 'UNKNOWN';
}

/**
 * The key the claims search filters by, the `{hash}` of `filterBy={hash}:{customer}` (spec 000 section 7). The spec
 * shows the shape but not the value; it is read as the name of the hash (partition) key the service files a
 * customer's claims under, the customer number the search pairs it with. Answers are counted by their length
 * (src/api/claim/claims.ts), whatever the key.
 */
export const CLAIM_SEARCH_KEY = 'customerNumber';

/** The part of an attachment these rules read. */
export interface NoticeLike {
  id: string;
  type: string;
}

/** The part of a customer's claim the rejection-notice rule reads. */
export interface ClaimLike<A extends NoticeLike = NoticeLike> {
  claimId: string;
  orderNumber?: string | null | undefined;
  status?: string | null | undefined;
  customerFacingStatus?: string | null | undefined;
  attachments?: readonly A[] | null | undefined;
}

/**
 * The rejection notice of this cart's rejected claim, or null (spec 001 section 8: "Your claim could not be processed"
 * with a link to the rejection notice). A customer's claims name their order, which is the record's cart until the
 * order is placed; a claim counts as rejected as my-claims shows it (shownClaimStatus); no other claim's notice is offered.
 */
export function rejectionNoticeOf<A extends NoticeLike>(claims: readonly ClaimLike<A>[], cartId: string): { claimId: string; notice: A } | null {
  const claim = claims.find((c) => c.orderNumber === cartId && shownClaimStatus(c.status, c.customerFacingStatus) === 'REJECTED');
  const notice = claim?.attachments?.find((a) => a.type === 'REJECTION_NOTICE');
  return claim && notice ? { claimId: claim.claimId, notice } : null;
}

/** A claim's notices that can be downloaded, in the spec's order; a type we do not know is left out (we could not name it). */
export function claimNotices<T extends NoticeLike>(attachments: readonly T[] | null | undefined): (T & { type: ClaimNotice })[] {
  const known = (attachments ?? []).filter((a): a is T & { type: ClaimNotice } => CLAIM_NOTICES.includes(a.type as ClaimNotice));
  return known.sort((a, b) => CLAIM_NOTICES.indexOf(a.type) - CLAIM_NOTICES.indexOf(b.type));
}

/** How a row of my-claims names its claim: by the shop's order number, or by the claim's id when the order is unknown. */
export interface ClaimReference {
  kind: 'order' | 'claim';
  id: string;
}

/**
 * The name a claim goes by in my-claims (spec 001 section 2): the shop's order number, which the customer
 * knows from the order's e-mail and page, rather than the service's claim id; the claim id only when the service sent
 * no order number (blank counts as none), so a row is never nameless.
 */
export function claimReference(claim: Pick<ClaimLike, 'claimId' | 'orderNumber'>): ClaimReference {
  const order = claim.orderNumber?.trim();
  return order ? { kind: 'order', id: order } : { kind: 'claim', id: claim.claimId };
}

/**
 * Whether each claim of the list is of an order another claim of the list is of too (claimReference's order: blank is
 * none). An order claimed twice (a claim cancelled, the order claimed again) gave two rows "Order 70000103" whose
 * headings and download buttons a screen reader's lists could not tell apart: such rows also say what the shopper knows
 * of them, when each was sent (its status is on the row). A claim without an order goes by its id, which names one claim.
 */
export function sharedOrders(claims: readonly Pick<ClaimLike, 'orderNumber'>[]): boolean[] {
  const orders = claims.map((claim) => claim.orderNumber?.trim());
  return orders.map((order) => !!order && orders.indexOf(order) !== orders.lastIndexOf(order));
}

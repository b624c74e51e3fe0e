// The record's request that the shop's cart total be refreshed, and its acknowledgement (spec 000 sections 3 and 7).

/** The part of a claim record the rule reads. */
export interface CartRefreshRecordLike {
  status?: string | null | undefined;
  claimData?: { refreshCartTotalRequired?: boolean | null | undefined } | null | undefined;
}

/**
 * Whether the service asks for the cart total to be refreshed and not yet told it was (claimData.refreshCartTotalRequired,
 * spec 000 section 3); once the cart page refreshed, PATCH claim-records acknowledges with false (spec 000 section 7).
 * A deleted record asks nothing: there is no record left to acknowledge on.
 */
export function cartRefreshRequired(record: CartRefreshRecordLike | null | undefined): boolean {
  return !!record && record.status !== 'DELETED' && record.claimData?.refreshCartTotalRequired === true;
}

// The eligibility checks of a signed-in shopper's claim (spec 000 sections 4 and 8; spec 001 section 4): the eligible-product
// status, the active-claim check, and whether the record's cart holds any insurance-eligible product.

/** The eligible-product status (spec 000 section 4; spec 001 section 4). */
export type EligibleProductStatus = 'NOT_APPLICABLE' | 'PENDING' | 'ELIGIBLE' | 'NOT_ELIGIBLE';
/** What happens to an eligibility check. */
export type EligibleProductEvent = 'check-started' | 'check-eligible' | 'check-not-eligible' | 'check-failed' | 'reset';

/**
 * Not applicable, then pending, then eligible or not eligible; a failed check returns pending to not applicable.
 * The spec is silent on a second check: a settled status may start one (the cart changed), a pending one may not.
 */
const ELIGIBLE_MOVES: Readonly<Record<EligibleProductStatus, Partial<Record<EligibleProductEvent, EligibleProductStatus>>>> = {
  NOT_APPLICABLE: { 'check-started': 'PENDING' },
  PENDING: { 'check-eligible': 'ELIGIBLE', 'check-not-eligible': 'NOT_ELIGIBLE', 'check-failed': 'NOT_APPLICABLE' },
  ELIGIBLE: { 'check-started': 'PENDING' },
  NOT_ELIGIBLE: { 'check-started': 'PENDING' },
};

/** The eligible-product status after an event; an illegal move answers the current status (spec 000 section 4). */
export function nextEligibleProductStatus(current: EligibleProductStatus, event: EligibleProductEvent): EligibleProductStatus {
  if (event === 'reset') return 'NOT_APPLICABLE';
  return ELIGIBLE_MOVES[current][event] ?? current;
}

/** The active-claim check state (spec 000 section 4; spec 001 section 4). */
export type ActiveClaimCheckState = 'NONE' | 'PENDING' | 'COMPLETE';
/** What happens to the active-claim check. */
export type ActiveClaimCheckEvent = 'check-started' | 'check-complete' | 'check-failed' | 'reset';

/**
 * None, then pending, then complete. The spec is silent on failure: a failed check returns to none so it can run
 * again; a complete check runs again only after a reset (logout, session expiry).
 */
const ACTIVE_MOVES: Readonly<Record<ActiveClaimCheckState, Partial<Record<ActiveClaimCheckEvent, ActiveClaimCheckState>>>> = {
  NONE: { 'check-started': 'PENDING' },
  PENDING: { 'check-complete': 'COMPLETE', 'check-failed': 'NONE' },
  COMPLETE: {},
};

/** The active-claim check state after an event; an illegal move answers the current state (spec 000 section 4). */
export function nextActiveClaimCheckState(current: ActiveClaimCheckState, event: ActiveClaimCheckEvent): ActiveClaimCheckState {
  if (event === 'reset') return 'NONE';
  return ACTIVE_MOVES[current][event] ?? current;
}

/** The part of a record's eligible products these rules read (spec 000 section 3). */
export type EligibleProductsInput = readonly { cartProducts?: readonly { insuranceEligible?: boolean | null | undefined }[] | null | undefined }[];

/** Whether any cart product is insurance-eligible; without one, benefits are unavailable (spec 000 section 8). */
export function hasEligibleProduct(eligibleProducts: EligibleProductsInput | null | undefined): boolean {
  return (eligibleProducts ?? []).some((group) => (group.cartProducts ?? []).some((p) => p.insuranceEligible === true));
}

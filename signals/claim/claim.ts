// The claim record the widgets show, what the service said about the visitor and the cart, and what is derived from them.
import { computed, signal } from '@preact/signals-react';
import { isToggleOn } from '../../src/domain/toggle/toggle.ts';
import { cancelWaitsForService, ctaCancel, ctaState, type LoadStatus } from '../../src/domain/cta/cta.ts';
import { insuranceStatusError } from '../../src/domain/toggle/insurance-status-error.ts';
import { customerFacingStatus } from '../../src/domain/claim/record-status.ts';
import { hasEligibleProduct, nextActiveClaimCheckState, nextEligibleProductStatus, type ActiveClaimCheckEvent, type ActiveClaimCheckState, type EligibleProductEvent, type EligibleProductStatus } from '../../src/domain/product/eligibility.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { onCartPage } from '../host/notify.ts';
import { resetCartChange } from './cart-change.ts';
import { hostEvents } from '../host/events.ts';
import { serviceOnline } from '../host/service-status.ts';
import { session, sessionStatus, signedIn } from '../session/session.ts';
import { config } from '../host/config.ts';
import { isValidUserId } from '../../src/domain/session/session.ts';
import type { HeldRestriction, RestrictionLike } from '../../src/domain/claim/restriction.ts';

/** The shopper's claim record; null when there is none (never started, deleted, or another cart's). */
export const record = signal<ClaimRecord | null>(null);
/**
 * What a positive restricted check said (spec 000 section 4): why and for how long, from when the page learnt it (the
 * wait the shopper reads counts down from then, restriction-lift.ts); null when nothing is restricted.
 */
export const restriction = signal<HeldRestriction | null>(null);
/** The restricted check said no new claim may start now (spec 000 section 4). */
export const restricted = computed(() => restriction.value !== null);
/** The cart's eligibility (spec 000 section 4: not applicable, pending, eligible or not eligible). */
export const eligibleProductStatus = signal<EligibleProductStatus>('NOT_APPLICABLE');
/** The active-claim check (spec 000 section 4: none, pending, complete). */
export const activeClaimCheck = signal<ActiveClaimCheckState>('NONE');
/** Loading the token, the active record and the restricted check; 'error' is the CTA's init error (spec 001 section 8). */
export const insuranceLoad = signal<LoadStatus>('idle');
/** Failed quote calls and what the plans say, as the toggle's error rule reads them (spec 000 section 8). */
export const quoteFlags = signal<{ productQuoteFailed?: boolean; cartQuoteFailed?: boolean; contactLensesComingSoon?: boolean }>({});

/** The restricted check's answer (null when it said no), or a daily limit met on the way (spec 000 section 4). */
export function setRestricted(value: RestrictionLike | null, now: number = Date.now()): void {
  restriction.value = value && { reason: value.reason, retryAfterSeconds: value.retryAfterSeconds, learntAt: now };
}

/** Moves the cart's eligibility by its rule (spec 000 section 4). */
export function moveEligibility(event: EligibleProductEvent): void {
  eligibleProductStatus.value = nextEligibleProductStatus(eligibleProductStatus.value, event);
}

/** Moves the active-claim check by its rule (spec 000 section 4). */
export function moveActiveClaimCheck(event: ActiveClaimCheckEvent): void {
  activeClaimCheck.value = nextActiveClaimCheckState(activeClaimCheck.value, event);
}

/** Where loading the insurance state is. */
export function setInsuranceLoad(status: LoadStatus): void {
  insuranceLoad.value = status;
}

/** Adds what a quote call or the plans said to the toggle's error inputs. */
export function noteQuoteFlags(flags: Partial<typeof quoteFlags.value>): void {
  quoteFlags.value = { ...quoteFlags.value, ...flags };
}

/** Whether the shop's customer number may own a claim record (spec 000 section 5). */
export const customerNumberValid = computed(() => isValidUserId(session.value?.userId, config.value?.anonymousUserId));

/** Whether the insurance toggle is on (spec 000 section 4). */
export const toggleOn = computed(() => isToggleOn(record.value));

/** The call-to-action's state (spec 001 section 2). */
export const cta = computed(() =>
  ctaState({
    session: sessionStatus.value,
    signedIn: signedIn.value,
    insurance: insuranceLoad.value,
    record: record.value,
    restricted: restricted.value,
    eligibleProducts: eligibleProductStatus.value,
    serviceOnline: serviceOnline.value,
  }),
);

/** The one message the toggle shows, NONE when all is well (spec 000 section 8; spec 001 section 8). */
export const toggleError = computed(() => {
  const current = record.value;
  const products = eligibleProductStatus.value;
  return insuranceStatusError({
    status: current?.status,
    insuranceStatusErrorCode: current?.claimData?.insuranceStatusErrorCode,
    hasEligibleProduct: current?.eligibleProducts ? hasEligibleProduct(current.eligibleProducts) : undefined,
    cartHasPrescriptionItem: !current && products === 'NOT_ELIGIBLE' ? false : undefined,
    ...quoteFlags.value,
    initError: signedIn.value && insuranceLoad.value === 'error',
    onCart: onCartPage(),
  });
});

/** What the CTA's cancel action cancels in its current state, if anything. */
export const cancelKind = computed(() => ctaCancel(cta.value, record.value));

/** Whether that cancel waits until the host page says the service is back (spec 001 section 6, serviceStatus). */
export const cancelHeld = computed(() => cancelWaitsForService(cancelKind.value, serviceOnline.value));

/**
 * Sets the record (the claim actions, after a validated answer) and tells the host page when the toggle or the
 * customer-facing status changed (`insurance-status`), whatever changed it: an answer, a cancel, a logout, an order.
 */
export function setRecord(next: ClaimRecord | null): void {
  const before = { on: toggleOn.value, status: customerFacingStatus(record.value) };
  record.value = next;
  const now = { on: toggleOn.value, status: customerFacingStatus(next) };
  if (now.on !== before.on || now.status !== before.status) hostEvents.emit('insurance-status', { on: now.on, customerFacingStatus: now.status });
}

/** Forgets the record and everything learnt about the visitor's insurance (logout, session expiry, order completion). */
export function resetClaimState(): void {
  setRecord(null);
  restriction.value = null;
  eligibleProductStatus.value = 'NOT_APPLICABLE';
  activeClaimCheck.value = 'NONE';
  insuranceLoad.value = 'idle';
  quoteFlags.value = {};
  resetCartChange();
}

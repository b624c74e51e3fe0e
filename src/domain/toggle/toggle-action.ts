// What a click on the insurance switch does, and where the drawer opens when it starts the flow (spec 001 section 2, "Insurance toggle").
import { liveRecordOf } from '../claim/live-record.ts';
import { customerFacingStatus, isNewClaimAllowed, lookupPhase, type StatusRecordLike } from '../claim/record-status.ts';
import { quoteToAccept } from '../quote/quote-step.ts';
import { canTurnOn, isToggleOn } from './toggle.ts';

/** What a request to switch does; `none` when the request may not turn insurance on. */
export type ToggleAction = 'start-flow' | 'enable' | 'disable' | 'none';

/** Who asks: the shopper's own click on the switch, or the shop's page (its `addBenefits()` and `removeBenefits()`). */
export type ToggleInitiator = 'shopper' | 'shop';

/**
 * On → turn insurance off. Off with a member already found → turn it back on with the change-insurance-status call
 * (spec 000 section 4). "Turning on is allowed unless the status is disabled" is read as: nothing but the shopper
 * turns insurance back on after they turned it off (INSURANCE_DISABLED). A shopper who clicks the switch on expects it
 * on, so their click overrides their own earlier opt-out; the shop's page asking for benefits (say on every cart
 * load) does not, which is `canTurnOn`. The record says only that insurance is off, not who turned it off: `offBy`
 * is who did, when the page knows it was the shop's own `removeBenefits()`, which the shop may undo as the shopper
 * undoes their own opt-out. A quote the insurer approved is used by accepting it, not by the switch: the request opens
 * it (the flow resumes on the quote). A quote waiting on an offline insurer leaves nothing to switch nor to start.
 * Otherwise nothing can be switched yet, so the request starts the flow.
 */
export function toggleAction(record: StatusRecordLike | null | undefined, by: ToggleInitiator = 'shopper', offBy: ToggleInitiator = 'shopper'): ToggleAction {
  if (isToggleOn(record)) return 'disable';
  const live = liveRecordOf(record);
  // Switched on before the acceptance, the toggle would say insurance is used while the order stays at full price.
  if (quoteToAccept(live)) return 'start-flow';
  if (live && lookupPhase(live) === 'MEMBER_FOUND') {
    return by === 'shopper' || offBy === 'shop' || canTurnOn(live.claimData?.useInsuranceStatus) ? 'enable' : 'none';
  }
  // A quote waits on an offline insurer (spec 000 section 4, SERVICE_OFFLINE): nothing can be applied until it answers,
  // and the flow's member view would wait on it for good; the call-to-action and the quote view offer what can be done.
  if (live && customerFacingStatus(live) === 'SERVICE_OFFLINE') return 'none';
  return 'start-flow';
}

/** The page's own requests to switch: its `addBenefits()` and `removeBenefits()` (spec 001 section 6). */
export type BenefitsRequest = 'addBenefits' | 'removeBenefits';

/**
 * Why a page's `addBenefits()` or `removeBenefits()` does nothing, in words for the shop's console, or null when it goes
 * on to the switch (toggleAction). Insurance applies only to a signed-in shopper's cart (spec 000 sections 5 and 6): with
 * none (signed out, an ended session, a shop session that could not be read, whose failed call says so itself) neither
 * request has anything to work on. Taking insurance off needs it on, which needs a member found on the cart's claim;
 * with a member found and insurance off, there is nothing to say. Adding with no member starts the flow in the drawer,
 * as the switch does: no refusal.
 */
export function benefitsRequestIdle(request: BenefitsRequest, signedIn: boolean, record: StatusRecordLike | null | undefined): string | null {
  if (!signedIn) return "no shopper is signed in: call it once one is, after your page's login()";
  if (request === 'addBenefits' || isToggleOn(record) || lookupPhase(liveRecordOf(record)) === 'MEMBER_FOUND') return null;
  return 'no insurance is on for this cart (no member found yet): call it while requestInsuranceData() answers on: true';
}

/** The drawer views the flow can open on. */
export type FlowEntry = 'loading' | 'insurance-member';

/**
 * Starting the flow opens the drawer on the loading view if allowed, otherwise on the insurance-member view
 * (spec 001 section 2). "Allowed" is read as: a new claim may start (spec 000 section 4) and the restricted check
 * did not refuse it; the loading view then creates or resumes the record. Otherwise the insurance-member view
 * explains why (limit reached, a claim waiting on the insurer).
 */
export function flowEntry(record: StatusRecordLike | null | undefined, restricted: boolean): FlowEntry {
  const live = liveRecordOf(record);
  return !restricted && isNewClaimAllowed(live?.status) ? 'loading' : 'insurance-member';
}

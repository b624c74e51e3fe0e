// The insurance panel (spec 001 section 2, "Insurance panel (member lookup) headings"): the member screen it shows for
// a record. The attempts left and the lockout wait are lookup-attempts.ts; the insurers it lists, insurer-list.ts.
import { isBenefitPlanReady, isNewClaimAllowed, lookupPhase } from '../claim/record-status.ts';
import { flowOf } from '../host/flow.ts';
import type { ProviderKind } from '../insurer/insurer.ts';
import type { Flow } from '../host/flow.ts';
import type { ViewMode } from '../drawer/flow-nav.ts';

/**
 * Whether a finished lookup moves the drawer on by itself: in France, once the mutuelle has the member (QUOTE_REQUIRED),
 * the patient page follows, as there are no benefits to show (spec 000 section 1: the share comes with the quote).
 */
export function movesOnAfterLookup(country: string, status: string | null | undefined): boolean {
  return flowOf(country) === 'france' && lookupPhase({ status }) === 'MEMBER_FOUND' && status !== 'NO_BENEFITS_AVAILABLE';
}

/** The member screens of the insurance panel; the form is "Check eligibility". */
export type MemberScreen = 'form' | 'loading' | 'found' | 'no-benefits' | 'not-found' | 'multiple' | 'locked' | 'sent' | 'out-of-network';

/** What the member screen depends on. */
export interface MemberScreenInput {
  /** The record's status; none, or one we do not know, shows the form. */
  status: string | null | undefined;
  /** The chosen insurer's kind; an out-of-network carrier has no lookup (spec 000 section 1). */
  providerKind: ProviderKind | null | undefined;
  /** The restricted check said the shopper is locked out, whatever the record says (spec 000 section 4). */
  restricted?: boolean | undefined;
  /** The shop's flow; North America when not given. */
  flow?: Flow | undefined;
  /** The drawer shows the answers without changing them (a view-only drawer): the member found, never a refusal. */
  readOnly?: boolean | undefined;
  /**
   * The shopper came to give the member's details again and has not looked up yet on this visit (lookupAgain): the
   * lookup form, never a member found they came to correct.
   */
  again?: boolean | undefined;
  /** The shopper's lookup was sent and its call has not answered yet: the lookup is in flight before the record says so. */
  lookingUp?: boolean | undefined;
}

/**
 * The member screen (spec 001 section 2) from the lookup phase of the record (spec 000 section 4): out of network
 * first, then a lockout, the lookup in flight (SYNC_INSURANCE, or the shopper's lookup call not yet answered), the member found (with or without benefits), the member not found or
 * found several times; a status past the lookup that still allows plans (the prescriptions' statuses) is the member found;
 * every other phase (INIT, FIND_MEMBER, or another UNKNOWN) shows the form. In France a
 * member found (QUOTE_REQUIRED) shows the member form again, to change it: the mutuelle has no benefits list to show, its
 * share comes with the quote (spec 000 section 1), and the form moves on to the patient once the lookup ends.
 * A record whose claim the insurer holds (accepted, acknowledged, a retry, a cancellation under way: the statuses where
 * no new claim may start, spec 000 section 4) is 'sent': the shopper who opens the flow again (the switch, the intro
 * after a submit's outcome) is told so, never offered the member found's Continue into a claim that cannot be made.
 */
export function memberScreen({ status, providerKind, restricted, flow, readOnly, again, lookingUp }: MemberScreenInput): MemberScreen {
  if (providerKind === 'OUT_OF_NETWORK') return 'out-of-network';
  const phase = lookupPhase({ status });
  if (phase === 'RESTRICTED' || restricted) return 'locked';
  // The lookup call itself may be slow (up to the client's timeout): it is the lookup in flight all the same.
  if (phase === 'SYNC_INSURANCE' || (lookingUp && !readOnly)) return 'loading';
  if (!readOnly && !isNewClaimAllowed(status)) return 'sent';
  // Asked to give the details again (the coverage edited, the insurer's refusal, another carrier chosen): the form.
  if (again && !readOnly && (phase === 'MEMBER_FOUND' || isBenefitPlanReady({ status }))) return 'form';
  if (phase === 'MEMBER_FOUND') return status === 'NO_BENEFITS_AVAILABLE' ? 'no-benefits' : flow === 'france' ? 'form' : 'found';
  // Past the lookup (the prescriptions' statuses, UNKNOWN to the phase table) the member is still found and the plans
  // allowed (spec 001 section 4): a shopper who goes Back from the upload meets the member found they left, not the
  // lookup form asking them to be found again (Back walks the reverse of the path taken).
  if (phase === 'UNKNOWN' && flow !== 'france' && isBenefitPlanReady({ status })) return 'found';
  if (status === 'INSURANCE_MEMBER_NOT_FOUND') return 'not-found';
  return status === 'MULTIPLE_INSURANCE_MEMBERS_FOUND' ? 'multiple' : 'form';
}

/** The navigation state's key that asks the member view for the lookup form again (another carrier just chosen). */
export const LOOKUP_AGAIN = 'lookupAgain';

/**
 * What the insurers list carries to the member view once a carrier is chosen: another carrier than the one the record
 * named asks for the lookup again, as a member found at one carrier is no member of another (spec 000 section 1: the
 * shopper picks a carrier, then is looked up as a member). The same carrier chosen again in the flow carries nothing:
 * the member found there still stands, and the shopper goes on from it with nothing to type again (spec 000 section 2:
 * correcting the details is edit mode's, not the forward flow's).
 */
export function carrierChoiceState(named: string | null | undefined, chosen: string): Readonly<Record<typeof LOOKUP_AGAIN, true>> | undefined {
  return named && named !== chosen ? { [LOOKUP_AGAIN]: true } : undefined;
}

/**
 * Whether the member view was opened for the shopper to give the member's details again: from the review, to change
 * the coverage (edit mode, spec 000 section 2: "edit (returns to review)"), which is also where the insurer's refusal of
 * missing, invalid or unaccepted information sends the shopper (spec 000 section 8, INSURER_ERROR: back to the form);
 * or after another carrier was chosen (carrierChoiceState), or by Back from the member found to the lookup form it
 * answered (trail.ts LOOKUP_FORM). The lookup form then shows, with what the shopper gave, until they look up again; the
 * same carrier chosen again, a resume or the next view's Back show the member found as the record has it.
 */
export function lookupAgain(state: unknown, mode: ViewMode): boolean {
  if (mode === 'edit') return true;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[LOOKUP_AGAIN] === true;
}

/** What the insurer list reads to know whether the shopper may choose a carrier now. */
export interface InsurerChoiceInput {
  /** The record's status; RESTRICTED is the lookup phase RESTRICTED (spec 000 section 4). */
  status: string | null | undefined;
  /** The restricted check said the shopper may not start a claim now, whatever the record says (spec 000 section 4). */
  restricted: boolean;
}

/**
 * Whether the insurer list is closed: the member lookup is locked (the record RESTRICTED) or a positive restricted check
 * blocks new claims (spec 000 section 4; section 6, RESTRICTED). A carrier chosen then is saved in a record the service
 * holds, which it refuses, and leads to a lookup that cannot be made, so a Try again could only fail again: the list
 * says instead why and when to come back, as the member panel's locked screen does (spec 001 section 2, "restricted
 * (too many failed attempts, try again in N minutes or seconds)"), until the restriction lifts.
 */
export function insurerChoiceLocked({ status, restricted }: InsurerChoiceInput): boolean {
  return restricted || lookupPhase({ status }) === 'RESTRICTED';
}

// What the drawer's close confirmation asks (spec 000 section 2: only when the feature is enabled and changes exist):
// whether the shopper's answers are still unsent, already on their way to the insurer, or the claim itself is.
import { customerFacingStatus, lookupPhase, type StatusRecordLike } from '../claim/record-status.ts';
import { asksBeforeLeaving, type LeaveVia } from './flow-nav.ts';

/** The confirmation's wording: answers not sent yet, answers being sent, or the claim being sent. */
export type CloseQuestion = 'unsent' | 'sending' | 'claim';

/**
 * 'claim' while this drawer sends the claim and waits for the insurer's answer (spec 000 section 7, claim submit, then
 * polling): closing does not take it back, the insurer still answers and the order total follows (section 4). 'sending'
 * while the record says the insurer has the shopper's details and is answering (spec 001 section 2: the member lookup's
 * SYNC_INSURANCE, a record QUOTE_REQUESTED): nothing typed is unsent then, and closing the drawer does not stop it, so
 * the question must not say "not sent yet". An insurer that is offline answers nothing (spec 000 section 4,
 * SERVICE_OFFLINE): its screen has its own ways on, and the question is the usual one.
 */
export function closeQuestion(record: StatusRecordLike | null | undefined, claimSending = false): CloseQuestion {
  if (claimSending) return 'claim';
  return lookupPhase(record) === 'SYNC_INSURANCE' && customerFacingStatus(record) !== 'SERVICE_OFFLINE' ? 'sending' : 'unsent';
}

/**
 * Whether leaving asks first. Unsent changes ask as the view's option says (asksBeforeLeaving, spec 000 section 2). A
 * claim on its way asks on every way out, whatever the option (our reading: the spec's option is about unsent changes,
 * and this is the one moment a shopper may close to take the claim back, which closing cannot do): the question says
 * the claim goes on and where its answer will show. The footer's cancel waits meanwhile (leaveHeld), so a close is the
 * drawer's own (its close button, Escape).
 */
export function leaveAsks(option: string | null | undefined, dirty: boolean, via: LeaveVia, claimSending: boolean): boolean {
  return claimSending || asksBeforeLeaving(option, dirty, via);
}

/**
 * Whether the footer's cancel waits: while the claim is on its way it cannot be cancelled from the drawer (spec 000
 * section 4: a submitted claim is cancelled by nullifying it, once the insurer answered), so the footer offers no cancel
 * that would only close the drawer while the claim goes through.
 */
export function leaveHeld(via: LeaveVia, claimSending: boolean): boolean {
  return via === 'cancel' && claimSending;
}

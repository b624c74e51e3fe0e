// What the drawer's close confirmation asks (spec 000 section 2: only when the feature is enabled and changes exist):
// whether the shopper's answers are still unsent, or already on their way to the insurer.
import { customerFacingStatus, lookupPhase, type StatusRecordLike } from '../claim/record-status.ts';

/** The confirmation's wording: answers not sent yet, or answers being sent. */
export type CloseQuestion = 'unsent' | 'sending';

/**
 * 'sending' while the record says the insurer has the shopper's details and is answering (spec 001 section 2: the
 * member lookup's SYNC_INSURANCE, a record QUOTE_REQUESTED): nothing typed is unsent then, and closing the drawer does
 * not stop it, so the question must not say "not sent yet". An insurer that is offline answers nothing (spec 000
 * section 4, SERVICE_OFFLINE): its screen has its own ways on, and the question is the usual one.
 */
export function closeQuestion(record: StatusRecordLike | null | undefined): CloseQuestion {
  return lookupPhase(record) === 'SYNC_INSURANCE' && customerFacingStatus(record) !== 'SERVICE_OFFLINE' ? 'sending' : 'unsent';
}

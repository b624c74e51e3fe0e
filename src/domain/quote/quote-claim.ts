// What follows the shopper's acceptance (spec 000 section 4): the service submits the claim on cx-accept, and the quote
// view waits for the insurer, then says the share is applied or that the order stays at full price. It reads the
// record's customer-facing status (the spec's own mapping), never a status of its own.
import { quoteScreen } from './quote-screen.ts';
import { customerFacingStatus, type StatusRecordLike } from '../claim/record-status.ts';
import type { QuoteRecordLike } from './quote.ts';

/** Where an accepted quote's claim stands: with the insurer, accepted (the share comes off the order), or not accepted. */
export type AcceptedClaimState = 'pending' | 'accepted' | 'not-accepted';

/**
 * The claim of an accepted quote: ACCEPTED is accepted; IN_PROGRESS (CLAIM_SUBMITTED while the insurer answers) is
 * pending; any other customer-facing status (rejected, timeout retry, acknowledged-nullified, limit reached, none) is
 * not accepted, and the shopper checks out at full price.
 */
export function acceptedClaimState(record: StatusRecordLike | null | undefined): AcceptedClaimState {
  const status = customerFacingStatus(record);
  if (status === 'ACCEPTED') return 'accepted';
  return status === 'IN_PROGRESS' ? 'pending' : 'not-accepted';
}

/** Whether the poll after an acceptance may stop: the acceptance failed (the quote is no longer accepted) or the claim is no longer pending. */
export function isAcceptanceSettled(record: (QuoteRecordLike & StatusRecordLike) | null | undefined): boolean {
  return quoteScreen(record) !== 'accepted' || acceptedClaimState(record) !== 'pending';
}

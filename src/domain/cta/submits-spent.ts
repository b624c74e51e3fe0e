// Whether a claim in progress can still be sent online today (spec 000 section 8, non-retryable mode; section 9, claim
// attempts), so the call-to-action says what the drawer's result said.
import { customerFacingStatus, type StatusRecordLike } from '../claim/record-status.ts';
import { attemptsUsed, isLastAttempt, type AttemptsLike } from './cta.ts';

/** The part of a record the rule reads: its status, its attempts, and the claim the insurer last answered. */
export interface SpentRecordLike extends StatusRecordLike {
  claimData?: (NonNullable<StatusRecordLike['claimData']> & NonNullable<AttemptsLike['claimData']> & { claim?: { status?: string | null | undefined } | null | undefined }) | null | undefined;
}

/**
 * Whether the claim in progress can no longer be sent online: the day's attempts are all used (spec 000 section 9, up
 * to 3, then a 24-hour wait: isLastAttempt, as the drawer counts them) and the last one came back with an error
 * (the claim CLAIM_ERROR, the record in progress again). The drawer's result then showed the no-retry error (spec 000
 * section 8: in non-retryable mode only the no-retry set is shown, SUBMIT_CLAIM_NO_RETRY_ERROR: check out at full price
 * and claim from the insurer directly), so the call-to-action says the same, with no claim to continue and no estimate
 * of a share that will not come: a new submit could only meet the daily limit.
 */
export function submitsSpent(record: SpentRecordLike | null | undefined): boolean {
  if (!record || customerFacingStatus(record) !== 'IN_PROGRESS') return false;
  return record.claimData?.claim?.status === 'CLAIM_ERROR' && isLastAttempt(attemptsUsed(record));
}

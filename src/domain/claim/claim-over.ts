// A claim that is over, and the record the drawer's flow works on (spec 000 sections 2, 4, 5 and 7).
import { RESUME_TERMINAL_STATUSES } from '../drawer/terminal.ts';
import { liveRecordOf } from './live-record.ts';
import { holdsOrderClaim } from './one-claim.ts';
import { isNewClaimAllowed } from './record-status.ts';

/**
 * Whether a record's claim is over and a new claim may start from it: nothing is left to resume (spec 000 section 2,
 * "Some statuses are terminal"), the status does not block a new claim (spec 000 section 4, "New claim allowed"), and
 * the record does not hold its order's claim (spec 000 section 5, one claim at a time per order): a rejected, cancelled,
 * closed, refunded or invoiced claim. The service takes no change on such a record, so a new claim is a new record.
 */
export function isClaimOver(status: string | null | undefined): boolean {
  return !!status && RESUME_TERMINAL_STATUSES.has(status) && isNewClaimAllowed(status) && !holdsOrderClaim(status);
}

/**
 * The record the drawer's flow continues: none when there is no record, it is deleted, or its claim is over. With none,
 * the flow starts a record of its own (PUT claim-records, spec 000 section 7; the start view), which every later step
 * (the member lookup, the forms, the prescription) goes to; a claim that is over stays as it is, shown by the
 * call-to-action until the new record replaces it.
 */
export function recordToContinue<T extends { status?: string | null | undefined }>(record: T | null | undefined): T | null {
  const live = liveRecordOf(record);
  return live && !isClaimOver(live.status) ? live : null;
}

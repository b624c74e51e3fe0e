// One prescription's validation outcome by its status, and whether it is still to be sent for validation (spec 000
// sections 3 and 7): apart from the result rules, so the upload view loads only these.
import { prescriptionStatusGroup, sentBackForValidation } from './prescriptions.ts';

/** Where one prescription's validation stands, or all of them together ('none' when none is uploaded). */
export type ValidationOutcome = 'pending' | 'validated' | 'review' | 'rejected';

/** The part of a prescription file these rules read. */
export interface PrescriptionLike {
  id: string;
  name?: string | null | undefined;
  status?: string | null | undefined;
  rejectionReasons?: readonly string[] | null | undefined;
}

const REJECTED: readonly string[] = ['AUTO_DISAPPROVED', 'DISAPPROVED'];
const REVIEW: readonly string[] = ['FOR_REVIEW', 'IN_REVIEW'];

/**
 * One prescription's outcome, on a record of `recordStatus`. Validated and the action-required group come from
 * prescriptionStatusGroup; within action required, a refusal needs another file and FOR_REVIEW/IN_REVIEW wait for a
 * person. SENT_FOR_OCR is listed as action required for display (spec 000 section 3), but no verdict has come yet: the
 * wait goes on; so it does for a file the service sent back to be validated again (sentBackForValidation).
 */
export function prescriptionOutcome(status: string | null | undefined, recordStatus?: string | null): ValidationOutcome {
  if (sentBackForValidation(status, recordStatus)) return 'pending';
  const group = prescriptionStatusGroup(status);
  if (group === 'validated') return 'validated';
  if (group === 'action-required' && REJECTED.includes(status ?? '')) return 'rejected';
  if (group === 'action-required' && REVIEW.includes(status ?? '')) return 'review';
  return 'pending';
}

/**
 * Whether a prescription still has to be sent for validation, on a record of `recordStatus`: uploaded, of no known
 * status yet, or sent back by the service after a change of name (sentBackForValidation; spec 000 section 4).
 */
export function needsValidation(status: string | null | undefined, recordStatus?: string | null): boolean {
  return !status || status === 'UPLOADED' || sentBackForValidation(status, recordStatus);
}

/** The part of a claim record whose prescriptions are validated. */
export interface RecordWithPrescriptions {
  status?: string | null | undefined;
  prescriptions?: readonly { status?: string | null | undefined }[] | null | undefined;
}

/**
 * Whether a prescription of the record must be validated before the claim can go on (needsValidation): the review has
 * nothing to submit then, so an edit goes on to the validation rather than back to the review (spec 000 section 4).
 */
export function awaitsValidation(record: RecordWithPrescriptions | null | undefined): boolean {
  return (record?.prescriptions ?? []).some((p) => needsValidation(p.status, record?.status));
}

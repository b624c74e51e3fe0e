// The record state machine's guards: which calls each record status allows (spec 000 section 4 lists the
// statuses but not the transitions, so these are the sandbox's, written down once and used by every route).
import type { StoredRecord } from './store.ts';
import { fail, type ServiceContext } from './kit.ts';

/** Statuses of a record whose claim is finished or gone: nothing but reads and delete. */
export const FINAL: ReadonlySet<string> = new Set(['CLOSED', 'DELETED', 'DELETE_IN_PROGRESS', 'CLAIM_CLOSED', 'CLAIM_REFUNDED', 'CLAIM_INVOICED']);

/** Statuses while an insurer holds the claim: no edit, no new member, no upload. */
export const CLAIM_HELD: ReadonlySet<string> = new Set([
  'CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_RETRY_FAILED', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_REJECTED',
  'CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_NULLIFY_SENT', 'CLAIM_NULLIFIED', 'CLAIM_NULLIFY_REJECTED', 'CLAIM_NULLIFY_FAILED',
  'FOR_MANUAL_NULLIFY', 'CLAIM_NULLIFIED_MANUALLY',
]);

/** Statuses in which the member is known (lookup done, benefits read). */
export const MEMBER_KNOWN: ReadonlySet<string> = new Set([
  'INSURANCE_MEMBER_FOUND', 'NO_BENEFITS_AVAILABLE', 'READY_TO_QUOTE', 'QUOTE_REQUIRED', 'PRESCRIPTIONS_REQUIRED',
  'PRESCRIPTIONS_AUTO_APPROVED', 'PRESCRIPTIONS_APPROVED', 'PRESCRIPTIONS_DISAPPROVED', 'PRESCRIPTIONS_FOR_REVIEW',
  'PRESCRIPTIONS_IN_REVIEW', 'READY_TO_CLAIM',
]);

/** Statuses in which prescriptions may be uploaded, validated or removed (North America). */
export const PRESCRIPTION_STEP: ReadonlySet<string> = new Set([
  'INSURANCE_MEMBER_FOUND', 'PRESCRIPTIONS_REQUIRED', 'PRESCRIPTIONS_AUTO_APPROVED', 'PRESCRIPTIONS_APPROVED',
  'PRESCRIPTIONS_DISAPPROVED', 'PRESCRIPTIONS_FOR_REVIEW', 'PRESCRIPTIONS_IN_REVIEW', 'READY_TO_CLAIM',
]);

/** Whether a record is in one of these statuses. */
export const isIn = (stored: StoredRecord, statuses: ReadonlySet<string>): boolean => statuses.has(stored.record.status);

/**
 * The 409 of a call the record's status does not allow, naming the status and the action so an
 * integrator reading the network panel knows what went wrong.
 */
export function illegal(c: ServiceContext, stored: StoredRecord, action: string) {
  return fail(c, 409, 'VALIDATION_ERROR', `Cannot ${action} while the claim record is ${stored.record.status}`);
}

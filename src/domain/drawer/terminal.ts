// The statuses a drawer has nothing to resume from (spec 000 section 2, "Some statuses are terminal"), apart from the
// resume tables, so the page's inactivity count (signals/claim/inactivity.ts) reads them without the tables.

/**
 * Statuses after which nothing is left to resume (the claim is decided, being cancelled, closed, deleted, or the
 * customer is restricted): they answer the default view. Statuses in neither list (unknown ones) do the same.
 */
export const RESUME_TERMINAL_STATUSES: ReadonlySet<string> = new Set([
  'CLAIM_RETRY', 'CLAIM_RETRY_FAILED', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_REJECTED', 'CLAIM_NULLIFY_EVENT_SENT',
  'CLAIM_NULLIFY_SENT', 'CLAIM_NULLIFIED', 'CLAIM_NULLIFY_REJECTED', 'CLAIM_NULLIFY_FAILED', 'FOR_MANUAL_NULLIFY',
  'CLAIM_NULLIFIED_MANUALLY', 'CLAIM_REFUNDED', 'CLAIM_INVOICED', 'CLAIM_CLOSED', 'RESTRICTED', 'CLOSED', 'DELETED',
  'DELETE_IN_PROGRESS', 'NONE',
]);

// Whether a claim counts as cancelled (spec 000 section 4, "Nullify").

/** Statuses in which a record counts as nullified (spec 000 section 4, "Nullify"). */
const NULLIFIED_STATUSES: ReadonlySet<string> = new Set(['CLAIM_NULLIFIED', 'FOR_MANUAL_NULLIFY', 'CLAIM_NULLIFY_SENT']);

/** Whether the claim was cancelled (or its cancellation sent), so the CTA shows it as nullified. */
export function isNullified(status: string | null | undefined): boolean {
  return !!status && NULLIFIED_STATUSES.has(status);
}

/**
 * Statuses that end a cancellation without the claim leaving the cart (spec 000 section 4, "the attempt may be
 * rejected"): the insurer refused it, or a person must do it (FOR_MANUAL_NULLIFY counts as nullified for the CTA, but
 * the share stays on the cart until that person did).
 */
const NULLIFY_REFUSED: ReadonlySet<string> = new Set(['CLAIM_NULLIFY_REJECTED', 'FOR_MANUAL_NULLIFY']);

/** How a cancellation stands: still under way, cancelled (the share leaves the cart), or refused. */
export type NullifyProgress = 'pending' | 'cancelled' | 'refused';

/** Where a cancellation stands for a record status, which ends the wait for it once not pending (spec 000 section 4). */
export function nullifyProgress(status: string | null | undefined): NullifyProgress {
  if (status && NULLIFY_REFUSED.has(status)) return 'refused';
  return isNullified(status) ? 'cancelled' : 'pending';
}

/** Whether a refused nullify call says the cut-off passed on the service's clock (409 NULLIFY_EXPIRED), which decides in the end. */
export function isNullifyExpiredAnswer(failure: { status?: number | null | undefined; errorCode?: string | null | undefined }): boolean {
  return failure.status === 409 && failure.errorCode === 'NULLIFY_EXPIRED';
}

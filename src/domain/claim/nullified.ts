// Whether a claim counts as cancelled (spec 000 section 4, "Nullify").

/** Statuses in which a record counts as nullified (spec 000 section 4, "Nullify"). */
export const NULLIFIED_STATUSES: ReadonlySet<string> = new Set(['CLAIM_NULLIFIED', 'FOR_MANUAL_NULLIFY', 'CLAIM_NULLIFY_SENT']);

/** Whether the claim was cancelled (or its cancellation sent), so the CTA shows it as nullified. */
export function isNullified(status: string | null | undefined): boolean {
  return !!status && NULLIFIED_STATUSES.has(status);
}

// Which quote counts and what it means: the last quote and the insurer offline (spec 000 sections 3 and 4); the quote
// step and the insufficient balance, which only the quote view reads, are quote-step.ts, so the signed-in state stays small.

/** The part of a quote these rules read; the service may send any status, so statuses are plain strings. */
export interface QuoteLike {
  status?: string | null | undefined;
  errorType?: string | null | undefined;
  errorCode?: string | null | undefined;
  /** The service's own words on a failed quote (spec 000 section 3), shown where the catalogue says "details". */
  errorMessage?: string | null | undefined;
}

/** A quote summary: a quote with the flag that marks the latest one (spec 000 section 3). */
export interface QuoteSummaryLike extends QuoteLike {
  lastQuote?: boolean | null | undefined;
}

/** The part of claimData that carries quotes. */
export interface QuoteDataLike {
  quote?: QuoteLike | null | undefined;
  quoteSummaries?: readonly QuoteSummaryLike[] | null | undefined;
}

/** The part of a claim record the quote step reads. */
export interface QuoteRecordLike {
  status?: string | null | undefined;
  claimData?: QuoteDataLike | null | undefined;
}

/**
 * The quote the rules judge: the summary flagged lastQuote, else claimData.quote (spec 000 section 3,
 * "Summaries carry lastQuote"), so a stale current quote never hides the latest answer.
 */
export function lastQuote(claimData: QuoteDataLike | null | undefined): QuoteLike | undefined {
  if (!claimData) return undefined;
  return claimData.quoteSummaries?.find((summary) => summary.lastQuote === true) ?? claimData.quote ?? undefined;
}

/** An insurer-offline answer is a CONNECTION_ERROR with code INSURER_OFFLINE (spec 000 section 4). */
export function isInsurerOffline(quote: QuoteLike | null | undefined): boolean {
  return quote?.status === 'CONNECTION_ERROR' && quote.errorCode === 'INSURER_OFFLINE';
}

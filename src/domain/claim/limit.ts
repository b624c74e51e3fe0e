// Whether a failed call means the daily limit of online claims (spec 000 section 8, LIMIT_REACHED).

/** What the limit rule reads of a failed call: its HTTP status, the service's error code, and the call's name. */
export interface LimitFailure {
  status?: number | null | undefined;
  errorCode?: string | null | undefined;
  /** The call's name, e.g. `claim-records/{id}/claim/submit`; a quote call's bare 429 is the quote limit instead. */
  call?: string | undefined;
}

/**
 * The daily limit of online claims (spec 000 section 8: "LIMIT_REACHED (daily limit of online claims)"): the service's
 * LIMIT_REACHED code on any call, or a 429 (Too Many Requests) with no code of its own. A 429 with another code is that
 * code's (REQUEST_QUOTE_RESTRICTED is the daily quote limit), and so is a bare 429 of a quote call (quote-problem.ts
 * reads it as REQUEST_QUOTE_RESTRICTED).
 */
export function isDailyClaimLimit({ status, errorCode, call }: LimitFailure): boolean {
  if (errorCode === 'LIMIT_REACHED') return true;
  return status === 429 && !errorCode && !call?.includes('/quote/');
}

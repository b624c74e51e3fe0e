// The errors of the API client: a failed call, and which failures another try may cure.

/** What else an ApiError says besides its status. */
export interface ApiErrorFlags {
  aborted?: boolean | undefined;
  sessionExpired?: boolean | undefined;
  cause?: unknown;
}

/**
 * A call that failed: the HTTP status (0 when no answer came) and the service's error type and
 * code. The message names the call (`GET claim-records/{id}`), never an id, token or personal value.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The service answered 504 or the client stopped waiting (spec 000 section 9: 504 is a timeout). */
  readonly timeout: boolean;
  /** The caller's signal cancelled the call (status 0); never reported as a timeout. */
  readonly aborted: boolean;
  /** A 401 again after a fresh token: the session is over (spec 000 section 8). */
  readonly sessionExpired: boolean;
  constructor(readonly call: string, readonly status: number, readonly errorType?: string, readonly errorCode?: string, flags: ApiErrorFlags = {}) {
    const what = flags.aborted ? 'was aborted' : `failed${status ? ` with ${status}` : ''}`;
    super(`${call} ${what}${errorType ? ` (${errorType})` : ''}`, flags.cause === undefined ? undefined : { cause: flags.cause });
    this.timeout = status === 504;
    this.aborted = flags.aborted === true;
    this.sessionExpired = flags.sessionExpired === true;
  }
}

/** Whether another try may succeed: no answer or a 5xx; never a 4xx, an abort, an expired session or a ContractError. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && !error.aborted && !error.sessionExpired && (error.status === 0 || error.status >= 500);
}

/** The error of a call the caller's signal cancelled. */
export const aborted = (label: string): ApiError => new ApiError(label, 0, undefined, undefined, { aborted: true });

// A quote request whose answer did not come back (spec 000 sections 7 to 9): POST quote/request-new is not idempotent,
// so after a timeout (504), a cut connection or an unreadable answer the widget reads the record and goes by what it
// says. A request that reached the service is followed; only one that did not is sent again.
import { mayHaveMovedOn } from '../drawer/flow-nav.ts';
import { lastQuote, type QuoteRecordLike } from './quote.ts';
import type { QuoteCallFailure } from './quote-problem.ts';
import { quoteScreen, type QuoteScreen } from './quote-screen.ts';

/** The screens that still ask for a quote: a record showing one of them holds no request that reached the service. */
const ASKING: ReadonlySet<QuoteScreen> = new Set(['request', 'refused']);

/**
 * Whether a failed request may have reached the service all the same, so the record must be read before anything is
 * shown or sent again: the answer was lost (no answer, a timeout, a 5xx, an unreadable body: what another try may
 * cure) or the service refused because the record's state had moved on (mayHaveMovedOn: a 409, e.g. a lost request
 * that landed since).
 */
export function mayHaveReached(failure: QuoteCallFailure): boolean {
  return failure.retryable || mayHaveMovedOn(failure);
}

/** What a quote request changes on a record: its status, the last quote's status, and how many quotes it holds. */
const quoteMark = (record: QuoteRecordLike | null | undefined): string =>
  JSON.stringify([record?.status ?? null, lastQuote(record?.claimData)?.status ?? null, record?.claimData?.quoteSummaries?.length ?? 0]);

/**
 * Whether the record read after a request whose answer was lost shows that the request reached the service: the
 * record no longer asks for a quote (a request in flight, or the insurer's answer: approved, offline, a refusal with
 * a problem) and its quote changed since `before`, the record as it was when the request was sent. The same problem
 * as before is the earlier answer, not this request's.
 */
export function requestReached(before: QuoteRecordLike | null | undefined, after: QuoteRecordLike | null | undefined): boolean {
  return !ASKING.has(quoteScreen(after)) && quoteMark(before) !== quoteMark(after);
}

// Which screen the quote view shows for a record (spec 000 section 4, "Quote step derivation", with the in-between
// states the step leaves to the view: a request in flight, the e-mail retry, a refusal, a problem to explain).
import { quoteAnswerProblem } from './quote-problem.ts';
import { lastQuote, type QuoteRecordLike } from './quote.ts';
import { quoteAwaited, quoteStep } from './quote-step.ts';
import type { AcceptedClaimState } from './quote-claim.ts';

/** A screen of the quote view. */
export type QuoteScreen = 'request' | 'waiting' | 'approved' | 'refused' | 'offline' | 'opted-in' | 'accepted' | 'cancelled' | 'problem';

/**
 * The screen for a record. The quote step decides first (ACCEPTED, SUBMIT, OFFLINE); within REQUEST: a record still
 * QUOTE_REQUESTED is a request in flight (waiting, polled); QUOTE_PENDING is the retry the shopper opted in to by
 * e-mail (spec 000 section 4 makes it SERVICE_OFFLINE; the insurer answers later, so it is not asked again); a last
 * quote with a problem shows it; a quote the shopper refused says so; anything else asks for a quote.
 */
export function quoteScreen(record: QuoteRecordLike | null | undefined): QuoteScreen {
  const step = quoteStep(record);
  if (step === 'CANCELLED') return 'cancelled';
  if (step === 'ACCEPTED') return 'accepted';
  if (step === 'SUBMIT') return 'approved';
  if (step === 'OFFLINE') return 'offline';
  // The e-mail retry is awaited too (quoteAwaited), but by e-mail: the view says so, it does not wait.
  if (record?.status === 'QUOTE_PENDING') return 'opted-in';
  if (quoteAwaited(record)) return 'waiting';
  if (quoteAnswerProblem(record?.claimData)) return 'problem';
  if (lastQuote(record?.claimData)?.status === 'CX_REFUSED') return 'refused';
  return 'request';
}

/** Whether a poll after a request may stop: the insurer answered (anything but a request still in flight). */
export function isQuoteAnswered(record: QuoteRecordLike | null | undefined): boolean {
  return quoteScreen(record) !== 'waiting';
}

/** The quote view's heading: a screen's own, the acceptance still under way, or the problem shown (its own title). */
export type QuoteHeading = Exclude<QuoteScreen, 'problem'> | 'accepting' | 'problem';

/** What the view is doing besides the record: a request or an acceptance under way, a problem shown in place. */
export interface QuoteHeadingCall {
  requesting: boolean;
  accepting: boolean;
  problem: boolean;
}

/**
 * The heading the quote view shows (spec 000 section 4: accepted when the quote is CX_ACCEPTED or the record
 * CLAIM_ACCEPTED). The shopper reads "accepted" only once the claim is accepted (customer-facing ACCEPTED, spec 000
 * section 4): while the acceptance call runs or the insurer still answers the claim it submits, the acceptance is in
 * progress; a claim that was not accepted goes back to the quote, whose problem the view explains. A request in
 * flight says so. A problem shown is the heading (spec 000 section 8): it names what stops the shopper, never a
 * request that cannot be made ("Ask for your quote" over an exhausted pot) or the screen it replaced ("Quote refused"
 * over the day's limit).
 */
export function quoteHeading(screen: QuoteScreen, claim: AcceptedClaimState | null, call: QuoteHeadingCall): QuoteHeading {
  if (call.requesting) return 'waiting';
  if (call.accepting) return 'accepting';
  if (call.problem) return 'problem';
  if (screen === 'accepted') return claim === 'accepted' ? 'accepted' : claim === 'pending' ? 'accepting' : 'approved';
  return screen === 'problem' ? 'request' : screen;
}

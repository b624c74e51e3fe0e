// The error catalogue as rules: the drawer's error modals (spec 000 section 8; spec 001 section 8). Who caused an error is
// error-cause.ts, apart, so the analytics of every widget do not carry the drawer's modal table.
import { ERROR_CONTEXTS, type ErrorContext } from './claim/status.ts';

/** The look of a modal: warning (the shopper can still go on), error (something failed), info (what happens next). */
export type ModalTone = 'warning' | 'error' | 'info';
/** The buttons a modal may show; closing clears the error (spec 000 section 8), and afterResult says where a submit's goes. */
export type ModalAction = 'close' | 'proceed-to-checkout' | 'back-to-form' | 'ok' | 'try-again';
/** What the modal body carries besides the title: a message, an ordered list of hints, or the service's error details. */
export type ModalBody = 'message' | 'hints' | 'details';

/** How the drawer shows one error context. */
export interface ErrorModal {
  tone: ModalTone;
  body: ModalBody;
  /** Buttons in display order, primary first. */
  actions: readonly ModalAction[];
}

/**
 * Every error context's modal. The spec's "Modal behaviour" fixes LIMIT_REACHED, CLAIM_ACKNOWLEDGED, TIMEOUT_RETRY,
 * SUBMIT_CLAIM_NO_RETRY_ERROR, REQUEST_QUOTE_ERROR, SUBMIT_QUOTE_ERROR, REQUEST_QUOTE_RESTRICTED,
 * SUBMIT_QUOTE_NO_RETRY_ERROR and INSUFFICIENT_COVERAGE ("or" read as both buttons); the rest are our choice:
 * fixable input goes back to the form, failed calls offer a try again, final outcomes let the shopper check out.
 */
export const ERROR_MODALS: Readonly<Record<Exclude<ErrorContext, 'NONE'>, ErrorModal>> = {
  LIMIT_REACHED: { tone: 'warning', body: 'message', actions: ['close'] },
  CLAIM_ACKNOWLEDGED: { tone: 'warning', body: 'message', actions: ['proceed-to-checkout'] },
  TIMEOUT_RETRY: { tone: 'info', body: 'hints', actions: ['close'] },
  SUBMIT_CLAIM_NO_RETRY_ERROR: { tone: 'error', body: 'message', actions: ['proceed-to-checkout'] },
  REQUEST_QUOTE_ERROR: { tone: 'error', body: 'details', actions: ['back-to-form', 'proceed-to-checkout'] },
  SUBMIT_QUOTE_ERROR: { tone: 'error', body: 'details', actions: ['back-to-form', 'proceed-to-checkout'] },
  REQUEST_QUOTE_RESTRICTED: { tone: 'warning', body: 'message', actions: ['proceed-to-checkout', 'ok'] },
  SUBMIT_QUOTE_NO_RETRY_ERROR: { tone: 'error', body: 'message', actions: ['proceed-to-checkout', 'ok'] },
  INSUFFICIENT_COVERAGE: { tone: 'warning', body: 'message', actions: ['proceed-to-checkout', 'ok'] },
  CLAIM_REJECTED: { tone: 'error', body: 'message', actions: ['proceed-to-checkout', 'close'] },
  CLAIM_ACKNOWLEDGED_NULLIFIED: { tone: 'warning', body: 'message', actions: ['proceed-to-checkout', 'close'] },
  TOO_MANY_ATTEMPTS: { tone: 'warning', body: 'message', actions: ['close'] },
  // Our choice: the insurer's own words say which information was missing, invalid or not accepted.
  INSURER_ERROR: { tone: 'error', body: 'details', actions: ['back-to-form', 'close'] },
  INSURANCE_MEMBER_NOT_FOUND: { tone: 'warning', body: 'message', actions: ['back-to-form', 'close'] },
  MULTIPLE_INSURANCE_MEMBERS_FOUND: { tone: 'warning', body: 'message', actions: ['back-to-form', 'close'] },
  REFUSE_QUOTE_ERROR: { tone: 'error', body: 'message', actions: ['try-again', 'close'] },
  TIME_EXCEEDED_ERROR: { tone: 'error', body: 'message', actions: ['try-again', 'close'] },
  GENERIC_ERROR: { tone: 'error', body: 'message', actions: ['try-again', 'close'] },
};

/**
 * The contexts still shown in non-retryable mode (spec 000 section 8): exactly those whose modal offers no
 * way to retry (no back-to-form, no try-again), since a retry is what that mode forbids.
 */
export const NO_RETRY_CONTEXTS: ReadonlySet<ErrorContext> = new Set([
  'LIMIT_REACHED', 'CLAIM_ACKNOWLEDGED', 'TIMEOUT_RETRY', 'SUBMIT_CLAIM_NO_RETRY_ERROR', 'REQUEST_QUOTE_RESTRICTED',
  'SUBMIT_QUOTE_NO_RETRY_ERROR', 'INSUFFICIENT_COVERAGE', 'CLAIM_REJECTED', 'CLAIM_ACKNOWLEDGED_NULLIFIED', 'TOO_MANY_ATTEMPTS',
]);

/** A context the service or an older widget sends that we do not know is shown as GENERIC_ERROR, never dropped. */
function knownContext(context: string | null | undefined): ErrorContext {
  if (!context) return 'NONE';
  return (ERROR_CONTEXTS as readonly string[]).includes(context) ? (context as ErrorContext) : 'GENERIC_ERROR';
}

/** The modal for an error context, or null when none is shown (NONE, or a retryable context in non-retryable mode). */
export function errorModal(context: string | null | undefined, nonRetryable: boolean): ErrorModal | null {
  const known = knownContext(context);
  if (known === 'NONE' || (nonRetryable && !NO_RETRY_CONTEXTS.has(known))) return null;
  return ERROR_MODALS[known];
}

/** The no-retry context each flow falls back on when its error would offer a retry (spec 000 section 8). */
export type NoRetryContext = 'SUBMIT_CLAIM_NO_RETRY_ERROR' | 'SUBMIT_QUOTE_NO_RETRY_ERROR';

/**
 * The context a modal shows and its modal (spec 000 section 8, "In non-retryable mode only the no-retry set is shown").
 * A context outside the set is not shown as such in that mode: the spec is silent on what replaces it, and a shopper
 * told nothing would be stuck, so the flow's own no-retry error (check out at full price) is shown instead. A context
 * with no modal (NONE) answers null.
 */
export function shownError(
  context: string | null | undefined,
  nonRetryable: boolean,
  fallback: NoRetryContext,
): { context: Exclude<ErrorContext, 'NONE'>; modal: ErrorModal } | null {
  const known = knownContext(context);
  if (known === 'NONE') return null;
  const modal = errorModal(known, nonRetryable);
  return modal ? { context: known, modal } : { context: fallback, modal: ERROR_MODALS[fallback] };
}

/**
 * The service's own words (a quote's or claim's errorMessage) shown with a modal whose body carries details (spec 000
 * section 8: REQUEST_QUOTE_ERROR and SUBMIT_QUOTE_ERROR "details"); null for any other context or a blank message.
 */
export function modalDetails(context: string | null | undefined, message: string | null | undefined): string | null {
  const known = knownContext(context);
  const details = message?.trim();
  return known !== 'NONE' && ERROR_MODALS[known].body === 'details' && details ? details : null;
}

/** What a submit's result modal shows: an error context, the claim applied, or the order's claim made elsewhere. */
export type ResultShown = ErrorContext | 'ACCEPTED' | 'ORDER_ALREADY_CLAIMED';

/**
 * What closing a submit's result leaves the shopper on (spec 000 section 8, "Closing clears the error and resets to the
 * default view"; our reading for a submit, where the view a drawer opens on is the claim's): a final outcome (the claim
 * applied, the order's claim standing, or an error whose modal offers no retry, NO_RETRY_CONTEXTS) ends the flow, so
 * the drawer closes and the call-to-action shows the claim; an error the shopper can still act on (try again, edit the
 * coverage) leaves them on the review, their answers as they were. `shown` is the context the modal shows (in
 * non-retryable mode a no-retry one stands in for a retryable one).
 */
export function afterResult(shown: ResultShown): 'close-drawer' | 'review' {
  if (shown === 'ACCEPTED' || shown === 'ORDER_ALREADY_CLAIMED') return 'close-drawer';
  return NO_RETRY_CONTEXTS.has(shown) ? 'close-drawer' : 'review';
}

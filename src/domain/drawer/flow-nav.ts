// How the drawer moves between views under the page-flow configuration (spec 000 section 2): next, back (when allowed),
// edit, progress, the forms wizard's index, the unsaved-changes confirmation, and when an action meets a record that
// moved on.
import { progress, type Progress } from './progress.ts';
import { ownValue } from '../own.ts';
import type { QuoteRecordLike } from '../quote/quote.ts';
import { answersFinal } from '../claim/moved-on.ts';

// Whether the answers are final is the claim's rule, which the action runner reads too; the drawer's rules use it here.
export { answersFinal };
import { ORDER_ALREADY_CLAIMED } from '../constants.ts';

/** The part of the page-flow configuration the rules read (src/contract/insurer/configurations.ts PageFlow). */
export interface FlowLike {
  defaultView: string;
  stepCount: number;
  views: Readonly<Record<string, { next?: string | null | undefined; previous?: string | null | undefined; step?: number | null | undefined } | undefined>>;
}

/** Normal, edit (a change asked for from the review, which returns there), read-only (view-only mode). */
export type ViewMode = 'normal' | 'edit' | 'read-only';

/** The view the review's edit links come back to (spec 001 section 4, "edit (return route review-claim)"). */
export const REVIEW_VIEW = 'review';

/** The views of the forms wizard: the member lookup shows its first form, the information view the rest. */
export const WIZARD_VIEWS: readonly string[] = ['insurance-member', 'insurance-information'];

/** The view that validates the prescriptions (spec 000 section 2, validate). */
export const VALIDATE_VIEW = 'validate';

/** The French flow's quote view (spec 000 section 2, quote: request, accept or refuse a quote). */
export const QUOTE_VIEW = 'quote';

/** The insurers list (spec 000 section 2, "Eligible insurers list"). */
export const INSURERS_VIEW = 'insurers';

/**
 * Whether an edit goes on past the view to the view's next rather than back to the review: a carrier chosen is no answer
 * until the member is looked up there (spec 000 section 1: the shopper picks a carrier, then is looked up as a member),
 * so "Change insurer" on the edit's lookup form leads to that lookup, still in edit mode, whose Continue then returns.
 */
export function editGoesOn(mode: ViewMode, view: string): boolean {
  return mode === 'edit' && view === INSURERS_VIEW;
}

/**
 * Whether the move from `view` to `target` stays an edit, the return route to the review going with it: a carrier chosen
 * goes on to its lookup (editGoesOn), and a changed patient or doctor name goes on to the prescription's validation
 * (spec 000 section 4: it invalidates the validated prescription), which then returns to the review the edit began from
 * rather than walk the flow on to the products the claim already has.
 */
export function editCarriedTo(mode: ViewMode, view: string, target: string): boolean {
  return editGoesOn(mode, view) || (mode === 'edit' && target === VALIDATE_VIEW);
}

/**
 * Where "continue" goes: back to the review in edit mode, else the view's next, else the flow's default view. An edit
 * that left a prescription to be validated (`toValidate`: a changed patient or doctor name sends the validated one back,
 * spec 000 section 4) goes on to the validation instead: the review would have nothing the service lets it submit. The
 * validation an edit went on to returns to the review, unless the edit cleared a product choice (`toChoose`: a prescription
 * replaced or deleted clears its products, spec 000 section 4): then on to the products, which the review needs. An
 * edit that goes on past the view (editGoesOn: a carrier chosen) goes to the view's next, the edit with it.
 */
export function nextView(flow: FlowLike, view: string, mode: ViewMode, toValidate = false, toChoose = false): string {
  const onward = ownValue(flow.views, view)?.next || flow.defaultView;
  if (mode !== 'edit' || editGoesOn(mode, view)) return onward;
  // The validation an edit went on to is the edit's last stop: its Continue returns to the review, never to itself.
  if (view === VALIDATE_VIEW) return toChoose ? onward : REVIEW_VIEW;
  return toValidate ? VALIDATE_VIEW : REVIEW_VIEW;
}

/**
 * Whether the header offers Back (spec 000 section 2, "A back button appears when allowed"): not in read-only mode (the
 * drawer shows the claim as it stands), nor once the record's answers are final (answersFinal): Back would reopen a
 * form of answers the service no longer lets the shopper change, and its Continue could only fail.
 */
export function backAllowed(mode: ViewMode, record: QuoteRecordLike | null | undefined): boolean {
  return mode !== 'read-only' && !answersFinal(record);
}

/** Where "back" goes, or null when the view has no previous one or the drawer is read-only (no back button then). */
export function previousView(flow: FlowLike, view: string, mode: ViewMode): string | null {
  if (!backAllowed(mode, null)) return null;
  if (mode === 'edit') return REVIEW_VIEW;
  return ownValue(flow.views, view)?.previous || null;
}

const stepOf = (flow: FlowLike, name: string): number => ownValue(flow.views, name)?.step ?? 0;

/**
 * Whether `view` comes after `reached` in the flow: a later step, or a later view of the same step along the views'
 * next targets. Step 1 holds the insurer list, the member lookup and the information view (the forms wizard), so the
 * step alone would count the information view as reached by a claim still at the insurer list, whose patient and
 * doctor forms have no member to show. What a page may open (open.ts) and where a reopened drawer resumes (trail.ts)
 * both ask it.
 */
export function comesAfter(flow: FlowLike, view: string, reached: string): boolean {
  const step = stepOf(flow, view);
  if (step !== stepOf(flow, reached)) return step > stepOf(flow, reached);
  const seen = new Set<string>();
  for (let at = ownValue(flow.views, reached)?.next; at && !seen.has(at) && stepOf(flow, at) === step; at = ownValue(flow.views, at)?.next) {
    if (at === view) return true;
    seen.add(at);
  }
  return false;
}

/**
 * Step X of Y for a view (spec 000 section 2): its configured step, moved by the forms wizard's index inside the
 * wizard and by the step offset after it (the views whose step is past the wizard's). A wizard screen that answers
 * later pages of the wizard on its own (the member found asking the doctor) shows the step of the last one it answers.
 */
export function viewProgress(flow: FlowLike, view: string, forms: number, formIndex: number, answeredThrough = 0): Progress {
  const step = ownValue(flow.views, view)?.step ?? 0;
  const wizardStep = Math.max(0, ...WIZARD_VIEWS.map((name) => ownValue(flow.views, name)?.step ?? 0));
  const inWizard = WIZARD_VIEWS.includes(view);
  const page = inWizard ? Math.max(formIndex, answeredThrough) : 0;
  return progress({ step, stepCount: flow.stepCount, forms, afterForms: !inWizard && wizardStep > 0 && step > wizardStep, formIndex: page });
}

/** What moves the forms wizard (spec 001 section 4): next, previous, or a reset on completion, delete, nullify or submit. */
export type WizardEvent = 'next' | 'previous' | 'reset';

/** The wizard's index after an event, kept within its forms (0 to count - 1). */
export function wizardIndex(index: number, event: WizardEvent, count: number): number {
  if (event === 'reset' || count <= 0) return 0;
  const moved = index + (event === 'next' ? 1 : -1);
  return Math.min(Math.max(moved, 0), count - 1);
}

/** A view's unsaved-changes option (spec 000 section 2): none, cancel or close app. */
export type UnsavedOption = 'NONE' | 'CANCEL' | 'CLOSE_APP';

/** How the shopper leaves: the footer's cancel, or closing the drawer (its close button, Escape). */
export type LeaveVia = 'cancel' | 'close';

/**
 * Whether leaving asks first (spec 000 section 2: only when the feature is enabled and changes exist): CANCEL asks
 * when the footer's cancel leaves, CLOSE_APP on any way out, NONE never. An unknown option asks on any way out,
 * since leaving unsent answers unnoticed is the worse mistake. Nothing typed is dropped either way: the question
 * only says the answers are not sent yet.
 */
export function asksBeforeLeaving(option: string | null | undefined, dirty: boolean, via: LeaveVia): boolean {
  if (!dirty || !option || option === 'NONE') return false;
  return option !== 'CANCEL' || via === 'cancel';
}

// An action that meets a record whose state moved on (spec 000 section 4 lists the statuses, not the transitions: the
// service refuses a call the record's status no longer allows, with a 409). The shopper's other tab accepted the quote,
// refused it or asked for a new one: what the drawer shows is out of date, and its action is not a failure to report.

/** How a call failed: the HTTP status (0 without an answer) and the service's code. */
export interface RefusedCall {
  status?: number | null | undefined;
  errorCode?: string | null | undefined;
}

/**
 * Whether a failed call may mean the record moved on, so it is read again: the service refused the transition (409).
 * A 409 with a meaning of its own is not: the order's claim held by another record (ORDER_ALREADY_CLAIMED, spec 000
 * section 5) leaves this record where it was, and has its own words.
 */
export function mayHaveMovedOn(failure: RefusedCall): boolean {
  return failure.status === 409 && failure.errorCode !== ORDER_ALREADY_CLAIMED;
}

/**
 * Whether the record read again after a refused call shows another state than the one the shopper acted on (a screen of
 * the view, such as the quote's "approved"): then that state is the answer, shown as it is, not a failure a try again
 * would only repeat. The same state means the refusal was about something else, and is reported.
 */
export function movedOn(failure: RefusedCall, actedOn: string, now: string): boolean {
  return mayHaveMovedOn(failure) && actedOn !== now;
}

/**
 * The views that ask the shopper for answers on the way to the review: the carrier, the member lookup, the forms, the
 * prescriptions, their check and the products. The review and the quote follow their own sending to the insurer's
 * answer; the intro, the entries and the error view ask nothing of the record.
 */
const ANSWER_VIEWS: readonly string[] = [INSURERS_VIEW, ...WIZARD_VIEWS, 'select-prescription', VALIDATE_VIEW, 'select-product', 'change-product'];

/**
 * Whether the drawer leaves the view shown for where the claim now stands: its answers became final since the record
 * shown before (answersFinal: the claim sent from the shopper's other tab, or its quote accepted there), learnt by a
 * refused call read again (src/domain/claim/moved-on.ts) or by the tab catching up, while the view still asks for
 * answers the service no longer takes; its Continue could only fail.
 */
export function sentMeanwhile(view: string, before: QuoteRecordLike | null | undefined, now: QuoteRecordLike | null | undefined): boolean {
  return ANSWER_VIEWS.includes(view) && !!before && !answersFinal(before) && answersFinal(now);
}


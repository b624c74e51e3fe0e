// Where the drawer's Back goes and where a reopened drawer resumes (spec 000 section 2: next and previous targets,
// the forms wizard's pages, edit mode returning to the review, the last path kept for the session).
import { backAllowed, comesAfter, previousView, QUOTE_VIEW, REVIEW_VIEW, WIZARD_VIEWS, type FlowLike, type ViewMode } from './flow-nav.ts';
import { ownValue } from '../own.ts';
import { lookupPhase } from '../claim/record-status.ts';
import type { QuoteRecordLike } from '../quote/quote.ts';
import { quoteAwaited } from '../quote/quote-step.ts';

/** One screen the shopper saw: a view and, in the forms wizard, its page (0 for every other view). */
export interface Place {
  readonly view: string;
  readonly form: number;
  /**
   * The member view's lookup form the shopper filled in, which the member found then replaced on the same view: a screen
   * of its own on the way back (LOOKUP_FORM).
   */
  readonly lookup?: boolean;
}

/**
 * The lookup form of the member view as the shopper saw it before the member found (or its no-benefits answer) took its
 * place: Back from the found member shows it again, with what was typed, rather than skip past it to the insurers list.
 */
export const LOOKUP_FORM: Place = { view: WIZARD_VIEWS[0] ?? 'insurance-member', form: 0, lookup: true };

/**
 * Views the shopper passes through without answering anything: the entry views, the error view and the animations
 * while the service works. Back never returns to one and a reopened drawer never resumes on one.
 */
export const PASSING_VIEWS: readonly string[] = ['login-redirect', 'start', 'resume', 'loading', 'error', 'validate'];

/**
 * The screen a view and the forms wizard's index make: the information view shows the wizard from its second page (the
 * member lookup shows the first), so its page counts; every other view is one screen.
 */
export function placeFor(view: string, formIndex: number): Place {
  return { view, form: view === WIZARD_VIEWS[1] ? Math.max(1, formIndex) : 0 };
}

/** Whether two places are one screen: the same view and page, the lookup form apart from the member found. */
export const samePlace = (a: Place, b: Place): boolean => a.view === b.view && a.form === b.form && !!a.lookup === !!b.lookup;
const same = samePlace;

/**
 * The screens Back walks through after a forward move from `from` to `to` in the view's `mode`: the path the shopper
 * took, in order, `from` joining it unless it is a passing view, each screen once at its latest place and never the one
 * shown, so Back retraces the path without showing a screen twice (the member view left for the insurers list and come
 * back to with another carrier: Back shows the list, then what came before). An edit's return to the review closes the
 * edit (spec 000 section 2, "edit (returns to review)"): the way back is again the one the review had.
 */
export function trailAfter(trail: readonly Place[], from: Place, to: Place, mode: ViewMode = 'normal'): Place[] {
  const seen = PASSING_VIEWS.includes(from.view) || same(from, to) ? [...trail] : [...trail.filter((place) => !same(place, from)), from];
  const at = seen.findIndex((place) => same(place, to));
  if (mode === 'edit' && to.view === REVIEW_VIEW && at >= 0) return seen.slice(0, at);
  return seen.filter((place) => !same(place, to));
}

/**
 * Where Back goes from `here`, or null when the view has no back (spec 000 section 2: "a back button appears when
 * allowed"; none in read-only mode, nor on a record whose answers are final: backAllowed; nor while the member lookup or
 * the quote the view waits for is on its way: lookupHeldBack, quoteHeldBack). The screen the shopper saw before comes
 * first; with none (the drawer reopened on this view) the flow's previous target does, and going back into the forms
 * wizard lands on its last page, the wizard walking back one page at a time. `quoteWorking`: the quote view's call or
 * wait is under way in this drawer (a request, an acceptance, a refusal).
 */
export function backPlace(
  trail: readonly Place[],
  flow: FlowLike,
  here: Place,
  mode: ViewMode,
  forms: number,
  record?: QuoteRecordLike | null,
  quoteWorking = false,
): Place | null {
  const target = backTarget(trail, flow, here, mode, forms, record);
  return target && (lookupHeldBack(flow, here, target, record) || quoteHeldBack(here, record, quoteWorking)) ? null : target;
}

/**
 * Whether Back from the quote view waits for the quote: a request the insurer has yet to answer (quoteAwaited, asked in
 * this tab or another, or retried by e-mail), or the view's own call still under way (`working`: a request the service may not have yet, an
 * acceptance, a refusal). Back leads to the forms, whose Continue would change the answers under the request the insurer
 * is pricing (or the claim being accepted), while the wait goes on unseen behind them; the drawer's close stays.
 */
function quoteHeldBack(here: Place, record: QuoteRecordLike | null | undefined, working: boolean): boolean {
  return here.view === QUOTE_VIEW && (working || quoteAwaited(record));
}

/**
 * Whether Back from the member view's lookup still with the insurer (SYNC_INSURANCE) would lead past it (the review an
 * edit began on): only the member view waits for the answer, so that screen would show the last lookup's benefits and
 * take a submit the record refuses until the insurer answers. The insurers list before it stays open: another carrier
 * chosen there ends the lookup.
 */
function lookupHeldBack(flow: FlowLike, here: Place, target: Place, record: QuoteRecordLike | null | undefined): boolean {
  const memberView = WIZARD_VIEWS[0] ?? 'insurance-member';
  return here.view === memberView && lookupPhase(record) === 'SYNC_INSURANCE' && comesAfter(flow, target.view, memberView);
}

function backTarget(trail: readonly Place[], flow: FlowLike, here: Place, mode: ViewMode, forms: number, record: QuoteRecordLike | null | undefined): Place | null {
  if (!backAllowed(mode, record)) return null;
  const previous = previousView(flow, here.view, mode);
  if (!previous) return null;
  const seen = trail.at(-1);
  if (seen) return seen;
  if (mode === 'edit') return { view: REVIEW_VIEW, form: 0 };
  const [memberView, informationView] = WIZARD_VIEWS;
  if (here.view === informationView && here.form > 1) return { view: here.view, form: here.form - 1 };
  if (previous === informationView) return { view: previous, form: Math.max(1, forms - 1) };
  if (previous === memberView) return { view: previous, form: 0 };
  return { view: previous, form: 0 };
}

/**
 * Where a reopened drawer resumes (spec 000 section 2, "last path"): the screen the shopper was last on, unless the
 * claim has not reached it (comesAfter, the rule a page's open follows: it was nullified, cancelled or decided since,
 * elsewhere, or went back to the insurer list, a view of the information view's own step), it comes before the claim's steps
 * (the intro: a shopper who had a claim resumes the claim) or it is a passing view; then the view the record's status
 * resumes on. Once the answers are final (`final`: the claim sent, the quote accepted, perhaps in another tab) an
 * earlier screen is a form that could not be saved: the view the record resumes on shows where the claim stands.
 */
export function resumePlace(last: Place | null, resumed: string, flow: FlowLike, final = false, answered = false): Place {
  if (final) return { view: resumed, form: 0 };
  const step = (view: string) => ownValue(flow.views, view)?.step ?? 0;
  const known = last && !PASSING_VIEWS.includes(last.view) && ownValue(flow.views, last.view) !== undefined && step(last.view) > 0;
  // A record that has the answer of the view it resumes on (`answered`: the member found) has let the shopper go on to
  // the view after it, whose answers are not saved yet: the patient and doctor pages after the member found.
  const reached = (answered && ownValue(flow.views, resumed)?.next) || resumed;
  if (known && !comesAfter(flow, last.view, reached) && !PASSING_VIEWS.includes(resumed)) return last;
  return { view: resumed, form: 0 };
}

/** The drawer's base: the host's base path, which may end in a slash, followed by /direct-billing (spec 000 section 2). */
export function drawerBase(hostPath: string): string {
  return `${hostPath.replace(/\/+$/, '')}/direct-billing`;
}

/** The drawer's location path of a place: the view's path, and the wizard's page as a query when past the first. */
export function placePath(base: string, place: Place): string {
  return `${base}/${place.view}${place.form > 0 ? `?form=${place.form}` : ''}`;
}

/**
 * The place a kept path names, whatever page's base it was kept under (the claim is the cart's, so the shopper comes
 * back to it from any page), or null for anything else.
 */
export function placeOfPath(path: string | null): Place | null {
  const match = /\/direct-billing\/([a-z-]+)(?:\?form=(\d{1,2}))?$/.exec(path ?? '');
  return match?.[1] ? { view: match[1], form: Number(match[2] ?? 0) } : null;
}

// The drawer's flow state (spec 000 section 2): the page flow, the view shown and its mode, the forms wizard and the way
// back, the global error, and the close it asks about. What the shopper typed is drafts.ts; what the drawer's live region
// says is announce.ts.
import { computed, signal } from '@preact/signals-react';
import { reaction } from '../start.ts';
import type { FormGroup, Insurer } from '../../src/contract/insurer/insurers.ts';
import type { PageFlow, ViewFlow } from '../../src/contract/insurer/configurations.ts';
import { editCarriedTo, nextView, sentMeanwhile, REVIEW_VIEW, viewProgress, WIZARD_VIEWS, wizardIndex, type LeaveVia, type ViewMode, type WizardEvent } from '../../src/domain/drawer/flow-nav.ts';
import { backPlace, LOOKUP_FORM, PASSING_VIEWS, placeFor, placePath, samePlace, trailAfter, type Place } from '../../src/domain/drawer/trail.ts';
import { LOOKUP_AGAIN } from '../../src/domain/member/lookup-screen.ts';
import { forgetLastPath, keepLastPath } from '../../src/host/session-memory.ts';
import { drawerViewOf, type DrawerView } from '../../src/domain/drawer/resume.ts';
import { sessionExpired, signedIn } from '../session/session.ts';
import { track } from '../host/notify.ts';
import { record } from '../claim/claim.ts';
import { isNullified } from '../../src/domain/claim/nullified.ts';
import { awaitsValidation } from '../../src/domain/prescription/prescription-outcome.ts';
import { productChoiceCleared } from '../../src/domain/prescription/prescription-result.ts';
import { closeDrawer, drawerTarget } from './drawer.ts';
import { drawerPath, navigateDrawer, navState, resetDrawerLocation, routeBase, view } from './drawer-route.ts';
import { ownValue } from '../../src/domain/own.ts';
import { askedPage } from '../../src/domain/drawer/tip.ts';
import { leaveAsks, leaveHeld } from '../../src/domain/drawer/close-question.ts';
import { dirty, forgetDrafts, markDirty } from './drafts.ts';
import { hush } from './announce.ts';
import { editOrigin, editRoute, isEditRoute, onwardState } from '../../src/domain/drawer/edit-route.ts';

/** The view shown and the state its navigation carried, both read from the drawer's location. */
export { navState, view };

/** The page flow of the shop's market, once loaded (GET configurations?path=insurance-flow/page-flow). */
export const pageFlow = signal<PageFlow | null>(null);
/** Whether the drawer was opened view-only (spec 000 section 2, open-drawer's viewOnly). */
const viewOnly = signal(false);
/** The chosen insurer, and the forms of its wizard (its own, else its provider's default forms). */
export const insurer = signal<Insurer | null>(null);
/** The pages of the forms wizard, in order; their count is the step offset. */
export const formGroups = signal<readonly FormGroup[]>([]);
/** The wizard's page shown. */
export const formIndex = signal(0);
/** The wizard's last page a screen of a view answers besides its own (the member found asking the doctor), by view. */
const answered = signal<{ view: DrawerView; through: number } | null>(null);
/** A failure no view can show in place: the error view shows it (spec 000 section 2, "A global error state"). */
export const flowError = signal<unknown>(null);

/**
 * Read-only when the drawer was opened view-only; edit when the navigation carries the route to return to (a change
 * asked for from the review, spec 000 section 2: "edit (returns to review)"); normal otherwise.
 */
export const viewMode = computed<ViewMode>(() => {
  if (viewOnly.value) return 'read-only';
  return isEditRoute(navState.value) ? 'edit' : 'normal';
});

/** The flow's default view (spec 000 section 2, configurable per flow); the intro when the flow names none of ours. */
export const defaultView = computed<DrawerView>(() => drawerViewOf(pageFlow.value?.defaultView) ?? 'intro');

/** The configuration of the view shown, if the flow has one. */
export const viewFlow = computed<ViewFlow | undefined>(() => ownValue(pageFlow.value?.views, view.value));

/** Step X of Y of the view shown, and whether the header shows (spec 000 section 2). */
export const stepProgress = computed(() => {
  const flow = pageFlow.value;
  // Before an insurer is chosen its forms are unknown: the market's usual count keeps "of Y" from changing under the shopper.
  const forms = formGroups.value.length || (flow?.formCount ?? 0);
  // A drawer opened read-only shows the claim as it stands, not a step of a flow the shopper is walking.
  if (!flow || viewMode.value === 'read-only') return { current: 0, max: 0, showHeader: false };
  const through = answered.value?.view === view.value ? answered.value.through : 0;
  return viewProgress(flow, view.value, forms, formIndex.value, through);
});

/** The wizard's page whose fields the screen shown asks (its help is the drawer's tip), or undefined off the wizard. */
export const pageAsked = computed<FormGroup | undefined>(() => {
  const through = answered.value?.view === view.value ? answered.value.through : 0;
  const index = askedPage(view.value, formIndex.value, through);
  return index === null ? undefined : formGroups.value[index];
});

/** The view of the forms wizard's pages after the member lookup. */
const INFORMATION = WIZARD_VIEWS[1];

/** The screens the shopper saw before the one shown, in order: Back walks them in reverse (spec 000 section 2). */
const trail = signal<readonly Place[]>([]);
// The screen last shown, as the shopper saw it: the wizard's index may already be reset for the next screen. None once
// the way back is forgotten: a screen of the drawer's last opening is no screen the shopper saw before this one's.
let shown: Place | null = null;

/** The screen shown: the view, and the wizard's page on the information view. */
export const place = computed(() => placeFor(view.value, formIndex.value));

/**
 * The quote view's call or wait is under way (signals/drawer/quote/flow-quote.ts run: a request and the insurer's answer,
 * an acceptance, a refusal): the header offers no Back meanwhile (backPlace).
 */
const quoteWorking = signal(false);

/** The quote view's work starts (true) or ends (false). */
export function markQuoteWorking(on: boolean): void {
  quoteWorking.value = on;
}

/** Where back goes from the screen shown; null hides the back button (also once the record's answers are final). */
export const backTarget = computed(() => {
  const flow = pageFlow.value;
  const forms = formGroups.value.length || (flow?.formCount ?? 0);
  return flow ? backPlace(trail.value, flow, place.value, viewMode.value, forms, record.value, quoteWorking.value) : null;
});

/** The screen the shopper is on becomes the tab's last path: the next open, after a reload too, comes back to it. */
function arrive(target: Place): void {
  shown = target;
  if (!PASSING_VIEWS.includes(target.view)) keepLastPath(placePath(routeBase.value, target));
}

/** Shows a screen: the navigation replaces, never pushes; a view of the wizard shows the place's page. */
function show(target: Place, state?: unknown): void {
  arrive(target);
  if (WIZARD_VIEWS.includes(target.view)) formIndex.value = target.form;
  navigateDrawer(drawerPath(target.view), state);
  markDirty(false);
}

/** Shows a view, moving forward: the screen left is one Back returns to. The state travels with the navigation. */
export function go(target: DrawerView, state?: unknown): void {
  const to = placeFor(target, formIndex.value);
  leave(to);
  show(to, state);
}

/** The screen shown is left for `to`, moving forward: it joins the way back (trailAfter). */
function leave(to: Place): void {
  if (shown) trail.value = trailAfter(trail.value, shown, to, viewMode.value);
}

/** Forgets the way back: a drawer entering the flow anew (opened, resumed) has none. */
export function forgetTrail(): void {
  trail.value = [];
  shown = null;
}

/**
 * The entry views, which run themselves (flow-entry.ts enter): a Continue pressed, or an answer awaited, on a view the
 * drawer has since left for one (a claim sent meanwhile resumed) goes nowhere.
 */
const ENTRY_VIEWS: readonly string[] = ['login-redirect', 'start', 'resume', 'loading'];

/**
 * Continue: the view's next, or back to the review when editing (which ends the edit); an edit that left a prescription
 * to validate (a changed name sends the validated one back, spec 000 section 4) goes on to its validation, still an
 * edit, whose Continue then returns to the review (editCarriedTo).
 */
export function next(state?: unknown): void {
  const flow = pageFlow.value;
  if (!flow || ENTRY_VIEWS.includes(view.value)) return;
  const mode = viewMode.value;
  // The navigation to the next view carries no return route: an edit ends there, unless it goes on past this view (a
  // carrier chosen is looked up first). It may carry the view's own state.
  const target = nextView(flow, view.value, mode, awaitsValidation(record.value), productChoiceCleared(record.value)) as DrawerView;
  go(target, editCarriedTo(mode, view.value, target) ? editing(state) : onward(target, state));
}

/**
 * The navigation's state with the return route to the review: what makes the view shown an edit (viewMode), with the
 * review's control the edit began from.
 */
function editing(state?: unknown): Readonly<Record<string, unknown>> {
  return editRoute(state, editOrigin(navState.value));
}

/** The state of a move on from the screen shown: the review's control an edit began from goes with it, focused on the review. */
function onward(target: string, state?: unknown): unknown {
  return onwardState(navState.value, target, state);
}

/**
 * Shows another view for what the shopper does on the one shown (the member view's "Change insurer"): an edit from the
 * review goes on there, its Continue still returning to the review; outside an edit it is a move forward like any.
 */
export function turnTo(target: DrawerView): void {
  go(target, viewMode.value === 'edit' ? editing() : undefined);
}

/**
 * Continue past a view the shopper answered on the screen shown (the doctor's page answered on the member found): the
 * view after it, or back to the review when editing (or its validation, as next). Back returns to the screen shown.
 */
export function nextAfter(passed: DrawerView): void {
  const flow = pageFlow.value;
  if (!flow) return;
  const mode = viewMode.value;
  const target = nextView(flow, passed, mode, awaitsValidation(record.value), productChoiceCleared(record.value)) as DrawerView;
  go(target, editCarriedTo(mode, passed, target) ? editing() : onward(target));
}

/** Back, when the view allows it: to the screen seen before, else the flow's previous one (spec 000 section 2). */
export function back(): void {
  const target = backTarget.value;
  if (!target) return;
  const last = trail.value.at(-1);
  if (last && samePlace(last, target)) trail.value = trail.value.slice(0, -1);
  // The lookup form the member found replaced asks the lookup again, showing what was typed (lookupAgain).
  const own = target.lookup ? { [LOOKUP_AGAIN]: true } : undefined;
  // Back inside an edit (from the insurers list to the edit's lookup form) is the edit still; Back to the review ends it.
  const editMode = viewMode.value === 'edit';
  show(target, editMode && target.view !== REVIEW_VIEW ? editing(own) : editMode ? onward(target.view) : own);
}

/**
 * The member view's lookup, sent from its form on this screen, found the member: the form joins the way back as a screen
 * of its own (LOOKUP_FORM), so Back from the member found retraces it (docs/widgets.md: Back "retraces the screens the
 * shopper saw") rather than skip to the insurers list, where the same carrier would only show the member found again.
 */
export function lookupAnswered(): void {
  trail.value = trailAfter(trail.value, LOOKUP_FORM, place.value, viewMode.value);
}

/**
 * Opens a view from the review to change it, the return route in the navigation's state: continue comes back, and the
 * review's control named `origin` (the section's edit button, by id) takes focus again there.
 */
export function edit(target: DrawerView, state?: Readonly<Record<string, unknown>>, origin: string | null = null): void {
  go(target, editRoute(state, origin));
}

/** Opens the drawer's views read-only (a view-only drawer) or not. */
export function setViewOnly(only: boolean): void {
  viewOnly.value = only;
}

/**
 * Leaves an edit begun from the review for another view than the review (new files go on to their check): the views
 * after it are no edit, but the review's control the edit began from goes on with them to the review.
 */
export function leaveEdit(target: DrawerView): void {
  go(target, onward(target));
}

/** Shows one page of the forms wizard (an edit from the review names its page). */
export function showFormPage(index: number): void {
  formIndex.value = index;
}

/** The screen shown of the view answers the wizard's pages up to this one (0: only its own); its step follows. */
export function answerPagesThrough(shownView: DrawerView, through: number): void {
  answered.value = { view: shownView, through };
}

/** Moves the forms wizard (spec 001 section 4); a page the shopper moves on from is one Back returns to. */
export function moveWizard(event: WizardEvent): void {
  const index = wizardIndex(formIndex.value, event, formGroups.value.length);
  if (event === 'next') moveWizardTo(index);
  else formIndex.value = index;
}

/**
 * Moves the forms wizard on to a later page (an edit's stop, past pages that ask nothing new: editStop); the page moved
 * on from is one Back returns to.
 */
export function moveWizardTo(index: number): void {
  if (view.value === INFORMATION) {
    const to = placeFor(INFORMATION, index);
    leave(to);
    arrive(to);
  }
  formIndex.value = index;
}

/**
 * The claim the drawer showed is gone: cancelled or deleted elsewhere (another tab, the shop), which any action on it
 * learns from the service's 404 (spec 000 section 4: a new start is allowed).
 */
export class ClaimGone extends Error {
  constructor() {
    super('the claim record is gone');
    this.name = 'ClaimGone';
  }
}

/** The error view says the claim is gone, and offers a new one, until there is a record again. */
export const claimGone = computed(() => flowError.value instanceof ClaimGone && !record.value);

/** Sends the drawer to its error view with the failure (spec 000 section 2, global error). */
export function fail(error: unknown): void {
  flowError.value = error ?? new Error('unknown failure');
  go('error');
}

/** Everything the flow holds about the shopper: on sign-out, session end, order completion, a deleted record, and in tests. */
export function resetFlow(): void {
  resetDrawerLocation();
  forgetTrail();
  forgetLastPath();
  viewOnly.value = false;
  insurer.value = null;
  formGroups.value = [];
  formIndex.value = 0;
  answered.value = null;
  forgetDrafts();
  flowError.value = null;
  hush();
  closeRequested.value = false;
}

/** The unsaved-changes confirmation asked for by a close, shown by the shell (spec 000 section 2). */
export const closeRequested = signal(false);

/**
 * A claim is on its way from this drawer: the review's submit, from the call until the insurer's answer is read. A
 * second submit is refused meanwhile (whatever pressed the button: a double click, Enter held down), the footer's cancel
 * waits and a close asks first (src/domain/drawer/close-question.ts).
 */
export const submitting = signal(false);

/** The review's submit starts (true) or ends (false). */
export function markSubmitting(on: boolean): void {
  submitting.value = on;
}

/**
 * Close or cancel: asks first when the view's option and the shopper's unsent changes call for it (spec 000 section 2),
 * or while the claim is on its way; the footer's cancel waits while it is (leaveHeld).
 */
export function requestClose(via: LeaveVia = 'close'): void {
  if (leaveHeld(via, submitting.value)) return;
  if (leaveAsks(viewFlow.value?.modal?.unsavedChanges, dirty.value, via, submitting.value)) closeRequested.value = true;
  else closeDrawer();
}

/**
 * The shopper closes the drawer (its header's close, Escape, the error view's Close) or leaves the form with the
 * footer's cancel: the page's analytics hear the press once (spec 000 section 9, CLOSE or CANCEL), then the drawer asks
 * about unsent changes as requestClose does. Once the session ended there is nothing left to ask about: it closes.
 */
export function closeByShopper(via: LeaveVia = 'close'): void {
  track(via === 'cancel' ? 'CANCEL' : 'CLOSE', 'drawerWidget', via);
  if (sessionExpired.value) closeDrawer();
  else requestClose(via);
}

/**
 * The shopper presses the Close a view offers once nothing is left to do there (a lockout, a claim the insurer holds,
 * another account's claim on the order, the retry asked of an offline insurer, a quote problem): the page's analytics
 * hear it as the header's close (spec 000 section 9, CLOSE), and the drawer closes, as nothing unsent is left to ask about.
 */
export function closeFromView(): void {
  track('CLOSE', 'drawerWidget', 'close');
  closeDrawer();
}

/** The shopper confirmed leaving with unsent changes. */
export function confirmClose(): void {
  closeRequested.value = false;
  closeDrawer();
}

/** The market's page flow, as the service configures it (spec 000 section 2). */
export function setPageFlow(flow: PageFlow): void {
  pageFlow.value = flow;
}

/** The insurer the shopper chose, or the record names. */
export function setInsurer(chosen: Insurer | null): void {
  insurer.value = chosen;
}

/** The chosen insurer's forms wizard pages. */
export function setFormGroups(groups: readonly FormGroup[]): void {
  formGroups.value = groups;
}

/** The shopper chose to stay. */
export function dismissClose(): void {
  closeRequested.value = false;
}

// Nothing of a shopper survives their sign-out or the end of their session, nor a claim that is gone (an order placed,
// a record cancelled or deleted): its answers go with it (spec 000 section 4). A claim that goes while the drawer shows
// it, whatever learnt it (a view's action meeting a 404, the tab catching up, a resume), leaves the drawer on one
// screen saying so, with a new start: never on a view of a claim that no longer is. A sign-out, an ended session, an
// order placed and the inactivity cancel close the drawer first.
let hadRecord = false;
reaction(() => {
  const has = !!record.value;
  const gone = hadRecord && !has;
  if (!signedIn.value || gone) resetFlow();
  if (signedIn.value && gone && drawerTarget.peek()) fail(new ClaimGone());
  hadRecord = has;
});

// A claim sent meanwhile (the shopper's other tab submitted it, or accepted its quote), learnt while the drawer shows a
// view that asks for answers (a call refused and the record read again, claim-kit.ts handled; the tab catching up; a
// poll), leaves that view for where the claim stands: the resume of its record, as "Continue my claim" opens it (its
// submit result, "Claim applied"), never a form whose Continue could only fail.
let shownRecord = record.peek();
reaction(() => {
  const now = record.value;
  const before = shownRecord;
  shownRecord = now;
  if (now && drawerTarget.peek() && sentMeanwhile(view.peek(), before, now)) go('resume', { id: now.id });
});

// A nullified claim starts the forms wizard over (spec 001 section 4: the index resets on nullify).
reaction(() => {
  if (isNullified(record.value?.status)) formIndex.value = 0;
});

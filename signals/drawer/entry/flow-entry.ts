// How the drawer enters the flow (spec 000 section 2): the page flow, login-redirect, start, resume and the toggle's
// loading entry; back inside the forms wizard. The 30-minute inactivity cancel is the page's (signals/claim/inactivity.ts).
import { effect } from '@preact/signals-react';
import { getPageFlow } from '../../../src/api/insurer/configurations.ts';
import { openedViewOnly, openRefusal, showsClaim } from '../../../src/domain/drawer/open.ts';
import { openingViews } from '../../../src/domain/drawer/opening.ts';
import { placeOfPath, resumePlace } from '../../../src/domain/drawer/trail.ts';
import { answersFinal } from '../../../src/domain/drawer/flow-nav.ts';
import { flowOf } from '../../../src/domain/host/flow.ts';
import { holdsOrderClaim } from '../../../src/domain/claim/one-claim.ts';
import { resumedView } from '../../../src/domain/claim/tab-return.ts';
import { recordToContinue } from '../../../src/domain/claim/claim-over.ts';
import { drawerViewOf, resumedViewAnswered, resumeView, type DrawerView } from '../../../src/domain/drawer/resume.ts';
import { recall } from '../../../src/host/session-memory.ts';
import type { ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import { config } from '../../host/config.ts';
import { closeDrawer, drawerTarget, type DrawerOptions, type DrawerTarget } from '../drawer.ts';
import { insuranceLoad, record, restricted } from '../../claim/claim.ts';
import { currentApi } from '../../claim/claim-kit.ts';
import { resumeClaim, startClaim } from '../../claim/actions.ts';
import { applyLater } from '../../toggle/toggle.ts';
import { setRouteBase } from '../drawer-route.ts';
import { defaultView, forgetTrail, go, navState, nextAfter, pageFlow, setPageFlow, setViewOnly, showFormPage, view } from '../flow.ts';
import { flowEntry } from '../../../src/domain/toggle/toggle-action.ts';
import { track } from '../../host/notify.ts';

/** Loads the market's page flow once (cached by the client too); rejects when the service cannot give it. */
export async function loadPageFlow(): Promise<void> {
  if (pageFlow.value) return;
  setPageFlow(await getPageFlow(currentApi(), config.value?.country ?? 'CA'));
}

/** The market's flow, for the resume mapping. */
const market = () => flowOf(config.value?.country ?? 'CA');

/**
 * The view a claim read resumes on (spec 000 section 2, the resume mapping): the step its record reached, the review of a
 * claim sent that holds the order (resumedView), else the flow's default view.
 */
function resumedOn(found: ClaimRecord | null): DrawerView {
  return resumedView({ mapped: resumeView(found, market(), defaultView.value), defaultView: defaultView.value, status: found?.status });
}

/**
 * The open review shows where the claim it holds now stands, as its resume opens it (resumedOn): a submit refused as the
 * claim moved on before it (another tab took its prescription away, chose another carrier) leaves the review, whose
 * Submit could only be refused again, for the step the record went back to, the drawer entering the flow anew there (no
 * way Back to that review). The view now shown, which stays the review when the claim can still be submitted there;
 * null when the drawer was closed meanwhile.
 */
export function resumeWhereItStands(): DrawerView | null {
  const now = record.peek();
  if (!drawerTarget.peek()) return null;
  if (!now || view.peek() !== 'review') return view.peek();
  const target = resumedOn(now);
  if (target === 'review') return target;
  forgetTrail();
  go(target);
  return target;
}

/** The views the drawer opening on `target` shows first, from the claim the page holds (src/domain/drawer/opening.ts). */
export function viewsOnOpening(target: DrawerTarget): DrawerView[] {
  return openingViews(target, record.peek(), market());
}

/** Resolves once the visitor's insurance state has loaded (or failed): login-redirect "waits for eligibility". */
function eligibilityLoaded(): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (insuranceLoad.value === 'loading') return;
      resolve();
      // Not from inside its own run: the effect is disposed once this run is over.
      queueMicrotask(() => stop());
    });
  });
}

/**
 * What resume reads in navigation state: the record's id, the view the page asked for and its state, and whether the
 * record is new (start made it: the last screen kept belongs to no claim of it).
 */
interface ResumeState {
  id?: unknown;
  view?: unknown;
  state?: unknown;
  fresh?: unknown;
}

/** Where the shopper last was in this tab's drawer, if a reopened drawer may go straight there (spec 000 section 9). */
function lastPlace() {
  return recall('allowDirectNavigation') === 'true' ? placeOfPath(recall('lastPath')) : null;
}

/**
 * Opens the drawer's flow on the view asked for (spec 000 section 2, open-drawer): under the page's path, in the mode
 * asked for, once the page flow is known. After a sign-in the flow's login-redirect view opens. A view of a claim
 * opens through resume, which loads the claim first. A view that cannot open now says why in one console line, and
 * the flow's default view opens instead, never view-only.
 */
export async function openOn(target: DrawerTarget, options: DrawerOptions): Promise<void> {
  setRouteBase(location.pathname);
  setViewOnly(!!options.viewOnly);
  forgetTrail();
  await loadPageFlow();
  const flow = pageFlow.value;
  if (!flow) return;
  if (target === 'login-redirect') return go(drawerViewOf(flow.loginRedirectView) ?? 'login-redirect', options.state);
  const claimView = showsClaim(target);
  if (claimView || target === 'start') await eligibilityLoaded();
  const current = record.value;
  const found = claimView ? current : null;
  const holdsOrder = target === 'start' && !!current && holdsOrderClaim(current.status);
  // The view the claim reached is the one its resume opens: a claim sent that holds the order reached its review.
  const resumed = resumedOn(found);
  // At the day's quote limit the way to a quote is refused (the switch's rule, applyLater): the intro says the limit.
  const context = { flow, hasRecord: !!found, resumed, final: answersFinal(found), viewOnly: !!options.viewOnly, holdsOrder, quoteLimit: applyLater.value };
  const refusal = openRefusal(target, context);
  if (!refusal && openedViewOnly(target, context)) {
    setViewOnly(true);
    console.warn(`[direct-billing] open("${target}"): the claim was sent, and its answers can no longer change; the drawer shows them view-only`);
  }
  if (refusal) {
    // The fallback is the flow's own start, there to be used, or the claim that stands: a view-only request was for the view refused.
    setViewOnly(false);
    const instead = holdsOrder ? 'the claim as it stands' : `"${defaultView.value}"`;
    console.warn(`[direct-billing] open("${target}"): ${refusal}; the drawer opens on ${instead}${options.viewOnly ? ', not view-only' : ''}`);
    if (holdsOrder && current) go('resume', { id: current.id } satisfies ResumeState);
    else go(defaultView.value);
  } else if (found) go('resume', { id: found.id, view: target, state: options.state } satisfies ResumeState);
  else go(target, options.state);
}

/**
 * The view the shopper comes back to on a claim they resume: the last screen they were on, if the claim is there yet
 * and its answers can still change.
 */
function resumeOn(view: DrawerView, fresh: boolean): void {
  const flow = pageFlow.value;
  const place = flow && !fresh ? resumePlace(lastPlace(), view, flow, answersFinal(record.value), resumedViewAnswered(record.value, market())) : { view, form: 0 };
  if (place.form > 0) showFormPage(place.form);
  go(drawerViewOf(place.view) ?? view);
}

/**
 * Runs an entry view (spec 000 section 2): login-redirect waits for eligibility, closes for a restricted customer and
 * goes on with the claim in progress or the default view; start creates a record and hands its id to resume; resume
 * loads it and goes to the view the page asked for, else the last screen the shopper saw, else the step reached;
 * loading (the toggle's entry) resumes the record in progress, else opens the default view. A claim that is over
 * (recordToContinue) is not in progress: the default view opens, whose flow starts a new record. Rejects on failure
 * (the error view).
 */
export async function enter(kind: DrawerView): Promise<void> {
  forgetTrail();
  if (kind === 'login-redirect') {
    await eligibilityLoaded();
    const id = recordToContinue(record.value)?.id;
    if (restricted.value) closeDrawer();
    else if (id) go('resume', { id });
    else go(defaultView.value);
  } else if (kind === 'start') {
    const created = await startClaim();
    // One order, one claim (spec 000 section 5): the cart's claim made in another tab is shown (the call-to-action), not a new flow.
    if (holdsOrderClaim(created.status)) closeDrawer();
    else go('resume', { id: created.id, fresh: true } satisfies ResumeState);
  } else if (kind === 'resume') {
    const carried = (navState.value ?? {}) as ResumeState;
    const id = typeof carried.id === 'string' ? carried.id : record.value?.id;
    const found = id ? await resumeClaim(id) : null;
    const asked = drawerViewOf(typeof carried.view === 'string' ? carried.view : null);
    if (found && asked) go(asked, carried.state);
    // A claim sent meanwhile (from another tab, before this one caught up) opens on its outcome, never a new start.
    else if (found) resumeOn(resumedOn(found), carried.fresh === true);
    // Unless the drawer moved meanwhile: a claim this tab knew that is gone (cancelled in another tab) already has it
    // say so, with a new start.
    else if (view.value === 'resume') go(defaultView.value);
  } else {
    const id = recordToContinue(record.value)?.id;
    if (id) go('resume', { id });
    else go(defaultView.value);
  }
}

/**
 * The intro's Get started, and the new claim offered where a claim went (the error view): the view after the intro,
 * unless a new claim may not start now (spec 000 section 4: a claim the insurer is still to answer, the day's limit; the
 * restricted check), where the member view says why, as the switch's entry does (flowEntry). The shopper pressed it:
 * the page's analytics hear the start (spec 000 section 9, START).
 */
export function getStarted(): void {
  track('START', 'drawerWidget', 'get-started');
  if (flowEntry(record.value, restricted.value) === 'insurance-member') go('insurance-member');
  else nextAfter('intro');
}

/**
 * Apply again from the open drawer, on a claim cancelled under it (the quote view's cancelled screen): the way on the
 * call-to-action offers a cancelled claim (startFlow: the flow's entry for the record, flowEntry), taken in the drawer
 * already open, which startFlow's opening would leave as it is. The page's analytics hear the start (spec 000 section
 * 9, START), as they do from the card.
 */
export function applyAgainHere(): void {
  track('START', 'drawerWidget', 'start-flow');
  go(flowEntry(record.value, restricted.value));
}

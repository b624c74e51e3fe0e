// How the drawer enters the flow (spec 000 section 2): the page flow, login-redirect, start, resume and the toggle's
// loading entry; back inside the forms wizard; the 30-minute inactivity cancel.
import { effect } from '@preact/signals-react';
import { getPageFlow } from '../../../src/api/insurer/configurations.ts';
import { cancelsOnInactivity } from '../../../src/domain/drawer/flow-nav.ts';
import { flowOf } from '../../../src/domain/host/flow.ts';
import { RESUME_TERMINAL_STATUSES, resumeView, type DrawerView } from '../../../src/domain/drawer/resume.ts';
import { config } from '../../host/config.ts';
import { closeDrawer } from '../drawer.ts';
import { insuranceLoad, record, restricted } from '../../claim/claim.ts';
import { currentApi } from '../../claim/claim-kit.ts';
import { cancelClaim, resumeClaim, startClaim } from '../../claim/actions.ts';
import { back, formIndex, go, moveWizard, navState, pageFlow, setPageFlow, view } from '../flow.ts';

/** Loads the market's page flow once (cached by the client too); rejects when the service cannot give it. */
export async function loadPageFlow(): Promise<void> {
  if (pageFlow.value) return;
  setPageFlow(await getPageFlow(currentApi(), config.value?.country ?? 'CA'));
}

/** The flow's default view. */
const defaultView = (): DrawerView => (pageFlow.value?.defaultView ?? 'intro') as DrawerView;

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

/** The record id carried in navigation state by start, if any. */
const carriedId = (): string | undefined => {
  const state = navState.value as { id?: unknown } | undefined;
  return typeof state?.id === 'string' ? state.id : undefined;
};

/**
 * Runs an entry view (spec 000 section 2): login-redirect waits for eligibility and closes for a restricted customer;
 * start creates a record and hands its id to resume; resume loads it and jumps to the step reached; loading (the
 * toggle's entry) resumes the record in progress, else opens the default view. Rejects on failure (the error view).
 */
export async function enter(kind: DrawerView): Promise<void> {
  if (kind === 'login-redirect') {
    await eligibilityLoaded();
    if (restricted.value) closeDrawer();
    else go(defaultView());
  } else if (kind === 'start') {
    const created = await startClaim();
    go('resume', { id: created.id });
  } else if (kind === 'resume') {
    const id = carriedId() ?? record.value?.id;
    const found = id ? await resumeClaim(id) : null;
    go(found ? resumeView(found, flowOf(config.value?.country ?? 'CA'), defaultView()) : defaultView());
  } else {
    const id = record.value?.id;
    if (id) go('resume', { id });
    else go(defaultView());
  }
}

/**
 * Back: inside the information view the forms wizard steps back a page first; leaving it for the member lookup
 * goes back to the wizard's first page, which that view shows.
 */
export function goBack(): void {
  if (view.value === 'insurance-information' && formIndex.value > 1) {
    moveWizard('previous');
    return;
  }
  if (view.value === 'insurance-information') moveWizard('reset');
  back();
}

/** After 30 minutes without a keystroke or click in the drawer: cancels a claim still being filled in, and closes. */
export async function abandonAfterInactivity(): Promise<void> {
  if (cancelsOnInactivity(record.value?.status, RESUME_TERMINAL_STATUSES)) await cancelClaim();
  closeDrawer();
}

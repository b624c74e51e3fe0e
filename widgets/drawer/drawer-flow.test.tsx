// The drawer shell under a page flow (spec 000 section 2): progress, back, close, unsaved changes, read-only mode,
// inactivity and the entry views, against the real sandbox in process. Views stand in by the shell's own error view,
// given a step by the test's page flow, so the shell is tested apart from the flow's views.
import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import Cta from '../cta/Cta.tsx';
import { drawerTarget, openDrawer, type DrawerOptions, type DrawerTarget } from '../../signals/drawer/drawer.ts';
import { insuranceLoad, record, setRestricted, setRecord } from '../../signals/claim/claim.ts';
import { formGroups, formIndex, go, pageFlow, view } from '../../signals/drawer/flow.ts';
import { drafts, setDraft } from '../../signals/drawer/drafts.ts';
import { announce, announcement, ANNOUNCEMENT_KEPT_MS } from '../../signals/drawer/announce.ts';
import { logout, orderComplete, sessionError, startClaim } from '../../signals/claim/actions.ts';
import { refreshRecord } from '../../signals/drawer/submit/flow-submit.ts';
import type { PageFlow } from '../../src/contract/insurer/configurations.ts';
import type { DrawerView } from '../../src/domain/drawer/resume.ts';
import { INACTIVITY_CANCEL_MS } from '../../src/domain/constants.ts';
import { watchInactivity } from '../../signals/claim/inactivity.ts';
import { hostEvents } from '../../signals/host/events.ts';
import { signedInVisitor } from '../../test/component/setup.ts';
import type { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { timesReadable, timesSaid, watchLiveRegions } from '../../test/component/said.ts';

let sandbox: ReturnType<typeof sandboxFetch>;

/** A four-step flow whose error view stands at step 2, after the forms wizard, with a back and unsaved-changes option. */
function flowWith(error: PageFlow['views'][string]): PageFlow {
  return {
    defaultView: 'intro',
    stepCount: 4,
    views: { intro: { next: 'insurers', step: 0 }, 'insurance-information': { step: 1 }, error },
  };
}

beforeEach(async () => {
  sandbox = await signedInVisitor();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The header's close button (the error view standing in has a Close of its own). */
function headerClose(): HTMLElement | null {
  const header = document.querySelector<HTMLElement>('.drawer-header');
  return header ? within(header).queryByRole('button', { name: 'Close' }) : null;
}

function open(target: DrawerTarget, options?: DrawerOptions): void {
  render(<DrawerHost />);
  act(() => openDrawer(target, null, options));
}

describe('drawer header (spec 000 §2)', () => {
  it('shows Step X of Y with the forms wizard offset once progress is above 0, and a back button when allowed', async () => {
    pageFlow.value = flowWith({ step: 2, previous: 'intro', showSteps: true });
    formGroups.value = [
      { id: 'member', titleKey: 'm', fields: [] },
      { id: 'patient', titleKey: 'p', fields: [] },
      { id: 'doctor', titleKey: 'd', fields: [] },
    ];
    open('error');
    expect(await screen.findByRole('progressbar', { name: 'Step\u00a04\u00a0of\u00a06' })).toBeTruthy();
    expect(screen.getAllByText('Step 4 of 6').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Apply your vision insurance' });
    // The step display is gone (the live region may still hold what it last said, which is never shown).
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('says the step once: as the progress bar’s name, the words shown hidden from screen readers; the live region lets it go once read', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    pageFlow.value = flowWith({ step: 2, previous: 'intro', showSteps: true });
    open('error');
    await screen.findByRole('progressbar', { name: 'Step\u00a02\u00a0of\u00a04' });
    const region = document.querySelector('dialog [aria-live="polite"]');
    await waitFor(() => expect(region?.textContent).toBe('Step\u00a02\u00a0of\u00a04'));
    act(() => void vi.advanceTimersByTime(ANNOUNCEMENT_KEPT_MS));
    expect(region?.textContent).toBe('');
    expect(timesReadable('Step\u00a02\u00a0of\u00a04')).toBe(1);
    expect(screen.getAllByText('Step 2 of 4')).toHaveLength(1);
  });

  it('a newer announcement keeps its own time in the live region: the older one’s clearing does not cut it short', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    announce('prescription.png uploaded.', 'outcome');
    vi.advanceTimersByTime(ANNOUNCEMENT_KEPT_MS - 1000);
    expect(announcement.value).toBe('prescription.png uploaded.');
    announce('Your prescription is validated.', 'outcome');
    vi.advanceTimersByTime(2000);
    expect(announcement.value).toBe('Your prescription is validated.');
    vi.advanceTimersByTime(ANNOUNCEMENT_KEPT_MS);
    expect(announcement.value).toBe('');
  });

  it('closed and opened again, its live region says nothing of the visit before: the last search’s count is not read on the intro', async () => {
    open('insurers');
    const region = () => document.querySelector('dialog [aria-live="polite"]')?.textContent;
    fireEvent.input(await screen.findByRole('searchbox', { name: 'Search insurers' }), { target: { value: 'tamarack' } });
    await waitFor(() => expect(region()).toBe('1 insurer shown'));
    fireEvent.click(headerClose()!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openDrawer('intro', null));
    await screen.findByRole('heading', { name: 'Apply your vision insurance' });
    expect(region()).toBe('');
  });

  it('hides the steps when the view says so, and the close button when the view hides it', async () => {
    pageFlow.value = flowWith({ step: 2, showSteps: false, hideClose: true });
    open('error');
    await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    // No step display (the live region may still hold what the test before had it say, which is never shown).
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(headerClose()).toBeNull();
  });

  it('keeps the close button in view-only mode though the view hides it: with no footer buttons it is the one way out', async () => {
    pageFlow.value = flowWith({ step: 2, hideClose: true });
    open('error', { viewOnly: true });
    await screen.findByText('View only: your claim as it stands. Nothing here can be changed.');
    expect(headerClose()).not.toBeNull();
  });

  it('has no back button and no step in view-only mode (read-only), and says the drawer is view only', async () => {
    pageFlow.value = flowWith({ step: 2, previous: 'intro', showSteps: true });
    open('error', { viewOnly: true });
    await screen.findByText('View only: your claim as it stands. Nothing here can be changed.');
    expect(screen.queryByText('Step 2 of 4')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows the view’s tooltip as a “Why we ask” disclosure, and none for a key it does not know', async () => {
    pageFlow.value = flowWith({ step: 2, tooltipKey: 'tooltip.member' });
    open('error');
    const tip = await screen.findByText('Why we ask');
    expect(tip.closest('details')?.textContent).toContain('Your insurer finds you with these details');
    act(() => {
      pageFlow.value = flowWith({ step: 2, tooltipKey: 'tooltip.unknown' });
    });
    await waitFor(() => expect(screen.queryByText('Why we ask')).toBeNull());
  });

  it('keeps “Why we ask” in the Tab order: Tab past the view’s last button reaches it, Shift+Tab from the first control comes back to it', async () => {
    pageFlow.value = flowWith({ step: 2, previous: 'intro', tooltipKey: 'tooltip.member' });
    open('error');
    const summary = await screen.findByText('Why we ask');
    const back = screen.getByRole('button', { name: 'Back' });
    const lastOfView = screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;
    /** Presses Tab (or Shift+Tab) on a control, as the drawer's trap hears it: answers whether the trap let the browser move on. */
    const tab = (from: HTMLElement, shiftKey = false): boolean => {
      from.focus();
      return fireEvent.keyDown(from, { key: 'Tab', shiftKey });
    };
    // The view's last button is not the drawer's last control: the browser moves on to the tip, not round to Back.
    expect(tab(lastOfView)).toBe(true);
    expect(document.activeElement).toBe(lastOfView);
    expect(tab(summary)).toBe(false);
    expect(document.activeElement).toBe(back);
    expect(tab(back, true)).toBe(false);
    expect(document.activeElement).toBe(summary);
    // A tip not shown (the drawer's sheet hides it on a view without fields) is no stop: Tab goes round from the view's last button.
    (summary.closest('details') as HTMLElement).style.display = 'none';
    expect(tab(lastOfView)).toBe(false);
    expect(document.activeElement).toBe(back);
  });

  it('focuses the heading of each view it shows', async () => {
    pageFlow.value = flowWith({ step: 2, previous: 'intro' });
    open('error');
    const heading = await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});

describe('unsaved-changes confirmation (spec 000 §2)', () => {
  it('closes at once without changes', async () => {
    pageFlow.value = flowWith({ step: 2, modal: { unsavedChanges: 'CLOSE_APP' } });
    open('error');
    await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    fireEvent.click(headerClose() as HTMLElement);
    expect(drawerTarget.value).toBeNull();
  });

  it('asks before closing with changes; staying keeps the drawer, closing closes, and what was typed is kept', async () => {
    pageFlow.value = flowWith({ step: 2, modal: { unsavedChanges: 'CLOSE_APP' } });
    open('error');
    await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    act(() => setDraft('patient.firstName', 'Sam'));
    fireEvent.click(headerClose() as HTMLElement);
    const confirm = await screen.findByRole('dialog', { name: 'Close for now?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close for now?' })).toBeNull());
    expect(drawerTarget.value).toBe('error');
    fireEvent.click(headerClose() as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'Close for now?' });
    expect(again.textContent).toContain('It stays here if you come back during this visit');
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    expect(drawerTarget.value).toBeNull();
    expect(drafts.value).toEqual({ 'patient.firstName': 'Sam' });
  });

  it('with the CANCEL option asks when the footer’s cancel leaves, not when the drawer is closed', async () => {
    pageFlow.value = {
      defaultView: 'intro',
      stepCount: 4,
      views: { intro: { step: 0, footer: { cancel: { labelKey: 'intro.close', kind: 'link' } }, modal: { unsavedChanges: 'CANCEL' } } },
    };
    open('intro');
    await screen.findByRole('heading', { name: 'Apply your vision insurance' });
    act(() => setDraft('referrer.lastName', 'Lee'));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close for now?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close for now?' })).toBeNull());
    fireEvent.click(headerClose() as HTMLElement);
    expect(drawerTarget.value).toBeNull();
  });

  it('never asks when the view’s option is NONE', async () => {
    pageFlow.value = flowWith({ step: 2, modal: { unsavedChanges: 'NONE' } });
    open('error');
    await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    act(() => setDraft('patient.firstName', 'Sam'));
    fireEvent.click(headerClose() as HTMLElement);
    expect(drawerTarget.value).toBeNull();
  });
});

describe('inactivity (spec 000 §4, §9: 30 minutes cancel the claim, the drawer open or closed)', () => {
  test.each([
    ['open: the drawer closes too', true],
    ['closed: the shopper left the drawer and the page alone', false],
  ])('with the drawer %s; a key restarts the count, and the shop hears no click nobody made', async (_name, opened) => {
    const created = await startClaim();
    const heard = vi.fn();
    const stop = hostEvents.on('analytics', heard);
    pageFlow.value = flowWith({ step: 2 });
    setRecord(null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    watchInactivity();
    act(() => setRecord(created));
    if (opened) open('error');
    else render(<DrawerHost />);
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_CANCEL_MS - 1000);
    });
    expect(drawerTarget.value).toBe(opened ? 'error' : null);
    // A keystroke on the page, in the drawer or not, starts the 30 minutes again.
    fireEvent.keyDown(opened ? screen.getByRole('dialog') : document.body, { key: 'a' });
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(record.value?.id).toBe(created.id);
    expect(sandbox.calls).not.toContain(`DELETE /services/direct-billing/claim-records/${created.id}`);
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_CANCEL_MS);
    });
    vi.useRealTimers();
    await waitFor(() => expect(record.value).toBeNull());
    expect(drawerTarget.value).toBeNull();
    expect(sandbox.calls).toContain(`DELETE /services/direct-billing/claim-records/${created.id}`);
    // The error view standing in for a step tells of the error it shows; no click is told.
    expect(heard.mock.calls.map(([event]) => event).filter((event) => event.action !== 'error')).toEqual([]);
    stop();
  });

  it('the call-to-action says the claim was cancelled for inactivity, announced, until a new claim starts (spec 000 §4)', async () => {
    const created = await startClaim();
    insuranceLoad.value = 'ready';
    // The card's code and words arrive first, as they have long before 30 minutes pass on a page.
    render(<Cta />);
    expect(await screen.findByRole('button', { name: 'Continue my claim' })).toBeTruthy();
    act(() => setRecord(null));
    expect(await screen.findByRole('button', { name: 'Apply vision insurance' })).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    watchInactivity();
    act(() => setRecord(created));
    await act(async () => {
      vi.advanceTimersByTime(INACTIVITY_CANCEL_MS + 1000);
    });
    vi.useRealTimers();
    await waitFor(() => expect(record.value).toBeNull());
    const said = 'Your claim was cancelled after 30 minutes without activity, and your order is at full price.';
    expect((await screen.findByText(said)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Apply vision insurance' })).toBeTruthy();
    // A new claim: the old news goes.
    act(() => setRecord(created));
    await waitFor(() => expect(screen.queryByText(said)).toBeNull());
  });

  it('a claim submitted to the insurer is not cancelled by inactivity', async () => {
    const created = await startClaim();
    setRecord(null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    watchInactivity();
    act(() => setRecord({ ...created, status: 'CLAIM_SUBMITTED' }));
    await act(async () => {
      vi.advanceTimersByTime(2 * INACTIVITY_CANCEL_MS);
    });
    vi.useRealTimers();
    expect(record.value?.status).toBe('CLAIM_SUBMITTED');
    expect(sandbox.calls).not.toContain(`DELETE /services/direct-billing/claim-records/${created.id}`);
  });
});

describe('entry views (spec 000 §2)', () => {
  it('the entry’s wait is said once, by its heading’s focus, not by a status region that came holding it (WCAG 4.1.3)', async () => {
    const opening = 'Opening your claim…';
    insuranceLoad.value = 'loading';
    const heard = watchLiveRegions();
    open('login-redirect' as DrawerTarget);
    const heading = await screen.findByRole('heading', { name: opening });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(timesSaid(opening)).toBe(1);
    heard.stop();
    expect(heard.insertedSaying.filter((text) => text.includes(opening))).toEqual([]);
    expect(heard.said.filter((text) => text.includes(opening))).toEqual([]);
  });

  it('login-redirect waits for eligibility, then opens the default view', async () => {
    insuranceLoad.value = 'loading';
    open('login-redirect' as DrawerTarget);
    await screen.findByRole('heading', { name: 'Opening your claim…' });
    act(() => {
      insuranceLoad.value = 'ready';
    });
    expect(await screen.findByRole('heading', { name: 'Apply your vision insurance' })).toBeTruthy();
  });

  it('login-redirect closes the drawer for a restricted customer', async () => {
    insuranceLoad.value = 'ready';
    setRestricted({});
    open('login-redirect' as DrawerTarget);
    await waitFor(() => expect(drawerTarget.value).toBeNull());
  });

  it('login-redirect goes on with the claim in progress: the shopper back from a sign-in resumes it', async () => {
    const created = await startClaim();
    act(() => setRecord(created));
    insuranceLoad.value = 'ready';
    open('login-redirect' as DrawerTarget);
    await waitFor(() => expect(view.value).toBe('insurers'));
    expect(record.value?.id).toBe(created.id);
  });

  it('the page flow’s loginRedirectView is the view a sign-in return opens on', async () => {
    pageFlow.value = { ...flowWith({ step: 2 }), loginRedirectView: 'intro' };
    insuranceLoad.value = 'loading';
    open('login-redirect' as DrawerTarget);
    // The configured view opens at once, without waiting for eligibility as the login-redirect view does.
    expect(await screen.findByRole('heading', { name: 'Apply your vision insurance' })).toBeTruthy();
    expect(view.value).toBe('intro');
  });

  it('start creates a record and resume opens the step it reached (a new North American record: the insurers)', async () => {
    open('start');
    await waitFor(() => expect(view.value).toBe('insurers'));
    expect(record.value?.status).toBe('CREATED');
  });

  it('loading without a record opens the default view', async () => {
    open('loading');
    expect(await screen.findByRole('heading', { name: 'Apply your vision insurance' })).toBeTruthy();
  });

  it('an unknown view shows the error view, whose try again reopens the flow', async () => {
    open('intro');
    await screen.findByRole('heading', { name: 'Apply your vision insurance' });
    // Every view of the spec is built: a view from a newer page flow stands in for one this build lacks.
    act(() => go('not-in-this-build' as DrawerView));
    expect(await screen.findByRole('heading', { name: "We’re experiencing some issues" })).toBeTruthy();
  });
});

describe('a shopper who leaves (spec 000 §4: logout, session expiry, order completion reset claim state)', () => {
  it.each([
    ['logout', () => logout()],
    ['order completion', () => orderComplete()],
  ])('%s closes the drawer and forgets what was typed', async (_name, leave) => {
    await startClaim();
    pageFlow.value = flowWith({ step: 2 });
    open('error');
    await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    act(() => setDraft('patient.firstName', 'Sam'));
    await act(async () => {
      await leave();
    });
    expect(drawerTarget.value).toBeNull();
    expect(drafts.value).toEqual({});
  });

  it('session expiry forgets what was typed, and the drawer stays to say why, focused, with the way to sign in again (spec 000 §8)', async () => {
    await startClaim();
    pageFlow.value = flowWith({ step: 2 });
    open('error');
    await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    act(() => setDraft('patient.firstName', 'Sam'));
    await act(async () => {
      await sessionError();
    });
    expect(drafts.value).toEqual({});
    const heading = await screen.findByRole('heading', { name: 'Your session has ended' });
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('heading', { name: "We’re experiencing some issues" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toBeTruthy();
    expect(drawerTarget.value).not.toBeNull();
  });

  it('a sign-out in another tab ends the session the same way: the next call finds it gone, and the drawer says so, focused, with the way to sign in again (spec 000 §7, §8)', async () => {
    await startClaim();
    pageFlow.value = flowWith({ step: 2 });
    open('error');
    await screen.findByRole('heading', { name: 'We’re experiencing some issues' });
    // The shop forgets the shopper's session, as the demo shop's sign-out in another tab does.
    for (const [id, visitor] of sandbox.state.sessions) if (visitor.registerType === 'R') sandbox.state.sessions.delete(id);
    await act(async () => {
      await refreshRecord().catch(() => undefined);
    });
    const heading = await screen.findByRole('heading', { name: 'Your session has ended' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Sign in again' })).toBeTruthy();
    expect(drawerTarget.value).not.toBeNull();
  });
});

describe('forms wizard (spec 001 §4: the index resets on nullify)', () => {
  it('goes back to the first form when the claim is nullified', async () => {
    act(() => {
      formIndex.value = 2;
      setRecord({ id: 'r1', status: 'CLAIM_NULLIFIED' });
    });
    expect(formIndex.value).toBe(0);
  });
});

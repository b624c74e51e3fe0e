// The drawer shell (spec 000 section 2): a modal side panel showing one view of the page flow at a time, each view
// fetched the first time it is shown; the header (progress, back, close), the unsaved-changes confirmation, focus and
// announcements.
import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Route, Router, Switch } from 'wouter';
import { drawerAskedAt, drawerOpener, drawerOptions, drawerTarget, takeAfterClose } from '../../signals/drawer/drawer.ts';
import { closeByShopper, closeRequested, fail, stepProgress, view } from '../../signals/drawer/flow.ts';
import { announce, announcement, hush } from '../../signals/drawer/announce.ts';
import { openOn, viewsOnOpening } from '../../signals/drawer/entry/flow-entry.ts';
import { navState, placed, resetDrawerLocation, routeBase, useDrawerLocation } from '../../signals/drawer/drawer-route.ts';
import { DRAWER_VIEWS, type DrawerView } from '../../src/domain/drawer/resume.ts';
import { focusBackTo } from '../../src/domain/drawer/edit-route.ts';
import { adoptStylesOnce } from './drawer-styles.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { onCloseRequest } from '../ui/close-request.ts';
import { t } from './drawer-strings.ts';
import { CloseConfirm, Header, SessionEnded, Skeleton, Tip } from './chrome.tsx';
import { sessionExpired } from '../../signals/session/session.ts';
import { focusHeadingWhenShown, keepFieldInSight, trapTab } from './focus.ts';
import { TABBABLE } from '../ui/modal-behind.ts';
import { widgetHome } from '../ui/keep-focus.ts';
import { useBrowserBack } from './browser-back.ts';
import { warnBeforeLeaving } from '../../signals/drawer/leave-warning.ts';
import { afterDrawerBack } from '../../signals/drawer/host-history.ts';
import { useKeepPageStill } from './page-still.ts';
import { lazyView, type LazyView, type ViewFiles, type ViewLoader } from './lazy-view.ts';
import { DrawerEstimate } from './estimate.tsx';
import { followingShown, openWith } from '../../signals/drawer/following.ts';
import { ACTION_CODE } from './action-code.ts';

/**
 * Each view's file and the files it imports that the shell's own code does not, as the build writes them in place of this
 * table (vite.config.ts, viewFiles), which names no file: in this chunk, whose name changes with each view's, and so with
 * what each imports. Outside a build (a dev server, the tests' modules) no file is asked for beside a view.
 */
const ALONG: ViewFiles = JSON.parse('{"@@drawer-view-files@@":[]}');

/** A view fetched with the files it imports (lazy-view.ts). */
const viewOf = (load: ViewLoader): LazyView => lazyView(load, { along: ALONG });

const Entry = viewOf(() => import('./entry/Entry.tsx'));
const ErrorView = lazy(() => import('./entry/ErrorView.tsx'));

/**
 * Each view, fetched as the drawer opens on it, or the first time it is shown, or, at idle, while a view it can follow is
 * shown; one whose code does not come shows the error view, which fetches it again.
 */
const VIEWS: Record<DrawerView, ComponentType | LazyView> = {
  intro: viewOf(() => import('./entry/Intro.tsx')),
  'login-redirect': Entry,
  start: Entry,
  resume: Entry,
  loading: Entry,
  insurers: viewOf(() => import('./insurer/Insurers.tsx')),
  'insurance-member': viewOf(() => import('./member/InsuranceMember.tsx')),
  'insurance-information': viewOf(() => import('./information/InsuranceInformation.tsx')),
  'select-prescription': viewOf(() => import('./prescription/SelectPrescription.tsx')),
  validate: viewOf(() => import('./prescription/Validate.tsx')),
  'select-product': viewOf(() => import('./product/SelectProduct.tsx')),
  'change-product': viewOf(() => import('./product/ChangeProduct.tsx')),
  review: viewOf(() => import('./submit/Review.tsx')),
  quote: viewOf(() => import('./quote/Quote.tsx')),
  error: ErrorView,
};

/**
 * The views after the member is found that show the estimate of the insurer's share above their content (spec 000 §9):
 * the member's own view shows it under the benefits, and the review beside Submit.
 */
const ESTIMATE_ABOVE: ReadonlySet<string> = new Set(['insurance-information', 'select-prescription', 'validate', 'select-product', 'change-product', 'quote']);

/** The view the drawer's location names, fetched on demand; a path no view has (a view this build lacks) shows the error view. */
function Routes() {
  useSignals();
  return (
    <Router hook={useDrawerLocation} base={routeBase.value}>
      <Switch>
        {DRAWER_VIEWS.map((name) => {
          const View = VIEWS[name];
          return (
            <Route key={name} path={`/${name}`}>
              <View />
            </Route>
          );
        })}
        {/* Any path at all: a path-less Route matches only under the base, and a drawer must never show nothing. */}
        <Route path={/.*/}>
          <ErrorView />
        </Route>
      </Switch>
    </Router>
  );
}

/**
 * The drawer's body: the view shown (a fault in it caught, reset with each view), the estimate above it where the view
 * shows one, and the tip. The shell keeps the same element while the view and its placing stay (useMemo: Preact and
 * React skip an element given again), so the body is rendered when they change, and by the signals its parts read, but
 * not by each render of the shell around it (the progress, the header): on a 4× slower phone a whole view rendered
 * again for nothing is what a Continue waits for once the service has answered.
 */
function Body({ shown, isPlaced, since }: { shown: DrawerView; isPlaced: boolean; since: number }) {
  useSignals();
  return (
    <ErrorBoundary key={shown} widget="drawerWidget" fallback={<p role="alert">{t('loadFailed')}</p>}>
      {ESTIMATE_ABOVE.has(shown) && <DrawerEstimate />}
      <Suspense fallback={<Skeleton since={since} />}>{isPlaced ? <Routes /> : <Skeleton since={since} />}</Suspense>
      <Tip />
    </ErrorBoundary>
  );
}

/**
 * When the view shown was asked for, from which its skeleton counts its delay. The first view after the entry (which
 * decides where the drawer opens) was asked for with the press that opened the drawer, so the wait for the drawer's own
 * code, its placing, the entry's code and the view's is one wait, whose skeleton shows once and stays (each counting
 * afresh, it showed late, vanished and came back); a later view was asked for when the shopper moved to it.
 */
function useViewAskedAt(shown: DrawerView, isPlaced: boolean): number {
  const asked = useRef<{ view: DrawerView | null; at: number }>({ view: null, at: drawerAskedAt() });
  return useMemo(() => {
    const from = asked.current.view;
    if (isPlaced && from !== shown) asked.current = { view: shown, at: from && VIEWS[from] !== Entry ? performance.now() : asked.current.at };
    return asked.current.at;
  }, [shown, isPlaced]);
}

/** Runs once the page is idle (after the view shown has rendered and answers the shopper); answers a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/**
 * While a view is shown, the code of the views that can follow it, and the code their actions and its own fetch on
 * first use, is fetched: once the shown view's own code is here, at idle, so it never delays the view the shopper is on;
 * a Continue then waits for the service only.
 */
function usePrefetchFollowing(shown: DrawerView, following: readonly DrawerView[]): void {
  useEffect(() => {
    const current = VIEWS[shown];
    if (!following.length) return undefined;
    let live = true;
    let cancel = () => {};
    const ready = 'whenLoaded' in current ? current.whenLoaded() : Promise.resolve(true);
    void ready.then((ok) => {
      if (!live || !ok) return;
      cancel = whenIdle(() => {
        for (const next of following) {
          const target = VIEWS[next];
          if ('prefetch' in target) target.prefetch();
        }
        // A failure is kept quiet: the action fetches its code again when the shopper takes it.
        for (const code of [shown, ...following].map((name) => ACTION_CODE[name])) code?.().catch(() => undefined);
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [shown, following]);
}

/**
 * The drawer's live region. A component of its own, so that what it says (cleared, then set a moment later: every view's
 * progress) re-renders this line alone, not the whole drawer and the view the shopper has just been shown.
 */
function Announcer() {
  useSignals();
  return (
    <p className="sr-only" aria-live="polite">
      {announcement.value}
    </p>
  );
}

/** Whether focus fell to nothing (the page's body) as the drawer went. */
function isLost(element: HTMLElement | null): boolean {
  const active = (element?.ownerDocument ?? document).activeElement;
  return !active || active === active.ownerDocument.body;
}

/**
 * As the drawer opens, fetches together the code of the views it shows first and of their actions (the resume's claim
 * actions), from the claim the page holds: each view's own fetch, begun beside the page flow's and the claim's calls
 * rather than after them, with the files it imports. « Voir mon devis » on a slow network waited for the entry's code,
 * then the claim, then the quote view's code and each file it imports in turn.
 */
function fetchOpening(views: readonly DrawerView[]): void {
  for (const name of views) {
    const target = VIEWS[name];
    if ('fetchEarly' in target) target.fetchEarly();
    // A failure is kept quiet: the action fetches its code again when it runs.
    ACTION_CODE[name]?.().catch(() => undefined);
  }
}

/** Opens the requested view once the page flow is known; a failure shows the error view. */
function useEnter(): void {
  useEffect(() => {
    const target = drawerTarget.value ?? 'intro';
    const views = viewsOnOpening(target);
    // What follows the entry views, fetched ahead while they are shown, is what the opening predicted.
    openWith(views);
    fetchOpening(views);
    openOn(target, drawerOptions.value).catch(fail);
  }, []);
}

/** The drawer; mounted while a target is set, unmounted (and focus given back) on close. */
export default function Drawer() {
  useSignals();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const opener = drawerOpener();
  useEnter();
  useBrowserBack();
  useEffect(() => warnBeforeLeaving(), []);
  useKeepPageStill(dialog);

  useEffect(() => {
    const element = dialog.current;
    // Where the opener lives: if the state it showed changes while the drawer is open (Apply becomes "in progress"),
    // the opener is gone on close, and focus goes to its widget's heading or first control instead of the page's top.
    const home = opener?.getRootNode() as ParentNode | undefined;
    if (element) {
      adoptStylesOnce(element);
      if (!element.open) element.showModal();
    }
    return () => {
      resetDrawerLocation();
      // What the live region said belongs to this visit; opened again, the drawer starts silent.
      hush();
      // Close before the dialog leaves the DOM: removing an open modal dialog drops focus to the
      // body in Chromium. Then give focus back to what opened it, once the views inside have let go too: a dialog
      // over a view (a submit's result) closes after this one, and would take focus back to the control under it.
      if (element?.open) element.close();
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
        else if (home) home.querySelector<HTMLElement>(`h2[tabindex="-1"],${TABBABLE}`)?.focus();
        // Opened by itself (back from a sign-in): no control led here, so the page's call-to-action or switch takes
        // focus, where the shopper would otherwise start again from the page's top. Focus put elsewhere stays.
        else if (isLost(element)) widgetHome()?.focus();
        // What the close was for (the page brought to the cart line to change) comes after focus was given back, and
        // after the Back off the drawer's history entry, whose scroll restored would undo where the page brings the shopper.
        const then = takeAfterClose();
        if (then) afterDrawerBack(then);
      });
    };
  }, [opener]);

  // Each new view: its heading takes focus, and the progress is said.
  const shown = view.value;
  const { current, max, showHeader } = stepProgress.value;
  usePrefetchFollowing(shown, followingShown.value);
  const isPlaced = placed.value;
  const ended = sessionExpired.value;
  const since = useViewAskedAt(shown, isPlaced);
  const content = useMemo(() => <Body shown={shown} isPlaced={isPlaced} since={since} />, [shown, isPlaced, since]);
  // A view shown at the end of an edit gives focus back to where the edit began (the navigation's state says where).
  useEffect(() => (body.current ? focusHeadingWhenShown(body.current, focusBackTo(navState.peek())) : undefined), [shown]);
  useEffect(() => (dialog.current ? keepFieldInSight(dialog.current) : undefined), []);
  useEffect(() => {
    if (showHeader) announce(t('progress', { current, max }), 'state');
  }, [current, max, showHeader]);

  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="db-drawer-title"
      onKeyDown={trapTab}
      onCancel={onCloseRequest(() => {
        // While the close question is open, its own Escape answers it: this one is no second press.
        if (sessionExpired.value || !closeRequested.value) closeByShopper();
      })}
    >
      <Header />
      <div className="drawer-body" ref={body}>
        {/* The session ended under the open drawer: its view goes, and the drawer says why (spec 000 section 8). */}
        {ended ? <SessionEnded /> : content}
      </div>
      <Announcer />
      <CloseConfirm dialog={dialog} />
    </dialog>
  );
}

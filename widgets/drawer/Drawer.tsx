// The drawer shell (spec 000 section 2): a modal side panel showing one view of the page flow at a time, each view a
// lazily loaded chunk; the header (progress, back, close), the unsaved-changes confirmation, focus and announcements.
import { lazy, Suspense, useEffect, useRef, type ComponentType, type KeyboardEvent, type LazyExoticComponent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { closeDrawer, drawerOpener, drawerOptions, drawerTarget } from '../../signals/drawer.ts';
import { announce, announcement, backTarget, closeRequested, fail, go, pageFlow, requestClose, stepProgress, view, viewFlow, viewMode } from '../../signals/flow.ts';
import { abandonAfterInactivity, goBack, loadPageFlow } from '../../signals/flow-entry.ts';
import { INACTIVITY_CANCEL_MS } from '../../src/domain/constants.ts';
import type { DrawerView } from '../../src/domain/resume.ts';
import { adoptStylesOnce } from './drawer-styles.ts';
import { Delayed } from '../ui/Delayed.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Confirm } from '../ui/Confirm.tsx';
import { t } from './drawer-strings.ts';

const Entry = lazy(() => import('./steps/Entry.tsx'));
const ErrorView = lazy(() => import('./steps/ErrorView.tsx'));

/** The chunk of each view; a view this build lacks shows the error view. */
const VIEWS: Partial<Record<DrawerView, LazyExoticComponent<ComponentType>>> = {
  intro: lazy(() => import('./steps/Intro.tsx')),
  'login-redirect': Entry,
  start: Entry,
  resume: Entry,
  loading: Entry,
  insurers: lazy(() => import('./steps/Insurers.tsx')),
  'insurance-member': lazy(() => import('./steps/InsuranceMember.tsx')),
  'insurance-information': lazy(() => import('./steps/InsuranceInformation.tsx')),
  'select-prescription': lazy(() => import('./steps/SelectPrescription.tsx')),
  validate: lazy(() => import('./steps/Validate.tsx')),
  'select-product': lazy(() => import('./steps/SelectProduct.tsx')),
  'change-product': lazy(() => import('./steps/ChangeProduct.tsx')),
  review: lazy(() => import('./steps/Review.tsx')),
  error: ErrorView,
};

function Skeleton() {
  return (
    <Delayed>
      <div className="skeleton" role="status">
        <span className="sr-only">{t('loading')}</span>
        <span className="bar" />
        <span className="bar" />
        <span className="bar short" />
      </div>
    </Delayed>
  );
}

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's chrome. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => !item.closest('dialog.confirm'));
  const first = items[0];
  const last = items[items.length - 1];
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (!first || !last) return;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Focuses the view's heading once its chunk has rendered it, so a screen reader reads where the shopper is. */
function focusHeadingWhenShown(body: HTMLElement): () => void {
  const focus = () => {
    const heading = body.querySelector<HTMLElement>('h3[tabindex="-1"]');
    if (!heading) return false;
    heading.focus();
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => focus() && observer.disconnect());
  observer.observe(body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The header: the drawer's title, Step X of Y once progress is above 0, back when allowed, close unless hidden. */
function Header() {
  useSignals();
  const { current, max, showHeader } = stepProgress.value;
  const steps = showHeader && viewFlow.value?.showSteps !== false;
  return (
    <div className="drawer-header">
      {backTarget.value && (
        <button type="button" className="icon" aria-label={t('back')} onClick={goBack}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <div className="drawer-title">
        <h2 id="db-drawer-title">{t('title')}</h2>
        {steps && (
          <>
            <p className="muted" id="db-drawer-progress">{t('progress', { current, max })}</p>
            <progress max={max} value={current} aria-labelledby="db-drawer-progress" />
          </>
        )}
      </div>
      {!viewFlow.value?.hideClose && (
        <button type="button" className="icon" aria-label={t('close')} onClick={() => requestClose()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** The unsaved-changes confirmation: the answers on this page are not sent yet, and stay for when the shopper comes back. */
function CloseConfirm({ dialog }: { dialog: { current: HTMLDialogElement | null } }) {
  useSignals();
  if (!closeRequested.value) return null;
  // Focus goes back to what asked to close (the close button, the footer's cancel) when the shopper stays.
  const opener = (dialog.current?.getRootNode() as ShadowRoot | Document | undefined)?.activeElement as HTMLElement | null;
  return (
    <Confirm
      id="db-close-confirm"
      title={t('closeTitle')}
      body={t('closeBody')}
      confirm={t('closeConfirm')}
      cancel={t('stay')}
      opener={opener}
      onConfirm={() => {
        closeRequested.value = false;
        closeDrawer();
      }}
      onClose={() => {
        closeRequested.value = false;
      }}
    />
  );
}

/** The view shown, in its lazy chunk. */
function ViewOf() {
  useSignals();
  const Component = VIEWS[view.value] ?? ErrorView;
  return <Component />;
}

/** Loads the page flow, then opens the requested view; a failure shows the error view. */
function useEnter(): void {
  useEffect(() => {
    viewMode.value = drawerOptions.value.viewOnly ? 'read-only' : 'normal';
    const target = drawerTarget.value ?? 'intro';
    loadPageFlow().then(
      () => go(target, drawerOptions.value.state),
      (error: unknown) => fail(error),
    );
  }, []);
}

/** Cancels the claim being filled in after 30 minutes without a key or a click in the drawer (spec 000 section 4). */
function useInactivity(dialog: { current: HTMLDialogElement | null }): void {
  useEffect(() => {
    const element = dialog.current;
    let timer = setTimeout(() => void abandonAfterInactivity(), INACTIVITY_CANCEL_MS);
    const active = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void abandonAfterInactivity(), INACTIVITY_CANCEL_MS);
    };
    const kinds = ['keydown', 'pointerdown', 'input'] as const;
    for (const kind of kinds) element?.addEventListener(kind, active);
    return () => {
      clearTimeout(timer);
      for (const kind of kinds) element?.removeEventListener(kind, active);
    };
  }, [dialog]);
}

/** The drawer; mounted while a target is set, unmounted (and focus given back) on close. */
export default function Drawer() {
  useSignals();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const opener = drawerOpener();
  useEnter();
  useInactivity(dialog);

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
      // Close before the dialog leaves the DOM: removing an open modal dialog drops focus to the
      // body in Chromium. Then give focus back to what opened it.
      if (element?.open) element.close();
      if (opener?.isConnected) opener.focus();
      else home?.querySelector<HTMLElement>(`h2[tabindex="-1"],${FOCUSABLE}`)?.focus();
    };
  }, [opener]);

  // Each new view: its heading takes focus, and the progress is said.
  const shown = view.value;
  const { current, max, showHeader } = stepProgress.value;
  useEffect(() => (body.current ? focusHeadingWhenShown(body.current) : undefined), [shown]);
  useEffect(() => {
    if (showHeader) announce(t('progress', { current, max }));
  }, [current, max, showHeader]);

  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="db-drawer-title"
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: close through our own path so state and focus stay in step.
        event.preventDefault();
        if (!closeRequested.value) requestClose();
      }}
    >
      <Header />
      <div className="drawer-body" ref={body}>
        <ErrorBoundary key={shown} fallback={<p role="alert">{t('loadFailed')}</p>}>
          <Suspense fallback={<Skeleton />}>{pageFlow.value || shown === 'error' ? <ViewOf /> : <Skeleton />}</Suspense>
        </ErrorBoundary>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement.value}
      </p>
      <CloseConfirm dialog={dialog} />
    </dialog>
  );
}

// The drawer shell: a modal side panel routed in memory, each view a lazily loaded chunk.
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useSignals } from '@preact/signals-react/runtime';
import { closeDrawer, drawerOpener, drawerTarget } from '../../signals/drawer.ts';
import { adoptStylesOnce } from './drawer-styles.ts';
import { Delayed } from '../ui/Delayed.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { t } from './drawer-strings.ts';

const Intro = lazy(() => import('./steps/Intro.tsx'));
const Start = lazy(() => import('./steps/Start.tsx'));
const ErrorView = lazy(() => import('./steps/ErrorView.tsx'));

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
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (!first || !last) return;
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The drawer; mounted while a target is set, unmounted (and focus given back) on close. */
export default function Drawer() {
  useSignals();
  const dialog = useRef<HTMLDialogElement>(null);
  const [location] = useState(() => memoryLocation({ path: `/${drawerTarget.value ?? 'intro'}` }));

  useEffect(() => {
    const element = dialog.current;
    const opener = drawerOpener();
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
  }, []);

  return (
    <dialog
      ref={dialog}
      className="drawer"
      aria-labelledby="db-drawer-title"
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: close through our own path so state and focus stay in step.
        event.preventDefault();
        closeDrawer();
      }}
    >
      <div className="drawer-header">
        <h2 id="db-drawer-title">{t('title')}</h2>
        <button type="button" className="icon" aria-label={t('close')} onClick={() => closeDrawer()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="drawer-body">
        <Router hook={location.hook}>
          <ErrorBoundary fallback={<p role="alert">{t('loadFailed')}</p>}>
            <Suspense fallback={<Skeleton />}>
              <Switch>
                <Route path="/intro" component={Intro} />
                <Route path="/start" component={Start} />
                {/* The toggle's entry views (spec 001 section 2): the loading view starts or resumes the record;
                    the insurance-member view is issue 6's, and opens on the intro until then. */}
                <Route path="/loading" component={Start} />
                <Route path="/insurance-member" component={Intro} />
                <Route component={ErrorView} />
              </Switch>
            </Suspense>
          </ErrorBoundary>
        </Router>
      </div>
    </dialog>
  );
}

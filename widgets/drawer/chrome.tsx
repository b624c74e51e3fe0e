// The drawer's chrome around the view: the header (title, progress, back, close), the skeleton, the view's tooltip
// and the unsaved-changes question.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { config } from '../../signals/host/config.ts';
import { followSignIn } from '../../signals/drawer/login-return.ts';
import { sessionExpired } from '../../signals/session/session.ts';
import { signInHref } from '../../src/domain/host/paths.ts';
import { back, backTarget, closeByShopper, closeRequested, confirmClose, dismissClose, pageAsked, stepProgress, viewFlow, viewMode } from '../../signals/drawer/flow.ts';
import { pageTipKey } from '../../src/domain/drawer/tip.ts';
import { closeQuestionShown } from '../../signals/drawer/close-question.ts';
import { Delayed } from '../ui/Delayed.tsx';
import { Confirm } from '../ui/Confirm.tsx';
import { t } from './drawer-strings.ts';
import { hasText, translator } from '../ui/i18n.ts';

/**
 * Shown while a view's code loads, once the skeleton delay has passed since the view was asked for (`since`, as
 * performance.now() tells time). The wait is one the shopper started (opening the drawer, Continue): it is said by a
 * status region on the page before its words, empty till the skeleton shows; a delay already passed as the view's code
 * is asked for brings the words a task after the region, as the drawer's announcer does.
 */
export function Skeleton({ since }: { since: number }) {
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    const later = setTimeout(() => setPlaced(true));
    return () => clearTimeout(later);
  }, []);
  return (
    <div role="status">
      <Delayed since={since}>
        <div className="skeleton">
          {placed && <span className="sr-only">{t('loading')}</span>}
          <span className="bar" />
          <span className="bar" />
          <span className="bar short" />
        </div>
      </Delayed>
    </div>
  );
}

/** The header: the drawer's title, Step X of Y once progress is above 0, back when allowed, close unless hidden. */
export function Header() {
  useSignals();
  const { current, max, showHeader } = stepProgress.value;
  // Once the session ended the steps are gone: no progress, no way back into them, and nothing unsent to ask about.
  const ended = sessionExpired.value;
  const steps = !ended && showHeader && viewFlow.value?.showSteps !== false;
  return (
    <div className="drawer-header">
      {backTarget.value && !ended ? (
        <button type="button" className="icon" aria-label={t('back')} onClick={back}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : (
        // A step withholds Back while its call is out (a quote awaited, a lookup from an edit): its place is kept, empty,
        // so the title and the step do not move sideways and back under the eye that reads them.
        steps && (
          <span className="icon back-place" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" />
          </span>
        )
      )}
      <div className="drawer-title">
        <h2 id="db-drawer-title">{t('title')}</h2>
        {viewMode.value === 'read-only' && <p className="muted">{t('viewOnly')}</p>}
        {/* Said once, as the progress bar's name: the words it shows are hidden from screen readers, which read them
            twice, as text and as the bar's name. */}
        {steps && (
          <>
            <p className="muted" id="db-drawer-progress" aria-hidden="true">
              {t('progress', { current, max })}
            </p>
            <progress max={max} value={current} aria-labelledby="db-drawer-progress" />
          </>
        )}
      </div>
      {/* A view may hide the close button, never in view-only mode: there it is the one way out (no footer buttons). */}
      {(!viewFlow.value?.hideClose || viewMode.value === 'read-only') && (
        <button type="button" className="icon" aria-label={t('close')} onClick={() => closeByShopper()}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/** The close confirmation's words for each question (src/domain/drawer/close-question.ts). */
const QUESTION_WORDS = {
  unsent: { title: 'closeTitle', body: 'closeBody', stay: 'stay' },
  sending: { title: 'sendingTitle', body: 'sendingBody', stay: 'sendingStay' },
  claim: { title: 'claimSendingTitle', body: 'claimSendingBody', stay: 'sendingStay' },
} as const;

/**
 * The unsaved-changes confirmation: the answers on this page are not sent yet, and stay for when the shopper comes back;
 * or, while they are on their way to the insurer, that closing does not stop the sending and they are kept; or, while
 * the claim is, that closing does not take it back and where its answer will show.
 */
export function CloseConfirm({ dialog }: { dialog: { current: HTMLDialogElement | null } }) {
  useSignals();
  if (!closeRequested.value) return null;
  const words = QUESTION_WORDS[closeQuestionShown.value];
  // Focus goes back to what asked to close (the close button, the footer's cancel) when the shopper stays.
  const opener = (dialog.current?.getRootNode() as ShadowRoot | Document | undefined)?.activeElement as HTMLElement | null;
  return (
    <Confirm
      id="db-close-confirm"
      title={t(words.title)}
      body={t(words.body)}
      confirm={t('closeConfirm')}
      cancel={t(words.stay)}
      opener={opener}
      onConfirm={confirmClose}
      onClose={dismissClose}
    />
  );
}

/** The surfaces of the wizard's pages' words, the member's before the later pages' (as the pages read them). */
const PAGE_SURFACES = ['forms', 'forms-later'] as const;

/** The help of a wizard page, if this build has words for it: why the page asks what it asks. */
function pageHelp(titleKey: string | undefined): string | null {
  const key = titleKey ? pageTipKey(titleKey) : null;
  const surface = key ? PAGE_SURFACES.find((name) => hasText(name, key)) : undefined;
  return key && surface ? translator<Record<string, string>>(surface)(key) : null;
}

/**
 * "Why we ask", as a disclosure: it opens by keyboard, touch and screen reader alike. On the forms wizard the help of
 * the page the screen asks (one view shows several pages: the member found asks the doctor's), else the view's tooltip
 * of the page flow (spec 000 section 2).
 */
export function Tip() {
  useSignals();
  const key = viewFlow.value?.tooltipKey;
  const text = pageHelp(pageAsked.value?.titleKey) ?? (key && t.has(key) ? t(key) : null);
  if (!text) return null;
  return (
    <details className="tip">
      <summary>{t('tip')}</summary>
      <p>{text}</p>
    </details>
  );
}

/**
 * The shop ended the session while the drawer was open (spec 000 section 8): the claim's steps are forgotten, so the
 * drawer says why they went, with the way to sign in again (back to this page, the drawer opening there) and Close.
 */
export function SessionEnded() {
  useSignals();
  const heading = useRef<HTMLHeadingElement>(null);
  // The control that had focus went with the view: the heading takes it, so the shopper hears why, not the page's top.
  useLayoutEffect(() => heading.current?.focus(), []);
  const cfg = config.value;
  return (
    <section aria-labelledby="db-session-ended">
      <h3 id="db-session-ended" ref={heading} tabIndex={-1}>
        {t('sessionEndedTitle')}
      </h3>
      <p>{t('sessionEndedBody')}</p>
      <div className="actions">
        {cfg && (
          <a className="btn" href={signInHref(cfg.signInPath, cfg.redirectParam, location)} onClick={(event) => followSignIn(event, 'drawerWidget')}>
            {t('signIn')}
          </a>
        )}
        <button type="button" className="link" onClick={() => closeByShopper()}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

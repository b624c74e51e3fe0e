// The "Use insurance benefits" switch (spec 001 sections 2 and 8): the part of the toggle every product page renders at
// once. It renders the switch for a visitor who is not signed in (or not known yet); a signed-in visitor's switch lives
// in ToggleLive, fetched apart, so the record's rules and messages never weigh on a page nobody signs in on.
import { lazy, Suspense } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { sessionExpired, signedIn, sessionStatus } from '../../signals/session/session.ts';
import { config } from '../../signals/host/config.ts';
import { signInHref } from '../../src/domain/host/paths.ts';
import { followSignIn } from '../../signals/drawer/login-return.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { withinTime } from '../ui/chunk.ts';
import { useKeepFocus } from '../ui/keep-focus.ts';
import { Disclaimers } from '../ui/Disclaimers.tsx';
import { ctaOnPage } from '../../signals/host/page-widgets.ts';
import { t } from '../loader-strings.ts';
import { Switch } from './Switch.tsx';

/**
 * Extra rules of the toggle's shadow root. The toggle keeps its own space from what follows (its hint touched the
 * call-to-action's border on a page that spaced nothing), inside its box, so the reservations of docs/layout.md hold it.
 * On the dark surface (theme.ts, --db-inset) the same height keeps the text off the surface's edges: the inset above
 * and at the sides, the space below shared with it.
 * The switch grows with the shopper's text (the browser's text size at 200 %: a 16 px thumb beside 32 px words), and
 * never shrinks below its pixels at the default size, which a shop's small root or body font would bring (em of 16 px
 * are those pixels exactly, so the reservations of docs/layout.md hold). The thumb keeps its gap to the 2 px border.
 */
export const TOGGLE_CSS = `
.toggle{display:flex;flex-wrap:wrap;align-items:center;gap:.5em 1em;padding:var(--db-inset,0px) var(--db-inset,0px) max(var(--db-inset,0px),1em - var(--db-inset,0px))}
.switch{display:inline-flex;align-items:center;gap:.75em;min-height:44px;padding:0;border:0;background:none;color:inherit;font:inherit;font-weight:600;cursor:pointer;text-align:start}
.switch[aria-disabled=true]{cursor:not-allowed;color:var(--db-muted)}
.switch[aria-busy=true]{cursor:progress}
.track{flex:none;position:relative;width:max(44px,2.75em);height:max(24px,1.5em);border-radius:max(12px,.75em);background:var(--db-surface);border:2px solid var(--db-border);transition:background .15s}
.thumb{position:absolute;top:max(2px,.25em - 2px);left:max(2px,.25em - 2px);width:max(16px,1em);height:max(16px,1em);border-radius:50%;background:var(--db-border);transition:transform .15s}
.switch[aria-checked=true] .track{background:var(--db-accent);border-color:var(--db-accent)}
.switch[aria-checked=true] .thumb{transform:translateX(max(20px,1.25em));background:var(--db-accent-ink)}
.hint{margin:0;flex-basis:100%}
@media (forced-colors:active){.track,.thumb{forced-color-adjust:none}.track{background:Canvas;border-color:CanvasText}.thumb{background:CanvasText}
.switch[aria-checked=true] .track{background:Highlight;border-color:Highlight}.switch[aria-checked=true] .thumb{background:HighlightText}
.switch[aria-disabled=true]{color:GrayText}.switch[aria-disabled=true] .track{border-color:GrayText}.switch[aria-disabled=true] .thumb{background:GrayText}}
`;

/** The signed-in toggle, given up on when its code does not come within the chunk timeout (spec 000 section 9). */
const ToggleLive = lazy(() => withinTime(import('./ToggleLive.tsx')));

/** Where the switch's hint is, for its aria-describedby. */
const HINT_ID = 'db-toggle-hint';

/**
 * The switch off and disabled, the init error saying why (spec 001 section 8): the session could not be read, or the
 * signed-in toggle's code did not come.
 */
const Unavailable = () => (
  <>
    <Switch checked={false} disabled describedBy={HINT_ID} />
    <p id={HINT_ID} className="hint error" role="alert">
      {t('initError')}
    </p>
  </>
);

/**
 * The insurance toggle: one element for every state, so focus on a control a state change takes away goes to the
 * switch (keepFocus).
 */
export default function Toggle() {
  useSignals();
  const keepFocus = useKeepFocus();
  return (
    <div ref={keepFocus} className="toggle">
      {toggleState()}
    </div>
  );
}

/** What the toggle shows in the state the session decides (read while Toggle renders, which its signals redraw). */
function toggleState() {
  const cfg = config.value;
  const status = sessionStatus.value;
  if (status === 'ready' && signedIn.value) {
    return (
      <ErrorBoundary widget="toggleWidget" fallback={<Unavailable />}>
        <Suspense fallback={<Switch checked={false} disabled busy />}>
          <ToggleLive />
        </Suspense>
      </ErrorBoundary>
    );
  }
  if (status === 'error' && cfg) return <Unavailable />;
  // An ended session says so, announced, with the same sign-in link (spec 000 section 8); once on a page, like the
  // sign-in disclaimers: the call-to-action says it when the page has one, and the switch keeps its plain sign-in hint.
  const hint = status === 'ready' ? (sessionExpired.value && !ctaOnPage.value ? 'sessionEnded' : 'toggleSignInHint') : null;
  return (
    <>
      <Switch checked={false} disabled busy={status !== 'ready' && status !== 'error'} describedBy={hint ? HINT_ID : undefined} />
      {hint && cfg && (
        <p id={HINT_ID} className="hint muted" role={hint === 'sessionEnded' ? 'status' : undefined}>
          {t(hint)}
          {/* The call-to-action's button signs in right beside it: a link here would ask the same thing twice. */}
          {!ctaOnPage.value && (
            <>
              {' '}
              <a href={signInHref(cfg.signInPath, cfg.redirectParam, location)} onClick={(event) => followSignIn(event, 'toggleWidget')}>{t('signIn')}</a>
            </>
          )}
        </p>
      )}
      {/* Said once on a page: by the call-to-action when there is one (spec 001 section 9). */}
      {hint === 'toggleSignInHint' && cfg && !ctaOnPage.value && <Disclaimers moment="sign-in" />}
    </>
  );
}

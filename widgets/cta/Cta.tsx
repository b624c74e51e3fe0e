// The call-to-action (spec 001 section 2, "CTA states"): the part every product page renders at once, for the states
// the session alone decides (checking, init error, signed out); a signed-in visitor's card lives in CtaLive, fetched
// apart, which reads the record. The cta/state configuration (spec 000 section 7) can turn the card off or hide some of
// its states (shownCtaState): a hidden state leaves the mount empty.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { sessionExpired, sessionStatus, signedIn } from '../../signals/session/session.ts';
import { startVisit } from '../../signals/session/visit.ts';
import { config } from '../../signals/host/config.ts';
import { signInHref } from '../../src/domain/host/paths.ts';
import { followSignIn } from '../../signals/drawer/login-return.ts';
import { trackError } from '../../signals/host/track.ts';
import { sessionCtaState } from '../../src/domain/cta/cta-session.ts';
import { shownCtaState } from '../../src/domain/cta/cta-config.ts';
import { ctaConfig, loadCtaConfig } from '../../signals/cta/cta-config.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { withinTime } from '../ui/chunk.ts';
import { useKeepFocus } from '../ui/keep-focus.ts';
import { Disclaimers } from '../ui/Disclaimers.tsx';
import { t } from '../loader-strings.ts';
import { Checking, Heading, InitError } from './parts.tsx';

/**
 * Extra rules of the call-to-action's shadow root. The card is the widget's surface: the dark scheme's ground on the
 * root (theme.ts) would square its rounded corners.
 */
export const CTA_CSS = `
.root{background:none}
.cta{border:1px solid var(--db-border);border-radius:var(--db-radius);padding:calc(4*var(--db-space));background:var(--db-surface)}
.cta h2{font-size:1.125em;line-height:1.3}
.cta:empty{display:none}
.cta p:empty{margin:0}
`;

/** The signed-in card, given up on when its code does not come within the chunk timeout (spec 000 section 9). */
const CtaLive = lazy(() => withinTime(import('./CtaLive.tsx')));

/**
 * The ended session's words, in a status region that is on the page before them: the signed-out card comes in place of
 * the signed-in one as the session ends, and a region inserted already holding its words is read by chance, often not
 * at all. The card cannot hold the region all along (a card the shop's configuration hides must stay empty), so the
 * words come a task after the region is shown, as the drawer's announcer sets its words, and are then said.
 */
function SessionEnded() {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const later = setTimeout(() => setSaid(t('sessionEnded')));
    return () => clearTimeout(later);
  }, []);
  return <p role="status">{said}</p>;
}

/** The call-to-action card. */
export default function Cta() {
  useSignals();
  const keepFocus = useKeepFocus();
  const cfg = config.value;
  useEffect(() => {
    if (cfg) void loadCtaConfig();
  }, [cfg]);
  const known = sessionCtaState(sessionStatus.value, signedIn.value);
  // The signed-in card applies the configuration to the states it decides (CtaLive); an empty card is not displayed.
  const state = known && shownCtaState(known, ctaConfig.value);
  // The shop's session not read is told to the shop's analytics once each time the card shows it (spec 001's analytics
  // events; spec 000 section 8, INIT_ERROR), as the signed-in card tells its own. Not by widgets/ui/use-error-shown.ts,
  // which goes with the record states' chunk: every product page would fetch it for this one call.
  const initError = !!cfg && state === 'INIT_ERROR';
  useEffect(() => {
    if (initError) trackError('ctaWidget', 'INIT_ERROR');
  }, [initError]);
  if (!cfg) return null;
  if (known && !state) return null;
  return (
    <section ref={keepFocus} className="cta" aria-labelledby="db-cta-heading" aria-busy={state === 'CHECKING'}>
      {state === 'CHECKING' ? (
        <Checking />
      ) : state === 'INIT_ERROR' ? (
        // Reading who the shopper is failed, so their insurance state never loaded either: Try again redoes both.
        <InitError retry={() => void startVisit()} />
      ) : state === 'SIGNED_OUT' ? (
        <>
          <Heading />
          {/* An ended session says so, announced, above the same sign-in action (spec 000 section 8). */}
          {sessionExpired.value ? <SessionEnded /> : <p>{t('ctaBody')}</p>}
          <a className="btn" href={signInHref(cfg.signInPath, cfg.redirectParam, location)} onClick={(event) => followSignIn(event, 'ctaWidget')}>
            {t('signIn')}
          </a>
          <Disclaimers moment="sign-in" />
        </>
      ) : (
        <ErrorBoundary widget="ctaWidget" fallback={<InitError retry={() => location.reload()} />}>
          <Suspense fallback={<Checking />}>
            <CtaLive />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}

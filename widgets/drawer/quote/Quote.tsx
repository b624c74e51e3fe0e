// The quote view of the French flow (spec 000 sections 2 and 4): request a quote with the requesting animation, the
// approved quote (the insurer's share, shipping, the remainder; accept or refuse), then the claim the service submits on
// accepting, followed to the insurer's answer and on to checkout. The offline insurer's retry, the problems and a claim
// cancelled under the view are fetched only when shown: most shoppers never see them.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { viewMode } from '../../../signals/drawer/flow.ts';
import { loadingMessages } from '../../../signals/drawer/loading-messages.ts';
import { quoteBusy, quoteCallFailure, quoteCallKind, requestNewQuote, settleAcceptedClaim, showQuoteAgain, waitForQuote } from '../../../signals/drawer/quote/flow-quote.ts';
import { QUOTE_POLLING } from '../../../src/domain/constants.ts';
import { acceptedClaimState } from '../../../src/domain/quote/quote-claim.ts';
import { quoteAnswerProblem, quoteProblemWords, shownQuoteProblem } from '../../../src/domain/quote/quote-problem.ts';
import { quoteLimitNow } from '../../../signals/claim/quote-limit.ts';
import { quoteHeading, quoteScreen, type QuoteHeading } from '../../../src/domain/quote/quote-screen.ts';
import { Animation } from '../kit/Animation.tsx';
import { Footer } from '../kit/Footer.tsx';
import { useAskFirst } from './ask-first.tsx';
import { showFromTop, useHeadingKey } from '../focus.ts';
import { addStyles } from '../../ui/add-styles.ts';
import { hasText, translator, withWords } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/quote.ts';
import type problemEn from '../../../strings/en/drawer/quote-problem.ts';
import type loadingEn from '../../../strings/en/drawer/loading.ts';

const t = translator<typeof en>('quote');
const tp = translator<typeof problemEn>('quote-problem');
const tl = translator<typeof loadingEn>('loading');
const say = (key: string): string => (hasText('loading', key) ? tl(key as keyof typeof loadingEn) : '');
const QuoteOffline = lazy(() => import('./quote-offline.tsx'));
const QuoteProblemView = lazy(() => import('./quote-problem.tsx'));
/** The cancelled claim's way on speaks the call-to-action's words (its status dictionary), which the drawer may not have. */
const QuoteCancelled = lazy(() => withWords(import('./quote-cancelled.tsx'), ['status']));
/** Fetched as soon as a quote is on its way, so the answer shows without a wait. */
const loadAmounts = () => import('./quote-amounts.tsx');
const QuoteAmounts = lazy(loadAmounts);
const CSS = `.quote dl div{padding:.25em 0}.quote .remainder{font-weight:700;border-top:1px solid currentColor}`;
const HEADINGS: Record<Exclude<QuoteHeading, 'problem'>, keyof typeof en> = {
  request: 'requestHeading', waiting: 'waitingHeading', approved: 'approvedHeading', refused: 'refusedHeading',
  offline: 'offlineHeading', 'opted-in': 'optedInHeading', accepting: 'acceptingHeading', accepted: 'acceptedHeading', cancelled: 'cancelledHeading',
};

/** Whether focus fell out of the drawer: the control that had it was taken away (to the page's body, or nowhere in its shadow root). */
function focusLost(inside: HTMLElement | null): boolean {
  const active = (inside?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
  return !active || active === inside?.ownerDocument.body;
}

/** The loading animation's messages of one kind (message-animation configuration). */
function useMessages(kind: string) {
  const [messages, setMessages] = useState<{ keys: readonly string[]; intervalMs: number }>({ keys: [], intervalMs: 0 });
  useEffect(() => void loadingMessages(kind).then(setMessages), [kind]);
  return messages;
}

/** Every screen of the quote, from the record and the call under way. */
export default function Quote() {
  useSignals();
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);
  const current = record.value;
  const busy = quoteBusy.value;
  const failure = quoteCallFailure.value;
  const screen = quoteScreen(current);
  const claim = screen === 'accepted' ? acceptedClaimState(current) : null;
  const answerProblem = screen === 'problem' ? quoteAnswerProblem(current?.claimData) : claim === 'not-accepted' ? 'SUBMIT_QUOTE_NO_RETRY_ERROR' : null;
  // A claim cancelled (in another tab) is what the view says: no problem of a call on it, nor the day's limit, stands before it.
  const problem = screen === 'cancelled' ? null : shownQuoteProblem(failure, quoteLimitNow(), answerProblem);
  const requesting = busy === 'request' || busy === 'wait' || (screen === 'waiting' && !failure);
  const accepting = busy === 'accept' || busy === 'settle' || (claim === 'pending' && !failure);
  // Opened view-only, the quote shows where it stands: nothing is requested, accepted, refused or opted into.
  const readOnly = viewMode.value === 'read-only';
  const request = useMessages('requestQuote');
  const accept = useMessages('acceptQuote');
  // The day's last quote request asks first (spec 001 §2 and §9).
  const asking = useAskFirst('request', () => void requestNewQuote());

  useEffect(() => {
    if (root.current) addStyles(root.current, CSS);
    // A view opened on a request in flight, or on a claim the insurer is still answering, follows it.
    if (screen === 'waiting') void waitForQuote();
    else if (claim === 'pending') void settleAcceptedClaim();
    // Anything else shows the record, not what an earlier showing failed with (a drawer closed on a failure and opened again).
    else void showQuoteAgain();
  }, []);
  // The control pressed to start the work (the footer's request, a problem's Try again) goes while it runs: focus would
  // fall to the page's body, where a keyboard or screen reader user is lost. The heading, which says what is under way, takes it.
  useLayoutEffect(() => {
    if (busy && focusLost(root.current)) heading.current?.focus();
  }, [busy]);
  useEffect(() => {
    if (requesting) void loadAmounts();
    // A new screen inside the view is read like a new view (the shell focuses the first one): said by its heading's
    // focus alone, never by the drawer's announcer as well, which had the approved quote's heading said twice.
    if (shown.current) showFromTop(heading.current);
    shown.current = true;
  }, [screen]);

  // A problem shows once the work that may clear it has ended; it is then the heading.
  const shownProblem = busy ? null : problem;
  const headed = quoteHeading(screen, claim, { requesting, accepting, problem: shownProblem !== null });
  const title = headed !== 'problem' ? t(HEADINGS[headed]) : shownProblem ? tp(`${quoteProblemWords(shownProblem, quoteCallKind.value)}.title`) : '';
  const headingKey = useHeadingKey(title, heading);

  return (
    // Named by the drawer's title before its heading: at the limit the call-to-action's card behind is a region named
    // « Limite quotidienne de devis atteinte » too, and two landmarks of one name cannot be told apart.
    <section ref={root} className="quote" aria-labelledby="db-drawer-title db-quote-heading">
      <h3 key={headingKey} id="db-quote-heading" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <Animation
        waiting={requesting && !problem}
        keys={request.keys}
        intervalMs={request.intervalMs}
        t={say}
        fallback={t('waitingHeading')}
        slow={tl('loading.requestQuote.slow', { minutes: QUOTE_POLLING.maxWaitMs / 60_000 })}
      />
      <Animation waiting={accepting} keys={accept.keys} intervalMs={accept.intervalMs} t={say} fallback={t('acceptingHeading')} slow={tl('loading.acceptQuote.slow')} />
      {shownProblem && (
        <Suspense fallback={null}>
          <QuoteProblemView problem={shownProblem} labelledBy="db-quote-heading" />
        </Suspense>
      )}
      {(screen === 'offline' || screen === 'opted-in') && !problem && (
        <Suspense fallback={null}>
          <QuoteOffline optedIn={screen === 'opted-in'} readOnly={readOnly} />
        </Suspense>
      )}
      {!requesting && !problem && screen === 'request' && <p>{t('requestBody')}</p>}
      {!requesting && !problem && screen === 'refused' && <p>{t('refusedBody')}</p>}
      {screen === 'cancelled' && (
        <Suspense fallback={null}>
          <QuoteCancelled />
        </Suspense>
      )}
      {(screen === 'approved' || claim === 'accepted') && !accepting && !requesting && !problem && (
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <QuoteAmounts accepted={claim === 'accepted'} readOnly={readOnly} />
        </Suspense>
      )}
      {(screen === 'request' || screen === 'refused') && !problem && !readOnly && (
        // The view says its own waits (the request's animation): a work that ends on this screen (a retry cancelled, a
        // quote refused) would otherwise be followed by the footer's « Please wait… », stale as it is said.
        <Footer busy={!!busy} waitSaid submitText={screen === 'refused' ? t('requestAgain') : undefined} noSubmit={requesting} noCancel asksFirst={asking.asks} onSubmit={asking.ask} />
      )}
      {asking.dialog}
    </section>
  );
}

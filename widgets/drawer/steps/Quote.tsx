// The quote view of the French flow (spec 000 sections 2 and 4): request a quote with the requesting animation, the
// approved quote (the insurer's share, shipping, the remainder; accept or refuse), then the claim's result as in the
// North American flow. The offline insurer's retry and the problems are lazy chunks of their own: most shoppers never see them.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim.ts';
import { config, langTag } from '../../../signals/config.ts';
import { announce } from '../../../signals/flow.ts';
import { result } from '../../../signals/flow-submit.ts';
import { proceedToCheckout } from '../../../signals/flow-result.ts';
import { loadingMessages } from '../../../signals/flow-validation.ts';
import { acceptCurrentQuote, quoteBusy, quoteCallFailure, refuseCurrentQuote, requestNewQuote, settleAcceptedClaim, shippingCounts, waitForQuote } from '../../../signals/flow-quote.ts';
import { confirmedShare, formatMoney, toMinor } from '../../../src/domain/money.ts';
import { quoteAmounts } from '../../../src/domain/quote-amounts.ts';
import { quoteAnswerProblem } from '../../../src/domain/quote-problem.ts';
import { quoteScreen, type QuoteScreen } from '../../../src/domain/quote-screen.ts';
import { isClaimPending } from '../../../src/domain/submit-outcome.ts';
import { Animation } from '../kit/Animation.tsx';
import { Footer } from '../kit/Footer.tsx';
import { addStyles } from '../../ui/add-styles.ts';
import { translator } from '../../ui/i18n.ts';
import { en, enUS, fr } from '../../../strings/quote.ts';
import { en as loadingEn, enUS as loadingEnUS, fr as loadingFr } from '../../../strings/loading.ts';

const t = translator({ en, fr, enUS });
const tl = translator({ en: loadingEn, fr: loadingFr, enUS: loadingEnUS });
const say = (key: string): string => (key in loadingEn ? tl(key as keyof typeof loadingEn) : '');
const QuoteOffline = lazy(() => import('./quote-offline.tsx'));
const QuoteProblemView = lazy(() => import('./quote-problem.tsx'));
const ResultModal = lazy(() => import('../kit/ResultModal.tsx'));
const CSS = `.quote dl div{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}.quote dd{margin:0;font-variant-numeric:tabular-nums}.quote .remainder{font-weight:700;border-top:1px solid currentColor}`;
const HEADINGS: Record<QuoteScreen, keyof typeof en> = {
  request: 'requestHeading', waiting: 'waitingHeading', approved: 'approvedHeading', refused: 'refusedHeading',
  offline: 'offlineHeading', 'opted-in': 'optedInHeading', accepted: 'acceptedHeading', problem: 'requestHeading',
};

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
  const problem = failure ?? (screen === 'problem' ? quoteAnswerProblem(current?.claimData) : null);
  const requesting = busy === 'request' || busy === 'wait' || (screen === 'waiting' && !failure);
  const accepting = busy === 'accept' || busy === 'settle';
  const request = useMessages('requestQuote');
  const accept = useMessages('acceptQuote');
  const [shipping, setShipping] = useState<boolean | 'failed' | null>(null);
  const currency = config.value?.currency ?? 'EUR';
  const money = (amount: number) => formatMoney(amount, { locale: langTag.value, currency });

  useEffect(() => {
    if (root.current) addStyles(root.current, CSS);
    // A view opened on a request in flight, or on a claim the insurer is still answering, follows it.
    if (screen === 'waiting') void waitForQuote();
    else if (screen === 'accepted' && isClaimPending(current) && !result.value) void settleAcceptedClaim();
  }, []);
  useEffect(() => {
    if (screen === 'approved' && shipping === null) shippingCounts().then(setShipping, () => setShipping('failed'));
    // A new screen inside the view is read like a new view (the shell focuses the first one).
    if (shown.current) heading.current?.focus();
    shown.current = true;
    if (screen === 'approved') announce(t('approvedHeading'));
  }, [screen]);

  const amounts = typeof shipping === 'boolean' ? quoteAmounts(current, currency, shipping) : null;
  const share = confirmedShare(current?.claimData);
  const title = requesting ? 'waitingHeading' : accepting ? 'acceptedHeading' : HEADINGS[screen];

  return (
    <section ref={root} className="quote" aria-labelledby="db-quote-heading">
      <h3 id="db-quote-heading" ref={heading} tabIndex={-1}>
        {t(title)}
      </h3>
      {requesting && !problem && <Animation keys={request.keys} intervalMs={request.intervalMs} t={say} fallback={t('waitingHeading')} />}
      {accepting && <Animation keys={accept.keys} intervalMs={accept.intervalMs} t={say} fallback={t('acceptedHeading')} />}
      {problem && !busy && (
        <Suspense fallback={null}>
          <QuoteProblemView problem={problem} />
        </Suspense>
      )}
      {(screen === 'offline' || screen === 'opted-in') && !problem && (
        <Suspense fallback={null}>
          <QuoteOffline optedIn={screen === 'opted-in'} />
        </Suspense>
      )}
      {!requesting && !problem && screen === 'request' && <p>{t('requestBody')}</p>}
      {!requesting && !problem && screen === 'refused' && <p>{t('refusedBody')}</p>}
      {screen === 'approved' && !accepting && !problem && (
        <>
          <p>{t('approvedLead')}</p>
          {shipping === 'failed' && (
            <div className="alert" role="alert">
              <p>{t('CALL_FAILED.body')}</p>
              <button type="button" className="btn secondary" onClick={() => shippingCounts().then(setShipping, () => setShipping('failed'))}>
                {t('try-again')}
              </button>
            </div>
          )}
          {typeof shipping === 'boolean' && !amounts && <p role="alert">{t('unreadable')}</p>}
          {amounts && (
            <dl>
              <div>
                <dt>{t('subtotal')}</dt>
                <dd>{money(amounts.subtotal)}</dd>
              </div>
              <div>
                <dt>{t('shipping')}</dt>
                <dd>{amounts.freeShipping ? t('freeShipping') : money(amounts.shipping)}</dd>
              </div>
              <div>
                <dt>{t('share')}</dt>
                <dd>{formatMoney(-amounts.share, { locale: langTag.value, currency, signDisplay: 'exceptZero' })}</dd>
              </div>
              <div className="remainder">
                <dt>{t('remainder')}</dt>
                <dd>{money(amounts.remainder)}</dd>
              </div>
            </dl>
          )}
          <p className="note">{t('promo')}</p>
          <div className="actions">
            <button type="button" className="btn secondary" aria-disabled={!!busy || undefined} onClick={() => void (busy || refuseCurrentQuote())}>
              {t('refuse')}
            </button>
          </div>
        </>
      )}
      {screen === 'accepted' && !accepting && !result.value && !problem && (
        <>
          <p>{share === null ? t('acceptedNoAmount') : t('acceptedBody', { amount: money(toMinor(share, currency)) })}</p>
          <div className="actions">
            <button type="button" className="btn" onClick={proceedToCheckout}>
              {t('checkout')}
            </button>
          </div>
        </>
      )}
      {(screen === 'request' || screen === 'refused' || screen === 'approved') && !problem && (
        <Footer
          busy={!!busy}
          submitText={screen === 'approved' ? t('accept') : screen === 'refused' ? t('requestAgain') : undefined}
          noSubmit={requesting || accepting || (screen === 'approved' && !amounts)}
          onSubmit={() => void (screen === 'approved' ? acceptCurrentQuote() : requestNewQuote())}
        />
      )}
      {result.value && (
        <Suspense fallback={null}>
          <ResultModal result={result.value} onRetry={() => void settleAcceptedClaim()} />
        </Suspense>
      )}
    </section>
  );
}

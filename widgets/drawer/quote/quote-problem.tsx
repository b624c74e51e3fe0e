// A problem of the quote view (spec 000 section 8; spec 001 section 8) with its ways on: what happened in the shopper's
// words, the contact-lens lines to change for a restricted product, and the buttons of src/domain/quote/quote-problem.ts.
// Fetched only when shown: most shoppers never see one.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { closeFromView, go } from '../../../signals/drawer/flow.ts';
import { goToCart, goToCheckout } from '../../../signals/claim/checkout.ts';
import { acceptCurrentQuote, dismissQuoteProblem, failedWork, quoteCallKind, refuseCurrentQuote, requestNewQuote, settleAcceptedClaim, waitForQuote } from '../../../signals/drawer/quote/flow-quote.ts';
import { cancelRetry, lensLinesToChange } from '../../../signals/drawer/quote/flow-quote-offline.ts';
import { lensCart, type LensFix } from '../../../src/domain/quote/quote-lenses.ts';
import { quoteAnswerProblem, quoteProblemWords, type QuoteProblem } from '../../../src/domain/quote/quote-problem.ts';
import { lastQuote } from '../../../src/domain/quote/quote.ts';
import { modalDetails } from '../../../src/domain/errors.ts';
import { quoteWaysOn, type QuoteWayOn } from '../../../src/domain/quote/quote-ways.ts';
import { translator } from '../../ui/i18n.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import { useFailureShown } from '../kit/Failure.tsx';
import { useAskFirst } from './ask-first.tsx';
import type en from '../../../strings/en/drawer/quote-problem.ts';

const t = translator<typeof en>('quote-problem');

/** Repeats the work that failed; the record and what the shopper typed are untouched. */
function tryAgain(): void {
  const work = failedWork.value;
  if (work === 'wait') void waitForQuote();
  else if (work === 'settle') void settleAcceptedClaim();
  else if (work === 'accept') void acceptCurrentQuote();
  else if (work === 'refuse') void refuseCurrentQuote();
  else if (work === 'cancel-retry') void cancelRetry();
  // An opt-in that failed is asked again from the offline screen, where the shopper chose yes or no.
  else if (work === 'opt-in') dismissQuoteProblem();
  else void requestNewQuote();
}

/** What each way on does; `toChange` are the cart lines the problem names (their ids), for the cart's. */
const WAYS: Readonly<Record<QuoteWayOn, (toChange: readonly string[]) => void>> = {
  'request-again': () => void requestNewQuote(),
  // The member details are kept in the drafts: the shopper corrects them and comes back through the forms.
  'edit-member': () => {
    dismissQuoteProblem();
    go('insurance-member');
  },
  'edit-cart': (toChange) => goToCart(toChange),
  'proceed-to-checkout': goToCheckout,
  close: () => {
    dismissQuoteProblem();
    closeFromView();
  },
  'try-again': tryAgain,
};

/** The problem, its details and its ways on; its title is the view's heading, whose id (`labelledBy`) names the box. */
export default function QuoteProblemView({ problem, labelledBy }: { problem: QuoteProblem; labelledBy: string }) {
  useSignals();
  // The cart's lens lines the mutuelle refuses, once read: what to change, and whether a new quote may be asked yet.
  const [lines, setLines] = useState<LensFix[] | 'reading' | 'unknown'>('reading');
  const alert = useRef<HTMLDivElement>(null);
  // The problem ends the shopper's wait (a request, an accept): it is read and seen first, then its ways on follow. It
  // takes focus, which says it, named by the view's heading (the problem's title, shown once) and described by what
  // follows: no live region besides, which read it a second time.
  useFailureShown(alert);
  useEffect(() => {
    // Without the cart the message alone still says what to change; a failed read is not worth an error of its own.
    if (problem === 'RESTRICTED_PRODUCT') lensLinesToChange().then(setLines, () => setLines('unknown'));
  }, [problem]);
  useErrorShown('drawerWidget', problem);
  const ways = quoteWaysOn(problem, lensCart(lines));
  // A new quote once the cart was changed asks first when it is the day's last (spec 001 §2 and §9).
  const asking = useAskFirst('request', () => WAYS['request-again']([]));
  // The last quote's own words where the catalogue says "details" (spec 000 section 8: REQUEST_QUOTE_ERROR, SUBMIT_QUOTE_ERROR),
  // when that quote is what failed: a failed call says nothing about an older quote's message.
  const data = record.value?.claimData;
  const details = quoteAnswerProblem(data) === problem ? modalDetails(problem, lastQuote(data)?.errorMessage) : null;
  return (
    <>
      <div
        ref={alert}
        className="alert"
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={['db-quote-problem-body', details && 'db-quote-problem-details', Array.isArray(lines) && lines.length > 0 && 'db-quote-problem-lines'].filter(Boolean).join(' ')}
        tabIndex={-1}
      >
        <p id="db-quote-problem-body">{t(`${quoteProblemWords(problem, quoteCallKind.value)}.body`)}</p>
        {details && (
          <p id="db-quote-problem-details" className="details">
            {t('details', { details })}
          </p>
        )}
        {Array.isArray(lines) && lines.length > 0 && (
          <ul id="db-quote-problem-lines">
            {lines.map((line) => (
              <li key={line.id}>
                {line.fewer === null
                  ? t('lensLine', { name: line.name, quantity: line.quantity, more: line.more })
                  : t('lensLineOr', { name: line.name, quantity: line.quantity, fewer: line.fewer, more: line.more })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="actions">
        {ways.map((way, i) => (
          <button
            key={way}
            type="button"
            className={i === 0 ? 'btn' : 'btn secondary'}
            aria-haspopup={way === 'request-again' && asking.asks ? 'dialog' : undefined}
            onClick={(event) => (way === 'request-again' ? asking.ask(event.currentTarget) : WAYS[way](Array.isArray(lines) ? lines.map((line) => line.id) : []))}
          >
            {t(way)}
          </button>
        ))}
      </div>
      {asking.dialog}
    </>
  );
}

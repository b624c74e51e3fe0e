// The review view (spec 000 section 2): the claim's account (review-parts.tsx), the risks, the terms, then submit; the
// result modal follows.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { cartRead } from '../../../signals/claim/claim-kit.ts';
import { config } from '../../../signals/host/config.ts';
import { go, viewMode } from '../../../signals/drawer/flow.ts';
import { drafts, setDraft } from '../../../signals/drawer/drafts.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { movedOnAtSubmit, refreshRecord, result, submit, submitting } from '../../../signals/drawer/submit/flow-submit.ts';
import { changedOnReturn, followSentClaim, readReviewCart, reviewCartHolds } from '../../../signals/drawer/submit/return-read.ts';
import { legalLinks } from '../../../src/domain/host/legal.ts';
import { failureWords } from '../../../src/domain/drawer/failure.ts';
import { chosenLinesGone } from '../../../src/domain/claim/cart-lines.ts';
import { CheckboxField, focusFirstInvalid } from '../kit/Field.tsx';
import { Footer } from '../kit/Footer.tsx';
import { DrawerEstimate } from '../estimate.tsx';
import { addStyles } from '../../ui/add-styles.ts';
import { awaitsValidation } from '../../../src/domain/prescription/prescription-outcome.ts';
import { ClaimSummary, Part, RECHECK_BUTTON, t, type Key } from './review-parts.tsx';

const ResultModal = lazy(() => import('./ResultModal.tsx'));
const TERMS = 'termsAndConditionsAccepted';
const CSS = `.review h4{margin:1.25em 0 .5em}.review .head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5em}.review dl div{display:flex;flex-wrap:wrap;gap:0 .5em}.review dt{font-weight:600}.review dd{margin:0}`;

/** The fourth step: everything the claim says, and the submit. */
export default function Review() {
  useSignals();
  const root = useRef<HTMLElement>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  // The press that failed, run again by Try again, and its words: the connection when it dropped (failureWords).
  const [failed, setFailed] = useState<{ again: 'send' | 'refresh'; words: 'failed' | 'refreshFailed' | 'offline' } | null>(null);
  const [refused, setRefused] = useState(0);
  // The estimate waits for the cart read as the review is shown: never the amounts of a cart another window changed.
  const [cartChecked, setCartChecked] = useState(false);
  const current = record.value;
  const data = current?.claimData;
  const readOnly = viewMode.value === 'read-only';
  const cfg = config.value;
  const draft = drafts.value[TERMS];
  const accepted = typeof draft === 'boolean' ? draft : data?.termsAndConditionsAccepted === true;
  // Every product chosen has left the cart (another tab, the cart page): nothing to submit, the products to choose again.
  const gone = !readOnly && chosenLinesGone(current?.eligibleProducts, cartRead.value?.products);

  // The view's rules are there when it is first drawn, not a frame later with a second style and layout of the view.
  useLayoutEffect(() => {
    if (root.current) addStyles(root.current, CSS);
  }, []);
  useEffect(() => {
    followSentClaim();
    void readReviewCart().then(() => setCartChecked(true));
  }, []);
  // After a refused submit the checkbox, now invalid, takes focus, so its error is read with it.
  useEffect(() => {
    if (refused) focusFirstInvalid(root.current);
  }, [refused]);
  // A claim submitted elsewhere is followed to the insurer's answer as this review's own submit is.
  const waiting = sending || submitting.value;

  const send = async () => {
    if (busy.current || readOnly || gone) return;
    // A prescription still to validate: the service would refuse the claim, so the shopper is sent to what to redo.
    if (awaitsValidation(record.value)) return root.current?.querySelector<HTMLElement>(`#${RECHECK_BUTTON}`)?.focus();
    if (!accepted) return setRefused((n) => n + 1);
    busy.current = true;
    setSending(true);
    setFailed(null);
    try {
      // A cart changed in another window since the review was read is reviewed again, not sent unseen.
      if (await reviewCartHolds()) {
        await submit();
        // Refused as the claim moved on, the drawer went to the step it went back to: that screen's heading takes focus,
        // and the drawer says why it is there (an outcome, kept as the screen changes), never a move met by silence.
        const landed = movedOnAtSubmit.peek();
        if (landed && landed !== 'review') announce(t('changedOnReturn'), 'outcome');
      }
    } catch (error) {
      setFailed({ again: 'send', words: failureWords(error, navigator.onLine, 'failed') });
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  const refresh = () =>
    refreshRecord().then(
      () => setFailed(null),
      (error: unknown) => setFailed({ again: 'refresh', words: failureWords(error, navigator.onLine, 'refreshFailed') }),
    );
  // The brand's legal pages (spec 000 section 2), the cookie policy where the brand has one.
  const links = legalLinks(cfg?.brand, cfg?.locale ?? 'en-ca', cfg ?? {});
  const legal = (href: string, key: Key) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t(key)}<span className="sr-only"> {t('newTab')}</span>
    </a>
  );

  return (
    <section ref={root} className="review" aria-labelledby="db-review-heading">
      <h3 id="db-review-heading" tabIndex={-1}>
        {t('heading')}
      </h3>
      {/* Present from the start, so the note is announced when it comes. */}
      <div role="status">{(changedOnReturn.value || movedOnAtSubmit.value === 'review') && <p>{t('changedOnReturn')}</p>}</div>
      <ClaimSummary readOnly={readOnly} onRefresh={refresh} />
      {!readOnly && (
        // What to know before submitting: a view-only review submits nothing, and may show a claim already sent.
        <Part id="db-review-risks" title={t('risks')}>
          <ul>
            <li>{t('risk1')}</li>
            <li>{t('risk2')}</li>
            <li>{t('risk3')}</li>
            <li>{t('risk4')}</li>
          </ul>
        </Part>
      )}
      {!readOnly && (
        <CheckboxField
          name={TERMS}
          label={t('terms')}
          required
          checked={accepted}
          error={refused && !accepted ? t('termsError') : null}
          onValue={(checked) => setDraft(TERMS, checked)}
        >
          <p>
            {legal(links.terms, 'termsLink')} · {legal(links.privacy, 'privacyLink')}
            {links.cookies && <> · {legal(links.cookies, 'cookiesLink')}</>}
          </p>
        </CheckboxField>
      )}
      {/* Present from the start, so the wait is announced when the submit starts (a region inserted with it often is not). */}
      <div role="status">
        {waiting && (
          <p>
            <span className="spinner" aria-hidden="true" /> {t('sending')}
          </p>
        )}
      </div>
      {failed && (
        <div className="alert" role="alert">
          {t(failed.words)}{' '}
          <button type="button" className="link" onClick={failed.again === 'send' ? send : refresh}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {/* Present from the start, so the sentence is announced when the cart read on the shopper's return brings it. */}
      <div role="status">{gone && <p id="db-review-gone">{t('productsGone')}</p>}</div>
      {gone && (
        <button type="button" className="btn" aria-describedby="db-review-gone" onClick={() => go('select-product')}>
          {t('chooseProducts')}
        </button>
      )}
      {/* Beside Submit: what the insurer would pay and what is left, until it confirms (spec 000 §9). */}
      {cartChecked && <DrawerEstimate />}
      <Footer onSubmit={() => void send()} busy={waiting} waitSaid noSubmit={readOnly || gone} estimate={cartChecked} />
      {result.value && (
        <Suspense fallback={null}>
          <ResultModal result={result.value} onRetry={() => void send()} />
        </Suspense>
      )}
    </section>
  );
}

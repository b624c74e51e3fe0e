// The offline insurer's screens (spec 000 sections 4 and 7; spec 001 section 9: up to 48 hours for a new quote): the
// e-mail opt-in, closing the retry, cancelling it with its confirmation and last-attempt warning, and the screen once
// opted in. A guest, whom the service cannot e-mail (spec 000 section 6), is offered the retry without the e-mail and told
// where its quote will show. While the host page says the service is offline, each choice but Close is a call none
// answers: it stays in sight, unavailable, with when it can be made. Fetched only when shown: only a shopper whose insurer
// is offline sees it.
import { useRef, useState, type MouseEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { cancelHeld } from '../../../signals/claim/claim.ts';
import { lastAttemptNow } from '../../../signals/claim/quote-limit.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { closeFromView } from '../../../signals/drawer/flow.ts';
import { quoteBusy } from '../../../signals/drawer/quote/flow-quote.ts';
import { cancelRetry, optInToRetry } from '../../../signals/drawer/quote/flow-quote-offline.ts';
import { retryEmailed, retryOffer } from '../../../signals/cta/offline-quote.ts';
import { Confirm, CONFIRM_CSS } from '../../ui/Confirm.tsx';
import { addStyles } from '../../ui/add-styles.ts';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/quote-offline.ts';

const t = translator<typeof en>('quote-offline');
/** The id of the words that say when the held choices can be made, for their aria-describedby. */
const HELD_ID = 'db-quote-offline-held';

/** The offline explanation and its choices; `optedIn` once the shopper asked for the retry. */
export default function QuoteOffline({ optedIn, readOnly = false }: { optedIn: boolean; readOnly?: boolean }) {
  useSignals();
  const root = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<HTMLElement | null>(null);
  const busy = !!quoteBusy.value;
  // While the host page says the service is offline, the e-mail retry with its "no thanks" (retryOffer) and the cancel
  // (cancelHeld) are calls none answers: in sight, unavailable, described by when they can be made.
  const choiceHeld = !optedIn && retryOffer.value === 'held';
  const cancelWaits = cancelHeld.value;
  const press = (waits: boolean, work: (event: MouseEvent<HTMLButtonElement>) => unknown) => ({
    'aria-disabled': busy || waits || undefined,
    'aria-describedby': waits ? HELD_ID : undefined,
    onClick: (event: MouseEvent<HTMLButtonElement>) => void (busy || waits || work(event)),
  });
  const emailed = retryEmailed.value;
  return (
    <div ref={root}>
      <p>{optedIn ? t(emailed ? 'optedInBody' : 'guestOptedInBody') : t('offlineBody')}</p>
      {!optedIn && !readOnly && <p>{t(emailed ? 'optInLead' : 'guestLead')}</p>}
      {readOnly ? null : (
        <div className="actions">
          {optedIn ? (
            <button type="button" className="btn" onClick={() => closeFromView()}>
              {t('close')}
            </button>
          ) : (
            <>
              <button type="button" className="btn" {...press(choiceHeld, () => optInToRetry(true))}>
                {t(emailed ? 'optIn' : 'askAgain')}
              </button>
              <button type="button" className="btn secondary" {...press(choiceHeld, () => optInToRetry(false))}>
                {t('optOut')}
              </button>
            </>
          )}
          <button
            type="button"
            className="link"
            {...press(cancelWaits, (event) => {
              if (root.current) addStyles(root.current, CONFIRM_CSS);
              setConfirming(event.currentTarget);
            })}
          >
            {t('cancelRetry')}
          </button>
        </div>
      )}
      {(choiceHeld || cancelWaits) && !readOnly && (
        <p id={HELD_ID} className="muted">
          {t(choiceHeld ? 'choiceHeld' : 'cancelHeld')}
        </p>
      )}
      {confirming && (
        <Confirm
          id="db-quote-cancel"
          title={t('cancelTitle')}
          body={t('cancelBody')}
          warning={lastAttemptNow() ? t('lastAttempt') : undefined}
          confirm={t('confirmCancel')}
          cancel={t('keep')}
          opener={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            // The view goes back to the request, whose heading takes focus: the outcome is said once, by the drawer's
            // live region, as the cancel of a claim says its own on the card.
            void cancelRetry().then((cancelled) => cancelled && announce(t('retryCancelled'), 'outcome'));
          }}
        />
      )}
    </div>
  );
}

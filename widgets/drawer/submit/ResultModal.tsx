// The submit result modal (spec 000 sections 2 and 8, "Modals"): a native modal dialog labelled by its heading, its
// tone, body and buttons from the error catalogue (src/domain/errors.ts), focus on its primary action, Escape closes.
// The review behind it is inert while it is open (no Submit to press behind the outcome), and focus goes back to the
// control that sent the claim when the shopper stays on the review.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { config, langTag } from '../../../signals/host/config.ts';
import { features } from '../../../signals/host/features.ts';
import { loadFeatures } from '../../../signals/host/load-features.ts';
import { rejectionNotice } from '../../../signals/claim/actions.ts';
import { clearResult, type SubmitResult } from '../../../signals/drawer/submit/flow-submit.ts';
import { backToForm, closeResult, proceedToCheckout } from '../../../signals/drawer/flow-result.ts';
import { ERROR_MODALS, modalDetails, shownError, type ErrorModal, type ModalAction } from '../../../src/domain/errors.ts';
import { helpOffer, withLocale } from '../../../src/domain/host/help.ts';
import { ContactLines } from '../../ui/ContactLines.tsx';
import { formatMoney } from '../../../src/domain/money.ts';
import { confirmedOrder } from '../../../signals/claim/estimate.ts';
import { CLAIM_ATTEMPTS_WAIT_MS } from '../../../src/domain/constants.ts';
import { record } from '../../../signals/claim/claim.ts';
import { lastAttemptNow } from '../../../signals/claim/quote-limit.ts';
import { followedOutcome } from '../../../src/domain/claim/acknowledgement.ts';
import { addStyles } from '../../ui/add-styles.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import { CONFIRM_CSS } from '../../ui/Confirm.tsx';
import { deepActiveElement, inertBehind, trapTabIn } from '../../ui/modal-behind.ts';
import { onCloseRequest } from '../../ui/close-request.ts';
import { translator } from '../../ui/i18n.ts';
import { Disclaimers } from '../../ui/Disclaimers.tsx';
import type en from '../../../strings/en/drawer/results.ts';

const t = translator<typeof en>('results');
/**
 * The accepted claim is no error, so it is not in the catalogue: spec 000 section 2 gives it "proceed to checkout". Its
 * close, which Escape always was, is in sight too: on a phone there is no Escape, and the header's close lies behind
 * the modal. It closes the drawer onto the page, the claim applied (afterResult).
 */
const ACCEPTED: ErrorModal = { tone: 'info', body: 'message', actions: ['proceed-to-checkout', 'close'] };
/** A second claim on the order is no catalogue error either (spec 000 section 5): the earlier claim stands, so checkout goes on with it. */
const ORDER_ALREADY_CLAIMED: ErrorModal = { tone: 'warning', body: 'message', actions: ['proceed-to-checkout', 'close'] };
/** The window of the automatic resubmission of a timed-out claim (spec 000 section 4 and 9: within 24 hours), in hours. */
const RESUBMIT_HOURS = CLAIM_ATTEMPTS_WAIT_MS / 3_600_000;
const CSS = `dialog.result.error h2{color:var(--db-danger)}dialog.result .details{white-space:pre-line}`;
const ID = 'db-result-title';

interface Props {
  result: SubmitResult;
  /** The review's own submit, so a try again shows its failures where the first try did. */
  onRetry: () => void;
}

/** The modal of the last submit's outcome; mounted while there is one. */
export default function ResultModal({ result, onRetry }: Props) {
  useSignals();
  const dialog = useRef<HTMLDialogElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { amount } = result;
  // Once the day's claim attempts are used, a retry is what the shopper cannot do: the non-retryable mode (spec 000
  // sections 8 and 9) shows only the errors with no retry in them. The accepted claim and a second claim on the order
  // are no catalogue errors.
  // An acknowledged claim's result follows its record while it is shown: the insurer may cancel it meanwhile.
  const ended = followedOutcome(result.outcome, record.value);
  const own = ended === 'ACCEPTED' ? ACCEPTED : ended === 'ORDER_ALREADY_CLAIMED' ? ORDER_ALREADY_CLAIMED : null;
  const shown = ended === 'ACCEPTED' || ended === 'ORDER_ALREADY_CLAIMED' ? null : shownError(ended, lastAttemptNow(), 'SUBMIT_CLAIM_NO_RETRY_ERROR');
  const outcome = shown?.context ?? ended;
  const modal = own ?? shown?.modal ?? ERROR_MODALS.GENERIC_ERROR;
  // The service's own words where the catalogue says "details" (spec 000 section 8).
  const details = modalDetails(outcome, result.details);
  const close = () => closeResult(outcome);
  const run: Record<ModalAction, () => void> = {
    close,
    ok: close,
    'proceed-to-checkout': proceedToCheckout,
    'back-to-form': backToForm,
    'try-again': () => {
      clearResult();
      onRetry();
    },
  };
  // Escape is the modal's own way out: its close (or OK) when it has one, else the spec's "Closing clears the error".
  useErrorShown('drawerWidget', outcome === 'ACCEPTED' ? null : outcome);
  const escape = run[modal.actions.find((a) => a === 'close' || a === 'ok') ?? 'close'];

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    addStyles(element, CONFIRM_CSS + CSS);
    const opener = deepActiveElement();
    if (!element.open) element.showModal();
    const undo = inertBehind(element);
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open) element.close();
      undo();
      // Back on the review (a try again, a close): its submit has focus again. A view left or a drawer closed moves
      // focus itself.
      if (opener?.isConnected && !element.contains(opener)) opener.focus();
    };
  }, []);

  // The brand's bundle flags may turn its help on or off (spec 000 section 7); until they come, the brand's table stands.
  useEffect(() => {
    void loadFeatures();
  }, []);

  useEffect(() => {
    if (outcome !== 'CLAIM_REJECTED') return;
    // Without a notice the text alone says what to do: a failed read is not worth an error of its own.
    rejectionNotice().then(setNotice, () => setNotice(null));
  }, [outcome]);

  // The generic alert carries a phone link (spec 000 section 8); ebd and fde add the FAQ, and show both on a warning too
  // (spec 000 section 9). Each needs the shop's number or FAQ address.
  const offer = helpOffer(features.value, outcome === 'ACCEPTED' ? 'success' : modal.tone === 'error' ? 'error' : 'notice');
  const phone = offer.phone ? config.value?.contactPhone : undefined;
  const email = offer.phone ? config.value?.contactEmail : undefined;
  const faqUrl = offer.faq ? config.value?.faqUrl : undefined;
  const format = { locale: langTag.value, currency: config.value?.currency ?? 'CAD' };
  // What the share takes off the order and what is left to pay at checkout, shipping included (spec 000 section 9).
  const order = outcome === 'ACCEPTED' ? confirmedOrder.value : null;
  const share = order?.share ?? amount;
  const money = share === null ? '' : formatMoney(share, format);
  const left = order?.remainder ?? null;
  const remainder = left === null ? '' : formatMoney(left, format);
  const accepted = remainder && money ? t('ACCEPTED.remainder', { amount: money, remainder }) : money ? t('ACCEPTED.body', { amount: money }) : t('ACCEPTED.noAmount');
  const body = outcome === 'ACCEPTED' ? accepted : t(`${outcome}.body` as keyof typeof en);
  // The body as the dialog opened, said then as its description.
  const opened = useRef(body);
  return (
    <dialog
      ref={dialog}
      className={`confirm result ${modal.tone}`}
      aria-labelledby={ID}
      aria-describedby={`${ID}-body`}
      onKeyDown={trapTabIn}
      onCancel={onCloseRequest(escape)}
    >
      <h2 id={ID}>{t(`${outcome}.title` as keyof typeof en)}</h2>
      {modal.body === 'hints' ? (
        <ol id={`${ID}-body`}>
          <li>{t('hint1')}</li>
          <li>{t('hint2', { hours: RESUBMIT_HOURS })}</li>
          <li>{t('hint3')}</li>
        </ol>
      ) : (
        <p id={`${ID}-body`}>{body}</p>
      )}
      {/*
        The dialog's name and description say its title and body as it opens; a live region holding the body too read it
        twice, or, inserted with it, not at all. A story that changes while it is open (the claim cancelled after its
        acknowledgement) is said here, by a region there from the start, empty till then.
      */}
      <p className="sr-only" role="status">
        {body === opened.current ? '' : body}
      </p>
      {details && <p className="details">{t('details', { details })}</p>}
      {outcome === 'ACCEPTED' && <Disclaimers moment="accepted" />}
      <ContactLines phone={phone} email={email} call={t('call')} write={t('write')} />
      {faqUrl && (
        <p>
          <a href={withLocale(faqUrl, config.value?.locale ?? 'en-ca')} target="_blank" rel="noopener noreferrer">
            {t('faq')}<span className="sr-only"> {t('newTab')}</span>
          </a>
        </p>
      )}
      {notice && (
        <p>
          <a href={notice} target="_blank" rel="noopener noreferrer">
            {t('notice')}<span className="sr-only"> {t('newTab')}</span>
          </a>
        </p>
      )}
      <div className="actions">
        {modal.actions.map((action, i) => (
          <button key={action} type="button" className={i === 0 ? 'btn' : 'btn secondary'} data-autofocus={i === 0 || undefined} onClick={run[action]}>
            {t(action)}
          </button>
        ))}
      </div>
    </dialog>
  );
}

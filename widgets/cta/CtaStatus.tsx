// The call-to-action's record states (spec 001 section 2, "CTA states"; section 8 messages) and their cancel
// confirmations. Fetched only when shown: a page without a record never downloads them.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { cancelHeld, cancelKind, cta, record, toggleOn } from '../../signals/claim/claim.ts';
import { restrictionNow } from '../../signals/claim/restriction-lift.ts';
import { cartUpdating } from '../../signals/claim/cart-change.ts';
import { actionError, failedOffline, failedOnToggle, failureCause, pending, quoteOffline } from '../../signals/toggle/toggle.ts';
import { config, langTag } from '../../signals/host/config.ts';
import { cancelClaim, cancelQuote, nullify, openChat, rejectionNotice, resumeInDrawer, startFlow } from '../../signals/claim/actions.ts';
import { formatMoney } from '../../src/domain/money.ts';
import { confirmedOrder } from '../../signals/claim/estimate.ts';
import { exhaustedPot, noBenefitsToApply, offlineCause, type CtaCancel, type CtaState, type OfflineQuote } from '../../src/domain/cta/cta.ts';
import { ContactLines } from '../ui/ContactLines.tsx';
import { cancelClosed } from '../../src/domain/claim/nullify.ts';
import { withInsurer } from '../../src/domain/claim/record-status.ts';
import { optInFromCart, retryEmailed, retryOffer } from '../../signals/cta/offline-quote.ts';
import { quoteToAccept } from '../../src/domain/quote/quote-step.ts';
import { applyAgainRefusedNow, cancelWarningNow, quoteLimitNow } from '../../signals/claim/quote-limit.ts';
import { acknowledgementStory } from '../../src/domain/claim/acknowledgement.ts';
import { submitsSpent } from '../../src/domain/cta/submits-spent.ts';
import { newClaimRefused, type NextAction } from '../../src/domain/claim/restriction.ts';
import { useErrorShown } from '../ui/use-error-shown.ts';
import { addStyles } from '../ui/add-styles.ts';
import { Confirm, CONFIRM_CSS } from '../ui/Confirm.tsx';
import { EstimateSummary } from '../ui/Estimate.tsx';
import { ACKNOWLEDGEMENT_WORDS, restrictionWords, t } from './cta-strings.ts';

/** The rules this part adds to the call-to-action's shadow root. */
export const CTA_STATUS_CSS = `${CONFIRM_CSS}
.cta h2:focus{outline:0}
.cta h2:focus-visible{outline:var(--db-focus-width) solid var(--db-focus);outline-offset:2px}
.btn.held{color:var(--db-muted);border-color:var(--db-muted);cursor:not-allowed}
@media (forced-colors:active){.btn.held{color:GrayText;border-color:GrayText}}
`;

/** The states this part shows: those that need a record or the service's word. */
type RecordState = Exclude<CtaState, 'CHECKING' | 'INIT_ERROR' | 'SIGNED_OUT' | 'DEFAULT'>;

/** What this part is shown for: a record state, or the default one where the day's quote limit refuses a new claim (CtaLive). */
type ShownState = RecordState | 'DEFAULT';

/**
 * How a claim has ended for now, when it has words of its own and nothing to move on with. A claim in progress: a French
 * one's pot exhausted or its next quote refused by the day's limit, a member found with no benefits to apply online
 * (NO_BENEFITS), or any whose day's attempts are used, the last refused (SPENT). A cancelled French claim whose new claim
 * would only meet the day's quote limit (APPLY_LATER). A rejected or cancelled claim whose new claim the restricted check
 * refuses (RESTRICTED).
 */
type Outcome = 'EXHAUSTED' | 'QUOTE_LIMIT' | 'NO_BENEFITS' | 'SPENT' | 'APPLY_LATER' | 'RESTRICTED';

/** The action that moves the shopper on, per state (spec 001 section 8: start a new claim, apply again, continue). */
const NEXT: Partial<Record<ShownState, NextAction>> = {
  IN_PROGRESS: 'continueClaim',
  REJECTED: 'newClaim',
  NULLIFIED: 'applyAgain',
};

/** Each cancel's confirmation and action (spec 001 section 2: cancel-claim and cancel-quote confirmations). */
const CANCEL = {
  nullify: { title: 'nullifyTitle', body: 'nullifyBody', confirm: 'confirmClaim', keep: 'keepClaim', button: 'cancelClaim', run: nullify },
  claim: { title: 'claimTitle', body: 'claimBody', confirm: 'confirmClaim', keep: 'keepClaim', button: 'cancelClaim', run: cancelClaim },
  quote: { title: 'quoteTitle', body: 'quoteBody', confirm: 'confirmQuote', keep: 'keepQuote', button: 'cancelQuote', run: cancelQuote },
} as const satisfies Record<CtaCancel, unknown>;

/** What stays true of a claim whose new claim a restriction refuses: its words without the offer of one. */
const BEFORE_RESTRICTION: Partial<Record<RecordState, 'REJECTED_restricted' | 'NULLIFIED_restricted'>> = {
  REJECTED: 'REJECTED_restricted',
  NULLIFIED: 'NULLIFIED_restricted',
};

/** The id of the words that say why the cancel waits, for its aria-describedby. */
const HELD_ID = 'db-cta-cancel-held';

/** What the insurer's confirmed share takes off this order and what is left to pay (the residual, spec 000 section 9), formatted for the shop. */
function acceptedAmounts(): { amount: string; remainder: string | null } | null {
  const amounts = confirmedOrder.value;
  const currency = config.value?.currency;
  if (!amounts || !currency) return null;
  const format = { locale: langTag.value, currency };
  return { amount: formatMoney(amounts.share, format), remainder: amounts.remainder === null ? null : formatMoney(amounts.remainder, format) };
}

/**
 * The card's heading and text. An accepted claim stands when the shopper switches their benefits off (spec 000
 * section 4, "Insurance usage"), but the order is then at full price: the card says so and how to take the share off
 * again, never that it is applied.
 */
function cardWords(state: ShownState, insuranceOn: boolean, offline: OfflineQuote | null, updating: boolean, outcome: Outcome | null, emailed: boolean): { title: string; body: string } {
  // No claim shown (one in progress cancelled) and the day's quotes spent all the same: the card says the limit and when
  // the mutuelle can be used, in place of an offer to use it.
  if (state === 'DEFAULT') return { title: t('QUOTE_LIMIT_title'), body: t('applyAgainLater') };
  if (state === 'LIMIT_REACHED') return restrictionWords();
  if (state === 'SERVICE_OFFLINE' && offlineCause(record.value) === 'service') return { title: t('SERVICE_DOWN_title'), body: t('SERVICE_DOWN_body') };
  // A quote at an offline insurer says where the shopper's choice of its e-mail stands, as the quote view does: the
  // e-mail is promised (SERVICE_OFFLINE's own words) only once they asked for it, and never to a guest, who has none.
  if (offline === 'unanswered') return { title: t('QUOTE_OFFLINE_title'), body: t(emailed ? 'QUOTE_OFFLINE_body' : 'QUOTE_OFFLINE_guest') };
  if (offline === 'declined') return { title: t('QUOTE_OFFLINE_title'), body: t(emailed ? 'QUOTE_DECLINED_body' : 'QUOTE_DECLINED_guest') };
  if (offline === 'opted-in' && !emailed) return { title: t('SERVICE_OFFLINE_title'), body: t('SERVICE_OFFLINE_guest') };
  const told = acknowledgementStory(record.value);
  if (outcome === 'RESTRICTED') {
    // What happened to this claim stays said; the restriction follows, in place of a new claim it would only refuse.
    const title = t(told ? `${ACKNOWLEDGEMENT_WORDS[told]}_title` : `${state}_title`);
    const before = told ? t(`${ACKNOWLEDGEMENT_WORDS[told]}_body`) : t(BEFORE_RESTRICTION[state] ?? `${state}_body`);
    return { title, body: `${before} ${restrictionWords().body}` };
  }
  if (outcome === 'APPLY_LATER') {
    // Cancelled, and applying again would only be refused today: the card says when it can be, in place of "apply again".
    return told
      ? { title: t(`${ACKNOWLEDGEMENT_WORDS[told]}_title`), body: `${t(`${ACKNOWLEDGEMENT_WORDS[told]}_body`)} ${t('applyAgainLater')}` }
      : { title: t('NULLIFIED_title'), body: t('NULLIFIED_quoteLimit_body') };
  }
  if (outcome) return { title: t(`${outcome}_title`), body: t(`${outcome}_body`) };
  if (told) return { title: t(`${ACKNOWLEDGEMENT_WORDS[told]}_title`), body: t(`${ACKNOWLEDGEMENT_WORDS[told]}_body`) };
  if (state !== 'ACCEPTED') return { title: t(`${state}_title`), body: t(`${state}_body`) };
  // The amount accepted was for the cart as it was: while the change is followed (a cancel, spec 000 §3 CART_UPDATE), it is
  // not said as this order's, nor said applied: the claim is pending until the service answers.
  if (updating) return { title: t('ACCEPTED_cartChanged_title'), body: t('ACCEPTED_cartChanged') };
  const amounts = acceptedAmounts();
  if (!insuranceOn) {
    return { title: t('ACCEPTED_off_title'), body: amounts ? t('ACCEPTED_off_body', { amount: amounts.amount }) : t('ACCEPTED_off_bodyNoAmount') };
  }
  const body = amounts?.remainder
    ? t('ACCEPTED_remainder', { amount: amounts.amount, remainder: amounts.remainder })
    : amounts
      ? t('ACCEPTED_body', { amount: amounts.amount })
      : t('ACCEPTED_bodyNoAmount');
  return { title: t('ACCEPTED_title'), body };
}

/**
 * How the claim has ended for now, if it has. An exhausted pot has its own words, and nothing to resume: the drawer would
 * show the same refusal. Nor a French claim whose next quote the day's limit refuses (spec 000 §8,
 * REQUEST_QUOTE_RESTRICTED): resuming would only offer that request. Nor a member found with no benefits to apply online:
 * the drawer could only say so, and there is nothing to estimate. Nor a claim whose day's attempts are used, the last
 * refused: the drawer said the claim cannot be sent online, and so does the card. A cancelled claim whose new claim would
 * only meet the day's quote limit: applying again waits until the limit lifts. Nor a new claim of any state that offers
 * one while the restricted check refuses it (the day's online claims used up, the member lookup locked): the card says
 * the restriction, not a button whose drawer could only say it.
 */
function outcomeOf(state: ShownState): Outcome | null {
  if (state === 'DEFAULT') return applyAgainRefusedNow() ? 'APPLY_LATER' : null;
  if (newClaimRefused(NEXT[state], restrictionNow.value)) return 'RESTRICTED';
  if (state === 'NULLIFIED') return applyAgainRefusedNow() ? 'APPLY_LATER' : null;
  if (state !== 'IN_PROGRESS') return null;
  if (exhaustedPot(record.value)) return 'EXHAUSTED';
  if (quoteLimitNow()) return 'QUOTE_LIMIT';
  if (noBenefitsToApply(record.value)) return 'NO_BENEFITS';
  if (submitsSpent(record.value)) return 'SPENT';
  return null;
}

/** The card of a record state: a heading, what it means, and what the shopper can do next. */
export default function CtaStatus() {
  useSignals();
  const state = cta.value as ShownState;
  const kind = cancelKind.value;
  const busy = pending.value;
  // This card announces the progress of its own actions only; the toggle announces its own.
  const ours = busy === 'nullify' || busy === 'cancel-claim' || busy === 'cancel-quote' || busy === 'opt-in' ? busy : null;
  // Every failure but the toggle's own actions': the toggle announces those.
  const failed = failedOnToggle.value ? null : actionError.value;
  useErrorShown('ctaWidget', failed);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (root.current) addStyles(root.current, CTA_STATUS_CSS);
  }, []);
  useEffect(() => {
    // A rejected claim links to its notice once the service gives its address; without one, the text says what to do.
    if (state !== 'REJECTED') return setNotice(null);
    let live = true;
    rejectionNotice().then(
      (url) => live && setNotice(url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [state]);

  const offline = state === 'SERVICE_OFFLINE' ? quoteOffline.value : null;
  const updating = cartUpdating.value;
  // A claim the insurer holds (spec 000 §4): the page follows it to the answer, and there is nothing to pick up meanwhile.
  // A follow that ran out says what the drawer's submit says then (TIMEOUT_RETRY), in place of a separate failure.
  const sent = state === 'IN_PROGRESS' && withInsurer(record.value);
  const slow = sent && failed === 'TIME_EXCEEDED_ERROR';
  const outcome = sent ? null : outcomeOf(state);
  const emailed = retryEmailed.value;
  // A claim in progress whose quote waits to be accepted says so, with its amount, and leads to it (spec 000 §4, SUBMIT).
  const ready = state === 'IN_PROGRESS' && !outcome && !sent && quoteToAccept(record.value);
  const amounts = ready ? acceptedAmounts() : null;
  const { title, body } = ready
    ? { title: t('QUOTE_READY_title'), body: amounts ? t('QUOTE_READY_body', { amount: amounts.amount }) : t('QUOTE_READY_bodyNoAmount') }
    : sent
      ? { title: t(slow ? 'TIMEOUT_RETRY_title' : 'SUBMITTED_title'), body: t(slow ? 'TIMEOUT_RETRY_body' : 'SUBMITTED_body') }
      : cardWords(state, toggleOn.value, offline, updating, outcome, emailed);
  // A cancel the cart's change asked for, refused past the cut-off, says the cart changed: the shopper pressed no cancel.
  // A failure of the connection says so, and what to do, whichever error the spec names it (GENERIC_ERROR, TIME_EXCEEDED_ERROR).
  const failedWords = failed === 'NULLIFY_EXPIRED' && failureCause.value === 'cart-change' ? t('NULLIFY_EXPIRED_cartChanged') : failed && failedOffline.value ? t('OFFLINE') : failed && t(failed);
  // Said once: a failure in words the card says already (the day's limit on its own card, or after a claim's) is no second, red copy.
  const failure = failedWords && !slow && !body.includes(failedWords) ? failedWords : null;
  const next = outcome || sent ? undefined : NEXT[state];
  // Until the shopper asks for the insurer's answer by e-mail, the card offers it, as the quote view does (spec 000 §7).
  const optIn = retryOffer.value;
  // Past the nullify cut-off no Cancel claim is offered, which a press would only refuse: the card says whom to contact.
  const closed = cancelClosed(kind, record.value?.lastModified, new Date());
  const cancel = kind && !closed ? CANCEL[kind] : null;
  // Where the shopper must contact customer service, the brand's contact details (spec 001 §9, {phone} and {email}).
  const contact = closed || failed === 'NULLIFY_EXPIRED' || state === 'NULLIFY_REJECTED';
  const phone = contact ? config.value?.contactPhone : undefined;
  const email = contact ? config.value?.contactEmail : undefined;
  // The host page says the service is offline: the cancel and the e-mail retry stay in sight, unavailable, with when
  // they can be used (said once for both: the retry is only offered beside the cancel of its quote).
  const held = cancelHeld.value;
  const optInHeld = optIn === 'held';
  // Where the shopper must contact customer service, the page's chat widget is offered when it has one.
  // The confirmation warns that cancelling gives up the day's last attempt, or, with none left, that the wait already applies.
  const warning = opener ? cancelWarningNow() : null;
  const chat = !!config.value?.chat && contact;

  return (
    <div ref={root}>
      {/* Focusable from script: once the shopper's own cancel or a change elsewhere takes their button away, focus comes here (keepFocus). */}
      <h2 id="db-cta-heading" tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
      {/* A claim in progress: what the insurer would pay and what is left, until it confirms (spec 000 §9); no quote or claim to say it today once a limit is met, no benefits to estimate. */}
      {state === 'IN_PROGRESS' && outcome !== 'QUOTE_LIMIT' && outcome !== 'NO_BENEFITS' && outcome !== 'SPENT' && <EstimateSummary />}
      {notice && (
        <p>
          <a href={notice} target="_blank" rel="noopener noreferrer">
            {t('rejectionNotice')}
          </a>
        </p>
      )}
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
      {closed && <p>{t('cancelClosed')}</p>}
      <ContactLines phone={phone} email={email} call={t('callUs')} write={t('writeUs')} />
      <p role="status" className="muted">
        {ours ? t(`pending_${ours}`) : updating ? t('cartUpdating') : ''}
      </p>
      {(held || optInHeld) && (
        <p id={HELD_ID} className="muted">
          {t(optInHeld ? (emailed ? 'choiceHeld' : 'choiceHeld_guest') : 'cancelHeld')}
        </p>
      )}
      {(next || optIn || cancel || chat) && (
        <div className="actions">
          {next && (
            <button
              type="button"
              className="btn"
              onClick={(event) => (state === 'IN_PROGRESS' ? resumeInDrawer(event.currentTarget) : startFlow(event.currentTarget, 'ctaWidget'))}
            >
              {t(ready ? 'seeQuote' : next)}
            </button>
          )}
          {optIn && (
            <button
              type="button"
              className="btn"
              aria-disabled={optInHeld || busy !== null}
              aria-describedby={optInHeld ? HELD_ID : undefined}
              aria-busy={ours === 'opt-in'}
              onClick={() => {
                if (!busy && !optInHeld) void optInFromCart();
              }}
            >
              {t(emailed ? 'optIn' : 'askAgain')}
            </button>
          )}
          {chat && (
            <button type="button" className="btn" onClick={openChat}>
              {t('chat')}
            </button>
          )}
          {cancel && (
            <button
              type="button"
              className={held ? 'btn secondary held' : 'btn secondary'}
              aria-haspopup={held ? undefined : 'dialog'}
              aria-disabled={held || busy !== null}
              aria-describedby={held ? HELD_ID : undefined}
              aria-busy={ours !== null}
              onClick={(event) => {
                if (!busy && !held) setOpener(event.currentTarget);
              }}
            >
              {t(cancel.button)}
            </button>
          )}
        </div>
      )}
      {cancel && opener && (
        <Confirm
          id="db-cta-confirm"
          title={t(cancel.title)}
          body={t(cancel.body)}
          warning={warning ? t(warning) : undefined}
          confirm={t(cancel.confirm)}
          cancel={t(cancel.keep)}
          opener={opener}
          onClose={() => setOpener(null)}
          onConfirm={() => {
            setOpener(null);
            void cancel.run();
          }}
        />
      )}
    </div>
  );
}

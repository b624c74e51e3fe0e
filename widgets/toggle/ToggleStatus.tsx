// The toggle's record-dependent part (spec 001 sections 2 and 8): synced, benefits, product choice, removal, messages.
// Fetched only when shown: a product page with no record never downloads it.
import { useLayoutEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record, toggleError, toggleOn } from '../../signals/claim/claim.ts';
import { acknowledgementStory } from '../../src/domain/claim/acknowledgement.ts';
import { productSelectionAllowed } from '../../signals/toggle/product-selection.ts';
import { actionError, applyLater, failedOffline, failedOnToggle, quoteOffline, serviceOutage, toggleBusy } from '../../signals/toggle/toggle.ts';
import { refreshInsuranceState, removeBenefits } from '../../signals/claim/actions.ts';
import { features } from '../../signals/host/features.ts';
import type { InsuranceStatusError } from '../../src/domain/claim/status.ts';
import { toggleMessageKind } from '../../src/domain/toggle/insurance-status-error.ts';
import { useErrorShown } from '../ui/use-error-shown.ts';
import { addStyles } from '../ui/add-styles.ts';
import { CONFIRM_CSS } from '../ui/Confirm.tsx';
import { toggleWording } from '../../signals/toggle/cart-wording.ts';
import { LIMIT_HINT_ID, OFFLINE_HINT_ID, SERVICE_HINT_ID } from './hints.ts';
import { EstimateSummary } from '../ui/Estimate.tsx';
import { Benefits } from './Benefits.tsx';
import { SelectProduct } from './SelectProduct.tsx';
import { t } from './toggle-strings.ts';
import { ACKNOWLEDGEMENT_WORDS, t as ctaWords } from '../cta/cta-strings.ts';

/**
 * The rules this part adds to the toggle's shadow root. A status with nothing to show leaves the toggle's flow, so no
 * empty row and its gap sit under the switch, and its last line ends on the toggle's own space: a state with one line
 * under the switch keeps to the height the shop reserves (docs/layout.md).
 */
export const TOGGLE_STATUS_CSS = `${CONFIRM_CSS}
.status{flex-basis:100%}
.status p:empty{margin:0}
.status:not(:has(>:not(:empty))){position:absolute}
.synced{display:flex;flex-wrap:wrap;align-items:center;gap:0 1em}
.badge{font-weight:600;color:var(--db-success)}
.link{min-height:44px;padding:0;border:0;background:none;color:var(--db-accent);font:inherit;text-decoration:underline;cursor:pointer}
.link[aria-disabled=true]{color:var(--db-muted);cursor:not-allowed}
.plans{flex-basis:100%}
.plans ul{list-style:none;padding:0}
.plan{padding:calc(2*var(--db-space)) 0;border-top:1px solid var(--db-line)}
.plan-name{font-weight:600}
.plan.ok>span:nth-child(2){color:var(--db-success)}
.block{display:block}
.choices{display:grid;gap:.25em;margin-bottom:.5em}
.choice{display:flex;align-items:center;gap:.75em;min-height:44px;cursor:pointer}
.choice input{flex:none;width:1.25em;height:1.25em;margin:0;accent-color:var(--db-accent)}
.choice input:disabled{cursor:not-allowed}
.needs{display:block}
.status :is(.error,.info){margin-bottom:.25em}
.status>:last-child{margin-bottom:0}
@media (forced-colors:active){.link[aria-disabled=true]{color:GrayText}}
`;

/** The message of each toggle error (spec 001 section 8); the retrieval failures share one, which a retry can clear. */
const MESSAGES: Record<Exclude<InsuranceStatusError, 'NONE'>, 'ELIGIBLE_PRODUCTS_REQUIRED' | 'BENEFITS_UNAVAILABLE' | 'CONTACT_LENSES_COMING_SOON' | 'retrievalError'> = {
  ELIGIBLE_PRODUCTS_REQUIRED: 'ELIGIBLE_PRODUCTS_REQUIRED',
  BENEFITS_UNAVAILABLE: 'BENEFITS_UNAVAILABLE',
  CONTACT_LENSES_COMING_SOON: 'CONTACT_LENSES_COMING_SOON',
  CART_QUOTE_FAILED: 'retrievalError',
  PRODUCT_QUOTE_FAILED: 'retrievalError',
  INIT_ERROR_ON_CART: 'retrievalError',
  INIT_ERROR: 'retrievalError',
};

/**
 * Shown once a record exists or a message is due. Brand nua turns the toggle's messages off (spec 000 section 9):
 * the status errors and "Insurance Synced" go; the failure of the shopper's own click is still announced, since a
 * switch that silently springs back would leave them guessing.
 */
export default function ToggleStatus() {
  useSignals();
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (root.current) addStyles(root.current, TOGGLE_STATUS_CSS);
  }, []);
  // The brand's frontend-bundle flags may switch its messages (spec 000 sections 7 and 9) once the drawer has fetched
  // them; the product page does not fetch the drawer's service calls for it, so until then the brand's table stands.
  const messages = features.value.toggleMessages;
  const error = toggleError.value;
  const message = error === 'NONE' ? null : MESSAGES[error];
  // A failed call is an error: red, and said at once. A message about the cart or the plan is information, in the
  // toggle's text colour, said politely: it comes with the page's load, a cart change or the shopper's own switch, and
  // interrupts nothing.
  const kind = error === 'NONE' ? null : toggleMessageKind(error);
  // Only the failures of the toggle's own actions: the call-to-action announces the others.
  const failed = failedOnToggle.value ? actionError.value : null;
  useErrorShown('toggleWidget', failed);
  const busy = toggleBusy.value;
  const wording = toggleWording.value;
  // A failed call the toggle announces is one analytics event; the same failure announced by the card beside is the card's.
  const alerted = messages && message && kind === 'error' && (message !== 'retrievalError' || wording.retrieval === 'alert') ? error : null;
  useErrorShown('toggleWidget', alerted);
  const story = acknowledgementStory(record.value);
  // While the host page says the service is offline, nothing that calls it is offered (the plans, the product choice).
  const outage = serviceOutage.value;
  const held = outage !== null;

  return (
    <>
      {/* A flex item of the toggle's own: on a wide screen it sits on the switch's row, in the height the shop reserves. */}
      {toggleOn.value && (
        <div className="synced">
          {/* Beside a call-to-action that names the claim and offers its cancel, that is the one state and way out (spec 001 §2). */}
          {messages && wording.synced && <span className="badge">{t('synced')}</span>}
          {!held && <Benefits />}
          {!held && productSelectionAllowed.value && <SelectProduct />}
          {wording.removeBenefits && (
            <button
              type="button"
              className="link"
              aria-disabled={busy}
              onClick={() => {
                if (!busy) void removeBenefits('shopper');
              }}
            >
              {t('removeBenefits')}
            </button>
          )}
        </div>
      )}
      <div ref={root} className="status">
        <p role="status" className="muted">
          {busy ? t('busy') : ''}
        </p>
        {quoteOffline.value && (
          <p id={OFFLINE_HINT_ID} className="muted">
            {t('quoteOffline')}
          </p>
        )}
        {!quoteOffline.value && applyLater.value && (
          <p id={LIMIT_HINT_ID} className="muted">
            {t('quoteLimit')}
          </p>
        )}
        {/* A claim applied stays applied through an outage; taking its benefits off waits for the service, as its cancel does. */}
        {outage === 'applied' && (
          <p id={SERVICE_HINT_ID} className="muted">
            {t('removeHeld')}
          </p>
        )}
        {/* Anything else is at full price: the call-to-action's words, whole where no call-to-action says them. */}
        {wording.serviceDown && (
          <div id={SERVICE_HINT_ID}>
            <p>
              <strong>{ctaWords('SERVICE_DOWN_title')}</strong>
            </p>
            {wording.serviceDown === 'card' && <p>{ctaWords('SERVICE_DOWN_body')}</p>}
          </div>
        )}
        {/* Where no call-to-action tells it, an acknowledged claim's story, in the words the drawer's result and the call-to-action use. */}
        {story && wording.story && <p>{ctaWords(`${ACKNOWLEDGEMENT_WORDS[story]}_body`)}</p>}
        {wording.amounts && <EstimateSummary />}
        {/* On the page before its words, so a screen reader reads them as they come (an empty line takes no room). */}
        {messages && (
          <p role="status" className="info">
            {message && kind === 'information' ? t(message) : ''}
          </p>
        )}
        {alerted && message && (
          <>
            <p role="alert" className="error">
              {t(message)}
            </p>
            {message === 'retrievalError' && (
              <button type="button" className="btn secondary" onClick={() => void refreshInsuranceState()}>
                {t('tryAgain')}
              </button>
            )}
          </>
        )}
        {/* The card beside announces this failure with its Try again: here it is only the switch's reason, said once on the page. */}
        {messages && message && kind === 'error' && !alerted && <p className="error">{t(message)}</p>}
        {/* A failure of the connection says so, and what to do, as the call-to-action's does, whichever error the spec names it. */}
        {failed && (
          <p role="alert" className="error">
            {t(failedOffline.value ? 'OFFLINE' : failed)}
          </p>
        )}
      </div>
    </>
  );
}

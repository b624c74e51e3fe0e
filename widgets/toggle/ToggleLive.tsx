// The signed-in visitor's switch (spec 001 sections 2 and 8): on and off from the record, a click that starts the flow
// or changes the use of insurance, and the record's part (synced, benefits, product choice, removal, messages).
// Fetched once the visitor is signed in; the record's part (ToggleStatus.tsx) only when there is something to show.
import { lazy, Suspense } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record, toggleError, toggleOn } from '../../signals/claim/claim.ts';
import { actionError, applyLater, failedOnToggle, quoteOffline, serviceOutage, toggleBusy } from '../../signals/toggle/toggle.ts';
import { clickToggle } from '../../signals/claim/actions.ts';
import { features } from '../../signals/host/features.ts';
import { ctaOnPage } from '../../signals/host/page-widgets.ts';
import { showsUseHint } from '../../src/domain/toggle/use-hint.ts';
import { t } from '../loader-strings.ts';
import { Switch } from './Switch.tsx';
import { LIMIT_HINT_ID, OFFLINE_HINT_ID, SERVICE_HINT_ID, USE_HINT_ID } from './hints.ts';
import { withWords } from '../ui/i18n.ts';
import { withinTime } from '../ui/chunk.ts';

/** The record's part, fetched only once there is a record or a message to show. */
const ToggleStatus = lazy(() => withWords(withinTime(import('./ToggleStatus.tsx')), ['status']));

/**
 * The signed-in toggle, inside the toggle's element (Toggle.tsx). While a quote waits on an offline insurer the switch
 * can do nothing the shopper could finish: insurance is turned on by the quote the insurer has not sent, and starting
 * the flow would wait on it (spec 001 section 2, the insurance-member view's lookup in flight), so it is disabled and
 * says why; the call-to-action offers what can be done. So it does after a cancelled French claim while the day's quote
 * limit holds: a new claim's first quote would only be refused (spec 000 §8 REQUEST_QUOTE_RESTRICTED). And so it does
 * while the host page says the service is offline (spec 001 §6 serviceStatus): every click would be a call none answers;
 * it says why in the call-to-action's words (serviceOutage), even with no record to show.
 */
export default function ToggleLive() {
  useSignals();
  const busy = toggleBusy.value;
  const offline = quoteOffline.value !== null;
  const later = applyLater.value;
  const outage = serviceOutage.value;
  const waiting = offline || later || outage !== null;
  const outageHint = outage === 'applied' || outage === 'unavailable';
  const error = toggleError.value !== 'NONE' || (!!actionError.value && failedOnToggle.value);
  // The line the shop reserves under the switch (docs/layout.md) says what the switch does while nothing else is said
  // there; beside a call-to-action, which speaks for the claim, the record's part tells no story or amounts of its own.
  const hint = showsUseHint({ messages: features.value.toggleMessages, on: toggleOn.value, busy, waiting, error, claimTold: !!record.value && !ctaOnPage.value });
  return (
    <>
      <Switch
        checked={toggleOn.value}
        disabled={busy || waiting}
        busy={busy}
        describedBy={offline ? OFFLINE_HINT_ID : outageHint ? SERVICE_HINT_ID : later ? LIMIT_HINT_ID : hint ? USE_HINT_ID : undefined}
        onClick={(event) => void (waiting || clickToggle(event.currentTarget))}
      />
      {hint && (
        <p id={USE_HINT_ID} className="hint muted">
          {t('toggleUseHint')}
        </p>
      )}
      {(record.value || later || outageHint || toggleError.value !== 'NONE' || (actionError.value && failedOnToggle.value)) && (
        <Suspense fallback={null}>
          <ToggleStatus />
        </Suspense>
      )}
    </>
  );
}

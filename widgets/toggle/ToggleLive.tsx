// The signed-in visitor's switch (spec 001 sections 2 and 8): on and off from the record, a click that starts the flow
// or changes the use of insurance, and the record's part (synced, benefits, product choice, removal, messages).
// Fetched once the visitor is signed in; the record's part (ToggleStatus.tsx) only when there is something to show.
import { lazy, Suspense } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record, toggleError, toggleOn } from '../../signals/claim/claim.ts';
import { actionError, failedOnToggle, toggleBusy } from '../../signals/toggle/toggle.ts';
import { clickToggle } from '../../signals/claim/actions.ts';
import { Switch } from './Switch.tsx';
import { withWords } from '../ui/i18n.ts';
import { withinTime } from '../ui/chunk.ts';

/** The record's part, fetched only once there is a record or a message to show. */
const ToggleStatus = lazy(() => withWords(withinTime(import('./ToggleStatus.tsx')), ['status']));

/** The signed-in toggle, inside the toggle's element (Toggle.tsx). */
export default function ToggleLive() {
  useSignals();
  const busy = toggleBusy.value;
  return (
    <>
      <Switch checked={toggleOn.value} disabled={busy} busy={busy} onClick={(event) => void clickToggle(event.currentTarget)} />
      {(record.value || toggleError.value !== 'NONE' || (actionError.value && failedOnToggle.value)) && (
        <Suspense fallback={null}>
          <ToggleStatus />
        </Suspense>
      )}
    </>
  );
}

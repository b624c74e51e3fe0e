// The signed-in visitor's switch (spec 001 sections 2 and 8): on and off from the record, a click that starts the flow
// or changes the use of insurance, and the record's part (synced, benefits, product choice, removal, messages).
// A lazy chunk, loaded once the visitor is signed in, beside the claim actions that read the record.
import { useSignals } from '@preact/signals-react/runtime';
import { record, toggleError, toggleOn } from '../../signals/claim.ts';
import { actionError, failedOnToggle, toggleBusy } from '../../signals/toggle.ts';
import { clickToggle } from '../../signals/actions.ts';
import { Switch } from './Switch.tsx';
import ToggleStatus from './ToggleStatus.tsx';

/** The signed-in toggle. */
export default function ToggleLive() {
  useSignals();
  const busy = toggleBusy.value;
  return (
    <div className="toggle">
      <Switch checked={toggleOn.value} disabled={busy} busy={busy} onClick={(event) => void clickToggle(event.currentTarget)} />
      {(record.value || toggleError.value !== 'NONE' || (actionError.value && failedOnToggle.value)) && <ToggleStatus />}
    </div>
  );
}

// The login disclaimers (spec 001 section 9) where a shopper signs in or a claim is accepted: what the widgets keep, and
// what can still cancel a claim. Their words travel with the toggle's and call-to-action's, which every page loads.
import { useSignals } from '@preact/signals-react/runtime';
import { disclaimers, type DisclaimerMoment } from '../../src/domain/session/disclaimers.ts';
import { flowOf } from '../../src/domain/host/flow.ts';
import { config } from '../../signals/host/config.ts';
import { t } from '../loader-strings.ts';

/**
 * The disclaimers of this moment in the shop's flow, as a short labelled list in the muted text of notes. A list, not a
 * landmark: the toggle and the call-to-action of one page each show theirs, and two landmarks of one name confuse.
 */
export function Disclaimers({ moment }: { moment: DisclaimerMoment }) {
  useSignals();
  const shown = disclaimers(flowOf(config.value?.country ?? 'CA'), moment);
  const id = `db-disclaimers-${moment}`;
  return (
    <div className="muted disclaimers">
      <p id={id}>{t('disclaimersLabel')}</p>
      <ul aria-labelledby={id}>
        {shown.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </div>
  );
}

// The quote view's screen of a claim cancelled under it (spec 000 section 4, Nullify), fetched with the call-to-action's
// words only when shown: the way on the call-to-action offers a cancelled claim, in its words and by its verb, beside
// Close; unless the day's quote limit would refuse the new claim's first quote, when the card's words say when it can
// be asked (applyAgainRefused), or a restriction would refuse the new claim (newClaimRefused), which the card says.
import { useSignals } from '@preact/signals-react/runtime';
import { applyAgainRefusedNow } from '../../../signals/claim/quote-limit.ts';
import { restrictionNow } from '../../../signals/claim/restriction-lift.ts';
import { applyAgainHere } from '../../../signals/drawer/entry/flow-entry.ts';
import { closeByShopper } from '../../../signals/drawer/flow.ts';
import { newClaimRefused } from '../../../src/domain/claim/restriction.ts';
import { t as cta } from '../../cta/cta-strings.ts';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/quote.ts';

const t = translator<typeof en>('quote');

/** What the cancelled claim leaves the shopper: its words, applying again where the card offers it, and Close. */
export default function QuoteCancelled() {
  useSignals();
  const later = applyAgainRefusedNow();
  const again = !later && !newClaimRefused('applyAgain', restrictionNow.value);
  return (
    <>
      <p>{later ? cta('NULLIFIED_quoteLimit_body') : t('cancelledBody')}</p>
      <div className="actions">
        {again && (
          <button type="button" className="btn" onClick={applyAgainHere}>
            {cta('applyAgain')}
          </button>
        )}
        <button type="button" className={again ? 'btn secondary' : 'btn'} onClick={() => closeByShopper()}>
          {t('close')}
        </button>
      </div>
    </>
  );
}

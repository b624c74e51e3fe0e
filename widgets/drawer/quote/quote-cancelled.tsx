// The quote view's screen of a claim cancelled under it (spec 000 section 4, Nullify), fetched with the call-to-action's
// words only when shown: the way on the call-to-action offers a cancelled claim, in its words and by its verb, beside
// Close; unless a restriction would refuse the new claim (newClaimRefused), or the day's quote limit its first quote
// (applyAgainRefused): then, as on the card, the words say the restriction or the limit and when to try again, and
// nothing invites applying again.
import { useSignals } from '@preact/signals-react/runtime';
import { applyAgainRefusedNow } from '../../../signals/claim/quote-limit.ts';
import { restrictionNow } from '../../../signals/claim/restriction-lift.ts';
import { applyAgainHere } from '../../../signals/drawer/entry/flow-entry.ts';
import { closeByShopper } from '../../../signals/drawer/flow.ts';
import { newClaimRefused } from '../../../src/domain/claim/restriction.ts';
import { restrictionWords, t as cta } from '../../cta/cta-strings.ts';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/quote.ts';

const t = translator<typeof en>('quote');

/** The cancelled claim's words: the card's, which offer applying again only where it can be done (CtaStatus.tsx outcomeOf). */
function body(restricted: boolean, later: boolean): string {
  if (restricted) return `${cta('NULLIFIED_restricted')} ${restrictionWords().body}`;
  return later ? cta('NULLIFIED_quoteLimit_body') : t('cancelledBody');
}

/** What the cancelled claim leaves the shopper: its words, applying again where the card offers it, and Close. */
export default function QuoteCancelled() {
  useSignals();
  const restricted = newClaimRefused('applyAgain', restrictionNow.value);
  const later = !restricted && applyAgainRefusedNow();
  const again = !restricted && !later;
  return (
    <>
      <p>{body(restricted, later)}</p>
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

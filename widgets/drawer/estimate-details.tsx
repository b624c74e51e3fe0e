// The estimate in full in the drawer's views (spec 000 §9): each covered line's estimated share of its price, what the
// insurer pays and what is left to pay, marked as an estimate until the insurer confirms. Fetched on demand
// (widgets/drawer/estimate.tsx), so no other chunk imports it.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { estimateAsksChoice, estimateAwaitsQuote, shownEstimate } from '../../signals/claim/estimate.ts';
import { t, useEstimateRead, useEstimateStyles } from '../ui/Estimate.tsx';

/**
 * The estimate in full: each covered line's share of its price, what the insurer pays and what is left to pay. On a
 * small screen the lines fold behind a Details button (the totals stay), so the view under it starts on the first
 * screen; the footer beside the main button says the totals too.
 */
export default function EstimateDetails() {
  useSignals();
  useEstimateRead();
  const root = useEstimateStyles<HTMLElement>();
  const [open, setOpen] = useState(false);
  const shown = shownEstimate.value;
  // The French flow before the quote answers: the box says the amount comes with the quote, and shows none (estimateShown).
  // Nothing chosen (estimateAsksChoice): the box says to choose a product, and shows no amount.
  if (estimateAwaitsQuote.value || estimateAsksChoice.value) {
    return (
      <section ref={root} className="estimate" aria-labelledby="db-estimate-title">
        <p id="db-estimate-title">
          <strong>{t('title')}</strong>
        </p>
        <p>{t(estimateAwaitsQuote.value ? 'withQuote' : 'choose')}</p>
      </section>
    );
  }
  if (!shown) return null;
  return (
    <section ref={root} className={open ? 'estimate open' : 'estimate'} aria-labelledby="db-estimate-title">
      <div className="estimate-head">
        {/* Not a heading: it sits above a view's own heading in some views, and the drawer's outline stays the views'. */}
        <p id="db-estimate-title">
          <strong>{t('title')}</strong>
        </p>
        <button type="button" className="link estimate-more" aria-expanded={open} aria-controls="db-estimate-lines" onClick={() => setOpen(!open)}>
          {t('details')}
        </button>
      </div>
      <div id="db-estimate-lines" className="estimate-lines">
        <p className="muted">{t('note')}</p>
        <ul className="list-plain">
          {shown.lines.map((line) => (
            <li key={line.productId}>{t('line', { name: line.name, share: line.share, price: line.price })}</li>
          ))}
        </ul>
      </div>
      <dl className="amounts">
        <div>
          <dt>{t('share')}</dt>
          <dd>{shown.share}</dd>
        </div>
        <div>
          <dt>{t('remainder')}</dt>
          <dd>{shown.remainder}</dd>
        </div>
      </dl>
    </section>
  );
}

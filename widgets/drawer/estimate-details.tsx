// The estimate in full in the drawer's views (spec 000 §9): each covered line's estimated share of its price, what the
// insurer pays and what is left to pay, marked as an estimate until the insurer confirms. Fetched on demand
// (widgets/drawer/estimate.tsx), so no other chunk imports it.
import { useSignals } from '@preact/signals-react/runtime';
import { shownEstimate } from '../../signals/claim/estimate.ts';
import { t, useEstimateRead, useEstimateStyles } from '../ui/Estimate.tsx';

/** The estimate in full: each covered line's share of its price, what the insurer pays and what is left to pay. */
export default function EstimateDetails() {
  useSignals();
  useEstimateRead();
  const root = useEstimateStyles<HTMLElement>();
  const shown = shownEstimate.value;
  if (!shown) return null;
  return (
    <section ref={root} className="estimate" aria-labelledby="db-estimate-title">
      {/* Not a heading: it sits above a view's own heading in some views, and the drawer's outline stays the views'. */}
      <p id="db-estimate-title">
        <strong>{t('title')}</strong>
      </p>
      <p className="muted">{t('note')}</p>
      <ul className="list-plain">
        {shown.lines.map((line) => (
          <li key={line.productId}>{t('line', { name: line.name, share: line.share, price: line.price })}</li>
        ))}
      </ul>
      <dl>
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

// The change-product view (spec 000 section 2): the covered products of one prescription, opened from the review.
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { navState, next } from '../../../signals/drawer/flow.ts';
import { choosablePrescriptions } from '../../../src/domain/prescription/prescription-result.ts';
import { ProductPage, t } from './products-list.tsx';

const HEADING = 'db-change-product-heading';

/** The prescription named in the navigation state ({ prescriptionId }), else the first one; continue returns to the review. */
export default function ChangeProduct() {
  useSignals();
  const list = choosablePrescriptions(record.value?.prescriptions, record.value?.status);
  const wanted = (navState.value as { prescriptionId?: unknown } | undefined)?.prescriptionId;
  const prescription = list.find((p) => p.id === wanted) ?? list[0];
  if (!prescription) {
    return (
      <section aria-labelledby={HEADING}>
        <h3 id={HEADING} tabIndex={-1}>
          {t('changeHeading')}
        </h3>
        <p>{t('noPrescription')}</p>
      </section>
    );
  }
  return <ProductPage prescription={prescription} heading={t('changeHeading')} headingId={HEADING} onDone={() => next()} />;
}

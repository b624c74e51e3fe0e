// The select-product view (spec 000 section 2): for each prescription in turn, "Prescription N of M", the cart products it covers.
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { go, next } from '../../../signals/drawer/flow.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { choosablePrescriptions } from '../../../src/domain/prescription/prescription-result.ts';
import { ProductPage, t } from './products-list.tsx';

const HEADING = 'db-product-heading';

/** One page per prescription; the last one continues the flow. */
export default function SelectProduct() {
  useSignals();
  const list = choosablePrescriptions(record.value?.prescriptions, record.value?.status);
  const [at, setAt] = useState(0);
  const prescription = list[Math.min(at, list.length - 1)];
  if (!prescription) {
    return (
      <section aria-labelledby={HEADING}>
        <h3 id={HEADING} tabIndex={-1}>
          {t('heading')}
        </h3>
        <p>{t('noPrescription')}</p>
        <button type="button" className="btn" onClick={() => go('select-prescription')}>
          {t('upload')}
        </button>
      </section>
    );
  }
  const n = Math.min(at, list.length - 1) + 1;
  return (
    <ProductPage
      key={prescription.id}
      prescription={prescription}
      heading={t('heading')}
      headingId={HEADING}
      page={{ n, m: list.length }}
      onDone={() => {
        if (n >= list.length) return next();
        setAt(n);
        announce(t('page', { n: n + 1, m: list.length }), 'state');
      }}
    />
  );
}

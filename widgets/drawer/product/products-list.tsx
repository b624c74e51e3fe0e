// The choice of cart products for one prescription (spec 000 section 2, select-product and change-product): one
// checkbox per group of products claimed together, named as the shop names them, sent with select-claimable.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { drafts, setDraft, viewMode } from '../../../signals/drawer/flow.ts';
import { cartNames, IneligibleProducts, selectProducts } from '../../../signals/drawer/prescription/flow-validation.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { chosenProductIds, productOptions } from '../../../src/domain/prescription/prescription-result.ts';
import { translator } from '../../ui/i18n.ts';
import { Footer } from '../kit/Footer.tsx';
import { focusFirstInvalid } from '../kit/Field.tsx';
import type en from '../../../strings/en/drawer/products.ts';

/** The products strings, shared by both views. */
export const t = translator<typeof en>('products');
type Key = keyof typeof en;
const MISMATCH = ['PRODUCT_MISMATCH_GLASSES_RX', 'PRODUCT_MISMATCH_CONTACTS_RX'];

interface Props {
  prescription: { id: string; name?: string | null | undefined };
  /** The view's heading and its id. */
  heading: string;
  headingId: string;
  /** "Prescription N of M" (select-product); absent for change-product. */
  page?: { n: number; m: number } | undefined;
  /** The choice was sent. */
  onDone: () => void;
}

/** A view's section: the heading, the products of one prescription as checkboxes, the footer that sends the choice. */
export function ProductPage({ prescription, heading, headingId, page, onDone }: Props) {
  useSignals();
  const root = useRef<HTMLElement>(null);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState<Key | null>(null);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const current = record.value;
  const rxName = prescription.name ?? '';
  const options = productOptions(current?.eligibleProducts, prescription.id);
  const draftKey = `products.${prescription.id}`;
  const draft = drafts.value[draftKey];
  const chosen = typeof draft === 'string' ? draft.split(',').filter(Boolean) : options.filter((o) => o.chosen).map((o) => o.id);
  const readOnly = viewMode.value === 'read-only';
  const errorId = `${headingId}-error`;

  useEffect(() => {
    void cartNames().then(setNames);
  }, []);

  const fileOf = (id: string) => current?.prescriptions?.find((p) => p.id === id)?.name ?? '';
  const label = (productIds: string[], types: string[]) =>
    productIds.map((id, i) => names.get(id) ?? (types[i] && t.has(types[i]) ? t(types[i]) : t('OTHER'))).join(' + ');

  async function submit() {
    if (busy) return;
    if (chosen.length === 0) {
      setMissing(true);
      return queueMicrotask(() => focusFirstInvalid(root.current));
    }
    setBusy(true);
    setFailed(null);
    try {
      await selectProducts(prescription.id, chosenProductIds(options, chosen));
      onDone();
    } catch (error) {
      const code = error instanceof ApiError ? (error.errorCode ?? '') : '';
      setRefused(error instanceof IneligibleProducts ? error.productTypes : []);
      setFailed(error instanceof IneligibleProducts ? 'notEligible' : MISMATCH.includes(code) ? (code as Key) : 'callFailed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} ref={root}>
      <h3 id={headingId} tabIndex={-1}>
        {heading}
      </h3>
      {page && <p>{t('page', page)}</p>}
      {options.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <fieldset className={missing ? 'field invalid' : 'field'} aria-describedby={missing ? errorId : undefined}>
          <legend>{t('legend', { name: rxName })}</legend>
          <ul className="list-plain">
            {options.map((option) => {
              const id = `${headingId}-${option.id.replace(/[^\w-]/g, '-')}`;
              const on = chosen.includes(option.id);
              return (
                <li key={option.id} className="field check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={on}
                    disabled={readOnly}
                    aria-invalid={missing || undefined}
                    aria-describedby={[missing ? errorId : '', option.takenBy ? `${id}-taken` : ''].filter(Boolean).join(' ') || undefined}
                    onChange={() => {
                      setMissing(false);
                      setDraft(draftKey, (on ? chosen.filter((c) => c !== option.id) : [...chosen, option.id]).join(','));
                    }}
                  />
                  <label htmlFor={id}>{label(option.productIds, option.productTypes)}</label>
                  {option.takenBy && (
                    <p id={`${id}-taken`} className="hint">
                      {t('takenBy', { name: fileOf(option.takenBy) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {missing && (
            <p id={errorId} className="field-error">
              {t('required')}
            </p>
          )}
        </fieldset>
      )}
      {failed && (
        <div className="alert" role="alert">
          <p>{t(failed, { products: refused.map((type) => (t.has(type) ? t(type) : type)).join(', ') })}</p>
          {failed === 'callFailed' && (
            <button type="button" className="btn secondary" onClick={() => void submit()}>
              {t('tryAgain')}
            </button>
          )}
        </div>
      )}
      <Footer onSubmit={() => void submit()} busy={busy} noSubmit={readOnly || options.length === 0} />
    </section>
  );
}

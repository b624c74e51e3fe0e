// The insurers view (spec 000 section 2, "Eligible insurers list"): search, choose one, continue to the member lookup.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Insurer } from '../../../src/contract/insurer/insurers.ts';
import { insurerName } from '../../../src/domain/insurer/insurer.ts';
import { matchesSearch } from '../../../src/domain/insurer/insurer-list.ts';
import { language } from '../../../signals/host/config.ts';
import { record } from '../../../signals/claim/claim.ts';
import { announce, drafts, insurer, next, setDraft, viewMode } from '../../../signals/drawer/flow.ts';
import { chooseInsurer, loadInsurers, type InsurersPage } from '../../../signals/drawer/insurer/flow-insurer.ts';
import { Footer } from '../kit/Footer.tsx';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/insurers.ts';

/** The view's text; in France it speaks of mutuelles. */
const t = translator<typeof en>('insurers');
const FORM = 'db-insurers-form';
/** The draft holding the choice, so it survives back and forward like every typed value. */
const CHOICE = 'primaryCoverage.insurer.id';

/** Lists the eligible insurers; continue saves the choice in the claim record and opens the member lookup. */
export default function Insurers() {
  useSignals();
  const [page, setPage] = useState<InsurersPage | null>(null);
  const [failed, setFailed] = useState<'load' | 'save' | null>(null);
  const [query, setQuery] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLFieldSetElement>(null);
  const readOnly = viewMode.value === 'read-only';
  const draft = drafts.value[CHOICE];
  const choice = typeof draft === 'string' ? draft : (insurer.value?.id ?? record.value?.claimData?.primaryCoverage?.insurer?.id ?? '');
  const name = (i: Insurer) => insurerName(i.name, language.value);

  const load = () => {
    setFailed(null);
    loadInsurers().then(setPage, () => setFailed('load'));
  };
  useEffect(load, []);

  const current = page?.insurers.find((i) => i.id === choice);
  const matching = (text: string) => page?.insurers.filter((i) => matchesSearch(name(i), text)) ?? [];
  const shown = matching(query);
  const search = (value: string) => {
    setQuery(value);
    const count = matching(value).length;
    announce(count ? t('shown', { count }) : t('none'));
  };

  const submit = async () => {
    if (busy || readOnly) return;
    const found = current;
    if (!found) {
      setInvalid(true);
      list.current?.querySelector('input')?.focus();
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      await chooseInsurer(found);
      next();
    } catch {
      setFailed('save');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="db-insurers-heading">
      <h3 id="db-insurers-heading" tabIndex={-1}>
        {t('heading')}
      </h3>
      {readOnly ? (
        <p>
          {t('chosen')}: {current ? name(current) : '—'}
        </p>
      ) : (
        <form
          id={FORM}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>{t('lead')}</p>
          {!page && !failed && (
            <p role="status">
              <span className="spinner" aria-hidden="true" /> {t('loading')}
            </p>
          )}
          {page?.showSearch && (
            <div className="field">
              <label htmlFor="db-insurer-search">{t('search')}</label>
              <input id="db-insurer-search" type="search" value={query} autoComplete="off" onInput={(e) => search((e.currentTarget as HTMLInputElement).value)} />
            </div>
          )}
          {page && (
            <fieldset ref={list} className="insurers" aria-describedby={invalid && !choice ? 'db-insurer-error' : undefined}>
              <legend className="sr-only">{t('list')}</legend>
              {shown.length === 0 && <p>{t('none')}</p>}
              <ul className="list-plain">
                {shown.map((i) => (
                  <li key={i.id} className="field check">
                    <input
                      id={`db-insurer-${i.id}`}
                      type="radio"
                      name="db-insurer"
                      value={i.id}
                      checked={choice === i.id}
                      aria-invalid={invalid && !choice ? true : undefined}
                      onChange={() => setDraft(CHOICE, i.id)}
                    />
                    <label htmlFor={`db-insurer-${i.id}`}>{name(i)}</label>
                  </li>
                ))}
              </ul>
              {invalid && !choice && (
                <p id="db-insurer-error" className="field-error">
                  {t('required')}
                </p>
              )}
            </fieldset>
          )}
          {failed && (
            <div className="alert" role="alert">
              <p>{t(failed === 'load' ? 'loadFailed' : 'saveFailed')}</p>
              <button type="button" className="btn secondary" onClick={failed === 'load' ? load : () => void submit()}>
                {t('retry')}
              </button>
            </div>
          )}
        </form>
      )}
      <Footer form={FORM} busy={busy} noSubmit={readOnly || !page} />
    </section>
  );
}

// The review view (spec 000 section 2): coverage, patient, doctor, prescriptions and the products they cover, the
// benefits (their own lazy chunk), terms and risks, then submit; the result modal follows (its own lazy chunk).
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim.ts';
import { config, langTag, language } from '../../../signals/config.ts';
import { drafts, edit, formIndex, setDraft, viewMode } from '../../../signals/flow.ts';
import { refreshRecord, result, submit } from '../../../signals/flow-submit.ts';
import { formatDate } from '../../../src/domain/dates.ts';
import { insurerName } from '../../../src/domain/insurer.ts';
import { confirmedShare, formatMoney, toMinor } from '../../../src/domain/money.ts';
import { prescriptionStatusGroup } from '../../../src/domain/prescriptions.ts';
import { productGroup } from '../../../src/domain/products.ts';
import type { DrawerView } from '../../../src/domain/resume.ts';
import { legalPath } from '../../../src/domain/submit-outcome.ts';
import { CheckboxField, focusFirstInvalid } from '../kit/Field.tsx';
import { Footer } from '../kit/Footer.tsx';
import { addStyles } from '../../ui/add-styles.ts';
import { translator } from '../../ui/i18n.ts';
import { en, enUS, fr } from '../../../strings/review.ts';

const ResultModal = lazy(() => import('../kit/ResultModal.tsx'));
const ReviewBenefits = lazy(() => import('./review-benefits.tsx'));
const t = translator({ en, fr, enUS });
type Key = keyof typeof en;
/** A service value named by a key of ours, else the fallback (a value we do not know yet). */
const label = (value: string | null | undefined, fallback: Key): string => t((value && value in en ? value : fallback) as Key);
const TERMS = 'termsAndConditionsAccepted';
const CSS = `.review h4{margin:1.25rem 0 .5rem}.review .head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem}.review dl div{display:flex;flex-wrap:wrap;gap:0 .5rem}.review dt{font-weight:600}.review dt::after{content:":"}.review dd{margin:0}`;

/** One section of the review with its heading and, outside read-only mode, its edit link. */
function Part({ id, title, onEdit, children }: { id: string; title: string; onEdit?: (() => void) | undefined; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="head">
        <h4 id={id}>{title}</h4>
        {onEdit && (
          <button type="button" className="link" aria-label={t('editOf', { section: title })} onClick={onEdit}>
            {t('edit')}
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

/** A definition list of the rows that have a value. */
const Rows = ({ rows }: { rows: [string, string | null | undefined][] }) => (
  <dl>
    {rows.filter(([, v]) => v).map(([k, v]) => (
      <div key={k}>
        <dt>{k}</dt>
        <dd>{v}</dd>
      </div>
    ))}
  </dl>
);

/** The fourth step: everything the claim says, and the submit. */
export default function Review() {
  useSignals();
  const root = useRef<HTMLElement>(null);
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<'failed' | 'refreshFailed' | null>(null);
  const [refused, setRefused] = useState(0);
  const current = record.value;
  const data = current?.claimData;
  const readOnly = viewMode.value === 'read-only';
  const cfg = config.value;
  const locale = langTag.value;
  const currency = cfg?.currency ?? 'CAD';
  const share = confirmedShare(data);
  const draft = drafts.value[TERMS];
  const accepted = typeof draft === 'boolean' ? draft : data?.termsAndConditionsAccepted === true;
  const prescriptions = current?.prescriptions ?? [];

  useEffect(() => {
    if (root.current) addStyles(root.current, CSS);
  }, []);
  // After a refused submit the checkbox, now invalid, takes focus, so its error is read with it.
  useEffect(() => {
    if (refused) focusFirstInvalid(root.current);
  }, [refused]);

  const send = async () => {
    if (busy.current || readOnly) return;
    if (!accepted) return setRefused((n) => n + 1);
    busy.current = true;
    setSending(true);
    setFailed(null);
    try {
      await submit();
    } catch {
      setFailed('failed');
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  const refresh = () => refreshRecord().then(() => setFailed(null), () => setFailed('refreshFailed'));
  const editor = (target: DrawerView, page?: number) =>
    readOnly
      ? undefined
      : () => {
          if (page !== undefined) formIndex.value = page;
          edit(target);
        };

  const insuree = data?.primaryCoverage?.insuree;
  const patient = data?.patient;
  const referrer = data?.referrer;
  const fullName = (p: { firstName?: string | null; lastName?: string | null } | null | undefined) => [p?.firstName, p?.lastName].filter(Boolean).join(' ');
  const linesOf = (rxId: string) =>
    (current?.eligibleProducts ?? []).filter((g) => g.prescriptionId === rxId).flatMap((g) => g.cartProducts.filter((l) => l.includedInPrescription !== false));
  const legal = (path: string, key: Key) => (
    <a href={legalPath(path, cfg?.locale ?? 'en-ca')} target="_blank" rel="noopener noreferrer">
      {t(key)} <span className="sr-only">{t('newTab')}</span>
    </a>
  );

  return (
    <section ref={root} className="review" aria-labelledby="db-review-heading">
      <h3 id="db-review-heading" tabIndex={-1}>
        {t('heading')}
      </h3>
      <Part id="db-review-coverage" title={t('coverage')} onEdit={editor('insurance-member')}>
        <Rows
          rows={[
            [t('insurer'), insurerName(data?.primaryCoverage?.insurer?.name, language.value)],
            [t('member'), fullName(insuree)],
            [t('memberId'), insuree?.memberId],
            [t('groupId'), insuree?.policyNumber],
          ]}
        />
        {share !== null ? (
          <p>{t('share', { amount: formatMoney(toMinor(share, currency), { locale, currency }) })}</p>
        ) : (
          current && (
            <Suspense fallback={null}>
              <ReviewBenefits />
            </Suspense>
          )
        )}
      </Part>
      <Part id="db-review-patient" title={t('patient')} onEdit={editor('insurance-information', 1)}>
        <Rows
          rows={[
            [t('name'), fullName(patient)],
            [t('dob'), patient?.dateOfBirth && formatDate(patient.dateOfBirth, locale)],
            [t('relationship'), data?.patientRelationship && label(data.patientRelationship, 'other')],
          ]}
        />
      </Part>
      <Part id="db-review-doctor" title={t('doctor')} onEdit={editor('insurance-information', 2)}>
        <Rows rows={[[t('name'), fullName(referrer)], [t('doctor'), referrer?.type && label(referrer.type, 'doctor')]]} />
      </Part>
      <Part id="db-review-rx" title={t('prescriptions')} onEdit={editor('select-prescription')}>
        <ul className="list-plain">
          {prescriptions.map((rx) => (
            <li key={rx.id}>
              {rx.name ?? rx.id}: {t(prescriptionStatusGroup(rx.status))}
            </li>
          ))}
        </ul>
        {prescriptions.some((rx) => rx.status === 'FOR_REVIEW' || rx.status === 'IN_REVIEW') && (
          <button type="button" className="btn secondary" onClick={refresh}>
            {t('refresh')}
          </button>
        )}
      </Part>
      <Part id="db-review-products" title={t('products')} onEdit={editor('change-product')}>
        {prescriptions.map((rx) => {
          const lines = linesOf(rx.id);
          return (
            <div key={rx.id}>
              <p className="muted">{rx.name ?? rx.id}</p>
              {lines.length > 0 ? (
                <ul className="list-plain">
                  {lines.map((line) => (
                    <li key={line.productId}>
                      {t(productGroup(line.productType) ?? 'other')} {t('quantity', { n: line.quantity ?? 1 })}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('noProducts')}</p>
              )}
            </div>
          );
        })}
      </Part>
      <Part id="db-review-risks" title={t('risks')}>
        <ul>
          <li>{t('risk1')}</li>
          <li>{t('risk2')}</li>
          <li>{t('risk3')}</li>
          <li>{t('risk4')}</li>
        </ul>
      </Part>
      {!readOnly && (
        <CheckboxField
          name={TERMS}
          label={t('terms')}
          required
          checked={accepted}
          error={refused && !accepted ? t('termsError') : null}
          onValue={(checked) => setDraft(TERMS, checked)}
        >
          <p>
            {legal(cfg?.termsPath ?? '/en-ca/c/terms-and-conditions', 'termsLink')} · {legal(cfg?.privacyPath ?? '/en-ca/c/privacy-policy', 'privacyLink')}
          </p>
        </CheckboxField>
      )}
      {sending && (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t('sending')}
        </p>
      )}
      {failed && (
        <div className="alert" role="alert">
          {t(failed)}{' '}
          <button type="button" className="link" onClick={failed === 'failed' ? send : refresh}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      <Footer onSubmit={() => void send()} busy={sending} noSubmit={readOnly} />
      {result.value && (
        <Suspense fallback={null}>
          <ResultModal result={result.value} onRetry={() => void send()} />
        </Suspense>
      )}
    </section>
  );
}

// The review's account of the claim (spec 000 section 2, review): coverage with the insurer's share or the benefits,
// patient, doctor, prescriptions and the products each covers, every section with its edit link.
import { lazy, Suspense, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { shownFileName } from '../../../signals/drawer/prescription/own-names.ts';
import { useCartLines } from '../product/use-cart-lines.ts';
import { record } from '../../../signals/claim/claim.ts';
import { cartRead } from '../../../signals/claim/claim-kit.ts';
import { config, dateFormat, langTag, language } from '../../../signals/host/config.ts';
import { edit, showFormPage } from '../../../signals/drawer/flow.ts';
import { formatDate } from '../../../src/domain/dates.ts';
import { insurerName } from '../../../src/domain/insurer/insurer.ts';
import { confirmedShare, formatMoney, toMinor } from '../../../src/domain/money.ts';
import { awaitsValidation } from '../../../src/domain/prescription/prescription-outcome.ts';
import { inManualReview, prescriptionStatusGroup } from '../../../src/domain/prescription/prescriptions.ts';
import { productGroup } from '../../../src/domain/product/products.ts';
import { groupsInCart } from '../../../src/domain/claim/cart-lines.ts';
import type { DrawerView } from '../../../src/domain/drawer/resume.ts';
import { translator } from '../../ui/i18n.ts';
import { t as words } from '../drawer-strings.ts';
import type en from '../../../strings/en/drawer/review.ts';

const ReviewBenefits = lazy(() => import('./review-benefits.tsx'));
/** The review's translator. */
export const t = translator<typeof en>('review');
/** A key of the review's strings. */
export type Key = keyof typeof en;
/** The review's notice that a prescription must be validated before the submit, and its button to do so. */
const RECHECK_NOTE = 'db-review-recheck';
/** The button the submit focuses while a prescription awaits its validation. */
export const RECHECK_BUTTON = 'db-review-recheck-button';
/** A service value named by a key of ours, else the fallback (a value we do not know yet). */
const label = (value: string | null | undefined, fallback: Key): string => t(value && t.has(value) ? value : fallback);

/** The id of a section's edit link, from its heading's: the edit names it, and focus comes back to it once saved. */
export const editLinkOf = (section: string): string => `${section}-edit`;

/** One section of the review with its heading and, outside read-only mode, its edit link, which hands its id to the edit. */
export function Part({ id, title, onEdit, children }: { id: string; title: string; onEdit?: ((origin: string) => void) | undefined; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className="head">
        <h4 id={id}>{title}</h4>
        {onEdit && (
          <button type="button" id={editLinkOf(id)} className="link" aria-label={t('editOf', { section: title })} onClick={() => onEdit(editLinkOf(id))}>
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
        <dt>{words('term', { label: k })}</dt>
        <dd>{v}</dd>
      </div>
    ))}
  </dl>
);

const fullName = (p: { firstName?: string | null; lastName?: string | null } | null | undefined) => [p?.firstName, p?.lastName].filter(Boolean).join(' ');

/** Everything the claim says, section by section; `onRefresh` re-reads a prescription still under review. */
export function ClaimSummary({ readOnly, onRefresh }: { readOnly: boolean; onRefresh: () => void }) {
  useSignals();
  const current = record.value;
  const data = current?.claimData;
  const locale = langTag.value;
  const currency = config.value?.currency ?? 'CAD';
  const share = confirmedShare(data);
  const prescriptions = current?.prescriptions ?? [];
  const insuree = data?.primaryCoverage?.insuree;
  const patient = data?.patient;
  const referrer = data?.referrer;
  const editor = (target: DrawerView, page?: number) =>
    readOnly
      ? undefined
      : (origin: string) => {
          if (page !== undefined) showFormPage(page);
          edit(target, undefined, origin);
        };
  const refresh = onRefresh;
  // Each claimed line by the name the shop sells it under, as the products view and the estimate name it; its kind
  // until the shop's cart has answered. The cart is the one last read: the catch-up reads it as the shopper comes back
  // from another tab, where it may have changed, and a change the shop tells reads it too.
  const names = useCartLines(current?.id);
  // The lines as the cart holds them (groupsInCart), as the estimate beside them prices them and the insurer pays them:
  // a line removed from the cart (in another tab, on the cart page) is claimed no more, even while the record still lists
  // it, and each line claims the quantity the cart holds now, not the one the record was given.
  const linesOf = (rxId: string) =>
    groupsInCart(current?.eligibleProducts, cartRead.value?.products)
      .filter((g) => g.prescriptionId === rxId)
      .flatMap((g) => g.cartProducts.filter((l) => l.includedInPrescription !== false));

  return (
    <>
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
            [t('dob'), patient?.dateOfBirth && formatDate(patient.dateOfBirth, locale, dateFormat.value)],
            [t('relationship'), data?.patientRelationship && label(data.patientRelationship, 'other')],
          ]}
        />
      </Part>
      <Part id="db-review-doctor" title={t('doctor')} onEdit={editor('insurance-information', 2)}>
        <Rows rows={[[t('name'), fullName(referrer)], [t('credential'), referrer?.type && label(referrer.type, 'doctor')]]} />
      </Part>
      <Part id="db-review-rx" title={t('prescriptions')} onEdit={editor('select-prescription')}>
        <ul className="list-plain">
          {prescriptions.map((rx) => (
            <li key={rx.id}>
              {words('pair', { label: shownFileName(rx) || rx.id, value: t(prescriptionStatusGroup(rx.status)) })}
            </li>
          ))}
        </ul>
        {awaitsValidation(current) ? (
          // A changed name sent the prescription back (spec 000 section 4): nothing moves it until it is validated again,
          // and the service takes no submit before; the shopper is told, and taken there, an edit that returns to the
          // review (its prescriptions' section) once checked, unless the check leaves products to choose (nextView).
          <div className="note">
            <p id={RECHECK_NOTE}>{t('recheck')}</p>
            {!readOnly && (
              <button type="button" id={RECHECK_BUTTON} className="btn secondary" aria-describedby={RECHECK_NOTE} onClick={() => edit('validate', undefined, editLinkOf('db-review-rx'))}>
                {t('recheckAction')}
              </button>
            )}
          </div>
        ) : (
          prescriptions.some((rx) => inManualReview(rx.status, current?.status)) && (
            <button type="button" className="btn secondary" onClick={refresh}>
              {t('refresh')}
            </button>
          )
        )}
      </Part>
      <Part id="db-review-products" title={t('products')} onEdit={editor('change-product')}>
        {prescriptions.map((rx) => {
          const lines = linesOf(rx.id);
          return (
            <div key={rx.id}>
              <p className="muted">{shownFileName(rx) || rx.id}</p>
              {lines.length > 0 ? (
                <ul className="list-plain">
                  {lines.map((line) => (
                    <li key={line.productId}>
                      {names.get(line.productId)?.name ?? t(productGroup(line.productType) ?? 'other')} {t('quantity', { n: line.quantity ?? 1 })}
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
    </>
  );
}

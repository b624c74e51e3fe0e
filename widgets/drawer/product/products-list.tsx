// The choice of cart products for one prescription (spec 000 section 2, select-product and change-product): one
// checkbox per group of products claimed together, named and priced as the shop names and prices them, sent with
// select-claimable. Only groups of the prescription's kind are offered (spec 000 section 5), and the choice starts
// from the best use of the benefits (bestChoice), saying so. Only the lines the cart holds now are offered (groupsInCart):
// the shopper may have removed one in another tab, and the insurer prices the cart as it is. The choice is offered once
// the cart and the best use are in hand, so nothing the shopper sees changes under their hand as these arrive.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { cartRead } from '../../../signals/claim/claim-kit.ts';
import { showChoice } from '../../../signals/claim/estimate.ts';
import { config, langTag } from '../../../signals/host/config.ts';
import { go, viewMode } from '../../../signals/drawer/flow.ts';
import { drafts, setDraft } from '../../../signals/drawer/drafts.ts';
import { IneligibleProducts, selectProducts } from '../../../signals/drawer/prescription/flow-validation.ts';
import { bestChoice, groupsNotCoveredYet } from '../../../signals/drawer/product/product-choice.ts';
import { cartChangedOnReturn } from '../../../signals/drawer/submit/return-read.ts';
import { useCartLines } from './use-cart-lines.ts';
import { useEstimateChangeSaid } from './estimate-said.ts';
import { shownFileName } from '../../../signals/drawer/prescription/own-names.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { groupsInCart } from '../../../src/domain/claim/cart-lines.ts';
import { formatMoney } from '../../../src/domain/money.ts';
import { failureWords } from '../../../src/domain/drawer/failure.ts';
import { chosenProductIds, pageContinue, productOptions } from '../../../src/domain/prescription/prescription-result.ts';
import type { BestClaim } from '../../../src/domain/product/best-claim.ts';
import { fitsPrescription, readingKind } from '../../../src/domain/product/prescription-fit.ts';
import { uncoveredGroups } from '../../../src/domain/product/product-choice.ts';
import { translator } from '../../ui/i18n.ts';
import { Footer } from '../kit/Footer.tsx';
import { Failure } from '../kit/Failure.tsx';
import { ErrorMessage, focusFirstInvalid } from '../kit/Field.tsx';
import { showFromTop } from '../focus.ts';
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
  // What the shopper's ticks do to the estimate beside Continue is said as it changes.
  useEstimateChangeSaid();
  const root = useRef<HTMLElement>(null);
  const lines = useCartLines();
  // What the choice starts from: the best use of the benefits and the groups not covered yet; null until both are known.
  const [basis, setBasis] = useState<{ best: BestClaim | null; notYet: readonly string[] } | null>(null);
  const best = basis?.best ?? null;
  const notYet = basis?.notYet ?? [];
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState<Key | null>(null);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const current = record.value;
  const groups = groupsInCart(current?.eligibleProducts, cartRead.value?.products);
  const rxName = shownFileName(prescription);
  // A glasses prescription is not offered contact lenses, nor a contact lens one glasses; one not read yet, both.
  const kind = readingKind(current?.prescriptions?.find((p) => p.id === prescription.id));
  const options = productOptions(groups.filter((g) => fitsPrescription(kind, g)), prescription.id);
  // A group the plans pay nothing for yet (a benefit coming soon) is shown, said so, and never sent.
  const offered = options.filter((o) => !notYet.includes(o.id));
  const readOnly = viewMode.value === 'read-only';
  const draftKey = `products.${prescription.id}`;
  const draft = drafts.value[draftKey];
  const onRecord = (readOnly ? options : offered).filter((o) => o.chosen).map((o) => o.id);
  const bestHere = (best?.byPrescription[prescription.id] ?? []).filter((id) => offered.some((o) => o.id === id && !o.takenBy));
  // The best use of the benefits is where a first visit starts; what the record or the shopper chose stays, and a
  // read-only view shows only what the record holds.
  const picked = !readOnly && draft === undefined && onRecord.length === 0 && bestHere.length > 0;
  // Only groups still offered count: one the shopper ticked, then removed from the cart in another tab, is chosen no more.
  const chosen = (typeof draft === 'string' ? draft.split(',').filter(Boolean) : picked ? bestHere : onRecord).filter(
    (id) => (readOnly || !notYet.includes(id)) && options.some((o) => o.id === id),
  );
  // Continue sends the choice, asks for one, or moves on when nothing is left for this prescription here.
  const onContinue = pageContinue({
    options: offered,
    chosen: chosen.length,
    last: !page || page.n >= page.m,
    coveredElsewhere: productOptions(groups, prescription.id).some((o) => o.takenBy),
  });
  const errorId = `${headingId}-error`;
  const reasonId = `${headingId}-reason`;
  const currency = config.value?.currency ?? 'CAD';

  useEffect(() => {
    // The cart is read first (bestChoice prices the groups from it), so the names, the prices and the ticks come at once.
    void Promise.all([bestChoice().catch(() => null), groupsNotCoveredYet().catch(() => [])]).then(([b, n]) => setBasis({ best: b, notYet: n }));
  }, []);
  // The next prescription's page is read from its heading, like a new view (the shell focuses the first page's). Focused
  // as the page is rendered, before it is painted: the page before's Continue is gone by then, and focus left to the
  // page's body for a frame is said by a screen reader as the shop's page.
  useLayoutEffect(() => {
    if (page && page.n > 1) showFromTop(root.current?.querySelector('h3'));
  }, []);

  // The estimate follows what is ticked here as the shopper ticks it, before Continue sends it; a view-only view changes nothing.
  const ticked = chosen.join(',');
  const recordId = current?.id;
  useEffect(() => {
    if (basis && !readOnly && recordId) showChoice({ recordId, prescriptionId: prescription.id, groups: ticked.split(',').filter(Boolean) });
  }, [basis, readOnly, recordId, prescription.id, ticked]);
  useEffect(() => () => showChoice(null), []);

  const fileOf = (id: string) => {
    const file = current?.prescriptions?.find((p) => p.id === id);
    return file ? shownFileName(file) : '';
  };
  const nameOf = (id: string, type: string | undefined) => lines.get(id)?.name ?? (type && t.has(type) ? t(type) : t('OTHER'));
  const label = (productIds: string[], types: string[]) => productIds.map((id, i) => nameOf(id, types[i])).join(' + ');
  // On the last page, the products no prescription covers, by the kind they need, and how to cover them too.
  const needing = !readOnly && (!page || page.n >= page.m) ? uncoveredGroups(current && { ...current, eligibleProducts: groups }) : [];
  const needs = (['contacts', 'glasses'] as const).flatMap((kind) => {
    const names = needing.filter((u) => u.needs === kind).flatMap((u) => u.group.cartProducts.filter((l) => l.insuranceEligible === true).map((l) => nameOf(l.productId, l.productType)));
    return names.length ? [{ kind, products: names.join(', ') }] : [];
  });
  const prices = (productIds: string[], types: string[]) =>
    productIds.flatMap((id, i) => {
      const line = lines.get(id);
      return line ? [{ id, text: t('linePrice', { name: nameOf(id, types[i]), price: formatMoney(line.costMinor, { locale: langTag.value, currency }) }) }] : [];
    });

  async function submit() {
    if (busy || !basis) return;
    if (onContinue === 'skip') return onDone();
    if (onContinue !== 'send') {
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
      setFailed(error instanceof IneligibleProducts ? 'notEligible' : MISMATCH.includes(code) ? (code as Key) : failureWords(error, navigator.onLine, 'callFailed'));
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
      {/* Present from the start, so the sentence is announced when it comes. */}
      <div role="status">{cartChangedOnReturn.value && <p>{t('cartChanged')}</p>}</div>
      {/*
        Shown, never said: the wait comes with the step (its heading's focus and the drawer's progress say the screen), and
        the reason of the choice made for the shopper is the choice's description, read with it; a live region holding
        them, inserted with the wait, said it by chance, and the reason a second time.
      */}
      <p id={reasonId}>{!basis ? t('finding') : picked ? t('picked') : ''}</p>
      {!basis ? null : options.length === 0 ? (
        <>
          <p>{t('none')}</p>
          {onContinue === 'none' && !readOnly && (
            <button type="button" className="btn secondary" onClick={() => go('select-prescription')}>
              {t('upload')}
            </button>
          )}
        </>
      ) : (
        <fieldset className={missing ? 'field invalid' : 'field'} aria-describedby={[picked ? reasonId : '', missing ? errorId : ''].filter(Boolean).join(' ') || undefined}>
          <legend>{t('legend', { name: rxName })}</legend>
          <ul className="list-plain">
            {options.map((option) => {
              const id = `${headingId}-${option.id.replace(/[^\w-]/g, '-')}`;
              const on = chosen.includes(option.id);
              const soon = !readOnly && notYet.includes(option.id);
              const priced = prices(option.productIds, option.productTypes);
              return (
                <li key={option.id} className="field check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={on}
                    disabled={readOnly || soon}
                    aria-invalid={(missing && !soon) || undefined}
                    aria-describedby={[priced.length ? `${id}-prices` : '', missing && !soon ? errorId : '', soon ? `${id}-soon` : option.takenBy ? `${id}-taken` : ''].filter(Boolean).join(' ') || undefined}
                    onChange={() => {
                      setMissing(false);
                      setDraft(draftKey, (on ? chosen.filter((c) => c !== option.id) : [...chosen, option.id]).join(','));
                    }}
                  />
                  <label htmlFor={id}>{label(option.productIds, option.productTypes)}</label>
                  {priced.length > 0 && (
                    <ul id={`${id}-prices`} className="list-plain hint">
                      {priced.map((line) => (
                        <li key={line.id}>{line.text}</li>
                      ))}
                    </ul>
                  )}
                  {soon && (
                    <p id={`${id}-soon`} className="hint">
                      {t('comingSoon')}
                    </p>
                  )}
                  {option.takenBy && !soon && (
                    <p id={`${id}-taken`} className="hint">
                      {t('takenBy', { name: fileOf(option.takenBy) })}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {missing && <ErrorMessage id={headingId} error={t('required')} />}
        </fieldset>
      )}
      {basis && needs.length > 0 && (
        <div className="note">
          {needs.map(({ kind, products }) => (
            <p key={kind}>{t(kind === 'contacts' ? 'needsContacts' : 'needsGlasses', { products })}</p>
          ))}
          <button type="button" className="btn secondary" onClick={() => go('select-prescription')}>
            {t('addPrescription')}
          </button>
        </div>
      )}
      {failed && (
        <Failure retry={failed === 'callFailed' || failed === 'offline' ? t('tryAgain') : undefined} onRetry={() => void submit()}>
          {t(failed, { products: refused.map((type) => (t.has(type) ? t(type) : type)).join(', ') })}
        </Failure>
      )}
      {/* Continue waits with the choice: pressed before it shows, it would ask for or send what the shopper never saw. */}
      <Footer onSubmit={() => void submit()} busy={busy || !basis} waitSaid={!basis} noSubmit={readOnly || onContinue === 'none'} estimate />
    </section>
  );
}

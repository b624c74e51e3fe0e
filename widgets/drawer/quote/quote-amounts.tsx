// The quote's amounts (spec 000 section 9; spec 001 sections 8 and 9): the approved quote with the order, the shipping it
// counts, the insurer's share and the remainder, the promo code note, accept or refuse; and, once the insurer accepted
// the claim, the share applied and the way to checkout. Fetched while the insurer answers.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { goToCheckout } from '../../../signals/claim/checkout.ts';
import { config, langTag } from '../../../signals/host/config.ts';
import { acceptCurrentQuote, quoteBusy, quoteTerms, refuseCurrentQuote, type QuoteTerms } from '../../../signals/drawer/quote/flow-quote.ts';
import { formatMoney } from '../../../src/domain/money.ts';
import { quoteAmounts } from '../../../src/domain/quote/quote-amounts.ts';
import { Footer } from '../kit/Footer.tsx';
import { Failure } from '../kit/Failure.tsx';
import { translator } from '../../ui/i18n.ts';
import { Disclaimers } from '../../ui/Disclaimers.tsx';
import type en from '../../../strings/en/drawer/quote-amounts.ts';

const t = translator<typeof en>('quote-amounts');

/** The approved quote (`accepted` false) or the claim the insurer accepted (`accepted` true). */
export default function QuoteAmounts({ accepted, readOnly = false }: { accepted: boolean; readOnly?: boolean }) {
  useSignals();
  const [terms, setTerms] = useState<QuoteTerms | 'failed' | null>(null);
  const load = () => quoteTerms().then(setTerms, () => setTerms('failed'));
  useEffect(() => void load(), []);
  const busy = quoteBusy.value;
  const currency = config.value?.currency ?? 'EUR';
  const money = (amount: number, signDisplay: 'auto' | 'exceptZero' = 'auto') => formatMoney(amount, { locale: langTag.value, currency, signDisplay });
  const amounts = terms && terms !== 'failed' ? quoteAmounts(record.value, currency, terms.shippingCounts, terms.cart) : null;

  if (terms === 'failed') {
    return (
      <Failure retry={t('retry')} onRetry={() => void load()}>
        {t('amountsFailed')}
      </Failure>
    );
  }
  if (accepted) {
    // The share and the remainder come with the cart's totals: nothing is said before they are known.
    if (!terms) return <span className="spinner" aria-hidden="true" />;
    return (
      <>
        <p role="status">{amounts ? t('acceptedBody', { amount: money(amounts.share) }) : t('acceptedNoAmount')}</p>
        {amounts && <p>{t('acceptedRemainder', { amount: money(amounts.remainder) })}</p>}
        <Disclaimers moment="accepted" />
        <div className="actions">
          <button type="button" className="btn" onClick={goToCheckout}>
            {t('checkout')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      <p>{t('approvedLead')}</p>
      {terms && !amounts && <p role="alert">{t('unreadable')}</p>}
      {amounts && (
        <dl>
          <div>
            <dt>{t('subtotal')}</dt>
            <dd>{money(amounts.subtotal)}</dd>
          </div>
          <div>
            <dt>{t('shipping')}</dt>
            <dd>{amounts.freeShipping ? t('freeShipping') : money(amounts.shipping)}</dd>
          </div>
          <div>
            <dt>{t('share')}</dt>
            <dd>{money(-amounts.share, 'exceptZero')}</dd>
          </div>
          <div className="remainder">
            <dt>{t('remainder')}</dt>
            <dd>{money(amounts.remainder)}</dd>
          </div>
        </dl>
      )}
      {/* What a promo code does here (spec 001 section 8): it cannot change once the quote is accepted. */}
      <p>{t('promo')}</p>
      {!readOnly && (
        <>
          <div className="actions">
            <button type="button" className="btn secondary" aria-disabled={!!busy || undefined} onClick={() => void (busy || refuseCurrentQuote())}>
              {t('refuse')}
            </button>
          </div>
          <Footer busy={!!busy} submitText={t('accept')} noSubmit={!amounts} noCancel onSubmit={() => void acceptCurrentQuote()} />
        </>
      )}
    </>
  );
}

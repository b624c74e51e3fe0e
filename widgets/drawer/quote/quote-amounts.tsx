// The quote's amounts (spec 000 section 9; spec 001 sections 8 and 9): the approved quote with the order, the shipping it
// counts, the insurer's share and the remainder, the promo code note, accept or refuse; and, once the insurer accepted
// the claim, the share applied and the way to checkout. Fetched while the insurer answers.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { goToCart, goToCheckout } from '../../../signals/claim/checkout.ts';
import { quoteForCartRefusedNow } from '../../../signals/claim/quote-limit.ts';
import { config, langTag } from '../../../signals/host/config.ts';
import { acceptCurrentQuote, quoteBusy, quoteTerms, refuseCurrentQuote, requestQuoteForCart, type QuoteTerms } from '../../../signals/drawer/quote/flow-quote.ts';
import { cartChanges, cartUpdating } from '../../../signals/claim/cart-change.ts';
import { formatMoney } from '../../../src/domain/money.ts';
import { quoteAmounts } from '../../../src/domain/quote/quote-amounts.ts';
import { quoteCartFit } from '../../../src/domain/quote/quote-cart.ts';
import { Footer } from '../kit/Footer.tsx';
import { Failure } from '../kit/Failure.tsx';
import { translator } from '../../ui/i18n.ts';
import { Disclaimers } from '../../ui/Disclaimers.tsx';
import { useAskFirst } from './ask-first.tsx';
import type en from '../../../strings/en/drawer/quote-amounts.ts';

const t = translator<typeof en>('quote-amounts');

/** The approved quote (`accepted` false) or the claim the insurer accepted (`accepted` true). */
export default function QuoteAmounts({ accepted, readOnly = false }: { accepted: boolean; readOnly?: boolean }) {
  useSignals();
  const [terms, setTerms] = useState<QuoteTerms | 'failed' | null>(null);
  const load = () => quoteTerms().then(setTerms, () => setTerms('failed'));
  // The status region comes with the amounts, empty, and its words after it: inserted already holding them (the drawer
  // opened on a quote whose cart is changing, or has changed), they were read by chance. Words there as it comes are put
  // in a task later, as the drawer's skeleton says its wait; words that come once it is on the page go in as they come.
  const shows = terms !== null && terms !== 'failed';
  const inPage = useRef(false);
  const [later, setLater] = useState(false);
  useLayoutEffect(() => {
    inPage.current = shows;
  });
  useEffect(() => {
    setLater(false);
    if (!shows) return;
    const timer = setTimeout(() => setLater(true));
    return () => clearTimeout(timer);
  }, [shows]);
  const placed = inPage.current || later;
  // The cart is read again after each change of it the widgets followed: the quote is judged against the cart as it is.
  const changes = cartChanges.value;
  useEffect(() => void load(), [changes]);
  const busy = quoteBusy.value;
  const currency = config.value?.currency ?? 'EUR';
  const money = (amount: number, signDisplay: 'auto' | 'exceptZero' = 'auto') => formatMoney(amount, { locale: langTag.value, currency, signDisplay });
  const read = terms && terms !== 'failed' ? terms : null;
  const cart = read?.cart ?? null;
  const amounts = read ? quoteAmounts(record.value, currency, read.shippingCounts, read.cart) : null;
  // Amounts of the order as it was are not this cart's (spec 000 §3 and §9; spec 001 §9): not shown, and not accepted.
  const fit = quoteCartFit({ quoted: record.value?.orderSubtotal, cart, updating: cartUpdating.value, currency });
  // The day's last quote in hand: a quote of the cart would only be refused (quoteForCartRefused), so none is offered; the
  // shopper reads the limit and when to ask again, and may put the cart back as quoted, or refuse.
  const limited = fit === 'outdated' && quoteForCartRefusedNow();
  const said = !placed ? '' : fit === 'updating' ? t('cartUpdating') : fit === 'outdated' ? t(limited ? 'cartChangedLimit' : 'cartChanged') : '';
  // Refusing the day's last quote leaves none until tomorrow (spec 001 §2 and §9): it asks first, and no note advises it.
  const refusing = useAskFirst('refuse', () => void refuseCurrentQuote());
  // The quote of the cart as it is now refuses this one and requests another: it asks first when either is the day's last.
  const replacing = useAskFirst('replace', () => void requestQuoteForCart());
  const refusable = !busy && fit !== 'updating';

  if (terms === 'failed') {
    return (
      <Failure retry={t('retry')} onRetry={() => void load()}>
        {t('amountsFailed')}
      </Failure>
    );
  }
  // The amounts, and with them Accept, come with the cart's totals: until they are known the view stays busy, as while
  // its code loaded, rather than offer Refuse alone and push it down once the amounts arrive.
  if (!terms) return <span className="spinner" aria-hidden="true" />;
  if (accepted) {
    // While a change of the cart is followed (an accepted claim is then cancelled, spec 000 §3 CART_UPDATE), the share accepted is not said as this cart's.
    const shown = fit === 'updating' ? null : amounts;
    return (
      <>
        {/*
          The share accepted is shown, not said: the screen is said by its heading ("Quote accepted"), which takes focus
          as it shows, and a status region coming with the screen holds its words as it comes, read by chance. The region
          is there from the screen's start, empty, for the change of the cart, which comes into it and is said.
        */}
        <p role="status">{fit === 'updating' ? said : ''}</p>
        {fit !== 'updating' && <p>{shown ? t('acceptedBody', { amount: money(shown.share) }) : t('acceptedNoAmount')}</p>}
        {shown && <p>{t('acceptedRemainder', { amount: money(shown.remainder) })}</p>}
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
      {fit !== 'outdated' && <p>{t('approvedLead')}</p>}
      {!amounts && <p role="alert">{t('unreadable')}</p>}
      {/* Always in place, so a change of the cart is announced politely; empty while the amounts are the cart's. */}
      <p role="status">{said}</p>
      {amounts && fit === 'current' && (
        <dl className="amounts">
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
      {fit === 'current' && <p>{t(refusing.asks ? 'promoLastAttempt' : 'promo')}</p>}
      {!readOnly && (
        <>
          <div className="actions">
            <button
              type="button"
              className="btn secondary"
              aria-disabled={!refusable || undefined}
              aria-haspopup={refusing.asks ? 'dialog' : undefined}
              onClick={(event) => {
                if (refusable) refusing.ask(event.currentTarget);
              }}
            >
              {t('refuse')}
            </button>
          </div>
          {/* One button in one place: Accept becomes the request of a quote of this cart, or the way to the cart, so focus stays where it was. */}
          <Footer
            busy={!!busy || fit === 'updating'}
            waitSaid={fit === 'updating'}
            submitText={limited ? t('editCart') : fit === 'outdated' ? t('requestForCart') : t('accept')}
            noSubmit={!amounts}
            noCancel
            asksFirst={fit === 'outdated' && !limited && replacing.asks}
            leaves={limited}
            onSubmit={(button, submitted) => (limited ? goToCart() : fit === 'outdated' ? replacing.ask(button, submitted) : void acceptCurrentQuote())}
          />
          {replacing.dialog}
          {refusing.dialog}
        </>
      )}
    </>
  );
}

// The order confirmation and the insurance landing page: the end and the start of a shopper's way.
import type { DemoOrder, ShopSession } from '../state.ts';
import { totalsList, totalsView } from './cart.ts';
import { esc, link, LOCALES, type DemoLocale } from './kit.ts';
import { page } from './layout.ts';
import { wordsOf } from './words.ts';

/** The confirmation page: the order number and what was paid; its script tells the widgets the order is complete. */
export function orderPage(locale: DemoLocale, brand: string, session: ShopSession, order: DemoOrder): string {
  const words = wordsOf(locale);
  const view = totalsView(locale, order.totals, LOCALES[locale].currency);
  const body = `<h1>${words.orderHeading}</h1>
<p class="order-number" id="order" data-order-number="${esc(order.number)}">${words.orderNumber} <strong>${esc(order.number)}</strong></p>
<section class="totals" aria-labelledby="payment-heading">
  <h2 id="payment-heading">${words.paymentSummary}</h2>
  ${totalsList(locale, view, 'paid')}
</section>
<p><a class="shop-button" href="${esc(link(`/${locale}/products`, brand))}">${words.continueShopping}</a></p>`;
  return page({
    locale,
    brand,
    title: words.orderHeading,
    body,
    session,
    path: `/${locale}/order/${order.number}`,
    widgets: true,
    scripts: ['order-complete.js'],
  });
}

/** The insurance landing page (spec 000 section 2, host defaults): the overview widget and a short why. */
export function landingPage(locale: DemoLocale, brand: string, session: ShopSession): string {
  const words = wordsOf(locale);
  const body = `<h1>${words.landingHeading}</h1>
<p>${words.landingIntro}</p>
<p>${words.landingSteps}</p>
<div data-direct-billing="overview"></div>
<p><a class="shop-button" href="${esc(link(`/${locale}/products`, brand))}">${words.landingCta}</a></p>`;
  const path = `/${locale}/direct-billing-vision-care-insurance`;
  return page({ locale, brand, title: words.landingHeading, body, session, path, widgets: true });
}

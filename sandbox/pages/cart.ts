// The cart page: editable lines, the totals with the insurer's share, the toggle and the call-to-action.
import type { DemoLine, ShopSession } from '../state.ts';
import { productBySlug, totalsOf, type CartTotals } from './catalogue.ts';
import { esc, link, moneyOf, productName, type DemoLocale } from './kit.ts';
import { insuranceMounts, page } from './layout.ts';
import { wordsOf } from './words.ts';

/** What went wrong on the last cart action, so the page can say it next to the field and keep the value. */
export type CartProblem = { kind: 'quantity'; lineId: string; value: string } | { kind: 'empty-checkout' };

/** One total as the totals call answers it: minor units for scripts, text for the page. */
export interface TotalView {
  minor: number;
  formatted: string;
}

/** The totals call's answer (GET /:locale/cart/totals): what cart.js writes into the totals region. */
export type TotalsView = Record<keyof CartTotals, TotalView> & { currency: string };

/** The cart's totals formatted for the locale; the share is shown as an amount taken off. */
export function totalsView(locale: DemoLocale, totals: CartTotals, currency: string): TotalsView {
  const words = wordsOf(locale);
  const money = moneyOf(locale);
  return {
    currency,
    subtotal: { minor: totals.subtotal, formatted: money(totals.subtotal) },
    shipping: { minor: totals.shipping, formatted: totals.shipping === 0 ? words.free : money(totals.shipping) },
    share: { minor: totals.share, formatted: money(-totals.share) },
    remainder: { minor: totals.remainder, formatted: money(totals.remainder) },
  };
}

/** The totals as a description list; the share's row is there but hidden while there is no share. */
export function totalsList(locale: DemoLocale, view: TotalsView, last: 'remainder' | 'paid' = 'remainder'): string {
  const words = wordsOf(locale);
  const row = (key: keyof CartTotals, label: string, hidden = false) =>
    `<div class="total-row total-${key}" data-total-row="${key}"${hidden ? ' hidden' : ''}><dt>${label}</dt><dd data-total="${key}">${esc(view[key].formatted)}</dd></div>`;
  return `<dl class="totals-list">
    ${row('subtotal', words.subtotal)}
    ${row('shipping', words.shipping)}
    ${row('share', words.benefit, view.share.minor <= 0)}
    ${row('remainder', last === 'paid' ? words.paid : words.remainder)}
  </dl>`;
}

function lineItem(locale: DemoLocale, brand: string, line: DemoLine, problem: CartProblem | undefined): string {
  const words = wordsOf(locale);
  const money = moneyOf(locale);
  const product = productBySlug(line.slug);
  const name = esc(product ? productName(product, locale) : line.name);
  const action = esc(link(`/${locale}/cart/lines/${encodeURIComponent(line.id)}`, brand));
  const field = `qty-${esc(line.id)}`;
  const bad = problem?.kind === 'quantity' && problem.lineId === line.id ? problem : undefined;
  const invalid = bad ? ` aria-invalid="true" aria-describedby="${field}-error" autofocus` : '';
  const error = bad ? `<p class="field-error" id="${field}-error" role="alert">${words.quantityError}</p>` : '';
  const title = product ? `<a href="${esc(link(`/${locale}/product/${product.slug}`, brand))}">${name}</a>` : name;
  return `<li class="cart-line">
    <p class="cart-line-name">${title}</p>
    <p class="cart-line-price">${words.unitPrice} ${esc(money(line.unitPriceMinor))}</p>
    <form class="cart-line-update" method="post" action="${action}">
      <label for="${field}">${words.quantity}<span class="visually-hidden"> (${name})</span></label>
      <input id="${field}" name="quantity" type="number" inputmode="numeric" min="0" max="99" step="1" required value="${esc(bad ? bad.value : String(line.quantity))}"${invalid}>
      <button class="shop-button shop-button-small" type="submit">${words.update}<span class="visually-hidden"> (${name})</span></button>
      ${error}
    </form>
    <form class="cart-line-remove" method="post" action="${action}">
      <input type="hidden" name="quantity" value="0">
      <button class="shop-link" type="submit">${words.remove}<span class="visually-hidden"> (${name})</span></button>
    </form>
    <p class="cart-line-total">${words.lineTotal} <strong>${esc(money(line.unitPriceMinor * line.quantity))}</strong></p>
  </li>`;
}

/** What the cart page needs besides the visitor. */
export interface CartPageOptions {
  locale: DemoLocale;
  brand: string;
  session: ShopSession;
  /** The insurer's share of this cart, in minor units (the service's answer). */
  shareMinor: number;
  currency: string;
  hostileCss?: boolean;
  /** Adds hostile-host.js after the loader: a page that breaks fetch, Array methods, its own listeners and handlers, history and keys (README, "Reliability and security"). */
  hostileHost?: boolean;
  /** The shop's dark scheme opt-in (`?scheme=auto` or `dark`, docs/appearance.md), on the loader tag as `data-appearance`. */
  colorScheme?: 'dark' | 'auto' | undefined;
  /** Loads the widgets from this origin instead of the shop's own (the reliability suite's CSP check). */
  widgetOrigin?: string | undefined;
  problem?: CartProblem | undefined;
}

/** The cart page: the toggle and call-to-action first, so a keyboard reaches them before the lines. */
export function cartPage(o: CartPageOptions): string {
  const { locale, brand, session } = o;
  const words = wordsOf(locale);
  const view = totalsView(locale, totalsOf(session.lines, o.shareMinor), o.currency);
  const lines = session.lines.length
    ? `<ul class="cart-lines">${session.lines.map((l) => lineItem(locale, brand, l, o.problem)).join('\n')}</ul>`
    : `<p class="cart-empty">${words.cartEmpty}</p>`;
  const emptyCheckout = o.problem?.kind === 'empty-checkout' ? `<p class="field-error" id="checkout-error" role="alert">${words.emptyCheckout}</p>` : '';
  const body = `<h1>${words.cartHeading}</h1>
<section class="insurance" aria-label="${words.insurance}">
  ${insuranceMounts(session)}
</section>
${lines}
<p><a class="add-product" href="${esc(link(`/${locale}/products`, brand))}">${words.addProduct}</a></p>
<section class="totals" aria-labelledby="summary-heading">
  <h2 id="summary-heading">${words.summary}</h2>
  <div id="cart-totals" aria-live="polite" data-totals-url="/${locale}/cart/totals">
  ${totalsList(locale, view)}
  </div>
  <form method="post" action="${esc(link(`/${locale}/checkout`, brand))}">
    <button class="shop-button" type="submit" id="checkout"${emptyCheckout ? ' aria-describedby="checkout-error"' : ''}>${words.checkout}</button>
  </form>
  ${emptyCheckout}
</section>`;
  return page({
    locale,
    brand,
    title: words.cartHeading,
    body,
    session,
    path: `/${locale}/cart`,
    keep: { ...(o.hostileCss ? { 'hostile-css': '' } : {}), ...(o.hostileHost ? { 'hostile-host': '' } : {}), ...(o.widgetOrigin ? { 'widget-origin': o.widgetOrigin } : {}), ...(o.colorScheme ? { scheme: o.colorScheme } : {}) },
    hostileCss: Boolean(o.hostileCss),
    colorScheme: o.colorScheme,
    widgetOrigin: o.widgetOrigin,
    widgets: true,
    scripts: o.hostileHost ? ['cart.js', 'hostile-host.js'] : ['cart.js'],
    orderedLoader: Boolean(o.hostileHost),
  });
}

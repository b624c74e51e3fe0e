// The product list and the product page, where the widgets load as they would on a shop's product page.
import type { ShopSession } from '../state.ts';
import { CATALOGUE, type DemoProduct } from './catalogue.ts';
import { esc, isFrench, link, moneyOf, productName, type DemoLocale } from './kit.ts';
import { insuranceMounts, page } from './layout.ts';
import { wordsOf } from './words.ts';

/** The product list: every demo product with its price, each a link to its page. */
export function productsPage(locale: DemoLocale, brand: string, session: ShopSession): string {
  const words = wordsOf(locale);
  const money = moneyOf(locale);
  const items = CATALOGUE.map(
    (p) => `<li class="product-card">
    <a href="${esc(link(`/${locale}/product/${p.slug}`, brand))}">${esc(productName(p, locale))}</a>
    <span class="product-price">${esc(money(p.unitPriceMinor))}</span>
  </li>`,
  ).join('\n');
  const body = `<h1>${words.productsHeading}</h1>
<ul class="product-list">
${items}
</ul>`;
  return page({ locale, brand, title: words.productsHeading, body, session, path: `/${locale}/products` });
}

/** What the product page shows besides the product: a refused quantity, kept in its field. */
export interface ProductProblem {
  value: string;
}

/** A product page: name, price, an add-to-cart form, the toggle and the call-to-action. */
export function productPage(locale: DemoLocale, brand: string, session: ShopSession, product: DemoProduct, problem?: ProductProblem): string {
  const words = wordsOf(locale);
  const money = moneyOf(locale);
  const name = esc(productName(product, locale));
  const invalid = problem ? ' aria-invalid="true" aria-describedby="add-quantity-error" autofocus' : '';
  const error = problem ? `<p class="field-error" id="add-quantity-error" role="alert">${words.addQuantityError}</p>` : '';
  const body = `<article class="product">
  <h1>${name}</h1>
  <p>${esc(isFrench(locale) ? product.description.fr : product.description.en)}</p>
  <p class="product-price"><span class="visually-hidden">${words.price} </span>${esc(money(product.unitPriceMinor))}</p>
  <form class="add-to-cart" method="post" action="${esc(link(`/${locale}/cart/lines`, brand))}">
    <input type="hidden" name="slug" value="${esc(product.slug)}">
    <label for="add-quantity">${words.quantity}</label>
    <input id="add-quantity" name="quantity" type="number" inputmode="numeric" min="1" max="99" step="1" required value="${esc(problem?.value ?? '1')}"${invalid}>
    <button class="shop-button" type="submit">${words.addToCart}</button>
    ${error}
  </form>
</article>
<section class="insurance" aria-label="${words.insurance}">
  ${insuranceMounts(session)}
</section>`;
  return page({ locale, brand, title: productName(product, locale), body, session, path: `/${locale}/product/${product.slug}`, widgets: true });
}

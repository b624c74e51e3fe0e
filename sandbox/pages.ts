// The demo shop's pages: they embed the widgets exactly the way a real shop does.
import { BRANDS } from '../src/domain/brand.ts';
import { subtotalMinor, type ShopSession } from './state.ts';

/** The demo shop's locales and what each implies. */
export const LOCALES = {
  'en-ca': { lang: 'en-CA', currency: 'CAD', country: 'CA' },
  'en-us': { lang: 'en-US', currency: 'USD', country: 'US' },
  'fr-fr': { lang: 'fr-FR', currency: 'EUR', country: 'FR' },
} as const;
/** A demo locale. */
export type DemoLocale = keyof typeof LOCALES;

/** The store id of the demo shop. */
export const STORE_ID = '10151';
/** The public API key the demo pages give the widgets (spec 000 section 7: auth-token uses an API key). */
export const SANDBOX_API_KEY = 'sandbox-public-key';

const WORDS = {
  en: {
    shop: 'Demo eyewear shop',
    cart: 'Your cart',
    item: 'Item',
    qty: 'Quantity',
    price: 'Price',
    subtotal: 'Subtotal',
    insurance: 'Vision insurance',
    checkout: 'Proceed to checkout',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signedInAs: 'Signed in as',
    email: 'Email',
    signInHeading: 'Sign in to your account',
    signInHint: 'This is the sandbox: any e-mail address signs you in as a demo customer.',
  },
  fr: {
    shop: 'Boutique de lunettes (démo)',
    cart: 'Votre panier',
    item: 'Article',
    qty: 'Quantité',
    price: 'Prix',
    subtotal: 'Sous-total',
    insurance: 'Assurance vision',
    checkout: 'Passer la commande',
    signIn: 'Se connecter',
    signOut: 'Se déconnecter',
    signedInAs: 'Connecté en tant que',
    email: 'Adresse e-mail',
    signInHeading: 'Connectez-vous à votre compte',
    signInHint: 'Ceci est le bac à sable : toute adresse e-mail vous connecte comme client de démonstration.',
  },
};

/** The query that keeps a non-default brand across the demo's links. */
export function brandQuery(brand: string): string {
  return brand === 'cle' ? '' : `?brand=${encodeURIComponent(brand)}`;
}

const wordsOf = (locale: DemoLocale) => (locale.startsWith('fr') ? WORDS.fr : WORDS.en);

/** Escapes text for HTML. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The brand asked for by the query, or the default. */
export function brandOf(query: string | undefined): (typeof BRANDS)[number] {
  return (BRANDS as readonly string[]).includes(query ?? '') ? (query as (typeof BRANDS)[number]) : 'cle';
}

interface PageOptions {
  locale: DemoLocale;
  brand: string;
  title: string;
  body: string;
  session: ShopSession;
  hostileCss?: boolean;
  widgets?: boolean;
}

function page(o: PageOptions): string {
  const words = wordsOf(o.locale);
  const { lang, currency, country } = LOCALES[o.locale];
  const query = brandQuery(o.brand);
  const signedIn = o.session.registerType === 'R';
  const account = signedIn
    ? `<span>${words.signedInAs} ${esc(o.session.email ?? '')}</span>
       <form method="post" action="/${o.locale}/sign-out${query}"><button class="shop-link" type="submit">${words.signOut}</button></form>`
    : `<a href="/${o.locale}/sign-in?redirectUrl=${encodeURIComponent(`/${o.locale}/cart${query}`)}">${words.signIn}</a>`;
  const script = o.widgets
    ? `<script type="module" src="/widgets/embed.js" data-brand="${esc(o.brand)}" data-store-id="${STORE_ID}" data-lang-id="${o.locale.startsWith('fr') ? '-2' : '-1'}"
        data-locale="${o.locale}" data-currency="${currency}" data-country="${country}" data-cart-path="/${o.locale}/cart"
        data-sign-in-path="/${o.locale}/sign-in" data-api-base-url="/services/direct-billing" data-api-key="${SANDBOX_API_KEY}"></script>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)} · ${words.shop}</title>
<link rel="stylesheet" href="/shop/shop.css">
${o.hostileCss ? '<link rel="stylesheet" href="/shop/hostile.css">' : ''}
${script}
</head>
<body>
<header class="shop-header">
  <a class="shop-logo" href="/">${words.shop} <small>(${esc(o.brand)})</small></a>
  <nav class="shop-account" aria-label="Account">${account}</nav>
</header>
<main class="shop-main">
${o.body}
</main>
</body>
</html>`;
}

/** The cart page: the lines, the subtotal, the toggle and the call-to-action. */
export function cartPage(locale: DemoLocale, brand: string, session: ShopSession, hostileCss: boolean): string {
  const words = wordsOf(locale);
  const { lang, currency } = LOCALES[locale];
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency });
  const rows = session.lines
    .map(
      (l) => `<tr><td>${esc(l.name)}</td><td>${l.quantity}</td><td>${money.format((l.unitPriceMinor * l.quantity) / 100)}</td></tr>`,
    )
    .join('\n');
  const subtotal = subtotalMinor(session.lines);
  const body = `<h1>${words.cart}</h1>
<table class="cart">
<thead><tr><th scope="col">${words.item}</th><th scope="col">${words.qty}</th><th scope="col">${words.price}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="subtotal">${words.subtotal}: <strong>${money.format(subtotal / 100)}</strong></p>
<section class="insurance" aria-label="${words.insurance}">
  <div data-direct-billing="toggle"></div>
  <div data-direct-billing="cta"></div>
</section>
<button class="shop-button" type="button" id="checkout">${words.checkout}</button>`;
  return page({ locale, brand, title: words.cart, body, session, hostileCss, widgets: true });
}

/** The sign-in page: any e-mail signs in as a demo customer, then back to the redirect. */
export function signInPage(locale: DemoLocale, brand: string, session: ShopSession, redirectUrl: string): string {
  const words = wordsOf(locale);
  const query = brandQuery(brand);
  const body = `<h1>${words.signInHeading}</h1>
<p>${words.signInHint}</p>
<form class="sign-in" method="post" action="/${locale}/sign-in${query}">
  <input type="hidden" name="redirectUrl" value="${esc(redirectUrl)}">
  <label for="email">${words.email}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="alex.martin@example.com">
  <button class="shop-button" type="submit">${words.signIn}</button>
</form>`;
  return page({ locale, brand, title: words.signIn, body, session });
}

/** The index of the demo pages. */
export function indexPage(session: ShopSession): string {
  const links = [
    ['/en-ca/cart', 'Cart, Canada (English), toggle and call-to-action'],
    ['/en-us/cart', 'Cart, United States (US English)'],
    ['/fr-fr/cart', 'Panier, France (français)'],
    ['/en-ca/sign-in', 'Sign in'],
    ['/en-ca/cart?hostile-css', 'Cart with an aggressive host stylesheet (isolation check)'],
    ...BRANDS.filter((b) => b !== 'cle').map((b) => [`/en-ca/cart?brand=${b}`, `Cart as brand ${b}`]),
  ]
    .map(([href, label]) => `<li><a href="${href}">${esc(label ?? '')}</a></li>`)
    .join('\n');
  const body = `<h1>Direct-billing sandbox</h1>
<p>Demo pages that embed the widgets as a shop would. The direct-billing service answers under
<code>/services/direct-billing</code>; the shop's own calls under <code>/wcs/resources</code>.</p>
<ul>
${links}
</ul>`;
  return page({ locale: 'en-ca', brand: 'cle', title: 'Sandbox', body, session });
}

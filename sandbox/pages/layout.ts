// The frame of every demo page: head, header with the brand switch and the account, and the loader tag
// a real shop would write (configuration in data-* attributes, nothing given behind the scenes).
import { BRANDS } from '../../src/domain/host/brand-codes.ts';
import { ANONYMOUS_USER_ID, type ShopSession } from '../state.ts';
import { CONTACT_PHONE, esc, EYE_EXAM_PATH, HELP_PATH, link, LOCALES, SANDBOX_API_KEY, STORE_IDS, type DemoLocale } from './kit.ts';
import { wordsOf } from './words.ts';

/** What a page puts in the frame. */
export interface PageOptions {
  locale: DemoLocale;
  brand: string;
  title: string;
  body: string;
  session: ShopSession;
  /** The page's own path: the brand switch and the sign-in link come back to it. */
  path: string;
  /** Query parameters the brand switch keeps besides the brand (a sign-in page's redirectUrl). */
  keep?: Record<string, string>;
  hostileCss?: boolean;
  /** The widgets' colour scheme, given on the loader tag as the shop's appearance (docs/appearance.md). */
  colorScheme?: 'dark' | 'auto' | undefined;
  /** The origin the loader comes from when not the shop's own (a checked loopback origin, kit.ts WIDGET_ORIGIN). */
  widgetOrigin?: string | undefined;
  /** Whether the page loads the widgets' loader. */
  widgets?: boolean;
  /**
   * The loader as a plain module script instead of an async one: it then runs before the page's later scripts, so it
   * keeps the page's own fetch and XMLHttpRequest before one of them can replace them (README, "Embedding the widgets").
   */
  orderedLoader?: boolean;
  /** The page's own scripts, files under sandbox/public/ (the strict CSP allows no inline script). */
  scripts?: string[];
}

/** The visitor kind the header shows: a registered customer, a guest account, or nobody yet. */
export function visitorOf(session: ShopSession): 'registered' | 'guest' | 'anonymous' {
  if (session.registerType === 'R') return 'registered';
  return session.userId !== ANONYMOUS_USER_ID ? 'guest' : 'anonymous';
}

/**
 * The toggle's and the call-to-action's mount elements as docs/layout.md asks: each says, from the first frame, the
 * state the shop expects from its own session (`data-direct-billing-state`), so the style sheet reserves the widget's
 * size before the loader has run, and the widgets add no layout shift.
 */
export function insuranceMounts(session: ShopSession): string {
  const state = visitorOf(session) === 'anonymous' ? 'signed-out' : 'signed-in';
  return `<div data-direct-billing="toggle" data-direct-billing-state="${state}"></div>
  <div data-direct-billing="cta" data-direct-billing-state="${state}"></div>`;
}

/**
 * The loader's script tag, configured for the page's locale and brand (README, "Embedding the widgets"): async, or
 * `ordered` (a plain module script, which runs before the page's later scripts).
 */
function loaderTag(locale: DemoLocale, brand: string, origin = '', ordered = false, colorScheme?: string): string {
  const { currency, country, langId, dateFormat } = LOCALES[locale];
  const appearance = colorScheme ? ` data-appearance="${esc(JSON.stringify({ colorScheme }))}"` : '';
  return `<script type="module"${ordered ? '' : ' async'} src="${esc(origin)}/widgets/embed.js" data-brand="${esc(brand)}" data-store-id="${STORE_IDS[country]}" data-lang-id="${langId}"
  data-locale="${locale}" data-currency="${currency}" data-country="${country}" data-date-format="${dateFormat}" data-cart-path="/${locale}/cart"
  data-sign-in-path="/${locale}/sign-in" data-landing-path="/${locale}/direct-billing-vision-care-insurance" data-shop-path="/${locale}/products"
  data-faq-url="/{locale}/${HELP_PATH}" data-eye-exam-path="/${locale}/${EYE_EXAM_PATH}" data-contact-phone="${esc(CONTACT_PHONE[locale])}"
  data-api-base-url="/services/direct-billing" data-api-key="${SANDBOX_API_KEY}"${appearance}></script>`;
}

function brandSwitch(o: PageOptions): string {
  const words = wordsOf(o.locale);
  const kept = Object.entries(o.keep ?? {})
    .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
    .join('');
  const options = BRANDS.map((b) => `<option value="${b}"${b === o.brand ? ' selected' : ''}>${b}</option>`).join('');
  return `<form class="brand-switch" method="get" action="${esc(o.path)}">${kept}
    <label for="shop-brand">${words.brand}</label>
    <select id="shop-brand" name="brand">${options}</select>
    <button class="shop-link" type="submit">${words.changeBrand}</button>
  </form>`;
}

/** Each demo shop's name in its own language, in the order the language switch lists them. */
const LOCALE_NAMES: Readonly<Record<DemoLocale, string>> = {
  'en-us': 'English (US)',
  'en-ca': 'English (Canada)',
  'fr-fr': 'Français (France)',
  'fr-ca': 'Français (Québec)',
};

/** Whether a path is one of this locale's shop pages. */
const underLocale = (value: string, locale: DemoLocale): boolean => value === `/${locale}` || value.startsWith(`/${locale}/`) || value.startsWith(`/${locale}?`);

/** A shop path, or a path a page keeps in its query (sign-in's redirectUrl), moved from one locale's shop to another's. */
const inLocale = (value: string, from: DemoLocale, to: DemoLocale): string => {
  if (!underLocale(value, from)) return value;
  // An order is its shop's: another country's shop (state.ts shopOf) has none of that number, so the switch leads to its cart.
  if (LOCALES[from].country !== LOCALES[to].country && value.startsWith(`/${from}/order/`)) return `/${to}/cart`;
  return `/${to}${value.slice(from.length + 1)}`;
};

/**
 * The language and country switch: the same page (product, cart, order...) in each demo locale, with the brand and what
 * the page keeps in its query. Plain links, so it needs no script and reaches the keyboard as any link does. The sandbox
 * index (`/`) belongs to no locale and lists them all: it has none.
 */
function localeSwitch(o: PageOptions): string {
  if (!underLocale(o.path, o.locale)) return '';
  const words = wordsOf(o.locale);
  const links = (Object.keys(LOCALE_NAMES) as DemoLocale[]).map((to) => {
    const kept = Object.fromEntries(Object.entries(o.keep ?? {}).map(([name, value]) => [name, inLocale(value, o.locale, to)]));
    const { lang } = LOCALES[to];
    const current = to === o.locale ? ' aria-current="true"' : '';
    return `<li><a href="${esc(link(inLocale(o.path, o.locale, to), o.brand, kept))}" lang="${lang}" hreflang="${lang}"${current}>${LOCALE_NAMES[to]}</a></li>`;
  });
  return `<nav class="locale-switch" aria-labelledby="shop-locale-label">
    <span id="shop-locale-label">${words.localeSwitch}</span>
    <ul>${links.join('')}</ul>
  </nav>`;
}

function account(o: PageOptions): string {
  const words = wordsOf(o.locale);
  const signOut = `<li><form method="post" action="${esc(link(`/${o.locale}/sign-out`, o.brand))}"><button class="shop-link" type="submit">${words.signOut}</button></form></li>`;
  switch (visitorOf(o.session)) {
    case 'registered':
      return `<li>${words.signedInAs} <span class="shop-email">${esc(o.session.email ?? '')}</span></li>
      <li><a href="${esc(link(`/${o.locale}/account/claims`, o.brand))}">${words.myClaims}</a></li>${signOut}`;
    case 'guest':
      return `<li>${words.guest}</li>${signOut}`;
    default:
      return `<li><a href="${esc(link(`/${o.locale}/sign-in`, o.brand, { redirectUrl: o.keep?.redirectUrl ?? link(o.path, o.brand) }))}">${words.signIn}</a></li>`;
  }
}

function navLink(o: PageOptions, path: string, label: string): string {
  const current = o.path === path ? ' aria-current="page"' : '';
  return `<li><a href="${esc(link(path, o.brand))}"${current}>${label}</a></li>`;
}

/** A whole demo page: the frame around a page's body. */
export function page(o: PageOptions): string {
  const words = wordsOf(o.locale);
  const { lang } = LOCALES[o.locale];
  const scripts = (o.scripts ?? []).map((name) => `<script type="module" src="/shop/${esc(name)}"></script>`).join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)} · ${words.shop}</title>
<link rel="stylesheet" href="/shop/shop.css">
${o.hostileCss ? '<link rel="stylesheet" href="/shop/hostile.css">' : ''}
${o.widgets ? loaderTag(o.locale, o.brand, o.widgetOrigin, o.orderedLoader, o.colorScheme) : ''}
${scripts}
</head>
<body>
<a class="skip-link" href="#main">${words.skip}</a>
<header class="shop-header">
  <a class="shop-logo" href="${esc(link(`/${o.locale}/products`, o.brand))}">${words.shop} <small>(${esc(o.brand)})</small></a>
  ${brandSwitch(o)}
  ${localeSwitch(o)}
  <nav class="shop-nav" aria-label="${words.shopNav}"><ul>
    ${navLink(o, `/${o.locale}/products`, words.products)}
    ${navLink(o, `/${o.locale}/cart`, words.cart)}
    ${navLink(o, `/${o.locale}/direct-billing-vision-care-insurance`, words.landing)}
  </ul></nav>
  <nav class="shop-account" aria-label="${words.accountNav}"><ul>
    ${account(o)}
  </ul></nav>
</header>
<main class="shop-main" id="main">
${o.body}
</main>
</body>
</html>`;
}

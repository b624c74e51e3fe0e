// What every demo page shares: the locales, the store, the brand switch, escaping and money.
import { BRANDS, type Brand } from '../../src/domain/host/brand-codes.ts';
import { formatMoney } from '../../src/domain/money.ts';
import type { DemoProduct } from './catalogue.ts';

/**
 * A loopback origin the cart may load the widgets from (`?widget-origin=http://localhost:4100`): a shop that serves the
 * widgets from another origin than its own, as from a CDN. Loopback only, so no link can make a demo page run foreign code.
 */
export const WIDGET_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** The demo shop's locales and what each implies. */
export const LOCALES = {
  'en-ca': { lang: 'en-CA', currency: 'CAD', country: 'CA', langId: '-1', dateFormat: 'MM/dd/yyyy' },
  'en-us': { lang: 'en-US', currency: 'USD', country: 'US', langId: '-1', dateFormat: 'MM/dd/yyyy' },
  // A shop in France writes the day first; the widgets' default (spec 000 section 3) is MM/dd/yyyy.
  'fr-fr': { lang: 'fr-FR', currency: 'EUR', country: 'FR', langId: '-2', dateFormat: 'dd/MM/yyyy' },
  // A Quebec shop: the North American flow in Quebec French (spec 001 section 1). Its dates are written year first
  // (2026-11-28), as Quebec's French writes a date in figures: a Quebec reader misreads 11/03 month-first or day-first.
  'fr-ca': { lang: 'fr-CA', currency: 'CAD', country: 'CA', langId: '-2', dateFormat: 'yyyy-MM-dd' },
} as const;
/** A demo locale. */
export type DemoLocale = keyof typeof LOCALES;

/** Whether a path segment names a demo locale, so routes can refuse the others with a 404. */
export const isDemoLocale = (value: string): value is DemoLocale => Object.hasOwn(LOCALES, value);

/** Where the shop serves its help page under its locale; the configuration's faqUrl is this with {locale}. */
export const HELP_PATH = 'help/vision-insurance';

/** Where the shop serves its eye-exam page under its locale; the configuration's eyeExamPath is this under the page's locale. */
export const EYE_EXAM_PATH = 'eye-exam';

/**
 * The demo's customer service number in each locale, as its configuration gives it (contactPhone): numbers kept for
 * fiction (North America's 555-01xx, France's 01 99 00), so nobody is ever called.
 */
export const CONTACT_PHONE: Readonly<Record<DemoLocale, string>> = {
  'en-ca': '1-800-555-0199',
  'en-us': '1-800-555-0199',
  'fr-ca': '1-800-555-0199',
  'fr-fr': '01 99 00 12 34',
};

/** The store id of the demo shop: its Canadian one, which pages of an integrator's own name. */
export const STORE_ID = '10151';

/**
 * The store id of each shop of the demo (state.ts shopOf): France's site and the North American ones are different
 * shops, so the shop's calls of a page name its own store, and answer that shop's cart.
 */
export const STORE_IDS = { CA: STORE_ID, US: '10152', FR: '10153' } as const;

/** The shop (its country) a store id names, or null for none of the demo's. */
export const shopOfStore = (storeId: string | undefined): keyof typeof STORE_IDS | null =>
  (Object.keys(STORE_IDS) as (keyof typeof STORE_IDS)[]).find((shop) => STORE_IDS[shop] === storeId) ?? null;
/** The public API key the demo pages give the widgets (spec 000 section 7: auth-token uses an API key). */
export const SANDBOX_API_KEY = 'sandbox-public-key';

/** Escapes text for HTML. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The brand asked for by the query, or the default. */
export function brandOf(query: string | undefined): Brand {
  return (BRANDS as readonly string[]).includes(query ?? '') ? (query as Brand) : 'cle';
}

/** The query that keeps a non-default brand across the demo's links. */
export function brandQuery(brand: string): string {
  return brand === 'cle' ? '' : `?brand=${encodeURIComponent(brand)}`;
}

/** A shop path with the brand kept and these query parameters added, ready for an href (unescaped). */
export function link(path: string, brand: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params);
  if (brand !== 'cle') query.set('brand', brand);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Formats minor units in the locale's currency; money stays in integers until this edge. */
export function moneyOf(locale: DemoLocale): (minor: number) => string {
  const { lang, currency } = LOCALES[locale];
  return (minor) => formatMoney(minor, { locale: lang, currency });
}

/** A product's name in the page's language, with US spelling on en-us. */
export function productName(product: Pick<DemoProduct, 'name'>, locale: DemoLocale): string {
  if (isFrench(locale)) return product.name.fr;
  return (locale === 'en-us' ? product.name.us : undefined) ?? product.name.en;
}

/** Whether the page speaks French. */
export const isFrench = (locale: DemoLocale): boolean => locale.startsWith('fr');

/** A shop's locale (fr-fr) as the service writes it (fr_FR), or undefined for anything else. */
export const serviceLocaleOf = (locale: unknown): string | undefined =>
  typeof locale === 'string' && /^[a-z]{2}-[a-z]{2}$/i.test(locale) ? `${locale.slice(0, 2).toLowerCase()}_${locale.slice(3).toUpperCase()}` : undefined;

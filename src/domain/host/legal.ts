// The shop's legal pages (spec 000 sections 2 and 3).
import { withLocale } from './help.ts';

/** The legal pages the review links to, by what they are. */
export interface LegalLinks {
  readonly terms: string;
  readonly privacy: string;
  /** The cookie policy; null when the shop has none we know of. */
  readonly cookies: string | null;
}

/** The paths a shop may set for its legal pages, each with the {locale} placeholder or a fixed locale. */
export interface LegalPaths {
  readonly termsPath?: string | undefined;
  readonly privacyPath?: string | undefined;
  readonly cookiePolicyPath?: string | undefined;
}

/** The host defaults of spec 000 section 2 (terms /en-ca/c/terms-and-conditions, privacy /en-ca/c/privacy-policy), in the shop's locale. */
const HOST_DEFAULTS = { terms: '/{locale}/c/terms-and-conditions', privacy: '/{locale}/c/privacy-policy', cookies: null };

/** The legal links per brand of spec 000 section 2, the cookie policy included. */
const BRAND_LEGAL = { terms: '/{locale}/info/conditions-generales', privacy: '/{locale}/info/politique-de-confidentialite', cookies: '/{locale}/info/politique-des-cookies' };

/**
 * The review's legal links (spec 000 section 2). How we read the spec: it gives two sets, the "host defaults" under /c/
 * and "legal links per brand" under /info/. Since "cle stands for the {product} brand" (spec 000 section 1), the host
 * defaults are that brand's pages and every other brand's site keeps its legal pages, cookie policy included, under
 * /{locale}/info/. A path the shop sets wins (its {locale} filled in); a shop of brand cle that sets a cookie-policy path
 * gets that link too, and without one it shows none rather than a link to a page it may not have.
 */
export function legalLinks(brand: string | null | undefined, locale: string, paths: LegalPaths): LegalLinks {
  const defaults = brand === 'cle' || !brand ? HOST_DEFAULTS : BRAND_LEGAL;
  const cookies = paths.cookiePolicyPath ?? defaults.cookies;
  return {
    terms: withLocale(paths.termsPath ?? defaults.terms, locale),
    privacy: withLocale(paths.privacyPath ?? defaults.privacy, locale),
    cookies: cookies === null ? null : withLocale(cookies, locale),
  };
}

// Which dictionary a locale selects (spec 001 section 1: English default, French, US-English texts).

/** The dictionaries the widgets carry. */
export type Language = 'en' | 'fr' | 'en-us';

/** French for any fr-* locale, US English for en-us, else English, the default. */
export function languageOf(locale: string): Language {
  const [lang, country] = locale.toLowerCase().split(/[-_]/);
  if (lang === 'fr') return 'fr';
  if (lang === 'en' && country === 'us') return 'en-us';
  return 'en';
}

/** The dictionaries a shop's words come from, one per locale: French of France, Quebec French, US English, English. */
export type Wording = 'en' | 'en-us' | 'fr-fr' | 'fr-ca';

/**
 * The dictionaries a shop's locale picks (spec 001 section 1): fr-ca speaks Quebec French, any other fr-* (and bare fr)
 * the French of France; en-us takes the US overrides; anything else speaks English, the default.
 */
export function wordingOf(locale: string): Wording {
  const [lang, country] = locale.toLowerCase().split(/[-_]/);
  if (lang === 'fr') return country === 'ca' ? 'fr-ca' : 'fr-fr';
  return lang === 'en' && country === 'us' ? 'en-us' : 'en';
}

/** The BCP 47 tag Intl and the lang attribute expect: en-ca becomes en-CA. */
export function languageTag(locale: string): string {
  const [lang = 'en', country] = locale.split(/[-_]/);
  return country ? `${lang.toLowerCase()}-${country.toUpperCase()}` : lang.toLowerCase();
}

/** The locale a claim record carries, language_COUNTRY (spec 000 section 3): en-ca becomes en_CA. */
export function recordLocale(locale: string): string {
  return languageTag(locale).replace('-', '_');
}

// Which dictionaries make up each language the widgets speak (spec 001 section 1).
import type { Language } from '../src/domain/host/locale.ts';

/** A folder of dictionaries: strings/<locale>/<group>.ts. */
export type Locale = 'en' | 'en-US' | 'fr';

/** The dictionaries a language is made of, each laid over the ones before it; a new locale is a folder and a line here. */
export const LOCALES: Record<Language, readonly Locale[]> = {
  en: ['en'],
  'en-us': ['en', 'en-US'],
  fr: ['fr'],
};

/** The dictionaries of every locale, one per widget, so a page fetches the words of what it shows and no more. */
export const GROUPS = ['loader', 'status', 'drawer', 'france', 'overview', 'my-claims'] as const;

/** A dictionary every locale has. */
export type Group = (typeof GROUPS)[number];

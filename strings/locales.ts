// Which dictionaries make up each wording the widgets speak, one per locale (spec 001 section 1).
import type { Wording } from '../src/domain/host/locale.ts';

/**
 * A folder of dictionaries: strings/<locale>/<group>.ts. strings/fr-CA is the French of Quebec, strings/fr-FR the French
 * of France.
 */
export type Locale = 'en' | 'en-US' | 'fr-CA' | 'fr-FR';

/** Every folder of dictionaries, so the tests read them all. */
export const FOLDERS = ['en', 'en-US', 'fr-CA', 'fr-FR'] as const satisfies readonly Locale[];

/** The complete translations of English (every surface and key), as opposed to the US overrides. */
export const TRANSLATIONS = ['fr-CA', 'fr-FR'] as const satisfies readonly Locale[];

/**
 * The dictionaries a shop's wording is made of, each laid over the ones before it; a new locale is a folder and a line
 * here. A Quebec shop reads strings/fr-CA (Quebec French), a shop in France strings/fr-FR.
 */
export const LOCALES: Record<Wording, readonly Locale[]> = {
  en: ['en'],
  'en-us': ['en', 'en-US'],
  'fr-ca': ['fr-CA'],
  'fr-fr': ['fr-FR'],
};

/** The dictionaries of every locale, one per widget, so a page fetches the words of what it shows and no more. */
export const GROUPS = ['loader', 'status', 'drawer', 'france', 'overview', 'my-claims'] as const;

/** A dictionary every locale has. */
export type Group = (typeof GROUPS)[number];

// The words of every widget but the toggle's and the call-to-action's (strings/<locale>/<group>.ts): the drawer's, the
// record states', the page widgets', France's. Their table is fetched the first time one of those widgets speaks, so a
// product page before a click carries only its own words' entries (i18n.ts).
import type { Locale } from '../../strings/locales.ts';
import type { Dictionary } from '../../strings/types.ts';
import { patientTable } from './chunk.ts';

/** Each dictionary's fetch, given up on after the chunk timeout and, asked again, fetched under another URL. */
const DICTIONARIES = patientTable(import.meta.glob<Dictionary>(['../../strings/*/*.ts', '!../../strings/*/loader.ts'], { import: 'default' }), import.meta.url);

/** Fetches one of these dictionaries (never the loader's: i18n.ts holds those). */
export const fetchDictionary = (locale: Locale, group: string): Promise<Dictionary> => DICTIONARIES(`../../strings/${locale}/${group}.ts`);

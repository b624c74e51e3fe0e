// How an insurer's answer is read: its network kind and its name in the shopper's language (spec 000 section 3).
import type { Language } from '../host/locale.ts';

/** The provider kinds the widgets tell apart (spec 000 section 3, "Insurer"). */
export type ProviderKind = 'IN_NETWORK' | 'OUT_OF_NETWORK' | 'UNKNOWN';

/**
 * The provider kind of an insurer: the service sends IN_NETWORK and OUT_OF_NETWORK, and also lower-case
 * in-network and out-of-network (spec 000 section 3); anything else is UNKNOWN, never a guess.
 */
export function providerKind(providerType: string | null | undefined): ProviderKind {
  const kind = (providerType ?? '').trim().toUpperCase().replace(/-/g, '_');
  return kind === 'IN_NETWORK' || kind === 'OUT_OF_NETWORK' ? kind : 'UNKNOWN';
}

/**
 * An insurer's name for the shopper's language: the entry for the language (US English reads `en`), else
 * English, else the first name given; a plain string is the same name in every language.
 */
export function insurerName(name: string | Readonly<Record<string, string>> | null | undefined, language: Language): string {
  if (typeof name === 'string') return name;
  if (!name) return '';
  const lang = language === 'fr' ? 'fr' : 'en';
  return name[lang] ?? name.en ?? Object.values(name)[0] ?? '';
}

/** What names a record's insurer: its id, and the name the record was saved with (one language's, or all of them). */
export interface NamedInsurer {
  id?: string | null | undefined;
  name?: string | Readonly<Record<string, string>> | null | undefined;
}

/**
 * The name of a claim record's insurer for the shopper's language (spec 000 section 3, "Insurer: name (by language)").
 * The record keeps the name the drawer saved, in the language of the page it was saved on: a claim made on a French page
 * names "Régime de vision Quillfeather", which an English page must not show. So the insurer list's names for the
 * record's insurer id come first, by language; the record's own name only for an insurer the list does not hold.
 */
export function recordInsurerName(insurer: NamedInsurer | null | undefined, known: readonly NamedInsurer[], language: Language): string {
  const listed = insurer?.id ? known.find((candidate) => candidate.id === insurer.id) : undefined;
  return insurerName(listed?.name, language) || insurerName(insurer?.name, language);
}

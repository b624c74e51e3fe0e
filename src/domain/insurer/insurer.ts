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

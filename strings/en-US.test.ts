// US English names the company that pays a shopper's share "insurance carrier", on every screen (spec 001 §1: a locale
// with a US country suffix selects US-specific texts; §5: "Select your insurance carrier"), and spells as the US does
// where English of Canada does not (a dependent, email). A US shopper reads English with the US overrides laid over it,
// so the walk reads every text as the widgets' loader gives it, in both flows.
import { afterEach, describe, expect, test } from 'vitest';
import { resetConfig } from '../signals/host/config.ts';
import { configure } from '../test/unit/configure.ts';
import { loadStrings, translator } from '../widgets/ui/i18n.ts';
import { GROUPS } from './locales.ts';
import type { Dictionary } from './types.ts';

/** The English words US English says otherwise, in any case: insurer (insurers, insurer’s), dependant, e-mail. */
const NOT_US = [/\binsurers?\b/iu, /\bdependants?\b/iu, /\be-mail/iu] as const;

/** Keys whose text the widgets never show a shopper, each with why; every other key is read as shown. */
const NOT_SHOWN: readonly string[] = [];

/** The texts of a US shop's page that still say a word US English says otherwise, as surface.key: text. */
export function notUsWords(texts: readonly (readonly [string, string])[]): string[] {
  return texts.filter(([at, text]) => NOT_US.some((word) => word.test(text)) && !NOT_SHOWN.includes(at)).map(([at, text]) => `${at}: ${text}`);
}

/** Every surface.key of English (the source of truth: a US dictionary only overrides some of them), with the French flow's. */
async function englishKeys(): Promise<[surface: string, key: string][]> {
  const keys = new Map<string, [string, string]>();
  for (const group of GROUPS) {
    const dictionary = ((await import(`./en/${group}.ts`)) as { default: Dictionary }).default;
    for (const [surface, table] of Object.entries(dictionary)) for (const key of Object.keys(table)) keys.set(`${surface}.${key}`, [surface, key]);
  }
  return [...keys.values()];
}

afterEach(() => resetConfig());

describe('spec 001 §1: US English says "insurance carrier", never "insurer", and spells as the US does', () => {
  test.each<[string, string, string[]]>([
    ['the carrier, its share and a plural', 'Your insurance carrier’s share, as insurance carriers say', []],
    ['an insurer', 'Ask your insurer again', ['s.k: Ask your insurer again']],
    ['an insurer’s share', 'Your insurer’s share', ['s.k: Your insurer’s share']],
    ['insurers, capitalised', 'Insurers we work with', ['s.k: Insurers we work with']],
    ['a word that only starts like it', 'Insurership, reinsurers', []],
    ['a dependant', 'A dependant studying full time', ['s.k: A dependant studying full time']],
    ['a dependent, and what depends', 'A dependent, as it depends', []],
    ['e-mail, capitalised', 'E-mail me when it answers', ['s.k: E-mail me when it answers']],
    ['email', 'We won’t email you', []],
  ])('the check itself: %s', (_name, text, found) => {
    expect(notUsWords([['s.k', text]])).toEqual(found);
  });

  // A US shop in France (country FR) reads the French flow's words over the drawer's: its mutuelle is a carrier too.
  test.each([
    ['a North American shop', 'US'],
    ['a shop in France', 'FR'],
  ])('every text %s shows a US shopper, through the widgets’ loader', async (_name, country) => {
    configure({ locale: 'en-us', country });
    await loadStrings(GROUPS);
    const texts = (await englishKeys()).map(([surface, key]): [string, string] => [`${surface}.${key}`, translator<Record<string, string>>(surface)(key)]);
    expect(texts.filter(([, text]) => text === '')).toEqual([]);
    expect(notUsWords(texts)).toEqual([]);
  });
});

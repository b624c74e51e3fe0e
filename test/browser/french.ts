// A French view must not show our English: every English text of our dictionaries that the French of the page (of France,
// strings/fr-FR, or of Quebec, strings/fr) says differently, looked for in what the shopper sees. Shared by the French
// flow's browser tests (the forms, the quote) and the Quebec flow's.
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { GROUPS } from '../../strings/locales.ts';
import type { Dictionary } from '../../strings/types.ts';

type English = { where: string; text: string; pattern: RegExp };
const STRINGS = new URL('../../strings/', import.meta.url);
const dictionary = async (locale: string, group: string): Promise<Dictionary> =>
  ((await import(new URL(`${locale}/${group}.ts`, STRINGS).href)) as { default: Dictionary }).default;

/** A {{field}} of a text, any words once filled. */
const FIELD = /{{\s*\w+\s*}}/g;
/** Shorter than this, an English text is a word French may share ("Oui" is not, but "OK", "PDF", "Total" are). */
const SHORTEST = 4;

/** A pattern that finds an English text as whole words, its {{fields}} standing for anything. */
function patternOf(text: string): RegExp {
  const parts = text.split(FIELD).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Letters or digits on either side mean another word ("Continue" inside "Continuer" is French).
  return new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('.+?')}(?![\\p{L}\\p{N}])`, 'u');
}

/** A folder of French dictionaries: the French of France (a shop in France) or of Quebec (strings/fr-CA, a Quebec shop). */
export type French = 'fr-FR' | 'fr-CA';

const gathered = new Map<French, Promise<English[]>>();

/** Every English text of ours (every strings/en/<group>.ts) that this French dictionary says differently, with where it comes from. */
export function englishTexts(french: French = 'fr-FR'): Promise<English[]> {
  const known = gathered.get(french);
  if (known) return known;
  const texts = (async () => {
    const found: English[] = [];
    for (const group of GROUPS) {
      const [en, fr] = await Promise.all([dictionary('en', group), dictionary(french, group)]);
      for (const [surface, table] of Object.entries(en)) {
        for (const [key, text] of Object.entries(table)) {
          const literal = text.replace(FIELD, '').trim();
          if (literal.length < SHORTEST || text === fr[surface]?.[key]) continue;
          found.push({ where: `${group} ${surface} ${key}`, text, pattern: patternOf(text) });
        }
      }
    }
    return found;
  })();
  gathered.set(french, texts);
  return texts;
}

/** Fails, naming each, when the visible text under `root` (the drawer) holds an English text of ours. */
export async function expectNoEnglish(root: Locator, view: string, french: French = 'fr-FR'): Promise<void> {
  const shown = await root.innerText();
  const english = (await englishTexts(french))
    .filter(({ pattern }) => pattern.test(shown))
    .map(({ where, text }) => `${where}: "${text}"`);
  expect(english, `English on the French ${view} view`).toEqual([]);
}

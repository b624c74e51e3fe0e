// A French view must not show our English: every English text of strings/*.ts that French says differently, looked for
// in what the shopper sees. Shared by the French flow's browser tests (the forms, the quote).
import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

type Table = Readonly<Record<string, string>>;
type English = { where: string; text: string; pattern: RegExp };
const STRINGS = new URL('../../strings/', import.meta.url);

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

let gathered: Promise<English[]> | null = null;

/** Every English text of ours (every strings/*.ts) that its French dictionary says differently, with where it comes from. */
export function englishTexts(): Promise<English[]> {
  gathered ??= (async () => {
    const found: English[] = [];
    for (const file of readdirSync(STRINGS).filter((name) => name.endsWith('.ts'))) {
      const surface = (await import(new URL(file, STRINGS).href)) as { en?: Table; fr?: Table };
      if (!surface.en || !surface.fr) continue;
      for (const [key, text] of Object.entries(surface.en)) {
        const literal = text.replace(FIELD, '').trim();
        if (literal.length < SHORTEST || text === surface.fr[key]) continue;
        found.push({ where: `${file} ${key}`, text, pattern: patternOf(text) });
      }
    }
    return found;
  })();
  return gathered;
}

/** Fails, naming each, when the visible text under `root` (the drawer) holds an English text of ours. */
export async function expectNoEnglish(root: Locator, view: string): Promise<void> {
  const shown = await root.innerText();
  const english = (await englishTexts())
    .filter(({ pattern }) => pattern.test(shown))
    .map(({ where, text }) => `${where}: "${text}"`);
  expect(english, `English on the French ${view} view`).toEqual([]);
}

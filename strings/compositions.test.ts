// The texts the widgets compose from two strings of ours, read as the shopper reads them (strings/compositions.ts): the
// French checks (strings/fr-FR.test.ts, strings/fr-CA.test.ts) read each string alone, so « Examens de la vue : Non
// disponible », a template and a word each right alone, passed them. Lower case after a colon where the sentence goes
// on holds in our English too (no English string writes a capital there), so every wording is read.
import { describe, expect, test } from 'vitest';
import { COMPOSITIONS, type StringAt } from './compositions.ts';
import { capitalAfterColonFaults, NNBSP } from './french-of-france.ts';
import { FOLDERS, GROUPS, LOCALES, type Locale } from './locales.ts';
import type { Wording } from '../src/domain/host/locale.ts';
import type { Dictionary } from './types.ts';

const dictionary = async (locale: Locale, group: string): Promise<Dictionary> => ((await import(`./${locale}/${group}.ts`)) as { default: Dictionary }).default;

/** The string a wording shows at `at`: its dictionaries laid over one another (US English over English), the last that has it. */
async function shown(wording: Wording, [group, surface, key]: StringAt): Promise<string | undefined> {
  let text: string | undefined;
  for (const locale of LOCALES[wording]) text = (await dictionary(locale, group))[surface]?.[key] ?? text;
  return text;
}

/** The template with the placeholder filled by `word`, as the translator fills it; other placeholders stay. */
const compose = (template: string, placeholder: string, word: string): string =>
  template.replace(new RegExp(`\\{\\{\\s*${placeholder}\\s*\\}\\}`, 'gu'), word);

/** A placeholder right after a colon and its spaces. */
const AFTER_COLON = /:[ \u00a0\u202f]*\{\{\s*(\w+)\s*\}\}/gu;

describe('spec 001 §1: a text the widgets compose reads as one text', () => {
  test.each<[string, string, string, string, string[]]>([
    ['the review’s benefit, as it read', `{{label}}${NNBSP}: {{value}}`, 'value', 'Non disponible', ['a capital after a colon where the sentence goes on ("Non")']],
    ['in Quebec', '{{label}}\u00a0: {{value}}', 'value', 'Non disponible', ['a capital after a colon where the sentence goes on ("Non")']],
    ['in English', '{{label}}: {{value}}', 'value', 'Not available', ['a capital after a colon where the sentence goes on ("Not")']],
    ['lower case passes', `{{label}}${NNBSP}: {{value}}`, 'value', 'non disponible', []],
    ['a placeholder not after the colon is not the one checked', '{{name}}: {{share}}', 'name', 'Frames', []],
  ])('the check itself: %s', (_name, template, placeholder, word, faults) => {
    expect(capitalAfterColonFaults(compose(template, placeholder, word))).toEqual(faults);
  });

  test('every template with a placeholder after a colon, in any locale, is listed with what fills it', async () => {
    const listed = new Set(COMPOSITIONS.map(({ template, placeholder }) => `${template.join(' ')} {{${placeholder}}}`));
    const found = new Set<string>();
    for (const locale of FOLDERS) {
      for (const group of GROUPS) {
        for (const [surface, table] of Object.entries(await dictionary(locale, group))) {
          for (const [key, text] of Object.entries(table)) for (const match of text.matchAll(AFTER_COLON)) found.add(`${group} ${surface} ${key} {{${match[1]}}}`);
        }
      }
    }
    expect([...found].filter((at) => !listed.has(at))).toEqual([]);
    // A listed template no locale has any more is listed for nothing.
    expect([...listed].filter((at) => !found.has(at))).toEqual([]);
  });

  test.each(Object.keys(LOCALES) as Wording[])('%s: no composed text has a capital after a colon where the sentence goes on', async (wording) => {
    const faults: string[] = [];
    let composed = 0;
    for (const { template, placeholder, words } of COMPOSITIONS) {
      const text = await shown(wording, template);
      expect(text, template.join(' ')).toBeDefined();
      for (const at of words) {
        const word = await shown(wording, at);
        expect(word, at.join(' ')).toBeDefined();
        const whole = compose(text ?? '', placeholder, word ?? '');
        composed += 1;
        for (const fault of capitalAfterColonFaults(whole)) faults.push(`${template.join(' ')} with ${at.join(' ')}: ${fault}: "${whole}"`);
      }
    }
    expect(composed).toBeGreaterThan(10);
    expect(faults).toEqual([]);
  });
});

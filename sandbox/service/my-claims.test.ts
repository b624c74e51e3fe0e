// The words the sandbox's my-claims rows and notices send as data (spec 001 section 1 and 2), read with the checks the
// widgets' own strings pass: a Quebec customer's in Quebec French (strings/french-of-quebec.ts), a France customer's in
// the French of France (strings/french-of-france.ts), so a row reads as one text with the widget around it.
import { describe, expect, test } from 'vitest';
import { franceOrCalqueWords, quebecTypographyFaults } from '../../strings/french-of-quebec.ts';
import { quebecWords, typographyFaults } from '../../strings/french-of-france.ts';
import { numberSpaceFaults } from '../../strings/french-numbers.ts';
import { CATALOGUE } from './catalogue.ts';
import { WORDS } from './my-claims.ts';
import { moneyText } from './rules/money.ts';

/** The row summaries that name the insurer (and an amount); every other word takes an amount, or nothing. */
const NAMING = new Set(['ACCEPTED', 'INVOICED', 'REJECTED', 'ACKNOWLEDGED']);

/** Every text of a language's words, as a row or a notice writes it: its insurers by their French names, its amount in its money. */
function textsOf(language: 'fr' | 'fr-ca', insurers: readonly string[], amount: string): [string, string][] {
  return Object.entries(WORDS[language]).flatMap(([key, word]): [string, string][] => {
    if (typeof word === 'string') return [[`${language}.${key}`, word]];
    const write = word as (...args: string[]) => string;
    return NAMING.has(key) ? insurers.map((who): [string, string] => [`${language}.${key} (${who})`, write(who, amount)]) : [[`${language}.${key}`, write(amount)]];
  });
}

/** The French names of a market's insurers, the proper nouns a row may put after a colon. */
const insurersOf = (market: 'NA' | 'FR') => CATALOGUE.filter((entry) => entry.market === market).map((entry) => (typeof entry.insurer.name === 'string' ? entry.insurer.name : (entry.insurer.name?.fr ?? '')));

describe('spec 001 §1: the sandbox’s my-claims words, in each French’s own typography and words', () => {
  test('Quebec (fr-ca): as strings/fr-CA, and its insurer is an assureur, never France’s mutuelle', () => {
    const insurers = insurersOf('NA');
    const texts = textsOf('fr-ca', insurers, moneyText(38_700, 'fr-CA', 'CAD'));
    expect(texts.length).toBeGreaterThan(15);
    // An insurer's name is its own ("Vision mutuelle Saltmarsh"): the words around it are the row's.
    const own = (text: string) => insurers.reduce((rest, name) => rest.replaceAll(name, ''), text);
    const faults = texts.flatMap(([where, text]) =>
      [...quebecTypographyFaults(text, insurers), ...franceOrCalqueWords(text), ...numberSpaceFaults(text), ...(/mutuelle/iu.test(own(text)) ? ['« mutuelle »: write « assureur »'] : [])].map((fault) => `${where}: ${fault}: "${text}"`),
    );
    expect(faults).toEqual([]);
  });

  test('France (fr): as strings/fr-FR', () => {
    const insurers = insurersOf('FR');
    const texts = textsOf('fr', insurers, moneyText(38_700, 'fr-FR', 'EUR'));
    expect(texts.length).toBeGreaterThan(15);
    const faults = texts.flatMap(([where, text]) =>
      [...quebecWords(text).map(({ word, instead }) => `"${word}" (in France: ${instead})`), ...typographyFaults(text, insurers), ...numberSpaceFaults(text)].map((fault) => `${where}: ${fault}: "${text}"`),
    );
    expect(faults).toEqual([]);
  });
});

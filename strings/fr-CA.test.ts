// Quebec French typography (spec 001 section 1: a Quebec shop reads strings/fr-CA): a no-break space before the colon,
// never a line that starts with one on a narrow screen, lower case after it, no space before ? ! ; as Quebec writes them,
// and the typographic apostrophe. The demo shop's own Quebec pages follow the same rule (sandbox/shop.test.ts), so a cart
// page reads as one text, and so do the words the sandbox sends as data (sandbox/service/my-claims.test.ts). A number
// keeps its unit on its line, as in France (strings/french-numbers.ts).
import { describe, expect, test } from 'vitest';
import { numberSpaceFaults } from './french-numbers.ts';
import { franceOrCalqueWords, quebecTypographyFaults } from './french-of-quebec.ts';
import { GROUPS } from './locales.ts';
import type { Dictionary } from './types.ts';

describe('spec 001 §1: Quebec words', () => {
  test.each<[string, string, string[]]>([
    ['a calque of "domestic partner"', 'Partenaire domestique', ['« Partenaire domestique »: write « conjoint ou conjointe de fait »']],
    ['France’s customer service', 'Appelez notre service client', ['« service client »: write « service à la clientèle »']],
    ['France’s scan', 'Une photo ou un scan', ['« scan »: write « image numérisée »']],
    ['France’s chat', 'Discuter avec le service à la clientèle', ['« Discuter avec le service »: write « clavarder avec le service »']],
    ['France’s e-mail', 'Me prévenir par e-mail', ['« e-mail »: write « courriel »']],
    ['an email, without its hyphen', 'Nous vous enverrons un email', ['« email »: write « courriel »']],
    ['Quebec’s own words', 'Conjoint ou conjointe de fait. Appelez notre service à la clientèle. Une photo ou une image numérisée; un scanneur. Clavarder avec le service à la clientèle; discuter de votre commande. Me prévenir par courriel', []],
  ])('the check itself: %s', (_name, text, faults) => {
    expect(franceOrCalqueWords(text)).toEqual(faults);
  });

  test.each<[string, string, string[]]>([
    ['France’s insurance words stay', 'Votre partenaire de PACS et votre mutuelle', []],
    ['but not its e-mail', 'Votre mutuelle vous écrira par e-mail', ['« e-mail »: write « courriel »']],
  ])('the check itself, on a text of the French flow: %s', (_name, text, faults) => {
    expect(franceOrCalqueWords(text, { frenchFlow: true })).toEqual(faults);
  });

  test('every string of strings/fr-CA, the French flow’s read for the words Quebec never writes', async () => {
    const faults: string[] = [];
    for (const group of GROUPS) {
      const dictionary = ((await import(`./fr-CA/${group}.ts`)) as { default: Dictionary }).default;
      for (const [surface, table] of Object.entries(dictionary)) {
        for (const [key, text] of Object.entries(table)) {
          for (const fault of franceOrCalqueWords(text, { frenchFlow: group === 'france' })) faults.push(`strings/fr-CA/${group} ${surface}.${key}: ${fault}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });
});

describe('spec 001 §1: Quebec French typography', () => {
  test.each<[string, string, string[]]>([
    ['a colon after a no-break space, a question glued to its word', 'Votre assureur\u00a0: Quillfeather. Prêt à magasiner?', []],
    ['a colon after a plain space may start a line', 'Votre assureur : Quillfeather', ['no no-break space before :']],
    ['a colon glued to its word', 'Assureur: Quillfeather', ['no no-break space before :']],
    ['a space before the question mark', 'Prêt à magasiner ?', ['a space before ? ! or ;']],
    ['a straight apostrophe', "L'assureur n'a pas répondu", ['a straight apostrophe (write ’)']],
    ['a no-break space before the question mark is the French of France, not Quebec’s', 'Prêt à magasiner\u00a0?', ['a space before ? ! or ;']],
    ['a time and a web address', 'Avant 18:12, voyez https://exemple.ca', []],
    ['a capital after a colon where the sentence goes on', 'Examens de la vue\u00a0: En magasin uniquement', ['a capital after a colon where the sentence goes on ("En")']],
  ])('the check itself: %s', (_name, text, faults) => {
    // Quillfeather, the sandbox's insurer the rows name, is a proper noun: its capital stays after a colon.
    expect(quebecTypographyFaults(text, ['Quillfeather'])).toEqual(faults);
  });

  test('every string of strings/fr-CA', async () => {
    const faults: string[] = [];
    let count = 0;
    for (const group of GROUPS) {
      const dictionary = ((await import(`./fr-CA/${group}.ts`)) as { default: Dictionary }).default;
      for (const [surface, table] of Object.entries(dictionary)) {
        for (const [key, text] of Object.entries(table)) {
          count += 1;
          for (const fault of [...quebecTypographyFaults(text), ...numberSpaceFaults(text)]) faults.push(`strings/fr-CA/${group} ${surface}.${key}: ${fault}: "${text}"`);
        }
      }
    }
    expect(count).toBeGreaterThan(500);
    expect(faults).toEqual([]);
  });
});

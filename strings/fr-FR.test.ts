// The French of France (spec 001 section 1: a shop in France speaks its own French): every string a fr-FR shopper can
// be shown, our dictionaries and the names the sandbox sends as data for France, read for the words of Quebec or North
// America and for French typography (a narrow no-break space before ; : ! ? and inside « »).
import { describe, expect, test } from 'vitest';
import { CATALOGUE, PROVIDERS } from '../sandbox/service/catalogue.ts';
import { formatMoney } from '../src/domain/money.ts';
import { formatDateTime } from '../src/domain/dates.ts';
import { GROUPS, LOCALES } from './locales.ts';
import type { Dictionary } from './types.ts';

/** U+202F, the narrow no-break space French typography puts before ; : ! ? and inside « ». */
const NNBSP = '\u202f';

/**
 * Words a reader in France takes for Quebec or North American French, or for a second word for one thing: the product is
 * the "mutuelle" and its "tiers payant", the person "l'assuré" with a "numéro d'adhérent", a document is "importé", one
 * pays "au plein tarif". Each with what to write instead.
 */
const NOT_IN_FRANCE: readonly [RegExp, string][] = [
  [/assurance vision/iu, 'mutuelle, tiers payant'],
  [/magasin(?:er|age)/iu, 'faire vos achats'],
  [/clavard/iu, 'discuter'],
  [/t[ée]l[ée]vers/iu, 'importer'],
  [/titulaire/iu, 'l’assuré'],
  [/(?<![\p{L}])police(?![\p{L}])/iu, 'contrat'],
  // The Sécurité sociale's regimes (régime général, spécial, local d'Alsace-Moselle) are French; "votre régime" is not.
  [/(?<![\p{L}])régimes?(?![\p{L}])(?! (?:général|spécial|local))/iu, 'contrat, garanties'],
  [/courriel/iu, 'e-mail'],
  [/cellulaire/iu, 'portable'],
  [/(?<![\p{L}])province/iu, 'région'],
  [/admissibilit/iu, 'droits'],
  [/quote-part/iu, 'participation'],
  [/numéro de membre/iu, 'numéro d’adhérent'],
  [/(?<![\p{L}])assureurs?(?![\p{L}])/iu, 'mutuelle'],
  [/carte d’assurance/iu, 'carte de tiers payant'],
  [/prix (?:complet|plein)/iu, 'plein tarif'],
  [/lentilles cornéennes/iu, 'lentilles de contact'],
  [/fin de semaine/iu, 'week-end'],
  [/présentement/iu, 'actuellement'],
  [/synchronisée?/iu, 'tiers payant activé'],
  [/demande appliquée/iu, 'prise en charge accordée'],
  [/partenaire domestique/iu, 'partenaire de PACS ou concubin'],
  [/titre du médecin/iu, 'spécialité du médecin'],
  [/assurer (?:un autre|ce) produit/iu, 'faire prendre en charge'],
];

/** The Quebec or North American words of a text as it writes them, each with its French of France. */
export function quebecWords(text: string): { word: string; instead: string }[] {
  return NOT_IN_FRANCE.flatMap(([pattern, instead]) => {
    const found = pattern.exec(text);
    return found ? [{ word: found[0], instead }] : [];
  });
}

/** What a text gets wrong in French typography: the space before ; : ! ? and inside « ». */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  // A colon between digits is a time or a ratio ("18:12"), not punctuation.
  for (const match of text.matchAll(/(.?)([;:!?])/gu)) {
    const [, before, mark] = match;
    if (mark === ':' && /\d/u.test(before ?? '') && /\d/u.test(text[(match.index ?? 0) + match[0].length] ?? '')) continue;
    if (before !== NNBSP) faults.push(`no narrow no-break space before ${mark}`);
  }
  if (/«(?!\u202f)/u.test(text)) faults.push('no narrow no-break space after «');
  if (/(?<!\u202f)»/u.test(text)) faults.push('no narrow no-break space before »');
  return faults;
}

const dictionary = async (locale: string, group: string): Promise<Dictionary> => ((await import(`./${locale}/${group}.ts`)) as { default: Dictionary }).default;

/** Every text of the dictionaries a shop in France reads, with where it comes from. */
async function franceTexts(): Promise<[string, string][]> {
  const texts: [string, string][] = [];
  for (const locale of LOCALES['fr-fr']) {
    for (const group of GROUPS) {
      for (const [surface, table] of Object.entries(await dictionary(locale, group))) {
        for (const [key, text] of Object.entries(table)) texts.push([`strings/${locale}/${group} ${surface}.${key}`, text]);
      }
    }
  }
  return texts;
}

/** The French names the sandbox sends as data to a shop in France (its mutuelles, its network), which the widgets show. */
const sandboxTexts = (): [string, string][] => [
  ...CATALOGUE.filter((entry) => entry.market === 'FR').map((entry): [string, string] => [`sandbox insurer ${entry.insurer.id}`, nameIn(entry.insurer.name)]),
  ...PROVIDERS.filter((entry) => entry.market === 'FR').map((entry): [string, string] => [`sandbox provider ${entry.provider.id}`, nameIn(entry.provider.name)]),
];
const nameIn = (name: string | Readonly<Record<string, string>> | null | undefined): string => (typeof name === 'string' ? name : (name?.fr ?? ''));

describe('spec 001 §1: the French of France, as a reader in France reads it', () => {
  test.each<[string, string, string[], string[]]>([
    ['a Quebec call to shop, with a plain space before ?', 'Prêt à magasiner ?', ['magasiner'], ['no narrow no-break space before ?']],
    ['Quebec words for the policy holder and the upload', 'Téléversez l’ordonnance du titulaire de la police', ['Télévers', 'titulaire', 'police'], []],
    ['a plan (régime) and an e-mail (courriel) of Quebec', 'Votre régime vous écrira par courriel', ['régime', 'courriel'], []],
    ['no space before the colon, a no-break space (not narrow) before !', 'Mutuelle: Pivoine\u00a0!', [], ['no narrow no-break space before :', 'no narrow no-break space before !']],
    ['guillemets with plain spaces', '« Tiers payant »', [], ['no narrow no-break space after «', 'no narrow no-break space before »']],
    ['an insurer and the full price, second words for the mutuelle and the plein tarif', 'Votre assureur facture le prix complet', ['assureur', 'prix complet'], []],
    ['the French of France passes', `Vous avez une mutuelle${NNBSP}? «${NNBSP}Tiers payant${NNBSP}»${NNBSP}: 18:12, régime général`, [], []],
  ])('the check itself: %s', (_name, text, words, faults) => {
    expect(quebecWords(text).map(({ word }) => word)).toEqual(words);
    expect(typographyFaults(text)).toEqual(faults);
  });

  test('every string of the French of France (strings/fr-FR) and every French name the sandbox sends for France', async () => {
    const texts = [...(await franceTexts()), ...sandboxTexts()];
    expect(texts.length).toBeGreaterThan(500);
    const faults = texts.flatMap(([where, text]) => [...quebecWords(text).map(({ word, instead }) => `"${word}" (in France: ${instead})`), ...typographyFaults(text)].map((fault) => `${where}: ${fault}: "${text}"`));
    expect(faults).toEqual([]);
  });

  test.each([
    ['an amount: the euro after it, a no-break space between', () => formatMoney(123456, { locale: 'fr-FR', currency: 'EUR' }), /^1\u202f234,56\u00a0€$/u],
    ['a time: 24-hour', () => formatDateTime(new Date(Date.UTC(2026, 10, 22, 18, 12)), 'fr-fr', 'UTC'), /^22 novembre 2026.* 18:12$/u],
  ])('Intl and our dates write France\'s way: %s', (_name, format, shape) => {
    expect(format()).toMatch(shape);
  });
});

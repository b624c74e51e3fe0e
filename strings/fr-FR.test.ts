// The French of France (spec 001 section 1: a shop in France speaks its own French): every string a fr-FR shopper can
// be shown, our dictionaries and the names the sandbox sends as data for France, read for the words of Quebec or North
// America and for French typography (a narrow no-break space before ; : ! ? and inside « », a no-break space between a
// number and its unit).
import { describe, expect, test } from 'vitest';
import { CATALOGUE, PROVIDERS } from '../sandbox/service/catalogue.ts';
import { WORDS } from '../sandbox/pages/words.ts';
import { formatMoney } from '../src/domain/money.ts';
import { formatDateTime } from '../src/domain/dates.ts';
import { NNBSP, quebecWords, typographyFaults } from './french-of-france.ts';
import { numberSpaceFaults } from './french-numbers.ts';
import { GROUPS, LOCALES } from './locales.ts';
import type { Dictionary } from './types.ts';

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

/**
 * The French names the sandbox sends as data to a shop in France (its mutuelles, its network), which the widgets show,
 * and the demo shop's own French pages around them, which a shopper reads as one text with the widgets.
 */
const sandboxTexts = (): [string, string][] => [
  ...CATALOGUE.filter((entry) => entry.market === 'FR').map((entry): [string, string] => [`sandbox insurer ${entry.insurer.id}`, nameIn(entry.insurer.name)]),
  ...PROVIDERS.filter((entry) => entry.market === 'FR').map((entry): [string, string] => [`sandbox provider ${entry.provider.id}`, nameIn(entry.provider.name)]),
  ...Object.entries(WORDS.fr).map(([key, text]): [string, string] => [`sandbox/pages/words.ts fr.${key}`, text]),
];
const nameIn = (name: string | Readonly<Record<string, string>> | null | undefined): string => (typeof name === 'string' ? name : (name?.fr ?? ''));

describe('spec 001 §1: the French of France, as a reader in France reads it', () => {
  test.each<[string, string, string[], string[]]>([
    ['a Quebec call to shop, with a plain space before ?', 'Prêt à magasiner ?', ['magasiner'], ['no narrow no-break space before ?']],
    ['Quebec words for the policy holder and the upload', 'Téléversez l’ordonnance du titulaire de la police', ['Télévers', 'titulaire', 'police'], []],
    ['a plan (régime) and an e-mail (courriel) of Quebec', 'Votre régime vous écrira par courriel', ['régime', 'courriel'], []],
    ['a Sécurité sociale regime, no mutuelle’s cover', 'Régime général de l’Assurance maladie', ['Régime'], []],
    ['no space before the colon, a no-break space (not narrow) before !', 'Devis: accepté\u00a0!', [], ['no narrow no-break space before :', 'no narrow no-break space before !']],
    ['guillemets with plain spaces', '« Tiers payant »', [], ['no narrow no-break space after «', 'no narrow no-break space before »']],
    ['an insurer and the full price, second words for the mutuelle and the plein tarif', 'Votre assureur facture le prix complet', ['assureur', 'prix complet'], []],
    ['the French of France passes', `Vous avez une mutuelle${NNBSP}? «${NNBSP}Tiers payant${NNBSP}»${NNBSP}: 18:12`, [], []],
    ['a capital after a colon where the sentence goes on', `Examens de la vue${NNBSP}: En magasin uniquement`, [], ['a capital after a colon where the sentence goes on ("En")']],
    ['a capital of one letter after a colon', `Remboursement${NNBSP}: À partir du 1er janvier`, [], ['a capital after a colon where the sentence goes on ("À")']],
    ['lower case after a colon, an acronym, or a line that ends on its colon', `Examens de la vue${NNBSP}: en magasin uniquement. Paiement${NNBSP}: CB. Où${NNBSP}:\nEn magasin`, [], []],
  ])('the check itself: %s', (_name, text, words, faults) => {
    expect(quebecWords(text).map(({ word }) => word)).toEqual(words);
    expect(typographyFaults(text)).toEqual(faults);
  });

  test.each<[string, string, string[], string[]]>([
    ['the insurer’s name the service sends, a proper noun, keeps its capital', `Votre mutuelle${NNBSP}: Pivoine Santé`, ['Pivoine Santé'], []],
    ['a capital that is not the name still is a fault', `Votre mutuelle${NNBSP}: Pivoine Santé. Devis${NNBSP}: Accepté`, ['Pivoine Santé'], ['a capital after a colon where the sentence goes on ("Accepté")']],
  ])('the check itself, with the proper nouns of the text: %s', (_name, text, names, faults) => {
    expect(typographyFaults(text, names)).toEqual(faults);
  });

  test('every string of the French of France (strings/fr-FR) and every French name the sandbox sends for France', async () => {
    const texts = [...(await franceTexts()), ...sandboxTexts()];
    expect(texts.length).toBeGreaterThan(500);
    const faults = texts.flatMap(([where, text]) =>
      [
        ...quebecWords(text).map(({ word, instead }) => `"${word}" (in France: ${instead})`),
        ...typographyFaults(text),
        ...numberSpaceFaults(text),
      ].map((fault) => `${where}: ${fault}: "${text}"`),
    );
    expect(faults).toEqual([]);
  });

  test('one word for the mutuelle: « complémentaire santé » names only the type of cover the member form offers', async () => {
    const texts = [...(await franceTexts()), ...sandboxTexts()];
    const second = texts.filter(([where, text]) => /complémentaires? santé/iu.test(text) && where !== 'strings/fr-FR/france forms.ADDITIONAL_INSURANCE');
    expect(second).toEqual([]);
  });

  test.each<[string, string, string[]]>([
    ['a plain space between a number and its unit', 'Sous 48 heures', ['a space that may break between a number and its unit ("48 heures"): write a no-break space']],
    ['a plain space between a count to come and what it counts', '{{count}} mutuelles trouvées', ['a space that may break between a number and its unit ("{{count}} mutuelles"): write a no-break space']],
    ['a plain space inside a number written in groups', 'par exemple 06 12 34 56 78', ['a space that may break inside a number ("06 12"): write a no-break space']],
    ['a no-break space, or a narrow one, keeps them together', 'Sous 48\u00a0heures, 13\u00a0chiffres, 40\u202f%, 06\u00a012', []],
    ['a number that counts no unit may break: a rank (the step is held whole by strings/strings.test.ts)', '1 pour le premier-né', []],
  ])('spec 001 §1, French typography: a number stays on the line of its unit: %s', (_name, text, faults) => {
    expect(numberSpaceFaults(text)).toEqual(faults);
  });

  test.each([
    ['an amount: the euro after it, a no-break space between', () => formatMoney(123456, { locale: 'fr-FR', currency: 'EUR' }), /^1\u202f234,56\u00a0€$/u],
    ['a time: 24-hour, the day first as a France shop writes dates', () => formatDateTime(new Date(Date.UTC(2026, 10, 22, 18, 12)), 'fr-fr', { timeZone: 'UTC', dateFormat: 'dd/MM/yyyy' }), /^22\/11\/2026.* 18:12$/u],
  ])('Intl and our dates write France\'s way: %s', (_name, format, shape) => {
    expect(format()).toMatch(shape);
  });
});

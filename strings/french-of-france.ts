// The checks of the French of France (spec 001 section 1: a shop in France speaks its own French): the words a reader in
// France takes for Quebec or North American French, and French typography. strings/fr-FR.test.ts reads every string of
// strings/fr-FR with them; a test of French words the service sends as data may use them too.

/** U+202F, the narrow no-break space French typography puts before ; : ! ? and inside « ». */
export const NNBSP = '\u202f';

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
  // A mutuelle's cover is its contract and its garanties; the Sécurité sociale's regimes are no mutuelle's cover (no form
  // of the French flow offers them), so "régime" is never the word.
  [/(?<![\p{L}])régimes?(?![\p{L}])/iu, 'contrat, garanties'],
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

/**
 * A capital letter after a colon and its spaces, unless an acronym's ("CB"): French goes on in lower case after a colon,
 * the sentence continuing, so only a proper noun keeps its capital there. A colon ending a line starts no sentence.
 */
const CAPITAL_AFTER_COLON = /:[ \u00a0\u202f]*(?=\p{Lu}(?![\p{Lu}\d_]))/gu;

/**
 * The capitals a French text, of France or of Quebec, writes after a colon where the sentence goes on. `names` are the
 * proper nouns the text may hold there (the insurers' names, which the service sends; our dictionaries name none: they
 * say `{{name}}`).
 */
export function capitalAfterColonFaults(text: string, names: readonly string[] = []): string[] {
  return [...text.matchAll(CAPITAL_AFTER_COLON)].flatMap((match) => {
    const after = text.slice((match.index ?? 0) + match[0].length);
    return names.some((name) => after.startsWith(name)) ? [] : [`a capital after a colon where the sentence goes on ("${after.split(/\s/u)[0]}")`];
  });
}

/**
 * What a text gets wrong in French typography: the space before ; : ! ? and inside « », a straight apostrophe, a
 * capital after a colon where the sentence goes on (`names`: the proper nouns it may hold there, capitalAfterColonFaults).
 */
export function typographyFaults(text: string, names: readonly string[] = []): string[] {
  const faults: string[] = [];
  // A colon between digits is a time or a ratio ("18:12"), not punctuation.
  for (const match of text.matchAll(/(.?)([;:!?])/gu)) {
    const [, before, mark] = match;
    if (mark === ':' && /\d/u.test(before ?? '') && /\d/u.test(text[(match.index ?? 0) + match[0].length] ?? '')) continue;
    if (before !== NNBSP) faults.push(`no narrow no-break space before ${mark}`);
  }
  if (/«(?!\u202f)/u.test(text)) faults.push('no narrow no-break space after «');
  if (/(?<!\u202f)»/u.test(text)) faults.push('no narrow no-break space before »');
  if (text.includes("'")) faults.push('a straight apostrophe (write ’)');
  faults.push(...capitalAfterColonFaults(text, names));
  return faults;
}

// The checks of Quebec French (spec 001 section 1: a Quebec shop reads strings/fr-CA): the words a Quebec reader takes for
// a calque of English or for the French of France, and Quebec's typography. strings/fr-CA.test.ts reads every string of
// strings/fr-CA with them; a test of Quebec French words the sandbox sends as data uses them too.
import { capitalAfterColonFaults } from './french-of-france.ts';

/**
 * What a Quebec text gets wrong: the space before a colon that may break, a space before ? ! ; a straight apostrophe, a
 * capital after a colon but a proper noun's (`names`).
 */
export function quebecTypographyFaults(text: string, names: readonly string[] = []): string[] {
  const faults: string[] = [];
  for (const match of text.matchAll(/(.?):/gu)) {
    const at = (match.index ?? 0) + match[0].length;
    // A time or a ratio ("18:12") and a web address ("https://") are not punctuation.
    if ((/\d/u.test(match[1] ?? '') && /\d/u.test(text[at] ?? '')) || text.startsWith('//', at)) continue;
    if (match[1] !== '\u00a0') faults.push('no no-break space before :');
  }
  if (/\s[?!;]/u.test(text)) faults.push('a space before ? ! or ;');
  if (text.includes("'")) faults.push('a straight apostrophe (write ’)');
  // Lower case after a colon, as in France.
  faults.push(...capitalAfterColonFaults(text, names));
  return faults;
}

/** Words Quebec writes otherwise in any text, the French flow's included: its e-mail is a « courriel » wherever it is. */
const NEVER_IN_QUEBEC: readonly [RegExp, string][] = [[/(?<![\p{L}])e-?mails?(?![\p{L}])/iu, 'courriel']];

/**
 * Words a Quebec reader takes for a calque of English or for the French of France, each with Quebec's own. The French
 * flow's words (strings/fr-CA/france: the mutuelle, the PACS) are France's insurance and are not read with them.
 */
const NOT_IN_QUEBEC: readonly [RegExp, string][] = [
  ...NEVER_IN_QUEBEC,
  [/partenaire domestique/iu, 'conjoint ou conjointe de fait'],
  [/service client(?![\p{L}])/iu, 'service à la clientèle'],
  [/(?<![\p{L}])scan(?![\p{L}])/iu, 'image numérisée'],
  // An online chat with the shop is « clavarder » in Quebec; « discuter » reads as France's, or as a talk in person.
  [/discuter avec (?:le|notre) service/iu, 'clavarder avec le service'],
];

/**
 * The words of a text Quebec says otherwise, each with what to write instead; `frenchFlow` for a text of the French flow,
 * which keeps France's insurance words and is read for the words Quebec never writes alone.
 */
export function franceOrCalqueWords(text: string, { frenchFlow = false }: { frenchFlow?: boolean } = {}): string[] {
  return (frenchFlow ? NEVER_IN_QUEBEC : NOT_IN_QUEBEC).flatMap(([pattern, instead]) => {
    const found = pattern.exec(text);
    return found ? [`« ${found[0]} »: write « ${instead} »`] : [];
  });
}

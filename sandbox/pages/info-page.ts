// The demo shop's information pages (the legal pages, the help on vision insurance, the eye-exam page): a heading, then
// plain paragraphs, some headed by a question, in the shop's frame and the page's language. Each page keeps its words in
// every language of the demo, so a test can check that a French page carries none of the English.
import type { ShopSession } from '../state.ts';
import { esc, type DemoLocale } from './kit.ts';
import { page } from './layout.ts';

/** A page's words in English, in the French of France and in Quebec French. */
export interface InfoLanguages<Words> {
  readonly en: Words;
  readonly fr: Words;
  readonly 'fr-ca': Words;
}

/** The words of a page in this locale: Quebec's for fr-ca, France's for fr-fr, English for the rest. */
export const infoWordsOf = <Words>(languages: InfoLanguages<Words>, locale: DemoLocale): Words =>
  locale === 'fr-ca' ? languages['fr-ca'] : locale === 'fr-fr' ? languages.fr : languages.en;

/** A paragraph, or a question (a heading) and its answer. */
export type InfoBlock = string | readonly [question: string, answer: string];

/** What an information page says. */
export interface InfoContent {
  readonly title: string;
  readonly blocks: readonly InfoBlock[];
  /** Makes a paragraph's escaped text the page's HTML (the help page links its phone number); as it is when absent. */
  readonly markup?: (escaped: string) => string;
}

/** An information page in the shop's frame, at its own path (the brand switch comes back to it). */
export function infoPage(locale: DemoLocale, brand: string, session: ShopSession, path: string, { title, blocks, markup = (html) => html }: InfoContent): string {
  const paragraph = (text: string) => `<p>${markup(esc(text))}</p>`;
  const body = `<h1>${esc(title)}</h1>
${blocks.map((block) => (typeof block === 'string' ? paragraph(block) : `<h2>${esc(block[0])}</h2>\n${paragraph(block[1])}`)).join('\n')}`;
  return page({ locale, brand, title, body, session, path });
}

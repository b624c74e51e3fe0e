// The demo shop answers every address its configuration gives the widgets (spec 000 sections 2 and 3): the legal pages the
// review links to before the shopper accepts them, in the page's language and the shop's frame, and the shop's own pages.
import { describe, expect, test } from 'vitest';
import { BRANDS } from '../../src/domain/host/brand-codes.ts';
import { withLocale } from '../../src/domain/host/help.ts';
import { legalLinks, type LegalLinks } from '../../src/domain/host/legal.ts';
import { PATH_KEYS, readConfig, type HostConfig } from '../../src/host/config.ts';
import { PAGE_CSP } from '../shop.ts';
import { LOCALES, type DemoLocale } from './kit.ts';
import { LEGAL_WORDS, legalWordsOf, type LegalKind } from './legal.ts';
import { HELP_WORDS, helpWordsOf } from './help.ts';
import { EXAM_WORDS, examWordsOf } from './eye-exam.ts';
import { visibleText, visitor } from './test-visitor.ts';

const DEMO_LOCALES = Object.keys(LOCALES) as DemoLocale[];

/** Undoes the page's escaping of an attribute's value. */
const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/**
 * The configuration the widgets read on a demo page of this locale and brand: the loader tag's data-* attributes, as
 * the loader reads them (a dataset, camelCase names), through the widgets' own reader.
 */
async function demoConfig(v: ReturnType<typeof visitor>, locale: DemoLocale, brand: string): Promise<HostConfig> {
  const html = await v.page(`/${locale}/cart?brand=${brand}`);
  const tag = /<script [^>]*src="[^"]*\/widgets\/embed\.js"[^>]*>/.exec(html)?.[0] ?? '';
  const dataset = Object.fromEntries(
    [...tag.matchAll(/ data-([a-z-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), unescape(value)]),
  );
  const read = readConfig(undefined, dataset);
  if (!read.ok) throw new Error(read.message);
  return read.config;
}

/** The rows: every demo locale under every brand, since the brand chooses which legal pages are linked. */
const ROWS = DEMO_LOCALES.flatMap((locale) => BRANDS.map((brand) => [locale, brand] as const));

describe('spec 000 §2-§3: every legal link the review builds from the demo configuration opens its page', () => {
  test.each(ROWS)('%s, brand %s', async (locale, brand) => {
    const v = visitor();
    const config = await demoConfig(v, locale, brand);
    const links: LegalLinks = legalLinks(config.brand, config.locale, config);
    const kinds = (['terms', 'privacy', 'cookies'] as const).filter((kind): kind is LegalKind => links[kind] !== null);
    expect(kinds).toContain('terms');
    expect(kinds).toContain('privacy');
    for (const kind of kinds) {
      const href = links[kind] ?? '';
      const response = await v.get(href);
      expect(response.status, href).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(PAGE_CSP);
      const html = await response.text();
      const { title, paragraphs } = legalWordsOf(locale)[kind];
      // In the page's language, in the shop's frame (its header and its main), with its heading first.
      expect(html, href).toContain(`<html lang="${LOCALES[locale].lang}">`);
      expect(html).toContain('<header class="shop-header">');
      expect(html).toMatch(/<main class="shop-main" id="main">\s*<h1>/);
      const text = visibleText(html);
      expect(text).toContain(title);
      // It says it is a demo, first.
      expect(paragraphs[0]).toMatch(/demo|démonstration/);
      for (const paragraph of paragraphs) expect(text).toContain(paragraph.replace(/\s/gu, ' '));
    }
  });

  test.each(ROWS)('the other addresses it configures answer too: %s, brand %s', async (locale, brand) => {
    const v = visitor();
    const config = await demoConfig(v, locale, brand);
    const paths = PATH_KEYS.map((key) => config[key]).filter((path): path is string => typeof path === 'string');
    expect(paths.length).toBeGreaterThan(3);
    // The FAQ on the shop's own site (an https:// address would be another site's).
    expect(config.faqUrl).toMatch(/^\/\{locale\}\//);
    paths.push(withLocale(config.faqUrl ?? '', config.locale));
    for (const path of paths) expect((await v.get(path)).status, path).toBe(200);
  });
});

describe('the legal pages speak their page’s language', () => {
  const english = Object.values(LEGAL_WORDS.en).flatMap(({ title, paragraphs }) => [title, ...paragraphs]);

  test.each(['fr-fr', 'fr-ca'] as const)('%s: none of the English, and its own French typography', async (locale) => {
    const v = visitor();
    for (const [kind, { title }] of Object.entries(legalWordsOf(locale))) {
      const path = kind === 'cookies' ? `/${locale}/info/politique-des-cookies` : `/${locale}/c/${kind === 'terms' ? 'terms-and-conditions' : 'privacy-policy'}`;
      const html = await v.page(path);
      expect(visibleText(html)).toContain(title);
      for (const words of english) expect(visibleText(html), words).not.toContain(words);
      // In France a narrow no-break space before : ; ? !, in Quebec a no-break space before a colon and none before the rest.
      const main = html.slice(html.indexOf('<main'));
      const nodes = [...main.matchAll(/>([^<]+)</g)].map((m) => m[1]).join('\n');
      expect(nodes).not.toMatch(locale === 'fr-ca' ? /[^\u00a0]:|\s[?;!]/u : /[^\u202f][:;?!]/u);
    }
  });

  test('Quebec’s pages are its own: an insurer and a courriel, not France’s mutuelle and e-mail', () => {
    const quebec = Object.values(LEGAL_WORDS['fr-ca']).flatMap(({ paragraphs }) => paragraphs).join(' ');
    expect(quebec).not.toMatch(/mutuelle|e-mail|tiers payant/);
    const france = Object.values(LEGAL_WORDS.fr).flatMap(({ paragraphs }) => paragraphs).join(' ');
    expect(france).not.toMatch(/assurance vision|courriel|assureur/);
  });
});

describe('spec 000 §3 faqUrl and contactPhone, §8 "a phone link": the demo configures its FAQ and its phone, and the FAQ answers them', () => {
  test.each(DEMO_LOCALES)('%s: the FAQ the widgets link to is in the page’s language, in the shop’s frame, with the phone the widgets show', async (locale) => {
    const v = visitor();
    const config = await demoConfig(v, locale, 'ebd');
    expect(config.contactPhone).toMatch(/\d/);
    const html = await v.page(withLocale(config.faqUrl ?? '', config.locale));
    expect(html).toContain(`<html lang="${LOCALES[locale].lang}">`);
    expect(html).toMatch(/<main class="shop-main" id="main">\s*<h1>/);
    const { title, intro, answers } = helpWordsOf(locale);
    const text = visibleText(html);
    expect(text).toContain(title.replace(/\s/gu, ' '));
    // It says it is a demo, first.
    expect(intro).toMatch(/demo|démonstration/);
    for (const [question] of answers) expect(text).toContain(question.replace(/\s/gu, ' '));
    // The number the widgets' help offers is the page's, as a phone link.
    expect(html).toContain(`<a href="tel:${(config.contactPhone ?? '').replace(/[^\d+]/g, '')}">${config.contactPhone}</a>`);
  });

  test.each(['fr-fr', 'fr-ca'] as const)('%s: the FAQ carries none of the English, and its own French typography', async (locale) => {
    const v = visitor();
    const html = await v.page(`/${locale}/help/vision-insurance`);
    const english = [HELP_WORDS.en.title, HELP_WORDS.en.intro, ...HELP_WORDS.en.answers.flat()];
    for (const words of english) expect(visibleText(html), words).not.toContain(words.split('{phone}')[0]);
    const main = html.slice(html.indexOf('<main'));
    const nodes = [...main.matchAll(/>([^<]+)</g)].map((m) => m[1]).join('\n');
    expect(nodes).not.toMatch(locale === 'fr-ca' ? /[^\u00a0]:|\s[?;!]/u : /[^\u202f][:;?!]/u);
  });
});

describe('spec 001 §2 "a schedule-exam link": the demo configures its eye-exam page, and it answers', () => {
  test.each(DEMO_LOCALES)('%s: the eye-exam page the plans link to is in the page’s language, in the shop’s frame, and says it books nothing', async (locale) => {
    const v = visitor();
    const config = await demoConfig(v, locale, 'cle');
    const html = await v.page(withLocale(config.eyeExamPath ?? '', config.locale));
    expect(html).toContain(`<html lang="${LOCALES[locale].lang}">`);
    expect(html).toMatch(/<main class="shop-main" id="main">\s*<h1>/);
    const { title, intro, paragraphs } = examWordsOf(locale);
    const text = visibleText(html);
    for (const words of [title, intro, ...paragraphs]) expect(text).toContain(words.replace(/\s/gu, ' '));
    expect(intro).toMatch(/demo|démonstration/);
  });

  test.each(['fr-fr', 'fr-ca'] as const)('%s: the eye-exam page carries none of the English, and its own French typography', async (locale) => {
    const v = visitor();
    const html = await v.page(`/${locale}/eye-exam`);
    for (const words of [EXAM_WORDS.en.title, EXAM_WORDS.en.intro, ...EXAM_WORDS.en.paragraphs]) expect(visibleText(html), words).not.toContain(words);
    const main = html.slice(html.indexOf('<main'));
    const nodes = [...main.matchAll(/>([^<]+)</g)].map((m) => m[1]).join('\n');
    expect(nodes).not.toMatch(locale === 'fr-ca' ? /[^\u00a0]:|\s[?;!]/u : /[^\u202f][:;?!]/u);
  });
});

// The review's legal links (spec 000 sections 2 and 3): brand cle's host defaults, every other brand's /info/ pages with
// the cookie policy, and a shop's own paths with the {locale} placeholder, in English and French.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { go } from '../../../signals/drawer/flow.ts';
import { configure } from '../../../test/component/setup.ts';
import Review from './Review.tsx';

const WORDS = {
  en: { locale: 'en-ca', terms: /Terms and conditions/, privacy: /Privacy policy/, cookies: /Cookie policy/, newTab: '(opens in a new tab)' },
  fr: { locale: 'fr-ca', terms: /Conditions générales/, privacy: /Politique de confidentialité/, cookies: /Politique des cookies/, newTab: '(s’ouvre dans un nouvel onglet)' },
} as const;

/** The review of a shop, and the list of its legal links (the paragraph under the terms box). */
function review(lang: keyof typeof WORDS, data: Record<string, string>) {
  vi.stubGlobal('fetch', () => Promise.reject(new Error('the legal links fetch nothing')));
  configure({ locale: WORDS[lang].locale, ...data });
  go('review');
  render(<Review />);
  const words = WORDS[lang];
  const link = (name: RegExp) => within(document.body).queryByRole('link', { name });
  return { words, href: (name: RegExp) => link(name)?.getAttribute('href') ?? null };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['en', 'fr'] as const)('spec 000 §2: the legal links beside the terms (%s)', (lang) => {
  const locale = WORDS[lang].locale;

  it.each(['ebd', 'fde', 'vde'])('%s links its terms, privacy and cookie policy under /{locale}/info/', (brand) => {
    const { words, href } = review(lang, { brand });
    expect(href(words.terms)).toBe(`/${locale}/info/conditions-generales`);
    expect(href(words.privacy)).toBe(`/${locale}/info/politique-de-confidentialite`);
    expect(href(words.cookies)).toBe(`/${locale}/info/politique-des-cookies`);
    const cookies = screen.getByRole('link', { name: words.cookies });
    expect(cookies.getAttribute('target')).toBe('_blank');
    expect(cookies.textContent).toContain(words.newTab);
    // What shows (and is underlined) ends with the link's words: the space before the hidden note is the note's.
    const shown = Array.from(cookies.childNodes).filter((node) => !(node instanceof Element && node.classList.contains('sr-only')));
    expect(shown.map((node) => node.textContent).join('')).toMatch(new RegExp(`^${words.cookies.source}$`));
  });

  it('cle keeps the host defaults in its locale and shows no cookie policy it has no page for', () => {
    const { words, href } = review(lang, { brand: 'cle' });
    expect(href(words.terms)).toBe(`/${locale}/c/terms-and-conditions`);
    expect(href(words.privacy)).toBe(`/${locale}/c/privacy-policy`);
    expect(href(words.cookies)).toBeNull();
  });

  it('spec 000 §3: a shop\'s own paths, with the locale placeholder, win', () => {
    const { words, href } = review(lang, { brand: 'cle', termsPath: '/{locale}/legal/terms', cookiePolicyPath: '/{locale}/legal/cookies' });
    expect(href(words.terms)).toBe(`/${locale}/legal/terms`);
    expect(href(words.cookies)).toBe(`/${locale}/legal/cookies`);
  });
});

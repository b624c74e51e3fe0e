// Legal links and the locale placeholder, as tables citing spec 000 §2 and §3.
import { describe, expect, test } from 'vitest';
import { legalLinks, type LegalLinks, type LegalPaths } from './legal.ts';
import { withLocale } from './help.ts';

describe('spec 000 §3: policy and FAQ URLs with a locale placeholder', () => {
  test.each([
    ['a path with the placeholder', '/{locale}/faq', 'fr-ca', '/fr-ca/faq'],
    ['an address on another site', 'https://help.example.com/{locale}/faq', 'en-us', 'https://help.example.com/en-us/faq'],
    ['every placeholder', '/{locale}/help?lang={locale}', 'fr-fr', '/fr-fr/help?lang=fr-fr'],
    ['a path without the placeholder is kept', '/en-ca/faq', 'fr-ca', '/en-ca/faq'],
  ])('spec 000 §3: %s', (_name, template, locale, href) => {
    expect(withLocale(template, locale)).toBe(href);
  });
});

describe('spec 000 §2: legal links per brand, the cookie policy included', () => {
  const info = (locale: string): LegalLinks => ({
    terms: `/${locale}/info/conditions-generales`,
    privacy: `/${locale}/info/politique-de-confidentialite`,
    cookies: `/${locale}/info/politique-des-cookies`,
  });
  test.each<{ name: string; brand: string | null; locale: string; paths: LegalPaths; links: LegalLinks }>([
    { name: 'cle keeps the host defaults, in its locale', brand: 'cle', locale: 'en-ca', paths: {}, links: { terms: '/en-ca/c/terms-and-conditions', privacy: '/en-ca/c/privacy-policy', cookies: null } },
    { name: 'cle in French Canada', brand: 'cle', locale: 'fr-ca', paths: {}, links: { terms: '/fr-ca/c/terms-and-conditions', privacy: '/fr-ca/c/privacy-policy', cookies: null } },
    { name: 'no brand is cle', brand: null, locale: 'en-ca', paths: {}, links: { terms: '/en-ca/c/terms-and-conditions', privacy: '/en-ca/c/privacy-policy', cookies: null } },
    { name: 'ebd has the /info/ pages with the cookie policy', brand: 'ebd', locale: 'en-ca', paths: {}, links: info('en-ca') },
    { name: 'vde in France', brand: 'vde', locale: 'fr-fr', paths: {}, links: info('fr-fr') },
    { name: 'fde in French Canada', brand: 'fde', locale: 'fr-ca', paths: {}, links: info('fr-ca') },
    {
      name: 'a path the shop sets wins, its placeholder filled',
      brand: 'ebd',
      locale: 'fr-ca',
      paths: { termsPath: '/{locale}/legal/terms', privacyPath: '/fr-ca/legal/privacy' },
      links: { terms: '/fr-ca/legal/terms', privacy: '/fr-ca/legal/privacy', cookies: '/fr-ca/info/politique-des-cookies' },
    },
    { name: 'cle with a cookie-policy path set links it', brand: 'cle', locale: 'en-us', paths: { cookiePolicyPath: '/{locale}/c/cookies' }, links: { terms: '/en-us/c/terms-and-conditions', privacy: '/en-us/c/privacy-policy', cookies: '/en-us/c/cookies' } },
  ])('spec 000 §2: $name', ({ brand, locale, paths, links }) => {
    expect(legalLinks(brand, locale, paths)).toStrictEqual(links);
  });
});

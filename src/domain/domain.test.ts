// The pure rules of src/domain, as tables whose rows cite the spec section they cover.
import { describe, expect, test } from 'vitest';
import { isToggleOn, type ToggleInput } from './toggle/toggle.ts';
import { isValidUserId, DEFAULT_ANONYMOUS_USER_ID } from './session/session.ts';
import { languageOf, languageTag, recordLocale, wordingOf, type Language, type Wording } from './host/locale.ts';
import { flowOf, type Flow } from './host/flow.ts';
import { signInHref } from './host/paths.ts';

describe('spec 000 §4 Insurance usage / spec 001 §4: isToggleOn', () => {
  test.each<{ name: string; record: ToggleInput | null | undefined; on: boolean }>([
    { name: 'toggle on when INSURANCE_ENABLED', record: { status: 'CREATED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, on: true },
    {
      name: 'toggle on when INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED',
      record: { status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED' } },
      on: true,
    },
    { name: 'toggle off when INSURANCE_DISABLED', record: { status: 'CREATED', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } }, on: false },
    {
      name: 'toggle off when INSURANCE_NOT_APPLICABLE',
      record: { status: 'CREATED', claimData: { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' } },
      on: false,
    },
    { name: 'toggle off for a DELETED record even when enabled', record: { status: 'DELETED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, on: false },
    {
      name: 'toggle on for DELETE_IN_PROGRESS (only DELETED counts as deleted)',
      record: { status: 'DELETE_IN_PROGRESS', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } },
      on: true,
    },
    { name: 'toggle off without claimData', record: { status: 'CREATED' }, on: false },
    { name: 'toggle off with empty claimData', record: { status: 'CREATED', claimData: {} }, on: false },
    { name: 'toggle off for a null record', record: null, on: false },
    { name: 'toggle off for an undefined record', record: undefined, on: false },
  ])('spec 000 §4 Insurance usage: $name', ({ record, on }) => {
    expect(isToggleOn(record)).toBe(on);
  });
});

describe('spec 000 §5 / spec 001 §5: isValidUserId', () => {
  test('spec 000 §3: the default anonymous user id is -1002', () => {
    expect(DEFAULT_ANONYMOUS_USER_ID).toBe('-1002');
  });

  test.each<{ name: string; userId: string | null | undefined; anonymous?: string; valid: boolean }>([
    { name: 'user id valid for a customer number', userId: '1001', valid: true },
    { name: 'user id valid when padded with whitespace', userId: '  1001 ', valid: true },
    { name: 'user id invalid when empty', userId: '', valid: false },
    { name: 'user id invalid when only whitespace', userId: ' \t\n ', valid: false },
    { name: 'user id invalid when null', userId: null, valid: false },
    { name: 'user id invalid when undefined', userId: undefined, valid: false },
    { name: 'user id invalid when the default anonymous id -1002', userId: '-1002', valid: false },
    { name: 'user id invalid when -1002 padded with whitespace', userId: ' -1002 ', valid: false },
    { name: 'user id invalid when equal to a custom anonymous id', userId: '0', anonymous: '0', valid: false },
    { name: 'user id invalid when equal to a whitespace-padded custom anonymous id', userId: '0', anonymous: ' 0 ', valid: false },
    { name: 'user id -1002 valid when the shop configures another anonymous id', userId: '-1002', anonymous: '0', valid: true },
  ])('spec 000 §5: $name', ({ userId, anonymous, valid }) => {
    expect(anonymous === undefined ? isValidUserId(userId) : isValidUserId(userId, anonymous)).toBe(valid);
  });
});

describe('spec 001 §1: locale rules', () => {
  test.each<[string, string, Language]>([
    ['fr-ca selects French', 'fr-ca', 'fr'],
    ['fr-fr selects French', 'fr-fr', 'fr'],
    ['bare fr selects French', 'fr', 'fr'],
    ['FR-CA (upper case) selects French', 'FR-CA', 'fr'],
    ['en-us selects US English', 'en-us', 'en-us'],
    ['EN-US (upper case) selects US English', 'EN-US', 'en-us'],
    ['en_US (underscore) selects US English', 'en_US', 'en-us'],
    ['en-ca selects English, the default', 'en-ca', 'en'],
    ['bare en selects English', 'en', 'en'],
    ['an unknown language de-de falls back to English', 'de-de', 'en'],
    ['es-us (US country, not English) falls back to English', 'es-us', 'en'],
    ['an empty locale falls back to English', '', 'en'],
  ])('spec 001 §1: languageOf %s', (_name, locale, language) => {
    expect(languageOf(locale)).toBe(language);
  });

  test.each<[string, string, Wording]>([
    ['fr-fr speaks the French of France', 'fr-fr', 'fr-fr'],
    ['fr-ca speaks Quebec French', 'fr-ca', 'fr-ca'],
    ['FR_CA (upper case, underscore) speaks Quebec French', 'FR_CA', 'fr-ca'],
    ['fr-be (another French country) speaks the French of France', 'fr-be', 'fr-fr'],
    ['fr-ch speaks the French of France', 'fr-ch', 'fr-fr'],
    ['bare fr speaks the French of France', 'fr', 'fr-fr'],
    ['FR-FR (upper case) speaks the French of France', 'FR-FR', 'fr-fr'],
    ['en-us takes the US English overrides', 'en-us', 'en-us'],
    ['en_US (underscore) takes the US English overrides', 'en_US', 'en-us'],
    ['en-ca speaks English, the default', 'en-ca', 'en'],
    ['en-fr (English in France) speaks English', 'en-fr', 'en'],
    ['ca-fr (Catalan, not French) falls back to English', 'ca-fr', 'en'],
    ['an unknown language de-de falls back to English', 'de-de', 'en'],
    ['an empty locale falls back to English', '', 'en'],
  ])('spec 001 §1: the shop\'s locale picks its dictionaries: wordingOf %s', (_name, locale, wording) => {
    expect(wordingOf(locale)).toBe(wording);
  });

  test.each<[string, string, string]>([
    ['en-ca becomes en-CA', 'en-ca', 'en-CA'],
    ['EN-US becomes en-US', 'EN-US', 'en-US'],
    ['fr_fr becomes fr-FR', 'fr_fr', 'fr-FR'],
    ['bare FR becomes fr', 'FR', 'fr'],
  ])('spec 001 §1: languageTag %s', (_name, locale, tag) => {
    expect(languageTag(locale)).toBe(tag);
    expect(() => new Intl.Locale(tag)).not.toThrow();
  });

  test.each<[string, string, string]>([
    ['en-ca becomes en_CA', 'en-ca', 'en_CA'],
    ['fr-ca becomes fr_CA', 'fr-ca', 'fr_CA'],
    ['EN-US becomes en_US', 'EN-US', 'en_US'],
    ['fr_FR stays fr_FR', 'fr_FR', 'fr_FR'],
  ])('spec 000 §3 Claim record locale (language_COUNTRY): recordLocale %s', (_name, locale, expected) => {
    expect(recordLocale(locale)).toBe(expected);
    expect(recordLocale(locale)).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
  });
});

describe('spec 000 §1: flowOf', () => {
  test.each<[string, string, Flow]>([
    ['France (FR) runs the French quote flow', 'FR', 'france'],
    ['lower-case fr runs the French flow', 'fr', 'france'],
    ['padded " fr " runs the French flow', ' fr ', 'france'],
    ['Canada runs North American direct billing', 'CA', 'north-america'],
    ['the United States runs North American direct billing', 'US', 'north-america'],
    ['an empty country runs North American direct billing', '', 'north-america'],
    ['FRA (not a two-letter FR) runs North American direct billing', 'FRA', 'north-america'],
  ])('spec 000 §1 two families of flow: %s', (_name, country, flow) => {
    expect(flowOf(country)).toBe(flow);
  });
});

describe('spec 000 §2 Host defaults: signInHref', () => {
  test.each<{ name: string; signIn: string; param: string; pathname: string; search: string; href: string }>([
    {
      name: 'encodes the current path as redirectUrl',
      signIn: '/en-ca/sign-in', param: 'redirectUrl', pathname: '/en-ca/cart', search: '',
      href: '/en-ca/sign-in?redirectUrl=%2Fen-ca%2Fcart',
    },
    {
      name: 'keeps and encodes the query of the current page',
      signIn: '/en-ca/sign-in', param: 'redirectUrl', pathname: '/en-ca/cart', search: '?brand=vde&x=1',
      href: '/en-ca/sign-in?redirectUrl=%2Fen-ca%2Fcart%3Fbrand%3Dvde%26x%3D1',
    },
    {
      name: 'joins with & when the sign-in path already has a query',
      signIn: '/fr-fr/login?lang=fr', param: 'redirectUrl', pathname: '/fr-fr/cart', search: '',
      href: '/fr-fr/login?lang=fr&redirectUrl=%2Ffr-fr%2Fcart',
    },
    {
      name: 'never carries a protocol-relative //evil.com path',
      signIn: '/en-ca/sign-in', param: 'redirectUrl', pathname: '//evil.com/steal', search: '?a=1',
      href: '/en-ca/sign-in?redirectUrl=%2F',
    },
    {
      name: 'never carries a backslash /\\evil.com path, which browsers read as another host',
      signIn: '/en-ca/sign-in', param: 'redirectUrl', pathname: '/\\evil.com', search: '',
      href: '/en-ca/sign-in?redirectUrl=%2F',
    },
    {
      name: 'falls back to / for a path without a leading slash',
      signIn: '/en-ca/sign-in', param: 'redirectUrl', pathname: 'evil.com', search: '',
      href: '/en-ca/sign-in?redirectUrl=%2F',
    },
    {
      name: 'encodes a custom redirect parameter name',
      signIn: '/en-ca/sign-in', param: 'back to', pathname: '/en-ca/cart', search: '',
      href: '/en-ca/sign-in?back%20to=%2Fen-ca%2Fcart',
    },
  ])('spec 000 §2: signInHref $name', ({ signIn, param, pathname, search, href }) => {
    const result = signInHref(signIn, param, { pathname, search });
    expect(result).toBe(href);
    const back = new URL(result, 'https://shop.example').searchParams.get(param);
    expect(back).not.toBeNull();
    expect(back?.startsWith('/')).toBe(true);
    expect(back?.startsWith('//')).toBe(false);
    expect(new URL(back ?? '', 'https://shop.example').origin).toBe('https://shop.example');
  });
});

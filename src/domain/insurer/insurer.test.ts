// The insurer rules of spec 000 section 3, as tables.
import { describe, expect, test } from 'vitest';
import { insurerName, providerKind, type ProviderKind } from './insurer.ts';
import type { Language } from '../host/locale.ts';

describe('spec 000 §3 Insurer providerType: providerKind', () => {
  test.each<[string, string | null | undefined, ProviderKind]>([
    ['IN_NETWORK is in network', 'IN_NETWORK', 'IN_NETWORK'],
    ['OUT_OF_NETWORK is out of network', 'OUT_OF_NETWORK', 'OUT_OF_NETWORK'],
    ['lower-case in-network is in network', 'in-network', 'IN_NETWORK'],
    ['lower-case out-of-network is out of network', 'out-of-network', 'OUT_OF_NETWORK'],
    ['padded " in-network " is in network', ' in-network ', 'IN_NETWORK'],
    ['UNKNOWN stays unknown', 'UNKNOWN', 'UNKNOWN'],
    ['an unheard-of kind is unknown, never a guess', 'PARTNER', 'UNKNOWN'],
    ['a missing kind is unknown', undefined, 'UNKNOWN'],
    ['a null kind is unknown', null, 'UNKNOWN'],
  ])('spec 000 §3: %s', (_name, type, kind) => {
    expect(providerKind(type)).toBe(kind);
  });
});

describe('spec 000 §3 Insurer name (by language): insurerName', () => {
  const both = { en: 'Harbour Vision', fr: 'Vision du Port' };
  test.each<[string, string | Record<string, string> | null | undefined, Language, string]>([
    ['English reads the en name', both, 'en', 'Harbour Vision'],
    ['French reads the fr name', both, 'fr', 'Vision du Port'],
    ['US English reads the en name', both, 'en-us', 'Harbour Vision'],
    ['French falls back to English when fr is missing', { en: 'Harbour Vision' }, 'fr', 'Harbour Vision'],
    ['English falls back to the first name given when en is missing', { fr: 'Mutuelle Bleue' }, 'en', 'Mutuelle Bleue'],
    ['a plain string is the name in every language', 'MGEN', 'fr', 'MGEN'],
    ['an empty object gives an empty name', {}, 'en', ''],
    ['a missing name gives an empty name', undefined, 'en', ''],
    ['a null name gives an empty name', null, 'fr', ''],
  ])('spec 000 §3: %s', (_name, name, language, expected) => {
    expect(insurerName(name, language)).toBe(expected);
  });
});

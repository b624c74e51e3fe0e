// The insurer rules of spec 000 section 3, as tables.
import { describe, expect, test } from 'vitest';
import { insurerName, providerKind, recordInsurerName, type NamedInsurer, type ProviderKind } from './insurer.ts';
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

describe('spec 000 §3 Insurer name (by language): recordInsurerName, the name of a claim record\'s insurer', () => {
  const list: NamedInsurer[] = [
    { id: 'ins_harbour', name: { en: 'Harbour Vision', fr: 'Vision du Port' } },
    { id: 'ins_plain', name: 'MGEN' },
    { id: 'ins_nameless', name: {} },
  ];
  test.each<[string, NamedInsurer | null | undefined, Language, string]>([
    ['a name saved on a French page reads in English from the list', { id: 'ins_harbour', name: 'Vision du Port' }, 'en', 'Harbour Vision'],
    ['a name saved on an English page reads in French from the list', { id: 'ins_harbour', name: 'Harbour Vision' }, 'fr', 'Vision du Port'],
    ['US English reads the list\'s en name', { id: 'ins_harbour', name: 'Vision du Port' }, 'en-us', 'Harbour Vision'],
    ['a record that names no name reads the list', { id: 'ins_harbour' }, 'fr', 'Vision du Port'],
    ['a plain name in the list is the name in every language', { id: 'ins_plain', name: 'Autre' }, 'en', 'MGEN'],
    ['an insurer the list does not hold keeps the record\'s name', { id: 'ins_gone', name: 'Old Vision' }, 'fr', 'Old Vision'],
    ['the record\'s names by language when the list does not hold it', { id: 'ins_gone', name: { en: 'Old Vision', fr: 'Ancienne Vision' } }, 'fr', 'Ancienne Vision'],
    ['a listed insurer without a name keeps the record\'s name', { id: 'ins_nameless', name: 'Nameless Vision' }, 'en', 'Nameless Vision'],
    ['a record without an id keeps its own name', { name: 'Vision du Port' }, 'en', 'Vision du Port'],
    ['no insurer gives an empty name', null, 'en', ''],
  ])('spec 000 §3: %s', (_name, insurer, language, expected) => {
    expect(recordInsurerName(insurer, list, language)).toBe(expected);
  });
});

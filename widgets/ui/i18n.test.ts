// The translator: rosetta over the configured language's dictionaries, US English over English, the French flow's words
// over the drawer's in France, fields filled (spec 001 section 1).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { resetConfig } from '../../signals/host/config.ts';
import { loadStrings, translator } from './i18n.ts';
import type cta from '../../strings/en/status/cta.ts';
import type insurers from '../../strings/en/drawer/insurers.ts';
import type drawer from '../../strings/en/drawer/drawer.ts';

const tc = translator<typeof cta>('cta');
const ti = translator<typeof insurers>('insurers');
const td = translator<typeof drawer>('drawer');

afterEach(() => resetConfig());

/** Configures a shop and loads its dictionaries, as the loader and the mounts do. */
async function shop(locale: string, country = 'CA'): Promise<void> {
  configure({ locale, country });
  await loadStrings(['status', 'drawer']);
}

describe('spec 001 §1: texts in English (default), French, and US English overrides', () => {
  test.each([
    ['en-ca speaks English', 'en-ca', 'continueClaim', 'Continue my claim'],
    ['fr-ca speaks French', 'fr-ca', 'continueClaim', 'Reprendre ma demande'],
    ['fr-ca speaks Quebec French (strings/fr-CA)', 'fr-ca', 'applyAgain', 'Utiliser à nouveau mon assurance'],
    ['fr-fr speaks the French of France (strings/fr-FR)', 'fr-fr', 'applyAgain', 'Utiliser à nouveau ma mutuelle'],
    ['fr-be, another French country, speaks the French of France', 'fr-be', 'applyAgain', 'Utiliser à nouveau ma mutuelle'],
    ['en-us takes its override', 'en-us', 'ACCEPTED_bodyNoAmount', 'Your insurance carrier accepted your claim. Complete your checkout to keep your benefits.'],
    ['en-us falls back to English where it has none', 'en-us', 'continueClaim', 'Continue my claim'],
  ] as const)('%s', async (_name, locale, key, text) => {
    await shop(locale);
    expect(tc(key)).toBe(text);
  });

  test('fields are filled; a missing one is left empty; an unknown key says nothing rather than the key', async () => {
    await shop('fr-ca');
    expect(td('progress', { current: 2, max: 5 })).toBe('Étape\u00a02\u00a0sur\u00a05');
    expect(td('progress', { current: 2 })).toBe('Étape\u00a02\u00a0sur\u00a0');
    expect(td('nope' as 'progress')).toBe('');
    expect(td.has('progress')).toBe(true);
    expect(td.has('nope')).toBe(false);
  });

  test('a shop in France reads the French flow\'s words over the drawer\'s, a Canadian French shop does not', async () => {
    await shop('fr-ca');
    const canada = ti('heading');
    await shop('fr-fr', 'FR');
    expect(ti('heading')).toBe('Choisissez votre mutuelle');
    expect(ti('heading')).not.toBe(canada);
    await shop('en-gb', 'FR');
    expect(ti('heading')).toBe('Choose your supplementary health insurer');
  });
});

describe('words that arrive', () => {
  // Every text a widget reads subscribes to the words arriving: said to arrive again, they render the whole drawer again.
  // The words held are the page's: each row loads its own translator, and leaves none behind for the other unit files
  // sharing the module registry.
  afterEach(() => vi.resetModules());

  test.each([
    ['the same groups again', 0, ['status', 'drawer'], ['status', 'drawer']],
    ['one group held already', 0, ['status', 'drawer'], ['drawer']],
    ['a group not held yet beside one held', 1, ['status'], ['status', 'drawer']],
  ] as const)('%s: the texts are read again %i times', async (_name, times, first, then) => {
    vi.resetModules();
    const { dictionaries } = await import('../../signals/host/config.ts');
    const { loadStrings: load } = await import('./i18n.ts');
    await load(first, 'en-us', false);
    const before = dictionaries.peek();
    await load(then, 'en-us', false);
    expect(dictionaries.peek() - before).toBe(times);
  });
});

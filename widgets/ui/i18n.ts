// Rosetta, fed per widget with the dictionaries of the configured locale; a `t` per surface follows the config's locale.
import { computed } from '@preact/signals-react';
import rosetta from 'rosetta';
import { config, dictionaries, dictionaryArrived } from '../../signals/host/config.ts';
import { flowOf } from '../../src/domain/host/flow.ts';
import { wordingOf, type Wording } from '../../src/domain/host/locale.ts';
import { LOCALES, type Group, type Locale } from '../../strings/locales.ts';
import type { Dictionary } from '../../strings/types.ts';
import { patientLoader, patientTable } from './chunk.ts';

type Params = Record<string, string | number>;

const i18n = rosetta<Record<string, Readonly<Record<string, string>>>>();

/** The French flow speaks its own words over the drawer's (strings/<locale>/france.ts), in a dictionary of its own. */
const FLOW_WORDS: Partial<Record<Group, Group>> = { drawer: 'france' };

const inFranceFlow = (): boolean => flowOf(config.value?.country ?? 'CA') === 'france';
/** The dictionaries the shop's locale picks (fr-fr the French of France, fr-ca Quebec French, spec 001 section 1). */
const wording = computed(() => wordingOf(config.value?.locale ?? 'en-ca'));
/** The rosetta dictionary a page reads: its locale's, in the French flow's words for a shop in France. */
const dictionaryOf = (words: Wording, france: boolean): string => (france ? `${words}:france` : words);

/** The toggle's and the call-to-action's words (strings/<locale>/loader.ts), which every product page shows first. */
const LOADER_WORDS = patientTable(import.meta.glob<Dictionary>('../../strings/*/loader.ts', { import: 'default' }), import.meta.url);

/** The table of the other widgets' words, fetched the first time one of them speaks (dictionaries.ts). */
const otherWords = patientLoader(() => import('./dictionaries.ts'), import.meta.url);

/** A dictionary of the configured locale. */
const fetchDictionary = (locale: Locale, group: Group): Promise<Dictionary> =>
  group === 'loader' ? LOADER_WORDS(`../../strings/${locale}/loader.ts`) : otherWords().then(({ fetchDictionary }) => fetchDictionary(locale, group));

/** Lays a dictionary over what rosetta holds, surface by surface (rosetta's own `set` replaces whole surfaces). */
function lay(id: string, dictionary: Dictionary): void {
  const held = i18n.table(id) ?? {};
  i18n.set(id, Object.fromEntries(Object.entries(dictionary).map(([surface, table]) => [surface, { ...held[surface], ...table }])));
}

/** The dictionaries each rosetta dictionary holds already (by id): a fetch answers the same module's object each time. */
const laid = new Map<string, WeakSet<Dictionary>>();

/**
 * Fetches the configured locale's dictionaries of these widgets and hands them to rosetta; resolves once they are
 * there, so a view fetched on demand that awaits it with its code never shows an empty text. A failed fetch can be
 * asked again. Words that are all held already change no text, and say nothing: every text a widget reads subscribes
 * to what arrives, and the estimate's lines, the next views fetched ahead and the claim actions ask for the record
 * states' words again and again, each time rendering the whole drawer and the view the shopper waits for again.
 */
export async function loadStrings(groups: readonly Group[], words: Wording = wording.peek(), france: boolean = inFranceFlow()): Promise<void> {
  const layers = groups.flatMap((group) => [group, ...(france && FLOW_WORDS[group] ? [FLOW_WORDS[group]] : [])]);
  const dictionaries = await Promise.all(layers.flatMap((group) => LOCALES[words].map((locale) => fetchDictionary(locale, group))));
  const id = dictionaryOf(words, france);
  let held = laid.get(id);
  if (!held) laid.set(id, (held = new WeakSet()));
  if (dictionaries.every((dictionary) => held.has(dictionary))) return;
  // Laid again in order, those held too, so a locale's override stays over its language's words.
  for (const dictionary of dictionaries) {
    lay(id, dictionary);
    held.add(dictionary);
  }
  dictionaryArrived();
}

/** A module's code and the words it speaks, for lazy(): the module, once both have come. */
export function withWords<M>(code: Promise<M>, groups: readonly Group[]): Promise<M> {
  return Promise.all([code, loadStrings(groups)]).then(([module]) => module);
}

/** Makes the `t` of one surface, and its `has` for keys that come as data; reading either in a component subscribes to the locale. */
export function translator<T>(surface: string) {
  const t = (key: keyof T & string, params?: Params): string => {
    void dictionaries.value;
    return i18n.t([surface, key], params, dictionaryOf(wording.value, inFranceFlow()));
  };
  return Object.assign(t, { has: (key: string): key is keyof T & string => hasText(surface, key) });
}

/** Whether the surface has a text for the key (a key the service names, such as a form field's label). */
export function hasText(surface: string, key: string): boolean {
  void dictionaries.value;
  const table = i18n.table(dictionaryOf(wording.value, inFranceFlow()))?.[surface];
  return !!table && Object.hasOwn(table, key);
}

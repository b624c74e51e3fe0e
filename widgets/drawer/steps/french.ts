// The French flow's own words (strings/forms-fr.ts), fetched only by a French shop: the intro asks for them early, and the
// insurers, member and information views read them, falling back to their own strings until they arrive.
import { signal } from '@preact/signals-react';
import { config } from '../../../signals/config.ts';
import { flowOf } from '../../../src/domain/flow.ts';
import { movesOnAfterLookup } from '../../../src/domain/lookup-screen.ts';
import { translator } from '../../ui/i18n.ts';
import type { Surface } from '../../../strings/types.ts';

/** The French flow's dictionary: whether it has a key, and its text in the shopper's language. */
export interface FrenchWords {
  has: (key: string) => boolean;
  t: (key: string, params?: Record<string, string | number>) => string;
}

const words = signal<FrenchWords | null>(null);
let loading: Promise<void> | null = null;

/** Whether the shop runs the French flow (spec 000 section 1). */
export const inFrance = (): boolean => flowOf(config.value?.country ?? 'CA') === 'france';

/**
 * The French flow's words; null outside France, and while they load (the caller shows its own strings meanwhile).
 * Reading it in a component subscribes to their arrival; a failed fetch is asked again at the next read.
 */
export function frenchWords(): FrenchWords | null {
  if (!inFrance()) return null;
  loading ??= import('../../../strings/forms-fr.ts').then(
    (surface) => {
      const translate = translator(surface);
      words.value = { has: (key) => Object.hasOwn(surface.en, key), t: (key, params) => translate(key as keyof typeof surface.en, params) };
    },
    () => {
      loading = null;
    },
  );
  return words.value;
}

/** A French flow's text for the key when it has one, else the view's own. */
export function inFrench(key: string, own: () => string, params?: Record<string, string | number>): string {
  const french = frenchWords();
  return french?.has(key) ? french.t(key, params) : own();
}

/** A view's translator that, in France, says a key in the French flow's words under `prefix` ("member.") when they have it. */
export function frenchFirst<T extends Record<string, string>>(prefix: string, surface: Surface<T>) {
  const own = translator(surface);
  return (key: keyof T & string, params?: Record<string, string | number>): string => inFrench(prefix + key, () => own(key, params), params);
}

/** Whether the record a lookup ended with moves the French flow on to the patient page (the member view's "continue"). */
export const frenchLookupDone = (status: string | null | undefined): boolean => movesOnAfterLookup(config.value?.country ?? 'CA', status);

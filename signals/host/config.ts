// The host page configuration and the language it selects.
import { computed, signal } from '@preact/signals-react';
import type { HostConfig } from '../../src/host/config.ts';
import { languageOf, languageTag } from '../../src/domain/host/locale.ts';

/** The validated configuration; null until the loader has read it. */
export const config = signal<HostConfig | null>(null);

/** The dictionary the widgets speak (spec 001 section 1). */
export const language = computed(() => languageOf(config.value?.locale ?? 'en-ca'));

/** The lang attribute and Intl locale of every widget. */
export const langTag = computed(() => languageTag(config.value?.locale ?? 'en-ca'));

/**
 * How the shop shows dates (spec 000 section 3; the configuration's default is MM/dd/yyyy, and so is formatDate's before
 * the configuration is read): every date a shopper is shown passes it to formatDate or formatDateTime.
 */
export const dateFormat = computed(() => config.value?.dateFormat);

/** How many dictionaries have arrived: a text read before its language's words came is read again when this moves. */
export const dictionaries = signal(0);

/** A dictionary of the widgets' words has been handed to the translator. */
export function dictionaryArrived(): void {
  dictionaries.value++;
}

/** Sets the configuration (the loader, once). */
export function setConfig(next: HostConfig): void {
  config.value = next;
}

/** Back to no configuration (tests). */
export function resetConfig(): void {
  config.value = null;
}

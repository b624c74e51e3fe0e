// The brand's features as the shopper meets them: the brand's table (src/domain/host/brand.ts) with the flags of the
// frontend-bundle configuration over it (spec 000 sections 7 and 9). Light on purpose: the product page's toggle reads
// it, and the call that fetches the flags (load-features.ts) stays with the drawer's service calls.
import { computed, signal } from '@preact/signals-react';
import { brandFeatures } from '../../src/domain/host/brand.ts';
import { config } from './config.ts';

/** The frontend-bundle's feature flags; null until they arrive (or when the call failed: the brand's table then stands). */
export const bundleFlags = signal<Readonly<Record<string, boolean>> | null>(null);

/** What the brand does (spec 000 section 9), its bundle flags applied: every reader of a brand feature reads this. */
export const features = computed(() => brandFeatures(config.value?.brand, bundleFlags.value));

/** The frontend-bundle's flags arrived (load-features.ts). */
export function setBundleFlags(flags: Readonly<Record<string, boolean>>): void {
  bundleFlags.value = flags;
}

/** Forgets the flags (tests, a new configuration). */
export function resetBundleFlags(): void {
  bundleFlags.value = null;
}

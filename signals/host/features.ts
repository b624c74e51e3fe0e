// The brand's features as the shopper meets them: the brand's table (src/domain/host/brand.ts) with the flags of the
// frontend-bundle configuration over it (spec 000 sections 7 and 9), fetched once and kept (configuration is cached).
import { computed, signal } from '@preact/signals-react';
import { getFrontendBundle } from '../../src/api/insurer/configurations.ts';
import { brandFeatures } from '../../src/domain/host/brand.ts';
import { currentApi } from '../claim/claim-kit.ts';
import { config } from './config.ts';

/** The frontend-bundle's feature flags; null until they arrive (or when the call failed: the brand's table then stands). */
export const bundleFlags = signal<Readonly<Record<string, boolean>> | null>(null);

/** What the brand does (spec 000 section 9), its bundle flags applied: every reader of a brand feature reads this. */
export const features = computed(() => brandFeatures(config.value?.brand, bundleFlags.value));

let loading: Promise<void> | null = null;

/**
 * Fetches the brand's frontend-bundle once; a second call while it is on its way, or after it came, asks nothing more.
 * A failure is not the shopper's problem: the brand's table stands and the next call asks again.
 */
export function loadFeatures(): Promise<void> {
  const brand = config.value?.brand;
  if (!brand) return Promise.resolve();
  loading ??= getFrontendBundle(currentApi(), brand).then(
    (bundle) => {
      bundleFlags.value = bundle.features ?? {};
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/** Forgets the flags (tests, a new configuration). */
export function resetFeatures(): void {
  bundleFlags.value = null;
  loading = null;
}

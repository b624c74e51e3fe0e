// Fetches the brand's frontend-bundle flags (spec 000 section 7) once, for the drawer's parts that follow them.
import { getFrontendBundle } from '../../src/api/insurer/configurations.ts';
import { currentApi } from '../claim/claim-kit.ts';
import { config } from './config.ts';
import { resetBundleFlags, setBundleFlags } from './features.ts';

let loading: Promise<void> | null = null;

/**
 * Fetches the brand's frontend-bundle once; a second call while it is on its way, or after it came, asks nothing more.
 * A failure is not the shopper's problem: the brand's table stands and the next call asks again.
 */
export function loadFeatures(): Promise<void> {
  const brand = config.value?.brand;
  if (!brand) return Promise.resolve();
  loading ??= getFrontendBundle(currentApi(), brand).then(
    (bundle) => setBundleFlags(bundle.features ?? {}),
    () => {
      loading = null;
    },
  );
  return loading;
}

/** Forgets the flags and the call made (tests, a new configuration). */
export function resetFeatures(): void {
  resetBundleFlags();
  loading = null;
}

// The cta/state configuration (spec 000 section 7): whether the call-to-action shows, and the states it keeps hidden.
// The product-page loader holds this module, so its call is the light one (src/api/insurer/cta-state.ts): a signed-out
// page fetches no chunk of the service's client for it.
import { signal } from '@preact/signals-react';
import { fetchCtaState } from '../../src/api/insurer/cta-state.ts';
import type { CtaConfig } from '../../src/domain/cta/cta-config.ts';
import { config } from '../host/config.ts';

/** The configuration: undefined while it loads, null when it could not be read (see shownCtaState). */
export const ctaConfig = signal<CtaConfig | null | undefined>(undefined);

let loading: Promise<void> | null = null;

/** Loads the configuration once per page: configuration is kept indefinitely (spec 000 section 9). Never rejects. */
export function loadCtaConfig(): Promise<void> {
  const cfg = config.peek();
  if (!cfg) return Promise.resolve();
  loading ??= fetchCtaState(cfg.apiBaseUrl).then(
    (answer) => {
      ctaConfig.value = answer;
    },
    () => {
      ctaConfig.value = null;
    },
  );
  return loading;
}

/** Forgets the configuration (tests: each page starts without it). */
export function resetCtaConfig(): void {
  ctaConfig.value = undefined;
  loading = null;
}

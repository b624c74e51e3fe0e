// The cta/state configuration (spec 000 section 7): whether the call-to-action shows, and the states it keeps hidden.
// The product-page loader reads this module, so it holds only the signal: the client and the call are fetched with
// the first load, and a page without a call-to-action never fetches them.
import { signal } from '@preact/signals-react';
import type { Api } from '../../src/api/client.ts';
import type { CtaConfig } from '../../src/domain/cta/cta-config.ts';
import { config } from '../host/config.ts';

/** The configuration: undefined while it loads, null when it could not be read (see shownCtaState). */
export const ctaConfig = signal<CtaConfig | null | undefined>(undefined);

let loading: Promise<void> | null = null;
let client: Api | null = null;

/**
 * Loads the configuration once per page (the client keeps it indefinitely, spec 000 section 9): a call without auth or
 * customer headers, so a signed-out visitor's call-to-action can apply it too. Never rejects.
 */
export function loadCtaConfig(): Promise<void> {
  const cfg = config.peek();
  if (!cfg) return Promise.resolve();
  loading ??= Promise.all([import('../../src/api/client.ts'), import('../../src/api/insurer/configurations.ts')])
    .then(([{ createApi }, { getCtaState }]) => {
      client ??= createApi({ baseUrl: cfg.apiBaseUrl, apiKey: cfg.apiKey, identity: () => ({}), storage: null });
      return getCtaState(client);
    })
    .then(
      (answer) => {
        ctaConfig.value = answer;
      },
      () => {
        ctaConfig.value = null;
      },
    );
  return loading;
}

/** Forgets the configuration and its client (tests: each page starts without them). */
export function resetCtaConfig(): void {
  ctaConfig.value = undefined;
  loading = null;
  client = null;
}

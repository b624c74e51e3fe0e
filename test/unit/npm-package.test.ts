// The configuration type the npm package's loadDirectBilling takes (docs/npm-package.md), and that a script-tag shop may
// give `window.directBillingConfig`, is the one the loader reads (src/host/config.ts): the same keys, and a configuration
// the loader accepts is one the type accepts. The key list below fails the typecheck when a key is missing or extra.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CONFIG_KEYS, type HostConfig } from '../../src/host/config.ts';
import type { DirectBillingConfig } from '../../src/host/public-api.ts';

const KEYS = {
  storeId: true, brand: true, country: true, langId: true, locale: true, currency: true, dateFormat: true, cartPath: true,
  checkoutPath: true, signInPath: true, redirectParam: true, termsPath: true, privacyPath: true, cookiePolicyPath: true,
  faqUrl: true, landingPath: true, eyeExamPath: true, shopPath: true, apiBaseUrl: true, apiKey: true, anonymousUserId: true, ecommerce: true,
  storeTokens: true, skipStoreTokens: true, chat: true, contactPhone: true, contactEmail: true, chunkTimeoutMs: true,
  appearance: true, actions: true,
} satisfies Record<keyof DirectBillingConfig, true>;

describe('DirectBillingConfig, the configuration of the script tag and of loadDirectBilling (docs/embedding.md, "Configuration")', () => {
  it('names every key the loader reads, and no other', () => {
    expect(Object.keys(KEYS).sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it('accepts every configuration the loader accepts', () => {
    expectTypeOf<HostConfig>().toExtend<DirectBillingConfig>();
    expectTypeOf<keyof DirectBillingConfig>().toEqualTypeOf<keyof HostConfig>();
  });
});

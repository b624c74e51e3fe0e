// The host page configuration: read from the script tag's data-* attributes and a window object,
// validated, with the defaults of spec 000 sections 3 and 9.
import { CheckFailure, defaulted, object, oneOf, optional, text, type Check, type Infer } from '../contract/check.ts';
import { BRANDS } from '../domain/brand-codes.ts';
import type { ShopAction, ShopOptions } from './shop.ts';

const lowerLocale = text(/^[a-z]{2}-[a-z]{2}$/, (v) => v.trim().toLowerCase());
const upperCode = text(/^[A-Z]{3}$/, (v) => v.trim().toUpperCase());
const path = text(/^\/(?!\/)/);

/** A switch: a boolean on the window object, "true" or "false" on a data attribute. */
const toggle: Check<boolean> = (value, at) => {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new CheckFailure(at, value == null);
};

/** The host page's action module (spec 000 section 7): an object whose shop calls, when given, are functions. */
const actionModule: Check<Partial<Record<ShopAction, () => Promise<unknown>>>> = (value, at) => {
  if (!value || typeof value !== 'object') throw new CheckFailure(at, value == null);
  for (const key of ['person', 'userContext', 'cart'] as const) {
    const action = (value as Record<string, unknown>)[key];
    if (action !== undefined && typeof action !== 'function') throw new CheckFailure(`${at}.${key}`, false);
  }
  return value;
};

/** The fields a shop may set, each with its check and default; every field but storeId has a default. */
const FIELDS = {
  brand: defaulted(oneOf(BRANDS), 'cle'),
  country: defaulted(text(/^[A-Z]{2}$/), 'CA'),
  storeId: text(/^[A-Za-z0-9_-]{1,32}$/),
  langId: defaulted(text(/^-?\d{1,5}$/), '-1'),
  locale: defaulted(lowerLocale, 'en-ca'),
  currency: defaulted(upperCode, 'CAD'),
  dateFormat: defaulted(text(), 'MM/dd/yyyy'),
  cartPath: defaulted(path, '/en-ca/cart'),
  signInPath: defaulted(path, '/en-ca/sign-in'),
  redirectParam: defaulted(text(/^[A-Za-z][A-Za-z0-9_-]*$/), 'redirectUrl'),
  termsPath: defaulted(path, '/en-ca/c/terms-and-conditions'),
  privacyPath: defaulted(path, '/en-ca/c/privacy-policy'),
  landingPath: defaulted(path, '/en-ca/direct-billing-vision-care-insurance'),
  apiBaseUrl: defaulted(text(/^(https?:\/\/[^\s]+|\/[^\s]*)$/), '/services/direct-billing'),
  apiKey: optional(text()),
  anonymousUserId: defaulted(text(), '-1002'),
  ecommerce: defaulted(text(), 'N1'),
  // The store's token headers for the /wcs calls, unless skipped (spec 000 section 7); window object only.
  storeTokens: optional(object({ WCToken: text(), WCTrustedToken: text() })),
  skipStoreTokens: defaulted(toggle, false),
  // The page has a chat widget listening to the `chat` host event: the widgets then offer it where the shopper must contact customer service.
  chat: defaulted(toggle, false),
  // The shop's customer-service phone, linked from the drawer's error dialogs (spec 000 section 8, "Generic alert").
  contactPhone: optional(text(/^\+?[\d ().-]{6,24}$/)),
  // Replaces the /wcs calls: its missing callbacks answer 500 BAD_CONFIGURATION (spec 000 section 7).
  actions: optional(actionModule),
};

/** The validated configuration a shop gives the widgets. Unknown keys never reach it (readConfig picks the known ones). */
export const HostConfig = object(FIELDS);

/** The configuration after validation and defaults. */
export type HostConfig = Infer<typeof HostConfig>;

/** The keys a shop may set; anything else on the script tag or window object is ignored. */
export const CONFIG_KEYS = Object.keys(FIELDS) as (keyof HostConfig)[];

/** What reading the configuration gave: a config, or a message naming the bad field (never its value). */
export type ConfigResult = { ok: true; config: HostConfig } | { ok: false; message: string };

/**
 * Merges the defaults, the window object and the script tag's data-* attributes (most specific
 * last) and validates the result. Pure: the caller reads the DOM.
 */
export function readConfig(fromWindow: unknown, fromDataset: Record<string, string | undefined>): ConfigResult {
  const merged: Record<string, unknown> = {};
  for (const source of [fromWindow, fromDataset]) {
    if (!source || typeof source !== 'object') continue;
    for (const key of CONFIG_KEYS) {
      const value = (source as Record<string, unknown>)[key];
      if (value !== undefined && value !== '') merged[key] = value;
    }
  }
  try {
    return { ok: true, config: HostConfig(merged, '') };
  } catch (error) {
    if (error instanceof CheckFailure) {
      return { ok: false, message: `invalid configuration: "${error.path || 'config'}" ${error.missing ? 'is required' : 'is not valid'}` };
    }
    throw error;
  }
}

/** What the shop calls need from the configuration: the store, language, store tokens and action module. */
export function shopOptionsOf(config: HostConfig): ShopOptions {
  return { storeId: config.storeId, langId: config.langId, tokens: config.storeTokens, skipTokens: config.skipStoreTokens, actions: config.actions };
}

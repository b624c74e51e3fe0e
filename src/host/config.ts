// The host page configuration: read from the script tag's data-* attributes and a window object,
// validated, with the defaults of spec 000 sections 3 and 9.
import { create, defaulted, enums, optional, pattern, string, coerce, StructError, type, type Infer } from 'superstruct';
import { BRANDS } from '../domain/brand.ts';

const lowerLocale = coerce(pattern(string(), /^[a-z]{2}-[a-z]{2}$/), string(), (v) => v.trim().toLowerCase());
const upperCode = coerce(pattern(string(), /^[A-Z]{3}$/), string(), (v) => v.trim().toUpperCase());
const path = pattern(string(), /^\/(?!\/)/);

/** The validated configuration a shop gives the widgets; every field but storeId has a default. Unknown keys never reach it (readConfig picks the known ones). */
export const HostConfig = type({
  brand: defaulted(enums(BRANDS), 'cle'),
  country: defaulted(pattern(string(), /^[A-Z]{2}$/), 'CA'),
  storeId: pattern(string(), /^[A-Za-z0-9_-]{1,32}$/),
  langId: defaulted(pattern(string(), /^-?\d{1,5}$/), '-1'),
  locale: defaulted(lowerLocale, 'en-ca'),
  currency: defaulted(upperCode, 'CAD'),
  dateFormat: defaulted(string(), 'MM/dd/yyyy'),
  cartPath: defaulted(path, '/en-ca/cart'),
  signInPath: defaulted(path, '/en-ca/sign-in'),
  redirectParam: defaulted(pattern(string(), /^[A-Za-z][A-Za-z0-9_-]*$/), 'redirectUrl'),
  termsPath: defaulted(path, '/en-ca/c/terms-and-conditions'),
  privacyPath: defaulted(path, '/en-ca/c/privacy-policy'),
  landingPath: defaulted(path, '/en-ca/direct-billing-vision-care-insurance'),
  apiBaseUrl: defaulted(pattern(string(), /^(https?:\/\/[^\s]+|\/[^\s]*)$/), '/services/direct-billing'),
  apiKey: optional(string()),
  anonymousUserId: defaulted(string(), '-1002'),
  ecommerce: defaulted(string(), 'N1'),
});

/** The configuration after validation and defaults. */
export type HostConfig = Infer<typeof HostConfig>;

/** The keys a shop may set; anything else on the script tag or window object is ignored. */
export const CONFIG_KEYS = Object.keys(HostConfig.schema) as (keyof HostConfig)[];

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
    return { ok: true, config: create(merged, HostConfig) };
  } catch (error) {
    if (error instanceof StructError) {
      const field = error.path.join('.') || 'config';
      return { ok: false, message: `invalid configuration: "${field}" ${error.value === undefined ? 'is required' : 'is not valid'}` };
    }
    throw error;
  }
}

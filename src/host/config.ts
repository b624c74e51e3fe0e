// The host page configuration: read from the script tag's data-* attributes and a window object,
// validated, with the defaults of spec 000 sections 3 and 9.
import { boolean, define, enums, object, optional, pattern, refine, string, type, validate, type Infer } from 'superstruct';
import { coerceWhen } from '../contract/parse.ts';
import { absent, orDefault } from '../contract/host/host.ts';
import { BRANDS } from '../domain/host/brand-codes.ts';
import { COLOR_SCHEMES, HEX_COLOUR } from '../domain/appearance/appearance.ts';
import { sameOriginPath } from '../domain/host/paths.ts';
import type { ShopAction, ShopOptions } from './shop.ts';

/** A string that, once normalised (when asked), matches the pattern. */
const text = (regexp?: RegExp, normalize?: (value: string) => string) => {
  const checked = regexp ? pattern(string(), regexp) : string();
  return normalize ? coerceWhen(checked, (value) => typeof value === 'string', (value) => normalize(value as string)) : checked;
};

const lowerLocale = text(/^[a-z]{2}-[a-z]{2}$/, (v) => v.trim().toLowerCase());
const upperCode = text(/^[A-Z]{3}$/, (v) => v.trim().toUpperCase());
const countryCode = text(/^[A-Z]{2}$/, (v) => v.trim().toUpperCase());
/** A path on the shop's own site (sameOriginPath); readConfig has already turned an own-origin URL into its path. */
const path = define<string>('path', (value) => typeof value === 'string' && sameOriginPath(value) === value);

/** A switch: a boolean on the window object, "true" or "false" on a data attribute. */
const toggle = coerceWhen(boolean(), (value) => value === 'true' || value === 'false', (value) => value === 'true');

/** A wait in whole milliseconds, at least 1: a number on the window object, digits on a data attribute. */
const milliseconds = coerceWhen(
  define<number>('milliseconds', (value) => Number.isSafeInteger(value) && (value as number) > 0),
  (value) => typeof value === 'string' && /^\s*\d+\s*$/.test(value),
  Number,
);

/** A colour of the appearance: #rgb or #rrggbb, so its contrast can be checked (a named or rgb() colour cannot). */
const colour = pattern(string(), HEX_COLOUR);
/** A length of the appearance, in px, rem or em (0 needs no unit). */
const length = pattern(string(), /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em))$/);
/** A font stack: names, quoted or not, and commas; nothing that could end the declaration it is written into. */
const fontFamily = refine(pattern(string(), /^[\w\s"',.-]{1,200}$/), 'fontFamily', (value) => value.trim() !== '');

/**
 * The shop's appearance (docs/appearance.md): each variable replaces its brand's preset. Unknown keys are
 * refused, so a misspelt variable is told rather than silently ignored. On the script tag it is JSON
 * (`data-appearance='{"colorPrimary":"#005a9c"}'`).
 */
export const AppearanceConfig = coerceWhen(
  object({
    colorScheme: optional(enums(COLOR_SCHEMES)),
    colorPrimary: optional(colour),
    colorText: optional(colour),
    colorSurface: optional(colour),
    colorDanger: optional(colour),
    focusRingColor: optional(colour),
    focusRingWidth: optional(length),
    fontFamily: optional(fontFamily),
    fontSizeBase: optional(length),
    borderRadius: optional(length),
    buttonRadius: optional(length),
    spacingUnit: optional(length),
  }),
  (value) => typeof value === 'string',
  (value) => {
    try {
      return JSON.parse(value as string) as unknown;
    } catch {
      return value;
    }
  },
);

/**
 * The host page's action module (spec 000 section 7): an object whose shop calls, when given, are functions. It is
 * checked, never copied or written to (a module namespace object is frozen), and a wrong call is named by its path.
 */
type ActionModule = Partial<Record<ShopAction, () => Promise<unknown>>>;
const actionModule = define<ActionModule>('actions', (value, context) => {
  if (!value || typeof value !== 'object') return false;
  const calls = value as Record<string, unknown>;
  const wrong = (['person', 'userContext', 'cart'] as const).find((key) => !['undefined', 'function'].includes(typeof calls[key]));
  return wrong === undefined || { path: [...context.path, wrong], value: calls[wrong] };
});

/** The fields a shop may set, each with its check and default; every field but storeId has a default. */
const FIELDS = {
  brand: orDefault(enums(BRANDS), 'cle'),
  country: orDefault(countryCode, 'CA'),
  storeId: text(/^[A-Za-z0-9_-]{1,32}$/),
  langId: orDefault(text(/^-?\d{1,5}$/), '-1'),
  locale: orDefault(lowerLocale, 'en-ca'),
  currency: orDefault(upperCode, 'CAD'),
  dateFormat: orDefault(text(), 'MM/dd/yyyy'),
  cartPath: orDefault(path, '/en-ca/cart'),
  // Where "Proceed to checkout" goes; absent, the cart (checkoutPathOf, src/domain/host/checkout.ts). Checked as cartPath is.
  checkoutPath: absent(path),
  signInPath: orDefault(path, '/en-ca/sign-in'),
  redirectParam: orDefault(text(/^[A-Za-z][A-Za-z0-9_-]*$/), 'redirectUrl'),
  // The legal pages and the FAQ may carry the {locale} placeholder (spec 000 section 3); without them the brand's own
  // pages of spec 000 section 2 are linked (legalLinks, src/domain/host/legal.ts).
  termsPath: absent(path),
  privacyPath: absent(path),
  cookiePolicyPath: absent(path),
  // The brand's FAQ, on the shop's site or its help centre; linked where the shopper may need help when the brand shows it (spec 000 section 9).
  faqUrl: absent(text(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/)),
  landingPath: orDefault(path, '/en-ca/direct-billing-vision-care-insurance'),
  // The shop's eye-exam booking page, the plans' "schedule-exam link" (spec 001 section 2); absent, no such link.
  eyeExamPath: absent(path),
  // Where the overview's "Shop eyewear" goes; absent, the site's home "/" (a shop whose home is per language names it).
  shopPath: absent(path),
  apiBaseUrl: orDefault(text(/^(https?:\/\/[^\s]+|\/[^\s]*)$/), '/services/direct-billing'),
  apiKey: absent(text()),
  anonymousUserId: orDefault(text(), '-1002'),
  ecommerce: orDefault(text(), 'N1'),
  // The store's token headers for the /wcs calls, unless skipped (spec 000 section 7); window object only.
  storeTokens: absent(type({ WCToken: string(), WCTrustedToken: string() })),
  skipStoreTokens: orDefault(toggle, false),
  // The page has a chat widget listening to the `chat` host event: the widgets then offer it where the shopper must contact customer service.
  chat: orDefault(toggle, false),
  // The brand's customer-service phone (spec 001 section 9), linked from the drawer's error dialogs (spec 000 section 8,
  // "Generic alert") and, for a brand that shows it (ebd, fde), wherever the shopper may need help (spec 000 section 9).
  contactPhone: absent(text(/^\+?[\d ().-]{6,24}$/)),
  // The brand's customer-service e-mail (spec 001 section 9, "{email}"), offered beside its phone.
  contactEmail: absent(text(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/)),
  // How long the code of a drawer view may take to arrive before the drawer shows its error view. A shop may shorten the
  // spec's 120 s (spec 000 section 9), never lengthen it: the drawer waits the shorter of the two.
  chunkTimeoutMs: absent(milliseconds),
  // How the widgets look: colours, font, sizes, corners, spacing, colour scheme (docs/appearance.md).
  appearance: absent(AppearanceConfig),
  // Replaces the /wcs calls: its missing callbacks answer 500 BAD_CONFIGURATION (spec 000 section 7).
  actions: absent(actionModule),
};

/**
 * What a field takes, said when a value is refused, so the line alone tells the engineer what to write (the value
 * itself is never repeated). The codes are checked by their shape: `Canada` or `english` are refused, not guessed.
 */
const EXPECTED: Partial<Record<keyof typeof FIELDS, string>> = {
  brand: `one of ${BRANDS.join(', ')}`,
  country: 'a two-letter country code, FR for the French flow or another such as CA or US for the North American one',
  locale: 'a language-country code such as en-ca, en-us, fr-ca or fr-fr',
  currency: 'a three-letter ISO 4217 code such as CAD, USD or EUR',
};

/** The validated configuration a shop gives the widgets. Unknown keys never reach it (readConfig picks the known ones). */
export const HostConfig = type(FIELDS);

/** The configuration after validation and defaults. */
export type HostConfig = Infer<typeof HostConfig>;

/** The keys a shop may set; anything else on the script tag or window object is ignored. */
export const CONFIG_KEYS = Object.keys(FIELDS) as (keyof HostConfig)[];

/**
 * The keys that name a page of the shop's site: every key ending in "Path", so a path key added to FIELDS is checked
 * with the others without being listed twice.
 */
export const PATH_KEYS = CONFIG_KEYS.filter((key) => key.endsWith('Path'));

/**
 * What reading the configuration gave: a config and the warnings of the paths it refused and replaced by their default,
 * or a message naming the bad field; never a value.
 */
export type ConfigResult = { ok: true; config: HostConfig; warnings: string[] } | { ok: false; message: string };

/** The one line that tells a shop a path was refused, and how to write it; the value is never repeated (it may hold data). */
const pathWarning = (key: string): string =>
  `invalid configuration: "${key}" must be a path on this site, starting with a single "/" (such as "/en-ca/cart"); it is ignored and its default used`;

/**
 * Keeps each configured path only if it stays on the shop's site (sameOriginPath, spec 000 section 3): a path that
 * could lead off-site (another origin, "//host", "/\\host", "javascript:", a smuggled tab) is dropped, so its default
 * applies, and told in a warning; an absolute URL of the page's own origin is kept as its path.
 */
function keepSameOriginPaths(merged: Record<string, unknown>, origin: string | undefined): string[] {
  const warnings: string[] = [];
  for (const key of PATH_KEYS) {
    if (!Object.hasOwn(merged, key)) continue;
    const value = merged[key];
    const kept = typeof value === 'string' ? sameOriginPath(value, origin) : null;
    if (kept === null) {
      delete merged[key];
      warnings.push(pathWarning(key));
    } else merged[key] = kept;
  }
  return warnings;
}

/**
 * Keeps the appearance only if every variable in it is valid: a wrong one drops the shop's appearance (the brand's
 * preset applies) and is told in a warning naming the variable, never its value; the widgets still mount.
 */
function keepValidAppearance(merged: Record<string, unknown>): string[] {
  if (!Object.hasOwn(merged, 'appearance')) return [];
  const [error, appearance] = validate(merged.appearance, AppearanceConfig, { coerce: true });
  if (!error) {
    merged.appearance = appearance;
    return [];
  }
  delete merged.appearance;
  const field = ['appearance', ...error.path].join('.');
  return [`invalid configuration: "${field}" is not valid (see docs/appearance.md); the brand's appearance is used`];
}

/** Said when the page gave no configuration at all. */
export const NO_CONFIGURATION =
  'no configuration found: set window.directBillingConfig before the loader runs, or data-* attributes on its script tag; a Content-Security-Policy may have blocked an inline configuration script (docs/embedding.md)';

/**
 * Merges the defaults, the window object and the script tag's data-* attributes (most specific
 * last) and validates the result. Pure: the caller reads the DOM, and gives the page's origin, against which an
 * absolute URL given as a path is checked (without one, only paths are taken).
 */
export function readConfig(fromWindow: unknown, fromDataset: Record<string, string | undefined>, origin?: string): ConfigResult {
  const merged: Record<string, unknown> = {};
  for (const source of [fromWindow, fromDataset]) {
    if (!source || typeof source !== 'object') continue;
    for (const key of CONFIG_KEYS) {
      const value = (source as Record<string, unknown>)[key];
      if (value !== undefined && value !== '') merged[key] = value;
    }
  }
  // No window object and no configuration attribute: the configuration never ran (set too late, or an inline script a
  // Content-Security-Policy blocked), which a required field's name would not tell.
  if (fromWindow == null && !Object.keys(merged).length) return { ok: false, message: NO_CONFIGURATION };
  const warnings = [...keepSameOriginPaths(merged, origin), ...keepValidAppearance(merged)];
  const [error, config] = validate(merged, HostConfig, { coerce: true });
  if (!error) return { ok: true, config, warnings };
  // The message names the field, never its value: a shop's page may hold a customer's data.
  const field = error.path.join('.') || 'config';
  const expected = Object.hasOwn(EXPECTED, field) ? `: use ${EXPECTED[field as keyof typeof EXPECTED]}` : '';
  return { ok: false, message: `invalid configuration: "${field}" ${error.value == null ? 'is required' : 'is not valid'}${expected}` };
}

/**
 * Each configuration key a page's `window.directBillingConfig` sets, as JSON (the actions module's functions drop out):
 * what the loader read, to tell a later change of it. An object whose reading throws prints as nothing.
 */
export function configPrint(fromWindow: unknown): Partial<Record<keyof HostConfig, string>> {
  const print: Partial<Record<keyof HostConfig, string>> = {};
  try {
    if (!fromWindow || typeof fromWindow !== 'object') return print;
    for (const key of CONFIG_KEYS) {
      const value = (fromWindow as Record<string, unknown>)[key];
      if (value !== undefined) print[key] = JSON.stringify(value) ?? '';
    }
  } catch {
    // A getter of the page's that throws, a value that cannot be written out: read as nothing, the loader's own read stands.
  }
  return print;
}

/** The configuration keys whose value differs between what the loader read and the page's object now. */
export function changedKeys(read: Partial<Record<keyof HostConfig, string>>, now: Partial<Record<keyof HostConfig, string>>): (keyof HostConfig)[] {
  return CONFIG_KEYS.filter((key) => read[key] !== now[key]);
}

/** What the shop calls need from the configuration: the store, language, store tokens and action module. */
export function shopOptionsOf(config: HostConfig): ShopOptions {
  return { storeId: config.storeId, langId: config.langId, tokens: config.storeTokens, skipTokens: config.skipStoreTokens, actions: config.actions };
}

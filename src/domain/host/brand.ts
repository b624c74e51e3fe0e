// Brands' feature switches, and the environment a host name runs in (spec 000 sections 1, 5 and 9).
import { isBrand, type Brand } from './brand-codes.ts';

/** What differs between brands (spec 000 section 9, "Per-brand features"). */
export interface BrandFeatures {
  /** Whether an authenticated session needs a non-blank session id; without it a user id is required instead (spec 000 section 5). */
  readonly sessionIdCheck: boolean;
  /** Whether help shows the brand's contact phone number. */
  readonly showContactPhone: boolean;
  /** Whether help links to the brand's FAQ. */
  readonly showFaq: boolean;
  /** Whether the insurance toggle shows its error and status messages. */
  readonly toggleMessages: boolean;
  /** Whether the insurer-eligible product is checked before going on. */
  readonly validateInsurerEligibleProduct: boolean;
}

const DEFAULT_FEATURES: BrandFeatures = {
  sessionIdCheck: true,
  showContactPhone: false,
  showFaq: false,
  toggleMessages: true,
  validateInsurerEligibleProduct: false,
};

/**
 * Each brand's features: the defaults, with the differences spec 000 section 9 lists. Written out without
 * spreads: to the build a spread is a side effect, so it would keep this table in what every product page loads.
 */
export const BRAND_FEATURES: Readonly<Record<Brand, BrandFeatures>> = {
  cle: DEFAULT_FEATURES,
  vde: { sessionIdCheck: true, showContactPhone: false, showFaq: false, toggleMessages: true, validateInsurerEligibleProduct: true },
  nua: { sessionIdCheck: true, showContactPhone: false, showFaq: false, toggleMessages: false, validateInsurerEligibleProduct: false },
  lcr: DEFAULT_FEATURES,
  fde: { sessionIdCheck: true, showContactPhone: true, showFaq: true, toggleMessages: true, validateInsurerEligibleProduct: false },
  ebd: { sessionIdCheck: false, showContactPhone: true, showFaq: true, toggleMessages: true, validateInsurerEligibleProduct: false },
};

/** The feature names a frontend-bundle flag may set. */
const FEATURE_NAMES: readonly (keyof BrandFeatures)[] = ['sessionIdCheck', 'showContactPhone', 'showFaq', 'toggleMessages', 'validateInsurerEligibleProduct'];

/**
 * A brand's features (spec 000 section 9) with the flags of its frontend-bundle configuration (spec 000 section 7) over
 * them: a flag named after a feature defines it, so the service can switch a brand's feature without a new build; other
 * flags (disableQuoteFreeShipping) belong to their own rules and change nothing here. An unknown or missing brand gets
 * the defaults rather than a crash; without flags (not fetched yet, or the call failed) the table stands.
 */
export function brandFeatures(brand: string | null | undefined, flags?: Readonly<Record<string, boolean>> | null): BrandFeatures {
  const table = isBrand(brand) ? BRAND_FEATURES[brand] : DEFAULT_FEATURES;
  const set = FEATURE_NAMES.filter((name) => typeof flags?.[name] === 'boolean' && flags[name] !== table[name]);
  if (set.length === 0) return table;
  const features: Record<keyof BrandFeatures, boolean> = { ...table };
  for (const name of set) features[name] = flags?.[name] === true;
  return features;
}

/** Where the shopper is when help may be offered: an error, a warning or notice that asks them to act, or a success. */
export type HelpMoment = 'error' | 'notice' | 'success';

/** Which ways of getting help the shopper is offered; each still needs the shop to give its number or FAQ address. */
export interface HelpOffer {
  readonly phone: boolean;
  readonly faq: boolean;
}

/**
 * What help the shopper is offered (spec 000 sections 8 and 9; spec 001 section 9). The generic alert and every error
 * dialog carry the phone link, for every brand (spec 000 section 8, "a phone link"); a brand that shows its contact
 * phone and FAQ (ebd and fde) offers both wherever the shopper may need help, a warning included, never on a success.
 */
export function helpOffer(features: Pick<BrandFeatures, 'showContactPhone' | 'showFaq'>, moment: HelpMoment): HelpOffer {
  if (moment === 'success') return { phone: false, faq: false };
  return { phone: moment === 'error' || features.showContactPhone, faq: features.showFaq };
}

/** Where the widgets run (spec 000 section 9, "Environments"). */
export type Environment = 'local' | 'dev' | 'test' | 'stage' | 'prod' | 'unknown';

/** Host name words that name an environment, matched as whole labels or dash-separated parts, optionally numbered ("stage2"). */
const ENVIRONMENT_WORDS: readonly (readonly [RegExp, Environment])[] = [
  [/^(dev|develop|development)\d*$/, 'dev'],
  [/^(test|testing|qa)\d*$/, 'test'],
  // User acceptance testing and pre-production sit just before production, like staging.
  [/^(stage|staging|stg|uat|preprod)\d*$/, 'stage'],
];

/** Loopback and private-network IPv4 addresses: a developer's machine or a phone on the same network. */
const LOCAL_IPV4 = /^(127\.\d+\.\d+\.\d+|0\.0\.0\.0|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)$/;

/**
 * The environment a host name runs in: localhost, *.localhost, loopback and private addresses are
 * local; the leftmost label (or dash part of it, as in "shop-stage") naming an environment wins,
 * the top-level domain aside; any other public name with a dot is prod; the rest is unknown.
 */
export function environmentOf(hostname: string | null | undefined): Environment {
  // A port is dropped only after a name or IPv4 address; an IPv6 address is full of colons.
  const host = (hostname ?? '').trim().toLowerCase().replace(/\.$/, '').replace(/^([^:]*):\d+$/, '$1');
  if (host === 'localhost' || host.endsWith('.localhost') || /^(::1|\[::1\](:\d+)?)$/.test(host) || LOCAL_IPV4.test(host)) return 'local';
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || /^[\d.]+$/.test(host)) return 'unknown';
  for (const label of host.split('.').slice(0, -1)) {
    for (const word of label.split('-')) {
      const match = ENVIRONMENT_WORDS.find(([pattern]) => pattern.test(word));
      if (match) return match[1];
    }
  }
  return 'prod';
}

/** Strict SSN validation applies everywhere except for brand vde on stage (spec 000 section 5). */
export function strictSsnValidation(brand: string | null | undefined, environment: Environment): boolean {
  return !(brand === 'vde' && environment === 'stage');
}

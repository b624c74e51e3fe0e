// Brands' feature switches (spec 000 section 9), with the frontend-bundle flags over them (spec 000 section 7).
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

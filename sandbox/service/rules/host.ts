// Insurers, markets, brands and host paths (spec 000 §1, §2, §3, §9; spec 001 §1, §5).
// The sandbox's own rules, written from the spec and not from the widgets' src/domain, so that a widget test run
// against the sandbox can show the widgets wrong; rules.test.ts checks each against the widgets' rule too.
import type { BrandFeatures } from '../../../src/domain/host/brand.ts';

/** The provider kinds of spec 000 §3, "Insurer". */
export type NetworkKind = 'IN_NETWORK' | 'OUT_OF_NETWORK' | 'UNKNOWN';

/** The spellings spec 000 §3 says providerType comes in: IN_NETWORK and OUT_OF_NETWORK, "lowercase in-network/out-of-network also appear". */
const NETWORK_SPELLINGS: ReadonlyMap<string, NetworkKind> = new Map([
  ['IN_NETWORK', 'IN_NETWORK'], ['in-network', 'IN_NETWORK'],
  ['OUT_OF_NETWORK', 'OUT_OF_NETWORK'], ['out-of-network', 'OUT_OF_NETWORK'],
]);

/**
 * spec 000 §3 "Insurer": providerType is IN_NETWORK, OUT_OF_NETWORK or UNKNOWN, and lowercase in-network and
 * out-of-network also appear. Those four spellings name a network; anything else, missing included, is UNKNOWN.
 */
export function networkKind(providerType: string | null | undefined): NetworkKind {
  return NETWORK_SPELLINGS.get(providerType ?? '') ?? 'UNKNOWN';
}

/**
 * spec 000 §3 "Insurer": name (by language). The name in the language asked; failing that in English, the default
 * language (spec 000 §1), failing that the first one given; a plain string is the name in every language.
 */
export function insurerNameIn(name: string | Readonly<Record<string, string>> | null | undefined, language: 'en' | 'fr'): string {
  if (name == null) return '';
  if (typeof name === 'string') return name;
  if (Object.hasOwn(name, language)) return name[language] ?? '';
  if (Object.hasOwn(name, 'en')) return name.en ?? '';
  const [first = ''] = Object.values(name);
  return first;
}

/**
 * spec 000 §1 "Two families of flow": French-market instant third-party payment for a shop in France (country FR, in
 * any case and spacing), North American direct billing everywhere else.
 */
export function frenchMarket(country: string): boolean {
  return country.trim().toUpperCase() === 'FR';
}

/**
 * spec 001 §1 "A locale with a US country suffix selects US-specific texts" and §5: the North American form asks a US
 * shopper for a zip code ("Please enter a valid zip code") and anyone else, Canada being the default market (spec 000
 * §3: locale default en-ca), for a postal code ("Please enter a valid postal code").
 */
export function postalCodeKind(country: string): 'zip' | 'postal' {
  return country.trim().toUpperCase() === 'US' ? 'zip' : 'postal';
}

/** A brand's feature flags: their names are the widgets' vocabulary, the values spec 000 §9's. */
type Features = { -readonly [K in keyof BrandFeatures]: BrandFeatures[K] };

/**
 * spec 000 §9 "Per-brand features" (spec 001 §9 alike): ebd disables the session id check (spec 000 §5: a user id is
 * then required) and shows contact phone and FAQ; fde shows contact phone and FAQ; nua disables the insurance toggle
 * messages; vde validates insurer-eligible product. Every other brand, an unknown or missing one included, has none of
 * these differences.
 */
export function featuresOfBrand(brand: string | null | undefined): Features {
  const features: Features = { sessionIdCheck: true, showContactPhone: false, showFaq: false, toggleMessages: true, validateInsurerEligibleProduct: false };
  if (brand === 'ebd') Object.assign(features, { sessionIdCheck: false, showContactPhone: true, showFaq: true });
  if (brand === 'fde') Object.assign(features, { showContactPhone: true, showFaq: true });
  if (brand === 'nua') features.toggleMessages = false;
  if (brand === 'vde') features.validateInsurerEligibleProduct = true;
  return features;
}

/** Where same-site paths are resolved: any origin would do, as only staying on it matters. */
const HERE = 'https://shop.sandbox.invalid';

/**
 * Whether a redirect target (spec 000 §2, the sign-in path's redirect parameter redirectUrl) keeps the shopper on
 * this site: a path from the root that the URL parser resolves to this very origin (so "//host" and "/\host", which
 * browsers read as another host, are not), with no control character (browsers drop tabs and newlines before
 * parsing, and a header must not carry any).
 */
export function staysOnSite(target: string): boolean {
  if (!target.startsWith('/')) return false;
  for (const char of target) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  try {
    return new URL(target, HERE).origin === HERE;
  } catch {
    return false;
  }
}

// How long a cached answer is kept, by the call it answers (spec 000 section 9, "Data cache lifetime"; spec 001 section 9).
import { CACHE_LIFETIME_MS, CONFIGURATION_LIFETIME_MS, QUERY_DATA_LIFETIME_MS } from '../constants.ts';

/**
 * The directory look-ups (spec 000 section 7: dispensing-practitioners, service-locations, shared-services/attachments,
 * "request and response shape not shown"). Spec 001 section 9 lists by name what is kept 1 hour (insurers, insurer
 * details, provider, default forms, insurance plans) and says "some query data" is kept 300 seconds without naming it:
 * these are the cached reads it does not name, plain queries whose answers a shop can change during a visit.
 */
const QUERY_DATA_PATHS = ['dispensing-practitioners', 'service-locations', 'shared-services/'];

/**
 * The lifetime of a cached answer by the call's path (without its query): the configuration calls (GET
 * configurations?path=...) are kept for the life of the page, the query data 300 seconds, every other cached call
 * (insurers, providers, default forms, insurance plans) 1 hour. Spec 001 section 9 also puts "any endpoint ending in
 * Configuration" in the 1-hour list while both documents say "configuration kept indefinitely": the configuration
 * is the shop's set-up, the same for every shopper and visit, so the longer, more specific rule wins.
 */
export function cacheLifetimeMs(path: string): number {
  const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
  if (bare === 'configurations' || bare.startsWith('configurations/')) return CONFIGURATION_LIFETIME_MS;
  if (QUERY_DATA_PATHS.some((prefix) => bare === prefix || bare.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return QUERY_DATA_LIFETIME_MS;
  return CACHE_LIFETIME_MS;
}

// The environment a host name runs in, and the strict SSN rule that depends on it (spec 000 sections 5 and 9).

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

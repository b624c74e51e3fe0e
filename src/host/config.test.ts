// The host page configuration: defaults of spec 000 §2-§3, precedence, normalisation and refusals.
import { describe, expect, test } from 'vitest';
import { changedKeys, CONFIG_KEYS, configPrint, NO_CONFIGURATION, PATH_KEYS, readConfig, shopOptionsOf, type ConfigResult, type HostConfig } from './config.ts';

function ok(result: ConfigResult): HostConfig {
  if (!result.ok) throw new Error(`expected a config, got: ${result.message}`);
  return result.config;
}

function refused(result: ConfigResult): string {
  if (result.ok) throw new Error('expected the configuration to be refused');
  return result.message;
}

describe('spec 000 §3 Host page configuration: defaults', () => {
  const config = ok(readConfig(undefined, { storeId: '10151' }));

  test.each<[string, keyof HostConfig, string]>([
    ['locale defaults to en-ca', 'locale', 'en-ca'],
    ['currency defaults to CAD', 'currency', 'CAD'],
    ['date format defaults to MM/dd/yyyy', 'dateFormat', 'MM/dd/yyyy'],
    ['cart path defaults to /en-ca/cart (spec 000 §2)', 'cartPath', '/en-ca/cart'],
    ['sign-in path defaults to /en-ca/sign-in (spec 000 §2)', 'signInPath', '/en-ca/sign-in'],
    ['redirect parameter defaults to redirectUrl (spec 000 §2)', 'redirectParam', 'redirectUrl'],
    ['landing path defaults to the insurance landing page (spec 000 §2)', 'landingPath', '/en-ca/direct-billing-vision-care-insurance'],
    ['anonymous user id defaults to -1002', 'anonymousUserId', '-1002'],
    ['ecommerce code defaults to N1', 'ecommerce', 'N1'],
    ['brand defaults to cle (spec 000 §1)', 'brand', 'cle'],
    ['API base defaults to the service path prefix (spec 000 §7)', 'apiBaseUrl', '/services/direct-billing'],
  ])('spec 000 §3: %s', (_name, key, value) => {
    expect(config[key]).toBe(value);
  });

  test('spec 000 §2-3: no legal path or FAQ is set, so the brand\'s own pages are linked (legalLinks)', () => {
    expect([config.termsPath, config.privacyPath, config.cookiePolicyPath, config.faqUrl]).toStrictEqual([undefined, undefined, undefined, undefined]);
  });

  test('spec 001 §2: no eye-exam page is set, so the plans show no schedule-exam link (examHref)', () => {
    expect(config.eyeExamPath).toBeUndefined();
  });

  test('spec 001 §2: the eye-exam page is read from the window object and from data-eye-exam-path', () => {
    expect(ok(readConfig({ storeId: '1', eyeExamPath: '/{locale}/eye-exam' }, {})).eyeExamPath).toBe('/{locale}/eye-exam');
    expect(ok(readConfig(undefined, { storeId: '1', eyeExamPath: '/book' })).eyeExamPath).toBe('/book');
  });

  test('spec 000 §3: the store id is kept and no API key is invented', () => {
    expect(config.storeId).toBe('10151');
    expect(config.apiKey).toBeUndefined();
  });
});

describe('spec 000 §3: sources and normalisation', () => {
  test('the script tag dataset overrides the window object', () => {
    const config = ok(readConfig({ storeId: '1', brand: 'vde', locale: 'en-us' }, { storeId: '2', brand: 'nua' }));
    expect(config.storeId).toBe('2');
    expect(config.brand).toBe('nua');
    expect(config.locale).toBe('en-us');
  });

  test('the window object alone is enough', () => {
    expect(ok(readConfig({ storeId: '10151', currency: 'USD' }, {})).currency).toBe('USD');
  });

  test.each<[string, Record<string, string>, keyof HostConfig, string]>([
    ["locale 'FR-fr' is lowercased", { locale: 'FR-fr' }, 'locale', 'fr-fr'],
    ["locale ' EN-US ' is trimmed and lowercased", { locale: ' EN-US ' }, 'locale', 'en-us'],
    ["currency 'eur' is uppercased", { currency: 'eur' }, 'currency', 'EUR'],
    ['an empty locale is treated as absent', { locale: '' }, 'locale', 'en-ca'],
    ['an empty currency is treated as absent', { currency: '' }, 'currency', 'CAD'],
    ['an empty cart path is treated as absent', { cartPath: '' }, 'cartPath', '/en-ca/cart'],
    ['a customer-service phone is kept as written', { contactPhone: '+1 (800) 555-0199' }, 'contactPhone', '+1 (800) 555-0199'],
    ['a policy path keeps its locale placeholder (spec 000 §3)', { cookiePolicyPath: '/{locale}/info/cookies' }, 'cookiePolicyPath', '/{locale}/info/cookies'],
    ['an FAQ address on another site keeps its locale placeholder (spec 000 §3)', { faqUrl: 'https://help.example.com/{locale}/faq' }, 'faqUrl', 'https://help.example.com/{locale}/faq'],
    ['an FAQ path on the shop\'s site is kept', { faqUrl: '/{locale}/faq' }, 'faqUrl', '/{locale}/faq'],
    ['a customer-service e-mail is kept (spec 001 §9)', { contactEmail: 'help@shop.example.com' }, 'contactEmail', 'help@shop.example.com'],
  ])('%s', (_name, dataset, key, value) => {
    expect(ok(readConfig(undefined, { storeId: '10151', ...dataset }))[key]).toBe(value);
  });

  test('an empty dataset value does not erase the window value', () => {
    expect(ok(readConfig({ storeId: '10151', brand: 'vde' }, { brand: '' })).brand).toBe('vde');
  });

  test('unknown keys are ignored and never reach the config', () => {
    const config = ok(readConfig({ storeId: '10151', evil: 'x', __proto__: { polluted: 'y' } }, { unknownKey: 'z' }));
    expect(Object.keys(config)).not.toContain('evil');
    expect(Object.keys(config)).not.toContain('unknownKey');
    expect(Object.keys(config)).not.toContain('polluted');
  });

  test('a non-object window value is ignored', () => {
    expect(ok(readConfig('not an object', { storeId: '10151' })).storeId).toBe('10151');
  });
});

describe('spec 000 §3: refusals name the field, never the value', () => {
  test('an unknown brand is refused naming "brand" but not the value', () => {
    const message = refused(readConfig(undefined, { storeId: '10151', brand: 'secret-brand-xyz' }));
    expect(message).toContain('"brand"');
    expect(message).not.toContain('secret-brand-xyz');
  });

  test('a missing storeId is refused: "storeId" is required', () => {
    expect(refused(readConfig({ locale: 'en-ca' }, {}))).toContain('"storeId" is required');
    expect(refused(readConfig({}, {}))).toContain('"storeId" is required');
    expect(refused(readConfig(undefined, { locale: 'en-ca' }))).toContain('"storeId" is required');
  });

  // The configuration never ran (set after the loader read it, or an inline script a Content-Security-Policy blocked):
  // said so, not as a field missing from a configuration the page never gave.
  test.each<[string, unknown, Record<string, string | undefined>]>([
    ['no window object and no attribute', undefined, {}],
    ['a null window object', null, {}],
    ['only the loader\'s own marker attribute (data-direct-billing-loader)', undefined, { directBillingLoader: '' }],
    ['attributes that are no configuration key, or empty', undefined, { storeId: '', src: 'embed.js' }],
  ])('spec 000 §3: %s is no configuration found, with where to set one', (_name, fromWindow, dataset) => {
    expect(refused(readConfig(fromWindow, dataset))).toBe(NO_CONFIGURATION);
    expect(NO_CONFIGURATION).toMatch(/^no configuration found: set window\.directBillingConfig before the loader runs, or data-\* attributes on its script tag; a Content-Security-Policy may have blocked an inline configuration script/);
  });

  test('an empty storeId counts as missing', () => {
    expect(refused(readConfig({ storeId: '' }, { storeId: '' }))).toContain('"storeId" is required');
  });

  test.each<[string, Record<string, string>, string]>([
    ["apiBaseUrl 'javascript:alert(1)'", { apiBaseUrl: 'javascript:alert(1)' }, 'apiBaseUrl'],
    ['a locale that is not language-country', { locale: 'english' }, 'locale'],
    ['a currency of four letters', { currency: 'EURO' }, 'currency'],
    ['a store id with a slash', { storeId: '10151/../x' }, 'storeId'],
    ['a contact phone that is a link', { contactPhone: 'javascript:alert(1)' }, 'contactPhone'],
    ['an FAQ address that is a script', { faqUrl: 'javascript:alert(1)' }, 'faqUrl'],
    ['an e-mail with a header injected', { contactEmail: 'help@shop.example.com?bcc=x@y.z x' }, 'contactEmail'],
    ['an e-mail without a domain', { contactEmail: 'help@' }, 'contactEmail'],
    ['an FAQ address on another host without TLS', { faqUrl: 'http://help.example.com/faq' }, 'faqUrl'],
  ])('%s is refused', (_name, dataset, field) => {
    const message = refused(readConfig(undefined, { storeId: '10151', ...dataset }));
    expect(message).toContain(`"${field}" is not valid`);
    for (const value of Object.values(dataset)) expect(message).not.toContain(value);
  });

  test.each<[string, Record<string, string>, string]>([
    ['a country named in words', { country: 'Canada' }, 'invalid configuration: "country" is not valid: use a two-letter country code, FR for the French flow or another such as CA or US for the North American one'],
    ['a locale named in words', { locale: 'english' }, 'invalid configuration: "locale" is not valid: use a language-country code such as en-ca, en-us, fr-ca or fr-fr'],
    ['a brand in capitals', { brand: 'CLE' }, 'invalid configuration: "brand" is not valid: use one of cle, vde, nua, lcr, fde, ebd'],
    ['a currency named in words', { currency: 'dollars' }, 'invalid configuration: "currency" is not valid: use a three-letter ISO 4217 code such as CAD, USD or EUR'],
  ])('%s is refused with the values the field takes', (_name, dataset, message) => {
    expect(refused(readConfig(undefined, { storeId: '10151', ...dataset }))).toBe(message);
  });

  test.each<[string, string, string]>([
    ['country', ' fr ', 'FR'],
    ['country', 'us', 'US'],
  ])('%s %j is read as %s, as the locale and currency are', (key, value, read) => {
    expect(ok(readConfig(undefined, { storeId: '10151', [key]: value }))[key as 'country']).toBe(read);
  });

  test('apiBaseUrl https and relative values are accepted', () => {
    expect(ok(readConfig(undefined, { storeId: '1', apiBaseUrl: 'https://api.example/services/direct-billing' })).apiBaseUrl).toBe(
      'https://api.example/services/direct-billing',
    );
    expect(ok(readConfig(undefined, { storeId: '1', apiBaseUrl: '/api' })).apiBaseUrl).toBe('/api');
  });
});

describe('spec 000 §7 Host shop calls: store tokens and the action module from the configuration', () => {
  const person = async () => ({ userId: '1001' });

  test('the store tokens and the action module reach the shop calls', () => {
    const storeTokens = { WCToken: 'wc_1', WCTrustedToken: 'wct_1' };
    const actions = { person };
    const config = ok(readConfig({ storeId: '10151', storeTokens, actions }, {}));
    expect(shopOptionsOf(config)).toEqual({ storeId: '10151', langId: '-1', tokens: storeTokens, skipTokens: false, actions });
    expect(shopOptionsOf(config).actions?.person).toBe(person);
  });

  test.each<[string, unknown, boolean]>([
    ['a boolean true skips the store tokens', true, true],
    ['the data attribute "true" skips them', 'true', true],
    ['the data attribute "false" keeps them', 'false', false],
  ])('%s', (_name, skipStoreTokens, skip) => {
    expect(shopOptionsOf(ok(readConfig({ storeId: '1', skipStoreTokens }, {}))).skipTokens).toBe(skip);
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['an action that is not a function', { actions: { person, cart: 'GET /cart' } }, 'actions.cart'],
    ['an action module that is not an object', { actions: 'module.js' }, 'actions'],
    ['a store token that is not text', { storeTokens: { WCToken: 1, WCTrustedToken: 'x' } }, 'storeTokens.WCToken'],
    ['a skip switch that is neither true nor false', { skipStoreTokens: 'yes' }, 'skipStoreTokens'],
  ])('%s is refused naming the field', (_name, fields, field) => {
    expect(refused(readConfig({ storeId: '1', ...fields }, {}))).toBe(`invalid configuration: "${field}" is not valid`);
  });
});

describe('spec 000 §9 Script chunk load timeout: the shop may set the wait for a drawer view\'s code', () => {
  test('spec 000 §9: unset, the drawer waits the spec\'s 120000 ms', () => {
    expect(ok(readConfig(undefined, { storeId: '1' })).chunkTimeoutMs).toBeUndefined();
  });

  test.each<[string, Record<string, unknown>, Record<string, string>, number]>([
    ['digits on the data attribute', {}, { chunkTimeoutMs: '5000' }, 5000],
    ['digits with spaces around them', {}, { chunkTimeoutMs: ' 250 ' }, 250],
    ['a number on the window object', { chunkTimeoutMs: 8000 }, {}, 8000],
    ['the data attribute over the window object', { chunkTimeoutMs: 8000 }, { chunkTimeoutMs: '3000' }, 3000],
  ])('%s', (_name, fromWindow, dataset, ms) => {
    expect(ok(readConfig({ storeId: '1', ...fromWindow }, dataset)).chunkTimeoutMs).toBe(ms);
  });

  test.each<[string, unknown]>([
    ['zero', '0'],
    ['a negative wait', -5],
    ['a fraction of a millisecond', 1.5],
    ['an endless wait', Number.POSITIVE_INFINITY],
    ['words', 'soon'],
    ['a number written with a unit', '5s'],
    ['a boolean', true],
  ])('%s is refused naming the field', (_name, chunkTimeoutMs) => {
    expect(refused(readConfig({ storeId: '1', chunkTimeoutMs }, {}))).toBe('invalid configuration: "chunkTimeoutMs" is not valid');
  });
});

describe('spec 000 §3 Host page configuration: every path stays on the shop\'s site (sameOriginPath)', () => {
  const ORIGIN = 'https://shop.example';
  const warningsOf = (result: ConfigResult): string[] => (result.ok ? result.warnings : [result.message]);

  test('every key ending in "Path" is a checked path key, and each one above is among them', () => {
    expect(PATH_KEYS).toEqual(CONFIG_KEYS.filter((key) => key.endsWith('Path')));
    for (const key of ['cartPath', 'signInPath', 'landingPath', 'eyeExamPath', 'shopPath', 'termsPath', 'privacyPath', 'cookiePolicyPath']) expect(PATH_KEYS).toContain(key);
  });

  const HOSTILE: [string, string][] = [
    ['a backslash after the slash', '/\\evil.example/cart'],
    ['a protocol-relative //host', '//evil.example'],
    ['a javascript: URL', 'javascript:alert(document.cookie)'],
    ['another origin', 'https://other.example/cart'],
    ['a tab smuggled between the slashes', '/\t/evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
  ];
  const rows = PATH_KEYS.flatMap((key) => HOSTILE.map(([name, value]) => [key, name, value] as [keyof HostConfig, string, string]));

  test.each(rows)('spec 000 §3: %s as %s is refused with one warning naming the key and the fix, and the default is used', (key, _name, value) => {
    const result = readConfig(undefined, { storeId: '10151', [key]: value }, ORIGIN);
    expect(ok(result)[key]).toBe(ok(readConfig(undefined, { storeId: '10151' }))[key]);
    expect(warningsOf(result)).toEqual([
      `invalid configuration: "${key}" must be a path on this site, starting with a single "/" (such as "/en-ca/cart"); it is ignored and its default used`,
    ]);
    expect(warningsOf(result)[0]).not.toContain(value);
  });

  test('spec 000 §3: a path that is not text, on the window object, is refused the same way', () => {
    const result = readConfig({ storeId: '10151', cartPath: { toString: () => '/en-ca/cart' } }, {}, ORIGIN);
    expect(ok(result).cartPath).toBe('/en-ca/cart');
    expect(warningsOf(result)).toHaveLength(1);
  });

  test('spec 000 §3: an absolute URL of the page\'s own origin is kept as its path, with no warning', () => {
    const result = readConfig(undefined, { storeId: '10151', cartPath: 'https://shop.example/fr-ca/panier', termsPath: 'https://shop.example/{locale}/terms' }, ORIGIN);
    expect(ok(result).cartPath).toBe('/fr-ca/panier');
    expect(ok(result).termsPath).toBe('/{locale}/terms');
    expect(warningsOf(result)).toEqual([]);
  });

  test('spec 000 §3: two hostile paths give two warnings, one each, and the rest of the configuration stands', () => {
    const result = readConfig({ storeId: '10151', currency: 'USD', signInPath: '//evil.example' }, { cartPath: '/\\evil.example' }, ORIGIN);
    expect(ok(result).currency).toBe('USD');
    expect(warningsOf(result).map((w) => /"(\w+)"/.exec(w)?.[1])).toEqual(['cartPath', 'signInPath']);
  });

  test('spec 000 §3: the configuration a page gives in plain paths gives no warning', () => {
    const result = readConfig(undefined, { storeId: '10151', cartPath: '/fr-fr/panier', signInPath: '/fr-fr/connexion' }, ORIGIN);
    expect(warningsOf(result)).toEqual([]);
  });
});

describe('spec 000 §3 Host page configuration: read once, a change made after it is told (docs/embedding.md, single-page shops)', () => {
  const page = () => ({ storeId: '10151', locale: 'en-ca', appearance: { colorPrimary: '#004488' }, actions: { person: () => null } });

  test.each<[string, (config: ReturnType<typeof page>) => unknown, (keyof HostConfig)[]]>([
    ['the same object, untouched', (config) => config, []],
    ['a copy of it, as a router that sets it again on every page', (config) => ({ ...config, actions: { person: () => null } }), []],
    ['its locale changed in place', (config) => Object.assign(config, { locale: 'fr-ca' }), ['locale']],
    ['a key added, another changed inside', (config) => ({ ...config, cartPath: '/cart', appearance: { colorPrimary: '#000000' } }), ['cartPath', 'appearance']],
    ['taken away', () => undefined, ['storeId', 'locale', 'appearance', 'actions']],
    ['replaced by one whose reading throws', () => Object.defineProperty({}, 'storeId', { enumerable: true, get: () => { throw new Error('page fault'); } }), ['storeId', 'locale', 'appearance', 'actions']],
  ])('%s', (_name, change, changed) => {
    const config = page();
    const read = configPrint(config);
    expect(changedKeys(read, configPrint(change(config)))).toEqual(changed);
  });
});

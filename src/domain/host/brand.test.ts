// Brands, per-brand features, environments and the strict SSN rule, as tables citing spec 000 §1, §5 and §9.
import { describe, expect, test } from 'vitest';
import { BRAND_FEATURES, brandFeatures, environmentOf, helpOffer, strictSsnValidation, type BrandFeatures, type Environment, type HelpMoment, type HelpOffer } from './brand.ts';
import { BRANDS, isBrand } from './brand-codes.ts';

const defaults: BrandFeatures = { sessionIdCheck: true, showContactPhone: false, showFaq: false, toggleMessages: true, validateInsurerEligibleProduct: false };

describe('spec 000 §1 brands', () => {
  test('spec 000 §1: the brand codes are cle, vde, nua, lcr, fde and ebd', () => {
    expect(BRANDS).toStrictEqual(['cle', 'vde', 'nua', 'lcr', 'fde', 'ebd']);
  });

  test.each<{ name: string; value: string | null | undefined; brand: boolean }>([
    { name: 'cle is a brand', value: 'cle', brand: true },
    { name: 'ebd is a brand', value: 'ebd', brand: true },
    { name: 'an upper-case code is not (codes are lower case)', value: 'CLE', brand: false },
    { name: 'an unknown code is not', value: 'xyz', brand: false },
    { name: 'empty text is not', value: '', brand: false },
    { name: 'null is not', value: null, brand: false },
  ])('spec 000 §1: $name', ({ value, brand }) => {
    expect(isBrand(value)).toBe(brand);
  });
});

describe('spec 000 §9 per-brand features', () => {
  test.each<{ name: string; brand: string | null | undefined; features: BrandFeatures }>([
    { name: 'ebd disables the session id check and shows contact phone and FAQ', brand: 'ebd', features: { ...defaults, sessionIdCheck: false, showContactPhone: true, showFaq: true } },
    { name: 'fde shows contact phone and FAQ', brand: 'fde', features: { ...defaults, showContactPhone: true, showFaq: true } },
    { name: 'nua disables the insurance toggle messages', brand: 'nua', features: { ...defaults, toggleMessages: false } },
    { name: 'vde validates the insurer-eligible product', brand: 'vde', features: { ...defaults, validateInsurerEligibleProduct: true } },
    { name: 'cle keeps the defaults', brand: 'cle', features: defaults },
    { name: 'lcr keeps the defaults', brand: 'lcr', features: defaults },
    { name: 'an unknown brand gets the defaults', brand: 'xyz', features: defaults },
    { name: 'no brand gets the defaults', brand: undefined, features: defaults },
  ])('spec 000 §9: $name', ({ brand, features }) => {
    expect(brandFeatures(brand)).toStrictEqual(features);
  });

  test('spec 000 §9: every brand has its features', () => {
    expect(Object.keys(BRAND_FEATURES).sort()).toStrictEqual([...BRANDS].sort());
  });
});

describe('spec 000 §7 and §9: the frontend-bundle flags define the brand\'s features', () => {
  test.each<{ name: string; brand: string; flags: Record<string, boolean> | null | undefined; features: BrandFeatures }>([
    { name: 'no flags (not fetched yet) keep the table', brand: 'ebd', flags: null, features: { ...defaults, sessionIdCheck: false, showContactPhone: true, showFaq: true } },
    { name: 'flags equal to the table change nothing', brand: 'fde', flags: { showContactPhone: true, showFaq: true }, features: { ...defaults, showContactPhone: true, showFaq: true } },
    { name: 'a flag turns a feature on for a brand whose table has it off', brand: 'cle', flags: { showFaq: true }, features: { ...defaults, showFaq: true } },
    { name: 'a flag turns a feature off for a brand whose table has it on', brand: 'ebd', flags: { showContactPhone: false }, features: { ...defaults, sessionIdCheck: false, showFaq: true } },
    { name: 'nua\'s toggle messages come back with the flag', brand: 'nua', flags: { toggleMessages: true }, features: defaults },
    { name: 'the session id check follows its flag (keeping the name sessionIdCheck)', brand: 'cle', flags: { sessionIdCheck: false }, features: { ...defaults, sessionIdCheck: false } },
    { name: 'vde\'s product check can be switched off', brand: 'vde', flags: { validateInsurerEligibleProduct: false }, features: defaults },
    { name: 'flags of other rules (disableQuoteFreeShipping) and unknown flags change nothing', brand: 'cle', flags: { disableQuoteFreeShipping: true, somethingNew: true }, features: defaults },
    { name: 'an unknown brand takes the defaults, then the flags', brand: 'xyz', flags: { showFaq: true }, features: { ...defaults, showFaq: true } },
  ])('spec 000 §7: $name', ({ brand, flags, features }) => {
    expect(brandFeatures(brand, flags)).toStrictEqual(features);
  });
});

describe('spec 000 §8-9, spec 001 §9: help offered (phone and FAQ)', () => {
  const plain = brandFeatures('cle');
  const helpful = brandFeatures('ebd');
  test.each<{ name: string; features: BrandFeatures; moment: HelpMoment; offer: HelpOffer }>([
    { name: 'every brand\'s error dialog links the phone (spec 000 §8 generic alert), without FAQ', features: plain, moment: 'error', offer: { phone: true, faq: false } },
    { name: 'a brand without contact phone shows none on a warning', features: plain, moment: 'notice', offer: { phone: false, faq: false } },
    { name: 'ebd shows phone and FAQ on an error', features: helpful, moment: 'error', offer: { phone: true, faq: true } },
    { name: 'ebd shows phone and FAQ on a warning', features: helpful, moment: 'notice', offer: { phone: true, faq: true } },
    { name: 'fde shows phone and FAQ on a warning', features: brandFeatures('fde'), moment: 'notice', offer: { phone: true, faq: true } },
    { name: 'no help on a success, whatever the brand', features: helpful, moment: 'success', offer: { phone: false, faq: false } },
    { name: 'the FAQ alone when the bundle turns the phone off', features: brandFeatures('fde', { showContactPhone: false }), moment: 'notice', offer: { phone: false, faq: true } },
  ])('spec 000 §9: $name', ({ features, moment, offer }) => {
    expect(helpOffer(features, moment)).toStrictEqual(offer);
  });
});

describe('spec 000 §9 environments by host', () => {
  test.each<{ name: string; host: string | null | undefined; environment: Environment }>([
    { name: 'localhost is local', host: 'localhost', environment: 'local' },
    { name: 'a port is ignored', host: 'localhost:5173', environment: 'local' },
    { name: 'a *.localhost name is local', host: 'shop.localhost', environment: 'local' },
    { name: '127.0.0.1 is local', host: '127.0.0.1', environment: 'local' },
    { name: 'the IPv6 loopback is local', host: '[::1]', environment: 'local' },
    { name: 'a bare IPv6 loopback is local', host: '::1', environment: 'local' },
    { name: 'the IPv6 loopback with a port is local', host: '[::1]:5173', environment: 'local' },
    { name: 'a port after an address is ignored', host: '127.0.0.1:8080', environment: 'local' },
    { name: 'a port after a public name is ignored', host: 'stage.example.com:8443', environment: 'stage' },
    { name: '0.0.0.0 is local', host: '0.0.0.0', environment: 'local' },
    { name: 'a 192.168 address is local (a phone on the same network)', host: '192.168.1.20', environment: 'local' },
    { name: 'a 10.x address is local', host: '10.0.0.5', environment: 'local' },
    { name: 'a 172.16-31 address is local', host: '172.20.3.4', environment: 'local' },
    { name: 'a dev label is dev', host: 'dev.shop.example.com', environment: 'dev' },
    { name: 'a numbered dev label is dev', host: 'dev2.shop.example.com', environment: 'dev' },
    { name: 'a development label is dev', host: 'www.development.example.com', environment: 'dev' },
    { name: 'a dash part naming dev is dev', host: 'shop-dev.example.com', environment: 'dev' },
    { name: 'a test label is test', host: 'test.shop.example.com', environment: 'test' },
    { name: 'a qa label is test', host: 'qa.example.com', environment: 'test' },
    { name: 'a stage label is stage', host: 'stage.shop.example.com', environment: 'stage' },
    { name: 'a staging dash part is stage', host: 'www-staging.example.com', environment: 'stage' },
    { name: 'a uat label is stage (acceptance sits just before production)', host: 'uat.example.com', environment: 'stage' },
    { name: 'a preprod label is stage', host: 'preprod.example.com', environment: 'stage' },
    { name: 'upper case and a trailing dot are ignored', host: 'STAGE.Example.COM.', environment: 'stage' },
    { name: 'the leftmost label naming an environment wins', host: 'test.dev.example.com', environment: 'test' },
    { name: 'a word merely containing dev is not dev', host: 'www.devices.example.com', environment: 'prod' },
    { name: 'a word merely containing test is prod', host: 'contest.example.com', environment: 'prod' },
    { name: 'the top-level domain never names an environment', host: 'shop.dev', environment: 'prod' },
    { name: 'a plain public host is prod', host: 'www.example.com', environment: 'prod' },
    { name: 'a public host without www is prod', host: 'example.ca', environment: 'prod' },
    { name: 'a public IP address is unknown', host: '8.8.8.8', environment: 'unknown' },
    { name: 'a single-label intranet name is unknown', host: 'intranet', environment: 'unknown' },
    { name: 'a name with invalid characters is unknown', host: 'shop_stage.example.com', environment: 'unknown' },
    { name: 'empty text is unknown', host: '', environment: 'unknown' },
    { name: 'null is unknown', host: null, environment: 'unknown' },
  ])('spec 000 §9: $name', ({ host, environment }) => {
    expect(environmentOf(host)).toBe(environment);
  });
});

describe('spec 000 §5 strict SSN validation', () => {
  test.each<{ name: string; brand: string | null | undefined; environment: Environment; strict: boolean }>([
    { name: 'disabled for vde on stage', brand: 'vde', environment: 'stage', strict: false },
    { name: 'on for vde in prod', brand: 'vde', environment: 'prod', strict: true },
    { name: 'on for vde in test', brand: 'vde', environment: 'test', strict: true },
    { name: 'on for vde locally', brand: 'vde', environment: 'local', strict: true },
    { name: 'on for cle on stage', brand: 'cle', environment: 'stage', strict: true },
    { name: 'on for ebd on stage', brand: 'ebd', environment: 'stage', strict: true },
    { name: 'on without a brand on stage', brand: undefined, environment: 'stage', strict: true },
  ])('spec 000 §5: $name', ({ brand, environment, strict }) => {
    expect(strictSsnValidation(brand, environment)).toBe(strict);
  });
});

// Brands and their features, with the frontend-bundle flags over them, as tables citing spec 000 §1, §7 and §9.
import { describe, expect, test } from 'vitest';
import { BRAND_FEATURES, brandFeatures, type BrandFeatures } from './brand.ts';
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

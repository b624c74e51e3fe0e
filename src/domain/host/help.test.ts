// The help offered (phone and FAQ) and the phone link, as tables citing spec 000 §8 and §9 and spec 001 §9.
import { describe, expect, test } from 'vitest';
import { brandFeatures, type BrandFeatures } from './brand.ts';
import { helpOffer, telHref, type HelpMoment, type HelpOffer } from './help.ts';

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

describe('spec 000 §8 "a phone link": the tel: address keeps digits and the plus sign', () => {
  test.each<[string, string, string]>([
    ['a North American number with hyphens', '1-800-555-0199', 'tel:18005550199'],
    ['a number with brackets and spaces', '(514) 555 0199', 'tel:5145550199'],
    ['an international French number', '+33 1 23 45 67 89', 'tel:+33123456789'],
    ['a French number with dots', '01.23.45.67.89', 'tel:0123456789'],
    ['words around the number are dropped', 'Call 1 800 555 0199 now', 'tel:18005550199'],
  ])('spec 000 §8: %s', (_name, written, href) => {
    expect(telHref(written)).toBe(href);
  });
});

// The tel: link of a written phone number (spec 000 section 8), as a table.
import { describe, expect, test } from 'vitest';
import { telHref } from './phone.ts';

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

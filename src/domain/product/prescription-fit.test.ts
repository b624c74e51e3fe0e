// What a prescription is for and which groups it may cover (spec 000 §5; spec 001 §5: glasses versus contacts).
import { describe, expect, test } from 'vitest';
import { fitsPrescription, groupNeeds, readingKind, type ReadPrescription } from './prescription-fit.ts';
import type { PrescriptionKind } from '../prescription/prescriptions.ts';

describe('spec 000 §3 "Prescription file" attributes: readingKind', () => {
  test.each<[string, ReadPrescription | null | undefined, PrescriptionKind | null]>([
    ['a base curve makes it a contact lens prescription', { attributes: { OD: { sphere: -2, baseCurve: 8.6 } } }, 'contacts'],
    ['a diameter on one eye is enough', { attributes: { OD: { sphere: -2 }, OS: { sphere: -1, diameter: 14.2 } } }, 'contacts'],
    ['sphere and cylinder without a fit: glasses', { attributes: { OD: { sphere: -2.25, cylinder: -0.5 }, OS: { sphere: -1.75 } } }, 'glasses'],
    ['a power alone: glasses', { attributes: { OS: { power: '+1.25' } } }, 'glasses'],
    ['no reading yet: unknown', {}, null],
    ['eyes without values: unknown', { attributes: { OD: {}, OS: null } }, null],
    ['blank text values are not values', { attributes: { OD: { sphere: '', baseCurve: '' } } }, null],
    ['no prescription: unknown', null, null],
  ])('spec 000 §5: %s', (_name, prescription, kind) => {
    expect(readingKind(prescription)).toBe(kind);
  });
});

describe('spec 000 §5: a prescription must match the product type (glasses versus contacts)', () => {
  const line = (productType: string) => ({ productType, insuranceEligible: true });
  const glasses = { cartProducts: [line('FRAME'), line('SINGLE_VISION_LENS')] };
  const contacts = { cartProducts: [line('PRESCRIPTION_CONTACT_LENS')] };
  test.each<[string, PrescriptionKind | null, typeof glasses, boolean]>([
    ['a glasses prescription covers glasses', 'glasses', glasses, true],
    ['a glasses prescription is not offered contact lenses', 'glasses', contacts, false],
    ['a contact lens prescription covers contact lenses', 'contacts', contacts, true],
    ['a contact lens prescription is not offered glasses', 'contacts', glasses, false],
    ['a prescription not read yet is offered both', null, glasses, true],
    ['… contact lenses too', null, contacts, true],
  ])('spec 001 §5: %s', (_name, kind, group, fits) => {
    expect(fitsPrescription(kind, group)).toBe(fits);
  });

  test('spec 000 §5: a group of contact lenses needs a contact lens prescription, any other a glasses one', () => {
    expect([groupNeeds(glasses), groupNeeds(contacts)]).toEqual(['glasses', 'contacts']);
  });
});

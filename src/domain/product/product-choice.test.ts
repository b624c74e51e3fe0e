// The choice of products to insure (spec 000 §9 "Product selection"; spec 001 §2 "Insure different product").
import { describe, expect, test } from 'vitest';
import { groupKind, insuredGroup, selectableGroups, type GroupKind, type GroupLike } from './product-choice.ts';

const line = (productType: string, insuranceEligible = true, includedInPrescription = false) => ({ productType, insuranceEligible, includedInPrescription });

describe('spec 001 §2: selectableGroups', () => {
  test.each<[string, GroupLike[], string[]]>([
    ['groups with an id and an eligible line', [{ id: 'glasses', cartProducts: [line('FRAME')] }, { id: 'contacts-1', cartProducts: [line('PRESCRIPTION_CONTACT_LENS')] }], ['glasses', 'contacts-1']],
    ['a group without an id cannot be sent', [{ cartProducts: [line('FRAME')] }], []],
    ['a group of ineligible lines is not a choice', [{ id: 'not-covered', cartProducts: [line('ACCESSORIES', false)] }], []],
  ])('spec 000 §9: %s', (_name, groups, ids) => {
    expect(selectableGroups(groups).map((g) => g.id)).toEqual(ids);
  });

  test('no groups at all: no choice', () => {
    expect(selectableGroups(null)).toEqual([]);
  });
});

describe('spec 001 §2: insuredGroup', () => {
  test.each<[string, GroupLike[], string | undefined]>([
    ['the group the prescription includes', [{ id: 'glasses', cartProducts: [line('FRAME')] }, { id: 'contacts-1', cartProducts: [line('PRESCRIPTION_CONTACT_LENS', true, true)] }], 'contacts-1'],
    ['else the first', [{ id: 'glasses', cartProducts: [line('FRAME')] }, { id: 'contacts-1', cartProducts: [line('PRESCRIPTION_CONTACT_LENS')] }], 'glasses'],
    ['none without groups', [], undefined],
  ])('spec 001 §2: %s', (_name, groups, id) => {
    expect(insuredGroup(groups)?.id).toBe(id);
  });
});

describe('spec 001 §2: groupKind names a group by its product types', () => {
  test.each<[string, string[], GroupKind]>([
    ['prescription sunglasses, even with lenses', ['PRESCRIPTION_SUNGLASSES', 'SINGLE_VISION_LENS'], 'sunglasses'],
    ['a frame with its lenses: glasses', ['FRAME', 'PROGRESSIVE_LENS'], 'glasses'],
    ['contact lenses', ['PRESCRIPTION_CONTACT_LENS'], 'contacts'],
    ['lenses alone', ['SINGLE_VISION_LENS'], 'lenses'],
    ['anything else', ['ACCESSORIES'], 'other'],
  ])('spec 000 §3 product groups: %s', (_name, types, kind) => {
    expect(groupKind({ cartProducts: types.map((t) => line(t)) })).toBe(kind);
  });
});

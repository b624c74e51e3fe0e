// The choice of products to insure (spec 000 §9 "Product selection"; spec 001 §2 "Insure different product").
import { describe, expect, test } from 'vitest';
import { choicePrescriptionId, groupChoices, groupKind, hasOtherChoice, insuredGroup, selectableGroups, startingGroup, uncoveredGroups, type ChoiceRecordLike, type GroupKind, type GroupLike } from './product-choice.ts';

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

describe('spec 000 §9, spec 001 §2 and §5: the groups "Insure different product" offers, and the prescription they are claimed under', () => {
  const glasses: GroupLike = { id: 'glasses', prescriptionId: 'rx_glasses', cartProducts: [line('FRAME', true, true), line('SINGLE_VISION_LENS', true, true)] };
  const contacts: GroupLike = { id: 'contacts', cartProducts: [line('PRESCRIPTION_CONTACT_LENS')] };
  const sunglasses: GroupLike = { id: 'sun', cartProducts: [line('PRESCRIPTION_SUNGLASSES')] };
  const readGlasses = { id: 'rx_glasses', status: 'APPROVED', attributes: { OD: { sphere: -1.25 }, OS: { sphere: -1 } } };
  const readContacts = { id: 'rx_contacts', status: 'APPROVED', attributes: { OD: { power: -1.25, baseCurve: 8.6 } } };
  const notRead = { id: 'rx_glasses', status: 'APPROVED' };
  test.each<[string, ChoiceRecordLike<GroupLike>, string | undefined, [string, string | null][]]>([
    ['a glasses prescription: glasses and sunglasses offered, contact lenses need their own', { eligibleProducts: [glasses, contacts, sunglasses], prescriptions: [readGlasses] }, 'rx_glasses', [['glasses', null], ['contacts', 'contacts'], ['sun', null]]],
    ['a contact lens prescription, no group claimed yet: the first validated one; glasses need their own', { eligibleProducts: [{ ...glasses, prescriptionId: null }, contacts], prescriptions: [{ ...readContacts, status: 'PENDING' }, readContacts] }, 'rx_contacts', [['glasses', 'glasses'], ['contacts', null]]],
    ['a prescription not read yet keeps every group on offer', { eligibleProducts: [glasses, contacts], prescriptions: [notRead] }, 'rx_glasses', [['glasses', null], ['contacts', null]]],
    ['no validated prescription and no group claimed: every group, under none', { eligibleProducts: [{ ...glasses, prescriptionId: null }, contacts], prescriptions: [{ ...readGlasses, status: 'PENDING' }] }, undefined, [['glasses', null], ['contacts', null]]],
    ['groups without an id or an eligible line are never offered', { eligibleProducts: [glasses, { cartProducts: [line('FRAME')] }, { id: 'solution', cartProducts: [line('SOLUTIONS', false)] }], prescriptions: [readGlasses] }, 'rx_glasses', [['glasses', null]]],
  ])('%s', (_name, record, rx, offered) => {
    expect(choicePrescriptionId(record)).toBe(rx);
    expect(groupChoices(record).map((c) => [c.group.id, c.needs])).toEqual(offered);
  });

  test('no record: nothing offered', () => {
    expect(groupChoices(null)).toEqual([]);
  });
});

describe('spec 001 §2: the group "Insure different product" starts on', () => {
  const glasses = { id: 'glasses', cartProducts: [line('FRAME')] };
  const contacts = { id: 'contacts', cartProducts: [line('PRESCRIPTION_CONTACT_LENS')] };
  test.each<[string, { group: GroupLike & { id: string }; needs: 'glasses' | 'contacts' | null }[], string | undefined]>([
    ['the insured one, when it is offered', [{ group: glasses, needs: null }, { group: { ...contacts, cartProducts: [line('PRESCRIPTION_CONTACT_LENS', true, true)] }, needs: null }], 'contacts'],
    ['none insured yet: the first offered, past one the prescription cannot cover', [{ group: contacts, needs: 'contacts' }, { group: glasses, needs: null }], 'glasses'],
    ['none offered: none', [{ group: contacts, needs: 'contacts' }], undefined],
  ])('%s', (_name, choices, id) => {
    expect(startingGroup(choices)?.id).toBe(id);
  });
});

describe('spec 001 §2 and §5: "Insure different product" has another group to offer', () => {
  const glasses = { id: 'glasses', cartProducts: [line('FRAME', true, true)] };
  const sunglasses = { id: 'sun', cartProducts: [line('PRESCRIPTION_SUNGLASSES')] };
  const contacts = { id: 'contacts', cartProducts: [line('PRESCRIPTION_CONTACT_LENS')] };
  test.each<[string, { group: GroupLike & { id: string }; needs: 'glasses' | 'contacts' | null }[], boolean]>([
    ['glasses insured, sunglasses the same prescription covers: another to offer', [{ group: glasses, needs: null }, { group: sunglasses, needs: null }], true],
    ['glasses insured, the contact lenses need their own prescription: nothing else to choose', [{ group: glasses, needs: null }, { group: contacts, needs: 'contacts' }], false],
    ['glasses insured and nothing else: nothing else to choose', [{ group: glasses, needs: null }], false],
    ['nothing the prescription covers: nothing to choose', [{ group: contacts, needs: 'contacts' }], false],
    ['a prescription not read yet, both on offer: another to offer', [{ group: glasses, needs: null }, { group: contacts, needs: null }], true],
  ])('%s', (_name, choices, other) => {
    expect(hasOtherChoice(choices)).toBe(other);
  });
});

describe('spec 000 §5: the groups no prescription of the claim can cover, and what each needs', () => {
  const glasses: GroupLike = { id: 'glasses', cartProducts: [line('FRAME'), line('SINGLE_VISION_LENS')] };
  const contacts: GroupLike = { id: 'contacts', cartProducts: [line('PRESCRIPTION_CONTACT_LENS')] };
  const sunglasses: GroupLike = { id: 'sun', cartProducts: [line('PRESCRIPTION_SUNGLASSES')] };
  const solution: GroupLike = { id: 'solution', cartProducts: [line('SOLUTIONS', false)] };
  const forGlasses = { id: 'rx_g', status: 'APPROVED', attributes: { OD: { sphere: -1.25 } } };
  const forContacts = { id: 'rx_c', status: 'APPROVED', attributes: { OD: { power: -1.25, baseCurve: 8.6 } } };
  test.each<[string, ChoiceRecordLike<GroupLike>, [string, string][]]>([
    ['a glasses prescription alone: the contact lenses need their own', { eligibleProducts: [glasses, contacts, sunglasses, solution], prescriptions: [forGlasses] }, [['contacts', 'contacts']]],
    ['a contact lens prescription alone: the glasses and the sunglasses need one for glasses', { eligibleProducts: [glasses, contacts, sunglasses], prescriptions: [forContacts] }, [['glasses', 'glasses'], ['sun', 'glasses']]],
    ['one of each: every group covered', { eligibleProducts: [glasses, contacts], prescriptions: [forGlasses, forContacts] }, []],
    ['a validated prescription not read yet may be of either kind: nothing said', { eligibleProducts: [glasses, contacts], prescriptions: [forGlasses, { id: 'rx_x', status: 'APPROVED' }] }, []],
    ['a refused contact lens prescription covers nothing: the contact lenses still need one', { eligibleProducts: [glasses, contacts], prescriptions: [forGlasses, { ...forContacts, status: 'AUTO_DISAPPROVED' }] }, [['contacts', 'contacts']]],
    ['no validated prescription: nothing said (the view asks for one)', { eligibleProducts: [glasses, contacts], prescriptions: [{ ...forGlasses, status: 'UPLOADED' }] }, []],
  ])('%s', (_name, record, uncovered) => {
    expect(uncoveredGroups(record).map((u) => [u.group.id, u.needs])).toEqual(uncovered);
  });
});

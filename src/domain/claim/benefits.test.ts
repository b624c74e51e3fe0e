// Benefit choice, copay detection and plan flags, as tables citing spec 000 §3 and §9 and spec 001 §4.
import { describe, expect, test } from 'vitest';
import {
  benefitName, chooseBenefit, chosenBenefits,
  contactLensesComingSoon, countsAsBenefit, frameAndLensOnlyAdditionalPurchase, hasCopay, isBenefitAvailable,
  isComingSoon, type BenefitPlanInput,
} from './benefits.ts';

interface Plan extends BenefitPlanInput {
  id: string;
}

const plan = (id: string, fields: BenefitPlanInput): Plan => ({ id, benefitAvailability: 'SUPPORTED', ...fields });
const routineOn = plan('routine-on', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE' });
const routineOff = plan('routine-off', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE' });
const extraOn = plan('extra-on', { benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_AVAILABLE' });
const extraOff = plan('extra-off', { benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_NOT_AVAILABLE' });
const otherOn = plan('other-on', { benefitCategory: 'WELLNESS', benefitStatus: 'BENEFITS_AVAILABLE' });

// The plan types of spec 000 §3 (FRAME, CONTACT_LENSES, LENSES) and the eye exam have a name of their own; the rest do not.
describe('spec 000 §3 / spec 001 §3 benefit types: the name a plan shows on every screen', () => {
  test.each<[string, string | null | undefined, string]>([
    ['frames are named', 'FRAME', 'FRAME'],
    ['lenses are named', 'LENSES', 'LENSES'],
    ['contact lenses are named', 'CONTACT_LENSES', 'CONTACT_LENSES'],
    ['the eye exam, offered in store, is named', 'EYE_EXAM', 'EYE_EXAM'],
    ['a contact-lens fitting is another benefit', 'CONTACT_LENS_FITTING', 'OTHER'],
    ['frame with lenses is another benefit', 'FRAME_WITH_LENSES', 'OTHER'],
    ['OTHER is another benefit', 'OTHER', 'OTHER'],
    ['a type the spec does not list is another benefit, still listed', 'VISION_THERAPY', 'OTHER'],
    ['a type in another case is not a named one', 'eye_exam', 'OTHER'],
    ['a missing type is another benefit', undefined, 'OTHER'],
    ['a null type is another benefit', null, 'OTHER'],
  ])('spec 001 §3: %s', (_name, planType, name) => {
    expect(benefitName(planType)).toBe(name);
  });
});

describe('spec 000 §3 Benefit plan: status and availability', () => {
  test.each<{ name: string; plan: BenefitPlanInput; available: boolean }>([
    { name: 'BENEFITS_AVAILABLE is available', plan: { benefitStatus: 'BENEFITS_AVAILABLE' }, available: true },
    { name: 'BENEFITS_NOT_AVAILABLE is not', plan: { benefitStatus: 'BENEFITS_NOT_AVAILABLE' }, available: false },
    { name: 'an unknown status defaults to not available', plan: { benefitStatus: 'PARTIAL' }, available: false },
    { name: 'a missing status defaults to not available', plan: {}, available: false },
    { name: 'a null status defaults to not available', plan: { benefitStatus: null }, available: false },
  ])('spec 000 §3: $name', ({ plan: p, available }) => {
    expect(isBenefitAvailable(p)).toBe(available);
  });

  test.each<{ name: string; availability: string | null | undefined; counts: boolean; comingSoon: boolean }>([
    { name: 'SUPPORTED counts and is not coming soon', availability: 'SUPPORTED', counts: true, comingSoon: false },
    { name: 'COMING_SOON counts and is coming soon', availability: 'COMING_SOON', counts: true, comingSoon: true },
    { name: 'an unknown availability does not count', availability: 'RETIRED', counts: false, comingSoon: false },
    { name: 'a missing availability does not count', availability: undefined, counts: false, comingSoon: false },
    { name: 'a null availability does not count', availability: null, counts: false, comingSoon: false },
  ])('spec 000 §9: $name', ({ availability, counts, comingSoon }) => {
    expect(countsAsBenefit({ benefitAvailability: availability })).toBe(counts);
    expect(isComingSoon({ benefitAvailability: availability })).toBe(comingSoon);
  });
});

describe('spec 000 §9 / spec 001 §4 benefit choice', () => {
  test.each<{ name: string; plans: Plan[] | null | undefined; chosen: string | null }>([
    { name: 'prefers ROUTINE available over ADDITIONAL_PURCHASE available', plans: [extraOn, routineOn], chosen: 'routine-on' },
    { name: 'takes ADDITIONAL_PURCHASE available before an unavailable ROUTINE', plans: [routineOff, extraOn], chosen: 'extra-on' },
    { name: 'falls back to an unavailable ROUTINE when nothing is available', plans: [extraOff, routineOff], chosen: 'routine-off' },
    { name: 'falls back to an unavailable ADDITIONAL_PURCHASE as the last resort', plans: [extraOff], chosen: 'extra-off' },
    { name: 'ranks an available unknown category after ADDITIONAL_PURCHASE available', plans: [otherOn, extraOn], chosen: 'extra-on' },
    { name: 'ranks an available unknown category before any unavailable benefit', plans: [routineOff, otherOn], chosen: 'other-on' },
    {
      name: 'treats an unknown status as unavailable',
      plans: [plan('routine-odd', { benefitCategory: 'ROUTINE', benefitStatus: 'MAYBE' }), extraOn],
      chosen: 'extra-on',
    },
    {
      name: 'treats a missing status as unavailable',
      plans: [plan('routine-none', { benefitCategory: 'ROUTINE' }), extraOff],
      chosen: 'routine-none',
    },
    {
      name: 'counts a COMING_SOON benefit',
      plans: [plan('soon', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'COMING_SOON' }), extraOn],
      chosen: 'soon',
    },
    {
      name: 'skips a benefit whose availability is neither SUPPORTED nor COMING_SOON',
      plans: [plan('retired', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'RETIRED' }), extraOff],
      chosen: 'extra-off',
    },
    {
      name: 'skips a benefit with no availability at all',
      plans: [{ id: 'bare', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE' }],
      chosen: null,
    },
    { name: 'keeps the service order between equal benefits', plans: [routineOn, { ...routineOn, id: 'routine-on-2' }], chosen: 'routine-on' },
    { name: 'answers null for no plans', plans: [], chosen: null },
    { name: 'answers null for a null list', plans: null, chosen: null },
    { name: 'answers null for an undefined list', plans: undefined, chosen: null },
  ])('spec 000 §9: chooseBenefit $name', ({ plans, chosen }) => {
    expect(chooseBenefit(plans)?.id ?? null).toBe(chosen);
  });
});

describe('spec 000 §9 / spec 001 §4 the benefit each plan type shows: chosenBenefits', () => {
  const typed = (id: string, planType: string, fields: BenefitPlanInput): Plan => plan(id, { planType, ...fields });
  const frameExtra = typed('frame-extra', 'FRAME', { benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_AVAILABLE' });
  const frameRoutine = typed('frame-routine', 'FRAME', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE' });
  const lensesOff = typed('lenses-off', 'LENSES', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE' });
  const lensesExtra = typed('lenses-extra', 'LENSES', { benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_AVAILABLE' });
  const contactsSoon = typed('contacts-soon', 'CONTACT_LENSES', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE', benefitAvailability: 'COMING_SOON' });
  const contactsUnsupported = typed('contacts-unsupported', 'CONTACT_LENSES', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'NOT_SUPPORTED' });
  const examNoAvailability = typed('exam', 'EYE_EXAM', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: null });
  const wellness = typed('wellness', 'WELLNESS', { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE' });

  test.each<{ name: string; plans: Plan[] | null; order?: string[]; expected: string[] }>([
    { name: 'one benefit per type: ROUTINE available before ADDITIONAL_PURCHASE available', plans: [frameExtra, frameRoutine], expected: ['frame-routine'] },
    { name: 'ADDITIONAL_PURCHASE available before an unavailable ROUTINE', plans: [lensesOff, lensesExtra], expected: ['lenses-extra'] },
    { name: 'an unavailable benefit is still shown when it is the only one counted', plans: [lensesOff], expected: ['lenses-off'] },
    { name: 'COMING_SOON counts', plans: [contactsSoon], expected: ['contacts-soon'] },
    { name: 'an availability other than SUPPORTED or COMING_SOON does not count', plans: [contactsUnsupported], expected: [] },
    { name: 'a missing availability does not count', plans: [examNoAvailability], expected: [] },
    { name: 'FRAME, LENSES, CONTACT_LENSES first whatever the service order, then other types', plans: [wellness, contactsSoon, lensesExtra, frameExtra], expected: ['frame-extra', 'lenses-extra', 'contacts-soon', 'wellness'] },
    { name: 'the page flow\'s order when given', plans: [frameRoutine, lensesExtra], order: ['LENSES', 'FRAME'], expected: ['lenses-extra', 'frame-routine'] },
    { name: 'no plans, none shown', plans: null, expected: [] },
  ])('spec 000 §9: $name', ({ plans, order, expected }) => {
    expect(chosenBenefits(plans, order).map((p) => p.id)).toEqual(expected);
  });
});

describe('spec 000 §9 copay detection', () => {
  test.each<{ name: string; description: string | null | undefined; copay: boolean }>([
    { name: 'finds "copay"', description: 'Frames: $10 copay applies', copay: true },
    { name: 'finds "co-pay"', description: 'Lenses with co-pay of $25', copay: true },
    { name: 'finds "co pay"', description: 'Exam co pay $5', copay: true },
    { name: 'ignores case: "COPAY"', description: 'COPAY $20', copay: true },
    { name: 'ignores case: "Co-Pay"', description: 'Co-Pay required', copay: true },
    { name: 'finds "copayment", which contains copay', description: 'A copayment is due', copay: true },
    { name: 'finds copay at the very start', description: 'copay', copay: true },
    { name: 'accepts a non-breaking hyphen: "co\u2011pay"', description: 'co\u2011pay $10', copay: true },
    { name: 'accepts an en dash: "co\u2013pay"', description: 'co\u2013pay $10', copay: true },
    { name: 'accepts a minus sign: "co\u2212pay"', description: 'co\u2212pay $10', copay: true },
    { name: 'accepts a no-break space: "co\u00a0pay"', description: 'co\u00a0pay $10', copay: true },
    { name: 'accepts a soft hyphen: "co\u00adpay"', description: 'co\u00adpay $10', copay: true },
    { name: 'accepts copay after a digit or symbol: "$10copay"', description: '$10copay', copay: true },
    { name: 'refuses "participation", which is as often the mutuelle’s share', description: 'Verres : participation de la mutuelle jusqu’à 150,00 €', copay: false },
    { name: 'finds Quebec French: "quote-part"', description: 'Verres : jusqu’à 150,00 $, quote-part de 10,00 $', copay: true },
    { name: 'finds "Quote-part" at the start', description: 'Quote-part de 10 $', copay: true },
    { name: 'refuses two separators: "co - pay"', description: 'co - pay', copay: false },
    { name: 'refuses a letter before co: "taco pay"', description: 'taco pay', copay: false },
    { name: 'refuses a description without copay', description: 'Covered in full once every 24 months', copay: false },
    { name: 'refuses "pay" alone', description: 'You pay nothing', copay: false },
    { name: 'refuses an empty description', description: '', copay: false },
    { name: 'refuses a null description', description: null, copay: false },
    { name: 'refuses an undefined description', description: undefined, copay: false },
  ])('spec 000 §9: hasCopay $name', ({ description, copay }) => {
    expect(hasCopay(description)).toBe(copay);
  });
});

const frame = (fields: BenefitPlanInput): BenefitPlanInput => ({ planType: 'FRAME', benefitAvailability: 'SUPPORTED', benefitStatus: 'BENEFITS_AVAILABLE', ...fields });
const lens = (fields: BenefitPlanInput): BenefitPlanInput => ({ ...frame(fields), planType: 'LENSES' });

describe('spec 001 §4 frame and lens both with only additional-purchase benefits', () => {
  test.each<{ name: string; plans: BenefitPlanInput[] | null | undefined; flagged: boolean }>([
    {
      name: 'flagged when frame and lenses both offer only ADDITIONAL_PURCHASE',
      plans: [frame({ benefitCategory: 'ADDITIONAL_PURCHASE' }), lens({ benefitCategory: 'ADDITIONAL_PURCHASE' })],
      flagged: true,
    },
    {
      name: 'flagged when the ROUTINE benefits are used up (unavailable)',
      plans: [
        frame({ benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE' }), frame({ benefitCategory: 'ADDITIONAL_PURCHASE' }),
        lens({ benefitCategory: 'ADDITIONAL_PURCHASE' }),
      ],
      flagged: true,
    },
    {
      name: 'flagged when a frame ROUTINE benefit is not supported, so does not count',
      plans: [
        frame({ benefitCategory: 'ROUTINE', benefitAvailability: 'RETIRED' }), frame({ benefitCategory: 'ADDITIONAL_PURCHASE' }),
        lens({ benefitCategory: 'ADDITIONAL_PURCHASE' }),
      ],
      flagged: true,
    },
    {
      name: 'not flagged when the frame also has an available ROUTINE benefit',
      plans: [frame({ benefitCategory: 'ROUTINE' }), frame({ benefitCategory: 'ADDITIONAL_PURCHASE' }), lens({ benefitCategory: 'ADDITIONAL_PURCHASE' })],
      flagged: false,
    },
    {
      name: 'not flagged when the lenses have a ROUTINE benefit',
      plans: [frame({ benefitCategory: 'ADDITIONAL_PURCHASE' }), lens({ benefitCategory: 'ROUTINE' })],
      flagged: false,
    },
    { name: 'not flagged when only the frame has benefits', plans: [frame({ benefitCategory: 'ADDITIONAL_PURCHASE' })], flagged: false },
    { name: 'not flagged when only the lenses have benefits', plans: [lens({ benefitCategory: 'ADDITIONAL_PURCHASE' })], flagged: false },
    {
      name: 'not flagged when the lens benefit is unavailable',
      plans: [frame({ benefitCategory: 'ADDITIONAL_PURCHASE' }), lens({ benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_NOT_AVAILABLE' })],
      flagged: false,
    },
    {
      name: 'not flagged when contact lenses are the additional-purchase plan, not lenses',
      plans: [frame({ benefitCategory: 'ADDITIONAL_PURCHASE' }), { ...lens({ benefitCategory: 'ADDITIONAL_PURCHASE' }), planType: 'CONTACT_LENSES' }],
      flagged: false,
    },
    { name: 'not flagged for no plans', plans: [], flagged: false },
    { name: 'not flagged for a null list', plans: null, flagged: false },
    { name: 'not flagged for an undefined list', plans: undefined, flagged: false },
  ])('spec 001 §4: $name', ({ plans, flagged }) => {
    expect(frameAndLensOnlyAdditionalPurchase(plans)).toBe(flagged);
  });
});

const contacts = (availability: string): BenefitPlanInput => ({ planType: 'CONTACT_LENSES', benefitCategory: 'ROUTINE', benefitAvailability: availability });

describe('spec 001 §8 CONTACT_LENSES_COMING_SOON: contact-lens benefits coming soon', () => {
  test.each<{ name: string; plans: BenefitPlanInput[] | null | undefined; soon: boolean }>([
    { name: 'coming soon when the only contact-lens benefit is COMING_SOON', plans: [contacts('COMING_SOON')], soon: true },
    { name: 'coming soon when a retired contact-lens benefit is ignored', plans: [contacts('COMING_SOON'), contacts('RETIRED')], soon: true },
    { name: 'not coming soon when a contact-lens benefit is SUPPORTED', plans: [contacts('COMING_SOON'), contacts('SUPPORTED')], soon: false },
    { name: 'not coming soon when only frame benefits are COMING_SOON', plans: [frame({ benefitAvailability: 'COMING_SOON' })], soon: false },
    { name: 'not coming soon when no contact-lens benefit counts', plans: [contacts('RETIRED')], soon: false },
    { name: 'not coming soon for a null list', plans: null, soon: false },
  ])('spec 001 §8: $name', ({ plans, soon }) => {
    expect(contactLensesComingSoon(plans)).toBe(soon);
  });
});

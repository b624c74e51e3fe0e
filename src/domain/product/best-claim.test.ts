// The best use of the benefits (spec 000 §5 and §9; spec 001 §4 and §5): tables of the rules, then a property checked
// exhaustively on small carts: no valid claim gets the member more than the one chosen, and the one chosen is valid.
import { describe, expect, test } from 'vitest';
import { bestClaim, claimPrescriptions, claimShare, notCoveredYet, recordBestClaim, type ClaimGroup, type ClaimLine, type ClaimPlan, type ClaimPrescription, type RecordPrescription } from './best-claim.ts';
import { groupNeeds } from './prescription-fit.ts';
import { selectableGroups } from './product-choice.ts';

const plan = (planType: string, extra: Partial<ClaimPlan> = {}): ClaimPlan => ({
  planType, benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED', ...extra,
});
const ALL = [plan('FRAME'), plan('LENSES'), plan('CONTACT_LENSES')];
const line = (productId: string, productType: string, costMinor: number, insuranceEligible = true): ClaimLine => ({ productId, productType, costMinor, insuranceEligible });
const frame = line('frame', 'FRAME', 20_000);
const lens = line('lens', 'SINGLE_VISION_LENS', 12_000);
const daily = line('daily', 'PRESCRIPTION_CONTACT_LENS', 9_000);
const monthly = line('monthly', 'PRESCRIPTION_CONTACT_LENS', 6_000);
const GLASSES: ClaimGroup = { id: 'glasses', cartProducts: [frame, lens] };
const DAILY: ClaimGroup = { id: 'contacts-daily', cartProducts: [daily] };
const MONTHLY: ClaimGroup = { id: 'contacts-monthly', cartProducts: [monthly] };
const CART = [GLASSES, DAILY, MONTHLY];
const rx = (id: string, kind: ClaimPrescription['kind'], doctor?: string): ClaimPrescription => ({ id, kind, doctor });

describe('spec 000 §9: claimShare, the insurer share of lines', () => {
  test.each<[string, ClaimPlan[], ClaimLine[], Record<string, number>, number]>([
    ['every line of an available plan, uncapped', ALL, [frame, lens, daily], {}, 41_000],
    ['each plan type capped by its allowance', ALL, [frame, lens, daily, monthly], { FRAME: 15_000, LENSES: 10_000, CONTACT_LENSES: 12_000 }, 37_000],
    ['spec 000 §3: a plan not available pays nothing', [plan('FRAME', { benefitStatus: 'BENEFITS_NOT_AVAILABLE' }), plan('LENSES')], [frame, lens], {}, 12_000],
    ['spec 001 §8: contact lenses coming soon pay nothing', [plan('CONTACT_LENSES', { benefitAvailability: 'COMING_SOON' })], [daily], {}, 0],
    ['spec 000 §9: routine before additional purchase: the routine allowance applies', [plan('FRAME', { benefitCategory: 'ADDITIONAL_PURCHASE' }), plan('FRAME')], [frame], { FRAME: 5_000 }, 5_000],
    ['spec 000 §9: an additional purchase pays when routine is used up', [plan('FRAME', { benefitStatus: 'BENEFITS_NOT_AVAILABLE' }), plan('FRAME', { benefitCategory: 'ADDITIONAL_PURCHASE' })], [frame], {}, 20_000],
    ['a product type the plan refuses pays nothing', [plan('LENSES', { productTypesEligibility: [{ productType: 'SINGLE_VISION_LENS', eligibility: 'NOT_ELIGIBLE' }] })], [lens], {}, 0],
    ['an ineligible line pays nothing', ALL, [line('case', 'FRAME', 5_000, false)], {}, 0],
    ['an ungrouped product draws on no plan', ALL, [line('cloth', 'ACCESSORIES', 900)], {}, 0],
    ['the record names the plan type a line draws on', [plan('FRAME')], [{ ...lens, claimProductTypes: ['FRAME'] }], {}, 12_000],
    ['no plans: nothing', [], [frame], {}, 0],
  ])('%s', (_name, plans, lines, allowances, share) => {
    expect(claimShare(plans, lines, allowances)).toBe(share);
  });
});

describe('spec 000 §5 and §9: bestClaim', () => {
  test.each<[string, ClaimPlan[], ClaimGroup[], ClaimPrescription[] | undefined, Record<string, number>, string[], Record<string, string[]>, number]>([
    ['before any prescription: every group the plans pay for', ALL, CART, undefined, {}, ['glasses', 'contacts-daily', 'contacts-monthly'], {}, 47_000],
    ['spec 000 §5: a glasses prescription covers the glasses only', ALL, CART, [rx('g', 'glasses')], {}, ['glasses'], { g: ['glasses'] }, 32_000],
    ['spec 000 §5: a contact lens prescription covers every contact lens group', ALL, CART, [rx('c', 'contacts')], {}, ['contacts-daily', 'contacts-monthly'], { c: ['contacts-daily', 'contacts-monthly'] }, 15_000],
    ['spec 000 §5: glasses and contacts under two prescriptions', ALL, CART, [rx('c', 'contacts'), rx('g', 'glasses')], {}, ['glasses', 'contacts-daily', 'contacts-monthly'], { g: ['glasses'], c: ['contacts-daily', 'contacts-monthly'] }, 47_000],
    ['spec 000 §5: one prescription not read yet serves the kind that pays more', ALL, CART, [rx('u', null)], {}, ['glasses'], { u: ['glasses'] }, 32_000],
    ['… contacts when the allowances make them worth more', ALL, CART, [rx('u', null)], { FRAME: 1_000, LENSES: 1_000 }, ['contacts-daily', 'contacts-monthly'], { u: ['contacts-daily', 'contacts-monthly'] }, 15_000],
    ['spec 000 §5: one doctor per claim: the doctor whose prescriptions pay more', ALL, CART, [rx('g', 'glasses', 'Lee'), rx('c', 'contacts', 'Roy')], {}, ['glasses'], { g: ['glasses'] }, 32_000],
    ['spec 001 §8: contacts coming soon are left out', [plan('FRAME'), plan('LENSES'), plan('CONTACT_LENSES', { benefitAvailability: 'COMING_SOON' })], CART, [rx('g', 'glasses'), rx('c', 'contacts')], {}, ['glasses'], { g: ['glasses'] }, 32_000],
    ['a capped plan still claims its lines (the estimate may be low)', ALL, CART, [rx('c', 'contacts')], { CONTACT_LENSES: 5_000 }, ['contacts-daily', 'contacts-monthly'], { c: ['contacts-daily', 'contacts-monthly'] }, 5_000],
    ['spec 001 §2: a group without an id cannot be claimed', ALL, [{ cartProducts: [frame] }, DAILY], undefined, {}, ['contacts-daily'], {}, 9_000],
    ['no prescription: nothing to claim', ALL, CART, [], {}, [], {}, 0],
    ['no plan: nothing to claim', [], CART, [rx('g', 'glasses')], {}, [], {}, 0],
  ])('%s', (_name, plans, groups, prescriptions, allowances, claimed, byPrescription, share) => {
    const best = bestClaim(plans, groups, { prescriptions, allowances });
    expect(best.groups).toEqual(claimed);
    expect(best.byPrescription).toEqual(byPrescription);
    expect(best.share).toBe(share);
    expect(best.lines).toEqual(groups.filter((g) => claimed.includes(g.id ?? '')).flatMap((g) => g.cartProducts.map((l) => l.productId)));
  });
});

// ---- The property, on every subset of small carts ----

/** Every subset of a list, the empty one included (2^n of them). */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
}

/** Every way to give each of n items one of k values (k^n of them). */
function assignments(n: number, k: number): number[][] {
  return Array.from({ length: n }).reduce<number[][]>((all) => all.flatMap((a) => Array.from({ length: k }, (_, v) => [...a, v])), [[]]);
}

/**
 * The oracle of a valid claim, from the spec's words rather than the optimiser's: whole selectable groups only; without
 * prescriptions any kind; with them, some assignment of each chosen group to a prescription of its kind (or not read
 * yet), all of one doctor, no prescription serving both glasses and contacts.
 */
function validClaim(lines: readonly ClaimLine[], groups: readonly ClaimGroup[], prescriptions: readonly ClaimPrescription[] | undefined): boolean {
  const ids = new Set(lines.map((l) => l.productId));
  const chosen = selectableGroups(groups).filter((g) => g.cartProducts.some((l) => ids.has(l.productId)));
  const whole = chosen.every((g) => g.cartProducts.every((l) => (l.insuranceEligible === true) === ids.has(l.productId)));
  const covered = lines.every((l) => chosen.some((g) => g.cartProducts.includes(l)));
  if (!whole || !covered) return false;
  if (!prescriptions || chosen.length === 0) return true;
  return assignments(chosen.length, prescriptions.length).some((a) => assignedValid(chosen, a.map((i) => prescriptions[i]!)));
}

function assignedValid(chosen: readonly ClaimGroup[], to: readonly ClaimPrescription[]): boolean {
  const fits = chosen.every((g, i) => to[i]!.kind === null || to[i]!.kind === groupNeeds(g));
  const oneDoctor = new Set(to.map((p) => p.doctor ?? '')).size <= 1;
  const oneKindEach = to.every((p, i) => to.every((q, j) => q.id !== p.id || groupNeeds(chosen[i]!) === groupNeeds(chosen[j]!)));
  return fits && oneDoctor && oneKindEach;
}

/** A small deterministic generator (a linear congruential one), so every run checks the same carts. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const TYPES = ['FRAME', 'PRESCRIPTION_SUNGLASSES', 'SINGLE_VISION_LENS', 'PROGRESSIVE_LENS', 'PRESCRIPTION_CONTACT_LENS', 'SOLUTIONS', 'ACCESSORIES'];

/** A cart of up to five lines, grouped as the service groups them: glasses together, each contact lens line alone, the rest apart. */
function cart(random: () => number, n: number): ClaimGroup[] {
  const lines = Array.from({ length: n }, (_, i) => line(`p${i}`, TYPES[Math.floor(random() * TYPES.length)]!, 1_000 * (1 + Math.floor(random() * 25)), random() > 0.15));
  const contact = (l: ClaimLine) => groupNeeds({ cartProducts: [{ ...l, insuranceEligible: true }] }) === 'contacts';
  const glasses = lines.filter((l) => !contact(l));
  return [
    ...(glasses.length ? [{ id: random() > 0.1 ? 'glasses' : null, cartProducts: glasses }] : []),
    ...lines.filter(contact).map((l) => ({ id: `contacts-${l.productId}`, cartProducts: [l] })),
  ];
}

const PLAN_SHAPES: [string, ClaimPlan[], Record<string, number>][] = [
  ['every plan, uncapped', ALL, {}],
  ['every plan, small allowances', ALL, { FRAME: 6_000, LENSES: 4_000, CONTACT_LENSES: 7_000 }],
  ['contacts coming soon', [plan('FRAME'), plan('LENSES'), plan('CONTACT_LENSES', { benefitAvailability: 'COMING_SOON' })], { FRAME: 10_000 }],
  ['frame as an additional purchase only, progressive lenses refused', [plan('FRAME', { benefitCategory: 'ADDITIONAL_PURCHASE' }), plan('LENSES', { productTypesEligibility: [{ productType: 'PROGRESSIVE_LENS', eligibility: 'NOT_ELIGIBLE' }] }), plan('CONTACT_LENSES')], { CONTACT_LENSES: 3_000 }],
  ['no plan', [], {}],
];
const RX_SHAPES: [string, ClaimPrescription[] | undefined][] = [
  ['none uploaded yet', undefined],
  ['one glasses', [rx('g', 'glasses')]],
  ['one contacts', [rx('c', 'contacts')]],
  ['one not read yet', [rx('u', null)]],
  ['two not read yet', [rx('u1', null), rx('u2', null)]],
  ['glasses and contacts of one doctor', [rx('g', 'glasses', 'Lee'), rx('c', 'contacts', 'Lee')]],
  ['glasses and contacts of two doctors, one unread of the first', [rx('c', 'contacts', 'Roy'), rx('g', 'glasses', 'Lee'), rx('u', null, 'Roy')]],
];

describe('spec 000 §5 and §9: recordBestClaim, the record\'s best claim the product choice preselects and the estimate counts', () => {
  const costs: Record<string, number> = { frame: 20_000, lens: 12_000, daily: 9_000, monthly: 6_000 };
  // The costs come from costOf, as the record's lines carry none.
  const groups = CART.map((g) => ({ id: g.id, cartProducts: g.cartProducts.map((l) => ({ ...l, costMinor: undefined })) }));
  const glassesRx: RecordPrescription = { id: 'rx-g', status: 'APPROVED', attributes: { OD: { sphere: '-1.25' } } };
  const contactsRx: RecordPrescription = { id: 'rx-c', status: 'APPROVED', attributes: { OD: { sphere: '-1.25', baseCurve: '8.6' } } };
  test.each<[string, RecordPrescription[] | null, string[]]>([
    ['spec 000 §5: before any upload, the prescriptions the upload asks for, one per kind: every line the plans pay, glasses and contacts', null, ['frame', 'lens', 'daily', 'monthly']],
    ['a glasses prescription read: the glasses', [glassesRx], ['frame', 'lens']],
    ['a contact lens prescription read: the contacts', [contactsRx], ['daily', 'monthly']],
    ['spec 000 §5: glasses and contacts under two prescriptions: both', [glassesRx, contactsRx], ['frame', 'lens', 'daily', 'monthly']],
    ['a refused prescription leaves those the upload asks for again: every line the plans pay, as before any upload', [{ ...glassesRx, status: 'DISAPPROVED' }], ['frame', 'lens', 'daily', 'monthly']],
    ['spec 000 §5: a prescription just uploaded, not yet read, buys one kind: the kind that pays more', [{ id: 'rx-new', status: 'UPLOADED' }], ['frame', 'lens']],
    ['a prescription the insurer is reading: the same', [{ id: 'rx-new', status: 'SENT_FOR_OCR' }], ['frame', 'lens']],
    ['spec 000 §5: a glasses prescription read, its verdict still to come: the glasses, never the contacts', [{ ...glassesRx, status: 'EXTRACTED' }], ['frame', 'lens']],
    ['a contact lens prescription read, its verdict still to come: the contacts', [{ ...contactsRx, status: 'VALID' }], ['daily', 'monthly']],
    ['a glasses prescription validated and a second file being checked: both kinds, the second may be for contacts', [glassesRx, { id: 'rx-new', status: 'UPLOADED' }], ['frame', 'lens', 'daily', 'monthly']],
    ['a refused one beside a read one: the read one decides', [{ ...glassesRx, id: 'rx-x', status: 'DISAPPROVED' }, contactsRx], ['daily', 'monthly']],
  ])('%s', (_name, prescriptions, lines) => {
    expect(recordBestClaim(ALL, groups, (id) => costs[id], prescriptions).lines).toEqual(lines);
  });

  test('spec 000 §5: a cart of glasses alone: the upload asks for one prescription, and the glasses are the claim', () => {
    expect(recordBestClaim(ALL, groups.slice(0, 1), (id) => costs[id], null).lines).toEqual(['frame', 'lens']);
  });

  test('products chosen already: no prescription is still to come, whatever the record lists', () => {
    const chosen = [{ ...groups[0], cartProducts: groups[0]!.cartProducts.map((l) => ({ ...l, includedInPrescription: true })) }, ...groups.slice(1)];
    expect(recordBestClaim(ALL, chosen, (id) => costs[id], null).lines).toEqual([]);
  });
});

describe('spec 000 §3 benefitAvailability and spec 001 §8 CONTACT_LENSES_COMING_SOON: notCoveredYet, the groups the plans do not pay yet', () => {
  const SOON = plan('CONTACT_LENSES', { benefitAvailability: 'COMING_SOON', benefitStatus: 'BENEFITS_NOT_AVAILABLE' });
  const SOLUTION: ClaimGroup = { id: 'not-covered', cartProducts: [line('sol', 'ACCESSORIES', 1_599)] };
  test.each<[string, ClaimPlan[] | null, ClaimGroup[], string[]]>([
    ['contact lenses coming soon (Brindlewood): every contact lens group, not the glasses', [plan('FRAME'), plan('LENSES'), SOON], CART, ['contacts-daily', 'contacts-monthly']],
    ['contact lenses supported: none', ALL, CART, []],
    ['a benefit not available but supported is no "coming soon": none (the insurer says why elsewhere)', [plan('FRAME'), plan('LENSES'), plan('CONTACT_LENSES', { benefitStatus: 'BENEFITS_NOT_AVAILABLE' })], CART, []],
    ['spec 000 §9 benefit choice: an available additional purchase pays, so routine contact lenses coming soon are covered', [plan('FRAME'), SOON, plan('CONTACT_LENSES', { benefitCategory: 'ADDITIONAL_PURCHASE' })], [DAILY], []],
    ['a group no plan names is no "coming soon": none', [plan('FRAME'), SOON], [SOLUTION], []],
    ['the plans not read: none, never a guess', null, CART, []],
  ])('%s', (_name, plans, groups, ids) => {
    expect(notCoveredYet(plans, groups)).toEqual(ids);
  });
});

describe('spec 000 §5 and §9: no valid claim gets the member more than bestClaim (every subset of small carts)', () => {
  const random = seeded(24);
  const carts = Array.from({ length: 40 }, (_, i) => cart(random, 1 + (i % 5)));
  describe.each(PLAN_SHAPES)('plans: %s', (_plans, plans, allowances) => {
    test.each(RX_SHAPES)('prescriptions: %s', (_rx, prescriptions) => {
      let compared = 0;
      for (const groups of carts) {
        const best = bestClaim(plans, groups, { prescriptions, allowances });
        const all = groups.flatMap((g) => g.cartProducts);
        const chosen = all.filter((l) => best.lines.includes(l.productId));
        expect(validClaim(chosen, groups, prescriptions), `chosen ${best.lines.join(',')}`).toBe(true);
        expect(best.share).toBe(claimShare(plans, chosen, allowances));
        if (prescriptions) {
          const assigned = Object.values(best.byPrescription).flat().sort();
          expect(assigned).toEqual([...best.groups].sort());
          const to = best.groups.map((id) => prescriptions.find((p) => best.byPrescription[p.id]?.includes(id))!);
          expect(assignedValid(best.groups.map((id) => groups.find((g) => g.id === id)!), to)).toBe(true);
        }
        for (const other of subsets(all)) {
          if (!validClaim(other, groups, prescriptions)) continue;
          compared++;
          expect(claimShare(plans, other, allowances), `${other.map((l) => l.productId).join(',')} beats ${best.lines.join(',')}`).toBeLessThanOrEqual(best.share);
        }
      }
      expect(compared).toBeGreaterThan(carts.length);
    });
  });
});

describe('spec 000 §5: claimPrescriptions, the prescriptions the claim and its estimate are chosen for', () => {
  const read = (id: string, status: string, baseCurve?: string): RecordPrescription => ({ id, status, attributes: { OD: { sphere: '-1.25', ...(baseCurve ? { baseCurve } : {}) } } });
  test.each<[string, RecordPrescription[] | null, boolean, ClaimPrescription[]]>([
    ['none uploaded: one per kind the upload asks for, not read yet', null, false, [rx('expected-1', null), rx('expected-2', null)]],
    ['none uploaded, products chosen already: none to come', [], true, []],
    ['a glasses prescription validated: glasses', [read('g', 'AUTO_APPROVED')], false, [rx('g', 'glasses')]],
    ['a glasses prescription read, its verdict to come: glasses, alone', [read('g', 'EXTRACTED')], false, [rx('g', 'glasses')]],
    ['a contact lens prescription read while sent for reading: contacts', [read('c', 'SENT_FOR_OCR', '8.6')], false, [rx('c', 'contacts')]],
    ['one file uploaded, not read: one prescription of a kind not known', [{ id: 'u', status: 'UPLOADED' }], false, [rx('u', null)]],
    ['a person reviews one: it counts, of the kind its reading shows', [read('r', 'FOR_REVIEW')], false, [rx('r', 'glasses')]],
    ['a refused one buys nothing: the upload asks again', [read('x', 'DISAPPROVED')], false, [rx('expected-1', null), rx('expected-2', null)]],
    ['a refused one beside a validated one: the validated one', [read('x', 'AUTO_DISAPPROVED'), read('c', 'APPROVED', '8.6')], false, [rx('c', 'contacts')]],
    ['validated ones first, in upload order, then those being checked', [{ id: 'u', status: 'UPLOADED' }, { ...read('b', 'APPROVED'), index: 2 }, { ...read('a', 'APPROVED', '8.6'), index: 1 }], false, [rx('a', 'contacts'), rx('b', 'glasses'), rx('u', null)]],
  ])('%s', (_name, prescriptions, chosen, expected) => {
    expect(claimPrescriptions(prescriptions, chosen)).toEqual(expected.map(({ id, kind }) => ({ id, kind })));
  });
});

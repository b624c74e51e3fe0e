// The best use of the member's benefits: which groups of eligible cart products to put on the claim, and under which
// prescription, so the insurer pays the most within the spec's rules (spec 000 sections 5 and 9; spec 001 sections 4 and 5).
import { chosenBenefits, isBenefitAvailable, isComingSoon, type BenefitPlanInput } from '../claim/benefits.ts';
import { refusedProductTypes, type ProductTypeVerdict } from '../host/eligible-product.ts';
import type { PrescriptionKind } from '../prescription/prescriptions.ts';
import { choosablePrescriptions } from '../prescription/prescription-result.ts';
import { prescriptionOutcome, type PrescriptionLike } from '../prescription/prescription-outcome.ts';
import { groupNeeds, readingKind, type ReadPrescription } from './prescription-fit.ts';
import { selectableGroups } from './product-choice.ts';
import { productGroup } from './products.ts';

/** A cart line the claim may carry, with what it costs (unit price × quantity, minor units; unknown counts 0). */
export interface ClaimLine {
  productId: string;
  productType: string;
  insuranceEligible?: boolean | null | undefined;
  /** The plan types the line draws on, as the record names them (spec 000 section 3). */
  claimProductTypes?: readonly string[] | null | undefined;
  costMinor?: number | undefined;
}

/** A group of lines claimed together (the record's eligible products). */
export interface ClaimGroup {
  id?: string | null | undefined;
  cartProducts: readonly ClaimLine[];
}

/** A prescription that may cover products: its kind (null while unknown) and its doctor (one doctor per claim). */
export interface ClaimPrescription {
  id: string;
  kind: PrescriptionKind | null;
  doctor?: string | null | undefined;
}

/** A benefit plan as the optimiser reads it: the benefit choice's fields and the product types it covers. */
export interface ClaimPlan extends BenefitPlanInput {
  productTypesEligibility?: readonly ProductTypeVerdict[] | null | undefined;
}

/** What the optimiser may know besides plans and cart: the prescriptions (absent: not uploaded yet) and allowances. */
export interface ClaimContext {
  prescriptions?: readonly ClaimPrescription[] | undefined;
  /** Each plan type's allowance in minor units; a plan type missing here is not capped. */
  allowances?: Readonly<Record<string, number>> | undefined;
}

/** The best claim: the groups and lines to claim, the insurer's estimated share (minor units), and who covers what. */
export interface BestClaim {
  groups: string[];
  lines: string[];
  share: number;
  /** Group ids per prescription id; empty when no prescription was given. */
  byPrescription: Record<string, string[]>;
}

/** The plan type a product group draws on when the record names none (spec 000 section 3 groups). */
const PLAN_OF_GROUP = { frame: 'FRAME', lens: 'LENSES', contact: 'CONTACT_LENSES' } as const;

/**
 * The benefits that pay now, one per plan type: the one the benefit choice prefers (routine before additional purchase,
 * spec 000 section 9), when it is available and not coming soon.
 */
function payingBenefits(plans: readonly ClaimPlan[] | null | undefined): Map<string, ClaimPlan> {
  const paying = chosenBenefits(plans).filter((plan) => isBenefitAvailable(plan) && !isComingSoon(plan));
  return new Map(paying.map((plan) => [plan.planType ?? '', plan]));
}

/** The plan types a line draws on: those the record names for it, else its product group's (spec 000 section 3). */
function planTypesOf(line: Omit<ClaimLine, 'costMinor'>): readonly string[] {
  const group = productGroup(line.productType);
  return line.claimProductTypes?.length ? line.claimProductTypes : group ? [PLAN_OF_GROUP[group]] : [];
}

/** The paying plan type a line draws on, if any: its named plan types first, else its product group's; the plan must not refuse its type. */
function planOf(line: ClaimLine, paying: ReadonlyMap<string, ClaimPlan>): string | null {
  return planTypesOf(line).find((type) => {
    const plan = paying.get(type);
    return plan && line.insuranceEligible === true && refusedProductTypes([line.productType], plan.productTypesEligibility ?? []).length === 0;
  }) ?? null;
}

/** The insurer's estimated share of these lines, minor units: per plan type, their cost capped by its allowance. */
export function claimShare(plans: readonly ClaimPlan[] | null | undefined, lines: readonly ClaimLine[], allowances: ClaimContext['allowances'] = {}): number {
  const paying = payingBenefits(plans);
  const sums = new Map<string, number>();
  for (const line of lines) {
    const plan = planOf(line, paying);
    if (plan) sums.set(plan, (sums.get(plan) ?? 0) + Math.max(0, line.costMinor ?? 0));
  }
  let total = 0;
  for (const [plan, sum] of sums) total += Math.min(sum, Math.max(0, allowances[plan] ?? Infinity));
  return total;
}

const KIND_SETS: readonly (readonly PrescriptionKind[])[] = [['glasses', 'contacts'], ['glasses'], ['contacts'], []];

/**
 * One prescription per kind, all of one doctor, each of that kind or not read yet; null when they cannot be found.
 * Glasses and contacts need two prescriptions (spec 000 section 5): a prescription serves one kind.
 */
function serve(kinds: readonly PrescriptionKind[], prescriptions: readonly ClaimPrescription[]): Map<PrescriptionKind, string> | null {
  const fits = (kind: PrescriptionKind) => prescriptions.filter((p) => p.kind === kind).concat(prescriptions.filter((p) => p.kind === null));
  const [first, second] = kinds;
  if (!first) return new Map();
  for (const a of fits(first)) {
    if (!second) return new Map([[first, a.id]]);
    const b = fits(second).find((p) => p.id !== a.id);
    if (b) return new Map([[first, a.id], [second, b.id]]);
  }
  return null;
}

/**
 * The claim that gets the member the most from the benefits (spec 000 sections 5 and 9): selectable groups only, whole
 * groups, each under a prescription of its kind, all prescriptions of one doctor, glasses and contacts under two. Among
 * equal shares, the claim with more lines the member's plans pay for wins (an estimate may undervalue one), then the
 * earlier doctor and the wider choice. Without prescriptions, the shopper is assumed to bring the ones needed.
 */
export function bestClaim(plans: readonly ClaimPlan[] | null | undefined, groups: readonly ClaimGroup[] | null | undefined, context: ClaimContext = {}): BestClaim {
  const paying = payingBenefits(plans);
  const candidates = selectableGroups(groups)
    .map((group) => ({ group, needs: groupNeeds(group), lines: group.cartProducts.filter((l) => l.insuranceEligible === true) }))
    .map((c) => ({ ...c, payable: c.lines.filter((line) => planOf(line, paying) !== null).length }))
    .filter((c) => c.payable > 0);
  const { prescriptions } = context;
  const doctors = prescriptions ? [...new Set(prescriptions.map((p) => p.doctor ?? ''))] : [null];
  let best: (BestClaim & { payable: number }) | null = null;
  for (const doctor of doctors) {
    for (const kinds of KIND_SETS) {
      const served = prescriptions ? serve(kinds, prescriptions.filter((p) => (p.doctor ?? '') === doctor)) : new Map<PrescriptionKind, string>();
      if (!served) continue;
      const chosen = candidates.filter((c) => kinds.includes(c.needs));
      const lines = chosen.flatMap((c) => c.lines);
      const share = claimShare(plans, lines, context.allowances);
      const payable = chosen.reduce((n, c) => n + c.payable, 0);
      if (best && (share < best.share || (share === best.share && payable <= best.payable))) continue;
      const byPrescription: Record<string, string[]> = {};
      for (const c of chosen) {
        const rx = served.get(c.needs);
        if (rx) (byPrescription[rx] ??= []).push(c.group.id);
      }
      best = { groups: chosen.map((c) => c.group.id), lines: lines.map((l) => l.productId), share, byPrescription, payable };
    }
  }
  return best ? { groups: best.groups, lines: best.lines, share: best.share, byPrescription: best.byPrescription } : { groups: [], lines: [], share: 0, byPrescription: {} };
}

/** A record's prescription as the choice reads it: its status (choosable or not), its order and its reading. */
export type RecordPrescription = PrescriptionLike & ReadPrescription & { index?: number | null | undefined };

/** A record's group of eligible products (spec 000 section 3, eligibleProducts). */
export interface RecordGroup {
  id?: string | null | undefined;
  cartProducts?: readonly (Omit<ClaimLine, 'costMinor'> & { includedInPrescription?: boolean | null | undefined })[] | null | undefined;
}

/**
 * Before any prescription is uploaded (or while each uploaded one is refused, to be replaced) the claim is chosen for the
 * prescriptions the upload asks for, of kinds not read yet: one per kind the cart holds, since glasses and contacts need
 * two (spec 000 section 5). So before the upload the estimate counts every eligible line the plans would pay, glasses and
 * contacts alike, the amount the products step then preselects with a prescription of each kind.
 */
const EXPECTED: readonly ClaimPrescription[] = [
  { id: 'expected-1', kind: null },
  { id: 'expected-2', kind: null },
];

/**
 * The prescriptions a record's claim is chosen for, each of the kind its reading shows (null while not read): those
 * products may be chosen for, in upload order, then those still being checked, since a prescription buys only its own
 * kind whether or not its verdict has come (spec 000 section 5: glasses versus contacts, two for both); a refused one
 * buys nothing. With none uploaded that may count, those the upload asks for (EXPECTED), unless products were chosen
 * already (`chosen`): the claim's prescriptions are those, and none is still to come.
 */
export function claimPrescriptions(prescriptions: readonly RecordPrescription[] | null | undefined, chosen: boolean): readonly ClaimPrescription[] {
  const choosable = choosablePrescriptions(prescriptions);
  const checked = (prescriptions ?? []).filter((p) => prescriptionOutcome(p.status) === 'pending' && !choosable.includes(p));
  const counted = [...choosable, ...checked].map((p) => ({ id: p.id, kind: readingKind(p) }));
  if (counted.length > 0) return counted;
  return chosen ? [] : EXPECTED;
}

/**
 * The best claim of a record, the one the product choice preselects and the estimate counts (spec 000 sections 5 and 9):
 * bestClaim over its groups priced by `costOf` (unit price × quantity, minor units) and its prescriptions as
 * claimPrescriptions counts them.
 */
export function recordBestClaim(
  plans: readonly ClaimPlan[] | null | undefined,
  eligibleProducts: readonly RecordGroup[] | null | undefined,
  costOf: (productId: string) => number | undefined,
  prescriptions: readonly RecordPrescription[] | null | undefined,
): BestClaim {
  const groups = (eligibleProducts ?? []).map((g) => ({ id: g.id, cartProducts: (g.cartProducts ?? []).map((l) => ({ ...l, costMinor: costOf(l.productId) })) }));
  const chosen = (eligibleProducts ?? []).some((g) => (g.cartProducts ?? []).some((l) => l.includedInPrescription === true));
  return bestClaim(plans, groups, { prescriptions: claimPrescriptions(prescriptions, chosen) });
}

/**
 * The groups the plans do not pay for yet (spec 000 section 3, benefitAvailability COMING_SOON; spec 001 section 8,
 * CONTACT_LENSES_COMING_SOON): every insurance-eligible line of the group draws on no benefit that pays now, and on one
 * the benefit choice names coming soon. The products step says so and offers them to no prescription, since the insurer
 * would pay nothing for them.
 */
export function notCoveredYet(plans: readonly ClaimPlan[] | null | undefined, groups: readonly RecordGroup[] | null | undefined): string[] {
  const paying = payingBenefits(plans);
  const soon = new Set(chosenBenefits(plans).filter(isComingSoon).map((plan) => plan.planType ?? ''));
  return selectableGroups((groups ?? []).map((g) => ({ id: g.id, cartProducts: g.cartProducts ?? [] })))
    .filter((g) => g.cartProducts.filter((l) => l.insuranceEligible === true).every((l) => planOf(l, paying) === null && planTypesOf(l).some((type) => soon.has(type))))
    .map((g) => g.id);
}

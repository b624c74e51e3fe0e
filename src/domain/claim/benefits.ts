// Which benefit of an insurance plan the widgets show, and what its description says (spec 000 sections 3 and 9; spec 001 section 4).

/** The plan types the service names; answers may carry others, which are kept but match no rule (spec 000 section 3). */
const PLAN_TYPES = ['FRAME', 'CONTACT_LENSES', 'LENSES'] as const;
/** A known plan type. */
export type PlanType = (typeof PLAN_TYPES)[number];

/** A benefit category: routine benefits come first; additional-purchase ones are discounts on more (spec 000 section 3). */
export type BenefitCategory = 'ROUTINE' | 'ADDITIONAL_PURCHASE';

/** A benefit status: whether it can be used now; an unknown or missing value means BENEFITS_NOT_AVAILABLE (spec 000 section 3). */
export type BenefitStatus = 'BENEFITS_AVAILABLE' | 'BENEFITS_NOT_AVAILABLE';

/** A benefit availability: whether the widgets support it yet; only these two count in the benefit choice (spec 000 section 9). */
export type BenefitAvailability = 'SUPPORTED' | 'COMING_SOON';

/** A benefit type a plan lists (spec 000 section 3; spec 001 section 3). */
export type BenefitType = 'EYE_EXAM' | 'LENSES' | 'CONTACT_LENSES' | 'CONTACT_LENS_FITTING' | 'FRAME' | 'FRAME_WITH_LENSES' | 'OTHER';

/**
 * The benefit types with a name of their own wherever the shopper reads a plan (the member's benefits, "See benefits",
 * the overview, the review): the three the drawer claims, and the eye exam a shopper is offered in store.
 */
const NAMED_BENEFITS = [...PLAN_TYPES, 'EYE_EXAM'] as const;
/** What a plan is called: a named benefit type, or OTHER for any other (CONTACT_LENS_FITTING, FRAME_WITH_LENSES, OTHER, one we do not know). */
export type BenefitName = (typeof NAMED_BENEFITS)[number] | 'OTHER';

/**
 * The name a plan shows, the same on every screen (spec 000 section 3 and spec 001 section 3, benefit types): its type
 * when it has a name of its own, else OTHER, so a type the spec adds later is still listed, as another benefit.
 */
export function benefitName(planType: string | null | undefined): BenefitName {
  return (NAMED_BENEFITS as readonly string[]).includes(planType ?? '') ? (planType as BenefitName) : 'OTHER';
}

/** The part of a benefit plan these rules read; any field may be missing or hold a value we do not know. */
export interface BenefitPlanInput {
  planType?: string | null | undefined;
  benefitCategory?: string | null | undefined;
  benefitStatus?: string | null | undefined;
  benefitAvailability?: string | null | undefined;
  serviceDescription?: string | null | undefined;
}

/** Only SUPPORTED or COMING_SOON benefits count; a missing availability does not (spec 000 section 9). */
export function countsAsBenefit(plan: BenefitPlanInput): boolean {
  return plan.benefitAvailability === 'SUPPORTED' || plan.benefitAvailability === 'COMING_SOON';
}

/** Available only when the service says BENEFITS_AVAILABLE; unknown or missing is the default BENEFITS_NOT_AVAILABLE (spec 000 section 3). */
export function isBenefitAvailable(plan: BenefitPlanInput): boolean {
  return plan.benefitStatus === 'BENEFITS_AVAILABLE';
}

/** Coming soon: the widget names the benefit but cannot apply it yet (the CONTACT_LENSES_COMING_SOON toggle message, spec 001 section 8). */
export function isComingSoon(plan: BenefitPlanInput): boolean {
  return plan.benefitAvailability === 'COMING_SOON';
}

/** Lower is preferred. The spec is silent on unknown categories: they follow the known ones, available before unavailable. */
function rank(plan: BenefitPlanInput): number {
  const category = plan.benefitCategory === 'ROUTINE' ? 0 : plan.benefitCategory === 'ADDITIONAL_PURCHASE' ? 1 : 2;
  return (isBenefitAvailable(plan) ? 0 : 3) + category;
}

/**
 * The benefit to show: ROUTINE available, then ADDITIONAL_PURCHASE available, then the unavailable ones,
 * among SUPPORTED or COMING_SOON benefits only (spec 000 section 9); ties keep the service's order; null when none counts.
 */
export function chooseBenefit<T extends BenefitPlanInput>(plans: readonly T[] | null | undefined): T | null {
  let best: T | null = null;
  for (const plan of plans ?? []) {
    if (countsAsBenefit(plan) && (best === null || rank(plan) < rank(best))) best = plan;
  }
  return best;
}

/** The order plan types are listed in when the page flow names none: what a pair of glasses is made of first. */
export const PLAN_ORDER: readonly string[] = ['FRAME', 'LENSES', 'CONTACT_LENSES'];

/**
 * The benefit each plan type shows, one per type, chosen by chooseBenefit among that type's plans (spec 000 section 9;
 * spec 001 section 4): the types of `order` first, then any other type in the service's order. A type with no
 * SUPPORTED or COMING_SOON benefit is left out. The drawer, the toggle and the overview list the same benefits.
 */
export function chosenBenefits<T extends BenefitPlanInput>(plans: readonly T[] | null | undefined, order: readonly string[] = PLAN_ORDER): T[] {
  const list = plans ?? [];
  // A Set, not filter's third argument: a host page's look-alike Array methods may not pass it (test/reliability).
  const types = [...new Set([...order, ...list.map((plan) => plan.planType ?? '')])];
  return types.flatMap((type) => chooseBenefit(list.filter((plan) => (plan.planType ?? '') === type)) ?? []);
}

/**
 * A copay is mentioned when the description holds copay, co-pay or co pay in any case (spec 000 section 9).
 * The spec is silent on other dashes: any dash (‐ ‑ – — −), a soft hyphen or whitespace between the halves counts,
 * and a letter right before "co" does not ("taco pay" is no copay). The service writes descriptions in the language the
 * page asks for, so Quebec's word for a copay, "quote-part", counts too. (France has none that is not ambiguous:
 * "participation" is as often the mutuelle's contribution, and "reste à charge" is also the price left after it.)
 */
const COPAY = /(?<!\p{L})(?:co[\s\p{Pd}\u2212\u00ad]?pay|quote[\s\p{Pd}]?part)/iu;

/** Whether the shopper has a copay to pay, read from the plan's service description. */
export function hasCopay(serviceDescription: string | null | undefined): boolean {
  return COPAY.test(serviceDescription ?? '');
}

/** Both a plan type's counted, available benefits exist and all are additional-purchase ones. */
function onlyAdditionalPurchase(plans: readonly BenefitPlanInput[], planType: PlanType): boolean {
  const usable = plans.filter((p) => p.planType === planType && countsAsBenefit(p) && isBenefitAvailable(p));
  return usable.length > 0 && usable.every((p) => p.benefitCategory === 'ADDITIONAL_PURCHASE');
}

/**
 * Flagged when frame and lenses both have only additional-purchase benefits (spec 001 section 4). The spec is
 * silent on which benefits: those the shopper can use now (counted and available), the same ones chooseBenefit prefers.
 */
export function frameAndLensOnlyAdditionalPurchase(plans: readonly BenefitPlanInput[] | null | undefined): boolean {
  const list = plans ?? [];
  return onlyAdditionalPurchase(list, 'FRAME') && onlyAdditionalPurchase(list, 'LENSES');
}

/** Contact lenses are coming soon when every counted contact-lens benefit is COMING_SOON (and there is one). */
export function contactLensesComingSoon(plans: readonly BenefitPlanInput[] | null | undefined): boolean {
  const contacts = (plans ?? []).filter((p) => p.planType === 'CONTACT_LENSES' && countsAsBenefit(p));
  return contacts.length > 0 && contacts.every(isComingSoon);
}

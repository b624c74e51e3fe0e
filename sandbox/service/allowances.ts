// What the sandbox insurers pay: each member's yearly allowance per benefit plan type, in minor units.
import type { Scenario } from './scenarios.ts';
import { insurerById } from './catalogue.ts';

/** Allowances of a North American member (a frame, a pair of lenses, a year of contact lenses). */
export const NA_ALLOWANCES_MINOR: Readonly<Record<string, number>> = { FRAME: 15_000, LENSES: 10_000, CONTACT_LENSES: 20_000 };
/** Allowances of a French mutuelle's member (its "forfait optique"). */
export const FR_ALLOWANCES_MINOR: Readonly<Record<string, number>> = { FRAME: 10_000, LENSES: 20_000, CONTACT_LENSES: 10_000 };

/** What a North American member pays first on a plan type before the plan pays, as the plans state it ("Lenses up to $100.00, $10.00 copay"). */
export const COPAYS_MINOR: Readonly<Record<string, number>> = { LENSES: 1_000 };

/** The member's copays: a French mutuelle's optical cover has ceilings and no copay, so its quote pays up to them. */
export function copaysOf(french: boolean): Readonly<Record<string, number>> {
  return french ? {} : COPAYS_MINOR;
}

/**
 * The member's allowances: none left with NOBENEFITS, nor with LOWBAL at a French mutuelle (an exhausted pot its quote
 * says). A North American LOWBAL member's plans still list their allowances, as the carrier's card does: the insurer
 * finds the pot used up when the claim reaches it (claims.ts insurerAnswers).
 */
export function allowancesOf(french: boolean, scenarios: ReadonlySet<Scenario>): Readonly<Record<string, number>> {
  if (scenarios.has('NOBENEFITS') || (french && scenarios.has('LOWBAL'))) return { FRAME: 0, LENSES: 0, CONTACT_LENSES: 0 };
  return french ? FR_ALLOWANCES_MINOR : NA_ALLOWANCES_MINOR;
}

/**
 * What the insurer pays now from those allowances: nothing for a benefit its plans name as not supported yet
 * (benefitAvailability COMING_SOON, spec 000 §3; spec 001 §8, CONTACT_LENSES_COMING_SOON). The plans still list the
 * benefit and its allowance, as the carrier's card does, but a claim or a product quote gets none of it.
 */
export function paidAllowancesOf(allowances: Readonly<Record<string, number>>, insurerId: string | null | undefined): Readonly<Record<string, number>> {
  return insurerId && insurerById(insurerId)?.contactLensesComingSoon === true ? { ...allowances, CONTACT_LENSES: 0 } : allowances;
}

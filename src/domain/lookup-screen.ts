// The insurance panel (spec 001 section 2, "Insurance panel (member lookup) headings"): the insurers it lists, the
// member screen it shows for a record, the attempts left and the lockout wait.
import { lookupPhase } from './record-status.ts';
import type { ProviderKind } from './insurer.ts';

/** The member screens of the insurance panel; the form is "Check eligibility". */
export type MemberScreen = 'form' | 'loading' | 'found' | 'no-benefits' | 'not-found' | 'multiple' | 'locked' | 'out-of-network';

/** What the member screen depends on. */
export interface MemberScreenInput {
  /** The record's status; none, or one we do not know, shows the form. */
  status: string | null | undefined;
  /** The chosen insurer's kind; an out-of-network carrier has no lookup (spec 000 section 1). */
  providerKind: ProviderKind | null | undefined;
  /** The restricted check said the shopper is locked out, whatever the record says (spec 000 section 4). */
  restricted?: boolean | undefined;
}

/**
 * The member screen (spec 001 section 2) from the lookup phase of the record (spec 000 section 4): out of network
 * first, then a lockout, the lookup in flight, the member found (with or without benefits), the member not found or
 * found several times; every other phase (INIT, FIND_MEMBER, or UNKNOWN after the lookup) shows the form.
 */
export function memberScreen({ status, providerKind, restricted }: MemberScreenInput): MemberScreen {
  if (providerKind === 'OUT_OF_NETWORK') return 'out-of-network';
  const phase = lookupPhase({ status });
  if (phase === 'RESTRICTED' || restricted) return 'locked';
  if (phase === 'SYNC_INSURANCE') return 'loading';
  if (phase === 'MEMBER_FOUND') return status === 'NO_BENEFITS_AVAILABLE' ? 'no-benefits' : 'found';
  if (status === 'INSURANCE_MEMBER_NOT_FOUND') return 'not-found';
  return status === 'MULTIPLE_INSURANCE_MEMBERS_FOUND' ? 'multiple' : 'form';
}

/** How many lookups are left, as the message counts them: none, one or many (spec 001 section 8); unknown is none shown. */
export function attemptsLeft(remaining: number | null | undefined): 'none' | 'one' | 'many' | null {
  if (remaining == null || remaining < 0) return null;
  return remaining === 0 ? 'none' : remaining === 1 ? 'one' : 'many';
}

/** A lockout wait as the panel says it: "try again in N minutes or seconds" (spec 001 section 2). */
export interface LockoutWait {
  unit: 'minutes' | 'seconds';
  count: number;
}

/** The wait from retryAfterSeconds: seconds under a minute, else whole minutes rounded up so the shopper never returns early. */
export function lockoutWait(retryAfterSeconds: number | null | undefined): LockoutWait | null {
  if (retryAfterSeconds == null || !(retryAfterSeconds > 0)) return null;
  const seconds = Math.ceil(retryAfterSeconds);
  return seconds < 60 ? { unit: 'seconds', count: seconds } : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** The part of an insurer the list reads. */
export interface ListedInsurer {
  id: string;
  active?: boolean | null | undefined;
}

/**
 * The eligible insurers list: those the page configuration names, in its order, then the other active insurers of the
 * market in the service's order; an inactive insurer is never listed (spec 000 section 7, active=true).
 */
export function eligibleInsurers<T extends ListedInsurer>(insurers: readonly T[], firstIds: readonly string[]): T[] {
  const active = insurers.filter((insurer) => insurer.active !== false);
  const rank = (insurer: T) => {
    const index = firstIds.indexOf(insurer.id);
    return index < 0 ? firstIds.length : index;
  };
  // Array.prototype.sort is stable, so the unnamed keep the service's order.
  return active.sort((a, b) => rank(a) - rank(b));
}

/** Text folded for a search: case and accents ignored, so "regime" finds "Régime". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Whether an insurer's name matches what the shopper typed in the search box; an empty search matches all. */
export function matchesSearch(name: string, query: string): boolean {
  return fold(name).includes(fold(query));
}

// The insurance panel (spec 001 section 2, "Insurance panel (member lookup) headings"): the member screen it shows for
// a record. The attempts left and the lockout wait are lookup-attempts.ts; the insurers it lists, insurer-list.ts.
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

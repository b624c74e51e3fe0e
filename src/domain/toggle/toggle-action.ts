// What a click on the insurance switch does, and where the drawer opens when it starts the flow (spec 001 section 2, "Insurance toggle").
import { isNewClaimAllowed, lookupPhase, type StatusRecordLike } from '../claim/record-status.ts';
import { isToggleOn } from './toggle.ts';

/** What clicking the switch does. */
export type ToggleAction = 'start-flow' | 'enable' | 'disable';

/**
 * On → turn insurance off. Off with a member already found → turn it back on with the change-insurance-status call
 * (spec 000 section 4): the shopper's own click overrides an earlier opt-out. Otherwise nothing can be switched yet,
 * so the click starts the flow in the drawer.
 */
export function toggleAction(record: StatusRecordLike | null | undefined): ToggleAction {
  if (isToggleOn(record)) return 'disable';
  if (record && record.status !== 'DELETED' && lookupPhase(record) === 'MEMBER_FOUND') return 'enable';
  return 'start-flow';
}

/** The drawer views the flow can open on. */
export type FlowEntry = 'loading' | 'insurance-member';

/**
 * Starting the flow opens the drawer on the loading view if allowed, otherwise on the insurance-member view
 * (spec 001 section 2). "Allowed" is read as: a new claim may start (spec 000 section 4) and the restricted check
 * did not refuse it; the loading view then creates or resumes the record. Otherwise the insurance-member view
 * explains why (limit reached, a claim waiting on the insurer).
 */
export function flowEntry(record: StatusRecordLike | null | undefined, restricted: boolean): FlowEntry {
  const live = record?.status === 'DELETED' ? null : record;
  return !restricted && isNewClaimAllowed(live?.status) ? 'loading' : 'insurance-member';
}

// A member found belongs to the carrier it was found at (spec 000 section 1: the shopper picks a carrier, then is looked
// up as a member; section 3: claimData.primaryCoverage holds the insurer and its insuree together; section 7: the member
// sync sends both). The record names no carrier of the lookup apart from its insurer, so choosing another carrier
// leaves no member found: the coverage saved, and the contract the shopper typed for the member, start over at that
// carrier; the policy holder they typed is the same person there.
// What the carrier left answered goes with its member (the service's part: its quote, spec 000 section 3, a quote of the
// primaryCoverage it quoted; the use of the member's benefits), and the page hears that insurance is off.
import { isToggleOn, type ToggleInput } from '../toggle/toggle.ts';

/** The part of claimData.primaryCoverage the rule reads: the insurer named and the member found there. */
export interface CarrierCoverage<M> {
  insurer?: { id?: string | null | undefined } | null | undefined;
  insuree?: M | null | undefined;
}

/** Whether choosing `chosen` changes the carrier the record names (`named`); a record naming none yet changes nothing. */
export function carrierChanged(named: string | null | undefined, chosen: string): boolean {
  return !!named && named !== chosen;
}

/**
 * The coverage a carrier choice saves: the same carrier keeps the member found there (its name refreshed in the
 * shopper's language); another carrier names no member, so nothing reads a member found at the carrier left as one
 * found at this one (the member view's "found", the review's member, a lookup sent with the old member's details).
 */
export function coverageForCarrier<M, R extends { id: string }>(coverage: CarrierCoverage<M> | null | undefined, insurer: R): { insurer: R; insuree?: M | null | undefined } {
  if (carrierChanged(coverage?.insurer?.id, insurer.id)) return { insurer };
  return { ...(coverage?.insuree === undefined ? {} : { insuree: coverage.insuree }), insurer };
}

/** The drafts of the member lookup's own fields: the member's details at one carrier (its member ID, group ID, holder). */
export const MEMBER_DRAFTS = 'primaryCoverage.insuree.';

/**
 * The member's fields that name the person, not their contract: the policy holder is the same person at any carrier, so
 * what the shopper typed there is theirs to keep (docs/widgets.md: a prefill never replaces what the shopper typed).
 */
const HOLDER_DRAFTS: readonly string[] = [`${MEMBER_DRAFTS}firstName`, `${MEMBER_DRAFTS}lastName`];

/** Whether a draft is of the member's contract at the carrier left (its member ID or number, group ID, cover type). */
const carrierOwn = (name: string): boolean => name.startsWith(MEMBER_DRAFTS) && !HOLDER_DRAFTS.includes(name);

/**
 * What the shopper typed, once they choose a carrier: another carrier drops the member's contract details typed for the
 * one left (its member ID or number, group ID, cover type: its lookup form asks its own); the policy holder's names they
 * typed stay, as do the patient's answers on the lookup page (date of birth, postal code) and every other page's, as the
 * same carrier keeps all.
 */
export function draftsForCarrier<V>(drafts: Readonly<Record<string, V>>, changed: boolean): Readonly<Record<string, V>> {
  if (!changed || !Object.keys(drafts).some(carrierOwn)) return drafts;
  return Object.fromEntries(Object.entries(drafts).filter(([name]) => !carrierOwn(name)));
}

/**
 * What the page's sync listeners hear once a carrier is saved (spec 000 section 4, "Insurance usage": `remove` when
 * insurance is taken off): the benefits in use were the member's at the carrier left, so a record that had insurance on
 * (`before`) and names another carrier without it (`after`) is heard as `remove`; anything else as nothing.
 */
export function syncAfterCarrier(before: ToggleInput | null | undefined, after: ToggleInput | null | undefined): 'remove' | null {
  return isToggleOn(before) && !isToggleOn(after) ? 'remove' : null;
}

// The claimant's relationship to the policy holder (spec 001 section 3, "Claimant relationship options").

/**
 * The relationships, in the order they are offered and explained: self, spouse, child, disabled dependent, part-time
 * student, full-time student, domestic partner (spec 001 section 3).
 */
export const CLAIMANT_RELATIONSHIPS = ['SELF', 'SPS', 'CHILD', 'HANDIC', 'PSTUD', 'FSTUD', 'DOMPART'] as const;
/** A claimant relationship. */
export type ClaimantRelationship = (typeof CLAIMANT_RELATIONSHIPS)[number];

/**
 * The relationship a member lookup sends: the one recorded, else SELF. The spec is silent before the patient page is
 * filled in; the lookup assumes the policy holder is the patient until that page says otherwise (our choice).
 */
export function relationshipOrSelf(recorded: string | null | undefined): string {
  return recorded?.trim() ? recorded : 'SELF';
}

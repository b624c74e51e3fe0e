// Timing rules of the drawer (spec 000 sections 2 and 9).

/** A lazy view shows its skeleton only if it takes longer than this to load (spec 000 section 2). */
export const SKELETON_DELAY_MS = 500;

// The return route of an edit asked for from the review (spec 000 section 2: view states, "edit (returns to review)";
// spec 001 section 4, "edit (return route review-claim)"), as the drawer's navigation carries it: what makes a view an
// edit, and the review's control the edit began from, which takes focus again when the edit returns.
import { REVIEW_VIEW } from './flow-nav.ts';

/** A navigation's state as the rules read it: any object, or nothing. */
type NavState = Readonly<Record<string, unknown>>;

const asState = (state: unknown): NavState => (typeof state === 'object' && state !== null ? (state as NavState) : {});

/** Whether a navigation's state is an edit's: it carries the return route to the review. */
export function isEditRoute(state: unknown): boolean {
  return asState(state).returnTo === REVIEW_VIEW;
}

/** The id of the review's control an edit began from (its section's edit button), or null when none was named. */
export function editOrigin(state: unknown): string | null {
  const { editedFrom } = asState(state);
  return typeof editedFrom === 'string' && editedFrom !== '' ? editedFrom : null;
}

/**
 * The state of a move that is, or stays, an edit: the view's own state, the return route, and the review's control the
 * edit began from, kept through every screen the edit passes (a carrier chosen, then its lookup; Back to the form).
 */
export function editRoute(state: unknown, origin: string | null): NavState {
  return { ...asState(state), returnTo: REVIEW_VIEW, ...(origin ? { editedFrom: origin } : {}) };
}

/**
 * The state of a move on from a screen whose navigation carried `from`, with the view's own `state`: back on the review,
 * the control the edit began from, which the review focuses in place of its heading (focusBack), so the shopper goes on
 * from the section they changed, not from the review's top (WCAG 2.4.3, focus order); on the way there past other views
 * (new prescriptions go on to their check and products, the edit left for them), that control kept (editedFrom). No
 * return route either way: the review is no edit, nor the views the edit left for. A move that carried no control
 * carries only its own state.
 */
export function onwardState(from: unknown, to: string, state?: unknown): unknown {
  const origin = editOrigin(from);
  if (!origin) return state;
  return { ...asState(state), ...(to === REVIEW_VIEW ? { focusBack: origin } : { editedFrom: origin }) };
}

/** The id of the control a view shown at the end of an edit gives focus back to, or null: its heading takes focus. */
export function focusBackTo(state: unknown): string | null {
  const { focusBack } = asState(state);
  return typeof focusBack === 'string' && focusBack !== '' ? focusBack : null;
}

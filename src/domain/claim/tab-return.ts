// When a tab catches up with what the shopper's other tabs did ("One claim at a time per order", spec 000 §5).
import type { LoadStatus } from '../cta/cta-session.ts';
import { isToggleOn, type ToggleInput } from '../toggle/toggle.ts';

/** What the page knows when it is shown again or its window focused. */
export interface TabReturn {
  /** The page is shown (visibilityState 'visible'): the event of a tab being hidden is no return. */
  visible: boolean;
  /** Loading the insurance state: not begun, under way, done, or failed (the call-to-action's init error). */
  load: LoadStatus;
}

/**
 * Whether the tab reads the claim again as the shopper comes back to it: shown, once its insurance state has loaded.
 * Before, or while it loads again, that load reads it all; a load that failed is the call-to-action's init error, which
 * only a load of its own clears.
 */
export function catchesUpOnReturn(back: TabReturn): boolean {
  return back.visible && back.load === 'ready';
}

/** The part of a claim record the catch-up's sync reads. */
export interface AppliedRecordLike extends ToggleInput {
  status?: string | null | undefined;
}

/** Whether the insurer's share is on the cart: a claim it accepted, with insurance in use (spec 000 section 4). */
export const shareOnCart = (record: AppliedRecordLike | null | undefined): boolean => record?.status === 'CLAIM_ACCEPTED' && isToggleOn(record);

/**
 * What a tab that caught up tells its page, as the tab that acted did (spec 000 section 4, "Insurance usage": sync
 * listeners hear `sync` when insurance is applied, `remove` when taken off, and the cart page refreshes its totals):
 * `sync` when the record shown now has the insurer's share on the cart and the one shown before had not (a quote
 * accepted in another tab), `remove` the other way round (a claim cancelled there), nothing when it stands as it was or no record is shown now.
 */
export function syncAfterCatchUp(before: AppliedRecordLike | null | undefined, after: AppliedRecordLike | null | undefined): 'sync' | 'remove' | null {
  const was = shareOnCart(before);
  const is = shareOnCart(after);
  // A record no longer shown went with its cart (an order placed, a cart replaced): that cart's share is not this one's.
  if (was === is || (!is && !after)) return null;
  return is ? 'sync' : 'remove';
}

/**
 * A claim sent whose outcome holds the order (one-claim.ts, holdsOrderClaim) and is the review's to show
 * (src/domain/submit/return-read.ts, showsSubmitOutcome): with the insurer, or accepted. Listed here, not imported, so
 * the page's first code does not take the review's in with it.
 */
export const SENT_ON_ORDER: ReadonlySet<string> = new Set(['CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED']);

/** What the drawer's resume knows of a claim it read: the view the resume mapping gives, and the claim's status. */
export interface ResumedClaim<V extends string> {
  /** The view the resume mapping (spec 000 section 2) gives the record read. */
  mapped: V;
  /** The flow's default view, which the mapping gives a terminal status. */
  defaultView: V;
  /** The record's status. */
  status: string | null | undefined;
}

/**
 * The view the drawer's resume opens on (spec 000 section 2, and §5 "One claim at a time per order"): the step the
 * resume mapping gives, but never the default view for a claim sent that holds the order (SENT_ON_ORDER), as a claim
 * sent from another tab is when this one resumes it before catching up. The mapping resets a terminal status, an answered claim, to the default
 * view, whose intro starts a claim the order no longer takes; the review shows the submit's outcome instead, as the
 * tab that sent it did.
 */
export function resumedView<V extends string>({ mapped, defaultView, status }: ResumedClaim<V>): V | 'review' {
  return mapped === defaultView && !!status && SENT_ON_ORDER.has(status) ? 'review' : mapped;
}

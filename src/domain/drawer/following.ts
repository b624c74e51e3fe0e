// Which views can follow the one shown (spec 000 section 2, the page flow's next targets): the drawer fetches their code
// while the shopper reads the current one, so a Continue waits for the service only, never for a chunk.
import { type FlowLike } from './flow-nav.ts';
import { PASSING_VIEWS } from './trail.ts';

/**
 * The views whose code to fetch ahead while `view` is shown: its next in the page flow; for an entry view with no next,
 * the flow's default view; and past a view the shopper only passes through (the validation animation), the one after
 * it as well. In edit mode Continue returns to the review, whose code was fetched on the way there.
 */
export function followingViews(flow: FlowLike | null | undefined, view: string): string[] {
  if (!flow) return [];
  const following: string[] = [];
  let next: string | null | undefined = flow.views[view]?.next || (PASSING_VIEWS.includes(view) && view !== 'validate' ? flow.defaultView : null);
  while (next && next !== view && !following.includes(next)) {
    following.push(next);
    next = PASSING_VIEWS.includes(next) ? flow.views[next]?.next : null;
  }
  return following;
}

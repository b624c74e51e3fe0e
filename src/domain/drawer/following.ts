// Which views can follow the one shown (spec 000 section 2, the page flow's next targets): the drawer fetches their code
// while the shopper reads the current one, so a Continue waits for the service only, never for a chunk.
import { WIZARD_VIEWS, type FlowLike } from './flow-nav.ts';
import { PASSING_VIEWS } from './trail.ts';

/**
 * The views whose code to fetch ahead while `view` is shown: its next in the page flow; for an entry view with no next,
 * the flow's default view; past a view the shopper only passes through (the validation animation), the one after it as
 * well; and from the member lookup, past the forms wizard's later pages, the view after them, where the member found's
 * Continue goes when it answers those pages itself (spec 000 section 2, the forms wizard; src/domain/member/found-pages.ts).
 * In edit mode Continue returns to the review, whose code was fetched on the way there.
 */
export function followingViews(flow: FlowLike | null | undefined, view: string): string[] {
  if (!flow) return [];
  const following: string[] = [];
  let next: string | null | undefined = flow.views[view]?.next || (PASSING_VIEWS.includes(view) && view !== 'validate' ? flow.defaultView : null);
  while (next && next !== view && !following.includes(next)) {
    following.push(next);
    const passed: boolean = PASSING_VIEWS.includes(next) || (view === WIZARD_VIEWS[0] && next === WIZARD_VIEWS[1]);
    next = passed ? flow.views[next]?.next : null;
  }
  return following;
}

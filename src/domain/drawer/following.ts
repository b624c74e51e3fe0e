// Which views can follow the one shown (spec 000 section 2, the page flow's next targets): the drawer fetches their code
// while the shopper reads the current one, so a Continue waits for the service only, never for a chunk.
import { WIZARD_VIEWS, type FlowLike } from './flow-nav.ts';
import { PASSING_VIEWS } from './trail.ts';

/**
 * The views whose code to fetch ahead while `view` is shown: its next in the page flow; for an entry view the opening
 * drawer was predicted to pass (`opening`, src/domain/drawer/opening.ts: the loading entry, the resume, then the view the
 * claim resumes on), the view predicted after it, before the entry's own next; for an entry view with neither, the flow's
 * default view; past a view the shopper only passes through (an entry, the validation animation), the one after it as
 * well; and from the member lookup, past the forms wizard's later pages, the view after them, where the member found's
 * Continue goes when it answers those pages itself (spec 000 section 2, the forms wizard; src/domain/member/found-pages.ts).
 * In edit mode Continue returns to the review, whose code was fetched on the way there.
 */
export function followingViews(flow: FlowLike | null | undefined, view: string, opening: readonly string[] = []): string[] {
  if (!flow) return [];
  const predicted = (entry: string): string | undefined => (opening.includes(entry) ? opening[opening.indexOf(entry) + 1] : undefined);
  const isEntry = (name: string): boolean => PASSING_VIEWS.includes(name) && name !== 'validate';
  // An entry's own next in the flow is where it goes without a claim to continue: the prediction comes first.
  const nextOf = (name: string): string | null | undefined => (isEntry(name) && predicted(name)) || flow.views[name]?.next || (isEntry(name) ? flow.defaultView : null);
  const following: string[] = [];
  let next = nextOf(view);
  while (next && next !== view && !following.includes(next)) {
    following.push(next);
    const passed: boolean = PASSING_VIEWS.includes(next) || (view === WIZARD_VIEWS[0] && next === WIZARD_VIEWS[1]);
    next = passed ? nextOf(next) : null;
  }
  return following;
}

// The views an opening drawer shows first, known as the shopper presses: the drawer fetches their code together as it
// opens (widgets/drawer/Drawer.tsx), not each once the one before it has decided where to go.
import type { Flow } from '../host/flow.ts';
import { recordToContinue } from '../claim/claim-over.ts';
import { resumedView } from '../claim/tab-return.ts';
import { showsClaim } from './open.ts';
import { resumeView, type DrawerView, type ResumeRecordLike } from './resume.ts';

/**
 * What the resume mapping is given for a status it does not map, where the drawer opens the flow's default view: the
 * page flow names that view, and it has not come when the drawer opens. No row of the mapping names the loading entry.
 */
const UNMAPPED: DrawerView = 'loading';

/**
 * The views a drawer asked to open on `target` shows first, from the claim record the page holds, before the drawer has
 * its page flow or the claim read again (spec 000 section 2, open-drawer and the resume mapping): the view asked for; for
 * the loading entry (the call-to-action's Continue, « Voir mon devis ») and the resume, the view the claim in progress
 * resumes on; for a view of a claim, the resume that opens it. What only the page flow names (the default view without
 * a claim to continue) is left out, as is the last screen a reopened drawer may go back to: those come when known.
 */
export function openingViews(target: DrawerView, record: ResumeRecordLike | null | undefined, flow: Flow): DrawerView[] {
  if (showsClaim(target)) return record ? ['resume', target] : [];
  if (target !== 'loading' && target !== 'resume') return [target];
  const claim = target === 'loading' ? recordToContinue(record) : record;
  if (!claim) return [target];
  const resumed = resumedView({ mapped: resumeView(claim, flow, UNMAPPED), defaultView: UNMAPPED, status: claim.status });
  const entries: DrawerView[] = target === 'loading' ? ['loading', 'resume'] : ['resume'];
  return resumed === UNMAPPED ? entries : [...entries, resumed];
}

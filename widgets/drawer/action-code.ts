// The code a drawer view's own action fetches on its first use, which the drawer fetches ahead with the view's code
// (Drawer.tsx, usePrefetchFollowing), or as the drawer opens on it (fetchOpening). Apart from Drawer.tsx, whose dynamic
// imports are the views' (test/browser/build.test.ts).
import type { DrawerView } from '../../src/domain/drawer/resume.ts';
import { loadStrings } from '../ui/i18n.ts';
import { later } from '../../signals/claim/act.ts';

/**
 * Pressing an insurer starts the claim record with the claim actions (signals/claim/act.ts), and the switch and the
 * call-to-action then state the record in the status words (ToggleLive.tsx, CtaLive.tsx); either would otherwise cost
 * that press a round trip. Through `later`, which keeps the module once it has come: the press then sends its first
 * call in its own task, where an import() of a module the browser holds would answer only after a frame.
 */
export const ACTION_CODE: Partial<Record<DrawerView, () => Promise<unknown>>> = {
  insurers: () => Promise.all([later(), loadStrings(['status'])]),
  // The resume reads the claim again with the claim actions (resumeClaim): fetched as the drawer opens on a claim, beside
  // the page flow's call, not after it.
  resume: later,
};

// The code a drawer view's own action fetches on its first use, which the drawer fetches ahead with the view's code
// (Drawer.tsx, usePrefetchFollowing). Apart from Drawer.tsx, whose dynamic imports are the views' (test/browser/build.test.ts).
import type { DrawerView } from '../../src/domain/drawer/resume.ts';
import { loadStrings } from '../ui/i18n.ts';

/**
 * Pressing an insurer starts the claim record with the claim actions (signals/claim/act.ts), and the switch and the
 * call-to-action then state the record in the status words (ToggleLive.tsx, CtaLive.tsx); either would otherwise cost
 * that press a round trip.
 */
export const ACTION_CODE: Partial<Record<DrawerView, () => Promise<unknown>>> = {
  insurers: () => Promise.all([import('../../signals/claim/claim-actions.ts'), loadStrings(['status'])]),
};

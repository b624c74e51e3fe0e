// When a tab catches up with what the shopper's other tabs did ("One claim at a time per order", spec 000 §5).
import type { LoadStatus } from '../cta/cta-session.ts';

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

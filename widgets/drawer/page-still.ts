// The shop's page stays where the shopper left it behind the modal drawer. The drawer's body keeps its own overscroll
// (drawer-styles.ts); beside the panel, over the dimmed page (the dialog's backdrop), the wheel or a finger would scroll
// the page itself. The browser scrolls there without asking the dialog (its listeners cover its own box only), so the
// listener is the window's while the drawer shows, and takes only what lands on the backdrop.
import { useEffect, type RefObject } from 'react';

/** Where a wheel or a finger is, on the screen. */
const pointOf = (event: WheelEvent | TouchEvent): { clientX: number; clientY: number } | undefined =>
  'touches' in event ? event.touches[0] : event;

/** Whether a point lies outside a box. */
const beside = (box: DOMRect, x: number, y: number): boolean => x < box.left || x > box.right || y < box.top || y > box.bottom;

/** While the drawer shows, a wheel turned or a finger moved over its backdrop does not scroll the page behind. */
export function useKeepPageStill(dialog: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const still = (event: WheelEvent | TouchEvent): void => {
      const panel = dialog.current;
      const point = pointOf(event);
      if (!panel || !point || event.composedPath()[0] !== panel) return;
      if (beside(panel.getBoundingClientRect(), point.clientX, point.clientY) && event.cancelable) event.preventDefault();
    };
    const options = { passive: false, capture: true };
    addEventListener('wheel', still, options);
    addEventListener('touchmove', still, options);
    return () => {
      removeEventListener('wheel', still, options);
      removeEventListener('touchmove', still, options);
    };
  }, [dialog]);
}

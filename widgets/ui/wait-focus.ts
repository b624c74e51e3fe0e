// Where focus goes when a Try again takes itself away: the button goes with the failure it answers, and the browser
// drops focus to the page's body, so a keyboard shopper would Tab again from the top of the host page and meet what came
// by chance (WCAG 2.4.3). The status region that says the wait holds focus meanwhile, then the answer takes it.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Focus held through the wait a Try again starts. Answers the ref of the status region that says the wait (tabIndex
 * -1), and `hold`: `hold(true)` on the Try again's press, as it starts the wait, gives the region focus as the press
 * removes the button; once `waiting` ends, the first of the answer's parts (`answer`, a selector) under the region's
 * parent, in the page's order, that takes focus has it (a part the stylesheet hides takes none; a part that is no control
 * needs tabIndex -1). `hold(false)` on a press whose own button stays, and keeps focus: the answer then takes none.
 */
export function useWaitFocus<T extends HTMLElement>(waiting: boolean, answer: string): [RefObject<T | null>, (hold: boolean) => void] {
  const status = useRef<T>(null);
  // Where the answer comes, while focus is held for it: the region itself may go with the wait.
  const held = useRef<HTMLElement | null | undefined>(null);
  // As the answer is rendered, not after paint: an effect run then could still be the failure's, and give focus to the
  // Try again the press removes.
  useLayoutEffect(() => {
    const within = held.current;
    if (waiting || !within) return;
    held.current = null;
    for (const part of within.querySelectorAll<HTMLElement>(answer)) {
      part.focus();
      if ((part.getRootNode() as Document | ShadowRoot).activeElement === part) return;
    }
  }, [waiting]);
  return [
    status,
    (hold) => {
      held.current = hold ? status.current?.parentElement : null;
      if (hold) status.current?.focus();
    },
  ];
}

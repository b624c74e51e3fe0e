// An error that ends a wait the shopper started (a lookup, a save, a view's call): on every view of the drawer it is
// brought into sight and takes focus, so the shopper who pressed Enter in a field far down a form sees it, a screen
// reader reads it, and Try again is one Enter away. Inserted out of sight above the form, it went unseen: nothing
// seemed to happen. The focus is how it is said, so it is no live region as well: an alert holding the focused Try
// again (or focused itself) was read twice, once as the alert and once with the focus. It takes focus as it is drawn, in
// the same task: else the view's heading, whose words the error changes, carries focus first (useHeadingKey), and a
// screen reader reads the error's heading, then Try again.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Scrolls an error into sight (clear of the view's footer: the body's scroll padding, drawer-styles.ts) and moves focus
 * to its Try again, or, when it has none, to the error itself, whose text is then read.
 */
export function showFailure(alert: HTMLElement | null, retry?: HTMLElement | null): void {
  if (!alert?.isConnected) return;
  alert.scrollIntoView?.({ block: 'nearest' });
  (retry ?? alert).focus({ preventScroll: true });
}

/** Shows an error element once it is on screen (see showFailure); for an error with several ways on of its own. */
export function useFailureShown(alert: { current: HTMLElement | null }): void {
  useLayoutEffect(() => showFailure(alert.current), []);
}

/** How many errors have been shown: each one's message gets an id of its own (useId would put its code in the loader). */
let shown = 0;

interface Props {
  /** What went wrong, in the shopper's words. */
  children: ReactNode;
  /** The Try again's words, when the failed work can be run again from here. */
  retry?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Try again is the screen's main action (no footer to continue from). */
  primary?: boolean | undefined;
}

/**
 * The error, and its Try again: shown, each time it appears, where the shopper is looking. Focused, Try again says the
 * error as its description; without one, the error is a group named by its message, which is read as it takes focus.
 */
export function Failure({ children, retry, onRetry, primary }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [message] = useState(() => `db-failure-${++shown}`);
  const again = !!(retry && onRetry);
  useLayoutEffect(() => showFailure(root.current, button.current), []);
  return (
    <div ref={root} className="alert" role={again ? undefined : 'group'} aria-labelledby={again ? undefined : message} tabIndex={-1}>
      <p id={message}>{children}</p>
      {again && (
        <button ref={button} type="button" className={primary ? 'btn' : 'btn secondary'} aria-describedby={message} onClick={onRetry}>
          {retry}
        </button>
      )}
    </div>
  );
}

// A failed load's alert with its Try again, as the overview, its plans, my-claims and the toggle's benefits show it: the
// press gives focus to the region that says the wait (useWaitFocus's hold) before the button goes with the failure.
import type { ReactNode } from 'react';

interface Props {
  /** What failed, said at once. */
  children: ReactNode;
  /** The Try again's words. */
  retry: string;
  /** Asks again. */
  onRetry: () => void;
  /** useWaitFocus's hold: the status region that says the wait takes focus from the Try again its press removes. */
  hold: (hold: boolean) => void;
  /**
   * The failure is a line of the widget's own text in the error's colour, the Try again after it (the toggle's benefits,
   * inside the list it opens); otherwise a box holding both.
   */
  line?: boolean;
}

export function RetryAlert({ children, retry, onRetry, hold, line }: Props) {
  const button = (
    <button
      type="button"
      className="btn secondary"
      onClick={() => {
        hold(true);
        onRetry();
      }}
    >
      {retry}
    </button>
  );
  return line ? (
    <>
      <p role="alert" className="error">
        {children}
      </p>
      {button}
    </>
  ) : (
    <div className="alert" role="alert">
      <p>{children}</p>
      {button}
    </div>
  );
}

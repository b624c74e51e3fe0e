// A loading animation (spec 000 section 2, loading): a spinner and messages taking turns, read politely; the member
// lookup, the validate view and the quote views share it. The spinner's motion follows the shell's .spinner, which
// respects reduced motion.
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** Whether the wait is under way: the view renders its animation from its start, idle until then. */
  waiting: boolean;
  /** The message keys in turn (the message-animation configuration); the last one stays. */
  keys: readonly string[];
  intervalMs: number;
  /** Turns a key into text; a key with no text is skipped. */
  t: (key: string) => string;
  /** Said when no key has a text (a configuration this build does not know). */
  fallback: string;
  /**
   * Said once every message has had its turn and the answer is still not there: a wait that keeps saying "almost
   * there" reads as a page that stopped.
   */
  slow?: string;
}

/**
 * The spinner and the current message, said by a polite status region that is in the view before the wait: a region
 * inserted already holding its words is read by chance, often not at all. A wait the shopper starts on the view (a
 * lookup, an accept, a Try again) is said from its first message. A wait the view opens with is a screen change, which
 * the heading's focus and the drawer's progress say: its first message is shown, not said, and the next ones are said.
 */
export function Animation({ waiting, keys, intervalMs, t, fallback, slow }: Props) {
  const texts = keys.map(t).filter(Boolean);
  if (slow && texts.length > 0) texts.push(slow);
  const [at, setAt] = useState(0);
  // Whether the wait under way is the one the view opened with.
  const opened = useRef(waiting);
  useEffect(() => {
    if (waiting) return;
    // Over: the next wait is the shopper's, and starts at its first message.
    opened.current = false;
    setAt(0);
  }, [waiting]);
  useEffect(() => {
    if (!waiting || texts.length < 2) return;
    // The messages tell a story (reading, checking, almost there): it stops on the last instead of starting over.
    const timer = setInterval(() => setAt((i) => Math.min(i + 1, texts.length - 1)), intervalMs);
    return () => clearInterval(timer);
  }, [waiting, texts.length, intervalMs]);
  const text = texts[Math.min(at, texts.length - 1)] ?? fallback;
  const quiet = opened.current && at === 0;
  return (
    <div className="db-animation">
      {waiting && <span className="spinner" aria-hidden="true" />}
      {waiting && quiet && <p>{text}</p>}
      <div role="status">{waiting && !quiet && <p>{text}</p>}</div>
    </div>
  );
}

// A loading animation (spec 000 section 2, loading): a spinner and messages taking turns, read politely; the validate view
// and the French quote views share it. The spinner's motion follows the shell's .spinner, which respects reduced motion.
import { useEffect, useState } from 'react';

interface Props {
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

/** The spinner and the current message, in a polite status region. */
export function Animation({ keys, intervalMs, t, fallback, slow }: Props) {
  const texts = keys.map(t).filter(Boolean);
  if (slow && texts.length > 0) texts.push(slow);
  const [at, setAt] = useState(0);
  useEffect(() => {
    if (texts.length < 2) return;
    // The messages tell a story (reading, checking, almost there): it stops on the last instead of starting over.
    const timer = setInterval(() => setAt((i) => Math.min(i + 1, texts.length - 1)), intervalMs);
    return () => clearInterval(timer);
  }, [texts.length, intervalMs]);
  return (
    <div className="db-animation" role="status">
      <span className="spinner" aria-hidden="true" />
      <p>{texts[Math.min(at, texts.length - 1)] ?? fallback}</p>
    </div>
  );
}

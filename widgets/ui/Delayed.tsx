// Shows its children only after a delay, so fast loads never flash a skeleton (spec 000 section 2).
import { useEffect, useState, type ReactNode } from 'react';
import { SKELETON_DELAY_MS } from '../../src/domain/constants.ts';

/**
 * Renders children `ms` (the skeleton delay by default) after `since` (a performance.now() time; now by default): a wait
 * made of several loads in a row, each with a placeholder of its own, counts from its start, so the placeholder shows
 * once and stays rather than starting its delay over with each load.
 */
export function Delayed({ children, ms = SKELETON_DELAY_MS, since }: { children: ReactNode; ms?: number; since?: number }) {
  const [start] = useState(() => since ?? performance.now());
  const left = () => start + ms - performance.now();
  const [shown, setShown] = useState(() => left() <= 0);
  useEffect(() => {
    if (shown) return undefined;
    const timer = setTimeout(() => setShown(true), Math.max(0, left()));
    return () => clearTimeout(timer);
  }, [ms]);
  return shown ? <>{children}</> : null;
}

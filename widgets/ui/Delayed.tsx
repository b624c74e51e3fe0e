// Shows its children only after a delay, so fast loads never flash a skeleton (spec 000 section 2).
import { useEffect, useState, type ReactNode } from 'react';
import { SKELETON_DELAY_MS } from '../../src/domain/constants.ts';

/** Renders children after `ms` (the skeleton delay by default). */
export function Delayed({ children, ms = SKELETON_DELAY_MS }: { children: ReactNode; ms?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return shown ? <>{children}</> : null;
}

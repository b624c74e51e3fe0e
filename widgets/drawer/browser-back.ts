// The browser's Back button closes the drawer while it shows (spec 000 section 2, signals/drawer/host-history.ts).
import { useEffect } from 'react';
import { guardBrowserBack } from '../../signals/drawer/host-history.ts';

/** From the drawer's first render to its last, Back closes it instead of leaving the page. */
export function useBrowserBack(): void {
  useEffect(() => guardBrowserBack(), []);
}

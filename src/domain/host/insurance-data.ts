// When the page's request for the shopper's insurance may be answered (spec 001 section 6, "request insurance data").
import type { LoadStatus } from '../cta/cta-session.ts';

/** What the answer waits on: the shop session, whether it signed the visitor in, and their insurance state's load. */
export interface InsuranceDataLoads {
  session: LoadStatus;
  signedIn: boolean;
  insurance: LoadStatus;
}

/**
 * Whether the page may be told the shopper's insurance (requestInsuranceData): once the shop session is read (or failed)
 * and, for a signed-in visitor, their insurance state is loaded (or failed). Before that, the answer would be the
 * defaults of nothing read (off, DEFAULT, CHECKING), which a page takes for the shopper's own; docs/page-api.md promises
 * the request settles when its work is done.
 */
export function insuranceDataReady({ session, signedIn, insurance }: InsuranceDataLoads): boolean {
  if (session !== 'ready' && session !== 'error') return false;
  return !signedIn || insurance === 'ready' || insurance === 'error';
}

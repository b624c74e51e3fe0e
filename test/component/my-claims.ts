// A shopper signed in on a shop's page against the in-process sandbox, for the component tests of my-claims: the tab's
// clock at a weekday morning in Los Angeles, far from the nullify cut-off, and a claim the insurer accepted, settled on
// the sandbox's clock so its answer is a step of that clock and never a wait.
import { cleanup } from '@testing-library/preact';
import { vi } from 'vitest';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { resetMyClaims } from '../../signals/my-claims/my-claims.ts';
import { loadSession } from '../../signals/session/session.ts';
import { claimAt, SETTLE } from './drawer-claim.ts';
import { ORIGIN, sandboxFetch } from './sandbox-fetch.ts';
import { configure } from './setup.ts';

/** The service the widgets call, in process. */
export const MY_CLAIMS_API = `${ORIGIN}/services/direct-billing`;

/** The sandbox a my-claims test runs against. */
export type MyClaimsShopper = ReturnType<typeof sandboxFetch>;

/** Before the test: the clock a Wednesday morning in Los Angeles, the page in `locale`, the shopper signed in on the shop `shop`. */
export async function myClaimsShopper(locale: string, shop: string): Promise<MyClaimsShopper> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-18T18:00:00Z') });
  configure({ apiBaseUrl: MY_CLAIMS_API, locale });
  const sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  await sandbox.signIn(shop);
  await loadSession();
  return sandbox;
}

/** The shopper's claim of the demo cart, submitted and answered by the insurer, as the service reads it then. */
export async function submittedClaim(sandbox: MyClaimsShopper): Promise<ClaimRecord> {
  const id = await claimAt(sandbox, 'ready-to-claim', { terms: true });
  await submitClaim(currentApi(), id);
  sandbox.state.advanceClock(SETTLE);
  return getClaimRecord(currentApi(), id);
}

/** After each test: the rendered widgets, my-claims' state, the clock back to real and the stubbed fetch. */
export function endMyClaims(): void {
  cleanup();
  resetMyClaims();
  vi.useRealTimers();
  vi.unstubAllGlobals();
}

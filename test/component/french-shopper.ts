// A signed-in French shopper against the in-process sandbox, for the component tests of the quote: the tab's clock
// at a weekday morning in Los Angeles, the quote's waits on the sandbox's clock, so an insurer's answer is a step of
// that clock and never a wait.
import { cleanup } from '@testing-library/preact';
import { expect, vi } from 'vitest';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { acceptQuote, refuseQuote, requestQuote } from '../../src/api/quote/quotes.ts';
import { nullifyClaim } from '../../src/api/claim/claims.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { cancelClaim, currentApi } from '../../signals/claim/claim-actions.ts';
import { go, pageFlow } from '../../signals/drawer/flow.ts';
import { quoteClock, resetQuote } from '../../signals/drawer/quote/flow-quote.ts';
import { frenchQuoteRequired } from '../unit/french-quote.ts';
import { configure, signedInVisitor } from './setup.ts';
import { ORIGIN } from './sandbox-fetch.ts';
import { loadSession } from '../../signals/session/session.ts';
import { keptQuotesRead } from '../../signals/claim/quote-limit.ts';

/** A Wednesday, 10:00 in Los Angeles. */
export const WALK_START = Date.parse('2026-11-18T18:00:00Z');
/** Long enough for any insurer answer but SLOW's. */
export const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

/** The sandbox and visitor a French shopper's test runs against. */
export type FrenchShopper = Awaited<ReturnType<typeof signedInVisitor>>;

/** Before each test: the clock at WALK_START, a French shopper signed in on a fresh sandbox (the page in `locale`), the quote's waits on its clock. */
export async function startFrenchShopper(locale = 'fr-fr'): Promise<FrenchShopper> {
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  const sandbox = await signedInVisitor({ locale, country: 'FR', currency: 'EUR' });
  quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
  return sandbox;
}

/** After each test: the rendered widgets, the quote's state, the stubbed fetch and the clock back to real. */
export function endFrenchShopper(): void {
  cleanup();
  resetQuote();
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** The shopper's cart on the shop's side: the demo cart's contact lenses (2 boxes) set to `boxes`, 0 removing the line. */
export function setLensBoxes(sandbox: FrenchShopper, boxes: number): void {
  const visitor = [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
  if (!visitor || !sandbox.state.setQuantity(visitor, 'line-3', boxes)) throw new Error('no demo cart with its lenses');
}

/** The shopper's French record with the forms done and an approved quote of the demo cart, as this tab holds it. */
export async function approvedQuote(sandbox: FrenchShopper): Promise<string> {
  const id = await frenchQuoteRequired(sandbox);
  const api = currentApi();
  await updateClaimRecord(api, id, { termsAndConditionsAccepted: true });
  await requestQuote(api, id);
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(api, id));
  expect(record.value?.claimData?.quote?.status).toBe('APPROVED');
  return id;
}

/** The shopper's French claim accepted by the mutuelle: the approved quote accepted, the insurer's answer come, as this tab holds it. */
export async function acceptedClaim(sandbox: FrenchShopper): Promise<string> {
  const id = await approvedQuote(sandbox);
  const api = currentApi();
  await acceptQuote(api, id);
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(api, id));
  expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  return id;
}

/** The shopper's record after `quotes` quotes of the demo cart, each answered by the mutuelle then refused, the last one refused or accepted. */
export async function quoted(sandbox: FrenchShopper, quotes: number, last: 'refuse' | 'accept'): Promise<void> {
  const id = await frenchQuoteRequired(sandbox);
  const api = currentApi();
  await updateClaimRecord(api, id, { termsAndConditionsAccepted: true });
  for (let i = 1; i <= quotes; i++) {
    await requestQuote(api, id);
    sandbox.state.advanceClock(SETTLE);
    await (i === quotes && last === 'accept' ? acceptQuote(api, id) : refuseQuote(api, id));
  }
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(api, id));
  setInsuranceLoad('ready');
}

/**
 * The French shopper (the page in `locale`) on the drawer's quote step, their claim after `refused` quotes requested and
 * refused, then, if `answered`, one more the mutuelle answered and left in hand, as the page reads the record.
 */
export async function atQuoteAfter(locale: string, refused: number, answered: boolean): Promise<FrenchShopper> {
  const sandbox = await startFrenchShopper(locale);
  pageFlow.value = sandboxPageFlow('FR');
  go('quote');
  const id = await frenchQuoteRequired(sandbox);
  for (let quote = 0; quote < refused + (answered ? 1 : 0); quote++) {
    await requestQuote(currentApi(), id);
    sandbox.state.advanceClock(SETTLE);
    if (quote < refused) await refuseQuote(currentApi(), id);
  }
  setRecord(await getClaimRecord(currentApi(), id));
  return sandbox;
}

/** The French shopper (the page in `locale`) on the drawer's quote step, their quote request met by an offline mutuelle (MUT-OFFLINE): the record at QUOTE_REQUESTED, the retry not chosen yet. */
export async function atOfflineQuote(locale: string): Promise<FrenchShopper> {
  const sandbox = await startFrenchShopper(locale);
  pageFlow.value = sandboxPageFlow('FR');
  go('quote');
  const id = await frenchQuoteRequired(sandbox, 'MUT-OFFLINE');
  await requestQuote(currentApi(), id);
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(currentApi(), id));
  expect(record.value?.status).toBe('QUOTE_REQUESTED');
  return sandbox;
}

/**
 * The French shopper (the page in `locale`) who cancelled their claim in progress (cancelClaim: the record deleted, no
 * claim shown) after `refused` quotes requested and refused: its quotes still count against the day. Answers the sandbox
 * and the record as it was before the cancel.
 */
export async function cancelledInProgressAfter(locale: string, refused: number): Promise<{ sandbox: FrenchShopper; cancelled: ClaimRecord }> {
  const sandbox = await atQuoteAfter(locale, refused, false);
  const cancelled = record.value;
  if (!cancelled) throw new Error('no claim to cancel');
  await cancelClaim();
  // What the cancel kept of the day's quotes is written by the chunk that keeps them: read once it has.
  await keptQuotesRead();
  expect(record.value).toBeNull();
  return { sandbox, cancelled };
}

/** The shopper's claim after `quotes` quotes, the last accepted, then cancelled (nullified), as the page reads it. */
export async function cancelledAfter(sandbox: FrenchShopper, quotes: number): Promise<void> {
  await quoted(sandbox, quotes, 'accept');
  const id = record.value?.id ?? '';
  await nullifyClaim(currentApi(), id, 'CUSTOMER_INITIATED', 'CUSTOMER');
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(currentApi(), id));
  expect(record.value?.status).toBe('CLAIM_NULLIFIED');
}

/**
 * The shop opened in a second tab of the same browser (or the page reloaded): the widgets start afresh, every signal
 * back to its start, on the same shop session and sandbox; the tab's session storage starts empty, the shop's local
 * storage is the browser's, as the first tab left it.
 */
export async function inSecondTab(locale = 'fr-fr'): Promise<void> {
  // What the first tab saw is in the storage once its keeping is done (quotes-kept.ts, fetched when there is some).
  await keptQuotesRead();
  const local = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').map((key) => [key, localStorage.getItem(key) ?? ''] as const);
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale, country: 'FR', currency: 'EUR' });
  sessionStorage.clear();
  for (const [key, value] of local) localStorage.setItem(key, value);
  await loadSession();
  pageFlow.value = sandboxPageFlow('FR');
}

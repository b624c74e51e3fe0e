// The day's quotes a French shopper's earlier page kept in the shop's local storage count on the page after a reload
// before anything decides on them (spec 000 §8 "daily quote attempts", §9 up to 3 then a 24-hour wait): the code that
// reads them (quotes-kept.ts) is fetched only then, and the page's load waits for it, so the switch and the card never
// offer, even for a moment, a quote the service can only refuse. The fetch is held here until the load's calls are
// answered, as a slow network would hold it.
import { effect } from '@preact/signals-react';
import { afterEach, expect, it, vi } from 'vitest';
import { getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { refuseQuote, requestQuote } from '../../src/api/quote/quotes.ts';
import { quotesToKeep, seenTag, tagged } from '../../src/domain/quote/quotes-seen.ts';
import { LOCAL_KEYS } from '../../src/host/local-memory.ts';
import { applyLater } from '../toggle/toggle.ts';
import { session } from '../session/session.ts';
import { insuranceLoad, record } from './claim.ts';
import { cancelClaim, currentApi, loadInsuranceState } from './claim-actions.ts';
import { quoteLimitNow } from './quote-limit.ts';
import { endFrenchShopper, inSecondTab, SETTLE, startFrenchShopper } from '../../test/component/french-shopper.ts';
import { frenchQuoteRequired } from '../../test/unit/french-quote.ts';

/** The fetch of quotes-kept.ts, held until the test lets it come. */
const fetched = vi.hoisted(() => {
  let arrive = (): void => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived, asked: false };
});
vi.mock('./quotes-kept.ts', async (original) => {
  fetched.asked = true;
  await fetched.arrived;
  return original();
});

afterEach(() => {
  endFrenchShopper();
  localStorage.clear();
});

it('spec 000 §8, §9: three quotes refused on a claim since deleted, kept by the page before a reload: as the reloaded page\'s load ends, the switch and the card already say the limit', async () => {
  const sandbox = await startFrenchShopper();
  const cancelled = await frenchQuoteRequired(sandbox);
  const api = currentApi();
  await updateClaimRecord(api, cancelled, { termsAndConditionsAccepted: true });
  for (let quote = 0; quote < 3; quote++) {
    await requestQuote(api, cancelled);
    sandbox.state.advanceClock(SETTLE);
    await refuseQuote(api, cancelled);
  }
  const { lastModified } = await getClaimRecord(api, cancelled);
  // This page never read the quotes (the record it holds has none): what the earlier page kept is written as it keeps it.
  await cancelClaim();
  const now = sandbox.state.service.now();
  const kept = quotesToKeep(seenTag(session.value?.userId ?? ''), tagged(new Map([[cancelled, { quotes: 3, lastModified }]])), now);
  localStorage.setItem(LOCAL_KEYS.quotesSeen, JSON.stringify(kept));
  const next = await frenchQuoteRequired(sandbox);

  await inSecondTab();
  // The reloaded page found the kept quotes and asks for the code that reads them.
  await vi.waitFor(() => expect(fetched.asked).toBe(true));
  const decided: { applyLater: boolean; quoteLimit: boolean }[] = [];
  const stop = effect(() => {
    if (insuranceLoad.value === 'ready') decided.push({ applyLater: applyLater.peek(), quoteLimit: quoteLimitNow() });
  });
  const answered: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await sandbox.fetch(input, init);
    answered.push(String(input));
    // The load's three calls answered (the restricted check, the active record, the cart): the code comes only now.
    if (answered.length === 3) fetched.arrive();
    return answer;
  });
  try {
    await loadInsuranceState();
  } finally {
    stop();
  }
  expect(record.value?.id).toBe(next);
  expect(decided[0]).toEqual({ applyLater: true, quoteLimit: true });
});

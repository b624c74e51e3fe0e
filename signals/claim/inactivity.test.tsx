// The 30-minute inactivity cancel counts the shopper, not one tab (spec 000 §4 and §9): two tabs of one shopper in one
// browser, each page its own signal graph, against one in-process sandbox. Their line stands in for the browser's
// BroadcastChannel, handing a tab's tell to the other at once, so the fake clock alone decides what happens when.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_CANCEL_MS } from '../../src/domain/constants.ts';
import { ORIGIN, sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import type { OpenTabsLine } from './inactivity.ts';

const MIN = 60_000;
let sandbox: ReturnType<typeof sandboxFetch>;

/** The browser's tabs of the shop: what one tells, every other hears. */
function browserTabs(): OpenTabsLine {
  const open = new Set<() => void>();
  return (heard) => {
    open.add(heard);
    return {
      tell: () => {
        for (const other of open) if (other !== heard) other();
      },
      close: () => void open.delete(heard),
    };
  };
}

/** A page of the shop loaded in a tab: modules of its own, its signals started, the shopper's session loaded, counting. */
async function openTab(tabs: OpenTabsLine) {
  vi.resetModules();
  const { configure } = await import('../../test/component/setup.ts');
  const { startSignals } = await import('../start.ts');
  const { loadSession } = await import('../session/session.ts');
  const claim = await import('./claim.ts');
  const load = await import('./claim-load.ts');
  const actions = await import('./actions.ts');
  const inactivity = await import('./inactivity.ts');
  const { updateClaimRecord } = await import('../../src/api/claim/claim-records.ts');
  const { currentApi } = await import('./claim-kit.ts');
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing` });
  const stop = startSignals();
  await loadSession();
  const page = new EventTarget();
  inactivity.watchInactivity(page, tabs);
  return {
    stop,
    /** The shopper types on this page. */
    type: () => page.dispatchEvent(new Event('keydown')),
    record: () => claim.record.value,
    idleCancelled: () => inactivity.idleCancelled.value,
    startClaim: () => actions.startClaim(),
    /** The page loads the shopper's insurance state, the claim among it, as a product page does. */
    load: () => load.refreshInsuranceState(),
    /** Saves to the claim from this page, as a step's Continue does. */
    save: (id: string) => updateClaimRecord(currentApi(), id, { patientRelationship: 'SELF' }),
  };
}

const deletes = () => sandbox.calls.filter((call) => call.startsWith('DELETE /services/direct-billing/claim-records/'));

/** Lets the fake clock run, and what its timers started (reads of the record, a cancel) finish. */
async function after(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(async () => {
  // The clock first: the sandbox keeps the one it is made with, and its lastModified must read the test's.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  await sandbox.signIn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Waits for a state while the fake clock stands (vi.waitFor moves it on by a few milliseconds a try). */
const until = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 20 });

describe('spec 000 §4 "Inactivity of 30 minutes cancels the claim": the shopper’s activity in any tab of the shop counts', () => {
  it('tab B, an idle product page, does not cancel the claim the shopper fills in in tab A; once both are idle 30 minutes it goes', async () => {
    const tabs = browserTabs();
    const a = await openTab(tabs);
    const created = await a.startClaim();
    const b = await openTab(tabs);
    await b.load();
    expect(b.record()?.id).toBe(created.id);
    // Twenty minutes on, the shopper types in tab A; eleven minutes later tab B's own page has been idle 31 minutes.
    await after(20 * MIN);
    a.type();
    await after(11 * MIN);
    expect(deletes()).toEqual([]);
    expect([a.record()?.id, b.record()?.id]).toEqual([created.id, created.id]);
    // Thirty minutes after the shopper's last key in tab A, and nothing in either tab since: the claim is cancelled.
    await after(INACTIVITY_CANCEL_MS - 11 * MIN + 1000);
    await until(() => expect([a.record(), b.record()]).toEqual([null, null]));
    expect(deletes()).toContain(`DELETE /services/direct-billing/claim-records/${created.id}`);
    // Both tabs went idle at once, and both say why the claim is gone, whichever of them sent the cancel.
    await until(() => expect([a.idleCancelled(), b.idleCancelled()]).toEqual([true, true]));
    a.stop();
    b.stop();
  });

  it('a tab idle 30 minutes reads the record first: saved since from another device, the count starts from that save', async () => {
    const idle = await openTab(browserTabs());
    const created = await idle.startClaim();
    await after(25 * MIN);
    // Another device of the shopper's (no tab of this browser: nothing is told) saves a step of the claim.
    const saved = await (await openTab(() => null)).save(created.id);
    await after(6 * MIN);
    await until(() => expect(idle.record()?.lastModified).toBe(saved.lastModified));
    expect(deletes()).toEqual([]);
    await after(INACTIVITY_CANCEL_MS - 7 * MIN);
    expect(deletes()).toEqual([]);
    await after(2 * MIN);
    await until(() => expect(idle.record()).toBeNull());
    expect(deletes()).toEqual([`DELETE /services/direct-billing/claim-records/${created.id}`]);
    expect(idle.idleCancelled()).toBe(true);
    idle.stop();
  });

  it('a tab whose cancel meets the claim already cancelled by another idle tab (a 404) says the same as the one that cancelled', async () => {
    const idle = await openTab(browserTabs());
    const created = await idle.startClaim();
    // Another tab, idle as long, read the record as this one did and its cancel reaches the service just before this one's.
    const late = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      if (init?.method === 'DELETE' && deletes().length === 0) await sandbox.fetch(input, init);
      return sandbox.fetch(input, init);
    };
    vi.stubGlobal('fetch', late);
    await after(INACTIVITY_CANCEL_MS + 1000);
    await until(() => expect(idle.record()).toBeNull());
    expect(deletes()).toEqual([1, 2].map(() => `DELETE /services/direct-billing/claim-records/${created.id}`));
    expect(idle.idleCancelled()).toBe(true);
    idle.stop();
  });
});

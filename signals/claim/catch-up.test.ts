// One order, one claim across the shopper's tabs (issue 27; spec 000 §5 "One claim at a time per order"): a tab that
// starts a flow on a cart whose claim another tab made shows that claim, and a tab the shopper comes back to catches up.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { sandboxFetch, ORIGIN } from '../../test/component/sandbox-fetch.ts';
import { WALK_START } from '../../test/unit/sandbox-shopper.ts';
import type { ShopSession } from '../../sandbox/state.ts';
import { createClaimRecord } from '../../src/api/claim/claim-records.ts';
import type { RecordStatus } from '../../src/domain/claim/status.ts';
import { resetConfig } from '../host/config.ts';
import { loadSession, resetSession, session, sessionExpired } from '../session/session.ts';
import { hostEvents } from '../host/events.ts';
import { insuranceLoad, record, setRecord } from './claim.ts';
import { currentApi, loadInsuranceState, nullify, resetClaim, startClaim } from './claim-actions.ts';
import { watchTabReturn } from './catch-up.ts';
import { catchUpInsuranceState } from './claim-load.ts';
import { cartRead } from './claim-kit.ts';

let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  sandbox = sandboxFetch();
  await sandbox.signIn();
  vi.stubGlobal('fetch', sandbox.fetch);
  vi.stubGlobal('sessionStorage', undefined);
  configure({ apiKey: 'sandbox-public-key', apiBaseUrl: `${ORIGIN}/services/direct-billing` });
  await loadSession();
});

afterEach(() => {
  resetClaim();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const visitor = (): ShopSession => [...sandbox.state.sessions.values()].find((s) => s.userId === session.value?.userId)!;
const recordsOfCart = () => [...sandbox.state.service.records.values()].filter((s) => s.record.cartId === visitor().cartId && s.record.status !== 'DELETED');

/** The other tab: it made a record of the cart, and its claim stands at `status` (the insurer's answer, moved by hand). */
async function otherTabClaim(status: RecordStatus, locale = 'en_CA'): Promise<string> {
  const v = visitor();
  const eligibleProducts = v.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity }));
  const { id } = await createClaimRecord(currentApi(), { cartId: v.cartId, sessionId: v.activityId, customerNumber: v.userId, eligibleProducts, locale, ecommerce: 'N1' });
  const stored = sandbox.state.service.records.get(id);
  if (!stored) throw new Error('the record was not stored');
  sandbox.state.service.setStatus(stored, status);
  return id;
}

/**
 * A shopper whose other tab's claim stands accepted signs out there while this page holds it: the token dies with the shop
 * session, and `then` (the page's next call) meets its refusal. Answers the session-expired events the page sent.
 */
async function signedOutElsewhere(then: () => Promise<unknown>): Promise<unknown[]> {
  const id = await otherTabClaim('CLAIM_ACCEPTED');
  await loadInsuranceState();
  expect(record.value?.id).toBe(id);
  const expired: unknown[] = [];
  const stop = hostEvents.on('session-expired', (payload) => expired.push(payload));
  for (const [key, v] of sandbox.state.sessions) if (v.userId === session.value?.userId) sandbox.state.sessions.delete(key);
  await then();
  stop();
  return expired;
}

describe('issue 27, spec 000 §5: a start on a cart whose claim stands shows that claim, no second record', () => {
  test.each<RecordStatus>(['CLAIM_SUBMITTED', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED'])('the other tab\'s claim %s: the start answers it, and it is the record shown', async (status) => {
    await loadInsuranceState();
    expect(record.value).toBeNull();
    const theirs = await otherTabClaim(status);
    const started = await startClaim();
    expect(started).toMatchObject({ id: theirs, status });
    expect(record.value?.id).toBe(theirs);
    expect(recordsOfCart()).toHaveLength(1);
  });

  test('a rejected claim leaves the order free: the start makes a new record', async () => {
    const theirs = await otherTabClaim('CLAIM_REJECTED');
    const started = await startClaim();
    expect(started.id).not.toBe(theirs);
    expect(started.status).toBe('CREATED');
  });
});

describe('issue 27: a tab the shopper comes back to catches up (visibilitychange to visible, or focus)', () => {
  const page = { win: new EventTarget(), doc: Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState }) };
  watchTabReturn(page.win as unknown as Window, page.doc as unknown as Document);

  test.each([
    { name: 'shown again', back: () => ((page.doc.visibilityState = 'visible'), page.doc.dispatchEvent(new Event('visibilitychange'))) },
    { name: 'focused', back: () => ((page.doc.visibilityState = 'visible'), page.win.dispatchEvent(new Event('focus'))) },
  ])('$name: this tab\'s record in progress gives way to the claim made in the other tab', async ({ back }) => {
    page.doc.visibilityState = 'hidden';
    await loadInsuranceState();
    const mine = await startClaim();
    expect(insuranceLoad.value).toBe('ready');
    // Hidden, the tab does not ask.
    page.doc.dispatchEvent(new Event('visibilitychange'));
    const theirs = await otherTabClaim('CLAIM_ACCEPTED');
    expect(record.value?.id).toBe(mine.id);
    back();
    await vi.waitFor(() => expect(record.value).toMatchObject({ id: theirs, status: 'CLAIM_ACCEPTED' }));
  });

  test('a tab without a record takes the record another tab started for the cart', async () => {
    await loadInsuranceState();
    setRecord(null);
    const theirs = await otherTabClaim('UPDATED');
    page.doc.visibilityState = 'visible';
    page.win.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(record.value?.id).toBe(theirs));
  });
});

describe('issue 27, spec 000 §8: the shopper\'s cancel asks the shop session first', () => {
  test('signed out in another tab: the session-expired path, and no cancellation sent', async () => {
    const expired = await signedOutElsewhere(() => nullify());
    expect(sandbox.calls.filter((c) => c.endsWith('/claim/nullify'))).toEqual([]);
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect([session.value, sessionExpired.value, record.value]).toEqual([null, true, null]);
  });

  test('the session holds: the cancellation is sent', async () => {
    await otherTabClaim('CLAIM_ACCEPTED');
    await loadInsuranceState();
    await nullify({ now: () => sandbox.state.service.now(), sleep: async (ms) => sandbox.state.advanceClock(ms) });
    expect(sandbox.calls.filter((c) => c.endsWith('/claim/nullify'))).toHaveLength(1);
  });
});

describe('spec 000 §8: a catch-up whose refused token finds the shopper signed out ends the session', () => {
  test('signed out in another tab: the session-expired path, and nothing of their claim stays', async () => {
    const expired = await signedOutElsewhere(() => catchUpInsuranceState());
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect([session.value, sessionExpired.value, record.value, insuranceLoad.value, cartRead.value]).toEqual([null, true, null, 'idle', null]);
  });
});

describe('spec 000 §1: a record of another country\'s shop, on a cart numbered as this one, is not this page\'s claim', () => {
  test.each<{ locale: string; shown: boolean }>([
    { locale: 'fr_FR', shown: false },
    { locale: 'en_US', shown: false },
    { locale: 'fr_CA', shown: true },
  ])('the service answers a $locale record to the Canadian page: shown $shown, on load and on catching up', async ({ locale, shown }) => {
    const id = await otherTabClaim('UPDATED', locale);
    await loadInsuranceState();
    expect(record.value?.id ?? null).toBe(shown ? id : null);
    setRecord(null);
    await catchUpInsuranceState();
    expect(record.value?.id ?? null).toBe(shown ? id : null);
  });
});

// The queue snippet records every method of the page API, and docs/delivery.md shows the snippet the code defines.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { QUEUE_SNIPPET, QUEUED_METHODS, replay } from './queue.ts';
import { findStub } from './stub.ts';
import type { DirectBillingApi, QueuedMethod } from './public-api.ts';

/** Every method of the page API but its two version fields: the compiler says when one is added and not listed here. */
const EVERY_METHOD: Record<QueuedMethod, true> = {
  login: true, logout: true, sessionError: true, orderComplete: true, cartChanged: true, serviceStatus: true, requestProductQuote: true,
  productForQuote: true, addSyncListener: true, removeSyncListener: true, addBenefits: true, removeBenefits: true, requestBenefitPlan: true,
  requestInsuranceData: true, requestClaimCount: true, open: true, close: true, render: true, on: true, off: true, diagnose: true,
};

describe('the queue snippet (docs/delivery.md)', () => {
  it('stubs every method of the page API', () => {
    expect([...QUEUED_METHODS].sort()).toEqual(Object.keys(EVERY_METHOD).sort());
  });

  it('is two lines, shown verbatim in docs/delivery.md', () => {
    expect(QUEUE_SNIPPET.split('\n')).toHaveLength(2);
    expect(readFileSync(new URL('../../docs/delivery.md', import.meta.url), 'utf8')).toContain(QUEUE_SNIPPET);
  });

  it.each([
    ['an object with a q array', { q: [] }, true],
    ['the page API', { open: () => undefined }, false],
    ['nothing', undefined, false],
    ['a q that is no array', { q: 'x' }, false],
  ])('finds a stub in %s: %s', (_name, value, found) => {
    expect(findStub(value) !== null).toBe(found);
  });

  it('replays calls and events in order, settles each call\'s promise and skips a wrong entry with one line', async () => {
    const order: string[] = [];
    const api = { open: (view: string) => void order.push(`open ${view}`), requestClaimCount: async () => (order.push('count'), 3) } as unknown as DirectBillingApi;
    const report = vi.fn();
    const counted = new Promise((resolve) => {
      replay([['call', 'open', ['intro'], undefined], ['event', new Event('direct-billing:close')], 'junk', ['call', 'requestClaimCount', [], resolve]], api, (e) => order.push(e.type), report);
    });
    expect(await counted).toBe(3);
    expect(order).toEqual(['open intro', 'direct-billing:close', 'count']);
    expect(report).toHaveBeenCalledOnce();
  });
});

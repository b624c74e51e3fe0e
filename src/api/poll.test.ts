// Polling and its stop conditions (spec 000 §4 "Insurance usage", §8 "Polling failure", §9 polling constants).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { poll, realClock, type Clock, type PollOptions } from './poll.ts';

/** A clock whose sleep moves time on at once, recording each pause. */
function fakeClock(onSleep?: () => void): Clock & { t: number; sleeps: number[] } {
  const clock = {
    t: 0,
    sleeps: [] as number[],
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.t += ms;
      onSleep?.();
    },
  };
  return clock;
}

/** Answers from a script, the last step repeated: a string is answered, an Error is thrown. */
function script(steps: (string | Error)[]) {
  const times: number[] = [];
  let i = 0;
  return {
    times,
    request: (clock: Clock) => async () => {
      times.push(clock.now());
      const step = steps[Math.min(i++, steps.length - 1)];
      if (step instanceof Error) throw step;
      return step ?? 'PENDING';
    },
  };
}

const net = () => new ApiError('GET claim-records/{id}', 0);
const notFound = () => new ApiError('GET claim-records/{id}', 404);

type Row = [name: string, steps: (string | Error)[], options: Partial<PollOptions<string>>, status: string, requests: number];

describe('spec 000 §9: poll stop conditions', () => {
  test.each<Row>([
    ['stops at the first matching answer', ['PENDING', 'PENDING', 'DONE', 'DONE'], {}, 'done', 3],
    ['matches on the very first answer without waiting', ['DONE'], {}, 'done', 1],
    ['stops at the max wait: tries at 0, 2, 4, 6, 8 and 10 s of a 10 s wait', ['PENDING'], { maxWaitMs: 10_000 }, 'timeout', 6],
    ['stops after maxAttempts tries (nullify: 3)', ['PENDING'], { maxAttempts: 3 }, 'timeout', 3],
    ['failed tries count towards maxAttempts', [net(), net(), 'PENDING'], { maxAttempts: 2, maxRetries: 5 }, 'timeout', 2],
    ['retries a network failure and goes on to the match', [net(), 'PENDING', 'DONE'], { maxRetries: 1 }, 'done', 3],
    ['gives up after maxRetries failed retries in a row (3 retries: 4 failures)', [net()], { maxRetries: 3 }, 'failed', 4],
    ['a success resets the count of failures in a row', [net(), net(), 'PENDING', net(), net(), 'DONE'], { maxRetries: 2 }, 'done', 6],
    ['stops at the first failure when maxRetries is not given', [net(), 'DONE'], {}, 'failed', 1],
    ['stops at once on a non-retryable error (404)', [notFound(), 'DONE'], { maxRetries: 3 }, 'failed', 1],
    ['stops at once on an error the retryable option refuses', [net(), 'DONE'], { maxRetries: 3, retryable: () => false }, 'failed', 1],
  ])('%s', async (_name, steps, options, status, requests) => {
    const clock = fakeClock();
    const s = script(steps);
    const result = await poll({ request: s.request(clock), done: (a) => a === 'DONE', intervalMs: 2000, maxWaitMs: 120_000, clock, ...options });
    expect(result.status).toBe(status);
    expect(s.times.length).toBe(requests);
    expect(result.attempts).toBe(requests);
  });

  test('tries are an interval apart and none starts after the max wait', async () => {
    const clock = fakeClock();
    const s = script(['PENDING']);
    const result = await poll({ request: s.request(clock), done: () => false, intervalMs: 2000, maxWaitMs: 5000, clock });
    expect(s.times).toEqual([0, 2000, 4000]);
    expect(clock.now()).toBe(4000);
    expect(result).toEqual({ status: 'timeout', last: 'PENDING', attempts: 3 });
  });

  test('a timeout with no answer at all carries no last answer', async () => {
    const clock = fakeClock();
    const result = await poll({ request: script([net()]).request(clock), done: () => true, intervalMs: 1000, maxWaitMs: 1000, maxRetries: 5, clock });
    expect(result).toEqual({ status: 'timeout', attempts: 2 });
  });

  test('the matching answer and the ending error are handed back', async () => {
    const clock = fakeClock();
    expect(await poll({ request: script(['DONE']).request(clock), done: (a) => a === 'DONE', intervalMs: 1, maxWaitMs: 1, clock })).toEqual({ status: 'done', value: 'DONE', attempts: 1 });
    const error = notFound();
    expect(await poll({ request: script([error]).request(clock), done: () => true, intervalMs: 1, maxWaitMs: 1, clock })).toEqual({ status: 'failed', error, attempts: 1 });
  });

  test('a done that throws ends the poll as failed instead of rejecting', async () => {
    const clock = fakeClock();
    const boom = new TypeError('bad answer');
    const result = await poll({
      request: script(['X']).request(clock),
      done: () => {
        throw boom;
      },
      intervalMs: 1,
      maxWaitMs: 10,
      clock,
    });
    expect(result).toEqual({ status: 'failed', error: boom, attempts: 1 });
  });
});

describe('spec 000 §9: cancelling a poll', () => {
  test('a signal aborted before the start sends no request', async () => {
    const clock = fakeClock();
    const s = script(['DONE']);
    const result = await poll({ request: s.request(clock), done: () => true, intervalMs: 2000, maxWaitMs: 120_000, clock, signal: AbortSignal.abort() });
    expect(result).toEqual({ status: 'aborted', attempts: 0 });
    expect(s.times).toEqual([]);
  });

  test('an abort during a wait ends the poll with no request after it', async () => {
    const controller = new AbortController();
    const clock = fakeClock(() => controller.abort());
    const s = script(['PENDING', 'DONE']);
    const result = await poll({ request: s.request(clock), done: (a) => a === 'DONE', intervalMs: 2000, maxWaitMs: 120_000, clock, signal: controller.signal });
    expect(result).toEqual({ status: 'aborted', attempts: 1 });
    expect(s.times.length).toBe(1);
  });

  test('an abort during a request hands the signal to the request and ends as aborted, not failed', async () => {
    const controller = new AbortController();
    const clock = fakeClock();
    const seen: (AbortSignal | undefined)[] = [];
    const result = await poll({
      request: async (signal) => {
        seen.push(signal);
        controller.abort();
        throw new ApiError('GET claim-records/{id}', 0, undefined, undefined, { aborted: true });
      },
      done: () => true,
      intervalMs: 2000,
      maxWaitMs: 120_000,
      maxRetries: 3,
      clock,
      signal: controller.signal,
    });
    expect(result).toEqual({ status: 'aborted', attempts: 1 });
    expect(seen).toEqual([controller.signal]);
  });

  test('with the real clock, an abort during a minute-long wait ends the poll at once', async () => {
    const controller = new AbortController();
    const s: number[] = [];
    const started = Date.now();
    const result = poll({
      request: async () => (s.push(1), 'PENDING'),
      done: () => false,
      intervalMs: 60_000,
      maxWaitMs: 600_000,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 5);
    expect(await result).toEqual({ status: 'aborted', attempts: 1 });
    expect(s.length).toBe(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('spec 000 §9 polling intervals on the wall clock: realClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('sleep resolves at the abort and clears its timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const sleeping = realClock.sleep(60_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await sleeping;
    expect(vi.getTimerCount()).toBe(0);
  });

  test('sleep resolves after the pause', async () => {
    const started = realClock.now();
    await realClock.sleep(15);
    expect(realClock.now() - started).toBeGreaterThanOrEqual(10);
  });
});

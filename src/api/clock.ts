// Time as the client and the polls see it: apart from the poll loop, so the client a signed-in page loads before a click
// does not carry the polling code (only a click polls).

/** Time as the poll sees it; tests pass a fake so no test waits for real. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts (it never rejects). */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The wall clock and setTimeout. */
export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done);
    }),
};

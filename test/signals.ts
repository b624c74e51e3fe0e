// Each test file runs with the signals' reactions started, as the loader starts them, and stopped after it.
import { afterAll, beforeAll } from 'vitest';
import { startSignals } from '../signals/start.ts';

let stop: (() => void) | undefined;
beforeAll(() => {
  stop = startSignals();
});
afterAll(() => stop?.());

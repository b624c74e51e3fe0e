// The signals' reactions run only between startSignals() and its dispose, lazy modules' included.
import { signal } from '@preact/signals-react';
import { describe, expect, test } from 'vitest';
import { reaction, startSignals } from './start.ts';

describe('startSignals', () => {
  test('a reaction runs once started, follows its signals, and stops with the dispose; a late one starts at once', () => {
    // The unit project's setup has started the signals for this file: stop them to begin from a known state.
    startSignals()();
    const source = signal(0);
    const seen: number[] = [];
    reaction(() => void seen.push(source.value));
    source.value = 1;
    expect(seen).toEqual([]);

    const stop = startSignals();
    expect(startSignals()).toBe(stop);
    expect(seen).toEqual([1]);
    source.value = 2;
    expect(seen).toEqual([1, 2]);

    const late: number[] = [];
    reaction(() => void late.push(source.value * 10));
    expect(late).toEqual([20]);

    stop();
    source.value = 3;
    expect(seen).toEqual([1, 2]);
    expect(late).toEqual([20]);
  });
});

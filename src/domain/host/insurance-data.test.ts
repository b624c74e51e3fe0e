// When requestInsuranceData answers (spec 001 §6), as a table.
import { describe, expect, test } from 'vitest';
import { insuranceDataReady, type InsuranceDataLoads } from './insurance-data.ts';

describe('spec 001 §6 request insurance data: answered once what it tells is read', () => {
  test.each<[string, InsuranceDataLoads, boolean]>([
    ['not before the shop session is read', { session: 'idle', signedIn: false, insurance: 'idle' }, false],
    ['not while the shop session loads', { session: 'loading', signedIn: false, insurance: 'idle' }, false],
    ['a signed-out visitor, once the session says so: nothing more will load', { session: 'ready', signedIn: false, insurance: 'idle' }, true],
    ['a session that failed: the call-to-action\'s init error is the answer (spec 001 §8)', { session: 'error', signedIn: false, insurance: 'idle' }, true],
    ['not a signed-in shopper whose insurance has not started loading', { session: 'ready', signedIn: true, insurance: 'idle' }, false],
    ['not while a signed-in shopper\'s insurance loads', { session: 'ready', signedIn: true, insurance: 'loading' }, false],
    ['a signed-in shopper whose insurance is loaded', { session: 'ready', signedIn: true, insurance: 'ready' }, true],
    ['a signed-in shopper whose insurance failed to load (the init error)', { session: 'ready', signedIn: true, insurance: 'error' }, true],
  ])('spec 001 §6: %s', (_name, loads, expected) => {
    expect(insuranceDataReady(loads)).toBe(expected);
  });
});

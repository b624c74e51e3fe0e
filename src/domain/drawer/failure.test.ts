// What a failed call says on the drawer's views (spec 000 §8, the generic error and its try again), as a table.
import { describe, expect, test } from 'vitest';
import { failureKind, failureWords } from './failure.ts';

describe('spec 000 §8 generic error: a dropped connection says so', () => {
  test.each<[string, unknown, boolean, 'offline' | 'failed']>([
    ['the browser offline, the call failed with no answer: offline', { status: 0 }, false, 'offline'],
    ['the browser offline, whatever failed: offline', new TypeError('Failed to fetch'), false, 'offline'],
    ['online by the browser’s word, but nothing answered (status 0): offline', { status: 0 }, true, 'offline'],
    ['the service answered 500: failed', { status: 500 }, true, 'failed'],
    ['the service answered 504, its own timeout: failed', { status: 504 }, true, 'failed'],
    ['a call the page stopped itself (status 0, aborted): failed, no dropped connection', { status: 0, aborted: true }, true, 'failed'],
    ['an error with no status (an answer not understood): failed', new Error('contract'), true, 'failed'],
    ['nothing thrown but a string: failed', 'oops', true, 'failed'],
    ['nothing at all: failed', undefined, true, 'failed'],
  ])('spec 000 §8: %s', (_name, error, online, kind) => {
    expect(failureKind(error, online)).toBe(kind);
  });

  test.each<[string, unknown, boolean, string]>([
    ['offline: the connection’s words', { status: 0 }, false, 'offline'],
    ['a failure of the service: the view’s own words', { status: 500 }, true, 'callFailed'],
  ])('spec 000 §8: which message: %s', (_name, error, online, key) => {
    expect(failureWords(error, online, 'callFailed')).toBe(key);
  });
});

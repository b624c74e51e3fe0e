// What a failed call says on the drawer's views (spec 000 §8, the generic error and its try again), as a table.
import { describe, expect, test } from 'vitest';
import { failureContext, failureKind, failureWords } from './failure.ts';

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

describe('spec 000 §8 error contexts: a call whose time ran out is TIME_EXCEEDED_ERROR', () => {
  test.each<[string, unknown, 'TIME_EXCEEDED_ERROR' | 'GENERIC_ERROR']>([
    ['the client stopped waiting (spec 000 §9: 504 is a timeout)', { status: 504, timeout: true }, 'TIME_EXCEEDED_ERROR'],
    ['the service answered 504', { status: 504 }, 'TIME_EXCEEDED_ERROR'],
    ['a wait that ran out (the lookup polled too long)', { timeout: true }, 'TIME_EXCEEDED_ERROR'],
    ['a server failure', { status: 503, timeout: false }, 'GENERIC_ERROR'],
    ['no answer at all (the connection)', { status: 0 }, 'GENERIC_ERROR'],
    ['a call the page stopped itself', { status: 0, aborted: true, timeout: false }, 'GENERIC_ERROR'],
    ['nothing at all', undefined, 'GENERIC_ERROR'],
  ])('%s', (_name, error, context) => {
    expect(failureContext(error)).toBe(context);
  });
});

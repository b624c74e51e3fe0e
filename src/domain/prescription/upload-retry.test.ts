// A failed prescription upload's next try and its words, as tables citing spec 000 §7 (one file per upload URL).
import { describe, expect, test } from 'vitest';
import { afterFailedTry, failedUploadOutcome, type FailedTry, type UploadOutcome } from './upload-retry.ts';

describe('spec 000 §7 one file per upload URL: afterFailedTry, where a failed upload goes next', () => {
  test.each<[string, FailedTry, ReturnType<typeof afterFailedTry>]>([
    ['no answer, but the record read lists the file: uploaded', { mayLand: true, used: false, read: 'listed' }, 'uploaded'],
    ['no answer, the record read says it is not there: the same URL, where it may still land', { mayLand: true, used: false, read: 'absent' }, 'same-url'],
    ['no answer, and the record read failed too: the same URL', { mayLand: true, used: false, read: 'unread' }, 'same-url'],
    ['cut off by the shopper, not read: the same URL', { mayLand: true, used: false, read: 'not-read' }, 'same-url'],
    ['refused (a 4xx), not listed: a new URL', { mayLand: false, used: false, read: 'absent' }, 'new-url'],
    ['refused, the read failed: a new URL', { mayLand: false, used: false, read: 'unread' }, 'new-url'],
    ['the earlier try’s URL refused as used, the read failed: stored, the record only to be read (never a second copy)', { mayLand: false, used: true, read: 'unread' }, 'stored'],
    ['the URL refused as used, no prescription to look for: stored', { mayLand: false, used: true, read: 'not-read' }, 'stored'],
    ['the URL refused as used, the record lists the file: uploaded', { mayLand: false, used: true, read: 'listed' }, 'uploaded'],
    ['the URL refused as used, yet the record read does not list the file: a new URL', { mayLand: false, used: true, read: 'absent' }, 'new-url'],
  ])('%s', (_name, failed, next) => {
    expect(afterFailedTry(failed)).toBe(next);
  });
});

describe('spec 000 §7 and §8: failedUploadOutcome, what the shopper is told of a failed upload', () => {
  test.each<[string, 'failed' | 'offline', boolean, UploadOutcome]>([
    ['not stored, the service failed: could not be uploaded', 'failed', false, 'failed'],
    ['not stored, the connection dropped: could not be uploaded, offline', 'offline', false, 'offline'],
    ['stored, its record read failed: uploaded, the list not updated', 'failed', true, 'stored'],
    ['stored, the read failed for the connection: uploaded, the list not updated, offline', 'offline', true, 'stored-offline'],
  ])('%s', (_name, failed, stored, outcome) => {
    expect(failedUploadOutcome(failed, stored)).toBe(outcome);
  });
});

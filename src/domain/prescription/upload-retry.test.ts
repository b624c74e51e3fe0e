// A failed prescription upload's next try and its words, as tables citing spec 000 §7 (one file per upload URL).
import { describe, expect, test } from 'vitest';
import { afterFailedTry, ALREADY_UPLOADED, failedUploadOutcome, TOO_MANY_FILES, type FailedTry, type UploadOutcome } from './upload-retry.ts';

type Next = ReturnType<typeof afterFailedTry>;

describe('spec 000 §7 one file per upload URL: afterFailedTry, where a failed upload goes next', () => {
  test.each<[string, FailedTry, Next]>([
    ['no answer, but the record read lists the file: uploaded', { mayLand: true, retried: false, conflict: undefined, read: 'listed' }, 'uploaded'],
    ['no answer, the record read says it is not there: the same URL, where it may still land', { mayLand: true, retried: false, conflict: undefined, read: 'absent' }, 'same-url'],
    ['no answer, and the record read failed too: the same URL', { mayLand: true, retried: false, conflict: undefined, read: 'unread' }, 'same-url'],
    ['cut off by the shopper, not read: the same URL', { mayLand: true, retried: false, conflict: undefined, read: 'not-read' }, 'same-url'],
    ['refused (a 4xx), not listed: a new URL', { mayLand: false, retried: false, conflict: undefined, read: 'absent' }, 'new-url'],
    ['refused, the read failed: a new URL', { mayLand: false, retried: false, conflict: undefined, read: 'unread' }, 'new-url'],
    ['the URL refused as used, no prescription to look for: stored', { mayLand: false, retried: true, conflict: ALREADY_UPLOADED, read: 'not-read' }, 'stored'],
    ['a first try refused as the claim is full, the read failed: a new URL (no earlier try may land)', { mayLand: false, retried: false, conflict: TOO_MANY_FILES, read: 'unread' }, 'new-url'],
  ])('%s', (_name, failed, next) => {
    expect(afterFailedTry(failed)).toBe(next);
  });

  // A try sent again to an earlier try's URL, refused with each conflict the storage names, the record read after it
  // read (not listing the file) or failed. Only AlreadyUploaded says the URL holds a file; any other conflict stored
  // nothing, so the file is never taken as stored, and its next try goes to the same URL, where the earlier may land.
  test.each<[string, 'absent' | 'unread', Next]>([
    [ALREADY_UPLOADED, 'absent', 'new-url'],
    [ALREADY_UPLOADED, 'unread', 'stored'],
    [TOO_MANY_FILES, 'absent', 'same-url'],
    [TOO_MANY_FILES, 'unread', 'same-url'],
    ['InvalidState', 'absent', 'same-url'],
    ['InvalidState', 'unread', 'same-url'],
    ['', 'absent', 'same-url'],
    ['', 'unread', 'same-url'],
  ])('a retry to the earlier URL refused with 409 %o, the record read %s: %s', (conflict, read, next) => {
    expect(afterFailedTry({ mayLand: false, retried: true, conflict, read })).toBe(next);
  });

  test.each([ALREADY_UPLOADED, TOO_MANY_FILES, 'InvalidState', ''])('a retry refused with 409 %o while the record lists the file: uploaded', (conflict) => {
    expect(afterFailedTry({ mayLand: false, retried: true, conflict, read: 'listed' })).toBe('uploaded');
  });
});

describe('spec 000 §7, §8 and §9: failedUploadOutcome, what the shopper is told of a failed upload', () => {
  test.each<[string, 'failed' | 'offline', boolean, string | undefined, UploadOutcome]>([
    ['not stored, the service failed: could not be uploaded', 'failed', false, undefined, 'failed'],
    ['not stored, the connection dropped: could not be uploaded, offline', 'offline', false, undefined, 'offline'],
    ['stored, its record read failed: uploaded, the list not updated', 'failed', true, undefined, 'stored'],
    ['stored, the read failed for the connection: uploaded, the list not updated, offline', 'offline', true, undefined, 'stored-offline'],
    ['stored as the URL holds the file (AlreadyUploaded): uploaded, the list not updated', 'failed', true, ALREADY_UPLOADED, 'stored'],
    ['refused as the claim holds its 10 files: that limit’s words', 'failed', false, TOO_MANY_FILES, 'too-many'],
    ['refused as the claim holds its 10 files while the browser says offline: the storage answered, that limit’s words', 'offline', false, TOO_MANY_FILES, 'too-many'],
    ['refused as the claim takes no file now: could not be uploaded', 'failed', false, 'InvalidState', 'failed'],
    ['a 409 naming no code: could not be uploaded', 'failed', false, '', 'failed'],
  ])('%s', (_name, failed, stored, conflict, outcome) => {
    expect(failedUploadOutcome(failed, stored, conflict)).toBe(outcome);
  });
});

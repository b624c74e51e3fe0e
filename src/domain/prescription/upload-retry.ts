// What a prescription upload that failed comes to (spec 000 section 7: a file goes to the upload URL put-url gives, and
// the storage takes one file per URL): where its next try goes, and what the shopper is told of it.
import type { FailureKind } from '../drawer/failure.ts';

/** What the record, read after a failed try, said of the file: listed, not listed, the read failed, or it was not read. */
export type RecordRead = 'listed' | 'absent' | 'unread' | 'not-read';

/** A failed try of an upload, as the rule reads it. */
export interface FailedTry {
  /** The try may still land, or was cut off by the shopper: no answer, a 5xx, aborted. */
  mayLand: boolean;
  /** The storage refused the URL as used (409, AlreadyUploaded) on a try sent again to an earlier try's URL. */
  used: boolean;
  read: RecordRead;
}

/**
 * Where a failed try leaves its upload: uploaded after all (the record lists the file); stored, only the record still to
 * read (the storage said the earlier try's URL holds a file, and the read that would confirm it failed: a new URL would
 * store the file twice); the same URL again (the try may still land there); or a new URL (refused, or the URL used and
 * the record, read, does not list the file).
 */
export function afterFailedTry(failed: FailedTry): 'uploaded' | 'stored' | 'same-url' | 'new-url' {
  if (failed.read === 'listed') return 'uploaded';
  if (failed.used) return failed.read === 'absent' ? 'new-url' : 'stored';
  return failed.mayLand ? 'same-url' : 'new-url';
}

/**
 * What became of a file sent, as the shopper is told: uploaded; not uploaded, for the connection or anything else; or
 * stored by the storage though the record read after it failed, for the connection or anything else: the file is
 * uploaded, only the list of files could not be updated, and its retry reads the record again.
 */
export type UploadOutcome = 'uploaded' | FailureKind | 'stored' | 'stored-offline';

/** The outcome of a failed upload: its failure's kind, said as a read that failed when the file is stored. */
export function failedUploadOutcome(failed: FailureKind, stored: boolean): UploadOutcome {
  if (!stored) return failed;
  return failed === 'offline' ? 'stored-offline' : 'stored';
}

// What a prescription upload that failed comes to (spec 000 section 7: a file goes to the upload URL put-url gives, and
// the storage takes one file per URL): where its next try goes, and what the shopper is told of it.
import type { FailureKind } from '../drawer/failure.ts';

/**
 * The storage's conflicts (409), by the code its error names: the URL holds a file already (the one conflict that says
 * the file is stored), and the claim holds its 10 files already (spec 000 section 9). Any other conflict (the claim
 * takes no file now, or a 409 naming no code) stores nothing.
 */
export const ALREADY_UPLOADED = 'AlreadyUploaded';
export const TOO_MANY_FILES = 'TooManyFiles';

/** What the record, read after a failed try, said of the file: listed, not listed, the read failed, or it was not read. */
export type RecordRead = 'listed' | 'absent' | 'unread' | 'not-read';

/** A failed try of an upload, as the rule reads it. */
export interface FailedTry {
  /** The try may still land, or was cut off by the shopper: no answer, a 5xx, aborted. */
  mayLand: boolean;
  /** The try was sent again to an earlier try's URL, where that try may still land. */
  retried: boolean;
  /** The code the storage's 409 named ('' when it named none); undefined when the try failed otherwise. */
  conflict: string | undefined;
  read: RecordRead;
}

/**
 * Where a failed try leaves its upload: uploaded after all (the record lists the file); stored, only the record still to
 * read (the storage said the URL holds a file, AlreadyUploaded, and the read that would confirm it failed: a new URL
 * would store the file twice); the same URL again (the try may still land there, or the earlier try sent there may:
 * another conflict stored nothing at that URL); or a new URL (refused, or the URL used and the record, read, does not
 * list the file).
 */
export function afterFailedTry(failed: FailedTry): 'uploaded' | 'stored' | 'same-url' | 'new-url' {
  if (failed.read === 'listed') return 'uploaded';
  if (failed.conflict === ALREADY_UPLOADED) return failed.read === 'absent' ? 'new-url' : 'stored';
  if (failed.conflict !== undefined && failed.retried) return 'same-url';
  return failed.mayLand ? 'same-url' : 'new-url';
}

/**
 * What became of a file sent, as the shopper is told: uploaded; not uploaded, for the connection or anything else; not
 * uploaded as the claim holds its 10 files already; or stored by the storage though the record read after it failed, for
 * the connection or anything else: the file is uploaded, only the list of files could not be updated, and its retry
 * reads the record again.
 */
export type UploadOutcome = 'uploaded' | FailureKind | 'too-many' | 'stored' | 'stored-offline';

/**
 * The outcome of a failed upload: said as a read that failed when the file is stored; else the storage's conflict when
 * it has words of its own (its answer came, whatever the browser says of the connection); else its failure's kind.
 */
export function failedUploadOutcome(failed: FailureKind, stored: boolean, conflict?: string): UploadOutcome {
  if (stored) return failed === 'offline' ? 'stored-offline' : 'stored';
  return conflict === TOO_MANY_FILES ? 'too-many' : failed;
}

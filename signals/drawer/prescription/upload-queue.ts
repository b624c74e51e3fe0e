// The prescription upload queue of the North American flow (spec 000 sections 2 and 7): each file chosen is sent with
// its progress, a failed one kept with its File so "Retry" sends it again, to the same upload URL while its first try
// may still land.
import { signal } from '@preact/signals-react';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { requestUploadUrl } from '../../../src/api/prescription/prescriptions.ts';
import { uploadWithProgress, type OnProgress } from '../../../src/api/prescription/upload-progress.ts';
import { ApiError, isRetryable } from '../../../src/api/errors.ts';
import { sameChosenFile, uploadLanded } from '../../../src/domain/prescription/prescriptions.ts';
import { neutralFileName, nextFileNumber } from '../../../src/domain/prescription/file-name.ts';
import { failureKind, type FailureKind } from '../../../src/domain/drawer/failure.ts';
import { afterFailedTry, failedUploadOutcome, type RecordRead, type UploadOutcome } from '../../../src/domain/prescription/upload-retry.ts';
import { forgetOwnNames, rememberOwnName } from './own-names.ts';
import type { UploadUrl } from '../../../src/contract/prescription/prescriptions.ts';
import type { ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import { answered, currentApi, liveRecord } from '../../claim/claim-kit.ts';
import { setRecord } from '../../claim/claim.ts';
import { track } from '../../host/notify.ts';
import { browserOnline } from '../../toggle/toggle.ts';
import { forgetOnSignOut } from '../../session/forget.ts';

/** A file on its way, or whose upload failed: kept (with its File) so "Retry" sends it again without choosing it. */
export interface PendingUpload {
  key: number;
  /** The record it goes to: another record's files are not shown. */
  recordId: string;
  file: File;
  /** Share sent, 0 to 1. */
  progress: number;
  /** Why its last try failed, the connection or anything else (failureKind); null while it is on its way. */
  failed: FailureKind | null;
  /** The code of the storage's conflict (409) its last try met, if it met one: a claim full of files has words of its own. */
  conflict?: string | undefined;
  /**
   * The upload URL of a try whose outcome is unknown (no answer, a 5xx) or that an earlier such try was sent to, or that
   * was stored though the record read after it failed: the next try goes there, or only reads the record, and never asks
   * for a new one.
   */
  target?: UploadTarget | undefined;
}

/**
 * An upload URL and the neutral name it was asked for; stored once the storage took the file but the record read after
 * it failed: the file is uploaded, only the record is still to be read.
 */
export type UploadTarget = UploadUrl & { fileName: string; stored?: true | undefined };

/** The uploads not yet done; module state, so leaving the view and coming back loses none. */
export const uploads = signal<readonly PendingUpload[]>([]);

let nextKey = 1;
/** The highest neutral name's number this page asked an upload URL for, and for which record (nextFileNumber). */
let named: { recordId: string; number: number } | null = null;

/** The neutral name of a claim's next file: numbered after the record's files and those this page is sending it. */
function nextFileName(current: ClaimRecord, original: string): string {
  const asked = named?.recordId === current.id ? named.number : 0;
  const number = nextFileNumber((current.prescriptions ?? []).map((p) => p.name), asked);
  named = { recordId: current.id, number };
  return neutralFileName(original, number);
}

/** Reads the record again and sets it (after an upload or a removal, whose answers carry no record). */
export async function reread(id: string): Promise<void> {
  setRecord(await getClaimRecord(currentApi(), id));
}

/** What the record, read again, says of the prescription put-url named: listed, absent, or unread (the read failed). */
async function landed(recordId: string, prescriptionId: string): Promise<RecordRead> {
  try {
    await reread(recordId);
    return uploadLanded(liveRecord().prescriptions, prescriptionId) ? 'listed' : 'absent';
  } catch {
    return 'unread';
  }
}

/** The code the storage's conflict (409) named, '' when none; undefined for any other failure. */
const conflictOf = (error: unknown): string | undefined => (error instanceof ApiError && error.status === 409 ? (error.errorCode ?? '') : undefined);

/** Where an upload goes: the URL of an earlier try to send again, and who to tell the URL once put-url gave it. */
export interface UploadTo {
  target?: UploadTarget | undefined;
  onTarget?: (target: UploadTarget | undefined) => void;
}

/**
 * Uploads one file (put-url, then the PUT with progress) and reads the record again; answers the prescription id if
 * told. Given the URL of an earlier try, sends there again: the storage takes one file per URL, so a first try that
 * lands late and this one are stored once (spec 000 section 7). Given a stored one, only reads the record: the file is
 * uploaded, and a new URL would store it twice.
 */
export function uploadFile(file: File, onProgress: OnProgress, to: UploadTo = {}): Promise<string | undefined> {
  return answered(async () => {
    const current = liveRecord();
    const { id } = current;
    // The name in the put-url query and the metadata header is neutral, and the claim's own; a retry to the same URL
    // sends the same one.
    const fileName = to.target?.fileName ?? nextFileName(current, file.name);
    const target = to.target ?? { ...(await requestUploadUrl(currentApi(), id, fileName)), fileName };
    const { url, prescriptionId, stored } = target;
    if (prescriptionId) rememberOwnName(prescriptionId, file.name);
    let recordRead = false;
    // A stored file is not sent again: only the record is still to be read.
    if (!stored) {
      try {
        await uploadWithProgress(url, file, { claimRecordId: id, fileName }, onProgress);
      } catch (error) {
        // The storage may have kept the file though its answer was lost, or an earlier try to this URL stored it (the
        // storage refuses the URL as used, 409 AlreadyUploaded; any other conflict stored nothing): then it is
        // uploaded, and sending it again would store it twice. An aborted upload (the shopper left) is not asked about.
        const aborted = error instanceof ApiError && error.aborted;
        const read = !prescriptionId || aborted ? 'not-read' : await landed(id, prescriptionId);
        const next = afterFailedTry({ mayLand: aborted || isRetryable(error), retried: !!to.target, conflict: conflictOf(error), read });
        if (next !== 'uploaded') {
          // The same URL again while the first try may still land; only the record read when the file is stored;
          // after a refusal, a new one.
          to.onTarget?.(next === 'new-url' ? undefined : next === 'stored' ? { ...target, stored: true } : target);
          throw error;
        }
        recordRead = true;
      }
      track('OTHER', 'drawerWidget', 'prescription-add');
    }
    if (!recordRead) {
      await reread(id).catch((error: unknown) => {
        // The storage has the file: its retry reads the record again, and sends nothing.
        to.onTarget?.({ ...target, stored: true });
        throw error;
      });
    }
    return prescriptionId ?? undefined;
  });
}

const patch = (key: number, change: Partial<PendingUpload>) => {
  uploads.value = uploads.value.map((u) => (u.key === key ? { ...u, ...change } : u));
};

export type { UploadOutcome };

/** Sends a pending upload: it leaves the list once uploaded, and stays marked failed, and why, otherwise. */
async function send(key: number): Promise<UploadOutcome> {
  const entry = uploads.value.find((u) => u.key === key);
  if (!entry) return 'failed';
  // A stored file is past its bytes: its retry waits on the record, as the last step of an upload does.
  patch(key, { progress: entry.target?.stored ? 1 : 0, failed: null, conflict: undefined });
  try {
    await uploadFile(entry.file, (progress) => patch(key, { progress }), { target: entry.target, onTarget: (target) => patch(key, { target }) });
    uploads.value = uploads.value.filter((u) => u.key !== key);
    return 'uploaded';
  } catch (error) {
    const failed = failureKind(error, browserOnline());
    const conflict = conflictOf(error);
    patch(key, { failed, conflict });
    return failedUploadOutcome(failed, !!uploads.value.find((u) => u.key === key)?.target?.stored, conflict);
  }
}

/** The failed upload of this record that a file chosen again is, if any: sending it is a retry, not one file more. */
export function failedUploadOf(file: File): PendingUpload | undefined {
  const recordId = liveRecord().id;
  return uploads.value.find((u) => u.failed && u.recordId === recordId && sameChosenFile(u.file, file));
}

/**
 * Adds a file the shopper chose (already checked) to the list and uploads it; answers what became of it. The same
 * file chosen again after its upload failed is that upload retried, not a second copy.
 */
export function sendFile(file: File): Promise<UploadOutcome> {
  const recordId = liveRecord().id;
  const failed = failedUploadOf(file);
  if (failed) return send(failed.key);
  const key = nextKey++;
  uploads.value = [...uploads.value, { key, recordId, file, progress: 0, failed: null }];
  return send(key);
}

/** Sends a failed upload again, the same File: nothing to choose again. */
export function retryUpload(key: number): Promise<UploadOutcome> {
  return send(key);
}

/** Forgets a failed upload the shopper does not want after all. */
export function dismissUpload(key: number): void {
  uploads.value = uploads.value.filter((u) => u.key !== key);
}

/** Forgets every upload (a new shopper starts clean). */
export function resetUploads(): void {
  uploads.value = [];
  forgetOwnNames();
  named = null;
}

// Files waiting to be sent belong to the shopper who chose them: they go when they sign out or their session ends.
forgetOnSignOut(resetUploads);

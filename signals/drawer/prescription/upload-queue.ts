// The prescription upload queue of the North American flow (spec 000 sections 2 and 7): each file chosen is sent with
// its progress, a failed one kept with its File so "Retry" sends it again.
import { signal } from '@preact/signals-react';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { requestUploadUrl } from '../../../src/api/prescription/prescriptions.ts';
import { uploadWithProgress, type OnProgress } from '../../../src/api/prescription/upload-progress.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { uploadLanded } from '../../../src/domain/prescription/prescriptions.ts';
import { answered, currentApi, liveRecord } from '../../claim/claim-kit.ts';
import { setRecord } from '../../claim/claim.ts';
import { track } from '../../host/notify.ts';
import { forgetOnSignOut } from '../../session/forget.ts';

/** A file on its way, or whose upload failed: kept (with its File) so "Retry" sends it again without choosing it. */
export interface PendingUpload {
  key: number;
  /** The record it goes to: another record's files are not shown. */
  recordId: string;
  file: File;
  /** Share sent, 0 to 1. */
  progress: number;
  failed: boolean;
}

/** The uploads not yet done; module state, so leaving the view and coming back loses none. */
export const uploads = signal<readonly PendingUpload[]>([]);

let nextKey = 1;

/** Reads the record again and sets it (after an upload or a removal, whose answers carry no record). */
export async function reread(id: string): Promise<void> {
  setRecord(await getClaimRecord(currentApi(), id));
}

/** Whether the record, read again, lists the prescription put-url named; a failed read says no. */
async function landed(recordId: string, prescriptionId: string): Promise<boolean> {
  try {
    await reread(recordId);
    return uploadLanded(liveRecord().prescriptions, prescriptionId);
  } catch {
    return false;
  }
}

/** Uploads one file (put-url, then the PUT with progress) and reads the record again; answers the prescription id if told. */
export function uploadFile(file: File, onProgress: OnProgress): Promise<string | undefined> {
  return answered(async () => {
    const { id } = liveRecord();
    const api = currentApi();
    const { url, prescriptionId } = await requestUploadUrl(api, id, file.name);
    let recordRead = false;
    try {
      await uploadWithProgress(url, file, { claimRecordId: id, fileName: file.name }, onProgress);
    } catch (error) {
      // The storage may have kept the file though its answer was lost: then it is uploaded, and sending it again
      // would store it twice. An aborted upload (the shopper left) is not asked about.
      if (!prescriptionId || (error instanceof ApiError && error.aborted) || !(await landed(id, prescriptionId))) throw error;
      recordRead = true;
    }
    track('OTHER', 'drawerWidget', 'prescription-add');
    if (!recordRead) await reread(id);
    return prescriptionId ?? undefined;
  });
}

const patch = (key: number, change: Partial<PendingUpload>) => {
  uploads.value = uploads.value.map((u) => (u.key === key ? { ...u, ...change } : u));
};

/** Sends a pending upload: it leaves the list once uploaded, and stays marked failed otherwise. */
async function send(key: number): Promise<boolean> {
  const entry = uploads.value.find((u) => u.key === key);
  if (!entry) return false;
  patch(key, { progress: 0, failed: false });
  try {
    await uploadFile(entry.file, (progress) => patch(key, { progress }));
    uploads.value = uploads.value.filter((u) => u.key !== key);
    return true;
  } catch {
    patch(key, { failed: true });
    return false;
  }
}

/** Adds a file the shopper chose (already checked) to the list and uploads it; answers whether it got there. */
export function sendFile(file: File): Promise<boolean> {
  const key = nextKey++;
  uploads.value = [...uploads.value, { key, recordId: liveRecord().id, file, progress: 0, failed: false }];
  return send(key);
}

/** Sends a failed upload again, the same File: nothing to choose again. */
export function retryUpload(key: number): Promise<boolean> {
  return send(key);
}

/** Forgets a failed upload the shopper does not want after all. */
export function dismissUpload(key: number): void {
  uploads.value = uploads.value.filter((u) => u.key !== key);
}

/** Forgets every upload (a new shopper starts clean). */
export function resetUploads(): void {
  uploads.value = [];
}

// Files waiting to be sent belong to the shopper who chose them: they go when they sign out or their session ends.
forgetOnSignOut(resetUploads);

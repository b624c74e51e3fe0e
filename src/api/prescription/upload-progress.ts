// The prescription upload PUT with its progress (spec 000 section 7): XMLHttpRequest reports the bytes sent, which
// fetch cannot; where it is missing (a worker, Node) the fetch upload of prescriptions.ts runs and reports only the end.
import { ApiError } from '../errors.ts';
import { nativeXhr } from '../../host/natives.ts';
import { CALL_TIMEOUT_MS } from '../http.ts';
import { storageErrorCode } from '../../contract/prescription/prescriptions.ts';
import { CLAIM_RECORD_ID_HEADER, FILE_NAME_HEADER, uploadPrescriptionFile, type UploadMeta } from './prescriptions.ts';

/** Told the share of the file sent, from 0 to 1. */
export type OnProgress = (fraction: number) => void;

/** What the upload may be given instead of the page's own: tests pass their fetch or a fake XMLHttpRequest. */
export interface UploadOptions {
  signal?: AbortSignal | undefined;
  fetch?: typeof globalThis.fetch | undefined;
  /** The XMLHttpRequest to use; null forces the fetch upload. Defaults to the global one, if any. */
  xhr?: (new () => XMLHttpRequest) | null | undefined;
  /** How long the upload may go without a byte sent or an answer before it is a timeout (504); CALL_TIMEOUT_MS by default. */
  stallMs?: number | undefined;
}

const LABEL = 'PUT prescription file';

/**
 * PUTs the file to its upload URL with the same headers as uploadPrescriptionFile (content type, claim id and
 * percent-encoded file name) and no cookies, reporting progress; fails with ApiError (status 0 when no answer came,
 * flagged aborted when the signal cancelled it) carrying the code the storage's error names.
 */
export function uploadWithProgress(putUrl: string, file: Blob, meta: UploadMeta, onProgress: OnProgress, options: UploadOptions = {}): Promise<void> {
  const Xhr = options.xhr === undefined ? nativeXhr() : options.xhr;
  if (!Xhr) {
    return uploadPrescriptionFile(putUrl, file, meta, options.fetch, options.signal).then(() => onProgress(1));
  }
  const { signal } = options;
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError(LABEL, 0, undefined, undefined, { aborted: true }));
    const xhr = new Xhr();
    const cancel = () => xhr.abort();
    // A slow upload of a large file is fine while bytes move; a storage that stops answering is not: the
    // limit counts from the last progress, not from the start, so a 10 MB photo on a slow line is never cut off.
    let stalled = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        stalled = true;
        xhr.abort();
      }, options.stallMs ?? CALL_TIMEOUT_MS);
    };
    const settle = (error?: ApiError) => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', cancel);
      if (error) reject(error);
      else resolve();
    };
    xhr.open('PUT', putUrl);
    xhr.withCredentials = false;
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader(CLAIM_RECORD_ID_HEADER, meta.claimRecordId);
    xhr.setRequestHeader(FILE_NAME_HEADER, encodeURIComponent(meta.fileName));
    xhr.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        settle();
      } else settle(new ApiError(LABEL, xhr.status, undefined, storageErrorCode(xhr.responseText)));
    };
    xhr.onerror = () => settle(new ApiError(LABEL, 0));
    xhr.ontimeout = () => settle(new ApiError(LABEL, 0));
    xhr.onabort = () => settle(stalled ? new ApiError(LABEL, 504) : new ApiError(LABEL, 0, undefined, undefined, { aborted: true }));
    signal?.addEventListener('abort', cancel);
    onProgress(0);
    watch();
    xhr.send(file);
  });
}

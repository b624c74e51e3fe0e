// The prescription calls (spec 000 section 7): an upload URL from the service, the file PUT
// straight to storage with its metadata headers, then validate, read back or delete.
import { ApiError } from '../errors.ts';
import { createHttp } from '../http.ts';
import type { Caller } from '../call.ts';
import { recordPath } from '../claim/claim-records.ts';
import { Ignored, PrescriptionUrl, PrescriptionValidation, storageErrorCode, UploadUrl } from '../../contract/prescription/prescriptions.ts';

/** The metadata header carrying the claim record id; the spec says "custom metadata headers" without names, these are S3's. */
export const CLAIM_RECORD_ID_HEADER = 'x-amz-meta-claim-record-id';
/** The metadata header carrying the file name, percent-encoded so any name is a valid header value. */
export const FILE_NAME_HEADER = 'x-amz-meta-file-name';

/** The path of a record's prescriptions, from the one record path helper. */
const record = (id: string) => recordPath(id, '/prescriptions');

/** POST claim-records/{id}/prescriptions/put-url?file-name=...: where the file goes (an http(s) URL, else ContractError). */
export function requestUploadUrl(api: Caller, recordId: string, fileName: string, signal?: AbortSignal): Promise<UploadUrl> {
  return api.call({
    method: 'POST',
    path: `${record(recordId)}/put-url`,
    name: 'claim-records/{id}/prescriptions/put-url',
    query: { 'file-name': fileName },
    schema: UploadUrl,
    signal,
  });
}

/** What travels with the file besides its bytes. */
export interface UploadMeta {
  claimRecordId: string;
  fileName: string;
}

/**
 * PUTs the file to the upload URL with its content type and metadata headers. No cookies travel
 * (the URL is signed), and no timeout applies: a 10 MB photo on a slow phone takes what it takes;
 * the signal cancels it. Fails with ApiError (status 0 when no answer came), carrying the code the storage's error
 * names: a 409 AlreadyUploaded holds a file, any other conflict does not.
 */
export async function uploadPrescriptionFile(
  putUrl: string,
  file: Blob,
  meta: UploadMeta,
  fetch?: typeof globalThis.fetch,
  signal?: AbortSignal,
): Promise<void> {
  const label = 'PUT prescription file';
  const { ok, status, text } = await createHttp({ fetch }).exchange({
    label,
    url: putUrl,
    method: 'PUT',
    credentials: 'omit',
    headers: {
      'content-type': file.type || 'application/octet-stream',
      [CLAIM_RECORD_ID_HEADER]: meta.claimRecordId,
      [FILE_NAME_HEADER]: encodeURIComponent(meta.fileName),
    },
    body: file,
    signal,
    timeLimit: false,
  });
  if (!ok) throw new ApiError(label, status, undefined, storageErrorCode(text));
}

/** Asks for an upload URL and uploads the file there; answers the prescription id when the service gave one. */
export async function uploadPrescription(
  api: Caller,
  recordId: string,
  file: Blob,
  fileName: string,
  options: { fetch?: typeof globalThis.fetch | undefined; signal?: AbortSignal | undefined } = {},
): Promise<{ prescriptionId?: string | undefined }> {
  const { url, prescriptionId } = await requestUploadUrl(api, recordId, fileName, options.signal);
  await uploadPrescriptionFile(url, file, { claimRecordId: recordId, fileName }, options.fetch, options.signal);
  return { prescriptionId: prescriptionId ?? undefined };
}

/** POST .../prescriptions/{prescriptionId}/validate: starts the check of an uploaded prescription. */
export function validatePrescription(api: Caller, recordId: string, prescriptionId: string): Promise<PrescriptionValidation> {
  return api.call({
    method: 'POST',
    path: `${record(recordId)}/${encodeURIComponent(prescriptionId)}/validate`,
    name: 'claim-records/{id}/prescriptions/{prescriptionId}/validate',
    schema: PrescriptionValidation,
  });
}

/** POST .../prescriptions/{prescriptionId}/get-url: where the uploaded file can be read for its preview. */
export async function getPrescriptionUrl(api: Caller, recordId: string, prescriptionId: string): Promise<string> {
  const answer = await api.call({
    method: 'POST',
    path: `${record(recordId)}/${encodeURIComponent(prescriptionId)}/get-url`,
    name: 'claim-records/{id}/prescriptions/{prescriptionId}/get-url',
    schema: PrescriptionUrl,
  });
  return answer.url;
}

/** DELETE claim-records/{id}/prescriptions/{prescriptionId}: removes the file. */
export async function deletePrescription(api: Caller, recordId: string, prescriptionId: string): Promise<void> {
  await api.call({
    method: 'DELETE',
    path: `${record(recordId)}/${encodeURIComponent(prescriptionId)}`,
    name: 'claim-records/{id}/prescriptions/{prescriptionId}',
    schema: Ignored,
  });
}

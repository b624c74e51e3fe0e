// Prescriptions (spec 000 section 7): an upload URL per file, the upload PUT checked as a signed storage URL
// checks it, validation by the simulated insurer (UPLOADED → SENT_FOR_OCR → a verdict), preview URL and removal.
import { Hono, type Context } from 'hono';
import { CLAIM_RECORD_ID_HEADER, FILE_NAME_HEADER } from '../../src/api/prescription/prescriptions.ts';
import type { PrescriptionFile } from '../../src/contract/claim/claim-record.ts';
import { Ignored, PrescriptionUrl, PrescriptionValidation, UploadUrl } from '../../src/contract/prescription/prescriptions.ts';
import { MAX_PRESCRIPTION_FILES } from '../../src/domain/constants.ts';
import type { State } from '../state.ts';
import { randomId } from '../random-id.ts';
import { followPrescriptions, judgePrescription } from './eligibility.ts';
import { filePath, originOf, signedUrlFor } from './files.ts';
import { answer, fail, text, type ServiceContext, type ServiceEnv } from './kit.ts';
import { illegal, isIn, PRESCRIPTION_STEP } from './machine.ts';
import { findRecord } from './records.ts';
import { MAX_UPLOAD_BYTES, sniffedUploadType, uploadContentProblem, uploadCountProblem, uploadNameAllowed, uploadProblem, type UploadProblem } from './rules/upload.ts';
import type { ServiceStore, StoredRecord } from './store.ts';

/** How long an upload URL stays usable, like a signed storage URL's expiry; the widget uploads at once. */
export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;

/** An upload URL handed out by put-url: what its PUT must carry, and where the file will live. */
interface Upload { recordId: string; prescriptionId: string; fileName: string; fileId: string; issuedAt: number; used: boolean }

/** What the prescription routes remember beside the records: upload URLs, and validations in flight (id → when the verdict is due). */
interface Desk { uploads: Map<string, Upload>; validating: Map<string, number> }
const desks = new WeakMap<ServiceStore, Desk>();
/** The desk of one sandbox memory, shared by the service routes and the storage routes. */
function deskOf(service: ServiceStore): Desk {
  let desk = desks.get(service);
  if (!desk) desks.set(service, (desk = { uploads: new Map(), validating: new Map() }));
  return desk;
}

/** The file a prescription was uploaded as. */
const fileIdOf = (desk: Desk, prescriptionId: string): string | undefined =>
  [...desk.uploads.values()].find((u) => u.used && u.prescriptionId === prescriptionId)?.fileId;

const findRx = (stored: StoredRecord, id: string): PrescriptionFile | undefined => stored.record.prescriptions?.find((p) => p.id === id);

/** The service's prescription calls. */
export function prescriptionRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  const { service } = state;
  const desk = deskOf(service);
  const missing = (c: ServiceContext) => fail(c, 404, 'VALIDATION_ERROR', `No prescription ${c.req.param('prescriptionId') ?? ''} on this claim record`);

  app.post('/claim-records/:id/prescriptions/put-url', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (!isIn(stored, PRESCRIPTION_STEP)) return illegal(c, stored, 'upload a prescription');
    const fileName = text(c.req.query('file-name'));
    if (!fileName) return fail(c, 400, 'VALIDATION_ERROR', 'file-name: the name of the file to upload is required');
    if (!uploadNameAllowed(fileName)) {
      return fail(c, 400, 'VALIDATION_ERROR', `file-name: ${fileName} is not a PDF, JPG, JPEG or PNG file`);
    }
    if (uploadCountProblem(stored.record.prescriptions?.length ?? 0, 1, MAX_PRESCRIPTION_FILES)) {
      return fail(c, 400, 'VALIDATION_ERROR', `A claim takes at most ${MAX_PRESCRIPTION_FILES} prescription files: remove one first`);
    }
    const uploadId = randomId('up_');
    const upload = { recordId: stored.record.id, prescriptionId: randomId('rx_'), fileName, fileId: randomId('file_'), issuedAt: service.now(), used: false };
    desk.uploads.set(uploadId, upload);
    return answer(c, UploadUrl, { url: `${originOf(c.req.url)}/storage/uploads/${uploadId}`, prescriptionId: upload.prescriptionId });
  });

  app.post('/claim-records/:id/prescriptions/:prescriptionId/validate', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (!isIn(stored, PRESCRIPTION_STEP)) return illegal(c, stored, 'validate a prescription');
    const rx = findRx(stored, c.req.param('prescriptionId'));
    if (!rx) return missing(c);
    const inFlight = (desk.validating.get(rx.id) ?? 0) > service.now();
    if (!inFlight && (rx.status === 'UPLOADED' || rx.status === 'FOR_REVIEW')) {
      const ocr = service.delay(stored, 'ocr');
      const judged = ocr + service.delay(stored, 'validation');
      desk.validating.set(rx.id, service.now() + judged);
      service.later(stored, ocr, () => {
        const p = findRx(stored, rx.id);
        if (p) p.status = 'SENT_FOR_OCR';
        service.touch(stored);
      });
      service.later(stored, judged, () => {
        desk.validating.delete(rx.id);
        const p = findRx(stored, rx.id);
        if (!p) return;
        // The widgets send a neutral file name, so the scenario word may be in the file's bytes instead.
        const fileId = fileIdOf(desk, rx.id);
        const bytes = fileId ? service.files.get(fileId)?.bytes : undefined;
        judgePrescription(stored.record, p, bytes ? new TextDecoder('latin1').decode(bytes) : '');
        followPrescriptions(service, stored);
      });
    } else if (!inFlight) {
      // Asked again after its verdict (say after another file was removed): the record follows its prescriptions at once.
      followPrescriptions(service, stored);
    }
    return answer(c, PrescriptionValidation, { id: rx.id, status: rx.status });
  });

  app.post('/claim-records/:id/prescriptions/:prescriptionId/get-url', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const rx = findRx(stored, c.req.param('prescriptionId'));
    const fileId = rx && fileIdOf(desk, rx.id);
    if (!rx || !fileId) return missing(c);
    return answer(c, PrescriptionUrl, { url: await signedUrlFor(state, c, fileId, c.get('owner').grant) });
  });

  app.delete('/claim-records/:id/prescriptions/:prescriptionId', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    if (!isIn(stored, PRESCRIPTION_STEP)) return illegal(c, stored, 'remove a prescription');
    const list = stored.record.prescriptions ?? [];
    const at = list.findIndex((p) => p.id === c.req.param('prescriptionId'));
    const [rx] = at < 0 ? [] : list.splice(at, 1);
    if (!rx) return missing(c);
    const fileId = fileIdOf(desk, rx.id);
    if (fileId) service.files.delete(fileId);
    desk.validating.delete(rx.id);
    // Spec 000 section 4: removing a prescription clears its products and asks for validation again.
    for (const group of stored.record.eligibleProducts ?? []) {
      if (group.prescriptionId !== rx.id) continue;
      delete group.prescriptionId;
      for (const line of group.cartProducts) line.includedInPrescription = false;
    }
    if (stored.record.status === 'INSURANCE_MEMBER_FOUND') service.touch(stored);
    else service.setStatus(stored, 'PRESCRIPTIONS_REQUIRED');
    return answer(c, Ignored, {});
  });

  return app;
}

/** A storage error as S3 words it: XML with a code and a message an integrator can read in the network panel. */
function storageError(c: Context, status: 400 | 403 | 404 | 409 | 413 | 415, code: string, message: string) {
  const escaped = message.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escaped}</Message></Error>`, status, { 'content-type': 'application/xml' });
}

/** Why a file's bytes are refused, as the storage says it. */
function refusal(c: Context, problem: UploadProblem, upload: Upload, type: string) {
  switch (problem) {
    case 'empty': return storageError(c, 400, 'EmptyFile', 'The file is empty');
    case 'size': return storageError(c, 413, 'EntityTooLarge', `A prescription file is at most ${MAX_UPLOAD_BYTES} bytes (10 MB)`);
    case 'count': return storageError(c, 409, 'TooManyFiles', `The claim already has ${MAX_PRESCRIPTION_FILES} prescription files`);
    case 'content': return storageError(c, 415, 'ContentMismatch', `The file's bytes are not ${type}`);
    case 'type': return storageError(c, 415, 'UnsupportedMediaType', `Content-Type ${type || '(none)'} does not fit ${upload.fileName}: PDF, JPG, JPEG or PNG only`);
  }
}

/** The metadata headers the upload must carry, checked against what put-url was told, as a signature binds them. */
function metaProblem(c: Context, upload: Upload) {
  const recordId = c.req.header(CLAIM_RECORD_ID_HEADER);
  const encodedName = c.req.header(FILE_NAME_HEADER);
  if (!recordId || encodedName === undefined) return storageError(c, 400, 'MissingMetadata', `${CLAIM_RECORD_ID_HEADER} and ${FILE_NAME_HEADER} are required`);
  let fileName: string;
  try {
    fileName = decodeURIComponent(encodedName);
  } catch {
    return storageError(c, 400, 'InvalidMetadata', `${FILE_NAME_HEADER} must be percent-encoded UTF-8`);
  }
  if (recordId !== upload.recordId) return storageError(c, 403, 'SignatureDoesNotMatch', `${CLAIM_RECORD_ID_HEADER} is not the claim record this URL was issued for`);
  if (fileName !== upload.fileName) return storageError(c, 403, 'SignatureDoesNotMatch', `${FILE_NAME_HEADER} is not the file name given to put-url`);
  return null;
}

/** The storage's ETag of stored bytes: a digest, quoted, as S3 sends it. */
async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `"${Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('')}"`;
}

/** The storage's upload PUT (mounted at /storage/uploads): no bearer, the unguessable URL is the permission. */
export function uploadRoutes(state: State) {
  const app = new Hono();
  const { service } = state;
  const desk = deskOf(service);

  app.put('/:uploadId', async (c) => {
    const upload = desk.uploads.get(c.req.param('uploadId'));
    if (!upload || service.now() - upload.issuedAt > UPLOAD_URL_LIFETIME_MS) return storageError(c, 403, 'AccessDenied', 'Unknown or expired upload URL: ask put-url for a new one');
    if (upload.used) return storageError(c, 409, 'AlreadyUploaded', 'This upload URL was used already; each URL takes one file');
    const stored = service.records.get(upload.recordId);
    if (!stored || stored.record.status === 'DELETED') return storageError(c, 404, 'NoSuchClaimRecord', 'The claim record of this upload is gone');
    service.settle(stored);
    if (!isIn(stored, PRESCRIPTION_STEP)) return storageError(c, 409, 'InvalidState', `The claim record is ${stored.record.status}: it takes no prescription now`);
    const badMeta = metaProblem(c, upload);
    if (badMeta) return badMeta;
    const type = c.req.header('content-type') ?? '';
    if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BYTES) return refusal(c, 'size', upload, type);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const prescriptions = (stored.record.prescriptions ??= []);
    const problem = uploadProblem({ name: upload.fileName, type, size: bytes.length })
      ?? uploadContentProblem(type, bytes)
      ?? uploadCountProblem(prescriptions.length, 1, MAX_PRESCRIPTION_FILES);
    if (problem) return refusal(c, problem, upload, type);
    upload.used = true;
    const contentType = sniffedUploadType(bytes) ?? type;
    service.files.set(upload.fileId, { name: upload.fileName, contentType, bytes, owner: stored.customerNumber, meta: { [CLAIM_RECORD_ID_HEADER]: upload.recordId, [FILE_NAME_HEADER]: upload.fileName } });
    const index = Math.max(-1, ...prescriptions.map((p) => p.index ?? -1)) + 1;
    // The record names the file by its path; only prescriptions/{id}/get-url signs a URL that opens it.
    const url = filePath(originOf(c.req.url), upload.fileId);
    prescriptions.push({ id: upload.prescriptionId, name: upload.fileName, url, status: 'UPLOADED', index, createdDate: service.isoNow() });
    followPrescriptions(service, stored);
    return c.body(null, 200, { etag: await etagOf(bytes) });
  });

  return app;
}

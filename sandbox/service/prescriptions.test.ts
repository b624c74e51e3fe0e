// The sandbox's prescription calls through the real client: upload URL, upload PUT, validation, preview URL
// and removal, on an in-process sandbox whose clock the test moves by hand (spec 000 sections 4, 5, 7, 9).
import { describe, expect, test } from 'vitest';
import { clocked, newRecord, rejection, setup } from '../../test/unit/api-harness.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createClaimRecord, getClaimRecord, selectClaimableProducts } from '../../src/api/claim/claim-records.ts';
import type { EligibilityLine } from '../../src/api/claim/eligibility.ts';
import {
  CLAIM_RECORD_ID_HEADER, deletePrescription, FILE_NAME_HEADER, getPrescriptionUrl, requestUploadUrl, uploadPrescription,
  uploadPrescriptionFile, validatePrescription,
} from '../../src/api/prescription/prescriptions.ts';
import { MAX_FILE_BYTES } from '../../src/domain/prescription/attachments.ts';
import { MAX_PRESCRIPTION_FILES } from '../../src/domain/constants.ts';
import { pdfDocument } from './pdf.ts';
import { UPLOAD_URL_LIFETIME_MS } from './prescriptions.ts';
import { INSURER_DELAYS_MS } from './scenarios.ts';

/** The first bytes of real files: a PNG signature and header chunk, a JFIF JPEG, a whole PDF. */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9];
const PDF = pdfDocument('Prescription', ['OD -2.25 -0.50 x 090', 'OS -1.75 -0.75 x 085']);
const file = (bytes: ArrayLike<number>, type: string) => new Blob([new Uint8Array(bytes)], { type });
const png = () => file(PNG, 'image/png');

/** A cart as the shop sends it: a frame with its lenses, a box of contact lenses, a solution. */
const CART: EligibilityLine[] = [
  { productId: 'line-1', productType: 'FRAME', quantity: 1 },
  { productId: 'line-2', productType: 'SINGLE_VISION_LENS', quantity: 1 },
  { productId: 'line-3', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 2 },
  { productId: 'line-4', productType: 'SOLUTIONS', quantity: 1 },
];
const GLASSES_ONLY = CART.filter((l) => l.productType === 'FRAME' || l.productType === 'SINGLE_VISION_LENS');
const CONTACTS_ONLY = CART.filter((l) => l.productType === 'PRESCRIPTION_CONTACT_LENS' || l.productType === 'SOLUTIONS');
const OCR_MS = INSURER_DELAYS_MS.ocr;
const VERDICT_MS = INSURER_DELAYS_MS.ocr + INSURER_DELAYS_MS.validation;

/** A client on a sandbox with a hand-moved clock, and the fetch that reaches its storage. */
const world = () => clocked(Date.parse('2025-06-02T16:00:00Z'));
type World = ReturnType<typeof world>;

/** A record of customer 1001 put straight into a status, with its patient and doctor. */
async function recordAt(w: World, status = 'PRESCRIPTIONS_REQUIRED', lines = CART): Promise<string> {
  const { id } = await createClaimRecord(w.api, { ...newRecord('1001'), eligibleProducts: lines });
  const stored = w.state.service.records.get(id)!;
  stored.record.status = status;
  stored.record.claimData = { patient: { firstName: 'Alex', lastName: 'Martin' }, referrer: { type: 'OPTOMETRIST', firstName: 'Dana', lastName: 'Lee' } };
  return id;
}

async function upload(w: World, id: string, name = 'rx.png', blob = png()): Promise<string> {
  const { prescriptionId } = await uploadPrescription(w.api, id, blob, name, { fetch: w.fetch });
  if (!prescriptionId) throw new Error('put-url gave no prescription id');
  return prescriptionId;
}

const rxOf = async (w: World, id: string, rxId: string) => (await getClaimRecord(w.api, id)).prescriptions?.find((p) => p.id === rxId);
const statusOf = async (error: Promise<unknown>) => {
  const e = await rejection(error);
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).status;
};
const headersFor = (recordId: string, name: string): Record<string, string> =>
  ({ 'content-type': 'image/png', [CLAIM_RECORD_ID_HEADER]: recordId, [FILE_NAME_HEADER]: encodeURIComponent(name) });
/** A PNG of exactly `size` bytes: the header, then zeros. */
function pngOfSize(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new Blob([bytes], { type: 'image/png' });
}

describe('sandbox prescriptions: upload', () => {
  test('spec 000 §7: put-url answers an unguessable storage URL; the PUT stores the file and lists it UPLOADED', async () => {
    const w = world();
    const id = await recordAt(w);
    const first = await requestUploadUrl(w.api, id, 'my rx é.png');
    const second = await requestUploadUrl(w.api, id, 'other.png');
    expect(first.url).toMatch(/^http:\/\/sandbox\.test\/storage\/uploads\/up_[0-9a-f]{18}$/);
    expect(second.url).not.toBe(first.url);
    const put = await w.fetch(first.url, { method: 'PUT', headers: headersFor(id, 'my rx é.png'), body: png() });
    expect(put.status).toBe(200);
    expect(put.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await put.text()).toBe('');
    const rx = await rxOf(w, id, first.prescriptionId!);
    expect(rx).toMatchObject({ name: 'my rx é.png', status: 'UPLOADED', index: 0, createdDate: '2025-06-02T16:00:00.000Z' });
    // The record names the file by its path, which opens nothing; its get-url signs a URL that does.
    expect(rx!.url).toMatch(/^http:\/\/sandbox\.test\/storage\/files\/file_[0-9a-f]{18}$/);
    expect((await w.fetch(rx!.url!)).status).toBe(403);
    const served = await w.fetch(await getPrescriptionUrl(w.api, id, first.prescriptionId!));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual(PNG);
  });

  test.each([
    { name: 'no claim record id header', headers: (id: string) => ({ ...headersFor(id, 'rx.png'), [CLAIM_RECORD_ID_HEADER]: '' }), status: 400 },
    { name: 'no file name header', headers: (id: string) => { const h = headersFor(id, 'rx.png'); delete h[FILE_NAME_HEADER]; return h; }, status: 400 },
    { name: 'a file name that is not percent-encoded UTF-8', headers: (id: string) => ({ ...headersFor(id, 'rx.png'), [FILE_NAME_HEADER]: 'rx%E0%A4%A.png' }), status: 400 },
    { name: 'another claim record', headers: () => headersFor('cr_someone_else', 'rx.png'), status: 403 },
    { name: 'another file name', headers: (id: string) => headersFor(id, 'other.png'), status: 403 },
  ])('spec 000 §7: the upload PUT with $name is refused with $status, and the URL still takes the right one', async ({ headers, status }) => {
    const w = world();
    const id = await recordAt(w);
    const { url } = await requestUploadUrl(w.api, id, 'rx.png');
    const refused = await w.fetch(url, { method: 'PUT', headers: headers(id), body: png() });
    expect(refused.status).toBe(status);
    expect(refused.headers.get('content-type')).toBe('application/xml');
    expect(await refused.text()).toMatch(/<Error><Code>\w+<\/Code><Message>.*x-amz-meta.*<\/Message><\/Error>/);
    expect((await getClaimRecord(w.api, id)).prescriptions).toEqual([]);
    expect((await w.fetch(url, { method: 'PUT', headers: headersFor(id, 'rx.png'), body: png() })).status).toBe(200);
  });

  test.each([
    { name: 'a type that is not allowed', fileName: 'rx.png', blob: () => file(PNG, 'image/gif'), status: 415 },
    { name: 'a type that is not the extension', fileName: 'rx.pdf', blob: () => png(), status: 415 },
    { name: 'bytes that are not the declared type', fileName: 'rx.png', blob: () => file(PDF, 'image/png'), status: 415 },
    { name: 'more than 10 MB', fileName: 'rx.png', blob: () => pngOfSize(MAX_FILE_BYTES + 1), status: 413 },
    { name: 'an empty file', fileName: 'rx.png', blob: () => file([], 'image/png'), status: 400 },
  ])('spec 000 §5: a file with $name is refused with $status', async ({ fileName, blob, status }) => {
    const w = world();
    const id = await recordAt(w);
    const stored = w.state.service.files.size;
    expect(await statusOf(uploadPrescription(w.api, id, blob(), fileName, { fetch: w.fetch }))).toBe(status);
    expect((await getClaimRecord(w.api, id)).prescriptions).toEqual([]);
    expect(w.state.service.files.size).toBe(stored);
  });

  test.each([
    { name: 'a PNG of exactly 10 MB', fileName: 'RX.PNG', blob: () => pngOfSize(MAX_FILE_BYTES) },
    { name: 'a JPEG named .jpg', fileName: 'photo.jpg', blob: () => file(JPEG, 'image/jpeg') },
    { name: 'a JPEG named .jpeg', fileName: 'photo.jpeg', blob: () => file(JPEG, 'image/jpeg') },
    { name: 'a PDF', fileName: 'scan.pdf', blob: () => file(PDF, 'application/pdf') },
  ])('spec 000 §5: $name is accepted', async ({ fileName, blob }) => {
    const w = world();
    const id = await recordAt(w);
    const rxId = await upload(w, id, fileName, blob());
    expect((await rxOf(w, id, rxId))?.status).toBe('UPLOADED');
  });

  test.each(['', '   ', 'rx.gif', 'rx', 'rx.png.exe'])('spec 000 §5: put-url refuses the file name %j with 400', async (fileName) => {
    const w = world();
    const id = await recordAt(w);
    expect(await statusOf(requestUploadUrl(w.api, id, fileName))).toBe(400);
  });

  test(`spec 000 §9: a claim takes at most ${MAX_PRESCRIPTION_FILES} prescription files`, async () => {
    const w = world();
    const id = await recordAt(w);
    for (let i = 0; i < MAX_PRESCRIPTION_FILES - 1; i++) await upload(w, id, `rx-${i}.png`);
    const late = await requestUploadUrl(w.api, id, 'late.png');
    await upload(w, id, 'tenth.png');
    expect(await statusOf(requestUploadUrl(w.api, id, 'eleventh.png'))).toBe(400);
    // A URL handed out before the tenth file landed cannot bring an eleventh.
    expect(await statusOf(uploadPrescriptionFile(late.url, png(), { claimRecordId: id, fileName: 'late.png' }, w.fetch))).toBe(409);
    expect((await getClaimRecord(w.api, id)).prescriptions).toHaveLength(MAX_PRESCRIPTION_FILES);
  });

  test('spec 000 §7: an upload URL takes one file, and only until it expires', async () => {
    const w = world();
    const id = await recordAt(w);
    const once = await requestUploadUrl(w.api, id, 'rx.png');
    const meta = { claimRecordId: id, fileName: 'rx.png' };
    await uploadPrescriptionFile(once.url, png(), meta, w.fetch);
    expect(await statusOf(uploadPrescriptionFile(once.url, png(), meta, w.fetch))).toBe(409);
    const stale = await requestUploadUrl(w.api, id, 'rx.png');
    w.advance(UPLOAD_URL_LIFETIME_MS + 1);
    expect(await statusOf(uploadPrescriptionFile(stale.url, png(), meta, w.fetch))).toBe(403);
    expect(await statusOf(uploadPrescriptionFile(once.url.replace(/up_\w+$/, 'up_guessed'), png(), meta, w.fetch))).toBe(403);
  });
});

describe('sandbox prescriptions: validation, preview and removal', () => {
  test('spec 000 §4: validation moves UPLOADED → SENT_FOR_OCR → AUTO_APPROVED, then chosen products make the record READY_TO_CLAIM', async () => {
    const w = world();
    const id = await recordAt(w);
    const rxId = await upload(w, id, 'glasses-rx.pdf', file(PDF, 'application/pdf'));
    expect(await validatePrescription(w.api, id, rxId)).toEqual({ id: rxId, status: 'UPLOADED' });
    w.advance(OCR_MS);
    expect(await validatePrescription(w.api, id, rxId)).toEqual({ id: rxId, status: 'SENT_FOR_OCR' });
    expect((await getClaimRecord(w.api, id)).status).toBe('PRESCRIPTIONS_REQUIRED');
    w.advance(VERDICT_MS - OCR_MS);
    const record = await getClaimRecord(w.api, id);
    expect(record.status).toBe('PRESCRIPTIONS_AUTO_APPROVED');
    const rx = record.prescriptions?.find((p) => p.id === rxId);
    expect(rx).toMatchObject({ status: 'AUTO_APPROVED', rejectionReasons: [] });
    for (const eye of [rx?.attributes?.OD, rx?.attributes?.OS]) {
      expect(eye).toMatchObject({ sphere: expect.any(Number), add: expect.any(Number) });
      // spec 001 §5: an axis is whole degrees from 0 to 180, and goes with a cylinder.
      expect(eye?.cylinder).toEqual(expect.any(Number));
      expect(Number.isInteger(eye?.axis) && Number(eye?.axis) >= 0 && Number(eye?.axis) <= 180).toBe(true);
      expect(eye?.baseCurve).toBeUndefined();
    }
    expect(rx?.attributes?.pupillaryDistance).toBeGreaterThan(50);
    const ready = await selectClaimableProducts(w.api, id, rxId, ['line-1', 'line-2']);
    expect(ready.status).toBe('READY_TO_CLAIM');
    expect(ready.eligibleProducts?.find((g) => g.prescriptionId === rxId)?.cartProducts.every((l) => l.includedInPrescription)).toBe(true);
  });

  test.each([
    { name: 'blurry-photo.jpg', blob: () => file(JPEG, 'image/jpeg'), lines: CART, reason: 'LOW_OVERALL_ACCURACY' },
    { name: 'my-contacts.png', blob: () => png(), lines: GLASSES_ONLY, reason: 'PRODUCT_MISMATCH_GLASSES_RX' },
    { name: 'my-glasses.png', blob: () => png(), lines: CONTACTS_ONLY, reason: 'PRODUCT_MISMATCH_CONTACTS_RX' },
    { name: 'wrongname.pdf', blob: () => file(PDF, 'application/pdf'), lines: CART, reason: 'PATIENT_NAME_MISMATCH' },
    { name: 'wrongdoctor.pdf', blob: () => file(PDF, 'application/pdf'), lines: CART, reason: 'PRESCRIBER_NAME_MISMATCH' },
  ])('spec 001 §5 (README, "Test scenarios"): $name is disapproved with $reason and holds the record', async ({ name, blob, lines, reason }) => {
    const w = world();
    const id = await recordAt(w, 'PRESCRIPTIONS_REQUIRED', lines);
    const rxId = await upload(w, id, name, blob());
    await validatePrescription(w.api, id, rxId);
    w.advance(VERDICT_MS);
    const record = await getClaimRecord(w.api, id);
    expect(record.status).toBe('PRESCRIPTIONS_DISAPPROVED');
    expect(record.prescriptions?.[0]).toMatchObject({ status: 'AUTO_DISAPPROVED', rejectionReasons: [reason] });
    expect(record.prescriptions?.[0]?.attributes).toBeUndefined();
  });

  test('spec 000 §3: a contact lens prescription for a cart with contact lenses is approved with base curve and diameter', async () => {
    const w = world();
    const id = await recordAt(w);
    const rxId = await upload(w, id, 'contacts.png');
    await validatePrescription(w.api, id, rxId);
    w.advance(VERDICT_MS);
    const rx = await rxOf(w, id, rxId);
    expect(rx?.status).toBe('AUTO_APPROVED');
    expect(rx?.attributes?.OD).toMatchObject({ baseCurve: expect.any(Number), diameter: expect.any(Number) });
  });

  test('spec 000 §5: files with no scenario word are read for what the cart still needs: the first for the glasses, a second for the contact lenses', async () => {
    const w = world();
    const id = await recordAt(w);
    const first = await upload(w, id, 'rx.png');
    await validatePrescription(w.api, id, first);
    w.advance(VERDICT_MS);
    expect((await rxOf(w, id, first))?.attributes?.OD?.baseCurve).toBeUndefined();
    const second = await upload(w, id, 'rx-2.png');
    await validatePrescription(w.api, id, second);
    w.advance(VERDICT_MS);
    expect((await rxOf(w, id, second))?.attributes?.OD).toMatchObject({ baseCurve: expect.any(Number) });
    // The first is still read as it was: judged once.
    expect((await rxOf(w, id, first))?.attributes?.OD?.baseCurve).toBeUndefined();
  });

  test('spec 000 §4: a prescription sent back for review after a name change is validated again', async () => {
    const w = world();
    const id = await recordAt(w);
    const rxId = await upload(w, id);
    w.state.service.records.get(id)!.record.prescriptions![0]!.status = 'FOR_REVIEW';
    expect((await validatePrescription(w.api, id, rxId)).status).toBe('FOR_REVIEW');
    w.advance(VERDICT_MS);
    expect((await getClaimRecord(w.api, id)).status).toBe('PRESCRIPTIONS_AUTO_APPROVED');
  });

  test('spec 000 §4: before the patient and doctor are given, a verdict leaves the record INSURANCE_MEMBER_FOUND', async () => {
    const w = world();
    const id = await recordAt(w, 'INSURANCE_MEMBER_FOUND');
    await validatePrescription(w.api, id, await upload(w, id));
    w.advance(VERDICT_MS);
    const record = await getClaimRecord(w.api, id);
    expect([record.status, record.prescriptions?.[0]?.status]).toEqual(['INSURANCE_MEMBER_FOUND', 'AUTO_APPROVED']);
  });

  test('spec 000 §7: get-url answers where the uploaded file is served', async () => {
    const w = world();
    const id = await recordAt(w);
    const rxId = await upload(w, id, 'scan.pdf', file(PDF, 'application/pdf'));
    const url = await getPrescriptionUrl(w.api, id, rxId);
    expect(url.startsWith(`${(await rxOf(w, id, rxId))?.url}?`)).toBe(true);
    const served = await w.fetch(url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  });

  test('spec 000 §4: deleting a prescription removes its file, clears its products and requires validation again', async () => {
    const w = world();
    const id = await recordAt(w);
    const [kept, removed] = [await upload(w, id, 'contacts.png'), await upload(w, id, 'glasses.png')];
    await validatePrescription(w.api, id, kept);
    await validatePrescription(w.api, id, removed);
    w.advance(VERDICT_MS);
    await selectClaimableProducts(w.api, id, kept, ['line-3']);
    expect((await selectClaimableProducts(w.api, id, removed, ['line-1', 'line-2'])).status).toBe('READY_TO_CLAIM');
    const url = await getPrescriptionUrl(w.api, id, removed);
    await deletePrescription(w.api, id, removed);
    const record = await getClaimRecord(w.api, id);
    expect(record.status).toBe('PRESCRIPTIONS_REQUIRED');
    expect(record.prescriptions?.map((p) => p.id)).toEqual([kept]);
    const glasses = record.eligibleProducts?.find((g) => g.id === 'glasses');
    expect(glasses?.prescriptionId).toBeUndefined();
    expect(glasses?.cartProducts.map((l) => l.includedInPrescription)).toEqual([false, false]);
    expect(record.eligibleProducts?.find((g) => g.prescriptionId === kept)?.cartProducts[0]?.includedInPrescription).toBe(true);
    expect((await w.fetch(url)).status).toBe(404);
    expect(await statusOf(getPrescriptionUrl(w.api, id, removed))).toBe(404);
    // Validated again, the prescription left standing puts the record back where it stands: ready to claim.
    expect(await validatePrescription(w.api, id, kept)).toEqual({ id: kept, status: 'AUTO_APPROVED' });
    expect((await getClaimRecord(w.api, id)).status).toBe('READY_TO_CLAIM');
  });
});

describe('sandbox prescriptions: refusals', () => {
  test.each([
    { call: 'put-url', status: 'UPDATED', run: (w: World, id: string) => requestUploadUrl(w.api, id, 'rx.png') },
    { call: 'validate', status: 'CLAIM_SUBMITTED', run: (w: World, id: string, rxId: string) => validatePrescription(w.api, id, rxId) },
    { call: 'delete', status: 'CLAIM_SUBMITTED', run: (w: World, id: string, rxId: string) => deletePrescription(w.api, id, rxId) },
  ])('spec 000 §4: $call while the record is $status answers 409', async ({ status, run }) => {
    const w = world();
    const id = await recordAt(w);
    const rxId = await upload(w, id);
    w.state.service.records.get(id)!.record.status = status;
    expect(await statusOf(run(w, id, rxId))).toBe(409);
  });

  test('spec 000 §4: an upload URL of a record whose claim was submitted meanwhile takes no file', async () => {
    const w = world();
    const id = await recordAt(w);
    const { url } = await requestUploadUrl(w.api, id, 'rx.png');
    w.state.service.records.get(id)!.record.status = 'CLAIM_SUBMITTED';
    expect(await statusOf(uploadPrescriptionFile(url, png(), { claimRecordId: id, fileName: 'rx.png' }, w.fetch))).toBe(409);
  });

  test("spec 000 §7: another customer's record and an unknown prescription answer 404", async () => {
    const w = world();
    const id = await recordAt(w);
    const rxId = await upload(w, id);
    const other = setup({ sandbox: w.sandbox, customerNumber: '2002' });
    for (const call of [
      requestUploadUrl(other.api, id, 'rx.png'), validatePrescription(other.api, id, rxId), getPrescriptionUrl(other.api, id, rxId), deletePrescription(other.api, id, rxId),
      validatePrescription(w.api, id, 'rx_unknown'), getPrescriptionUrl(w.api, id, 'rx_unknown'), deletePrescription(w.api, id, 'rx_unknown'),
    ]) {
      expect(await statusOf(call)).toBe(404);
    }
    expect((await rxOf(w, id, rxId))?.status).toBe('UPLOADED');
  });
});

// The prescription calls and the upload PUT (spec 000 §7; spec 001 §7 "Uploads use PUT with custom metadata headers").
import { describe, expect, test } from 'vitest';
import { ContractError, parse } from '../../contract/parse.ts';
import { UploadUrl } from '../../contract/prescription/prescriptions.ts';
import { ApiError } from '../errors.ts';
import type { Call, Caller } from '../call.ts';
import {
  CLAIM_RECORD_ID_HEADER,
  deletePrescription,
  FILE_NAME_HEADER,
  getPrescriptionUrl,
  requestUploadUrl,
  uploadPrescription,
  uploadPrescriptionFile,
  validatePrescription,
} from './prescriptions.ts';

/** A Caller that records each Call and validates `answer` with the call's own schema, as the client does. */
function fakeCaller(answer: unknown) {
  const calls: Call<unknown>[] = [];
  const api: Caller = {
    async call<T>(c: Call<T>): Promise<T> {
      calls.push(c as Call<unknown>);
      return parse(answer, c.schema, `${c.method} ${c.name}`);
    },
  };
  return { api, calls };
}

/** A fetch that records the PUT and answers `status`. */
function storageFetch(status = 200) {
  const puts: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    puts.push({ url: String(input), init });
    return new Response(null, { status });
  };
  return { fetch, puts };
}

const PUT_URL = 'https://uploads.example.com/rx/abc?X-Amz-Signature=s';

describe('spec 000 §7: prescription calls', () => {
  test('requestUploadUrl POSTs put-url with the file name as an encoded query, and the id in the path only', async () => {
    const { api, calls } = fakeCaller({ url: PUT_URL, prescriptionId: 'rx_1' });
    expect(await requestUploadUrl(api, 'cr/1', 'ordonnance été.pdf')).toEqual({ url: PUT_URL, prescriptionId: 'rx_1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'claim-records/cr%2F1/prescriptions/put-url',
      name: 'claim-records/{id}/prescriptions/put-url',
      query: { 'file-name': 'ordonnance été.pdf' },
    });
  });

  test.each<[string, string]>([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', '/rx/abc'],
    ['not a URL at all', 'upload here'],
  ])('an upload URL that is %s is refused with ContractError', async (_name, url) => {
    const { api } = fakeCaller({ url });
    await expect(requestUploadUrl(api, 'cr_1', 'rx.pdf')).rejects.toBeInstanceOf(ContractError);
  });

  test.each<[string, string]>([
    ['https', PUT_URL],
    ['http (the sandbox)', 'http://localhost:5173/uploads/rx'],
  ])('an %s upload URL is accepted', (_name, url) => {
    expect(parse({ url }, UploadUrl, 'c').url).toBe(url);
  });

  test('validatePrescription, getPrescriptionUrl and deletePrescription call their paths', async () => {
    const { api, calls } = fakeCaller({ id: 'rx_1', status: 'SENT_FOR_OCR', url: 'https://files.example.com/rx_1' });
    expect(await validatePrescription(api, 'cr_1', 'rx 1')).toMatchObject({ id: 'rx_1', status: 'SENT_FOR_OCR' });
    expect(await getPrescriptionUrl(api, 'cr_1', 'rx_1')).toBe('https://files.example.com/rx_1');
    await deletePrescription(api, 'cr_1', 'rx_1');
    expect(calls.map((c) => `${c.method} ${c.path} | ${c.name}`)).toEqual([
      'POST claim-records/cr_1/prescriptions/rx%201/validate | claim-records/{id}/prescriptions/{prescriptionId}/validate',
      'POST claim-records/cr_1/prescriptions/rx_1/get-url | claim-records/{id}/prescriptions/{prescriptionId}/get-url',
      'DELETE claim-records/cr_1/prescriptions/rx_1 | claim-records/{id}/prescriptions/{prescriptionId}',
    ]);
  });

  test('a validation answer with a status the widget does not know is kept, not refused', async () => {
    const { api } = fakeCaller({ status: 'SOMETHING_NEW' });
    expect(await validatePrescription(api, 'cr_1', 'rx_1')).toEqual({ status: 'SOMETHING_NEW' });
  });

  test('a file URL that is not http(s) is refused with ContractError', async () => {
    const { api } = fakeCaller({ url: 'javascript:alert(1)' });
    await expect(getPrescriptionUrl(api, 'cr_1', 'rx_1')).rejects.toBeInstanceOf(ContractError);
  });
});

describe('spec 001 §7: the upload PUT', () => {
  test('PUTs the file with its content type, the metadata headers, no cookies, and the file as the body', async () => {
    const { fetch, puts } = storageFetch();
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await uploadPrescriptionFile(PUT_URL, file, { claimRecordId: 'cr_1', fileName: 'rx.pdf' }, fetch);
    const put = puts[0];
    expect(put?.url).toBe(PUT_URL);
    expect(put?.init).toMatchObject({ method: 'PUT', credentials: 'omit', body: file });
    const headers = new Headers(put?.init?.headers);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get(CLAIM_RECORD_ID_HEADER)).toBe('cr_1');
    expect(headers.get(FILE_NAME_HEADER)).toBe('rx.pdf');
    expect([CLAIM_RECORD_ID_HEADER, FILE_NAME_HEADER]).toEqual(['x-amz-meta-claim-record-id', 'x-amz-meta-file-name']);
  });

  test.each<[string, string, string]>([
    ['accents', 'ordonnance été.jpg', 'ordonnance%20%C3%A9t%C3%A9.jpg'],
    ['CJK characters', '处方.png', '%E5%A4%84%E6%96%B9.png'],
    ['a line break', 'rx\r\nx-evil: 1.pdf', 'rx%0D%0Ax-evil%3A%201.pdf'],
  ])('a file name with %s travels percent-encoded, a valid header value', async (_name, fileName, expected) => {
    const { fetch, puts } = storageFetch();
    await uploadPrescriptionFile(PUT_URL, new Blob(['x'], { type: 'image/jpeg' }), { claimRecordId: 'cr_1', fileName }, fetch);
    expect(new Headers(puts[0]?.init?.headers).get(FILE_NAME_HEADER)).toBe(expected);
  });

  test('a file without a type is sent as application/octet-stream', async () => {
    const { fetch, puts } = storageFetch();
    await uploadPrescriptionFile(PUT_URL, new Blob(['x']), { claimRecordId: 'cr_1', fileName: 'rx' }, fetch);
    expect(new Headers(puts[0]?.init?.headers).get('content-type')).toBe('application/octet-stream');
  });

  test.each<[string, typeof globalThis.fetch, AbortSignal | undefined, object]>([
    ['a refused PUT (403) gives ApiError 403', storageFetch(403).fetch, undefined, { status: 403, aborted: false }],
    ['a network failure gives ApiError 0', async () => Promise.reject(new TypeError('fetch failed')), undefined, { status: 0, aborted: false }],
    ['an aborted upload gives an aborted ApiError', async () => Promise.reject(new DOMException('aborted', 'AbortError')), AbortSignal.abort(), { status: 0, aborted: true }],
  ])('%s', async (_name, fetch, signal, expected) => {
    const error = await uploadPrescriptionFile(PUT_URL, new Blob(['x']), { claimRecordId: 'cr_1', fileName: 'rx' }, fetch, signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'PUT prescription file', ...expected });
    expect((error as ApiError).message).not.toContain('uploads.example.com');
  });

  test.each([
    ['the storage’s conflict carries the code its error names', '<Error><Code>TooManyFiles</Code><Message>10 files</Message></Error>', 'TooManyFiles'],
    ['a conflict whose body names no code carries none', '<html>409 Conflict</html>', undefined],
  ])('%s', async (_name, body, errorCode) => {
    const fetch = async () => new Response(body, { status: 409, headers: { 'content-type': 'application/xml' } });
    const error = await uploadPrescriptionFile(PUT_URL, new Blob(['x']), { claimRecordId: 'cr_1', fileName: 'rx' }, fetch).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, errorCode });
  });

  test('uploadPrescription asks for the URL, then PUTs the file there with the record id and file name', async () => {
    const { api, calls } = fakeCaller({ url: PUT_URL, prescriptionId: 'rx_9' });
    const { fetch, puts } = storageFetch();
    const file = new Blob(['x'], { type: 'image/png' });
    expect(await uploadPrescription(api, 'cr_1', file, 'rx.png', { fetch })).toEqual({ prescriptionId: 'rx_9' });
    expect(calls.length).toBe(1);
    expect(puts[0]?.url).toBe(PUT_URL);
    expect(new Headers(puts[0]?.init?.headers).get(CLAIM_RECORD_ID_HEADER)).toBe('cr_1');
  });

  test('uploadPrescription answers no prescription id when the service gave none', async () => {
    const { api } = fakeCaller({ url: PUT_URL, prescriptionId: null });
    expect(await uploadPrescription(api, 'cr_1', new Blob(['x']), 'rx', { fetch: storageFetch().fetch })).toEqual({ prescriptionId: undefined });
  });
});

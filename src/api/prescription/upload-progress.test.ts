// The upload PUT with progress (spec 000 section 7): XMLHttpRequest when the page has it, fetch otherwise.
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../errors.ts';
import { CLAIM_RECORD_ID_HEADER, FILE_NAME_HEADER } from './prescriptions.ts';
import { uploadWithProgress } from './upload-progress.ts';

const META = { claimRecordId: 'cr_1', fileName: 'ordonnance été.png' };
const file = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

/** An XMLHttpRequest that records what it is told and ends as the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static outcome: 'ok' | 'status' | 'error' | 'hang' = 'ok';
  static status = 200;
  /** The body of a refusal. */
  static body = '';
  method = '';
  url = '';
  withCredentials = true;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    [this.method, this.url] = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 });
    if (FakeXhr.outcome === 'hang') return;
    queueMicrotask(() => {
      if (FakeXhr.outcome === 'error') return this.onerror?.();
      this.status = FakeXhr.outcome === 'ok' ? 200 : FakeXhr.status;
      if (FakeXhr.outcome === 'status') this.responseText = FakeXhr.body;
      this.onload?.();
    });
  }
}
const xhr = FakeXhr as unknown as new () => XMLHttpRequest;

describe('spec 000 §7: the upload PUT through XMLHttpRequest', () => {
  test('sends the file with its type and metadata headers, no cookies, and reports progress to the end', async () => {
    FakeXhr.outcome = 'ok';
    const seen: number[] = [];
    const blob = file();
    await uploadWithProgress('https://storage.test/u/1', blob, META, (f) => seen.push(f), { xhr });
    const sent = FakeXhr.last!;
    expect([sent.method, sent.url, sent.withCredentials, sent.body]).toEqual(['PUT', 'https://storage.test/u/1', false, blob]);
    expect(sent.headers).toEqual({
      'content-type': 'image/png',
      [CLAIM_RECORD_ID_HEADER]: 'cr_1',
      [FILE_NAME_HEADER]: encodeURIComponent('ordonnance été.png'),
    });
    expect(seen).toEqual([0, 0.5, 1]);
  });

  test('a file of no type travels as octet-stream', async () => {
    FakeXhr.outcome = 'ok';
    await uploadWithProgress('https://storage.test/u/1', new Blob(['x']), META, () => {}, { xhr });
    expect(FakeXhr.last!.headers['content-type']).toBe('application/octet-stream');
  });

  test.each<[string, 'status' | 'error', number]>([
    ['a refusal of the storage fails with its status', 'status', 415],
    ['a lost connection fails with status 0', 'error', 0],
  ])('%s', async (_, outcome, status) => {
    FakeXhr.outcome = outcome;
    FakeXhr.status = status;
    const error = await uploadWithProgress('https://storage.test/u/1', file(), META, () => {}, { xhr }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).aborted).toBe(false);
  });

  test.each([
    ['a conflict carries the code the storage’s error names', '<?xml version="1.0"?><Error><Code>AlreadyUploaded</Code></Error>', 'AlreadyUploaded'],
    ['a conflict naming none carries none', '', undefined],
  ])('%s', async (_, body, errorCode) => {
    FakeXhr.outcome = 'status';
    FakeXhr.status = 409;
    FakeXhr.body = body;
    const error = await uploadWithProgress('https://storage.test/u/1', file(), META, () => {}, { xhr }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, errorCode });
    FakeXhr.body = '';
  });

  test('the signal cancels the upload under way, as an aborted ApiError', async () => {
    FakeXhr.outcome = 'hang';
    const controller = new AbortController();
    const upload = uploadWithProgress('https://storage.test/u/1', file(), META, () => {}, { xhr, signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ aborted: true, status: 0 });
  });

  test('an already aborted signal sends nothing', async () => {
    FakeXhr.last = null;
    const controller = new AbortController();
    controller.abort();
    await expect(uploadWithProgress('https://storage.test/u/1', file(), META, () => {}, { xhr, signal: controller.signal })).rejects.toMatchObject({ aborted: true });
    expect(FakeXhr.last).toBeNull();
  });
});

describe('spec 000 §7: the upload PUT through fetch where XMLHttpRequest is missing', () => {
  test('sends the same request and reports the end', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    const fetch = async (url: RequestInfo | URL, init?: RequestInit) => (requests.push({ url: String(url), init: init! }), new Response(null, { status: 200 }));
    const seen: number[] = [];
    await uploadWithProgress('https://storage.test/u/2', file(), META, (f) => seen.push(f), { xhr: null, fetch });
    expect(requests[0]?.url).toBe('https://storage.test/u/2');
    expect(requests[0]?.init).toMatchObject({ method: 'PUT', credentials: 'omit' });
    expect(new Headers(requests[0]?.init.headers).get(CLAIM_RECORD_ID_HEADER)).toBe('cr_1');
    expect(seen).toEqual([1]);
  });

  test('a refusal fails with ApiError, the code its error names, and reports no end', async () => {
    const fetch = async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 });
    const seen: number[] = [];
    await expect(uploadWithProgress('https://storage.test/u/2', file(), META, (f) => seen.push(f), { xhr: null, fetch })).rejects.toMatchObject({ status: 403, errorCode: 'AccessDenied' });
    expect(seen).toEqual([]);
  });

  test('Node has no XMLHttpRequest, so the default is fetch', async () => {
    let called = false;
    const fetch = async () => ((called = true), new Response(null, { status: 200 }));
    await uploadWithProgress('https://storage.test/u/3', file(), META, () => {}, { fetch });
    expect(called).toBe(true);
  });
});

describe('an upload that stops moving is a timeout', () => {
  test('no byte sent and no answer for the stall limit: a 504, and the request is aborted', async () => {
    vi.useFakeTimers();
    try {
      FakeXhr.outcome = 'hang';
      const upload = uploadWithProgress('https://storage.test/u/1', file(), META, () => undefined, { xhr, stallMs: 1000 });
      const failure = expect(upload).rejects.toMatchObject({ status: 504, timeout: true, aborted: false });
      await vi.advanceTimersByTimeAsync(999);
      let settled = false;
      void upload.catch(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(2);
      await failure;
    } finally {
      vi.useRealTimers();
    }
  });
});

// The one HTTP module: what each kind of answer or failure becomes, the request it sends, and request bodies that keep
// their arrays on a host page whose old library gave Array.prototype a toJSON.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ContractError } from '../contract/parse.ts';
import { ServiceError } from '../contract/claim/claim-record.ts';
import { ApiError } from './errors.ts';
import { createHttp, ownArrays } from './http.ts';

const LABEL = 'POST claim-records/{id}/x';
const URL_ = 'https://service.test/claim-records/cr_1/x';

type Fake = (init: RequestInit | undefined) => Promise<Response>;

/** A fetch whose promise settles only when the request's signal aborts it, as a browser's does. */
const hanging: Fake = (init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** A 200 whose headers arrive but whose body never does, until the request's signal aborts it. */
const stalledBody: Fake = async (init) =>
  new Response(new ReadableStream({ start: (c) => init?.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError'))) }));

/** The client's reader of error bodies: the service's error type and code, from a ServiceError body only. */
const readError = (body: unknown) => (ServiceError.is(body) ? body : undefined);

/** Runs one JSON call on a fake fetch with a short time limit; answers its value or the error it rejected with. */
async function outcome(fake: Fake, signal?: AbortSignal): Promise<{ value?: unknown; error?: unknown }> {
  const http = createHttp({ fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => fake(init)) as typeof fetch, timeoutMs: 20, readError });
  try {
    return { value: await http.json(LABEL, 'POST', URL_, {}, { a: 1 }, signal) };
  } catch (error) {
    return { error };
  }
}

describe('each failure becomes its typed error, naming the call and nothing else', () => {
  test.each<[string, Fake, object]>([
    ['no answer', async () => Promise.reject(new TypeError('fetch failed')), { status: 0, timeout: false, aborted: false }],
    ['a body that stops arriving', async () => new Response(new ReadableStream({ pull: (c) => c.error(new Error('reset')) })), { status: 0, aborted: false }],
    ['no answer within the time limit', hanging, { status: 504, timeout: true, aborted: false }],
    ['a body that does not arrive within the time limit', stalledBody, { status: 504, timeout: true }],
    ['no answer within the time limit from a fetch that ignores its signal', () => new Promise(() => undefined), { status: 504, timeout: true }],
    ['a service error', async () => Response.json({ errorType: 'VALIDATION_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' }, { status: 400 }), { status: 400, errorType: 'VALIDATION_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' }],
    ['a 504 from the service', async () => Response.json({ errorType: 'TECHNICAL_ERROR' }, { status: 504 }), { status: 504, timeout: true, errorType: 'TECHNICAL_ERROR' }],
    ["a proxy's HTML error page", async () => new Response('<html>Bad gateway</html>', { status: 502 }), { status: 502, errorType: undefined, errorCode: undefined }],
    ['a JSON error body that is no service error', async () => Response.json({ error: 'nope' }, { status: 500 }), { status: 500, errorType: undefined }],
    ['an error status without a body', async () => new Response(null, { status: 503 }), { status: 503, errorType: undefined }],
  ])('%s is an ApiError', async (_name, fake, expected) => {
    const { error } = await outcome(fake);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: LABEL, ...expected });
    expect((error as Error).message).not.toContain('cr_1');
  });

  test('a 2xx body that is not JSON is a ContractError at the root, its text not in the message', async () => {
    const { error } = await outcome(async () => new Response('{"id": "cr_1",', { status: 200 }));
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ call: LABEL, field: '' });
    expect((error as Error).message).not.toContain('cr_1');
  });

  test.each<[string, Fake, unknown]>([
    ['a JSON body is its value', async () => Response.json({ id: 'cr_1', list: [1] }), { id: 'cr_1', list: [1] }],
    ['an empty body is undefined', async () => new Response('', { status: 200 }), undefined],
    ['a 204 is undefined', async () => new Response(null, { status: 204 }), undefined],
    ['a JSON body with another content type is still its value', async () => new Response('{"a":1}', { headers: { 'content-type': 'text/plain' } }), { a: 1 }],
  ])('%s', async (_name, fake, value) => {
    expect(await outcome(fake)).toEqual({ value });
  });
});

describe("the caller's signal", () => {
  test('an aborted signal rejects at once with an aborted ApiError and sends nothing', async () => {
    let sent = 0;
    const { error } = await outcome(async () => (sent++, Response.json({})), AbortSignal.abort());
    expect(error).toMatchObject({ name: 'ApiError', call: LABEL, status: 0, aborted: true, timeout: false });
    expect(sent).toBe(0);
  });

  test('aborting during the request cancels it, and is not a timeout', async () => {
    const controller = new AbortController();
    const { error } = await outcome((init) => {
      const answer = hanging(init);
      controller.abort();
      return answer;
    }, controller.signal);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, aborted: true, timeout: false });
  });

  test('aborting ends the wait even when the fetch ignores its signal', async () => {
    const controller = new AbortController();
    const { error } = await outcome(() => (controller.abort(), new Promise(() => undefined)), controller.signal);
    expect(error).toMatchObject({ name: 'ApiError', status: 0, aborted: true });
  });
});

describe('the request', () => {
  /** A createHttp whose fetch records what it is sent and answers `answer`. */
  function recording(answer: () => Response) {
    const sent: { method?: string | undefined; type: string | null; body: unknown }[] = [];
    const fake = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ method: init?.method, type: new Headers(init?.headers).get('content-type'), body: init?.body });
      return answer();
    }) as typeof fetch;
    return { http: createHttp({ fetch: fake }), sent };
  }

  test('a JSON body is sent as a string with its content type', async () => {
    const { http, sent } = recording(() => Response.json({}));
    await http.json(LABEL, 'POST', URL_, { authorization: 'Bearer t' }, { a: [1] });
    expect(sent).toEqual([{ method: 'POST', type: 'application/json', body: '{"a":[1]}' }]);
  });

  test('a GET that meets a 503 is sent once: ofetch retries nothing, the client decides', async () => {
    const { http, sent } = recording(() => Response.json({ errorType: 'TECHNICAL_ERROR' }, { status: 503 }));
    await expect(http.json('GET x', 'GET', URL_, {})).rejects.toMatchObject({ status: 503 });
    expect(sent).toEqual([{ method: 'GET', type: null, body: undefined }]);
  });

  test('without a fetch of its own, a call goes through the page’s fetch kept at load, not a later replacement', async () => {
    const real = globalThis.fetch;
    const seen: string[] = [];
    // What the loader keeps, it keeps once per page: fresh copies of the natives and of the client keep this test's
    // fetch to this test (the unit files share one module registry).
    vi.resetModules();
    try {
      const { keepNatives } = await import('../host/natives.ts');
      const { createHttp: pageHttp } = await import('./http.ts');
      globalThis.fetch = (async (input: RequestInfo | URL) => (seen.push(String(input)), Response.json({ ok: 1 }))) as typeof fetch;
      keepNatives();
      globalThis.fetch = (() => Promise.reject(new TypeError('replaced by the host'))) as typeof fetch;
      expect(await pageHttp().json('GET x', 'GET', URL_, {})).toEqual({ ok: 1 });
      expect(seen).toEqual([URL_]);
    } finally {
      globalThis.fetch = real;
      vi.resetModules();
    }
  });
});

describe('request bodies keep their arrays despite Array.prototype.toJSON', () => {
  const proto = Array.prototype as unknown as { toJSON?: () => string };
  afterEach(() => {
    delete proto.toJSON;
  });
  // What Prototype.js 1.6 did: every array serialised as a string.
  const mangle = () => Object.defineProperty(Array.prototype, 'toJSON', { value: () => 'mangled', configurable: true, enumerable: true, writable: true });

  test.each([
    ['a top-level array', [1, 2], '[1,2]'],
    ['a nested array of objects', { eligibleProducts: [{ productId: 'a' }], n: [[1]] }, '{"eligibleProducts":[{"productId":"a"}],"n":[[1]]}'],
    ['dates in an array, still by their own toJSON', { at: [new Date(0)] }, '{"at":["1970-01-01T00:00:00.000Z"]}'],
  ])('ownArrays writes %s as JSON', (_, value, json) => {
    mangle();
    expect(JSON.stringify(value)).not.toBe(json);
    expect(JSON.stringify(value, ownArrays)).toBe(json);
  });

  test('the service receives the body’s arrays as arrays', async () => {
    mangle();
    let sent = '';
    const fetcher = (async (_: RequestInfo | URL, init?: RequestInit) => ((sent = String(init?.body)), new Response('{}'))) as typeof fetch;
    await createHttp({ fetch: fetcher }).json('POST x', 'POST', 'https://service.test/x', {}, { productIds: ['a', 'b'] });
    expect(JSON.parse(sent)).toEqual({ productIds: ['a', 'b'] });
  });
});

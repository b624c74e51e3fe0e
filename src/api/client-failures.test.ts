// The API client's failures: malformed and off-schema answers, timeouts, aborts and the one retry
// (spec 000 §7, §8, §9), on fetch stubs that inject each fault.
import { describe, expect, test } from 'vitest';
import { ContractError } from '../contract/parse.ts';
import { createApi } from './client.ts';
import { ApiError, isRetryable } from './errors.ts';
import { getClaimRecord } from './claim/claim-records.ts';
import { BASE, Echo, rejection, stub, stubbed } from '../../test/unit/api-harness.ts';

describe('spec 000 §8 and §9: answers and failures', () => {
  test.each<[string, () => Promise<Response>, object]>([
    ['a 504 from the service is a timeout', async () => Response.json({ errorType: 'TECHNICAL_ERROR' }, { status: 504 }), { status: 504, timeout: true, errorType: 'TECHNICAL_ERROR' }],
    ['a 500 with an HTML page keeps its status and no error type', async () => new Response('<html>oops</html>', { status: 500 }), { status: 500, timeout: false, errorType: undefined }],
    ['a 400 keeps the service error type and code', async () => Response.json({ errorType: 'VALIDATION_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' }, { status: 400 }), { status: 400, errorType: 'VALIDATION_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' }],
    ['a network failure is status 0', async () => Promise.reject(new TypeError('fetch failed')), { status: 0, timeout: false, aborted: false }],
    ['a body that stops arriving is status 0', async () => new Response(new ReadableStream({ pull: (c) => c.error(new Error('reset')) })), { status: 0 }],
  ])('%s', async (_name, answer, expected) => {
    const { api } = stubbed(answer);
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ call: 'GET claim-records/{id}', ...expected });
  });

  test.each<[string, () => Promise<Response>, string]>([
    ['malformed JSON in a 2xx answer', async () => new Response('{"id": "cr_1",', { status: 200 }), '(root)'],
    ['an answer off the schema', async () => Response.json({ id: 5, note: 'value-that-must-not-leak' }), 'id'],
    ['an empty 2xx answer where a record is expected', async () => new Response(null, { status: 204 }), '(root)'],
  ])('%s throws ContractError naming the call, never the values', async (_name, answer, field) => {
    const { api } = stubbed(answer);
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toBeInstanceOf(ContractError);
    const message = (error as ContractError).message;
    expect(message).toContain('GET claim-records/{id}');
    expect(message).toContain(`"${field}"`);
    expect(message).not.toMatch(/cr_1|value-that-must-not-leak|5/);
  });

  test('an exception other than ApiError or ContractError never escapes a call', async () => {
    const api = createApi({
      baseUrl: BASE,
      identity: () => {
        throw new RangeError('identity broke');
      },
      storage: null,
    });
    const error = await rejection(api.call({ method: 'GET', path: 'x', name: 'x', schema: Echo }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'GET x failed' });
    expect((error as ApiError).cause).toBeInstanceOf(RangeError);
  });

  test('a hanging fetch is abandoned after timeoutMs with ApiError 504 and its request aborted', async () => {
    let aborted = false;
    const { fetch } = stub(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const api = createApi({ baseUrl: BASE, identity: () => ({}), fetch, timeoutMs: 20, storage: null });
    const error = await rejection(getClaimRecord(api, 'cr_1'));
    expect(error).toMatchObject({ name: 'ApiError', status: 504, timeout: true, aborted: false, call: 'GET claim-records/{id}' });
    expect(aborted).toBe(true);
  });
});

describe('spec 000 §7: cancelling a call with its signal', () => {
  test('an aborted signal rejects at once with an aborted ApiError and sends nothing', async () => {
    const { api, seen } = stubbed(async () => Response.json({ ok: 'yes' }));
    const error = await rejection(api.call({ method: 'GET', path: 'x', name: 'x', schema: Echo, signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ name: 'ApiError', status: 0, aborted: true, timeout: false, message: 'GET x was aborted' });
    expect(isRetryable(error)).toBe(false);
    expect(seen).toEqual([]);
  });

  test('aborting during the request cancels it and is not reported as a timeout', async () => {
    const controller = new AbortController();
    const { api } = stubbed(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          controller.abort();
        }),
    );
    const error = await rejection(api.call({ method: 'GET', path: 'x', name: 'x', schema: Echo, signal: controller.signal, auth: 'none' }));
    expect(error).toMatchObject({ status: 0, aborted: true, timeout: false });
  });

  test('aborting while the token is fetched leaves the call but not the shared token fetch', async () => {
    let answerToken: () => void = () => undefined;
    const seen: string[] = [];
    const api = createApi({
      baseUrl: BASE,
      identity: () => ({ customerNumber: '1001' }),
      storage: null,
      fetch: async (input) => {
        seen.push(String(input).slice(BASE.length));
        if (!String(input).endsWith('/auth/token')) return Response.json({ ok: 'yes' });
        await new Promise<void>((resolve) => (answerToken = resolve));
        return Response.json({ accessToken: 'tok_1' });
      },
    });
    const controller = new AbortController();
    const leaving = rejection(api.call({ method: 'GET', path: 'a', name: 'a', schema: Echo, signal: controller.signal }));
    const staying = api.call({ method: 'GET', path: 'b', name: 'b', schema: Echo });
    await Promise.resolve();
    controller.abort();
    expect(await leaving).toMatchObject({ aborted: true });
    answerToken();
    expect(await staying).toEqual({ ok: 'yes' });
    expect(seen).toEqual(['/auth/token', '/b']);
  });
});

describe('spec 000 §7: retryOnce (request-new-product-quotes)', () => {
  test.each<[string, number[], boolean, number, boolean]>([
    ['a 503 then a success is retried once and succeeds', [503, 200], true, 2, true],
    ['a network failure then a success is retried once and succeeds', [0, 200], true, 2, true],
    ['two 502 in a row fail after one retry', [502, 502, 200], true, 2, false],
    ['a 400 is not retried', [400, 200], true, 1, false],
    ['a 404 is not retried', [404, 200], true, 1, false],
    ['a 503 without retryOnce is not retried', [503, 200], false, 1, false],
  ])('%s', async (_name, statuses, retryOnce, expectedRequests, succeeds) => {
    let n = 0;
    const { api, requests } = stubbed(async () => {
      const status = statuses[n++] ?? 200;
      if (status === 0) throw new TypeError('fetch failed');
      return status === 200 ? Response.json({ ok: 'yes' }) : Response.json({ errorType: 'TECHNICAL_ERROR' }, { status });
    });
    const result = api.call({ method: 'POST', path: 'q', name: 'q', schema: Echo, retryOnce });
    if (succeeds) expect(await result).toEqual({ ok: 'yes' });
    else expect(await rejection(result)).toBeInstanceOf(ApiError);
    expect(requests().length).toBe(expectedRequests);
  });

  test('an answer off the schema is not retried', async () => {
    const { api, requests } = stubbed(async () => Response.json({ ok: 1 }));
    expect(await rejection(api.call({ method: 'POST', path: 'q', name: 'q', schema: Echo, retryOnce: true }))).toBeInstanceOf(ContractError);
    expect(requests().length).toBe(1);
  });

  test.each<[string, unknown, boolean]>([
    ['no answer (status 0)', new ApiError('c', 0), true],
    ['a 500', new ApiError('c', 500), true],
    ['a 504 timeout', new ApiError('c', 504), true],
    ['a 503', new ApiError('c', 503), true],
    ['a 401', new ApiError('c', 401), false],
    ['a 400', new ApiError('c', 400), false],
    ['a 403 (an upload URL expired)', new ApiError('c', 403), false],
    ['a 409 (an upload URL used already)', new ApiError('c', 409), false],
    ['a 413 (a file too large)', new ApiError('c', 413), false],
    ['a 415 (a file type refused)', new ApiError('c', 415), false],
    ['a 429', new ApiError('c', 429), false],
    ['an aborted call', new ApiError('c', 0, undefined, undefined, { aborted: true }), false],
    ['a session expiry', new ApiError('c', 401, undefined, undefined, { sessionExpired: true }), false],
    ['a ContractError', new ContractError('c', 'id'), false],
    ['any other error', new TypeError('x'), false],
  ])('isRetryable: %s -> %s', (_name, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});

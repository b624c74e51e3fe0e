// The loader's cta/state call (spec 000 §7) against the sandbox in process: the answer validated, failures typed.
import { describe, expect, test } from 'vitest';
import { createSandbox } from '../../../sandbox/app.ts';
import { sandboxConfigurations } from '../../../sandbox/service/configurations.ts';
import { ApiError } from '../errors.ts';
import { ContractError } from '../../contract/parse.ts';
import { fetchCtaState } from './cta-state.ts';

const BASE = 'http://sandbox.test/services/direct-billing';

/** A sandbox answering on a fetch that records the requests it receives. */
function sandbox() {
  const { app, state } = createSandbox();
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return app.fetch(request);
  }) as typeof globalThis.fetch;
  return { state, requests, fetch };
}

describe('spec 000 §7 configurations?path=cta/state: fetchCtaState', () => {
  test('answers the sandbox’s configuration, with no auth and no customer headers', async () => {
    const s = sandbox();
    expect(await fetchCtaState(BASE, { fetch: s.fetch })).toEqual({ enabled: true });
    const [request] = s.requests;
    expect(new URL(request!.url).pathname).toBe('/services/direct-billing/configurations');
    expect(new URL(request!.url).searchParams.get('path')).toBe('cta/state');
    expect([...request!.headers.keys()].filter((key) => /authorization|x-customer|x-api-key/.test(key))).toEqual([]);
  });

  test('answers what the sandbox was set to, with a trailing slash on the base', async () => {
    const s = sandbox();
    sandboxConfigurations(s.state).set('cta/state', { enabled: true, hiddenStates: ['SIGNED_OUT'] });
    expect(await fetchCtaState(`${BASE}/`, { fetch: s.fetch })).toEqual({ enabled: true, hiddenStates: ['SIGNED_OUT'] });
  });

  test.each<[string, Response, unknown]>([
    ['an error status is an ApiError with that status', new Response('{}', { status: 503 }), ApiError],
    ['a body that is not JSON is an ApiError', new Response('<html>', { status: 200 }), ApiError],
    ['an answer its schema refuses is a ContractError', Response.json({ enabled: 'yes' }), ContractError],
  ])('%s', async (_name, response, kind) => {
    const fetch = (async () => response) as unknown as typeof globalThis.fetch;
    await expect(fetchCtaState(BASE, { fetch })).rejects.toBeInstanceOf(kind);
  });
});

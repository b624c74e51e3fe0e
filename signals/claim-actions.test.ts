// The drawer's claim actions against the real sandbox, in process (spec 000 sections 4 and 7).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../test/unit/configure.ts';
import { sandboxFetch, ORIGIN } from '../test/component/sandbox-fetch.ts';
import { resetConfig } from './config.ts';
import { loadSession, resetSession } from './session.ts';
import { currentApi, resetClaim, startClaim } from './claim-actions.ts';
import { record } from './claim.ts';
import { getClaimRecord } from '../src/api/claim-records.ts';

let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  sandbox = sandboxFetch();
  await sandbox.signIn();
  vi.stubGlobal('fetch', sandbox.fetch);
  vi.stubGlobal('sessionStorage', undefined);
  configure({ apiKey: 'sandbox-public-key', apiBaseUrl: `${ORIGIN}/services/direct-billing` });
  await loadSession();
});

afterEach(() => {
  resetClaim();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
});

const count = (suffix: string) => sandbox.calls.filter((call) => call.endsWith(suffix)).length;

describe('spec 000 §4 and §7: starting a claim from the drawer', () => {
  test('creates the record for the cart, loads it and sets it', async () => {
    const started = await startClaim();
    expect(started.status).toBe('CREATED');
    expect(record.value?.id).toBe(started.id);
    expect(count('/auth/token')).toBe(1);
  });

  test('spec 000 §7: a 401 reloads the shop session, then one new token, and the call goes through', async () => {
    const { id } = await startClaim();
    const sessionLoads = count('/person/@self');
    sandbox.state.tokens.clear();
    expect((await getClaimRecord(currentApi(), id)).id).toBe(id);
    expect(count('/person/@self')).toBe(sessionLoads + 1);
    expect(count('/auth/token')).toBe(2);
  });
});

// A signed-in shopper of an in-process sandbox, as the signal tests meet it: the walk's day on the clock, the sandbox
// answering fetch, no session storage, the widgets configured for the sandbox and the shop session loaded.
import { vi } from 'vitest';
import { loadSession } from '../../signals/session/session.ts';
import { ORIGIN, sandboxFetch } from '../component/sandbox-fetch.ts';
import { configure } from './configure.ts';
import { WALK_START } from './sandbox-shopper.ts';

/** Signs a new visitor in and loads their session; `wrap` may stand between the widgets and the sandbox (to watch or move its clock). */
export async function signedInSandbox(wrap?: (sandbox: ReturnType<typeof sandboxFetch>) => typeof fetch): Promise<ReturnType<typeof sandboxFetch>> {
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  const sandbox = sandboxFetch();
  await sandbox.signIn();
  vi.stubGlobal('fetch', wrap ? wrap(sandbox) : sandbox.fetch);
  vi.stubGlobal('sessionStorage', undefined);
  configure({ apiKey: 'sandbox-public-key', apiBaseUrl: `${ORIGIN}/services/direct-billing` });
  await loadSession();
  return sandbox;
}

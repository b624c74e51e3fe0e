// A fetch that answers from the real sandbox (in-process) as one shop visitor. happy-dom forbids
// the Cookie header, as a browser does, so the visitor travels in the sandbox's session header.
import { createCore } from '../../sandbox/core.ts';
import { SESSION_HEADER } from '../../sandbox/shop.ts';

/** The origin the in-process sandbox pretends to be. */
export const ORIGIN = 'http://sandbox.test';

/**
 * Creates a sandbox and a fetch for one anonymous visitor; `signIn` signs that visitor in, on the shop of `locale` (fr_CA)
 * if given; `continueAsGuest` makes them a guest account instead (no name, e-mail or phone, spec 000 section 6);
 * `signOut` signs them out as the shop's sign-out does, and they browse on as an anonymous visitor.
 */
export function sandboxFetch() {
  const { app, state } = createCore();
  let visitor = state.newSession();
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, ORIGIN);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const headers = new Headers(init?.headers);
    headers.set(SESSION_HEADER, visitor.id);
    return app.fetch(new Request(url, { ...init, headers }));
  };
  const signIn = async (locale?: string): Promise<void> => {
    visitor = state.signIn(visitor, 'alex.martin@example.com', locale);
  };
  const continueAsGuest = (): void => {
    visitor = state.continueAsGuest(visitor);
  };
  const signOut = (): void => {
    for (const one of state.visitorSessions(visitor)) state.sessions.delete(one.id);
    visitor = state.newSession();
  };
  return { fetch, signIn, signOut, continueAsGuest, calls, state };
}

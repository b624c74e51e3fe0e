// A demo-shop visitor for the shop's tests: requests the in-process sandbox with its session cookie,
// as a browser would, following the cookie through sign-in, guest and sign-out.
import { createSandbox } from '../app.ts';
import { SESSION_COOKIE } from '../shop.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { ShopSession, State } from '../state.ts';

/**
 * Whether a Set-Cookie header removes its cookie, as a browser reads it: an empty value (hono's deleteCookie), a Max-Age
 * of 0 or less, or an Expires in the past.
 */
function removes(value: string, attributes: readonly string[]): boolean {
  const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
  const maxAge = attribute('max-age');
  const expires = attribute('expires');
  return value === '' || (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
}

/** A visitor of a fresh sandbox (or of the one given), with its cookie jar, kept as a browser keeps it. */
export function visitor(sandbox = createSandbox()) {
  const { app, state } = sandbox;
  const jar = new Map<string, string>();
  // Every Set-Cookie header of a response, in order: a later one of the same name replaces the earlier (a sign-in that
  // opened a session first), and a cookie of another name sits beside the session's.
  const remember = (response: Response): Response => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (removes(value, attributes)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const headers = (): Record<string, string> => (jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {});
  return {
    app,
    state,
    /** GET a path as this visitor. */
    get: async (path: string): Promise<Response> => remember(await app.request(path, { headers: headers() })),
    /** GET a page's HTML, expecting 200. */
    async page(path: string): Promise<string> {
      const response = remember(await app.request(path, { headers: headers() }));
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    },
    /** POST a form as this visitor; redirects are not followed, so a test sees where they go. */
    post: async (path: string, fields: Record<string, string> = {}): Promise<Response> =>
      remember(
        await app.request(path, {
          method: 'POST',
          headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
    /** The visitor's shop session, once a page has set the cookie. */
    session(): ShopSession {
      const session = state.sessions.get(jar.get(SESSION_COOKIE) ?? '');
      if (!session) throw new Error('no session yet: visit a page first');
      return session;
    },
  };
}

/** Gives a cart an accepted claim with this confirmed amount, as the insurer would have answered. */
export function acceptClaim(state: State, cartId: string, confirmedAmount: number): void {
  const record: ClaimRecord = {
    id: 'cr_test',
    status: 'CLAIM_ACCEPTED',
    cartId,
    claimData: { useInsuranceStatus: 'INSURANCE_ENABLED', claim: { status: 'CLAIM_ACCEPTED', confirmedAmount: { amount: confirmedAmount } } },
  };
  state.service.records.set(record.id, { record, customerNumber: '1001', pending: [], syncs: 0 });
}

/** The text a shopper reads on a page: no tags, no scripts, entities of quotes decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&#34;/g, '"')
    .replace(/&#38;/g, '&')
    .replace(/\s+/g, ' ');
}

// The customer headers as the contract sends them (spec 000 section 7; src/contract/headers.ts): printable ASCII as
// written, anything else `UTF-8''` and its percent-encoded UTF-8. The sandbox decodes them, refuses one it cannot read,
// and holds the e-mail to the one of the shop session the token was issued for, so a wrong decoding is an error, never a
// silent pass.
import type { MiddlewareHandler } from 'hono';
import { decodeHeaderValue } from '../../src/contract/headers.ts';
import type { State } from '../state.ts';
import { fail, type ServiceEnv } from './kit.ts';

/** The headers a customer call may carry about its customer. */
const CUSTOMER_HEADERS = ['x-customer-number', 'x-customer-email'] as const;

/** An e-mail as compared: Unicode NFC, in lower case. */
const comparable = (email: string): string => email.normalize('NFC').toLowerCase();

/** Checks a customer call's headers after the bearer check (it needs the token's owner). */
export function customerHeaders(state: State): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    const decoded: Partial<Record<(typeof CUSTOMER_HEADERS)[number], string>> = {};
    for (const name of CUSTOMER_HEADERS) {
      const raw = c.req.header(name);
      if (raw === undefined) continue;
      const value = decodeHeaderValue(raw);
      if (value === null) return fail(c, 400, 'VALIDATION_ERROR', `${name} is not encoded as the contract says (printable ASCII, or UTF-8'' and percent-encoded UTF-8)`);
      decoded[name] = value;
    }
    const email = decoded['x-customer-email'];
    const sessionId = c.get('owner').sessionId;
    if (email !== undefined && sessionId) {
      const session = [...state.sessions.values()].find((s) => s.activityId === sessionId);
      if (session?.email && comparable(session.email) !== comparable(email)) return fail(c, 403, 'AUTHENTICATION_ERROR', 'x-customer-email is not the e-mail of the token\'s shop session');
    }
    await next();
  };
}

// The direct-billing service under /services/direct-billing: the first calls of spec 000 section 7.
import { Hono, type Context } from 'hono';
import { ClaimRecord } from '../src/contract/claim-record.ts';
import { SANDBOX_API_KEY } from './pages.ts';
import type { State, TokenOwner } from './state.ts';

type Env = { Variables: { owner: TokenOwner } };

const fail = (c: Context, status: 400 | 401 | 403 | 404, errorType: string, message: string, errorCode = 'GENERIC_ERROR') =>
  c.json({ errorType, errorCode, message }, status);

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The service routes, bound to one sandbox memory. */
export function serviceRoutes(state: State) {
  const app = new Hono<Env>();

  app.post('/auth/token', async (c) => {
    if (c.req.header('x-api-key') !== SANDBOX_API_KEY) return fail(c, 401, 'AUTHENTICATION_ERROR', 'Missing or unknown API key');
    const body = (await jsonBody(c)) ?? {};
    const owner = { sessionId: text(body.sessionId), customerNumber: text(body.customerNumber) };
    return c.json({ accessToken: state.issueToken(owner), expiresIn: 3600 });
  });

  // Every other call needs a bearer token the sandbox issued.
  app.use('*', async (c, next) => {
    const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const owner = bearer ? state.tokens.get(bearer) : undefined;
    if (!owner) return fail(c, 401, 'AUTHENTICATION_ERROR', 'Missing or expired token');
    c.set('owner', owner);
    await next();
  });

  app.put('/claim-records', async (c) => {
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'VALIDATION_ERROR', 'Body must be a JSON object');
    const owner = c.get('owner');
    const customerNumber = text(body.customerNumber);
    if (!text(body.cartId) || !text(body.sessionId) || !customerNumber) {
      return fail(c, 400, 'VALIDATION_ERROR', 'cartId, sessionId and customerNumber are required');
    }
    if (customerNumber !== owner.customerNumber) return fail(c, 403, 'AUTHENTICATION_ERROR', 'Token belongs to another customer');
    const id = state.recordId();
    const record = ClaimRecord.create({
      id,
      status: 'CREATED',
      cartId: body.cartId,
      lastModified: new Date().toISOString(),
      prescriptions: [],
      claimData: { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' },
    });
    state.records.set(id, { ...record, customerNumber, sessionId: text(body.sessionId), locale: text(body.locale), lifeCycle: 'SESSION_ONLY' });
    return c.json({ id });
  });

  app.get('/claim-records/:id', (c) => {
    const record = state.records.get(c.req.param('id'));
    // Another customer's record is as absent as a deleted one.
    if (!record || record.customerNumber !== c.get('owner').customerNumber) {
      return fail(c, 404, 'VALIDATION_ERROR', 'Claim record not found');
    }
    return c.json(record);
  });

  app.notFound((c) => fail(c, 404, 'VALIDATION_ERROR', 'Unknown call'));
  return app;
}

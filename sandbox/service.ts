// The direct-billing service under /services/direct-billing: every call of spec 000 section 7.
// Public calls first (auth token, configurations, public insurers, insurer forms), then the bearer check,
// then the customer's calls. Each concern lives in its own module under service/.
import { Hono } from 'hono';
import { AuthToken } from '../src/contract/claim/claim-record.ts';
import { SANDBOX_API_KEY } from './pages.ts';
import { TOKEN_LIFETIME_S, type State } from './state.ts';
import { answer, fail, jsonBody, text, type ServiceEnv } from './service/kit.ts';
import { catalogueRoutes, publicCatalogueRoutes } from './service/catalogue-routes.ts';
import { recordRoutes } from './service/records.ts';
import { memberRoutes } from './service/member.ts';
import { prescriptionRoutes } from './service/prescriptions.ts';
import { eligibilityRoutes } from './service/eligibility.ts';
import { quoteRoutes } from './service/quotes.ts';
import { claimRoutes } from './service/claims.ts';
import { directoryRoutes } from './service/directory.ts';
import { customerHeaders } from './service/customer-headers.ts';

/** The service routes, bound to one sandbox memory. */
export function serviceRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  app.use('*', state.faults.middleware);

  app.post('/auth/token', async (c) => {
    if (c.req.header('x-api-key') !== SANDBOX_API_KEY) return fail(c, 401, 'AUTHENTICATION_ERROR', 'Missing or unknown API key');
    const body = (await jsonBody(c)) ?? {};
    // A token only for a shop session the sandbox can verify: it plays the shop (state.ts, authenticate).
    const session = state.authenticate({ sessionId: text(body.sessionId), customerNumber: text(body.customerNumber), customerEmail: text(body.customerEmail) });
    if (typeof session === 'string') return fail(c, 401, 'AUTHENTICATION_ERROR', `No verifiable shop session: ${session}`);
    return answer(c, AuthToken, { accessToken: state.issueToken(session), expiresIn: TOKEN_LIFETIME_S });
  });
  app.route('/', publicCatalogueRoutes(state));

  // Every other call needs a live bearer token the sandbox issued: unexpired, its shop session still signed in.
  app.use('*', async (c, next) => {
    const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const owner = bearer ? state.ownerOf(bearer) : undefined;
    if (!owner) return fail(c, 401, 'AUTHENTICATION_ERROR', 'Missing, expired or signed-out token');
    // The customer headers must speak for the token's customer (spec 000 section 7: "customer number ... as headers").
    const claimed = c.req.header('x-customer-number');
    if (claimed && owner.customerNumber && claimed !== owner.customerNumber) return fail(c, 403, 'AUTHENTICATION_ERROR', 'x-customer-number is not the customer of the token');
    c.set('owner', owner);
    await next();
  });

  app.use('*', customerHeaders(state));

  for (const routes of [catalogueRoutes, recordRoutes, memberRoutes, prescriptionRoutes, eligibilityRoutes, quoteRoutes, claimRoutes, directoryRoutes]) {
    app.route('/', routes(state));
  }
  // Last: a call no module answers (a sub-app's notFound is not used once mounted, so this is a route).
  app.all('*', (c) => fail(c, 404, 'VALIDATION_ERROR', `Unknown call: ${c.req.method} ${c.req.path}`));
  return app;
}

// The sandbox's behaviour without its file serving: the shop and the service, runnable anywhere
// (the Node server, contract tests, component tests in happy-dom).
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { CLAIM_RECORD_ID_HEADER, FILE_NAME_HEADER } from '../src/api/prescription/prescriptions.ts';
import { FAULT_HEADER } from './service/faults.ts';
import { createState, type State } from './state.ts';
import { serviceRoutes } from './service.ts';
import { shopRoutes } from './shop.ts';
import { controlRoutes } from './control.ts';
import { fileRoutes } from './service/files.ts';
import { uploadRoutes } from './service/prescriptions.ts';
import { bodyLimits, jsonOnly, sameSiteControl, storageCors } from './guards.ts';
import { demoShopRoutes } from './demo-shop/routes.ts';

/** The request headers the widgets send to the service and the storage. */
const SERVICE_HEADERS = ['authorization', 'content-type', 'accept-language', 'x-api-key', 'x-customer-number', 'x-customer-email', CLAIM_RECORD_ID_HEADER, FILE_NAME_HEADER, FAULT_HEADER];

/**
 * Cross-origin use, as a real service allows it: a shop served elsewhere (an integrator's own dev shop)
 * may call the service with the headers the widgets send; no cookie ever travels, and a token needs a shop session.
 */
export const SERVICE_CORS = cors({
  origin: '*',
  allowHeaders: SERVICE_HEADERS,
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  exposeHeaders: ['etag'],
  maxAge: 600,
});

/** How the sandbox is reached from elsewhere. */
export interface CoreOptions {
  /**
   * Origins of shops that embed the widgets from another origin than the sandbox's: they may upload and open stored
   * files. A page that starts a demo shopper (demo-shop/routes.ts) is admitted too, without being listed.
   */
  shopOrigins?: readonly string[] | undefined;
}

/** The shop and the service over one memory. */
export function createCore(state: State = createState(), options: CoreOptions = {}) {
  const app = new Hono();
  app.get('/favicon.ico', (c) => c.body(null, 204));
  // CORS first, so a cross-origin caller can read the refusals below; under every /services path, so a page whose
  // apiBaseUrl is misspelt reads the 404 (the widgets' console then says no service answers there), not a CORS failure.
  app.use('/services/*', SERVICE_CORS);
  const shopOrigins = options.shopOrigins ?? [];
  app.use('/storage/*', storageCors((origin) => shopOrigins.includes(origin) || state.demoOrigins.has(origin), SERVICE_HEADERS));
  app.use('*', bodyLimits);
  app.use('/services/direct-billing/*', jsonOnly);
  app.use('/sandbox/*', sameSiteControl);
  app.use('/sandbox/*', jsonOnly);
  app.route('/services/direct-billing', serviceRoutes(state));
  app.use('/storage/*', state.faults.middleware);
  app.route('/storage/files', fileRoutes(state));
  app.route('/storage/uploads', uploadRoutes(state));
  app.route('/sandbox/demo', demoShopRoutes(state));
  app.route('/sandbox', controlRoutes(state));
  app.route('/', shopRoutes(state));
  return { app, state };
}

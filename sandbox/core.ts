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

/**
 * Cross-origin use, as a real service allows it: a shop served elsewhere (an integrator's own dev shop)
 * may call the service and upload files with the headers the widgets send; no cookie ever travels.
 */
export const SERVICE_CORS = cors({
  origin: '*',
  allowHeaders: ['authorization', 'content-type', 'x-api-key', 'x-customer-number', 'x-customer-email', CLAIM_RECORD_ID_HEADER, FILE_NAME_HEADER, FAULT_HEADER],
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  exposeHeaders: ['etag'],
  maxAge: 600,
});

/** The shop and the service over one memory. */
export function createCore(state: State = createState()) {
  const app = new Hono();
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.use('/services/direct-billing/*', SERVICE_CORS);
  app.use('/storage/*', SERVICE_CORS);
  app.route('/services/direct-billing', serviceRoutes(state));
  app.use('/storage/*', state.faults.middleware);
  app.route('/storage/files', fileRoutes(state));
  app.route('/storage/uploads', uploadRoutes(state));
  app.route('/sandbox', controlRoutes(state));
  app.route('/', shopRoutes(state));
  return { app, state };
}

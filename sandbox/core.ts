// The sandbox's behaviour without its file serving: the shop and the service, runnable anywhere
// (the Node server, contract tests, component tests in happy-dom).
import { Hono } from 'hono';
import { createState, type State } from './state.ts';
import { serviceRoutes } from './service.ts';
import { shopRoutes } from './shop.ts';
import { controlRoutes } from './control.ts';
import { fileRoutes } from './service/files.ts';
import { uploadRoutes } from './service/prescriptions.ts';

/** The shop and the service over one memory. */
export function createCore(state: State = createState()) {
  const app = new Hono();
  app.get('/favicon.ico', (c) => c.body(null, 204));
  app.route('/services/direct-billing', serviceRoutes(state));
  app.use('/storage/*', state.faults.middleware);
  app.route('/storage/files', fileRoutes(state));
  app.route('/storage/uploads', uploadRoutes(state));
  app.route('/sandbox', controlRoutes(state));
  app.route('/', shopRoutes(state));
  return { app, state };
}

// Sandbox-only control calls (never part of the service contract, never in the widget bundle): reset all
// state, set faults on demand, move the sandbox clock past insurer delays and lockouts, list the records.
import { Hono } from 'hono';
import type { State } from './state.ts';
import { readFault } from './service/faults.ts';
import { jsonBody } from './service/kit.ts';
import { sandboxConfigurations } from './service/configurations.ts';
import { validate, type Struct } from 'superstruct';
import { CtaState, IntroPage } from '../src/contract/insurer/configurations.ts';

/** The configurations a test or an integrator may set (spec 000 section 7), with the schema their answer must pass. */
const SETTABLE = { 'cta/state': CtaState, 'insurance-flow/intro-page': IntroPage } as const;

/** The control routes, under /sandbox. */
export function controlRoutes(state: State) {
  const app = new Hono();
  const bad = (message: string) => Response.json({ errorType: 'VALIDATION_ERROR', errorCode: 'GENERIC_ERROR', message }, { status: 400 });

  app.post('/reset', (c) => {
    state.reset();
    state.faults.clear();
    sandboxConfigurations(state).clear();
    return c.json({ reset: true });
  });

  // PUT /sandbox/configurations?path=cta/state with the answer as the body: the configuration answers it from now on.
  app.put('/configurations', async (c) => {
    const path = c.req.query('path') ?? '';
    if (!Object.hasOwn(SETTABLE, path)) return bad(`path must be one of ${Object.keys(SETTABLE).join(', ')}`);
    const settable = path as keyof typeof SETTABLE;
    const body: unknown = await c.req.json().catch(() => null);
    const schema: Struct<unknown, unknown> = SETTABLE[settable] as Struct<unknown, unknown>;
    const [error] = validate(body, schema);
    if (error) return bad(`the ${path} answer is not valid at "${error.path.join('.') || 'body'}"`);
    sandboxConfigurations(state).set(settable, body as never);
    return c.json({ path, answer: body });
  });
  app.delete('/configurations', (c) => {
    sandboxConfigurations(state).clear();
    return c.json({ reset: true });
  });

  app.get('/faults', (c) => c.json({ faults: state.faults.list() }));
  app.delete('/faults', (c) => {
    state.faults.clear();
    return c.json({ faults: [] });
  });
  app.post('/faults', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const inputs = Array.isArray(body) ? body : [body];
    const faults = [];
    for (const input of inputs) {
      if (!input || typeof input !== 'object') return bad('Send a fault object (or a list): { "call": "claim/submit", "kind": "status", "status": 500, "count": 1 }');
      const fault = readFault(input as Record<string, unknown>);
      if (typeof fault === 'string') return bad(fault);
      faults.push(fault);
    }
    faults.forEach((f) => state.faults.add(f));
    return c.json({ faults: state.faults.list() }, 201);
  });

  // What the sandbox holds, for an integrator wondering why a record sits where it does.
  app.get('/records', (c) => {
    const now = state.service.now();
    const records = [...state.service.records.values()].map((stored) => {
      state.service.settle(stored);
      return {
        id: stored.record.id,
        customerNumber: stored.customerNumber,
        status: stored.record.status,
        lastModified: stored.record.lastModified,
        insurerAnswersDueInMs: stored.pending.map((p) => Math.max(0, p.due - now)),
      };
    });
    return c.json({ now: new Date(now).toISOString(), records });
  });

  app.post('/clock', async (c) => {
    const advanceMs = Number((await jsonBody(c))?.advanceMs);
    if (!Number.isFinite(advanceMs) || advanceMs < 0) return bad('advanceMs must be a number of milliseconds, 0 or more');
    state.advanceClock(advanceMs);
    return c.json({ now: new Date(state.service.now()).toISOString() });
  });
  return app;
}

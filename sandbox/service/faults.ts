// Faults on demand, for reliability tests: the next N answers of a call fail with a status, arrive
// late, are malformed JSON, miss a required field, or lose their connection. Set by a control call
// (POST /sandbox/faults) or by a header on the request itself; the built widgets know nothing of it.
import type { Context, MiddlewareHandler } from 'hono';

/** What a fault does to an answer. */
export const FAULT_KINDS = ['status', 'late', 'malformed', 'missing-field', 'drop', 'session-expired', 'invalid-session'] as const;
/** One kind of fault. */
export type FaultKind = (typeof FAULT_KINDS)[number];

/** A fault waiting for its calls. */
export interface Fault {
  /** Which calls: the end of the path, segment by segment, `*` for any one segment (e.g. `claim-records/* /claim/submit`). */
  call: string;
  /** Only this method, when set. */
  method?: string | undefined;
  kind: FaultKind;
  /** For `status`: 401, 404, 500 or 504 (any 4xx or 5xx works); for the two session kinds, their status instead of 401 and 400. */
  status?: number | undefined;
  /** For `late`: how long the answer waits, default 35 s (past the widget's 30 s call timeout). */
  delayMs?: number | undefined;
  /** How many answers it still spoils. */
  remaining: number;
}

/** The header that sets a fault on the request carrying it, e.g. `status=500;count=2` or `late=5000` or `malformed`. */
export const FAULT_HEADER = 'x-sandbox-fault';
/** A late answer's default wait. */
export const LATE_DEFAULT_MS = 35_000;

const ERROR_TYPES: Record<number, string> = { 401: 'AUTHENTICATION_ERROR', 403: 'AUTHENTICATION_ERROR', 404: 'VALIDATION_ERROR', 504: 'COMMUNICATION_ERROR' };

/** The shop's (/wcs) error body for a session whose activity token expired: a session-expired key and code (spec 000 section 8). */
export const EXPIRED_SESSION_BODY = { errors: [{ errorKey: '_ERR_ACTIVITY_TOKEN', errorCode: 'CWXBB1011E', errorMessage: 'Sandbox fault: the activity token expired.' }] };
/** The custom error a shop's layer answers for a session it no longer knows (spec 000 section 8, INVALID_SESSION). */
export const INVALID_SESSION_BODY = { data: 'INVALID_SESSION' };

/** Whether a path is the shop's (/wcs), whose errors have the shop's shape, not the service's. */
const isShopPath = (path: string): boolean => path.includes('/wcs/');

/** Whether a call pattern matches a path: the pattern's segments equal the path's last segments. */
export function matchesCall(pattern: string, path: string): boolean {
  const want = pattern.split('?')[0]!.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length === 0 || want.length > got.length) return pattern.trim() === '*';
  const tail = got.slice(got.length - want.length);
  return want.every((segment, i) => segment === '*' || segment === tail[i]);
}

/** Reads a fault from a control body or a header; answers an error message when it makes no sense. */
export function readFault(input: Record<string, unknown>): Fault | string {
  const kind = input.kind ?? (input.status !== undefined ? 'status' : undefined);
  if (typeof input.call !== 'string' || input.call.trim() === '') return 'call is required: the end of the path to spoil, e.g. "claim/submit"';
  if (!FAULT_KINDS.includes(kind as FaultKind)) return `kind must be one of ${FAULT_KINDS.join(', ')}`;
  const status = input.status === undefined ? undefined : Number(input.status);
  if ((kind === 'status' || status !== undefined) && (!Number.isInteger(status) || status! < 400 || status! > 599)) return 'status must be a 4xx or 5xx number';
  const count = input.count === undefined ? 1 : Number(input.count);
  if (!Number.isInteger(count) || count < 1) return 'count must be a whole number of answers, 1 or more';
  const delayMs = input.delayMs === undefined ? undefined : Number(input.delayMs);
  if (delayMs !== undefined && (!Number.isFinite(delayMs) || delayMs < 0)) return 'delayMs must be a number of milliseconds';
  return { call: input.call, method: typeof input.method === 'string' ? input.method.toUpperCase() : undefined, kind: kind as FaultKind, status, delayMs, remaining: count };
}

/** Parses the fault header (`status=500;count=2`, `late=5000`, `malformed`, `missing-field`, `drop`, `session-expired`, `invalid-session`). */
export function headerFault(value: string, method: string, path: string): Fault | string {
  const parts: Record<string, unknown> = { call: path, method };
  for (const part of value.split(';')) {
    const [key = '', raw] = part.split('=').map((s) => s.trim());
    if (key === 'late') Object.assign(parts, { kind: 'late', delayMs: raw });
    else if (key === 'status') Object.assign(parts, { kind: parts.kind ?? 'status', status: raw });
    else if (key === 'count') parts.count = raw;
    else if (key) parts.kind = key;
  }
  return readFault(parts);
}

/** The sandbox's fault list and the middleware that applies it. */
export function createFaults(sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))) {
  const faults: Fault[] = [];

  const take = (method: string, path: string): Fault | undefined => {
    const fault = faults.find((f) => (!f.method || f.method === method) && matchesCall(f.call, path));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(faults.indexOf(fault), 1);
    return fault;
  };

  /** Spoils the answer of a matching call; every other call passes untouched. */
  const middleware: MiddlewareHandler = async (c: Context, next) => {
    const header = c.req.header(FAULT_HEADER);
    if (header) {
      const fault = headerFault(header, c.req.method, c.req.path);
      if (typeof fault === 'string') return c.json({ errorType: 'VALIDATION_ERROR', errorCode: 'GENERIC_ERROR', message: `${FAULT_HEADER}: ${fault}` }, 400);
      faults.unshift(fault);
    }
    const fault = take(c.req.method, c.req.path);
    if (!fault) return next();
    switch (fault.kind) {
      case 'status': {
        const status = fault.status ?? 500;
        if (isShopPath(c.req.path)) return c.json({ errors: [{ errorKey: '_ERR_GENERIC', errorMessage: `Sandbox fault: ${status}` }] }, status as 500);
        const errorType = ERROR_TYPES[status] ?? 'TECHNICAL_ERROR';
        return c.json({ errorType, errorCode: 'GENERIC_ERROR', message: `Sandbox fault: ${status}` }, status as 500);
      }
      // The shop says its session ended: by its error key and code, or by the custom INVALID_SESSION error (spec 000 section 8).
      case 'session-expired':
        return c.json(EXPIRED_SESSION_BODY, (fault.status ?? 401) as 401);
      case 'invalid-session':
        return c.json(INVALID_SESSION_BODY, (fault.status ?? 400) as 400);
      case 'late':
        await sleep(fault.delayMs ?? LATE_DEFAULT_MS);
        return next();
      case 'malformed':
        return c.body('{"status": "CREATED", "id": ', 200, { 'content-type': 'application/json' });
      case 'drop':
        // A body that errors mid-stream: the server cuts the connection, the browser's fetch rejects.
        return new Response(new ReadableStream({ start: (controller) => controller.error(new Error('sandbox fault: connection dropped')) }), {
          headers: { 'content-type': 'application/json' },
        });
      case 'missing-field': {
        await next();
        const body: unknown = await c.res.clone().json().catch(() => null);
        if (!body || typeof body !== 'object' || Array.isArray(body)) return;
        const rest = { ...(body as Record<string, unknown>) };
        delete rest[Object.keys(rest)[0] ?? ''];
        c.res = new Response(JSON.stringify(rest), { status: c.res.status, headers: { 'content-type': 'application/json' } });
        return;
      }
    }
  };

  return {
    middleware,
    /** Adds a fault. */
    add(fault: Fault): void {
      faults.push(fault);
    },
    /** The faults still waiting. */
    list: (): readonly Fault[] => faults,
    /** Removes every fault. */
    clear(): void {
      faults.length = 0;
    },
  };
}

/** The fault list's interface. */
export type Faults = ReturnType<typeof createFaults>;

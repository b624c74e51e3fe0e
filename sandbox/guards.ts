// What every request meets before a route: body limits (read as a stream, stopped at the limit, never read whole),
// JSON routes that take JSON only, storage CORS for the widgets' origins only, and control calls refused to other sites.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { MAX_UPLOAD_BYTES } from './service/rules/upload.ts';
import { DEMO_SHOP_PREFIX } from './demo-shop/routes.ts';

/** The largest JSON body a route reads: no call of the contract comes near it (spec 000 section 7). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The header a tool that sends an Origin of its own (a proxy, a test runner) adds to reach the control calls; a web page
 * cannot send it cross-site, since it asks for a preflight the control calls never grant.
 */
export const CONTROL_HEADER = 'x-sandbox-control';

/** An error in the service's shape (spec 000 section 8). */
const failure = (c: Context, status: 403 | 413 | 415, errorType: string, message: string) => c.json({ errorType, errorCode: 'GENERIC_ERROR', message }, status);

/** A storage error as S3 words it (the upload's own errors have this shape). */
const storageTooLarge = (c: Context) =>
  c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>EntityTooLarge</Code><Message>A prescription file is at most ${MAX_UPLOAD_BYTES} bytes (10 MB)</Message></Error>`, 413, {
    'content-type': 'application/xml',
  });

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => failure(c, 413, 'VALIDATION_ERROR', `A request body is at most ${JSON_BODY_LIMIT} bytes`) });
const uploadLimit = bodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: storageTooLarge });

/**
 * Every body is counted as it streams in and refused (413) once past its limit, before the route runs: a stated
 * content-length past it is refused unread, a chunked body is read no further than the limit. Uploads keep their
 * 10 MB; every other route takes at most JSON_BODY_LIMIT.
 */
export const bodyLimits: MiddlewareHandler = (c, next) => (c.req.path.startsWith('/storage/uploads/') ? uploadLimit(c, next) : jsonLimit(c, next));

/** Whether a request carries a body (a stated length above zero, or a chunked one). */
const hasBody = (c: Context): boolean => Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;

/**
 * A JSON route takes a body only as JSON (415 otherwise): a text/plain body is what a page of another site can send
 * without asking first, and a route must not read it as JSON.
 */
export const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (!hasBody(c)) return next();
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') return failure(c, 415, 'VALIDATION_ERROR', `content-type must be application/json, not ${type || '(none)'}`);
  return next();
};

/**
 * Whether a request may reach the sandbox's control and listing calls: from the sandbox's own pages (a browser says
 * so by Sec-Fetch-Site, or an Origin equal to the sandbox's), from a script or a test (no browser sends neither), or
 * with CONTROL_HEADER. A page of another site always says where it comes from, so it is refused.
 */
export function controlAllowed(c: Context): boolean {
  if (c.req.header(CONTROL_HEADER) === '1') return true;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = c.req.header('origin');
  return origin === undefined || origin === new URL(c.req.url).origin;
}

/**
 * Refuses a cross-site request to the control calls (403), before it changes or lists anything. The demo-shop calls
 * (demo-shop/routes.ts) are the one exception: a page of the integrator's own, on any origin, starts its demo shopper there.
 */
export const sameSiteControl: MiddlewareHandler = async (c, next) =>
  c.req.path.startsWith(DEMO_SHOP_PREFIX) || controlAllowed(c) ? next() : failure(c, 403, 'AUTHENTICATION_ERROR', `Sandbox control calls take requests from the sandbox's own pages, scripts, or with ${CONTROL_HEADER}: 1`);

/**
 * CORS of the storage (uploads and signed file URLs): the sandbox's own origin and the shop origins it admits (those it
 * was started with, SANDBOX_SHOP_ORIGINS, and the pages that started a demo shopper), never `*`, so no other site's page
 * reads a customer's file.
 */
export function storageCors(isShopOrigin: (origin: string) => boolean, allowHeaders: string[]): MiddlewareHandler {
  return cors({
    origin: (origin, c) => (origin === new URL(c.req.url).origin || isShopOrigin(origin) ? origin : null),
    allowHeaders,
    allowMethods: ['GET', 'PUT'],
    exposeHeaders: ['etag'],
    maxAge: 600,
  });
}

// What every service route module shares: the context type, error answers, body reading and the
// answer helper that checks each answer against the widget's own schema before it leaves.
import type { Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import type { TokenOwner } from '../state.ts';

/** The Hono environment of the service routes: who the bearer token speaks for. */
export type ServiceEnv = { Variables: { owner: TokenOwner } };
/** A service route's context. */
export type ServiceContext = Context<ServiceEnv>;

/** The 4xx and 5xx statuses the sandbox answers with. */
export type FailStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 502 | 503 | 504;

/** An error answer in the service's shape (spec 000 section 8: error type and code). */
export function fail(c: Context, status: FailStatus, errorType: string, message: string, errorCode = 'GENERIC_ERROR') {
  return c.json({ errorType, errorCode, message }, status);
}

/** A request body that is a JSON object, else null (a bad body is the caller's 400). */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A non-blank string, else undefined. */
export const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** A plain object, else undefined. */
export const objectOf = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * Sends an answer after checking it against the schema the widget parses it with: a sandbox that
 * drifted from the contract fails loudly (500, TECHNICAL_ERROR naming the field) instead of teaching
 * integrators a shape the real service never sends. Faults that break answers on purpose bypass it.
 */
export function answer<T>(c: Context, schema: Struct<T, unknown>, value: unknown, status: 200 | 201 | 202 = 200) {
  const [error] = validate(value, schema);
  if (error) {
    const where = error.path.join('.') || '(root)';
    return fail(c, 500, 'TECHNICAL_ERROR', `Sandbox answer breaks its schema at ${where}: ${error.message}`);
  }
  return c.json(value as object, status);
}

/**
 * The locale a call's own words are written in, as a record writes locales (en_CA, fr_FR): the first language of the
 * call's Accept-Language, which the widgets set to the page's (an English page after a claim made on a French one asks
 * in English), when it is English or French; else `fallback`, the locale of the record or of the sign-in, for a caller
 * that names no language the sandbox speaks.
 */
export function askedLocale(c: Context, fallback: string | null | undefined): string | undefined {
  const first = (c.req.header('accept-language') ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  const [lang = '', region] = first.split(/[-_]/);
  const language = lang.toLowerCase();
  if (language !== 'en' && language !== 'fr') return fallback ?? undefined;
  return region ? `${language}_${region.toUpperCase()}` : language;
}

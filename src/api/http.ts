// Every HTTP call of the widgets, through ofetch: the page's fetch kept at load, a time limit, the caller's
// signal, JSON bodies written by us, and every failure typed. Retries are the client's (client.ts), never ofetch's.
import { createFetch } from 'ofetch';
import { ContractError } from '../contract/parse.ts';
import { aborted, ApiError } from './errors.ts';
import { nativeFetch } from '../host/natives.ts';

/** A call gives up after this long (spec 000 section 9 names 504 as the timeout status). */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * JSON.stringify's replacer that writes arrays as arrays even when a library on the host page gave Array.prototype a
 * toJSON (Prototype.js did, turning every array into a string): the replacer sees the raw value before it is written.
 */
export function ownArrays(this: unknown, key: string, value: unknown): unknown {
  const raw: unknown = (this as Record<string, unknown>)[key];
  return Array.isArray(raw) ? raw : value;
}

/** The service's error type and code read from an error answer's body, or undefined when it holds none. */
export type ErrorReader = (body: unknown) => { errorType?: string | undefined; errorCode?: string | undefined } | undefined;

/** What a caller may give instead of the defaults: tests pass their own fetch and a short time limit. */
export interface HttpOptions {
  fetch?: typeof fetch | undefined;
  /** Milliseconds before a call is abandoned as a timeout (504); CALL_TIMEOUT_MS by default. */
  timeoutMs?: number | undefined;
  /**
   * Which error bodies are the service's (its ServiceError schema, given by client.ts). Given, not imported: the
   * loader's shop calls use this module too, and an import would put the service's schemas on every product page.
   */
  readError?: ErrorReader | undefined;
}

/** One request; `label` names the call in its errors (`GET claim-records/{id}`), never an id or a value. */
export interface Exchange {
  label: string;
  url: string;
  method?: string | undefined;
  headers?: Record<string, string> | undefined;
  body?: BodyInit | undefined;
  credentials?: RequestCredentials | undefined;
  signal?: AbortSignal | undefined;
  /** False for no time limit (the file upload: a large photo on a slow line takes what it takes). */
  timeLimit?: boolean | undefined;
}

/** An answer of any status, its body read as text ('' when it had none). */
export interface Answer {
  ok: boolean;
  status: number;
  text: string;
}

/** The HTTP calls bound to one fetch and time limit. */
export function createHttp(options: HttpOptions = {}) {
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  // The body comes back as text and a non-2xx status as an answer: each caller reads both into its own errors.
  const $fetch = createFetch({ fetch: options.fetch ?? nativeFetch }).create({ retry: 0, responseType: 'text', ignoreResponseError: true });

  /**
   * Sends one request and answers its status and body; no answer (or a body that stopped arriving) rejects with
   * ApiError 0, the time limit with ApiError 504, the caller's signal with an aborted ApiError. Both end the wait even
   * when the fetch ignores its signal (a page's broken polyfill), and both abort the request. ofetch's own `timeout`
   * is not used: it is dropped when a signal is passed, and it stops counting once the headers arrive.
   */
  async function exchange(request: Exchange): Promise<Answer> {
    const { label, signal } = request;
    if (signal?.aborted) throw aborted(label);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancel: () => void = () => undefined;
    const interrupted = new Promise<never>((_resolve, reject) => {
      const end = (error: ApiError) => {
        reject(error);
        controller.abort();
      };
      cancel = () => end(aborted(label));
      signal?.addEventListener('abort', cancel);
      if (request.timeLimit !== false) timer = setTimeout(() => end(new ApiError(label, 504)), timeoutMs);
    });
    const sent = $fetch
      .raw<string, 'text'>(request.url, {
        method: request.method ?? 'GET',
        headers: request.headers,
        body: request.body,
        credentials: request.credentials,
        signal: controller.signal,
      })
      .catch(() => Promise.reject(new ApiError(label, 0)));
    try {
      const response = await Promise.race([sent, interrupted]);
      return { ok: response.ok, status: response.status, text: response._data ?? '' };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  /**
   * Sends one request to a call of the service, its body (if any) as JSON, and answers the parsed JSON body
   * (undefined when empty). A non-2xx answer is ApiError with the error type and code `readError` finds in its body
   * (a proxy's HTML page gives the status alone); a 2xx body that is not JSON is ContractError.
   */
  async function json(label: string, method: string, url: string, headers: Record<string, string>, body?: unknown, signal?: AbortSignal): Promise<unknown> {
    const answer = await exchange({
      label,
      url,
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body, ownArrays),
      signal,
    });
    let parsed: unknown;
    let malformed = false;
    try {
      parsed = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      malformed = true;
    }
    if (!answer.ok) {
      const error = options.readError?.(parsed);
      throw new ApiError(label, answer.status, error?.errorType, error?.errorCode);
    }
    if (malformed) throw new ContractError(label, '');
    return parsed;
  }

  return { exchange, json };
}

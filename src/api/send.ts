// One request to the service: JSON in and out, a time limit, the caller's signal, and every failure typed.
import { ContractError } from '../contract/parse.ts';
import { ServiceError } from '../contract/claim-record.ts';
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

/** Sends one request to a call of the service. */
export type Send = (label: string, method: string, path: string, headers: Record<string, string>, body?: unknown, signal?: AbortSignal) => Promise<unknown>;

/** A sender bound to one base URL, fetch and time limit. */
export function createSend(base: string, fetcher: typeof fetch | undefined, timeoutMs = CALL_TIMEOUT_MS): Send {
  /** Sends one request and answers its parsed JSON body; a failure becomes ApiError, a bad 2xx body ContractError. */
  return async function send(label: string, method: string, path: string, headers: Record<string, string>, body?: unknown, signal?: AbortSignal): Promise<unknown> {
    if (signal?.aborted) throw aborted(label);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    try {
      let response: Response;
      let text: string;
      try {
        response = await (fetcher ?? nativeFetch)(base + path, {
          method,
          headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body, ownArrays),
          signal: controller.signal,
        });
        text = await response.text();
      } catch {
        // No answer, or its body stopped arriving: cancelled, timed out (504) or the connection dropped (0).
        throw signal?.aborted ? aborted(label) : new ApiError(label, timedOut ? 504 : 0);
      }
      let answer: unknown;
      let malformed = false;
      try {
        answer = text ? JSON.parse(text) : undefined;
      } catch {
        malformed = true;
      }
      if (!response.ok) {
        // A proxy's HTML error page has no error type: the status alone tells.
        const error = ServiceError.is(answer) ? answer : undefined;
        throw new ApiError(label, response.status, error?.errorType, error?.errorCode);
      }
      if (malformed) throw new ContractError(label, '');
      return answer;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  };
}

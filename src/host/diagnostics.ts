// What an engineer integrating the widgets needs when something fails: one console line per kind of call that names the
// call, what it answered and the documented fix (src/host/fixes.ts), and `directBilling.diagnose()`'s record. Never a
// value, id or personal datum.
import type { CallOutcome, Diagnosis, ErrorCause, WidgetName } from './public-api.ts';

/** Which side a call goes to: the shop's /wcs resources (or the page's actions module), or the direct-billing service. */
export type CallSide = 'shop' | 'service';

/** A finished call as the caller saw it: its status (0 when nothing answered), and what failed, if anything. */
export interface Finished {
  status: number;
  failure?: CallOutcome['failure'];
  /** The service's own error type, when its body had one: a business answer, not an integration fault. */
  errorType?: string | undefined;
  /** The field an answer of the wrong shape failed at (a name, never a value). */
  field?: string | undefined;
  /** The request carried the shop's API key and no session (the public insurers, the form attachments). */
  apiKey?: boolean | undefined;
  /**
   * What the page's actions module threw or rejected with, when it failed: the console line gives its message (the page's
   * own error, "Failed to fetch" from a blocked request), which diagnose()'s record leaves out.
   */
  cause?: unknown;
}

const outcomes: Record<CallSide, Map<string, CallOutcome>> = { shop: new Map(), service: new Map() };
const told = new Set<string>();
const widgetErrors: Diagnosis['widgetErrors'] = {};

/**
 * Records how a call ended, for `diagnose()`, and when it failed, logs once per page and kind of call (the call, without its
 * query) the line an engineer needs when the failure has a fix. `shown` names the call as the log shows it (a shop call's
 * path). The fixes' words are fetched on the first failure; the outcome gets its fix when they have come.
 */
export function noteCall(side: CallSide, call: string, done: Finished, options: { shown?: string; viaActions?: boolean } = {}): Promise<void> {
  const ok = done.failure === undefined && done.status >= 200 && done.status < 300;
  const outcome: CallOutcome = { call, ok, status: done.status, ...(done.failure && { failure: done.failure }), at: Date.now() };
  outcomes[side].set(call, outcome);
  if (ok) return Promise.resolve();
  return import('./fixes.ts')
    .then(({ fixFor, fixLine }) => {
      const fix = fixFor(side, done, options.viaActions);
      if (!fix) return;
      outcome.fix = fix;
      if (told.has(`${side} ${call}`)) return;
      told.add(`${side} ${call}`);
      console.error(fixLine(side, options.shown ?? call, done, fix));
    })
    .catch(() => undefined);
}

/** Records the last error a widget showed the shopper (its analytics error), for `diagnose()`. */
export function noteWidgetError(widget: WidgetName, error: string, errorCause?: ErrorCause): void {
  widgetErrors[widget] = { error, ...(errorCause && { errorCause }), at: Date.now() };
}

/** What the record holds now: copies, so a page holding the answer never changes it. */
export function recorded(): Pick<Diagnosis, 'reachability' | 'widgetErrors'> {
  const list = (side: CallSide) => Array.from(outcomes[side].values(), (outcome) => ({ ...outcome }));
  return { reachability: { shop: list('shop'), service: list('service') }, widgetErrors: structuredClone(widgetErrors) };
}

/** The configuration as `diagnose()` shows it: the API key as its last four characters, the store's tokens as `set`, the actions as their names. */
export function maskedConfig(config: Record<string, unknown>): Record<string, string | number | boolean | string[]> {
  const shown: Record<string, string | number | boolean | string[]> = {};
  for (const [key, value] of Object.entries(config)) {
    if (value === undefined) continue;
    if (key === 'apiKey') shown[key] = typeof value === 'string' && value.length > 8 ? `…${value.slice(-4)}` : 'set';
    else if (key === 'storeTokens') shown[key] = 'set';
    else if (key === 'actions') shown[key] = value && typeof value === 'object' ? Object.keys(value).filter((name) => typeof (value as Record<string, unknown>)[name] === 'function').sort() : [];
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') shown[key] = value;
  }
  return shown;
}

/** Forgets the record (tests). */
export function resetDiagnostics(): void {
  outcomes.shop.clear();
  outcomes.service.clear();
  told.clear();
  for (const key of Object.keys(widgetErrors)) delete widgetErrors[key as WidgetName];
}

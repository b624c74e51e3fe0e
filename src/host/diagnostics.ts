// What an engineer integrating the widgets needs when something fails: one console line per kind of call that names the
// call, what it answered and the documented fix, and `directBilling.diagnose()`'s record. Never a value, id or personal datum.
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
}

const ACTIONS_FIX = 'pass an actions module (docs/embedding.md#actions) or serve them';

/**
 * The documented fix for a failed call, or undefined when the failure is not the integration's (a session that expired,
 * a member not found, a service that is down answer with their own screens and events). Pure; the table test reads it.
 */
export function fixFor(side: CallSide, done: Finished, viaActions = false): string | undefined {
  const { status, failure } = done;
  if (side === 'shop') {
    if (failure === 'action') return 'the actions module failed or lacks this call: give person, userContext and cart, each answering the /wcs body (docs/embedding.md#actions)';
    if (failure === 'shape') return `the answer is not the shop's /wcs resource${viaActions ? ' (from the actions module)' : ''}; ${ACTIONS_FIX}`;
    if (viaActions) return undefined;
    if (failure === 'network') return `nothing answered (network, CORS or a blocked request): the /wcs calls go to this page's own origin with its cookies; ${ACTIONS_FIX}`;
    if (status === 404 || status === 405) return `this page does not serve the shop's /wcs calls; ${ACTIONS_FIX}`;
    return undefined;
  }
  if (failure === 'shape') return 'the answer is not the direct-billing service\'s: check apiBaseUrl (docs/delivery.md#diagnose)';
  if (failure === 'network') return 'nothing answered (network, CORS or a blocked request): check apiBaseUrl and that the service allows this page\'s origin and the page\'s connect-src (docs/delivery.md#diagnose)';
  if (done.errorType) return undefined;
  if (status === 404 || status === 405) return 'no direct-billing service answers at apiBaseUrl: check data-api-base-url (docs/delivery.md#diagnose)';
  if (status === 401 || status === 403) return 'the service refused the call: check data-api-key for this environment (docs/delivery.md#diagnose)';
  return undefined;
}

const outcomes: Record<CallSide, Map<string, CallOutcome>> = { shop: new Map(), service: new Map() };
const told = new Set<string>();
const widgetErrors: Diagnosis['widgetErrors'] = {};

/**
 * Records how a call ended, for `diagnose()`, and logs once per page and kind of call (the call, without its query)
 * the line an engineer needs when the failure has a fix. `shown` names the call as the log shows it (a shop call's path).
 */
export function noteCall(side: CallSide, call: string, done: Finished, options: { shown?: string; viaActions?: boolean } = {}): void {
  const ok = done.failure === undefined && done.status >= 200 && done.status < 300;
  const fix = ok ? undefined : fixFor(side, done, options.viaActions);
  outcomes[side].set(call, { call, ok, status: done.status, ...(done.failure && { failure: done.failure }), ...(fix && { fix }), at: Date.now() });
  if (!fix || told.has(`${side} ${call}`)) return;
  told.add(`${side} ${call}`);
  const answered = done.failure === 'network' ? 'got no answer' : done.failure === 'action' ? 'failed in the actions module' : `answered ${done.status}${done.failure === 'shape' ? ` in a shape the widgets cannot read${done.field ? ` (at "${done.field}")` : ''}` : ''}`;
  console.error(`[direct-billing] ${side} call ${options.shown ?? call} ${answered}: ${fix}`);
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

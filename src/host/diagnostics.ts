// What an engineer integrating the widgets needs when something fails: one console line per kind of call that names the
// call, what it answered and the documented fix (src/host/fixes.ts), and `directBilling.diagnose()`'s record. Never a
// value, id or personal datum.
import type { CallOutcome, Diagnosis, ErrorCause, WidgetName } from './public-api.ts';
import { loaderAgain, type ImportUrl } from './import-again.ts';

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
/** The calls whose line, with its fix, was logged: once per page. */
const told = new Set<string>();
/** The calls whose line was logged without its fix, the fixes' words not having come: told again, with it, once they come. */
const toldBare = new Set<string>();

/** The fixes' words, as the build writes their import (a chunk of its own, which imports nothing). */
const fixesCode = () => import('./fixes.ts');
/** The fixes' module (src/host/fixes.ts). */
type Fixes = Awaited<ReturnType<typeof fixesCode>>;
let fixes: Promise<Fixes> | undefined;
let fixTries = 0;

/**
 * The fixes' words, fetched on the first failure. A fetch that failed (the widgets' origin unreachable) is not kept: the
 * next failure asks again, under another URL, since the browser answers the one that failed with the same failure.
 */
function loadFixes(importAgain?: ImportUrl): Promise<Fixes> {
  return (fixes ??= ((fixTries > 0 && loaderAgain(fixesCode, fixTries, import.meta.url, importAgain)) || fixesCode)().catch((error: unknown) => {
    fixes = undefined;
    fixTries += 1;
    throw error;
  }));
}

/** How a failed call ended, as its line says it when the fixes' words did not come. */
const answeredBare = (done: Finished): string => (done.failure === 'network' ? 'got no answer' : done.failure === 'action' ? 'failed in the actions module' : `answered ${done.status}`);
const widgetErrors: Diagnosis['widgetErrors'] = {};

/**
 * Records how a call ended, for `diagnose()`, and when it failed, logs once per page and kind of call (the call, without its
 * query) the line an engineer needs when the failure has a fix. `shown` names the call as the log shows it (a shop call's
 * path). The fixes' words are fetched on the first failure; the outcome gets its fix when they have come. When they do
 * not come, the line is logged without its fix at once, and the next failure asks for them again (`importAgain`: tests).
 */
export function noteCall(side: CallSide, call: string, done: Finished, options: { shown?: string; viaActions?: boolean; importAgain?: ImportUrl } = {}): Promise<void> {
  const ok = done.failure === undefined && done.status >= 200 && done.status < 300;
  const outcome: CallOutcome = { call, ok, status: done.status, ...(done.failure && { failure: done.failure }), at: Date.now() };
  outcomes[side].set(call, outcome);
  if (ok) return Promise.resolve();
  const key = `${side} ${call}`;
  const shown = options.shown ?? call;
  return loadFixes(options.importAgain).then(
    ({ fixFor, fixLine }) => {
      const fix = fixFor(side, done, options.viaActions);
      if (!fix) return;
      outcome.fix = fix;
      if (told.has(key)) return;
      told.add(key);
      console.error(fixLine(side, shown, done, fix));
    },
    () => {
      if (told.has(key) || toldBare.has(key)) return;
      toldBare.add(key);
      console.error(`[direct-billing] ${side} call ${shown} ${answeredBare(done)} (its documented fix did not load: the next failure tries again)`);
    },
  );
}

/** The errors whose message names a call or the engine's code, never a value (src/api, src/host/shop.ts, src/contract). */
const SAFE_MESSAGE = /^(ApiError|ShopError|ContractError|TypeError|ReferenceError|RangeError|SyntaxError|NeedsReload)$/;
/** What browsers and the chunk loader (widgets/ui/chunk.ts) reject with when a chunk did not come. */
const CODE_FAILURE = /dynamically imported module|module script failed|^no answer in \d+ ms$/;

/** Whether an error says the widgets' code (a chunk) did not come, or came too late. */
export function isCodeFailure(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NeedsReload' || CODE_FAILURE.test(error.message));
}

/** An error of the widgets as a line may quote it: a call's, the engine's or the chunk loader's words, else its name alone. */
const ownError = (error: unknown): string =>
  error instanceof Error ? (SAFE_MESSAGE.test(error.name) || isCodeFailure(error) ? `${error.name}: ${error.message}` : error.name) : typeof error;

/** What to do about an error: a failed call's fix is in diagnose(); code that did not come is served; the rest is ours. */
const fixOf = (error: unknown): string =>
  isCodeFailure(error)
    ? "serve the widgets' chunks/ to this page (network, script-src: docs/serving.md)"
    : /^(Api|Shop|Contract)Error$/.test(error instanceof Error ? error.name : '')
      ? 'directBilling.diagnose() names the call and its fix (docs/delivery.md#diagnose)'
      : 'report it with directBilling.diagnose() (docs/delivery.md#diagnose)';

/** The line of a page method whose work failed (it answered null, spec 001 section 6): what failed, and what to do. */
export function methodFailed(method: string, error: unknown): string {
  return `${method} failed (${ownError(error)}): ${fixOf(error)}`;
}

/** The line of a widget whose drawing or code failed (its error boundary): which widget, what failed, what to do. */
export function widgetFailed(widget: WidgetName, error: unknown): string {
  return `${widget} ${isCodeFailure(error) ? 'did not load its code' : 'failed'} (${ownError(error)}): ${fixOf(error)}`;
}

/** The line of a function of the page's that threw or rejected: where the page gave it, and its error, the page's own. */
export function pageFunctionFailed(given: string, error: unknown): string {
  return `your function given to ${given} failed (${error instanceof Error ? `${error.name}: ${error.message}` : typeof error}): fix it; the widgets went on`;
}

/** The line of a name the page API does not take: every name it takes, and the one meant when that is clear. */
export function unknownName(what: string, value: unknown, known: readonly string[], meant?: string): string {
  return `unknown ${what} "${String(value)}": use one of ${known.join(', ')}${meant ? ` (${meant})` : ''}`;
}

/** The line of a widget asked onto an element that takes no shadow root (an input, an img; one holding a closed root). */
export function notMountable(widget: string, element: Element): string {
  return `${widget} cannot be mounted in this <${element.localName}>: give it an empty <div> of its own`;
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
  toldBare.clear();
  fixes = undefined;
  fixTries = 0;
  for (const key of Object.keys(widgetErrors)) delete widgetErrors[key as WidgetName];
}

// The documented fix of each failed call the integration can cure: fetched by the loader only once a call has failed,
// so a page whose calls answer never pays for these words.
import type { CallSide, Finished } from './diagnostics.ts';

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
  // A call that carries the API key and no session is refused for its key alone, whatever the body says.
  if ((status === 401 || status === 403) && done.apiKey) return 'the service refused the API key: check data-api-key (apiKey) for this environment (docs/delivery.md#diagnose)';
  if (done.errorType) return undefined;
  if (status === 404 || status === 405) return 'no direct-billing service answers at apiBaseUrl: check data-api-base-url (docs/delivery.md#diagnose)';
  if (status === 401 || status === 403) return 'the service refused the call: check data-api-key for this environment (docs/delivery.md#diagnose)';
  return undefined;
}

/** The console line of a failed call: the call as shown, what it answered (an actions module's own error), and the fix. */
export function fixLine(side: CallSide, shown: string, done: Finished, fix: string): string {
  const answered = done.failure === 'network' ? 'got no answer' : done.failure === 'action' ? `failed in the actions module${done.cause instanceof Error ? ` (${String(done.cause)})` : ''}` : `answered ${done.status}${done.failure === 'shape' ? ` in a shape the widgets cannot read${done.field ? ` (at "${done.field}")` : ''}` : ''}`;
  return `[direct-billing] ${side} call ${shown} ${answered}: ${fix}`;
}

// The queue stub a shop pastes before the loader's script tag (docs/delivery.md): its calls and window events are
// recorded in order, and the loader replays them once the widgets are ready, then puts the real page API in its place.
// The loader recognises the stub at once (stub.ts); this replay is fetched only when the stub has recorded something.
import type { DirectBillingApi, QueuedCall, QueuedEvent, QueuedMethod } from './public-api.ts';

/** Every method the stub records, in one place: the snippet is written from this list (a test checks it against the API). */
export const QUEUED_METHODS = [
  'login', 'logout', 'sessionError', 'orderComplete', 'cartChanged', 'serviceStatus', 'requestProductQuote', 'productForQuote',
  'addSyncListener', 'removeSyncListener', 'addBenefits', 'removeBenefits', 'requestBenefitPlan', 'requestInsuranceData',
  'requestClaimCount', 'open', 'close', 'render', 'on', 'off', 'diagnose',
] as const satisfies readonly QueuedMethod[];

/**
 * The two lines a shop pastes before the loader's script tag. Line one defines the stub and a capturing window listener
 * that records an event while the stub is in place; line two adds a method stub per method, each answering a promise of
 * the real method's answer, and listens to the method's `direct-billing:` event (camelCase to kebab-case) and `open-drawer`.
 */
export const QUEUE_SNIPPET =
  '<script>!function(w,d,l){d=w.directBilling=w.directBilling||{q:[]};l=function(e){w.addEventListener(e,function(v){w.directBilling===d&&d.q.push(["event",v])},!0)};l("open-drawer");\n' +
  `"${QUEUED_METHODS.join(' ')}".split(" ").forEach(function(m){d[m]=d[m]||function(){var a=[].slice.call(arguments);return new Promise(function(r){d.q.push(["call",m,a,r])})};l("direct-billing:"+m.replace(/[A-Z]/g,function(c){return"-"+c.toLowerCase()}))})}(window)</script>`;

const isEvent = (entry: unknown): entry is QueuedEvent => Array.isArray(entry) && entry[0] === 'event' && entry[1] instanceof Event;
const isCall = (entry: unknown): entry is QueuedCall =>
  Array.isArray(entry) && entry[0] === 'call' && (QUEUED_METHODS as readonly unknown[]).includes(entry[1]) && Array.isArray(entry[2]);

/**
 * Replays what the stub recorded, oldest first: each call on the API (its promise, if the stub answered one, settles
 * with the API's answer; the API never throws nor rejects), each window event through `handle`, as if heard now.
 * Anything else in the queue (a page's own push of the wrong shape) is reported once and skipped.
 */
export function replay(entries: readonly unknown[], api: DirectBillingApi, handle: (event: Event) => void, report: (message: string) => void): void {
  let skipped = 0;
  for (const entry of entries) {
    if (isEvent(entry)) handle(entry[1]);
    else if (isCall(entry)) {
      const [, method, args, resolve] = entry;
      const answer = (api[method] as (...a: unknown[]) => unknown)(...(args as unknown[]));
      if (typeof resolve === 'function') void Promise.resolve(answer).then(resolve as (value: unknown) => void);
    } else skipped += 1;
  }
  if (skipped) report(`the queue held ${skipped} ${skipped === 1 ? 'entry' : 'entries'} that are neither a call nor an event; skipped (docs/delivery.md#the-queue-snippet)`);
}

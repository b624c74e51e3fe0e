// The events the widgets send to the host page, and its sync listeners: loaded with every page, so the page can listen
// from the start.
import { createEmitter, type HostEventName } from '../../src/host/events.ts';
import { pageFunctionFailed } from '../../src/host/diagnostics.ts';

/** Logs a fault of a listener of the page's: the event it listened to, and the listener's own error, the page's to read. */
export function reportHostError(error: unknown, name: HostEventName): void {
  console.error(`[direct-billing] ${pageFunctionFailed(`directBilling.on('${name}', …)`, error)}`);
}

/** Logs a fault of a sync listener of the page's, with its own error. */
export function reportSyncListenerError(error: unknown): void {
  console.error(`[direct-billing] ${pageFunctionFailed('directBilling.addSyncListener', error)}`);
}

/** The one emitter of outbound host events (`directBilling.on`). */
export const hostEvents = createEmitter(reportHostError);

/** What a sync listener hears: insurance now applies to the cart, or no longer does (spec 000 section 1). */
export type SyncAction = 'sync' | 'remove';
/** A host function told of every change of use of insurance. */
export type SyncListener = (action: SyncAction) => void;

const listeners = new Set<SyncListener>();

/** Adds a sync listener (spec 001 section 6, "sync listener add"); adding one twice keeps one. */
export function addSyncListener(listener: SyncListener): void {
  listeners.add(listener);
}

/** Removes a sync listener (spec 001 section 6, "sync listener remove"). */
export function removeSyncListener(listener: SyncListener): void {
  listeners.delete(listener);
}

/** Tells every sync listener; one that throws is reported and the others still hear. */
export function notifySync(action: SyncAction, report: (error: unknown) => void): void {
  for (const listener of [...listeners]) {
    try {
      listener(action);
    } catch (error) {
      report(error);
    }
  }
}

/** No sync listener (tests). */
export function resetSyncListeners(): void {
  listeners.clear();
}

/** No listener of any kind (tests). */
export function resetEvents(): void {
  hostEvents.clear();
  listeners.clear();
}

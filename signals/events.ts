// The events the widgets send to the host page: the one emitter, in the loader so a page can listen from the start.
import { createEmitter } from '../src/host/events.ts';

/** Logs a fault of a host listener without its message, which might carry the page's data. */
export function reportHostError(error: unknown): void {
  console.error(`[direct-billing] a host listener failed: ${error instanceof Error ? error.name : 'error'}`);
}

/** The one emitter of outbound host events (`directBilling.on`). */
export const hostEvents = createEmitter(reportHostError);

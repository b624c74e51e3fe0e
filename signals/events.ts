// The events the widgets send to the host page, and the two helpers every action uses: analytics and cart refresh.
import { createEmitter } from '../src/host/events.ts';
import { onCartPage } from './claim.ts';
import type { AnalyticsElementType } from '../src/host/events.ts';
import type { WidgetName } from '../src/host/public-api.ts';

/** Logs a fault of a host listener without its message, which might carry the page's data. */
export function reportHostError(error: unknown): void {
  console.error(`[direct-billing] a host listener failed: ${error instanceof Error ? error.name : 'error'}`);
}

/** The one emitter of outbound host events (`directBilling.on`). */
export const hostEvents = createEmitter(reportHostError);

/** An analytics event (spec 000 section 9 element types): which widget, which action; never who. */
export function track(elementType: AnalyticsElementType, widget: WidgetName, action: string): void {
  hostEvents.emit('analytics', { elementType, widget, action });
}

/**
 * Asks the cart page to reload its totals after a change of insurance (spec 000 section 4): a host event and a
 * DOM event, so a page can listen either way. Other pages have no totals to refresh.
 */
export function refreshCart(): void {
  if (!onCartPage()) return;
  hostEvents.emit('refresh-cart', {});
  window.dispatchEvent(new CustomEvent('direct-billing:refresh-cart'));
}

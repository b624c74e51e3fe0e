// The analytics events of a shopper's press (spec 000 section 9) and of an error shown (section 6), apart from
// notify.ts: the loader's sign-in links and its call-to-action's init error send them too, and importing notify.ts there
// would move the cart refresh into every product page.
import { errorCause } from '../../src/domain/error-cause.ts';
import type { AnalyticsElementType } from '../../src/host/events.ts';
import type { WidgetName } from '../../src/host/public-api.ts';
import { hostEvents } from './events.ts';

/** An analytics event (spec 000 section 9 element types): which widget, which action; never who. */
export function track(elementType: AnalyticsElementType, widget: WidgetName, action: string): void {
  hostEvents.emit('analytics', { elementType, widget, action });
}

/**
 * An error the shopper was shown, for the shop's analytics (spec 000 section 6): which error and who caused it, the
 * shopper's own situation (user) or the service's (server), as errorCause classifies it; never who the shopper is.
 * Nothing was clicked, so its element type is OTHER and its action `error`.
 */
export function trackError(widget: WidgetName, error: string): void {
  hostEvents.emit('analytics', { elementType: 'OTHER', widget, action: 'error', error, errorCause: errorCause(error) });
}

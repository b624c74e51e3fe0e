// The analytics event of a shopper's press (spec 000 section 9), apart from notify.ts: the loader's sign-in links send
// it too, and importing notify.ts there would move the cart refresh and the error causes into every product page.
import type { AnalyticsElementType } from '../../src/host/events.ts';
import type { WidgetName } from '../../src/host/public-api.ts';
import { hostEvents } from './events.ts';

/** An analytics event (spec 000 section 9 element types): which widget, which action; never who. */
export function track(elementType: AnalyticsElementType, widget: WidgetName, action: string): void {
  hostEvents.emit('analytics', { elementType, widget, action });
}

// The analytics event of an error shown (spec 000 section 6): sent by the widget that shows it, once each time it appears.
import { useEffect } from 'react';
import { trackError } from '../../signals/host/notify.ts';
import type { WidgetName } from '../../src/host/public-api.ts';

/** Tells the shop's analytics of the error this widget now shows (none: nothing); the same error still shown is not told again. */
export function useErrorShown(widget: WidgetName, error: string | null | undefined): void {
  useEffect(() => {
    if (error) trackError(widget, error);
  }, [widget, error]);
}

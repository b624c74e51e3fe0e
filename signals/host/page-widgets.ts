// Which widgets the page shows, where one widget's words depend on another's being there: the sign-in disclaimers of
// spec 001 section 9 are said once on a page, by the call-to-action when the page has one, else by the toggle.
import { computed, signal } from '@preact/signals-react';

const callsToAction = signal(0);

/** Whether a call-to-action is mounted on the page. */
export const ctaOnPage = computed(() => callsToAction.value > 0);

/** Call-to-action widgets were mounted (count) or unmounted (a negative count) on the page. */
export function ctaMountsChanged(count: number): void {
  callsToAction.value = Math.max(0, callsToAction.value + count);
}

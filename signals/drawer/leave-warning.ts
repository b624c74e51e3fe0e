// A reload, or a link that leaves the page, while the drawer holds answers not yet sent asks the browser's own "Leave
// site?" first. What the shopper typed lives only in memory (nothing personal is kept in the tab's storage), so leaving
// the page would lose it without a word.
import { effect } from '@preact/signals-react';
import { dirty } from './drafts.ts';

/** The browser asks before the page unloads (the text is the browser's). */
const ask = (event: BeforeUnloadEvent): void => {
  event.preventDefault();
  // Browsers from before the standard asked only when the event's returnValue was set.
  event.returnValue = true;
};

/**
 * While the drawer shows: the question is on exactly while the view shown holds changes not yet sent, so a page whose
 * drawer is closed, or whose answers are sent, unloads as it always did. Answers what to call as the drawer goes.
 */
export function warnBeforeLeaving(): () => void {
  let on = false;
  const set = (want: boolean): void => {
    if (want === on) return;
    on = want;
    if (want) addEventListener('beforeunload', ask);
    else removeEventListener('beforeunload', ask);
  };
  const stop = effect(() => set(dirty.value));
  return () => {
    stop();
    set(false);
  };
}

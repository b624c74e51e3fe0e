// The drawer's polite live region: what it says of the flow (a progress change, a view's outcome), said once and taken
// away once read.
import { signal } from '@preact/signals-react';

/** What the polite live region of the drawer says (progress, a view's outcome); views set it through `announce`. */
export const announcement = signal('');

/**
 * How long the drawer's live region holds what it said (as react-aria's announcer does): a screen reader takes the words
 * as the region changes, so they are long read by then; kept, they were read again to a shopper whose reading reached
 * the region's place at the drawer's end, long after ("prescription.png uploaded." once the next view was shown).
 */
export const ANNOUNCEMENT_KEPT_MS = 7000;

/** The one clearing of the live region to come: a newer announcement puts off the older one's. */
let clearing: ReturnType<typeof setTimeout> | undefined;

/** The words about to be said: set a moment after the region is cleared, unless the drawer closes first. */
let saying: ReturnType<typeof setTimeout> | undefined;

/** Says something in the drawer's live region (a progress change, an outcome), then takes it away once it is read. */
export function announce(text: string): void {
  // The same text twice must be read twice: clear, then set on the next task.
  announcement.value = '';
  clearTimeout(clearing);
  saying = setTimeout(() => {
    announcement.value = text;
    clearTimeout(clearing);
    clearing = setTimeout(() => {
      announcement.value = '';
    }, ANNOUNCEMENT_KEPT_MS);
  }, 50);
}

/**
 * Empties the drawer's live region, and drops what it was about to say: the drawer closed, and what it said of the
 * visit before (a search's count) is no news to a shopper who opens it again on another view.
 */
export function hush(): void {
  clearTimeout(saying);
  clearTimeout(clearing);
  announcement.value = '';
}

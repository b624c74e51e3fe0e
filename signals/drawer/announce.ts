// The drawer's polite live region: what it says of the flow (a progress change, a view's outcome), said once and taken
// away once read.
import { signal } from '@preact/signals-react';
import { keptOnNewScreen, pendingAfter, saidTogether, type Announcement, type AnnouncementKind } from '../../src/domain/drawer/announcement.ts';

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

/** What is asked to be said and not said yet: all of it is said at once, as one change of the region. */
let pending: Announcement[] = [];

/** What the region says now, as it was asked: a new screen takes away what described the one before. */
let said: Announcement[] = [];

/**
 * Says something in the drawer's live region, then takes it away once it is read: a state (the step, a count, a page,
 * the estimate) or an outcome (an upload, a removal, a validation). Asked before the one waiting was said, the region
 * says what pendingAfter keeps of them, together: set one after the other, both reached it and the stale step or count
 * was read before the one that replaced it, or cut short by it.
 */
export function announce(words: string, kind: AnnouncementKind): void {
  pending = pendingAfter(pending, { words, kind });
  // The same text twice must be read twice: clear, then set on the next task.
  announcement.value = '';
  said = [];
  clearTimeout(clearing);
  clearTimeout(saying);
  saying = setTimeout(() => {
    announcement.value = saidTogether(pending);
    said = pending;
    pending = [];
    clearTimeout(clearing);
    clearing = setTimeout(() => {
      announcement.value = '';
      said = [];
    }, ANNOUNCEMENT_KEPT_MS);
  }, 50);
}

/**
 * The drawer shows another screen: what the region says or is about to say of the one left (a search's count, the busy
 * words of its button) is no longer true and goes, so a shopper whose reading reaches the region does not hear
 * « 2 mutuelles affichées » under the member form; what became of something done (an upload) stays (keptOnNewScreen).
 * Emptied rather than set to what is kept: a change of its text would read the kept words again.
 */
export function screenChanged(): void {
  pending = keptOnNewScreen(pending);
  if (keptOnNewScreen(said).length === said.length) return;
  clearTimeout(clearing);
  announcement.value = '';
  said = [];
}

/**
 * Empties the drawer's live region, and drops what it was about to say: the drawer closed, and what it said of the
 * visit before (a search's count) is no news to a shopper who opens it again on another view.
 */
export function hush(): void {
  pending = [];
  said = [];
  clearTimeout(saying);
  clearTimeout(clearing);
  announcement.value = '';
}

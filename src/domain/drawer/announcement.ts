// What the drawer's live region says when a second announcement comes before the first was said (its short delay, the
// region cleared then set): the earlier is replaced when it is no longer true, kept when it is news said nowhere else.

/**
 * What an announcement tells. 'state': where things stand now (the step, a search's count, a page of products, the
 * estimate), which a newer state makes stale. 'outcome': what became of something the shopper did (an upload, a
 * removal, a validation), said nowhere else once the view moves on, and still true when something follows it.
 */
export type AnnouncementKind = 'state' | 'outcome';

/** One announcement asked of the drawer. */
export interface Announcement {
  readonly words: string;
  readonly kind: AnnouncementKind;
}

/**
 * The announcements still to be said once `next` is asked while `pending` wait, in the order they were asked: a newer
 * state replaces the states waiting (the step before the Back pressed again, the count before the letter typed next), and
 * every outcome waiting stays (a prescription validated, then the next step: both, or the validation is never heard).
 */
export function pendingAfter(pending: readonly Announcement[], next: Announcement): Announcement[] {
  return [...pending.filter((earlier) => earlier.kind === 'outcome' || next.kind === 'outcome'), next];
}

/** What the region says of the announcements waiting: one change of its text, so each reader says them once, together. */
export function saidTogether(pending: readonly Announcement[]): string {
  return pending.map((announcement) => announcement.words).join(' ');
}

/**
 * What the region keeps of its announcements (said, or waiting to be) once the drawer shows another screen: a state
 * described the screen left (« 2 mutuelles affichées » under the member form that followed the list), so it goes; an
 * outcome is still true and said nowhere else, so it stays.
 */
export function keptOnNewScreen(announcements: readonly Announcement[]): Announcement[] {
  return announcements.filter((announcement) => announcement.kind === 'outcome');
}

// When the drawer's footer acts on a press of its main button (spec 000 section 2, "footer configuration per view"): not
// on the second tap of a double tap, which lands on the screen the first one brought before the shopper has seen it.

/** Sooner than this after a screen appears, a touch on it was aimed at the screen before: nobody reads and taps that fast. */
export const SEEN_AFTER_MS = 350;

/** A press of the footer's main button, as the browser tells it. */
export interface Press {
  /** The browser's count of quick presses in one place (UIEvent.detail): 2 for the second of a double click or tap, 0 for a key. */
  count: number;
  /** The pointer that pressed ('touch', 'mouse', 'pen'); empty for a key, or where a click tells no pointer. */
  pointer: string;
  /** How long the screen had been shown when it was pressed, in milliseconds. */
  shownMs: number;
}

/**
 * Whether the footer's main button acts on a press: never on the second press of a double click or tap (the browser
 * counts it), which would act on what the first one did (a second save) or on the screen it brought (the upload step's
 * Continue, refusing an empty list); nor on a touch sooner than SEEN_AFTER_MS after the screen appeared, for browsers
 * that count every tap as a first. A key, and any press on a screen the shopper has had time to see, acts.
 */
export function actsOnPress({ count, pointer, shownMs }: Press): boolean {
  return count <= 1 && !(pointer === 'touch' && shownMs < SEEN_AFTER_MS);
}

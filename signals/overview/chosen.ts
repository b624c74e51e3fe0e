// The insurer the shopper chose on the overview: kept apart from the overview's own state so the drawer can read it (the
// record it creates names that insurer, spec 000 section 7) without loading the overview's calls.
import { signal } from '@preact/signals-react';

/** The insurer chosen on the overview; null is the home card. */
export const chosenId = signal<string | null>(null);

/** Chooses an insurer on the overview, or none. */
export function setChosenId(id: string | null): void {
  chosenId.value = id;
}

// The eligible insurers list of the insurers view (spec 000 section 7, eligible-insurers page): which insurers, in
// what order, and the search over their names.

/** The part of an insurer the list reads. */
export interface ListedInsurer {
  id: string;
  active?: boolean | null | undefined;
}

/**
 * The eligible insurers list: those the page configuration names, in its order, then the other active insurers of the
 * market in the service's order; an inactive insurer is never listed (spec 000 section 7, active=true).
 */
export function eligibleInsurers<T extends ListedInsurer>(insurers: readonly T[], firstIds: readonly string[]): T[] {
  const active = insurers.filter((insurer) => insurer.active !== false);
  const rank = (insurer: T) => {
    const index = firstIds.indexOf(insurer.id);
    return index < 0 ? firstIds.length : index;
  };
  // Array.prototype.sort is stable, so the unnamed keep the service's order.
  return active.sort((a, b) => rank(a) - rank(b));
}

/** Text folded for a search: case and accents ignored, so "regime" finds "Régime". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Whether an insurer's name matches what the shopper typed in the search box; an empty search matches all. */
export function matchesSearch(name: string, query: string): boolean {
  return fold(name).includes(fold(query));
}

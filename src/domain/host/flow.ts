// Which family of flow a shop runs (spec 000 section 1).

/** North American direct billing, or French instant third-party payment. */
export type Flow = 'north-america' | 'france';

/** France runs the quote flow; every other country the North American direct-billing flow. */
export function flowOf(country: string): Flow {
  return country.trim().toUpperCase() === 'FR' ? 'france' : 'north-america';
}

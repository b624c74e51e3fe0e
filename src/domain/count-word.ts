// Which sentence says a count, as every dictionary words one: "No insurer matches", "1 insurer shown", "2 insurers
// shown". The dictionaries hold a sentence for each, so a language's grammar stays in its words.

/** The sentence a count is said with: none, one, or several. */
export type CountWord = 'none' | 'one' | 'many';

/** The sentence for a count of things: none for zero, one for exactly one, many otherwise. */
export function countWord(count: number): CountWord {
  return count <= 0 ? 'none' : count === 1 ? 'one' : 'many';
}

// The files each entry of size-limit.json counts, resolved on a build folder: size-limit measures dist/ itself; the
// bench weighs the same entries on dist/ and dist-react/, and a test checks that every script the build ships is
// counted by some entry. Globs are matched by tinyglobby, the matcher size-limit itself uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';

/** One entry of size-limit.json, in size-limit's own format. */
export interface BudgetEntry {
  name: string;
  path: string | string[];
  limit: string;
}

/** The budget's entries, as size-limit reads them. */
export function readBudget(root: string): BudgetEntry[] {
  return JSON.parse(readFileSync(join(root, 'size-limit.json'), 'utf8')) as BudgetEntry[];
}

/** Every script a build folder holds, relative to it ("embed.js", "chunks/drawer-Ab12.js"). */
export function builtScripts(dist: string): string[] {
  return globSync('**/*.js', { cwd: dist }).sort();
}

/** The files of one entry in a build folder: its globs are written against dist/ and read against `folder`. */
export function entryFiles(root: string, entry: BudgetEntry, folder: 'dist' | 'dist-react'): string[] {
  const globs = (Array.isArray(entry.path) ? entry.path : [entry.path]).map((glob) => glob.replace(/^dist\//, ''));
  return globSync(globs, { cwd: join(root, folder) }).sort();
}

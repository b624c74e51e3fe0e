// Measures the size budget of size-limit.json on the built dist/ with brotli. An entry names a
// source module (or a shared chunk by its name); its size is that chunk plus every chunk it imports statically, less what the
// entries it comes "after" already brought into the browser.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** One entry of size-limit.json. */
export interface BudgetEntry {
  name: string;
  entry: string;
  after?: string[];
  limit: string;
}

/** One measured entry: bytes against its limit, and the files it counts. */
export interface Measured {
  name: string;
  entry: string;
  bytes: number;
  limitBytes: number;
  limit: string;
  files: string[];
  ok: boolean;
}

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

const UNITS: Record<string, number> = { B: 1, kB: 1000, KB: 1024, KiB: 1024 };

/** Reads a limit such as "16 kB" (size-limit's units: kB is 1000 bytes). */
export function limitBytes(limit: string): number {
  const m = /^\s*([\d.]+)\s*(B|kB|KB|KiB)\s*$/.exec(limit);
  if (!m?.[1] || !m[2]) throw new Error(`size: cannot read limit "${limit}"`);
  return Number(m[1]) * (UNITS[m[2]] ?? 1);
}

/** Measures every entry; `unbudgeted` lists lazy chunks that have no entry. */
export function measure(root: string): { rows: Measured[]; unbudgeted: string[] } {
  const dist = join(root, 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('size: dist/ is missing; run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const budget = JSON.parse(readFileSync(join(root, 'size-limit.json'), 'utf8')) as BudgetEntry[];
  const byName = new Map(budget.map((e) => [e.name, e]));

  // A shared chunk has no source module of its own: an entry names it by its chunk name ("service").
  const resolve = (key: string): string =>
    key in manifest ? key : (Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]?.name === key) ?? key);
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const chunk = manifest[resolve(key)];
    if (!chunk) throw new Error(`size: "${key}" is not a chunk of the build (see dist/.vite/manifest.json)`);
    if (seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  /** An entry "A & B" is what both load: the chunks they share (the signed-in state the widgets and the drawer share). */
  const files = (entry: string): Set<string> => {
    const [first = entry, ...rest] = entry.split('&').map((part) => part.trim());
    const shared = closure(first);
    for (const other of rest.map((part) => closure(part))) for (const file of shared) if (!other.has(file)) shared.delete(file);
    return shared;
  };
  const prior = (entry: BudgetEntry, name: string): BudgetEntry => {
    const found = byName.get(name);
    if (!found) throw new Error(`size: "${entry.name}" comes after unknown entry "${name}"`);
    return found;
  };
  /** Everything in the browser once an entry has loaded. */
  const loaded = (entry: BudgetEntry): Set<string> => {
    const all = files(entry.entry);
    for (const name of entry.after ?? []) for (const file of loaded(prior(entry, name))) all.add(file);
    return all;
  };
  const brotli = (file: string) =>
    brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

  const rows = budget.map((entry) => {
    const counted = files(entry.entry);
    for (const name of entry.after ?? []) for (const file of loaded(prior(entry, name))) counted.delete(file);
    const bytes = [...counted].reduce((sum, f) => sum + brotli(f), 0);
    const max = limitBytes(entry.limit);
    return { name: entry.name, entry: entry.entry, bytes, limitBytes: max, limit: entry.limit, files: [...counted], ok: bytes <= max };
  });
  const budgeted = new Set(budget.map((e) => e.entry));
  const unbudgeted = Object.entries(manifest)
    .filter(([key, chunk]) => (chunk.isEntry || chunk.isDynamicEntry) && !budgeted.has(key))
    .map(([key]) => key);
  return { rows, unbudgeted };
}

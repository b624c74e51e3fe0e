#!/usr/bin/env node
// The size budget: reads size-limit.json and measures each entry on the built dist/ with brotli.
// An entry names a source module; its size is that chunk plus every chunk it imports statically,
// less what an earlier entry it builds on ("after") already downloaded. Fails past a limit, and on
// a lazy chunk that has no budget.
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('size: dist/ is missing; run `npm run build` first.');
  process.exit(1);
}
/** @type {Record<string, {file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, isDynamicEntry?: boolean}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** @type {{name: string, entry: string, after?: string[], limit: string}[]} */
const budget = JSON.parse(readFileSync(join(root, 'size-limit.json'), 'utf8'));

const units = { B: 1, kB: 1000, KB: 1024, KiB: 1024 };
function bytes(limit) {
  const m = /^\s*([\d.]+)\s*(B|kB|KB|KiB)\s*$/.exec(limit);
  if (!m) throw new Error(`size: cannot read limit "${limit}"`);
  return Number(m[1]) * units[m[2]];
}

function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`size: "${key}" is not a chunk of the build (see dist/.vite/manifest.json)`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const brotli = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const byName = new Map(budget.map((e) => [e.name, e]));
/** Everything in the browser once an entry has loaded: its chunks and those of what it comes after. */
function loaded(entry) {
  const files = closure(entry.entry);
  for (const before of entry.after ?? []) {
    const prior = byName.get(before);
    if (!prior) throw new Error(`size: "${entry.name}" comes after unknown entry "${before}"`);
    for (const file of loaded(prior)) files.add(file);
  }
  return files;
}
/** What loading an entry downloads: its chunks less what the entries it comes after already brought. */
function downloaded(entry) {
  const files = closure(entry.entry);
  for (const before of entry.after ?? []) for (const file of loaded(byName.get(before))) files.delete(file);
  return files;
}

let failed = 0;
const rows = [];
for (const entry of budget) {
  const files = [...downloaded(entry)];
  const size = files.reduce((sum, f) => sum + brotli(f), 0);
  const limit = bytes(entry.limit);
  const ok = size <= limit;
  if (!ok) failed++;
  rows.push([ok ? 'ok  ' : 'OVER', entry.name, `${(size / 1000).toFixed(2)} kB`, entry.limit, files.join(' ')]);
}

const budgeted = new Set(budget.map((e) => e.entry));
for (const [key, chunk] of Object.entries(manifest)) {
  if ((chunk.isEntry || chunk.isDynamicEntry) && !budgeted.has(key)) {
    failed++;
    rows.push(['NONE', key, '-', '-', `${chunk.file} has no budget in size-limit.json`]);
  }
}

for (const r of rows) console.log(`${r[0]} ${r[1].padEnd(26)} ${r[2].padStart(9)} brotli / ${r[3].padEnd(6)} ${r[4]}`);
console.log(`size: ${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

// The bench's byte figures: brotli and gzip of what each build's pages fetch, counted by the entries of the size
// budget (size-limit.json, whose globs scripts/budget.ts reads) on dist/ and on dist-react/ alike.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { entryFiles, readBudget } from './budget.ts';

/** Compressed bytes of one or more files: brotli 11 and gzip 9, what a CDN serves. */
export interface Bytes {
  br: number;
  gz: number;
}

/** One figure of the byte table: what it counts and its bytes. */
export interface SizeRow {
  name: string;
  files: string[];
  bytes: Bytes;
}

/** The rows a product page downloads before a click; docs/performance.md's table names them so. */
export const PAGE_ROWS = {
  signedOut: 'product page before a click, signed out',
  signedIn: 'product page before a click, signed in',
} as const;

/** The size-limit.json entries that are a whole product page before a click (docs/performance.md, "Size budget"). */
export const PAGE_ENTRIES = {
  signedOut: 'loader: signed-out product page',
  signedIn: 'signed-in product page before a click',
} as const;

/** Brotli and gzip bytes of files under a build folder, each compressed on its own as it is served. */
export function compressedBytes(dist: string, files: Iterable<string>): Bytes {
  let br = 0;
  let gz = 0;
  for (const file of files) {
    const body = readFileSync(join(dist, file));
    br += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { br, gz };
}

/** Every JavaScript file the build wrote (the loader and every chunk). */
function allScripts(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(`${dist}.manifest.json`, 'utf8')) as Record<string, { file: string }>;
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
}

/**
 * The byte table of one build: the product page signed out and signed in, then every other entry of the budget
 * (the record states, the drawer shell, each view as reaching it adds, the dictionaries, the page widgets), and the
 * total of every script the build ships.
 */
export function buildSizes(root: string, folder: 'dist' | 'dist-react'): SizeRow[] {
  const dist = join(root, folder);
  const entries = readBudget(root);
  const row = (name: string, files: string[]): SizeRow => ({ name, files, bytes: compressedBytes(dist, files) });
  const filesOf = (name: string): string[] => {
    const entry = entries.find((e) => e.name === name);
    if (!entry) throw new Error(`bench: size-limit.json has no entry "${name}"`);
    return entryFiles(root, entry, folder);
  };
  const pages = Object.values(PAGE_ENTRIES) as string[];
  return [
    row(PAGE_ROWS.signedOut, filesOf(PAGE_ENTRIES.signedOut)),
    row(PAGE_ROWS.signedIn, filesOf(PAGE_ENTRIES.signedIn)),
    ...entries.filter((e) => !pages.includes(e.name)).map((e) => row(e.name, entryFiles(root, e, folder))),
    row('total (every script of the build)', allScripts(dist)),
  ];
}

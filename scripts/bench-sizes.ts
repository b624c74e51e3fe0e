// The bench's byte figures: brotli and gzip of what each build's pages fetch, with the size budget's own logic
// (scripts/measure.ts and size-limit.json) run on dist/ and on dist-react/ alike.
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { measure } from './measure.ts';

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

/** The rows a product page downloads before a click; the README's performance table names them so. */
export const PAGE_ROWS = {
  signedOut: 'product page before a click, signed out',
  signedIn: 'product page before a click, signed in',
} as const;

/** The size-limit.json entries a signed-in product page adds to the loader (README, "Size budget"). */
const SIGNED_IN_EXTRAS = ['service layer', 'signed-in state and widgets'];

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

/** measure() reads `<root>/dist`: a scratch root whose `dist` is the build folder asked for. */
function measureFolder(root: string, folder: string) {
  if (folder === 'dist') return measure(root);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    symlinkSync(join(root, folder), join(scratch, 'dist'));
    symlinkSync(join(root, 'size-limit.json'), join(scratch, 'size-limit.json'));
    return measure(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Every JavaScript file the build wrote (the loader and every chunk). */
function allScripts(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
}

/**
 * The byte table of one build: the product page signed out (the loader) and signed in (with the service layer, the
 * signed-in state and widgets), then the budget's rows from the service's flow calls on (each view as reaching it adds), and
 * the total of every script the build ships.
 */
export function buildSizes(root: string, folder: 'dist' | 'dist-react'): SizeRow[] {
  const dist = join(root, folder);
  const { rows } = measureFolder(root, folder);
  const byName = new Map(rows.map((row) => [row.name, row]));
  const filesOf = (name: string): string[] => {
    const row = byName.get(name);
    if (!row) throw new Error(`bench: size-limit.json has no entry "${name}"`);
    return row.files;
  };
  const loader = filesOf('loader (product page)');
  const signedIn = [...new Set([...loader, ...SIGNED_IN_EXTRAS.flatMap(filesOf)])];
  const row = (name: string, files: string[]): SizeRow => ({ name, files, bytes: compressedBytes(dist, files) });
  const drawerFrom = rows.findIndex((r) => r.name === 'service layer: flow calls');
  return [
    row(PAGE_ROWS.signedOut, loader),
    ...SIGNED_IN_EXTRAS.map((name) => row(name, filesOf(name))),
    row(PAGE_ROWS.signedIn, signedIn),
    ...rows.slice(drawerFrom).map((r) => row(r.name, r.files)),
    row('total (every script of the build)', allScripts(dist)),
  ];
}

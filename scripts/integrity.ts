// The build's manifest of Subresource Integrity hashes (docs/delivery.md): dist/integrity.json maps each script the
// widgets ship (the loader, every chunk) to its `sha384-…`, the value a shop's script tag gives as `integrity`.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The manifest's file name, beside embed.js. */
export const INTEGRITY_FILE = 'integrity.json';

/** A file's Subresource Integrity value. */
export const sri = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Each script of a build folder (path from the folder, `/`-separated) and its SRI value, sorted by path. */
export function integrityOf(dir: string): Record<string, string> {
  const files = globSync('**/*.js', { cwd: dir }).map((file) => file.split('\\').join('/')).sort();
  return Object.fromEntries(files.map((file) => [file, sri(readFileSync(join(dir, file)))]));
}

/** Writes dist/integrity.json once the bundle is on disk (after the plugins that change chunks as they are written). */
export function integrity(): Plugin {
  let outDir = '';
  return {
    name: 'direct-billing:integrity',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(join(outDir, INTEGRITY_FILE), `${JSON.stringify(integrityOf(outDir), null, 2)}\n`);
    },
  };
}

// What the libraries alone weigh on the product page (`npm run size:floor`): builds dist/ as `npm run build` does,
// then, for the two product-page entries of size-limit.json, compresses the code each library contributes to those
// files apart from ours. It answers "how small can the page be with these libraries?": the libraries' code alone is a
// floor no work on our own code can go below. With `--modules` (`npm run size:floor -- --modules`) it also lists each of
// our modules in those files, with its brotli bytes alone and what the entry's own code loses without it, the largest
// first: where our part of the floor is.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { build, minifySync, type Plugin } from 'vite';
import { entryFiles, readBudget } from './budget.ts';
import { PAGE_ENTRIES } from './bench-sizes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * Brotli bytes of module code as the build ships it: the modules' rendered code is not minified yet (the build
 * minifies whole chunks), so it is minified here, top-level names shortened too and nothing dropped (what one part
 * leaves unused, another part uses).
 */
function br(code: string): number {
  const minified = minifySync('part.js', code, { compress: false, mangle: { toplevel: true } }).code;
  return brotliCompressSync(Buffer.from(minified), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** The package a module belongs to ("preact", "@preact/signals-core"), or "ours" for the project's own files. */
function packageOf(id: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id);
  return match?.[1] ?? 'ours';
}

/** The rendered code of every module, by output file ("embed.js", "chunks/claim-Ab12.js"). */
const rendered = new Map<string, { id: string; code: string }[]>();
const collect: Plugin = {
  name: 'size-floor',
  generateBundle(_, bundle) {
    for (const [file, output] of Object.entries(bundle)) {
      if (output.type !== 'chunk') continue;
      rendered.set(file, Object.entries(output.modules).map(([id, info]) => ({ id, code: info.code ?? '' })));
    }
  },
};

await build({ root, configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)), logLevel: 'warn', plugins: [collect] });

const budget = readBudget(root);
for (const name of Object.values(PAGE_ENTRIES)) {
  const entry = budget.find((e) => e.name === name);
  if (!entry) throw new Error(`size-limit.json has no entry "${name}"`);
  const modules = entryFiles(root, entry, 'dist').flatMap((file) => rendered.get(file) ?? []);
  const byPackage = new Map<string, string>();
  for (const { id, code } of modules) byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? '') + code);
  const libraries = [...byPackage].filter(([pkg]) => pkg !== 'ours');
  console.log(`\n${name} (${entry.limit} budget)`);
  console.log(`  libraries together: ${kB(br(libraries.map(([, code]) => code).join('')))} brotli`);
  for (const [pkg, code] of libraries.sort((a, b) => b[1].length - a[1].length)) console.log(`    ${pkg}: ${kB(br(code))} alone`);
  const ours = br(byPackage.get('ours') ?? '');
  console.log(`  our code together: ${kB(ours)} brotli`);
  if (!process.argv.includes('--modules')) continue;
  // Alone overstates a small module (brotli's own overhead); "without it" is what the rest of our code saves by sharing.
  const own = modules.filter(({ id }) => packageOf(id) === 'ours');
  const rows = own.map(({ id, code }) => ({
    path: relative(root, id),
    alone: br(code),
    without: ours - br(own.filter((other) => other.id !== id).map((other) => other.code).join('')),
  }));
  console.log('    alone   without it   module');
  for (const row of rows.sort((a, b) => b.alone - a.alone)) console.log(`  ${kB(row.alone).padStart(9)} ${kB(row.without).padStart(10)}   ${row.path}`);
}

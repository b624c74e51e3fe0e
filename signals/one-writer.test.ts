// One writer per signal: only the module that declares a signal assigns its value; every other module calls the verbs
// it exports. (ESLint forbids any assignment in widgets/; this covers signals/ and entry/ too, aliases included.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['signals', 'widgets', 'entry'].flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file)),
);
const text = new Map(sources.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

/** Every exported signal, by the module that declares it. */
const declared = new Map<string, string>();
for (const [file, source] of text) for (const match of source.matchAll(/export const (\w+) = signal[<(]/g)) declared.set(`${file}#${match[1]}`, file);

/** The assignments of a module to signals it imports: "file:line name (declared in …)". */
function foreignWrites(file: string, source: string): string[] {
  const imported = new Map<string, string>();
  for (const match of source.matchAll(/import \{([^}]+)\} from '([^']+)'/g)) {
    const from = relative(root, join(root, file, '..', match[2] ?? '')).split('\\').join('/');
    for (const part of (match[1] ?? '').split(',')) {
      const [name, alias] = part.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/);
      if (name && declared.has(`${from}#${name}`)) imported.set(alias ?? name, from);
    }
  }
  const found: string[] = [];
  for (const match of source.matchAll(/\b(\w+)\.value\s*(?:=(?!=)|\?\?=|\+\+|--|\+=|-=)/g)) {
    const owner = imported.get(match[1] ?? '');
    if (owner) found.push(`${file}:${source.slice(0, match.index).split('\n').length} ${match[1]} (declared in ${owner})`);
  }
  return found;
}

describe('one writer per signal', () => {
  test('finds signals to check (the scan itself)', () => {
    expect(declared.size).toBeGreaterThan(20);
    expect(foreignWrites('signals/x.ts', "import { record as r } from './claim/claim.ts';\nr.value = null;")).toEqual(['signals/x.ts:2 r (declared in signals/claim/claim.ts)']);
  });

  test('no module assigns a signal another module declares', () => {
    expect([...text].flatMap(([file, source]) => foreignWrites(file, source))).toEqual([]);
  });
});

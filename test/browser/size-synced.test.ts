// The size budget counts every script the build ships, and docs/performance.md's size table says what it measures (as
// nanostores keeps its size claims honest). size-limit itself enforces the limits: the last gate of `npm test`.
import { readFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtScripts, entryFiles, readBudget } from '../../scripts/budget.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8');
const budget = readBudget(root);

/** The size rows of docs/performance.md: name → [limit, measured kB]. */
function readmeRows(text: string): Map<string, [string, number]> {
  const rows = new Map<string, [string, number]>();
  for (const match of text.matchAll(/^\| ([^|]+?) \| ([\d.]+ kB) \| ([\d.]+) kB \|$/gm)) {
    if (match[1] && match[2] && match[3]) rows.set(match[1], [match[2], Number(match[3])]);
  }
  return rows;
}

/** Brotli bytes of an entry's files, each compressed on its own as @size-limit/file does. */
const brotli = (files: string[]) => files.reduce((sum, file) => sum + brotliCompressSync(readFileSync(join(root, 'dist', file))).length, 0);

describe('size budget', () => {
  it('counts every script of dist/ in some entry, and every entry counts a script', () => {
    const counted = new Set(budget.flatMap((entry) => entryFiles(root, entry, 'dist')));
    expect(builtScripts(join(root, 'dist')).filter((file) => !counted.has(file))).toEqual([]);
    expect(budget.filter((entry) => entryFiles(root, entry, 'dist').length === 0).map((entry) => entry.name)).toEqual([]);
  });

  it('reads the size rows (the parser itself)', () => {
    expect(readmeRows('| view: x | 5 kB | 1.2 kB |')).toEqual(new Map([['view: x', ['5 kB', 1.2]]]));
  });

  it('lists every entry in docs/performance.md with its limit and a figure within 0.2 kB of the measurement', () => {
    const rows = readmeRows(readme);
    for (const entry of budget) {
      const row = rows.get(entry.name);
      const measured = brotli(entryFiles(root, entry, 'dist')) / 1000;
      expect(row, `docs/performance.md lacks a row for "${entry.name}"`).toBeDefined();
      expect(row?.[0]).toBe(entry.limit);
      expect(Math.abs((row?.[1] ?? 0) - measured), `${entry.name}: docs ${row?.[1]} kB, measured ${measured.toFixed(2)} kB`).toBeLessThanOrEqual(0.2);
    }
  });

  it("says in the README's opening what a product page loads, to the nearest kB of the measurement: signed out, then signed in", () => {
    const said = /only the loader, about (\d+) kB brotli;[\s\S]*?about (\d+) kB in all/.exec(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
    expect(said, "the README's opening names both pages' sizes").not.toBeNull();
    const pages = ['loader: signed-out product page', 'signed-in product page before a click'];
    pages.forEach((name, index) => {
      const entry = budget.find((e) => e.name === name);
      if (!entry) throw new Error(`size-limit.json has no entry "${name}"`);
      const measured = brotli(entryFiles(root, entry, 'dist')) / 1000;
      expect(Math.abs(Number(said?.[index + 1]) - measured), `${name}: the README says about ${said?.[index + 1]} kB, measured ${measured.toFixed(2)} kB`).toBeLessThanOrEqual(0.6);
    });
  });
});

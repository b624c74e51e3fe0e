// The README's size table says what the build measures (as nanostores keeps its size claims honest).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measure } from '../../scripts/measure.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The README's size rows: name → [limit, measured kB]. */
function readmeRows(text: string): Map<string, [string, number]> {
  const rows = new Map<string, [string, number]>();
  for (const match of text.matchAll(/^\| ([^|]+?) \| ([\d.]+ kB) \| ([\d.]+) kB \|$/gm)) {
    if (match[1] && match[2] && match[3]) rows.set(match[1], [match[2], Number(match[3])]);
  }
  return rows;
}

describe('README size table', () => {
  it('reads rows (the parser itself)', () => {
    expect(readmeRows('| view: x | 5 kB | 1.2 kB |')).toEqual(new Map([['view: x', ['5 kB', 1.2]]]));
  });

  it('lists every budget entry with its limit and a figure within 0.2 kB of the measurement', () => {
    const rows = readmeRows(readme);
    for (const measured of measure(root).rows) {
      const row = rows.get(measured.name);
      expect(row, `README lacks a row for "${measured.name}"`).toBeDefined();
      expect(row?.[0]).toBe(measured.limit);
      expect(Math.abs((row?.[1] ?? 0) - measured.bytes / 1000), `${measured.name}: README ${row?.[1]} kB, measured ${(measured.bytes / 1000).toFixed(2)} kB`).toBeLessThanOrEqual(0.2);
    }
  });
});

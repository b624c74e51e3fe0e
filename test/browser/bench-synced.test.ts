// docs/performance.md's figures say what the builds weigh: each byte row of its "Performance" table stays
// within 5% of dist/ and dist-react/ as built now (`npm test` builds both before the browser tests).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSizes, PAGE_ROWS } from '../../scripts/bench-sizes.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** BENCH_README checks another copy of docs/performance.md (how the section was checked before it was merged). */
const readmePath = process.env.BENCH_README ?? fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

/** A byte row's figures in bytes: Preact and React, brotli and gzip (scripts/bench-report.ts writes the rows). */
interface ByteRow {
  preactBr: number;
  reactBr: number;
  preactGz: number;
  reactGz: number;
}

/** The byte rows of docs/performance.md: `| name | Preact br | React br | Preact gzip | React gzip | ratio |`, figures in kB. */
function byteRows(text: string): Map<string, ByteRow> {
  const rows = new Map<string, ByteRow>();
  const kB = (figure: string | undefined) => Math.round(Number(figure) * 1000);
  for (const m of text.matchAll(/^\| ([^|]+?) \| ([\d.]+) kB \| ([\d.]+) kB \| ([\d.]+) kB \| ([\d.]+) kB \| [\d.]+ \|$/gm)) {
    if (m[1]) rows.set(m[1], { preactBr: kB(m[2]), reactBr: kB(m[3]), preactGz: kB(m[4]), reactGz: kB(m[5]) });
  }
  return rows;
}

/**
 * Within 5%, plus what the document's rounding may cost: half a hundredth of a kB below 1 kB (two decimals), half a
 * tenth above (bench-report.ts byteRow).
 */
const near = (stated: number, measured: number) => Math.abs(stated - measured) <= 0.05 * measured + (stated < 1000 ? 5 : 50);

describe('docs/performance.md performance table', () => {
  it('reads byte rows (the parser itself)', () => {
    expect(byteRows('| view: x | 1.5 kB | 1.6 kB | 1.8 kB | 1.9 kB | 0.99 |\n| size | 5 kB | 1.2 kB |')).toEqual(
      new Map([['view: x', { preactBr: 1500, reactBr: 1600, preactGz: 1800, reactGz: 1900 }]]),
    );
  });

  it('states the product page’s bytes and every other byte row within 5% of the current builds', () => {
    for (const folder of ['dist', 'dist-react']) expect(existsSync(`${root}${folder}.manifest.json`), `run \`npm run build${folder === 'dist' ? '' : ':react'}\``).toBe(true);
    const rows = byteRows(readFileSync(readmePath, 'utf8'));
    expect(rows.has(PAGE_ROWS.signedOut) && rows.has(PAGE_ROWS.signedIn), `${readmePath} lacks the product page's byte rows`).toBe(true);
    const preact = new Map(buildSizes(root, 'dist').map((r) => [r.name, r.bytes]));
    const react = new Map(buildSizes(root, 'dist-react').map((r) => [r.name, r.bytes]));
    for (const [name, stated] of rows) {
      const p = preact.get(name);
      const r = react.get(name);
      expect(p && r, `row "${name}" is not a figure of the bench`).toBeTruthy();
      const measured = { preactBr: p?.br ?? 0, reactBr: r?.br ?? 0, preactGz: p?.gz ?? 0, reactGz: r?.gz ?? 0 };
      for (const key of Object.keys(measured) as (keyof ByteRow)[]) {
        expect(near(stated[key], measured[key]), `${name}, ${key}: docs ${stated[key]} B, measured ${measured[key]} B`).toBe(true);
      }
    }
  });
});

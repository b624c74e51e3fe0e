// `npm run size`: prints the budget of size-limit.json as measured on dist/, fails past a limit
// or on a lazy chunk without a budget.
import { fileURLToPath } from 'node:url';
import { measure } from './measure.ts';

const { rows, unbudgeted } = measure(fileURLToPath(new URL('..', import.meta.url)));
for (const r of rows) {
  console.log(`${r.ok ? 'ok  ' : 'OVER'} ${r.name.padEnd(26)} ${(r.bytes / 1000).toFixed(2).padStart(6)} kB brotli / ${r.limit.padEnd(6)} ${r.files.join(' ')}`);
}
for (const key of unbudgeted) console.log(`NONE ${key} has no budget in size-limit.json`);
const failed = rows.filter((r) => !r.ok).length + unbudgeted.length;
console.log(`size: ${rows.length + unbudgeted.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

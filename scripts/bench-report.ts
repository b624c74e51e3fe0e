// The bench's results (bench/results.json) and the markdown table it prints; the byte rows' format is the one
// test/browser/bench-synced.test.ts reads back from docs/performance.md.
import type { FlowCount } from './bench-flow.ts';
import type { PageRun, PROFILE } from './bench-page.ts';
import type { LayoutRun, StepRun, StepSummary } from './bench-layout.ts';

/** Medians of one variant's runs (ms, bytes); null when no run had the figure. */
export interface Summary {
  runs: number;
  load: number | null;
  fcp: number | null;
  lcp: number | null;
  interactive: number | null;
  tbt: number | null;
  longTaskMs: number | null;
  ourScriptMs: number | null;
  scriptDuration: number | null;
  bytesBeforeInteractive: number | null;
  requestsBeforeInteractive: number | null;
  drawerOpenMs: number | null;
  drawerHeadingFocusedMs: number | null;
  drawerRequests: number | null;
  drawerBytes: number | null;
  widgetFiles: string[];
}

interface SizeFigure {
  name: string;
  files: string[];
  br: number;
  gz: number;
}

/** Everything the bench measured, as written to bench/results.json. */
export interface Results {
  date: string;
  command: string;
  chromium: string;
  profile: typeof PROFILE;
  page: string;
  encodings: string[];
  sizes: { preact: SizeFigure[]; react: SizeFigure[] };
  signedOutFiles: { preact: string[]; react: string[] };
  summary: { bare: Summary; preact: Summary; react: Summary };
  runs: { bare: PageRun[]; preact: PageRun[]; react: PageRun[] };
  flow: FlowCount;
  /** Each variant's layout shift on the product and cart pages, signed in and out. */
  layout: { bare: LayoutRun[]; preact: LayoutRun[]; react: LayoutRun[] };
  /** The drawer's Get started → insurers view interactive, with the view fetched ahead and without. */
  step: { prefetched: StepSummary; notPrefetched: StepSummary; runs: { prefetched: StepRun[]; notPrefetched: StepRun[] } };
  seconds: number;
}

/** A variant's layout shift on a page in a session, and what it adds to the bare page's. */
function shift(r: Results, variant: 'bare' | 'preact' | 'react', page: string, session: string): number | null {
  return r.layout[variant].find((l) => l.page === page && l.session === session)?.cls ?? null;
}
const added = (value: number | null, base: number | null) => (value === null || base === null ? '—' : `${value - base >= 0 ? '+' : ''}${(value - base).toFixed(3)}`);

/** The layout shift rows: one per page and session. */
function layoutRows(r: Results): string[] {
  const rows: string[] = [];
  for (const page of ['product', 'cart']) {
    for (const session of ['signed-out', 'signed-in']) {
      const bare = shift(r, 'bare', page, session);
      rows.push(`| CLS, ${page} page, ${session.replace('-', ' ')} (added) | ${bare?.toFixed(3) ?? '—'} | ${added(shift(r, 'preact', page, session), bare)} | ${added(shift(r, 'react', page, session), bare)} |`);
    }
  }
  return rows;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);
const plus = (value: number | null, base: number | null) => (value === null || base === null ? '—' : `${value - base >= 0 ? '+' : ''}${value - base} ms`);

/** One byte row: `| name | Preact br | React br | Preact gzip | React gzip | ratio |` (bench-synced.test.ts parses it). */
export const byteRow = (name: string, preact: { br: number; gz: number }, react: { br: number; gz: number }): string =>
  `| ${name} | ${kB(preact.br)} | ${kB(react.br)} | ${kB(preact.gz)} | ${kB(react.gz)} | ${(preact.br / react.br).toFixed(2)} |`;

/** The owner's performance targets, each with whether this run reached it. */
export function targets(r: Results): { name: string; ok: boolean; figure: string }[] {
  const { bare, preact } = r.summary;
  const after = preact.interactive !== null && bare.load !== null ? preact.interactive - bare.load : null;
  const addedTbt = preact.tbt !== null && bare.tbt !== null ? preact.tbt - bare.tbt : null;
  const page = (name: string) => {
    const p = r.sizes.preact.find((s) => s.name === name);
    const x = r.sizes.react.find((s) => s.name === name);
    return p && x ? p.br / x.br : Infinity;
  };
  const worstShift = Math.max(
    ...(['product', 'cart'] as const).flatMap((page) => (['signed-out', 'signed-in'] as const).map((session) => (shift(r, 'preact', page, session) ?? Infinity) - (shift(r, 'bare', page, session) ?? 0))),
  );
  const step = r.step.prefetched;
  return [
    { name: 'added CLS at most 0.01 on the product and cart pages, signed in and out', ok: worstShift <= 0.01, figure: worstShift.toFixed(3) },
    {
      name: 'Get started → next view interactive: the service’s answer plus at most 100 ms (view fetched ahead)',
      ok: step.continueMs - step.serviceMs <= 100,
      figure: `${step.continueMs} ms (service ${step.serviceMs} ms)`,
    },
    { name: 'a whole North American flow fetches at most 20 widget files', ok: r.flow.widgetFiles <= 20, figure: String(r.flow.widgetFiles) },
    { name: 'toggle interactive within 1.5 s of the bare page’s load event', ok: after !== null && after <= 1500, figure: plus(preact.interactive, bare.load) },
    { name: 'added Total Blocking Time 0 ms', ok: addedTbt === 0, figure: addedTbt === null ? '—' : `${addedTbt} ms` },
    ...(['product page before a click, signed out', 'product page before a click, signed in'] as const).map((name) => ({
      name: `${name}: at most a third of the React build’s (brotli)`,
      ok: page(name) <= 1 / 3,
      figure: page(name).toFixed(2),
    })),
  ];
}

/** The markdown the bench prints (and docs/performance.md quotes). */
export function markdown(r: Results): string {
  const { bare, preact, react } = r.summary;
  const lines = [
    `Bench of ${r.date} (\`${r.command}\`, Chromium ${r.chromium}, ${r.seconds} s): ${r.page}, slow 4G (${r.profile.latency} ms, ${(r.profile.downloadThroughput * 8) / 1e6} Mbit/s down, ${(r.profile.uploadThroughput * 8) / 1000} kbit/s up), CPU ${r.profile.cpuSlowdown}× slower; served with ${r.encodings.join(' and ')}.`,
    '',
    '| bytes | Preact (brotli) | React (brotli) | Preact (gzip) | React (gzip) | Preact/React (brotli) |',
    '|---|---|---|---|---|---|',
    ...r.sizes.preact.map((p, i) => byteRow(p.name, p, r.sizes.react[i] ?? p)),
    '',
    `| median of ${preact.runs} runs, signed-in visitor | bare page | Preact | React |`,
    '|---|---|---|---|',
    `| load event | ${ms(bare.load)} | ${ms(preact.load)} | ${ms(react.load)} |`,
    `| toggle interactive, from navigation start | — | ${ms(preact.interactive)} | ${ms(react.interactive)} |`,
    `| toggle interactive, after the bare page's load event | — | ${plus(preact.interactive, bare.load)} | ${plus(react.interactive, bare.load)} |`,
    `| Largest Contentful Paint (added) | ${ms(bare.lcp)} | ${plus(preact.lcp, bare.lcp)} | ${plus(react.lcp, bare.lcp)} |`,
    `| Total Blocking Time, first paint → interactive (added) | ${ms(bare.tbt)} | ${plus(preact.tbt, bare.tbt)} | ${plus(react.tbt, bare.tbt)} |`,
    `| long tasks, whole load (added) | ${ms(bare.longTaskMs)} | ${plus(preact.longTaskMs, bare.longTaskMs)} | ${plus(react.longTaskMs, bare.longTaskMs)} |`,
    `| script evaluation, ScriptDuration (added) | ${ms(bare.scriptDuration)} | ${plus(preact.scriptDuration, bare.scriptDuration)} | ${plus(react.scriptDuration, bare.scriptDuration)} |`,
    `| our scripts in long animation frames | — | ${ms(preact.ourScriptMs)} | ${ms(react.ourScriptMs)} |`,
    `| bytes on the wire before interactive (bare: load) | ${kB(bare.bytesBeforeInteractive ?? 0)} | ${kB(preact.bytesBeforeInteractive ?? 0)} | ${kB(react.bytesBeforeInteractive ?? 0)} |`,
    `| requests before interactive (bare: load) | ${bare.requestsBeforeInteractive ?? '—'} | ${preact.requestsBeforeInteractive ?? '—'} | ${react.requestsBeforeInteractive ?? '—'} |`,
    `| drawer open: click → first view interactive ("Get started") | — | ${ms(preact.drawerOpenMs)} | ${ms(react.drawerOpenMs)} |`,
    `| drawer open: requests, bytes on the wire | — | ${preact.drawerRequests ?? '—'}, ${kB(preact.drawerBytes ?? 0)} | ${react.drawerRequests ?? '—'}, ${kB(react.drawerBytes ?? 0)} |`,
    '',
    '| layout shift, 412 px wide, throttled, one load each (docs/layout.md) | bare page | Preact | React |',
    '|---|---|---|---|',
    ...layoutRows(r),
    '',
    `| drawer step, throttled (Preact, median of ${r.step.prefetched.runs}) | Get started → insurers view interactive | the service's calls it sets off |`,
    '|---|---|---|',
    `| the view's chunk fetched ahead, while the intro is shown | ${r.step.prefetched.continueMs} ms | ${r.step.prefetched.serviceMs} ms |`,
    `| the view's chunk fetched on the click (held until then) | ${r.step.notPrefetched.continueMs} ms | ${r.step.notPrefetched.serviceMs} ms |`,
    '',
    '| whole North American flow (Preact, unthrottled) | requests |',
    '|---|---|',
    `| every request, switch click → "Claim applied" | ${r.flow.total} |`,
    `| widget files / service calls / shop calls / other | ${r.flow.widgetFiles} / ${r.flow.service} / ${r.flow.shop} / ${r.flow.other} |`,
    `| polls of the claim record after the claim submit | ${r.flow.pollsAfterSubmit} |`,
    '',
    '| target | this run | reached |',
    '|---|---|---|',
    ...targets(r).map((t) => `| ${t.name} | ${t.figure} | ${t.ok ? 'yes' : 'NO'} |`),
  ];
  return lines.join('\n');
}

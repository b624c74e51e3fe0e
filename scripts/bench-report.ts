// The bench's results (bench/results.json) and the markdown table it prints; the byte rows' format is the one
// test/browser/bench-synced.test.ts reads back from docs/performance.md.
import type { FlowCount } from './bench-flow.ts';
import type { PageRun, PROFILE } from './bench-page.ts';
import type { LayoutRun } from './bench-layout.ts';
import { STEPS, type StepRun, type StepSummary } from './bench-steps.ts';
import { LIGHTHOUSE_PAGES, type AuditFigure, type LighthousePage, type LighthouseRun, type LighthouseSummary } from './bench-lighthouse.ts';

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
  /** The drawer's steps, Continue → next view interactive, with the views fetched ahead and without. */
  steps: { summary: StepSummary[]; runs: StepRun[] };
  /** Lighthouse's performance score of the product and cart pages, signed in and out, per variant. */
  lighthouse: { summary: LighthouseSummary[]; runs: LighthouseRun[] };
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

/** A step's medians, with the views fetched ahead or not. */
const stepOf = (r: Results, step: string, prefetched: boolean) => r.steps.summary.find((s) => s.step === step && s.prefetched === prefetched);
const stepCell = (s: StepSummary | undefined) =>
  s ? `${s.continueMs} ms (service ${s.serviceMs} ms, ${s.addedMs >= 0 ? '+' : ''}${s.addedMs} ms; ${s.filesAfterClick} file${s.filesAfterClick === 1 ? '' : 's'})` : '—';

/** The drawer step rows: one per step, with the views fetched ahead and without. */
function stepRows(r: Results): string[] {
  return STEPS.map(({ name }) => `| ${name} | ${stepCell(stepOf(r, name, true))} | ${stepCell(stepOf(r, name, false))} |`);
}

/** A variant's median Lighthouse score on a page in a session. */
const lighthouseOf = (r: Results, variant: string, page: string, session: string) => r.lighthouse.summary.find((l) => l.variant === variant && l.page === page && l.session === session);
/** Lighthouse's short names of the audits the performance score weighs. */
const AUDIT_NAMES: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index',
};
const costs = (audits: AuditFigure[] | undefined) =>
  audits?.length ? audits.map((a) => `${AUDIT_NAMES[a.id] ?? a.id} ${a.value} (${(a.score ?? 0).toFixed(2)})`).join(', ') : 'none';

/** The Lighthouse rows: one per page and session, with the audits that cost the Preact build points. */
function lighthouseRows(r: Results): string[] {
  const rows: string[] = [];
  for (const page of Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]) {
    for (const session of ['signed-out', 'signed-in']) {
      const score = (variant: string) => lighthouseOf(r, variant, page, session)?.score.toFixed(2) ?? '—';
      rows.push(`| ${page} page, ${session.replace('-', ' ')} | ${score('bare')} | ${score('preact')} | ${score('react')} | ${costs(lighthouseOf(r, 'preact', page, session)?.costs)} |`);
    }
  }
  return rows;
}

// Below 1 kB two decimals: a tenth of a kB is a third of a small view, and the byte rows are checked against builds.
const kB = (bytes: number) => `${(bytes / 1000).toFixed(bytes < 1000 ? 2 : 1)} kB`;
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
  const ahead = r.steps.summary.filter((s) => s.prefetched);
  const worstAdded = Math.max(...ahead.map((s) => s.addedMs));
  const filesAfter = Math.max(...ahead.map((s) => s.filesAfterClick));
  const preactScores = r.lighthouse.summary.filter((l) => l.variant === 'preact').map((l) => l.score);
  const lowest = preactScores.length ? Math.min(...preactScores) : 0;
  return [
    { name: 'added CLS at most 0.01 on the product and cart pages, signed in and out', ok: worstShift <= 0.01, figure: worstShift.toFixed(3) },
    { name: 'Lighthouse mobile performance at least 0.98 on the product and cart pages, signed in and out', ok: lowest >= 0.98, figure: `lowest ${lowest.toFixed(2)}` },
    {
      name: 'Continue → next view interactive, views fetched ahead: no widget file fetched after the click (median, every step)',
      ok: filesAfter === 0,
      figure: `at most ${filesAfter}`,
    },
    {
      name: 'Continue → next view interactive, views fetched ahead: the service’s answer plus at most 100 ms (median, every step)',
      ok: worstAdded <= 100,
      figure: ahead.map((s) => `${s.addedMs >= 0 ? '+' : ''}${s.addedMs}`).join(' / ') + ' ms',
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
    `| drawer step, throttled (Preact, median of ${r.steps.summary[0]?.runs ?? 0} walks): click → next view interactive (the service's calls it set off; added; widget files after the click) | next views fetched ahead | fetched on the click |`,
    '|---|---|---|',
    ...stepRows(r),
    '',
    `| Lighthouse 12 performance, mobile preset (median of ${r.lighthouse.summary[0]?.runs ?? 0}) | bare page | Preact | React | audits under 1 for Preact |`,
    '|---|---|---|---|---|',
    ...lighthouseRows(r),
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

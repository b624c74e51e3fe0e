// The bench's outside referee: Lighthouse 12's performance category with its mobile preset (the default config: a
// Moto G Power's screen, slow 4G and a 4× slower CPU, simulated) on the demo product and cart pages, signed out and signed
// in, for the bare page (the widgets' files blocked), the Preact build and the React build. Lighthouse drives its own
// headless Chromium (chrome-launcher, the same binary as the rest of the bench).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, PRODUCT_PATH } from './bench-page.ts';

/** The pages Lighthouse scores. */
export const LIGHTHOUSE_PAGES = { product: PRODUCT_PATH, cart: '/en-ca/cart' } as const;
export type LighthousePage = keyof typeof LIGHTHOUSE_PAGES;
export type LighthouseSession = 'signed-out' | 'signed-in';
export type LighthouseVariant = 'bare' | 'preact' | 'react';

/** The audits the performance score weighs (Lighthouse 12): each one's score (0 to 1) and what it measured. */
export interface AuditFigure {
  id: string;
  weight: number;
  score: number | null;
  value: string;
}

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  variant: LighthouseVariant;
  page: LighthousePage;
  session: LighthouseSession;
  score: number;
  audits: AuditFigure[];
}

/** The median score of one variant on one page and session, with the run whose score it is. */
export interface LighthouseSummary {
  variant: LighthouseVariant;
  page: LighthousePage;
  session: LighthouseSession;
  runs: number;
  score: number;
  /** The audits of the median run that cost points (score under 1), what the report names. */
  costs: AuditFigure[];
}

/** A fresh signed-in visitor's session cookie (the demo shop's own sign-in; the last cookie it sets is the session). */
async function signedInCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/en-ca/sign-in`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'alex.martin@example.com', redirectUrl: '/en-ca/products' }),
    redirect: 'manual',
  });
  const session = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '').filter((c) => c.startsWith('demo_shop_session='));
  if (response.status !== 303 || !session.length) throw new Error(`bench: the demo sign-in answered ${response.status} without a session`);
  return session.at(-1) ?? '';
}

/** A Chromium for Lighthouse; closed by the function it returns. */
export async function launchForLighthouse(chromePath: string): Promise<{ port: number; close(): Promise<void> }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  return { port: chrome.port, close: async () => void chrome.kill() };
}

/** Scores one page once: its performance category under the mobile preset. */
export async function runLighthouse(port: number, origin: string, variant: LighthouseVariant, page: LighthousePage, session: LighthouseSession): Promise<LighthouseRun> {
  const cookie = session === 'signed-in' ? await signedInCookie(origin) : undefined;
  const result = await lighthouse(`${origin}${LIGHTHOUSE_PAGES[page]}`, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    ...(variant === 'bare' ? { blockedUrlPatterns: ['*/widgets/*'] } : {}),
  });
  const lhr = result?.lhr;
  const category = lhr?.categories.performance;
  if (!lhr || !category || category.score === null) throw new Error(`bench: Lighthouse gave no performance score for ${variant} ${page} ${session}${lhr?.runtimeError ? `: ${lhr.runtimeError.message}` : ''}`);
  const audits = category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ id: ref.id, weight: ref.weight, score: lhr.audits[ref.id]?.score ?? null, value: lhr.audits[ref.id]?.displayValue ?? '' }));
  return { variant, page, session, score: category.score, audits };
}

/** The median run of each variant, page and session. */
export function lighthouseSummaries(runs: LighthouseRun[]): LighthouseSummary[] {
  const out: LighthouseSummary[] = [];
  for (const variant of ['bare', 'preact', 'react'] as const) {
    for (const page of Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]) {
      for (const session of ['signed-out', 'signed-in'] as const) {
        const these = runs.filter((r) => r.variant === variant && r.page === page && r.session === session).sort((a, b) => a.score - b.score);
        if (!these.length) continue;
        const score = median(these.map((r) => r.score));
        const middle = these[Math.floor(these.length / 2)] ?? these[0];
        out.push({ variant, page, session, runs: these.length, score: Math.round(score * 100) / 100, costs: (middle?.audits ?? []).filter((a) => a.score !== null && a.score < 1) });
      }
    }
  }
  return out;
}

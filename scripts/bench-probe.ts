// What the bench runs inside the product page before any of its scripts: observers of paints, long tasks and long
// animation frames, and watches for the toggle becoming interactive and for the drawer's first view after a click.
// A plain function, sent to Chromium through the DevTools protocol (page.addInitScript): it must close over nothing.

/** What the probe has seen, in milliseconds from navigation start (performance.now()). */
export interface Probe {
  fcp?: number;
  lcp?: number;
  interactive?: number;
  clickAt?: number;
  drawerReady?: number;
  headingFocused?: number;
  longTasks: { start: number; duration: number }[];
  scripts: { url: string; start: number; duration: number }[];
}

/** Installs the probe as `window.__bench`. */
export function installProbe(): void {
  const probe: Probe = { longTasks: [], scripts: [] };
  (window as unknown as { __bench: Probe }).__bench = probe;
  const observe = (type: string, each: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // An entry type this Chromium lacks: its figure stays empty.
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') probe.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => (probe.lcp = e.startTime));
  observe('longtask', (e) => probe.longTasks.push({ start: e.startTime, duration: e.duration }));
  // Long animation frames name the script that ran (the long task's attribution only names the frame).
  observe('long-animation-frame', (e) => {
    for (const s of (e as unknown as { scripts?: { sourceURL: string; startTime: number; duration: number }[] }).scripts ?? []) {
      probe.scripts.push({ url: s.sourceURL, start: s.startTime, duration: s.duration });
    }
  });
  const roots = (): ShadowRoot[] =>
    Array.from(document.querySelectorAll('[data-direct-billing]'))
      .map((host) => host.shadowRoot)
      .filter((root): root is ShadowRoot => root !== null);
  // The switch is interactive once the signed-in toggle renders it enabled (widgets/toggle/Switch.tsx).
  const watchToggle = () => {
    const toggle = document.querySelector('[data-direct-billing="toggle"]')?.shadowRoot?.querySelector('[role="switch"]');
    if (toggle?.getAttribute('aria-disabled') === 'false') probe.interactive = performance.now();
    else if (performance.now() < 60_000) setTimeout(watchToggle, 10);
  };
  watchToggle();
  // The drawer's first view is interactive once its "Get started" button is there; its heading takes the focus.
  const watchDrawer = () => {
    const now = performance.now();
    for (const root of roots()) {
      if (probe.headingFocused === undefined && root.activeElement?.tagName === 'H3') probe.headingFocused = now;
      if (probe.drawerReady === undefined && Array.from(root.querySelectorAll('button')).some((b) => b.textContent?.trim() === 'Get started')) probe.drawerReady = now;
    }
    if ((probe.drawerReady === undefined || probe.headingFocused === undefined) && now - (probe.clickAt ?? now) < 30_000) setTimeout(watchDrawer, 5);
  };
  addEventListener(
    'click',
    () => {
      if (probe.clickAt !== undefined) return;
      probe.clickAt = performance.now();
      watchDrawer();
    },
    true,
  );
}

// A widget whose code and words are fetched the first time it renders (the drawer, the overview, my claims): it shows
// nothing of its own until both are here (what its host gives it to show meanwhile). When they do not come within the chunk timeout or fail to (spec 000 section 9), it says
// so in the shopper's language, with Try again, which fetches them again; or, when the browser will not fetch them again
// on this page (NeedsReload), with Reload the page, the one thing that does.
import { createElement, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { t } from '../loader-strings.ts';
import { NeedsReload, patientLoader } from './chunk.ts';
import { withWords } from './i18n.ts';
import type { Group } from '../../strings/locales.ts';

/** Rules of the notice, for the shadow roots that may show it. */
export const NOT_LOADED_CSS = `
.not-loaded{border:2px solid var(--db-danger);border-radius:var(--db-radius);padding:calc(4*var(--db-space));background:var(--db-surface)}
.not-loaded .btn{margin-right:calc(3*var(--db-space))}
.floating{position:fixed;z-index:2147483647;inset:auto calc(4*var(--db-space)) calc(4*var(--db-space));max-width:30em;margin:auto;box-shadow:0 4px 16px #0004}
`;

/**
 * What the widget shows when its code or words did not come: what happened, Try again and, when given, Dismiss. When only
 * a reload brings the code (`reload`), it says so, and its button reloads the page.
 */
export function NotLoaded({ retry, dismiss, reload = false }: { retry: () => void; dismiss?: (() => void) | undefined; reload?: boolean }) {
  const tryAgain = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Shown again after a Try again that failed, whose button has gone: focus, lost to the page, comes back here.
    if (!document.activeElement || document.activeElement === document.body) tryAgain.current?.focus();
  }, []);
  return (
    <div role="alert" className={dismiss ? 'not-loaded floating' : 'not-loaded'}>
      <p>{t(reload ? 'notLoadedReload' : 'notLoaded')}</p>
      <button type="button" className="btn" ref={tryAgain} onClick={reload ? () => location.reload() : retry}>
        {t(reload ? 'reloadPage' : 'tryAgain')}
      </button>
      {dismiss && (
        <button type="button" className="btn secondary" onClick={dismiss}>
          {t('dismiss')}
        </button>
      )}
    </div>
  );
}

/**
 * How the lazy widget shows a failure: `failed` renders in its place, and `onFailed` hears of it first; `reload` is true
 * when only a reload of the page brings the code (NeedsReload).
 */
export interface LazyWidgetProps {
  failed?: (retry: () => void, reload: boolean) => ReactNode;
  /** Rendered while the code and words are on their way. */
  waiting?: ReactNode;
  onFailed?: (reload: boolean) => void;
}

/** A lazily fetched widget, whose code others may wait for (`fetchCode`: the same fetch as the widget's own). */
export type LazyWidget = ComponentType<LazyWidgetProps> & { fetchCode(): Promise<unknown> };

/**
 * A widget fetched with its words the first time it renders. `load` is the widget's dynamic import, written in the
 * module whose URL is `base` (a failed fetch is asked again under another URL resolved against it).
 */
export function lazyWidget(load: () => Promise<{ default: ComponentType }>, group: Group, base: string): LazyWidget {
  const code = patientLoader(load, base);
  let loaded: ComponentType | undefined;
  return Object.assign(function LazyWidget({ failed, onFailed, waiting }: LazyWidgetProps) {
    // Why the code did not come: it may come on a try again, or only a reload brings it.
    const [failure, setFailure] = useState<'retry' | 'reload' | null>(null);
    const [, arrived] = useState(0);
    useEffect(() => {
      if (loaded || failure) return undefined;
      let shown = true;
      withWords(code(), [group]).then(
        (module) => {
          loaded = module.default;
          if (shown) arrived((n) => n + 1);
        },
        (error: unknown) => {
          if (!shown) return;
          const reload = error instanceof NeedsReload;
          onFailed?.(reload);
          setFailure(reload ? 'reload' : 'retry');
        },
      );
      return () => void (shown = false);
    }, [failure]);
    if (loaded) return createElement(loaded);
    return failure ? failed?.(() => setFailure(null), failure === 'reload') : waiting;
  }, { fetchCode: code });
}

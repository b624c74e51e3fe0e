// The "Use insurance benefits" switch (spec 001 sections 2 and 8), first states.
import { useSignals } from '@preact/signals-react/runtime';
import { signedIn, sessionStatus } from '../../signals/session.ts';
import { toggleOn } from '../../signals/claim.ts';
import { openDrawer } from '../../signals/drawer.ts';
import { config } from '../../signals/config.ts';
import { signInHref } from '../../src/domain/paths.ts';
import { t } from '../loader-strings.ts';

/** Extra rules of the toggle's shadow root. */
export const TOGGLE_CSS = `
.toggle{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
.switch{display:inline-flex;align-items:center;gap:.75rem;min-height:44px;padding:0;border:0;background:none;color:inherit;font:inherit;font-weight:600;cursor:pointer;text-align:start}
.switch[aria-disabled=true]{cursor:not-allowed;color:var(--db-muted)}
.track{flex:none;position:relative;width:44px;height:24px;border-radius:12px;background:#fff;border:2px solid var(--db-border);transition:background .15s}
.thumb{position:absolute;top:2px;left:2px;width:16px;height:16px;border-radius:50%;background:var(--db-border);transition:transform .15s}
.switch[aria-checked=true] .track{background:var(--db-accent);border-color:var(--db-accent)}
.switch[aria-checked=true] .thumb{transform:translateX(20px);background:#fff}
.hint{margin:0;flex-basis:100%}
`;

/** The insurance toggle. */
export default function Toggle() {
  useSignals();
  const cfg = config.value;
  const ready = sessionStatus.value === 'ready';
  const allowed = ready && signedIn.value;
  const on = toggleOn.value;
  const hintId = 'db-toggle-hint';
  const showSignIn = ready && !signedIn.value && cfg;
  return (
    <div className="toggle">
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={on}
        aria-disabled={!allowed}
        aria-describedby={showSignIn ? hintId : undefined}
        onClick={(event) => {
          if (allowed && !on) openDrawer('intro', event.currentTarget);
        }}
      >
        <span className="track" aria-hidden="true">
          <span className="thumb" />
        </span>
        <span>{t('toggleLabel')}</span>
      </button>
      {on && <span className="muted">{t('toggleSynced')}</span>}
      {showSignIn && (
        <p id={hintId} className="hint muted">
          {t('toggleSignInHint')}{' '}
          <a href={signInHref(cfg.signInPath, cfg.redirectParam, location)}>{t('signIn')}</a>
        </p>
      )}
    </div>
  );
}

// The call-to-action (spec 001 section 2, "CTA states"), first states: checking, signed out, ready, error.
import { useSignals } from '@preact/signals-react/runtime';
import { loadSession, sessionStatus, signedIn } from '../../signals/session.ts';
import { openDrawer } from '../../signals/drawer.ts';
import { config } from '../../signals/config.ts';
import { signInHref } from '../../src/domain/paths.ts';
import { t } from '../loader-strings.ts';

/** Extra rules of the call-to-action's shadow root. */
export const CTA_CSS = `
.cta{border:1px solid var(--db-border);border-radius:12px;padding:1rem;background:var(--db-surface)}
.cta h2{font-size:1.125rem;line-height:1.3}
`;

/** The call-to-action card. */
export default function Cta() {
  useSignals();
  const status = sessionStatus.value;
  const cfg = config.value;
  if (!cfg) return null;
  return (
    <section className="cta" aria-labelledby="db-cta-heading" aria-busy={status === 'loading' || status === 'idle'}>
      <h2 id="db-cta-heading">{t('ctaHeading')}</h2>
      {status === 'error' ? (
        <>
          <p role="alert" className="error">
            {t('initError')}
          </p>
          <button type="button" className="btn" onClick={() => void loadSession()}>
            {t('tryAgain')}
          </button>
        </>
      ) : status !== 'ready' ? (
        <p role="status" className="muted">
          {t('checking')}
        </p>
      ) : signedIn.value ? (
        <>
          <p>{t('ctaBody')}</p>
          <button type="button" className="btn" onClick={(event) => openDrawer('intro', event.currentTarget)}>
            {t('ctaApply')}
          </button>
        </>
      ) : (
        <>
          <p>{t('ctaBody')}</p>
          <a className="btn" href={signInHref(cfg.signInPath, cfg.redirectParam, location)}>
            {t('signIn')}
          </a>
        </>
      )}
    </section>
  );
}

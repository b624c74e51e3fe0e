// The error view (spec 000 section 2, "error"): what happened, try again, close.
import { useLocation } from 'wouter';
import { closeDrawer } from '../../../signals/drawer.ts';
import { translator } from '../../ui/i18n.ts';
import { en, enUS, fr } from '../../../strings/error.ts';

const t = translator({ en, fr, enUS });

/** Shown for any failure, and for a view this build does not have. */
export default function ErrorView() {
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="db-error-heading" role="alert">
      <h3 id="db-error-heading">{t('heading')}</h3>
      <p>{t('body')}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={() => navigate('/intro', { replace: true })}>
          {t('tryAgain')}
        </button>
        <button type="button" className="btn secondary" onClick={() => closeDrawer()}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

// The error view (spec 000 section 2, "error"): what happened, try again, close.
import { fail, go, requestClose } from '../../../signals/drawer/flow.ts';
import { loadPageFlow } from '../../../signals/drawer/entry/flow-entry.ts';
import { translator } from '../../ui/i18n.ts';
import type en from '../../../strings/en/drawer/error.ts';

const t = translator<typeof en>('error');

/** Try again reloads the flow and reopens the claim where it stands (nothing the shopper typed is lost). */
function tryAgain(): void {
  loadPageFlow().then(() => go('loading'), fail);
}

/** Shown for a failure no view can show in place, and for a view this build does not have. */
export default function ErrorView() {
  return (
    <section aria-labelledby="db-error-heading">
      <div role="alert">
        <h3 id="db-error-heading" tabIndex={-1}>
          {t('heading')}
        </h3>
        <p>{t('body')}</p>
      </div>
      <div className="actions">
        <button type="button" className="btn" onClick={tryAgain}>
          {t('tryAgain')}
        </button>
        <button type="button" className="btn secondary" onClick={() => requestClose()}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

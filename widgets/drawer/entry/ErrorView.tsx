// The error view (spec 000 section 2, "error"): what happened, try again, close.
import { fail, flowError, go, requestClose } from '../../../signals/drawer/flow.ts';
import { loadPageFlow } from '../../../signals/drawer/entry/flow-entry.ts';
import { translator } from '../../ui/i18n.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import { ViewNotLoaded } from '../lazy-view.ts';
import type en from '../../../strings/en/drawer/error.ts';

const t = translator<typeof en>('error');

/**
 * Try again shows a view whose code did not come, with the state it was shown with, and the view fetches its code
 * again; after any other failure it reloads the flow and reopens the claim where it stands. Nothing the shopper typed is
 * lost either way.
 */
function tryAgain(): void {
  const failed = flowError.peek();
  if (failed instanceof ViewNotLoaded) go(failed.view, failed.state);
  else loadPageFlow().then(() => go('loading'), fail);
}

/** Shown for a failure no view can show in place, and for a view this build does not have. */
export default function ErrorView() {
  useErrorShown('drawerWidget', 'GENERIC_ERROR');
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

// The error view (spec 000 section 2, "error"): what happened, try again, close; or, once the claim is gone (cancelled
// elsewhere), that it is, and a new claim.
import { useSignals } from '@preact/signals-react/runtime';
import { claimGone, fail, flowError, go, requestClose } from '../../../signals/drawer/flow.ts';
import { getStarted, loadPageFlow } from '../../../signals/drawer/entry/flow-entry.ts';
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

/** Shown for a failure no view can show in place, for a view this build does not have, and for a claim that is gone. */
export default function ErrorView() {
  useSignals();
  const gone = claimGone.value;
  // A claim gone is the service's answer, not an error of ours: the shop's analytics hear no error for it.
  useErrorShown('drawerWidget', gone ? null : 'GENERIC_ERROR');
  // The news is an alert, so it is read also when it replaces an error already shown (the same view, no new focus).
  return (
    <section aria-labelledby="db-error-heading">
      <div role="alert">
        <h3 id="db-error-heading" tabIndex={-1}>
          {t(gone ? 'goneHeading' : 'heading')}
        </h3>
        <p>{t(gone ? 'goneBody' : 'body')}</p>
      </div>
      <div className="actions">
        <button type="button" className="btn" onClick={gone ? getStarted : tryAgain}>
          {t(gone ? 'startAgain' : 'tryAgain')}
        </button>
        <button type="button" className="btn secondary" onClick={() => requestClose()}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

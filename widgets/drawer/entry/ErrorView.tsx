// The error view (spec 000 section 2, "error"): what happened, try again, close; or, once the claim is gone (cancelled
// elsewhere), that it is, and a new claim.
import { useEffect, useMemo, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { claimGone, closeByShopper, fail, flowError, go } from '../../../signals/drawer/flow.ts';
import { getStarted, loadPageFlow } from '../../../signals/drawer/entry/flow-entry.ts';
import { translator } from '../../ui/i18n.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import { ViewNotLoaded } from '../lazy-view.ts';
import { showFromTop } from '../focus.ts';
import { t as loaderWords } from '../../loader-strings.ts';
import type en from '../../../strings/en/drawer/error.ts';

const t = translator<typeof en>('error');

/** How many errors the view has shown: each one gets a heading element of its own. */
let shown = 0;

/**
 * Try again shows a view whose code did not come, with the state it was shown with, and the view fetches its code
 * again, or reloads the page when only that brings the code; after any other failure it reloads the flow and reopens the
 * claim where it stands, nothing the shopper typed lost.
 */
function tryAgain(): void {
  const failed = flowError.peek();
  if (!(failed instanceof ViewNotLoaded)) loadPageFlow().then(() => go('loading'), fail);
  else if (failed.reload) location.reload();
  else go(failed.view, failed.state);
}

/**
 * Shown for a failure no view can show in place, for a view this build does not have, and for a claim that is gone. A
 * view whose code only a reload brings (a file it imports failed on this page) says so, with the words of the notice of
 * a drawer that did not load, and reloads the page instead of trying again.
 */
export default function ErrorView() {
  useSignals();
  const gone = claimGone.value;
  const error = flowError.value;
  // Only a view that did not load carries `reload`.
  const reload = (error as Partial<ViewNotLoaded> | null)?.reload;
  // A claim gone is the service's answer, not an error of ours: the shop's analytics hear no error for it.
  useErrorShown('drawerWidget', gone ? null : 'GENERIC_ERROR');
  // The error is said by the focus alone, its heading described by what follows: inside an alert as well, the focused
  // heading was read twice. An error that replaces one already shown (the same view, which the drawer does not focus
  // again) gets a heading of its own, which takes focus and so is read.
  const heading = useRef<HTMLHeadingElement>(null);
  const each = useMemo(() => ++shown, [error, gone]);
  useEffect(() => showFromTop(heading.current), [each]);
  return (
    <section aria-labelledby="db-error-heading">
      <h3 key={each} ref={heading} id="db-error-heading" tabIndex={-1} aria-describedby="db-error-body">
        {t(gone ? 'goneHeading' : 'heading')}
      </h3>
      <p id="db-error-body">{gone ? t('goneBody') : reload ? loaderWords('notLoadedReload') : t('body')}</p>
      <div className="actions">
        <button type="button" className="btn" onClick={gone ? getStarted : tryAgain}>
          {gone ? t('startAgain') : reload ? loaderWords('reloadPage') : t('tryAgain')}
        </button>
        <button type="button" className="btn secondary" onClick={() => closeByShopper()}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}

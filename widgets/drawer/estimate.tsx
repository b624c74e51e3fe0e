// The estimate of the insurer's share in the drawer's views (spec 000 §9), fetched with the words it speaks (the `status`
// dictionary, which the drawer does not load otherwise) once a view shows it.
import { lazy, Suspense } from 'react';
import { withWords } from '../ui/i18n.ts';

const Details = lazy(() => withWords(import('./estimate-details.tsx'), ['status']));

/** Each covered line's estimated share, what the insurer pays and what is left to pay, marked as an estimate; nothing while it loads. */
export function DrawerEstimate() {
  return (
    <Suspense fallback={null}>
      <Details />
    </Suspense>
  );
}

const Line = lazy(() => withWords(import('../ui/Estimate.tsx'), ['status']).then((m) => ({ default: () => <m.EstimateSummary footer /> })));

/** What the insurer pays and what is left, in one line for the footer beside the view's main button; nothing while it loads. */
export function DrawerEstimateLine() {
  return (
    <Suspense fallback={null}>
      <Line />
    </Suspense>
  );
}

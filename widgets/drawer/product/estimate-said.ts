// What the products step says as its estimate changes (spec 000 §9): a product ticked or unticked changes what the
// insurer would pay and what is left beside Continue (387,00 $ to 149,00 $), which a shopper who hears the page rather
// than sees it is told in the drawer's live region, politely, in the footer line's own words.
import { useEffect, useRef } from 'react';
import { shownEstimate } from '../../../signals/claim/estimate.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { estimateChangeSaid, type EstimateAmounts } from '../../../src/domain/drawer/estimate-change.ts';
import { t } from '../../ui/Estimate.tsx';

/**
 * Says the estimate's new amounts once per change (estimateChangeSaid): not as the step shows them, nor on a render
 * that leaves them as they were. Called by the step's render, which reads the estimate's signals.
 */
export function useEstimateChangeSaid(): void {
  const shown = shownEstimate.value;
  const last = useRef<EstimateAmounts | null>(null);
  useEffect(() => {
    const now = shown && { share: shown.share, remainder: shown.remainder };
    const said = estimateChangeSaid(last.current, now);
    if (said) announce(t('footer', { share: said.share, remainder: said.remainder }), 'state');
    // The amounts last shown on this step: an estimate gone for a moment (being updated) is compared with them again.
    if (now) last.current = now;
  }, [shown?.share, shown?.remainder]);
}

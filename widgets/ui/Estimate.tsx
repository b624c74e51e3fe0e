// The estimate of the insurer's share of this cart and the remainder to pay, marked as an estimate until the insurer
// confirms (spec 000 §9): in one sentence on the toggle and the call-to-action, and what the drawer's full estimate
// (widgets/drawer/estimate-details.tsx) shares with it. The amounts come computed (signals/claim/estimate.ts); its words
// are the `status` dictionary's.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { estimateAsksChoice, estimateAwaitsQuote, estimateOutdated, estimateSource, estimateUpdating, estimateWanted, shownEstimate } from '../../signals/claim/estimate.ts';
import { record, toggleOn } from '../../signals/claim/claim.ts';
import { refreshEstimate } from '../../signals/claim/actions.ts';
import { addStyles } from './add-styles.ts';
import { translator } from './i18n.ts';
import type en from '../../strings/en/status/estimate.ts';

/** Translates a string of the estimate in the configured language. */
export const t = translator<typeof en>('estimate');
/** The estimate's rules, added to the shadow root it renders in; its table of amounts is the drawer's (`.amounts`, drawer-styles.ts). */
const CSS = `.estimate{margin:0 0 1em}section.estimate{padding:.75em 1em;border:1px solid var(--db-border);border-radius:calc(var(--db-radius)*2/3)}.estimate p{margin:0 0 .25em}.estimate ul{margin:0 0 .5em}.estimate dl{margin:0}.estimate dt{font-weight:600}.estimate-footer{flex:1 0 100%;margin:0;font-weight:600}.estimate-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:0 .5em}.estimate-more{display:none;min-height:44px}@media (max-width:40em),(max-height:40em){.estimate .estimate-more{display:block}.estimate:not(.open) .estimate-lines{display:none}}`;

/** Adds the estimate's rules to the shadow root of the element the ref holds. */
export function useEstimateStyles<E extends HTMLElement>() {
  const root = useRef<E>(null);
  useLayoutEffect(() => {
    if (root.current) addStyles(root.current, CSS);
  });
  return root;
}

/**
 * Reads the service's answers for the record shown when it can have an estimate and none are held for it, when the
 * toggle turned on since (the product quotes are ready then, spec 001 §4), or when they were read with another cart than
 * the one last read (estimateOutdated: changed in another tab). A failed read shows no estimate: never a wrong amount.
 */
export function useEstimateRead(): void {
  const id = record.value?.id;
  const on = toggleOn.value;
  const source = estimateSource.value;
  const stale = !!id && estimateWanted.value && (source?.recordId !== id || (on && source.quotes === null) || estimateOutdated.value);
  useEffect(() => {
    if (stale) refreshEstimate().catch(() => undefined);
  }, [id, on, stale]);
}

/**
 * The estimate in one sentence: on the toggle and the call-to-action on the cart, and, shorter, in the drawer's footer
 * beside the view's main button (`footer`), where it stays in sight as the view scrolls.
 */
export function EstimateSummary({ footer = false }: { footer?: boolean }) {
  useSignals();
  useEstimateRead();
  const root = useEstimateStyles<HTMLParagraphElement>();
  const shown = shownEstimate.value;
  const className = footer ? 'estimate estimate-footer' : 'estimate';
  // The French flow before the quote answers: the amount is the quote's to say, and none is shown (estimateShown).
  if (estimateAwaitsQuote.value) return <p ref={root} className={className}>{t('withQuote')}</p>;
  // No product chosen: an amount would be the estimate of products the shopper dropped, so it says to choose one.
  if (estimateAsksChoice.value) return <p ref={root} className={className}>{t('choose')}</p>;
  // The cart changed: the amounts of the cart as it was give way to a word that they are being updated.
  if (!shown) return estimateUpdating.value ? <p className={className}>{t('updating')}</p> : null;
  const amounts = { share: shown.share, remainder: shown.remainder };
  return (
    <p ref={root} className={className}>
      {t(footer ? 'footer' : 'summary', amounts)}
    </p>
  );
}

// The signed-in visitor's call-to-action (spec 001 section 2): the state the record, the restricted check and the cart
// decide. Fetched once the visitor is signed in; the record states (CtaStatus.tsx) only when there is something to show.
// A state the cta/state configuration hides (spec 000 section 7) renders nothing, and the card around it is not displayed.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { cta } from '../../signals/claim/claim.ts';
import { refreshInsuranceState, startFlow } from '../../signals/claim/actions.ts';
import { applyLater } from '../../signals/toggle/toggle.ts';
import { idleCancelled } from '../../signals/claim/inactivity.ts';
import { claimCancelled } from '../../signals/claim/claim-cancelled.ts';
import { signedIn } from '../../signals/session/session.ts';
import { Checking, Heading, InitError } from './parts.tsx';
import { shownCtaState } from '../../src/domain/cta/cta-config.ts';
import { ctaConfig } from '../../signals/cta/cta-config.ts';
import { t } from '../loader-strings.ts';
import { withWords } from '../ui/i18n.ts';
import { withinTime } from '../ui/chunk.ts';
import { useErrorShown } from '../ui/use-error-shown.ts';

/** The record states, fetched only when the shopper has a record or the service has its word. */
const CtaStatus = lazy(() => withWords(withinTime(import('./CtaStatus.tsx')), ['status']));

/**
 * A status line whose words come a task after it is shown: the default card replaces the cancelled claim's, and a region
 * inserted already holding its words is read by chance, often not at all.
 */
function Said({ words }: { words: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const later = setTimeout(() => setSaid(words));
    return () => clearTimeout(later);
  }, [words]);
  return <p role="status">{said}</p>;
}

/** The signed-in card's content. */
export default function CtaLive() {
  useSignals();
  const state = shownCtaState(cta.value, ctaConfig.value);
  // The insurance information not retrieved is announced here, and told to the shop's analytics once, by this card
  // (the toggle beside says it unannounced: src/domain/toggle/cart-wording.ts).
  useErrorShown('ctaWidget', state === 'INIT_ERROR' ? 'INIT_ERROR' : null);
  if (!state) return null;
  if (state === 'CHECKING') return <Checking />;
  if (state === 'INIT_ERROR') return <InitError retry={() => void refreshInsuranceState()} />;
  // With no claim shown, a new one whose first quote the day's limit refuses is not offered: the record states' card says the limit.
  if (state !== 'DEFAULT' || applyLater.value) {
    return (
      <Suspense fallback={<Checking />}>
        <CtaStatus />
      </Suspense>
    );
  }
  return (
    <>
      <Heading />
      <p>{t('ctaBody')}</p>
      {/* The claim the shopper was filling in is gone without a click of theirs: the card says why, announced. */}
      <Said words={!signedIn.value ? '' : idleCancelled.value ? t('idleCancelled') : claimCancelled.value ? t('claimCancelled') : ''} />
      <button type="button" className="btn" onClick={(event) => startFlow(event.currentTarget, 'ctaWidget')}>
        {t('ctaApply')}
      </button>
    </>
  );
}

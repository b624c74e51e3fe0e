// The signed-in visitor's call-to-action (spec 001 section 2): the state the record, the restricted check and the cart
// decide. A lazy chunk, loaded once the visitor is signed in, beside the claim actions that read the record.
import { useSignals } from '@preact/signals-react/runtime';
import { cta } from '../../signals/claim.ts';
import { refreshInsuranceState, startFlow } from '../../signals/actions.ts';
import { Checking, Heading, InitError } from './parts.tsx';
import CtaStatus from './CtaStatus.tsx';
import { t } from '../loader-strings.ts';

/** The signed-in card's content. */
export default function CtaLive() {
  useSignals();
  const state = cta.value;
  if (state === 'CHECKING') return <Checking />;
  if (state === 'INIT_ERROR') return <InitError retry={() => void refreshInsuranceState()} />;
  if (state !== 'DEFAULT') return <CtaStatus />;
  return (
    <>
      <Heading />
      <p>{t('ctaBody')}</p>
      <button type="button" className="btn" onClick={(event) => startFlow(event.currentTarget)}>
        {t('ctaApply')}
      </button>
    </>
  );
}

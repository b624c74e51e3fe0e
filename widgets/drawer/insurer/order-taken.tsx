// What the insurer's views say when the cart holds another account's claim (spec 000 section 5, one order, one claim):
// trying again or choosing again cannot mend it, so the shopper is told and may close.
import { closeFromView } from '../../../signals/drawer/flow.ts';
import { Failure } from '../kit/Failure.tsx';
import { t } from '../drawer-strings.ts';

/** The order is someone else's claim: said, in sight, with Close. */
export function OrderTaken() {
  return (
    <Failure retry={t('close')} onRetry={() => closeFromView()}>
      {t('orderTaken')}
    </Failure>
  );
}

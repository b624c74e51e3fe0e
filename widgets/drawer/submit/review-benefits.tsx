// The review's benefits list (spec 000 section 2, review): read when the insurer's share is not known yet, so it is
// fetched only then.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { loadPlans } from '../../../signals/claim/actions.ts';
import type { InsurancePlan } from '../../../src/contract/claim/plans.ts';
import { benefitName, isBenefitAvailable } from '../../../src/domain/claim/benefits.ts';
import { translator } from '../../ui/i18n.ts';
import { t as words } from '../drawer-strings.ts';
import type en from '../../../strings/en/drawer/review-benefits.ts';
import type reviewEn from '../../../strings/en/drawer/review.ts';

const t = translator<typeof en>('review-benefits');
const tr = translator<typeof reviewEn>('review');

/** The plan's benefits, each available or not and named as on every other screen; a failed read says so with "Try again". */
export default function ReviewBenefits() {
  useSignals();
  const [plans, setPlans] = useState<readonly InsurancePlan[] | 'failed' | null>(null);
  const readPlans = () => {
    setPlans(null);
    loadPlans().then((p) => setPlans(p.insurancePlans), () => setPlans('failed'));
  };
  useEffect(readPlans, []);

  if (plans === 'failed') {
    return (
      <div className="alert" role="alert">
        {t('plansFailed')}{' '}
        <button type="button" className="link" onClick={readPlans}>
          {tr('tryAgain')}
        </button>
      </div>
    );
  }
  if (!plans?.length) return null;
  return (
    <ul className="list-plain" aria-label={t('benefits')}>
      {plans.map((plan, i) => (
        <li key={i}>
          {words('pair', { label: t(benefitName(plan.planType)), value: t(isBenefitAvailable(plan) ? 'available' : 'unavailable') })}
          {plan.serviceDescription && <span className="muted"> ({plan.serviceDescription})</span>}
        </li>
      ))}
    </ul>
  );
}

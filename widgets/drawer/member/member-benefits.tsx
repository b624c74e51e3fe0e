// The member panel's benefits list once the member is found (spec 001 section 2), fetched only when
// a lookup found the member.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { InsurancePlan } from '../../../src/contract/claim/plans.ts';
import { chooseBenefit, hasCopay, isBenefitAvailable, isComingSoon } from '../../../src/domain/claim/benefits.ts';
import { formatDate } from '../../../src/domain/dates.ts';
import { dateFormat, langTag } from '../../../signals/host/config.ts';
import { loadPlans } from '../../../signals/claim/actions.ts';
import { viewFlow } from '../../../signals/drawer/flow.ts';
import { translator } from '../../ui/i18n.ts';
import { DrawerEstimate } from '../estimate.tsx';
import type en from '../../../strings/en/drawer/member-benefits.ts';

const t = translator<typeof en>('member-benefits');

/** The plan's benefits in the page flow's order, each available, unavailable or coming soon, then the estimate of this cart; a failed read says so. */
export default function MemberBenefits() {
  useSignals();
  const [plans, setPlans] = useState<InsurancePlan[] | null | 'failed'>(null);
  useEffect(() => {
    loadPlans().then((p) => setPlans(p.insurancePlans), () => setPlans('failed'));
  }, []);
  const order = viewFlow.value?.benefitPlan?.planTypes ?? ['FRAME', 'LENSES', 'CONTACT_LENSES'];

  if (plans === 'failed') return <p role="alert">{t('plansFailed')}</p>;
  if (!plans) return null;
  return (
    <>
      <ul className="list-plain plans">
        {order.map((type) => {
          const plan = chooseBenefit(plans.filter((p) => p.planType === type));
          if (!plan) return null;
          return (
            <li key={type} className="card">
              <strong>{t.has(type) ? t(type) : type}</strong>{' '}
              <span>{t(isComingSoon(plan) ? 'comingSoon' : isBenefitAvailable(plan) ? 'available' : 'unavailable')}</span>
              {plan.serviceDescription && <p>{plan.serviceDescription}</p>}
              {hasCopay(plan.serviceDescription) && <p>{t('copay')}</p>}
              {plan.renewalDate && <p className="muted">{t('renews', { date: formatDate(plan.renewalDate, langTag.value, dateFormat.value) })}</p>}
            </li>
          );
        })}
      </ul>
      {/* The money as soon as it is known: what the insurer would pay of this cart, and what is left (spec 000 §9). */}
      <DrawerEstimate />
    </>
  );
}

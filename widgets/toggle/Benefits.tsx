// "See benefits": a disclosure listing the member's plans, available or not (spec 001 section 2, "Insurance plans list").
import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { loadPlans } from '../../signals/claim/actions.ts';
import { track } from '../../signals/host/notify.ts';
import { dateFormat, langTag } from '../../signals/host/config.ts';
import { benefitName, chosenBenefits, frameAndLensOnlyAdditionalPurchase, isBenefitAvailable, isComingSoon } from '../../src/domain/claim/benefits.ts';
import type { InsurancePlan } from '../../src/contract/claim/plans.ts';
import { useWaitFocus } from '../ui/wait-focus.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import { t } from './toggle-strings.ts';

/** An ISO date as the shop writes dates, or null for a date we cannot read (left out rather than shown wrong). */
type ShowDate = (iso: string | null | undefined) => string | null;

type Load = { state: 'loading' | 'error' } | { state: 'ready'; plans: InsurancePlan[]; additionalOnly: boolean; showDate: ShowDate };

/** A plan's name, the same on every screen (benefitName); a plan type we do not know is still listed, as another benefit. */
function planName(planType: string): string {
  return t(`plan${benefitName(planType)}`);
}

/**
 * The date rules arrive with the plans, not with the toggle: a shopper who never opens the list never fetches them.
 * Dates are written in the shop's date format (spec 000 section 3).
 */
const dateRules = (): Promise<ShowDate> =>
  import('../../src/domain/dates.ts').then(({ formatDate, looksIso }) => (iso) => (looksIso(iso) ? formatDate(iso, langTag.value, dateFormat.value) : null));

function Plan({ plan, showDate }: { plan: InsurancePlan; showDate: ShowDate }) {
  const renews = showDate(plan.renewalDate);
  const status = isComingSoon(plan) ? t('comingSoon') : isBenefitAvailable(plan) ? t('available') : t('unavailable');
  return (
    <li className={isBenefitAvailable(plan) ? 'plan ok' : 'plan'}>
      <span className="plan-name">{planName(plan.planType)}</span> <span>{status}</span>
      {plan.serviceDescription && <span className="muted block">{plan.serviceDescription}</span>}
      {renews && <span className="muted block">{t('renews', { date: renews })}</span>}
    </li>
  );
}

/**
 * The plans are fetched on every opening: the client caches them for an hour and drops the cache after a member
 * sync, so a reopened list is never stale and never costs a second call within the hour.
 */
export function Benefits() {
  useSignals();
  const [open, setOpen] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // The status region takes focus from the Try again its press removes, and holds it for the answer: the shopper keeps
  // their place in the card, then meets what came: the list of benefits, its empty words, or the Try again of a second
  // failure.
  const [status, hold] = useWaitFocus<HTMLDivElement>(load.state === 'loading', '#db-benefits ul, #db-benefits p[tabindex], #db-benefits button');

  const fetchPlans = () => {
    setLoad({ state: 'loading' });
    Promise.all([loadPlans(), dateRules()]).then(
      // The drawer's benefit choice: one benefit per plan type, SUPPORTED or COMING_SOON only (spec 000 section 9).
      ([answer, showDate]) => setLoad({ state: 'ready', plans: chosenBenefits(answer.insurancePlans), additionalOnly: frameAndLensOnlyAdditionalPurchase(answer.insurancePlans), showDate }),
      () => setLoad({ state: 'error' }),
    );
  };

  return (
    <>
      <button
        type="button"
        className="link"
        aria-expanded={open}
        aria-controls="db-benefits"
        onClick={() => {
          // Focus is on this button, and stays there.
          hold(false);
          if (!open) {
            track('MORE_INFO', 'toggleWidget', 'see-benefits');
            fetchPlans();
          }
          setOpen(!open);
        }}
      >
        {t('seeBenefits')}
      </button>
      {/*
        The wait the shopper's press starts (See benefits, Try again) is said by a region there from the start, empty till
        then, outside the list that opens: inserted with its words, or shown with the list, it was read by chance.
      */}
      <div role="status" className="plans" ref={status} tabIndex={-1}>
        {open && load.state === 'loading' && <p className="muted">{t('plansLoading')}</p>}
      </div>
      <div id="db-benefits" className="plans" hidden={!open}>
        {open && load.state === 'error' && (
          <RetryAlert line retry={t('tryAgain')} hold={hold} onRetry={fetchPlans}>
            {t('plansError')}
          </RetryAlert>
        )}
        {open && load.state === 'ready' && (load.plans.length ? (
          <>
            <ul aria-label={t('benefits')} tabIndex={-1}>
              {load.plans.map((plan, index) => (
                <Plan key={index} plan={plan} showDate={load.showDate} />
              ))}
            </ul>
            {load.additionalOnly && <p>{t('additionalOnly')}</p>}
          </>
        ) : (
          <p tabIndex={-1}>{t('plansEmpty')}</p>
        ))}
      </div>
    </>
  );
}

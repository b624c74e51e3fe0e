// The insurance plans view (spec 001 section 2, "Insurance plans list"): a signed-in member's benefits, available and
// not, the renewal date, a link to schedule an exam, the copay, and where to use them by the insurer's channels.
// Fetched for signed-in visitors only; it reads the claim record of the signed-in state.
import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Insurer } from '../../src/contract/insurer/insurers.ts';
import type { InsurancePlan } from '../../src/contract/claim/plans.ts';
import { benefitName, chosenBenefits, frameAndLensOnlyAdditionalPurchase, hasCopay, isBenefitAvailable, isComingSoon } from '../../src/domain/claim/benefits.ts';
import { formatDate } from '../../src/domain/dates.ts';
import { recordInsurerName } from '../../src/domain/insurer/insurer.ts';
import { formatMoney, toMinor } from '../../src/domain/money.ts';
import { examHref, planSteps } from '../../src/domain/overview/overview.ts';
import { isBenefitPlanReady } from '../../src/domain/claim/record-status.ts';
import { config, dateFormat, langTag, language } from '../../signals/host/config.ts';
import { record } from '../../signals/claim/claim.ts';
import { translator } from '../ui/i18n.ts';
import { useWaitFocus } from '../ui/wait-focus.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import type en from '../../strings/en/overview/plans.ts';

const t = translator<typeof en>('plans');
// A plan's name, the same on every screen (benefitName); any other plan is "Other benefit".
const planName = (plan: InsurancePlan): string => t(benefitName(plan.planType));

/**
 * The insurer's description of a benefit, on a line of its own: it is the insurer's own text, which starts as a
 * sentence starts and may hold a colon of its own ("Monture : jusqu'à 100,00 €"), so it is never joined to our words
 * after a colon (French writes lower case after one, and one line holds one colon at most).
 */
function Described({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <>
      <br />
      {text}
    </>
  );
}

/** One benefit: its kind and category, then the insurer's description and any copay, each on a line of its own. */
function Benefit({ plan }: { plan: InsurancePlan }) {
  const cfg = config.value;
  const currency = cfg?.currency ?? 'CAD';
  // A description that names the copay already says it: the amount is not said a second time beside it.
  const said = hasCopay(plan.serviceDescription);
  const copay = said ? (plan.copay ? '' : t('copay')) : plan.copay ? t('copayAmount', { amount: formatMoney(toMinor(plan.copay.amount, currency), { locale: langTag.value, currency }) }) : '';
  const category = plan.benefitCategory === 'ROUTINE' ? t('routine') : plan.benefitCategory === 'ADDITIONAL_PURCHASE' ? t('additional') : '';
  return (
    <li>
      <strong>{planName(plan)}</strong>
      {category && ` · ${category}`}
      <Described text={plan.serviceDescription} />
      {copay && (
        <>
          <br />
          <span className="muted">{copay}</span>
        </>
      )}
    </li>
  );
}

/** The member's plans; nothing until the record says the member was found (the plans call refuses before). */
export default function Plans({ insurers }: { insurers: Insurer[] }) {
  useSignals();
  const current = record.value;
  const id = isBenefitPlanReady(current) ? current?.id : undefined;
  const [plans, setPlans] = useState<InsurancePlan[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The status region takes focus from the Try again its press removes, and holds it for the answer: the shopper keeps
  // their place in the view, then meets what came: the view's heading, which the benefits (or the words that there are
  // none) follow, or the Try again of a second failure.
  const [status, hold] = useWaitFocus<HTMLParagraphElement>(!plans && !failed, 'h2[tabindex], [role="alert"] button');
  useEffect(() => {
    if (!id) return;
    let live = true;
    setFailed(false);
    // The plans call is the signed-in actions' own, imported when a found member's plans are first shown.
    import('../../signals/claim/actions.ts')
      .then((actions) => actions.loadPlans())
      .then(
      (answer) => live && setPlans(answer.insurancePlans),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  if (!id || !current) return null;
  const coverage = current.claimData?.primaryCoverage?.insurer;
  // In the page's language: the record's own name is the language of the page the claim was made on.
  const name = recordInsurerName(coverage, insurers, language.value);
  const channels = insurers.find((insurer) => insurer.id === coverage?.id)?.availableChannels;
  // The drawer's benefit choice: one benefit per plan type, SUPPORTED or COMING_SOON only (spec 000 section 9).
  const shown = chosenBenefits(plans);
  const available = shown.filter((plan) => isBenefitAvailable(plan));
  const unavailable = shown.filter((plan) => !isBenefitAvailable(plan));
  const renewal = plans?.find((plan) => plan.renewalDate)?.renewalDate;
  const exam = examHref(config.value?.eyeExamPath, config.value?.locale ?? 'en-ca');
  return (
    <section className="plans" aria-labelledby="db-ov-plans">
      <h2 id="db-ov-plans" tabIndex={plans ? -1 : undefined}>{name ? t('heading', { name }) : t('headingNoName')}</h2>
      {/*
        The wait the shopper's Try again starts is said by a region there from the view's start, empty till then: inserted
        with its words, it was read by chance. The page's own load, which nobody asked for, is shown, not said.
      */}
      {!plans && (
        <p role="status" ref={status} tabIndex={-1}>
          {attempt > 0 && !failed ? t('loading') : ''}
        </p>
      )}
      {failed ? (
        <RetryAlert retry={t('tryAgain')} hold={hold} onRetry={() => setAttempt((n) => n + 1)}>
          {t('error')}
        </RetryAlert>
      ) : !plans ? (
        attempt === 0 && <p>{t('loading')}</p>
      ) : shown.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          {available.length > 0 && (
            <>
              <h3 className="ok">{t('available')}</h3>
              <ul>
                {available.map((plan, i) => (
                  <Benefit key={`a${i}`} plan={plan} />
                ))}
              </ul>
            </>
          )}
          {unavailable.length > 0 && (
            <>
              <h3 className="no">{t('unavailable')}</h3>
              <ul>
                {unavailable.map((plan, i) => (
                  <li key={`u${i}`}>
                    {planName(plan)}
                    {isComingSoon(plan) && ` · ${t('comingSoon')}`}
                    {/* Why it is not available, as the insurer words it ("In store only"). */}
                    <Described text={plan.serviceDescription} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {frameAndLensOnlyAdditionalPurchase(plans) && <p>{t('additionalOnly')}</p>}
          {renewal && <p>{t('renewal', { date: formatDate(renewal, langTag.value, dateFormat.value) })}</p>}
        </>
      )}
      <h3>{t('stepsHeading')}</h3>
      <ul>
        {planSteps(channels).map((channel) => (
          <li key={channel}>{t(channel)}</li>
        ))}
      </ul>
      {exam && (
        <a className="btn secondary" href={exam}>
          {t('scheduleExam')}
        </a>
      )}
    </section>
  );
}

// The insurance-member view (spec 001 section 2, "Insurance panel (member lookup) headings"): the member form, the lookup
// in flight, the member found with the benefits, not found, several found, locked out, no benefits, out of network.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { RestrictedCheck } from '../../../src/contract/claims.ts';
import type { InsurancePlan } from '../../../src/contract/plans.ts';
import { chooseBenefit, hasCopay, isBenefitAvailable, isComingSoon } from '../../../src/domain/benefits.ts';
import { formatDate } from '../../../src/domain/dates.ts';
import { insurerName, providerKind } from '../../../src/domain/insurer.ts';
import { attemptsLeft, lockoutWait, memberScreen } from '../../../src/domain/lookup-screen.ts';
import { language, langTag } from '../../../signals/config.ts';
import { record, restricted } from '../../../signals/claim.ts';
import { closeDrawer } from '../../../signals/drawer.ts';
import { loadPlans } from '../../../signals/actions.ts';
import { formGroups, go, insurer, moveWizard, next, viewFlow, viewMode } from '../../../signals/flow.ts';
import { awaitLookup, insuranceFormUrl, lookupAttempts, lookupMember, restoreInsurer } from '../../../signals/flow-member.ts';
import { Footer } from '../kit/Footer.tsx';
import { FormPage, usePage } from './form-page.tsx';
import { translator } from '../../ui/i18n.ts';
import { en, enUS, fr } from '../../../strings/member.ts';

const t = translator({ en, fr, enUS });
type Key = keyof typeof en;
const FORM = 'db-member-form';
const HEADINGS = { form: 'heading', loading: 'loading', found: 'found', 'no-benefits': 'noBenefits', 'not-found': 'notFound', multiple: 'multiple', locked: 'locked' } as const;

/** Every lookup phase of the member panel, from the record's status and the insurer's network. */
export default function InsuranceMember() {
  useSignals();
  const [check, setCheck] = useState<RestrictedCheck | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [plans, setPlans] = useState<InsurancePlan[] | null | 'failed'>(null);
  const [form, setForm] = useState<string | null | 'failed' | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const polling = useRef(false);
  const shown = useRef(false);
  const group = formGroups.value[0];
  const page = usePage(group?.fields ?? []);
  const chosen = insurer.value;
  const status = record.value?.status;
  const readOnly = viewMode.value === 'read-only';
  const kind = chosen ? providerKind(chosen.providerType) : null;
  const screen = memberScreen({ status, providerKind: kind, restricted: check?.restricted });
  const name = chosen ? insurerName(chosen.name, language.value) : '';

  /** Runs a lookup or its wait; busy and the failure change together, so "Try again" is never pressed while still busy. */
  const wait = (work: Promise<unknown>) => {
    polling.current = true;
    setFailed(false);
    const end = (failure: boolean) => {
      polling.current = false;
      setBusy(false);
      setFailed(failure);
    };
    void work.then(() => end(false), () => end(true));
  };

  useEffect(() => {
    // Opened without an insurer (the toggle's entry, a resume): the record's insurer, if it names one.
    if (!chosen) restoreInsurer().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (screen === 'loading' && !polling.current) wait(awaitLookup());
    if (screen === 'not-found' || screen === 'locked' || restricted.value) lookupAttempts().then(setCheck, () => undefined);
    if (screen === 'found') loadPlans().then((p) => setPlans(p.insurancePlans), () => setPlans('failed'));
    if (screen === 'out-of-network' && chosen && form === undefined) insuranceFormUrl(chosen).then(setForm, () => setForm('failed'));
    // A new screen inside the view is read like a new view (the shell focuses the first one).
    if (shown.current) heading.current?.focus();
    shown.current = true;
  }, [screen]);

  const submit = () => {
    if (busy || !page.check()) return;
    setBusy(true);
    wait(lookupMember(page.values));
  };
  const retry = () => (screen === 'loading' ? wait(awaitLookup()) : submit());

  const title = failed ? t('error') : screen === 'out-of-network' ? t('outOfNetwork', { name }) : t(HEADINGS[screen]);
  const lookup = screen === 'form' || screen === 'not-found' || screen === 'multiple';
  const wants = lockoutWait(check?.retryAfterSeconds);
  const left = attemptsLeft(check?.remainingAttempts);
  const order = viewFlow.value?.benefitPlan?.planTypes ?? ['FRAME', 'LENSES', 'CONTACT_LENSES'];

  return (
    <section aria-labelledby="db-member-heading">
      <h3 id="db-member-heading" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {chosen && screen !== 'locked' && (
        <p>
          {t('insurer', { name })}{' '}
          {!readOnly && (
            <button type="button" className="link" onClick={() => go('insurers')}>
              {t('change')}
            </button>
          )}
        </p>
      )}
      {!chosen && screen !== 'locked' && !readOnly && (
        <button type="button" className="btn secondary" onClick={() => go('insurers')}>
          {t('choose')}
        </button>
      )}
      {failed && (
        <div className="alert" role="alert">
          <p>{t('errorBody')}</p>
          <button type="button" className="btn secondary" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {screen === 'loading' && !failed && (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t('loadingBody')}
        </p>
      )}
      {screen === 'not-found' && <p>{t('notFoundBody')}</p>}
      {screen === 'not-found' && left && <p>{t(left, { count: check?.remainingAttempts ?? 0 })}</p>}
      {screen === 'multiple' && <p>{t('multipleBody')}</p>}
      {screen === 'locked' && (
        <>
          <p>{t('lockedBody')}</p>
          <p>{wants ? t((wants.count === 1 ? wants.unit.slice(0, -1) : wants.unit) as Key, { count: wants.count }) : t('later')}</p>
        </>
      )}
      {screen === 'no-benefits' && <p>{t('noBenefitsBody')}</p>}
      {screen === 'out-of-network' && (
        <>
          <p>{t('outOfNetworkBody')}</p>
          <ol className="steps">
            <li>{t('oon1')}</li>
            <li>{t('oon2')}</li>
            <li>{t('oon3')}</li>
          </ol>
          {typeof form === 'string' && (
            <a className="btn" href={form} download target="_blank" rel="noopener">
              {t('download')}
            </a>
          )}
          {form === null && <p>{t('noForm')}</p>}
          {form === 'failed' && <p role="alert">{t('formFailed')}</p>}
        </>
      )}
      {screen === 'found' && (
        <>
          <p>{t('foundBody')}</p>
          {plans === 'failed' && <p role="alert">{t('plansFailed')}</p>}
          {Array.isArray(plans) && (
            <ul className="list-plain plans">
              {order.map((type) => {
                const plan = chooseBenefit(plans.filter((p) => p.planType === type));
                if (!plan) return null;
                return (
                  <li key={type} className="card">
                    <strong>{Object.hasOwn(en, type) ? t(type as Key) : type}</strong>{' '}
                    <span>{t(isComingSoon(plan) ? 'comingSoon' : isBenefitAvailable(plan) ? 'available' : 'unavailable')}</span>
                    {plan.serviceDescription && <p>{plan.serviceDescription}</p>}
                    {hasCopay(plan.serviceDescription) && <p>{t('copay')}</p>}
                    {plan.renewalDate && <p className="muted">{t('renews', { date: formatDate(plan.renewalDate, langTag.value) })}</p>}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      {lookup && group && (
        <form
          id={FORM}
          ref={page.root}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {screen === 'form' && !readOnly && <p>{t('lead')}</p>}
          <FormPage group={group} values={page.values} errors={page.errors} readOnly={readOnly} />
        </form>
      )}
      {screen === 'locked' || screen === 'no-benefits' ? (
        <div className="actions">
          <button type="button" className="btn" onClick={() => closeDrawer()}>
            {t('close')}
          </button>
        </div>
      ) : (
        <Footer
          form={lookup && group ? FORM : undefined}
          submitText={lookup ? t('check') : undefined}
          busy={busy}
          noSubmit={readOnly || !(screen === 'found' || (lookup && group))}
          onSubmit={() => {
            moveWizard('next');
            next();
          }}
        />
      )}
    </section>
  );
}

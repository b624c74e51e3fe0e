// The insurance-member view (spec 001 section 2, "Insurance panel (member lookup) headings"): the member form, the lookup
// in flight, the member found with the benefits, not found, several found, locked out, no benefits, out of network.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { RestrictedCheck } from '../../../src/contract/claim/claims.ts';
import { insurerName, providerKind } from '../../../src/domain/insurer/insurer.ts';
import { lookupAgain, memberScreen } from '../../../src/domain/member/lookup-screen.ts';
import { restrictionShown } from '../../../src/domain/claim/restriction.ts';
import { language } from '../../../signals/host/config.ts';
import { record, restricted } from '../../../signals/claim/claim.ts';
import { restrictionNow } from '../../../signals/claim/restriction-lift.ts';
import { closeFromView } from '../../../signals/drawer/flow.ts';
import { answerPagesThrough, formGroups, insurer, lookupAnswered, moveWizard, navState, next, nextAfter, turnTo, viewMode } from '../../../signals/drawer/flow.ts';
import { awaitLookup, lookupAttempts, lookupMember } from '../../../signals/drawer/member/flow-member.ts';
import { savePatientAndDoctor } from '../../../signals/drawer/information/flow-information.ts';
import { Footer } from '../kit/Footer.tsx';
import { Animation } from '../kit/Animation.tsx';
import { Failure } from '../kit/Failure.tsx';
import { SavedInsurerFailed, useSavedInsurer } from './saved-insurer.tsx';
import { showFromTop, useHeadingKey } from '../focus.ts';
import { FormPage, pageAnswered, pageLead, pageSendable, pageTitle, pageValues, usePage } from '../information/form-page.tsx';
import { foundPages } from '../../../src/domain/member/found-pages.ts';
import { WIZARD_VIEWS } from '../../../src/domain/drawer/flow-nav.ts';
import { failureContext, failureWords, type FailureContext } from '../../../src/domain/drawer/failure.ts';
import { LOADING_MESSAGE_STEP_MS } from '../../../src/domain/constants.ts';
import type { DrawerView } from '../../../src/domain/drawer/resume.ts';
import { RELATIONSHIP_FIELD } from '../../../src/domain/information/prefill.ts';
import { frenchLookupDone, inFrance } from '../french.ts';
import { translator } from '../../ui/i18n.ts';
import { useErrorShown } from '../../ui/use-error-shown.ts';
import type en from '../../../strings/en/drawer/member.ts';
import type france from '../../../strings/en/france/member.ts';

/** The view's text; in France the mutuelle's words, and the not-found screen's advice only France has. */
const t = translator<typeof en & typeof france>('member');
/** The benefits list and the screens of a lookup that found no single member, each fetched only when shown. */
const MemberBenefits = lazy(() => import('./member-benefits.tsx'));
const MemberOutcome = lazy(() => import('./member-outcome.tsx'));
const FORM = 'db-member-form';
/** The doctor's page asked on the member found (its fields and checks are the wizard page's own). */
const DOCTOR_FORM = 'db-member-doctor-form';
/** The error contexts (spec 000 section 8) of the screens of a lookup that found no single member, for analytics. */
const SCREEN_ERRORS = { 'not-found': 'INSURANCE_MEMBER_NOT_FOUND', multiple: 'MULTIPLE_INSURANCE_MEMBERS_FOUND', locked: 'TOO_MANY_ATTEMPTS' } as const;
/**
 * What the lookup's wait says, in turn: the usual few seconds, then, if the insurer is slow to answer, that it is taking
 * longer than usual, so the shopper does not take a wait that says nothing new for a page that stopped.
 */
const WAIT = ['loadingBody', 'loadingSlow'] as const;
const HEADINGS = { form: 'heading', loading: 'loading', found: 'found', 'no-benefits': 'noBenefits', 'not-found': 'notFound', multiple: 'multiple', locked: 'locked', sent: 'sent' } as const;

/** Every lookup phase of the member panel, from the record's status and the insurer's network. */
export default function InsuranceMember() {
  useSignals();
  const [check, setCheck] = useState<RestrictedCheck | null>(null);
  // What the lookup's failure says: the connection when it dropped (failureWords), else that the eligibility was not
  // checked; and its error context for the shop's analytics (a timeout, or the generic error).
  const [failure, setFailure] = useState<{ words: 'errorBody' | 'offline'; context: FailureContext } | null>(null);
  const failed = failure?.words ?? null;
  // The shopper's lookup call is under way: the lookup in flight, its loading screen, before the record says so.
  const [lookingUp, setLookingUp] = useState(false);
  const [busy, setBusy] = useState(false);
  // The Continue's save that failed: the connection when it dropped (failureWords), else that it was not saved.
  const [patientFailed, setPatientFailed] = useState<'patientFailed' | 'offline' | null>(null);
  // Whether a lookup was made on this visit: asked for their details again, the shopper meets the form until the service
  // takes one (the record in the lookup's wait), so the member found they came to correct never stands in for its answer.
  // A visit is one navigation's state: Back to the lookup form stays on this view, and is a visit of its own.
  const [lookedAt, setLookedAt] = useState<{ state: unknown } | null>(null);
  const looked = lookedAt !== null && lookedAt.state === navState.value;
  const setLooked = (state: unknown = navState.peek()) => setLookedAt({ state });
  const heading = useRef<HTMLHeadingElement>(null);
  // The same element at each render: the benefits list is rendered again by what it reads (the plans, the page flow), not
  // by each render of this view (Preact and React skip an element given again), such as the one the member found's
  // Continue makes as it marks the view busy.
  const benefits = useMemo(
    () => (
      <Suspense fallback={null}>
        <MemberBenefits />
      </Suspense>
    ),
    [],
  );
  const polling = useRef(false);
  // A lookup sent from the form on this screen: the member found that answers it puts the form on the way back.
  const sentFromForm = useRef(false);
  const gaveUp = useRef(false);
  const shown = useRef(false);
  const group = formGroups.value[0];
  const page = usePage(group?.fields ?? []);
  const chosen = insurer.value;
  // Opened without an insurer (the toggle's entry, a resume), the record's is read: until it is known the view waits,
  // rather than offer a choice that would send the shopper back to the list for the insurer they chose; a read that
  // fails says so, with Try again (the order taken, by another account's claim, with Close).
  const saved = useSavedInsurer(!chosen);
  const restoreFailed = saved.failure === 'taken' ? null : saved.failure;
  const status = record.value?.status;
  const readOnly = viewMode.value === 'read-only';
  const kind = chosen ? providerKind(chosen.providerType) : null;
  const france = inFrance();
  // The view's own check locks it until the page's restriction lifts (restriction-lift.ts asks the service as it lapses).
  const locked = !!check?.restricted && restricted.value;
  const again = !looked && lookupAgain(navState.value, viewMode.value);
  const screen = memberScreen({ status, providerKind: kind, restricted: locked, flow: france ? 'france' : 'north-america', readOnly, again, lookingUp });
  const name = chosen ? insurerName(chosen.name, language.value) : '';

  /** Runs a lookup or its wait; busy and the failure change together, so "Try again" is never pressed while still busy. */
  const wait = (work: Promise<unknown>) => {
    polling.current = true;
    gaveUp.current = false;
    setFailure(null);
    const end = (ended: typeof failure) => {
      polling.current = false;
      gaveUp.current = ended !== null;
      setBusy(false);
      setLookingUp(false);
      setFailure(ended);
    };
    void work.then(
      () => end(null),
      (error: unknown) => end({ words: failureWords(error, navigator.onLine, 'errorBody'), context: failureContext(error) }),
    );
  };

  // The member found answering a lookup sent from the form puts the form on the way back before it is painted, so a Back
  // pressed at once retraces it too.
  useLayoutEffect(() => {
    if ((screen === 'found' || screen === 'no-benefits') && sentFromForm.current) lookupAnswered();
    if (screen !== 'loading') sentFromForm.current = false;
  }, [screen]);

  useEffect(() => {
    // A wait that just failed is not started again behind the shopper's back when the screen catches up:
    // the error stays until they choose Try again.
    if (screen === 'loading' && !polling.current && !gaveUp.current) wait(awaitLookup());
    if (screen === 'loading') setLooked();
    if (screen === 'not-found' || screen === 'locked' || restricted.value) lookupAttempts().then(setCheck, () => undefined);
    // A new screen inside the view is read like a new view (the shell focuses the first one), except a screen that a
    // failed wait ends on: its error has taken focus on its Try again (kit/Failure.tsx), which says the error, whether
    // the lookup's answer came before its wait was drawn or after. Nor the wait's screen once its wait failed (gaveUp,
    // known before this effect runs late, as the failure is drawn): its heading would take focus just before Try again.
    if (shown.current && !failure && !gaveUp.current) showFromTop(heading.current);
    shown.current = true;
  }, [screen]);

  // Under Self with every patient field filled in and valid (spec 000 sections 3 and 6: the patient from the policy
  // holder), the patient page is no stop of its own: the member found names the patient, with a Change that opens it.
  const patientFields = formGroups.value[1]?.fields ?? [];
  // Read only on the member found, the one screen that asks: the patient page's values and checks are no small work on
  // a 4× slower phone, and every other screen (the lookup form the insurer's press opens) renders without them.
  const found = screen === 'found';
  const patient = found ? pageValues(patientFields) : {};
  // And when the doctor's page is the wizard's only page after it, the member found asks its fields too: one Continue
  // saves the patient and the doctor (spec 000 section 2, the forms wizard).
  const asks = foundPages({
    found,
    france,
    readOnly,
    pages: formGroups.value.length,
    asksRelationship: patientFields.some((field) => field.name === RELATIONSHIP_FIELD),
    relationship: patient[RELATIONSHIP_FIELD],
    patientAnswered: found && pageAnswered(patientFields),
  });
  // Step X of Y is the step of the last page this screen asks, before it is painted: the member found asking the doctor
  // is the doctor's step, and its Continue reaches the next one.
  useLayoutEffect(() => answerPagesThrough(WIZARD_VIEWS[0] as DrawerView, asks.through), [asks.through]);
  const selfPatient = asks.patient;
  const doctorGroup = asks.doctor ? formGroups.value[2] : undefined;
  const doctor = usePage(doctorGroup?.fields ?? []);
  const patientName = [patient['patient.firstName'], patient['patient.lastName']].filter((part) => typeof part === 'string').join(' ');

  /**
   * On to the wizard's page after the member's, the patient: as Continue goes on (an edit from the review returns there),
   * or, `asked` for by the member found's Change, to the page itself, an edit going on there and its Save returning.
   */
  const toPatient = (asked = false) => {
    moveWizard('reset');
    moveWizard('next');
    if (asked) turnTo(WIZARD_VIEWS[1] as DrawerView);
    else next();
  };
  /**
   * Continue from the member found: the patient page, or, when it is answered under Self, its answers saved as if
   * continued from it and on to the page after it (the doctor); Back, Change and the review's edit still reach it.
   */
  const onward = async () => {
    if (!selfPatient) return toPatient();
    if (busy) return;
    // The doctor's fields asked here are checked as on their page: a refusal keeps what was typed and focuses the first.
    if (doctorGroup && !doctor.check()) return;
    setBusy(true);
    setPatientFailed(null);
    try {
      // The move on is made with the saved record, in one render of the drawer (savePatientAndDoctor's onSaved).
      if (doctorGroup) {
        await savePatientAndDoctor({ ...pageSendable(patientFields), ...doctor.sendable() }, 2, () => {
          moveWizard('reset');
          // On past the doctor's page, answered here: Back returns to this screen, the one the shopper saw.
          nextAfter(WIZARD_VIEWS[1] as DrawerView);
        });
        return;
      }
      await savePatientAndDoctor(pageSendable(patientFields), 1, () => {
        moveWizard('reset');
        moveWizard('next');
        moveWizard('next');
        next();
      });
    } catch (error) {
      setPatientFailed(failureWords(error, navigator.onLine, 'patientFailed'));
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    if (busy || !page.check()) return;
    setBusy(true);
    sentFromForm.current = true;
    // The visit the lookup was sent on, whenever its answer comes.
    const visit = navState.peek();
    setLookingUp(true);
    // France has no benefits to show: once the mutuelle has the member (QUOTE_REQUIRED), the patient page follows.
    // A lookup answered at once, with no wait to show, is looked up all the same.
    wait(
      lookupMember(page.values).then((found) => {
        setLooked(visit);
        return frenchLookupDone(found.status) && toPatient();
      }),
    );
  };
  const retry = () => (screen === 'loading' ? wait(awaitLookup()) : submit());

  // A failed call is the service's error (a timeout, or the generic error); a lookup that found no single member is the screen's own.
  // A locked screen tells the restriction the cart's call-to-action tells, its wait counted down.
  const held = restrictionShown(restrictionNow.value ?? check, 'lookup');
  const limit = screen === 'locked' && held.reason === 'LIMIT_REACHED';
  useErrorShown('drawerWidget', failure ? failure.context : limit ? 'LIMIT_REACHED' : Object.hasOwn(SCREEN_ERRORS, screen) ? SCREEN_ERRORS[screen as keyof typeof SCREEN_ERRORS] : null);
  const wrong = failed ?? restoreFailed;
  const title = wrong ? t(wrong === 'offline' ? 'offlineHeading' : 'error') : screen === 'out-of-network' ? t('outOfNetwork', { name }) : limit ? t('limit') : t(france && screen === 'multiple' ? 'notFound' : HEADINGS[screen]);
  const lookup = screen === 'form' || screen === 'not-found' || screen === 'multiple';
  const headingKey = useHeadingKey(title, heading);

  return (
    <section aria-labelledby="db-member-heading">
      <h3 key={headingKey} id="db-member-heading" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {chosen && screen !== 'locked' && (
        <p>
          {t('insurer', { name })}{' '}
          {/* Not while a lookup or a save is under way: its answer is about the member at this carrier. */}
          {!readOnly && screen !== 'sent' && screen !== 'loading' && !busy && (
            <button type="button" className="link" onClick={() => turnTo('insurers')}>
              {t('change')}
            </button>
          )}
        </p>
      )}
      {saved.restoring && !chosen ? (
        <span className="spinner" aria-hidden="true" />
      ) : saved.failure ? (
        <SavedInsurerFailed failure={saved.failure} onRetry={saved.restore} />
      ) : (
        !chosen && screen !== 'locked' && screen !== 'sent' && !readOnly && (
          <button type="button" className="btn secondary" onClick={() => turnTo('insurers')}>
            {t('choose')}
          </button>
        )
      )}
      {failed && (
        <Failure retry={t('retry')} onRetry={retry}>
          {t(failed)}
        </Failure>
      )}
      <Animation waiting={screen === 'loading' && !failed} keys={WAIT} intervalMs={LOADING_MESSAGE_STEP_MS} t={(key) => t(key as (typeof WAIT)[number])} fallback={t('loadingBody')} />
      {/* France advises in the mutuelle's terms (a member found several times reads the same); the attempts left are said as everywhere. */}
      {france && (screen === 'not-found' || screen === 'multiple') && <p>{t('notFoundBody')}</p>}
      {screen !== 'form' && screen !== 'loading' && screen !== 'found' && !(france && screen === 'multiple') && (
        <Suspense fallback={null}>
          <MemberOutcome screen={screen} insurer={chosen} check={check} held={held} advised={france} />
        </Suspense>
      )}
      {screen === 'found' && (
        <>
          <p>{t('foundBody')}</p>
          {benefits}
          {selfPatient && (
            <p>
              {t('patientSelf', { name: patientName })}{' '}
              <button type="button" className="link" aria-label={t('changePatient')} onClick={() => toPatient(true)}>
                {t('changeShort')}
              </button>
            </p>
          )}
          {doctorGroup && (
            <form
              id={DOCTOR_FORM}
              ref={doctor.root}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void onward();
              }}
            >
              <fieldset className="field">
                <legend>{pageTitle(doctorGroup)}</legend>
                {pageLead(doctorGroup) && <p>{pageLead(doctorGroup)}</p>}
                <FormPage group={doctorGroup} values={doctor.values} errors={doctor.errors} onValue={doctor.setValue} />
              </fieldset>
            </form>
          )}
          {patientFailed && (
            <Failure retry={t('retry')} onRetry={() => void onward()}>
              {t(patientFailed)}
            </Failure>
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
          <FormPage group={group} values={page.values} errors={page.errors} readOnly={readOnly} onValue={page.setValue} />
        </form>
      )}
      {screen === 'locked' || screen === 'no-benefits' || screen === 'sent' ? (
        <div className="actions">
          <button type="button" className="btn" onClick={() => closeFromView()}>
            {t('close')}
          </button>
        </div>
      ) : (
        <Footer
          form={lookup && group ? FORM : doctorGroup ? DOCTOR_FORM : undefined}
          submitText={lookup && !france ? t('check') : undefined}
          busy={busy}
          noSubmit={readOnly || !(screen === 'found' || (lookup && group))}
          // From the member found, the wizard goes on at its page after the lookup (the patient, whatever page was left
          // open), or after the patient's when it is answered under Self.
          onSubmit={() => void onward()}
          estimate={screen === 'found'}
        />
      )}
    </section>
  );
}

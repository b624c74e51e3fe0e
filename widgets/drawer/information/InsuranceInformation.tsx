// The insurance-information view: the forms wizard's pages after the member lookup (patient, doctor), one at a time,
// saved together on the last (spec 001 section 4, "Forms wizard"; spec 000 sections 3 to 5).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FormGroup } from '../../../src/contract/insurer/insurers.ts';
import { claimDataFromDrafts } from '../../../src/domain/information/form-data.ts';
import { namesChanged } from '../../../src/domain/member/name-change.ts';
import { editStop } from '../../../src/domain/information/edit-stop.ts';
import { prescriptionStatusGroup } from '../../../src/domain/prescription/prescriptions.ts';
import { failureWords } from '../../../src/domain/drawer/failure.ts';
import { record } from '../../../signals/claim/claim.ts';
import { closeFromView, formGroups, formIndex, moveWizard, moveWizardTo, next, showFormPage, turnTo, viewMode } from '../../../signals/drawer/flow.ts';
import { entryFormat } from '../../../signals/drawer/insurer/flow-insurer.ts';
import { savePatientAndDoctor } from '../../../signals/drawer/information/flow-information.ts';
import { Footer } from '../kit/Footer.tsx';
import { Failure } from '../kit/Failure.tsx';
import { SavedInsurerFailed, savedInsurerHeading, useSavedInsurer } from '../member/saved-insurer.tsx';
import { showFromTop } from '../focus.ts';
import { FormPage, optionLabel, pageLead, pageTitle, pageValues, usePage } from './form-page.tsx';
import { addStyles } from '../../ui/add-styles.ts';
import { CONFIRM_CSS } from '../../ui/Confirm.tsx';
import { translator } from '../../ui/i18n.ts';
import { onCloseRequest } from '../../ui/close-request.ts';
import { trapTabIn } from '../../ui/modal-behind.ts';
import { CLAIMANT_RELATIONSHIPS } from '../../../src/domain/information/relationships.ts';
import type en from '../../../strings/en/drawer/information.ts';
import type member from '../../../strings/en/drawer/member.ts';

/** The view's text; in France the relationship help speaks of the insured person. */
const t = translator<typeof en>('information');
/** The member view's words this view shares: the way to choose the insurer. */
const m = translator<typeof member>('member');
const FORM = 'db-info-form';

/**
 * The page of the wizard the view shows: the current index, never the member page (the other view's). Opened straight
 * on this view (a resume, an edit, a page's open), the record's insurer brings its forms: a read that fails says why,
 * with Try again, as the member view does; a claim with no insurer yet (a page's view-only open on a claim at the
 * insurer list) has no page to show, and says so, with Close, or, outside view-only, the insurer to choose.
 */
export default function InsuranceInformation() {
  useSignals();
  const heading = useRef<HTMLHeadingElement>(null);
  const groups = formGroups.value;
  const index = Math.max(1, formIndex.value);
  const group = groups[index];
  const saved = useSavedInsurer(!groups.length);
  const wrong = saved.failure === 'taken' ? null : saved.failure;
  const none = !group && !saved.restoring && !saved.failure;
  const readOnly = viewMode.value === 'read-only';

  useLayoutEffect(() => {
    if (heading.current) addStyles(heading.current, CONFIRM_CSS);
  }, []);
  useEffect(() => {
    if (groups.length > 1 && formIndex.value < 1) showFormPage(1);
  }, [groups.length]);
  // The page Continue moves to is shown from its top once rendered, its heading focused with its own words: focused as
  // the move was made, the heading still held the page before's (« Who is the eyewear for? »), then was renamed under
  // focus, which NVDA says and VoiceOver does not.
  const [moves, setMoves] = useState(0);
  useLayoutEffect(() => {
    if (moves) showFromTop(heading.current);
  }, [moves]);

  return (
    <section aria-labelledby="db-info-heading">
      <h3 id="db-info-heading" ref={heading} tabIndex={-1}>
        {wrong ? savedInsurerHeading(wrong) : none ? t('noneHeading') : pageTitle(group)}
      </h3>
      {group ? (
        <Page key={group.id} group={group} index={index} last={index >= groups.length - 1} onMove={() => setMoves((n) => n + 1)} />
      ) : saved.failure ? (
        <SavedInsurerFailed failure={saved.failure} onRetry={saved.restore} />
      ) : none ? (
        // Said where the wait was, as the order taken is: its way on takes focus, read with the words.
        <Failure retry={readOnly ? t('close') : m('choose')} onRetry={readOnly ? closeFromView : () => turnTo('insurers')} primary>
          {t('none')}
        </Failure>
      ) : (
        <p role="status">
          <span className="spinner" aria-hidden="true" />
        </p>
      )}
    </section>
  );
}

/**
 * One page: continue checks it, saves it and moves on; the last one goes on to the next view. In an edit from the review
 * its Save returns there, unless a later page now needs an answer.
 */
function Page({ group, index, last, onMove }: { group: FormGroup; index: number; last: boolean; onMove: () => void }) {
  const page = usePage(group.fields);
  const [busy, setBusy] = useState(false);
  // What the failed save says: the connection when it dropped (failureWords), else that the details were not saved.
  const [failed, setFailed] = useState<'failed' | 'offline' | null>(null);
  const [help, setHelp] = useState<HTMLElement | null>(null);
  const readOnly = viewMode.value === 'read-only';
  const lead = pageLead(group);
  const current = record.value;
  const later = formGroups.value.slice(1).flatMap((g) => g.fields);
  const validated = (current?.prescriptions ?? []).some((p) => prescriptionStatusGroup(p.status) === 'validated');
  // Spec 000 section 4: a changed patient or doctor name invalidates the validated prescription; say so before saving.
  const recheck = validated && namesChanged(current?.claimData, claimDataFromDrafts(later, page.sendable(), entryFormat(), current?.claimData));
  // In an edit from the review (spec 000 section 2, "edit (returns to review)"), the page it stops at next: none, so the
  // review, unless the answers now ask a later page for something it does not hold (editStop). The press is "Save" when
  // it returns to the review; a name changed goes on to the prescription's validation first (next), so it continues.
  const editing = viewMode.value === 'edit';
  const stopAt = () => editStop(formGroups.value, index, pageValues(formGroups.value.slice(index).flatMap((g) => g.fields)));
  const returns = editing && !recheck && stopAt() === null;

  const submit = async () => {
    if (busy || readOnly || !page.check()) return;
    setBusy(true);
    setFailed(null);
    try {
      // What the page filled in (the patient under Self) is sent as if typed: the shopper saw it and went on.
      // The move on is made with the saved record, in one render of the drawer (savePatientAndDoctor's onSaved).
      await savePatientAndDoctor(page.sendable(), index, () => {
        // Read with the record just saved: its answers are the ones the later pages are asked against.
        const stop = editing ? stopAt() : last ? null : index + 1;
        if (stop !== null) {
          moveWizardTo(stop);
          onMove();
          return;
        }
        moveWizard('reset');
        next();
      });
    } catch (error) {
      setFailed(failureWords(error, navigator.onLine, 'failed'));
    } finally {
      setBusy(false);
    }
  };
  const helpButton = (
    <button type="button" className="link" onClick={(event) => setHelp(event.currentTarget)}>
      {t('help')}
    </button>
  );

  return (
    <>
      <form
        id={FORM}
        ref={page.root}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {lead && <p>{lead}</p>}
        <FormPage group={group} values={page.values} errors={page.errors} readOnly={readOnly} after={{ patientRelationship: helpButton }} onValue={page.setValue} />
      </form>
      {recheck && <p className="alert">{t('recheck')}</p>}
      {failed && (
        <Failure retry={t('retry')} onRetry={() => void submit()}>
          {t(failed)}
        </Failure>
      )}
      <Footer form={FORM} busy={busy} noSubmit={readOnly} submitText={returns ? t('save') : undefined} />
      {help && <Help opener={help} onClose={() => setHelp(null)} />}
    </>
  );
}

/**
 * The claimant-relationship help (spec 001 section 2): a modal native dialog that keeps Tab inside and gives focus back
 * to its button. It opens at its top, focused itself: a screen reader says its title, the arrow keys scroll it, and Tab
 * reaches Close. Focus on Close, after the definitions, scrolled a long help (200 % text on a phone) to its end, its
 * title and first definitions above the screen.
 */
function Help({ opener, onClose }: { opener: HTMLElement; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    element.focus();
    element.scrollTop = 0;
    return () => {
      if (element.open) element.close();
      opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm"
      tabIndex={-1}
      aria-labelledby="db-help-title"
      // Tab and Shift+Tab go round its one button, as in the drawer's other dialogs, never out to the page behind.
      onKeyDown={trapTabIn}
      onCancel={onCloseRequest(onClose)}
    >
      <h3 id="db-help-title">{t('helpTitle')}</h3>
      <p>{t('helpLead')}</p>
      <dl>
        {CLAIMANT_RELATIONSHIPS.map((key) => (
          <div key={key}>
            <dt>{optionLabel(key)}</dt>
            <dd>{t(key)}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </dialog>
  );
}

// A view's footer (spec 000 section 2, "footer configuration per view"): cancel and submit, each a link or a button
// as the page flow says, labelled by its key; submit sends the view's form.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { closeByShopper, formIndex, submitting, view, viewFlow, viewMode } from '../../../signals/drawer/flow.ts';
import { actsOnPress } from '../../../src/domain/drawer/press.ts';
import { hostEvents } from '../../../signals/host/events.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { translator } from '../../ui/i18n.ts';
import { DrawerEstimateLine } from '../estimate.tsx';
import { keepClearOfFooter } from '../focus.ts';
import type en from '../../../strings/en/drawer/footer.ts';

const t = translator<typeof en>('footer');
type Key = keyof typeof en;
/** A label key the flow names, or the fallback when this build has no text for it. */
const label = (key: string | null | undefined, fallback: Key): string => t(key && t.has(key) ? key : fallback);

interface Props {
  /**
   * The id of the form submit sends; without it, submit calls `onSubmit` with its button (the opener of a confirmation it
   * may ask) and, when it asks first, `submitted`, to call once the shopper goes ahead.
   */
  form?: string | undefined;
  onSubmit?: ((button: HTMLButtonElement, submitted?: () => void) => void) | undefined;
  /**
   * Submit asks first in a dialog (a press that spends the day's last quote attempt): the page hears the submit only once
   * the shopper goes ahead (`submitted`), nothing if they do not.
   */
  asksFirst?: boolean | undefined;
  /** Submit leaves for the shop's cart and submits nothing: the page hears no form-action, as from a problem's way to the cart. */
  leaves?: boolean | undefined;
  /** Overrides the configured submit text (a view whose action is not "continue"). */
  submitText?: string | undefined;
  /**
   * While the view's call runs: submit keeps its name and focus, is marked busy and refuses a second press, and the
   * drawer's live region says the wait once.
   */
  busy?: boolean | undefined;
  /**
   * The view says this wait itself (a status region of its own, or, for the wait it opens with, nothing but its heading
   * and progress): the footer says nothing of it.
   */
  waitSaid?: boolean | undefined;
  /** Hides submit (a view whose own controls move on). */
  noSubmit?: boolean | undefined;
  /**
   * Hides the configured cancel: a view whose ways on are its own (the quote: request, then accept or refuse, spec 000
   * section 4), where the drawer's own close leaves it.
   */
  noCancel?: boolean | undefined;
  /** Shows the estimate of the insurer's share beside submit, in sight however far the view scrolls (spec 000 §9). */
  estimate?: boolean | undefined;
}

/** Tells the page a drawer form was submitted or left (spec 000 section 1, the form-action callback); no field values travel. */
const formAction = (action: 'submit' | 'cancel') => hostEvents.emit('form-action', { view: view.value, action });

/** The footer of the view shown: cancel (asks about unsaved changes first) and submit. */
export function Footer({ form, onSubmit, asksFirst, leaves, submitText, busy, waitSaid, noSubmit, noCancel, estimate }: Props) {
  useSignals();
  const root = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => keepClearOfFooter(root.current), []);
  // The press keeps its words while it waits: a name changed under focus no longer says what the button does, and a
  // screen reader says the new name or nothing. The wait is said by the drawer's live region, there before it.
  const text = submitText ?? label(viewFlow.value?.footer?.submit?.labelKey, 'footer.continue');
  const saysWait = !!busy && !noSubmit && !waitSaid;
  useEffect(() => {
    if (saysWait) announce(t('busy'), 'state');
  }, [saysWait]);
  // When the screen the main button acts on appeared: a new view or page of the wizard, or the button's new words.
  const shown = useRef(0);
  useLayoutEffect(() => {
    shown.current = performance.now();
  }, [view.value, formIndex.value, text]);
  const footer = viewFlow.value?.footer;
  // A view-only view has nothing to cancel: the header's Close, always in sight, leaves it.
  const cancel = noCancel || viewMode.value === 'read-only' ? undefined : footer?.cancel;
  const kind = (k: string | null | undefined) => (k === 'link' ? 'link' : 'btn secondary');
  // While the claim is on its way the cancel waits (requestClose holds it): it could only close the drawer, never the claim.
  const held = submitting.value;
  return (
    <div ref={root} className="actions footer">
      {estimate && <DrawerEstimateLine />}
      {!noSubmit && (
        <button
          type={form ? 'submit' : 'button'}
          form={form}
          className="btn"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-haspopup={asksFirst ? 'dialog' : undefined}
          onClick={(event) => {
            const press = event.nativeEvent;
            const pointer = 'pointerType' in press ? String(press.pointerType) : '';
            // A double tap's second lands here on the screen its first brought: it is no press of this one.
            if (busy || !actsOnPress({ count: event.detail, pointer, shownMs: press.timeStamp - shown.current })) return event.preventDefault();
            const submitted = () => formAction('submit');
            if (!asksFirst && !leaves) submitted();
            if (!form) onSubmit?.(event.currentTarget, asksFirst ? submitted : undefined);
          }}
        >
          {text}
        </button>
      )}
      {cancel && (
        <button
          type="button"
          className={held ? `${kind(cancel.kind)} held` : kind(cancel.kind)}
          aria-disabled={held || undefined}
          onClick={() => {
            if (held) return;
            formAction('cancel');
            closeByShopper('cancel');
          }}
        >
          {label(cancel.labelKey, 'footer.cancel')}
        </button>
      )}
    </div>
  );
}

// A modal confirmation: a native dialog labelled by its heading, closed by Escape, that gives focus back to its opener;
// the page behind it is inert while it is open.
import { useEffect, useRef, type ReactNode } from 'react';
import { inertBehind, trapTabIn } from './modal-behind.ts';
import { onCloseRequest } from './close-request.ts';

/** The dialog's rules, added by each lazy part that shows one; a full-width sheet at 320 px. */
export const CONFIRM_CSS = `
dialog.confirm{width:min(calc(100% - 2em),28em);max-width:none;padding:calc(6*var(--db-space));border:0;border-radius:var(--db-radius);background:var(--db-surface);color:inherit;box-shadow:0 8px 32px rgb(0 0 0/.3)}
dialog.confirm::backdrop{background:rgb(0 0 0/.5)}
dialog.confirm h2{font-size:1.125em;line-height:1.3}
@media (forced-colors:active){dialog.confirm{border:2px solid CanvasText}}
.warning{font-weight:600;border-left:4px solid var(--db-danger);padding-left:.75em}
.actions{display:flex;flex-wrap:wrap;gap:.75em;margin-top:1em}
`;

interface Props {
  /** The heading's id; the dialog is labelled by it and described by its text. */
  id: string;
  title: string;
  /** What confirming means, read with the title when the dialog opens. */
  body?: string | undefined;
  /** A warning read after the body (the last-attempt variant). */
  warning?: string | undefined;
  /** Controls of the dialog (a choice), between the text and the buttons. */
  children?: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The element that opened the dialog; it has focus again once the dialog is gone. */
  opener: HTMLElement | null;
}

/**
 * A confirmation mounted while open. Focus starts on the element marked `data-autofocus`, else on the cancel
 * button: the safe choice comes first when the confirmation undoes something (WAI-ARIA alert dialog practice).
 */
export function Confirm({ id, title, body, warning, children, confirm, cancel, onConfirm, onClose, opener }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const back = useRef(opener);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const undo = inertBehind(element);
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? element.querySelector<HTMLElement>('.keep'))?.focus();
    return () => {
      // Close before leaving the DOM: removing an open modal drops focus to the body in Chromium.
      if (element.open) element.close();
      undo();
      back.current?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="confirm"
      aria-labelledby={id}
      aria-describedby={[body && `${id}-body`, warning && `${id}-warning`].filter(Boolean).join(' ') || undefined}
      onKeyDown={trapTabIn}
      onCancel={onCloseRequest(onClose)}
    >
      <h2 id={id}>{title}</h2>
      {body && <p id={`${id}-body`}>{body}</p>}
      {warning && (
        <p id={`${id}-warning`} className="warning">
          {warning}
        </p>
      )}
      {children}
      <div className="actions">
        <button type="button" className="btn" onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="btn secondary keep" onClick={onClose}>
          {cancel}
        </button>
      </div>
    </dialog>
  );
}

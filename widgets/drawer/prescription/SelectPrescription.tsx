// The select-prescription view (spec 000 section 2): choose files, each checked before any request (type, bytes, empty,
// 10 MB, 10 files), uploaded with its progress, a failed one retried as is; preview and remove; the help guides. Files
// come by a drop zone: its button, a drag and drop, or on a phone the camera; the browser's bare file input
// ("No file chosen") is never shown.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { leaveEdit, next, viewFlow, viewMode } from '../../../signals/drawer/flow.ts';
import { markDirty } from '../../../signals/drawer/drafts.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { validateAll } from '../../../signals/drawer/prescription/flow-prescriptions.ts';
import { failedUploadOf, sendFile, uploads } from '../../../signals/drawer/prescription/upload-queue.ts';
import { shownFileName } from '../../../signals/drawer/prescription/own-names.ts';
import { FILE_INPUT_ACCEPT, SNIFF_BYTES, uploadModeOf } from '../../../src/domain/prescription/attachments.ts';
import { prescriptionValidity } from '../../../src/domain/prescription/prescriptions.ts';
import { uploadRefusal, type HeldFile } from '../../../src/domain/prescription/upload-check.ts';
import { failureWords } from '../../../src/domain/drawer/failure.ts';
import { ownValue } from '../../../src/domain/own.ts';
import { inFrance } from '../french.ts';
import { addStyles } from '../../ui/add-styles.ts';
import { Footer } from '../kit/Footer.tsx';
import { Failure } from '../kit/Failure.tsx';
import { ErrorMessage } from '../kit/Field.tsx';
import { FileList, t, UploadsSaid, uploadWords } from './prescription-files.tsx';
import { useFocusAfterRemoval } from './removal-focus.ts';

const GUIDES = ['HELP_GLASSES_RX', 'HELP_CONTACTS_RX', 'HELP_TAKE_CLEAR_PHOTO'] as const;
const INPUT = 'db-rx-files';
const CAMERA = 'db-rx-camera';
// The inputs stay in the tab order, invisible; their labels are the buttons, outlined while the input has focus. Each
// input lies over its button, the same box: focused by Tab, the browser scrolls the button's whole box clear of the
// footer (the body's scroll padding, focus.ts keepClearOfFooter), where a 1 px input in the button's middle counted as in
// sight with the button's lower edge and its ring under the footer. The camera is offered where the pointer is a finger
// (a phone), the drag and drop where it is a mouse. Refused, the zone is marked as a refused field is (drawer-styles.ts):
// a solid border with a thick left edge, double in forced colours, where its colour alone left nothing to tell it from a
// zone waiting for files.
const CSS = `.db-rx li{display:flex;flex-wrap:wrap;gap:.25em .75em;align-items:center;padding:.5em 0;border-bottom:1px solid var(--db-line)}
.db-rx .name{flex:1 1 100%;overflow-wrap:anywhere;font-weight:600}.db-rx progress{flex:1 1 8em}
.db-rx img{max-width:100%;height:auto}.db-guide{margin:.5em 0}
.db-drop{position:relative;display:flex;flex-wrap:wrap;align-items:center;gap:.75em;padding:1em;border:2px dashed var(--db-border);border-radius:var(--db-radius)}
.db-drop.over{border-color:var(--db-accent);background:var(--db-accent-tint)}.invalid .db-drop{border:2px solid var(--db-danger);border-left-width:.5em}
.db-drop .hint{flex:1 1 100%}.db-drop-lead{margin:0}
.db-pick{position:relative;display:inline-flex}
.db-file{position:absolute;inset:0;width:100%;height:100%;margin:0;padding:0;opacity:0;overflow:hidden;pointer-events:none}
.db-file:focus-visible+label{outline:var(--db-focus-width) solid var(--db-focus);outline-offset:2px}
@media (pointer:coarse){.db-drop-lead{display:none}}
@media not (pointer:coarse){.db-camera{display:none}}
@media (forced-colors:active){.invalid .db-drop{border-color:CanvasText;border-style:double;border-width:4px 4px 4px .5em}}`;

/**
 * How long a prescription stays valid, from the rule of the shop's market (spec 000 section 5, spec 001 section 5): one
 * period when glasses and contact lenses share it (North America: within 24 months), else each product's.
 */
function Validity() {
  const market = inFrance() ? 'france' : 'north-america';
  const [glasses, contacts] = [prescriptionValidity('glasses', market), prescriptionValidity('contacts', market)];
  return <p className="muted">{glasses === contacts ? t('validity', { months: glasses }) : t('validity.byProduct', { glasses, contacts })}</p>;
}

/**
 * Brings what a choice of files did into sight: below the drop zone, on a phone the refusals and the list of files lay
 * under the sticky footer, and focus stays on the button, so nothing on screen changed. Each is scrolled to the nearest
 * edge clear of the footer (the body's scroll padding), which keeps the button above in sight when they fit: the list's
 * last row (the files just sent), then the refusals, which win when both do not fit.
 */
function outcomeInSight(view: HTMLElement | null): void {
  // In the view's order the refusals come first: the list's row is scrolled to first, the refusals last.
  for (const target of [...(view?.querySelectorAll<HTMLElement>(`#${INPUT}-refused,ul.list-plain>li:last-child`) ?? [])].reverse()) target.scrollIntoView?.({ block: 'nearest' });
}

/** Upload, preview and remove the prescription files. */
export default function SelectPrescription() {
  useSignals();
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  // The size of each file chosen on this visit: the record names its files, it does not say how big they are.
  const [sizes, setSizes] = useState<Record<string, number>>({});
  const [refusals, setRefusals] = useState<string[]>([]);
  const [problem, setProblem] = useState<'required' | 'wait' | 'callFailed' | 'offline' | null>(null);
  const [busy, setBusy] = useState(false);
  // A file's preview or removal that failed: the words of its failure (failureWords).
  const [itemFailed, setItemFailed] = useState<'callFailed' | 'offline' | null>(null);
  // Counts each choice of files and the end of its uploads: what it did is brought into sight once shown, and again as
  // the rows grow (a file landed shows its status, preview and remove; a failed one its retry).
  const [shown, setShown] = useState(0);
  const current = record.value;
  const files = current?.prescriptions ?? [];
  const pending = uploads.value.filter((u) => u.recordId === current?.id);
  const readOnly = viewMode.value === 'read-only';
  const mode = uploadModeOf(viewFlow.value?.uploadMode);
  const single = mode === 'single';
  // A file taken out of the list leaves focus on the next file's Remove, else the upload control.
  const removal = useFocusAfterRemoval(root, () => input.current);

  // The view's rules are there when it is first drawn: added after that frame, they drew the browser's own file input and,
  // on a desktop, the camera's button for a frame, then styled and laid the view out a second time.
  useLayoutEffect(() => {
    if (root.current) addStyles(root.current, CSS);
  }, []);
  useEffect(() => {
    markDirty(pending.length > 0);
  }, [pending.length]);
  useEffect(() => {
    if (shown) outcomeInSight(root.current);
  }, [shown]);

  async function choose(list: FileList | null) {
    const picked = [...(list ?? [])];
    // Cleared, so the same file chosen again (a failed one retried) is a change.
    if (input.current) input.current.value = '';
    if (camera.current) camera.current.value = '';
    // Gone while the files are read: refused again, the same file's refusal is a new alert, said again.
    setRefusals([]);
    let counted = files.length + pending.length;
    // What the claim has already: its files (their size known when chosen on this visit), those on their way, and those
    // this choice takes before the next. A failed upload is not among them: chosen again, it is retried.
    const held: HeldFile[] = [
      ...files.map((stored) => {
        const name = shownFileName(stored);
        return { name, size: ownValue(sizes, name) };
      }),
      ...pending.filter((upload) => !upload.failed).map((upload) => upload.file),
    ];
    const messages: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      // A failed upload chosen again is retried: it is already counted.
      const retry = failedUploadOf(file) !== undefined;
      const refusal = uploadRefusal(file, head, retry ? counted - 1 : counted, mode, held);
      if (!refusal) {
        accepted.push(file);
        held.push(file);
        if (!retry) counted++;
      } else messages.push(t(refusal === 'count' && single ? 'refuse.count.single' : `refuse.${refusal}`, { name: file.name, type: (file.type.split('/')[1] ?? '').toUpperCase() }));
    }
    // The sizes of the files taken only: a refused file of the same name is not the one listed.
    setSizes((known) => ({ ...known, ...Object.fromEntries(accepted.map((file) => [file.name, file.size])) }));
    setRefusals(messages);
    setProblem(null);
    setShown((n) => n + 1);
    // Said once every file chosen together has ended: the drawer's live region says one thing at a time, and each file's
    // outcome said on its own took the place of the one before (a failure replaced by the next file's success).
    const outcomes = await Promise.all(accepted.map(async (file) => uploadWords(await sendFile(file), file.name)));
    if (outcomes.length) {
      announce(outcomes.join(' '), 'outcome');
      setShown((n) => n + 1);
    }
  }

  async function act(work: () => Promise<void>, leaving?: string) {
    setItemFailed(null);
    if (leaving) removal.leave(leaving);
    try {
      await work();
    } catch (error) {
      removal.stay();
      setItemFailed(failureWords(error, navigator.onLine, 'callFailed'));
    }
  }

  async function submit() {
    if (busy) return;
    const refused = pending.some((u) => !u.failed) ? 'wait' : files.length === 0 ? 'required' : null;
    setProblem(refused);
    if (refused) return input.current?.focus();
    setBusy(true);
    try {
      await validateAll();
      // Changed from the review: the new files need their check and their products, so the flow goes on from validate.
      if (viewMode.value === 'edit') {
        leaveEdit('validate');
      } else next();
    } catch (error) {
      setProblem(failureWords(error, navigator.onLine, 'callFailed'));
    } finally {
      setBusy(false);
    }
  }

  const hint = `${INPUT}-hint`;
  const error = problem === 'required' || problem === 'wait' ? `${INPUT}-error` : undefined;
  return (
    <section aria-labelledby="db-rx-heading" className="db-rx" ref={root}>
      <h3 id="db-rx-heading" tabIndex={-1}>
        {t('heading')}
      </h3>
      <p>{t('lead')}</p>
      <Validity />
      {!readOnly && (
        <div className={error ? 'field invalid' : 'field'}>
          <div
            className={over ? 'db-drop over' : 'db-drop'}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
            }}
            onDrop={(event) => {
              event.preventDefault();
              setOver(false);
              void choose(event.dataTransfer?.files ?? null);
            }}
          >
            <p className="db-drop-lead">{t(single ? 'drop.single' : 'drop')}</p>
            <span className="db-pick">
              <input
                ref={input}
                id={INPUT}
                className="db-file"
                type="file"
                multiple={!single}
                accept={FILE_INPUT_ACCEPT}
                aria-invalid={error ? true : undefined}
                aria-describedby={[hint, error, refusals.length ? `${INPUT}-refused` : ''].filter(Boolean).join(' ')}
                onChange={(event) => void choose((event.currentTarget as HTMLInputElement).files)}
              />
              <label htmlFor={INPUT} className="btn secondary">
                {t(single ? 'choose.single' : 'choose')}
              </label>
            </span>
            <span className="db-pick db-camera">
              <input
                ref={camera}
                id={CAMERA}
                className="db-file db-camera"
                type="file"
                accept="image/*"
                capture="environment"
                aria-describedby={hint}
                onChange={(event) => void choose((event.currentTarget as HTMLInputElement).files)}
              />
              <label htmlFor={CAMERA} className="btn secondary db-camera">
                {t('camera')}
              </label>
            </span>
            <p id={hint} className="hint">
              {t(single ? 'hint.single' : 'hint')}
            </p>
          </div>
          {error && <ErrorMessage id={INPUT} error={t(problem === 'wait' ? 'wait' : 'required')} />}
        </div>
      )}
      {refusals.length > 0 && (
        <div id={`${INPUT}-refused`} className="alert" role="alert">
          <ul>
            {refusals.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {itemFailed && <Failure>{t(itemFailed)}</Failure>}
      <UploadsSaid pending={pending} />
      {(files.length > 0 || pending.length > 0) && <FileList files={files} recordStatus={current?.status} pending={pending} sizes={sizes} readOnly={readOnly} act={act} />}
      {(viewFlow.value?.helpGuides ?? []).filter((key): key is (typeof GUIDES)[number] => (GUIDES as readonly string[]).includes(key)).map((key) => (
        <details key={key} className="db-guide">
          <summary>{t(key)}</summary>
          <p>{t(`${key}.text`)}</p>
        </details>
      ))}
      {(problem === 'callFailed' || problem === 'offline') && (
        <Failure retry={t('tryAgain')} onRetry={() => void submit()}>
          {t(problem)}
        </Failure>
      )}
      <Footer onSubmit={() => void submit()} busy={busy} noSubmit={readOnly} estimate />
    </section>
  );
}

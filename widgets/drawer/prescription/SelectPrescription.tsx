// The select-prescription view (spec 000 section 2): choose files, each checked before any request (type, bytes, empty,
// 10 MB, 10 files), uploaded with its progress, a failed one retried as is; preview and remove; the help guides.
import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { record } from '../../../signals/claim/claim.ts';
import { announce, leaveEdit, markDirty, next, viewFlow, viewMode } from '../../../signals/drawer/flow.ts';
import { validateAll } from '../../../signals/drawer/prescription/flow-prescriptions.ts';
import { failedUploadOf, sendFile, uploads } from '../../../signals/drawer/prescription/upload-queue.ts';
import { FILE_INPUT_ACCEPT, SNIFF_BYTES, uploadModeOf } from '../../../src/domain/prescription/attachments.ts';
import { prescriptionValidity } from '../../../src/domain/prescription/prescriptions.ts';
import { uploadRefusal } from '../../../src/domain/prescription/upload-check.ts';
import { inFrance } from '../french.ts';
import { addStyles } from '../../ui/add-styles.ts';
import { Footer } from '../kit/Footer.tsx';
import { FileList, t } from './prescription-files.tsx';

const GUIDES = ['HELP_GLASSES_RX', 'HELP_CONTACTS_RX', 'HELP_TAKE_CLEAR_PHOTO'] as const;
const INPUT = 'db-rx-files';
const CSS = `.db-rx li{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center;padding:.5rem 0;border-bottom:1px solid #ddd}
.db-rx .name{flex:1 1 100%;overflow-wrap:anywhere;font-weight:600}.db-rx progress{flex:1 1 8rem}
.db-rx img{max-width:100%;height:auto}.db-guide{margin:.5rem 0}`;

/**
 * How long a prescription stays valid, from the rule of the shop's market (spec 000 section 5, spec 001 section 5): one
 * period when glasses and contact lenses share it (North America: within 24 months), else each product's.
 */
function Validity() {
  const market = inFrance() ? 'france' : 'north-america';
  const [glasses, contacts] = [prescriptionValidity('glasses', market), prescriptionValidity('contacts', market)];
  return <p className="muted">{glasses === contacts ? t('validity', { months: glasses }) : t('validity.byProduct', { glasses, contacts })}</p>;
}

/** Upload, preview and remove the prescription files. */
export default function SelectPrescription() {
  useSignals();
  const root = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [problem, setProblem] = useState<'required' | 'wait' | 'callFailed' | null>(null);
  const [busy, setBusy] = useState(false);
  const [itemFailed, setItemFailed] = useState(false);
  const current = record.value;
  const files = current?.prescriptions ?? [];
  const pending = uploads.value.filter((u) => u.recordId === current?.id);
  const readOnly = viewMode.value === 'read-only';
  const mode = uploadModeOf(viewFlow.value?.uploadMode);
  const single = mode === 'single';

  useEffect(() => {
    if (root.current) addStyles(root.current, CSS);
  }, []);
  useEffect(() => {
    markDirty(pending.length > 0);
  }, [pending.length]);

  async function choose(list: FileList | null) {
    const picked = [...(list ?? [])];
    if (input.current) input.current.value = '';
    let counted = files.length + pending.length;
    const messages: string[] = [];
    const accepted: File[] = [];
    for (const file of picked) {
      const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
      // A failed upload chosen again is retried: it is already counted.
      const retry = failedUploadOf(file) !== undefined;
      const refusal = uploadRefusal(file, head, retry ? counted - 1 : counted, mode);
      if (!refusal) {
        accepted.push(file);
        if (!retry) counted++;
      } else messages.push(t(refusal === 'count' && single ? 'refuse.count.single' : `refuse.${refusal}`, { name: file.name, type: (file.type.split('/')[1] ?? '').toUpperCase() }));
    }
    setRefusals(messages);
    setProblem(null);
    await Promise.all(accepted.map(async (file) => announce(t((await sendFile(file)) ? 'uploaded' : 'failed', { name: file.name }))));
  }

  async function act(work: () => Promise<void>) {
    setItemFailed(false);
    try {
      await work();
    } catch {
      setItemFailed(true);
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
    } catch {
      setProblem('callFailed');
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
          <label htmlFor={INPUT}>{t(single ? 'choose.single' : 'choose')}</label>
          <p id={hint} className="hint">
            {t(single ? 'hint.single' : 'hint')}
          </p>
          <input
            ref={input}
            id={INPUT}
            type="file"
            multiple={!single}
            accept={FILE_INPUT_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hint, error, refusals.length ? `${INPUT}-refused` : ''].filter(Boolean).join(' ')}
            onChange={(event) => void choose((event.currentTarget as HTMLInputElement).files)}
          />
          {error && (
            <p id={error} className="field-error">
              {t(problem === 'wait' ? 'wait' : 'required')}
            </p>
          )}
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
      {itemFailed && (
        <p className="alert" role="alert">
          {t('callFailed')}
        </p>
      )}
      {(files.length > 0 || pending.length > 0) && <FileList files={files} pending={pending} readOnly={readOnly} act={act} />}
      {(viewFlow.value?.helpGuides ?? []).filter((key): key is (typeof GUIDES)[number] => (GUIDES as readonly string[]).includes(key)).map((key) => (
        <details key={key} className="db-guide">
          <summary>{t(key)}</summary>
          <p>{t(`${key}.text`)}</p>
        </details>
      ))}
      {problem === 'callFailed' && (
        <div className="alert" role="alert">
          <p>{t('callFailed')}</p>
          <button type="button" className="btn secondary" onClick={() => void submit()}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      <Footer onSubmit={() => void submit()} busy={busy} noSubmit={readOnly} />
    </section>
  );
}

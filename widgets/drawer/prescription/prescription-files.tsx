// The prescription files of the upload view (spec 000 section 2): each uploaded file with its status, preview and
// remove; each file on its way with its progress, or failed with retry and dismiss. What each press did is said, and
// focus stays in the list when the pressed control goes.
import { useRef, useState } from 'react';
import type { ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import { announce } from '../../../signals/drawer/announce.ts';
import { langTag } from '../../../signals/host/config.ts';
import { previewUrl, removePrescription } from '../../../signals/drawer/prescription/flow-prescriptions.ts';
import { dismissUpload, retryUpload, type PendingUpload, type UploadOutcome } from '../../../signals/drawer/prescription/upload-queue.ts';
import { shownFileName } from '../../../signals/drawer/prescription/own-names.ts';
import { prescriptionOutcome } from '../../../src/domain/prescription/prescription-outcome.ts';
import { formatFileSize } from '../../../src/domain/prescription/file-size.ts';
import { failedUploadOutcome } from '../../../src/domain/prescription/upload-retry.ts';
import { translator } from '../../ui/i18n.ts';
import { ErrorIcon } from '../kit/Field.tsx';
import type en from '../../../strings/en/drawer/prescriptions.ts';
import { ownValue } from '../../../src/domain/own.ts';

/** Translates a string of the upload view. */
export const t = translator<typeof en>('prescriptions');

interface Props {
  files: NonNullable<ClaimRecord['prescriptions']>;
  /** The record's status: a file it sent back after a change of name is not yet checked again (spec 000 section 4). */
  recordStatus: string | null | undefined;
  pending: readonly PendingUpload[];
  /** The sizes of the files chosen on this visit, by name. */
  sizes: Readonly<Record<string, number>>;
  readOnly: boolean;
  /**
   * Runs a file's action; the view shows its failure. Given the row (data-row) the action takes out of the list, focus
   * moves on once the row is gone (removal-focus.ts).
   */
  act: (work: () => Promise<void>, leaving?: string) => Promise<void>;
}

/**
 * Each outcome's words (failedUploadOutcome): a file the storage holds is said uploaded, only its listing failed; one the
 * storage refused as the claim holds its 10 files says so as the check before upload does.
 */
const OUTCOME_WORDS = {
  uploaded: 'uploaded',
  failed: 'failed',
  offline: 'failedOffline',
  'too-many': 'refuse.count',
  stored: 'stored',
  'stored-offline': 'storedOffline',
} as const;

/** What became of a file sent, in the shopper's words: a failure of the connection says so, and what to do. */
export const uploadWords = (outcome: UploadOutcome, name: string): string => t(OUTCOME_WORDS[outcome], { name });

/** An upload's row key (a claim's file's is its id); what takes a row out is marked data-remove (removal-focus.ts). */
const uploadRow = (upload: PendingUpload): string => `u${upload.key}`;

/**
 * The progress a screen reader hears, in quarters (every percent would talk over the shopper's screen reader); once
 * every byte is sent the upload still waits for the storage's answer, which may refuse it, so it says it is finishing,
 * never "100% uploaded" before the failure.
 */
const progressText = (percent: number): string => (percent >= 100 ? t('finishing') : t('progress', { percent: Math.floor(percent / 25) * 25 }));

/** The progress of an upload, as its row shows it and the view's status says it. */
const uploadProgress = (upload: PendingUpload): string => progressText(Math.round(upload.progress * 100));

/**
 * What the uploads under way have sent, said by a status region the upload view holds from its start: a row's own region,
 * inserted with the file chosen and already holding its words, was read by chance, and each file's said nothing of its
 * name. Empty once every upload has ended (what became of each is the drawer's announcement).
 */
export function UploadsSaid({ pending }: { pending: readonly PendingUpload[] }) {
  return (
    <p className="sr-only" role="status">
      {pending
        .filter((upload) => !upload.failed)
        .map(uploadProgress)
        .join(' ')}
    </p>
  );
}

/** The list of the claim's files and of the uploads not yet done. */
export function FileList({ files, recordStatus, pending, sizes, readOnly, act }: Props) {
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  /** Sends a failed upload again: its Retry gives way to the progress, so focus waits on the list's heading; the outcome is said. */
  const retry = (upload: PendingUpload) => {
    heading.current?.focus();
    void retryUpload(upload.key).then((outcome) => announce(uploadWords(outcome, upload.file.name), 'outcome'));
  };
  return (
    <>
      <h4 ref={heading} tabIndex={-1}>
        {t('files')}
      </h4>
      <ul className="list-plain">
        {files.map((file) => {
          const name = shownFileName(file);
          const url = ownValue(previews, file.id);
          const size = ownValue(sizes, name);
          return (
            <li key={file.id} data-row={file.id}>
              <span className="name">{name}</span>
              {size !== undefined && <span className="muted">{formatFileSize(size, langTag.value)}</span>}
              <span className="muted">{t(`status.${prescriptionOutcome(file.status, recordStatus)}`)}</span>
              {/* A disclosure: a phone's photo takes the screen, so the preview shown can be put away again. */}
              <button
                type="button"
                className="link"
                aria-expanded={!!url}
                onClick={() => {
                  if (url) return setPreviews((shown) => Object.fromEntries(Object.entries(shown).filter(([id]) => id !== file.id)));
                  void act(async () => {
                    const fetched = await previewUrl(file.id);
                    setPreviews((shown) => ({ ...shown, [file.id]: fetched }));
                  });
                }}
              >
                {url ? t('hidePreview') : t('preview')}
                <span className="sr-only"> {name}</span>
              </button>
              {!readOnly && (
                <button
                  type="button"
                  className="link"
                  data-remove
                  onClick={() => void act(async () => (await removePrescription(file.id), announce(t('removed', { name }), 'outcome')), file.id)}
                >
                  {t('remove')}
                  <span className="sr-only"> {name}</span>
                </button>
              )}
              {url && !/\.pdf$/i.test(name) && <img src={url} alt={t('previewOf', { name })} />}
              {url && (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t('open', { name })}
                </a>
              )}
            </li>
          );
        })}
        {pending.map((upload) => {
          const name = upload.file.name;
          const percent = Math.round(upload.progress * 100);
          return (
            <li key={uploadRow(upload)} data-row={uploadRow(upload)}>
              <span className="name">{name}</span>
              <span className="muted">{formatFileSize(upload.file.size, langTag.value)}</span>
              {upload.failed ? (
                <>
                  {/* Marked as every error is (kit/Field.tsx), by a shape beside the words and not their colour alone. */}
                  <span className="field-error">
                    <ErrorIcon />
                    <span>{uploadWords(failedUploadOutcome(upload.failed, !!upload.target?.stored, upload.conflict), name)}</span>
                  </span>
                  <button type="button" className="btn secondary" onClick={() => retry(upload)}>
                    {t('retry')}
                    <span className="sr-only"> {name}</span>
                  </button>
                  <button
                    type="button"
                    className="link"
                    data-remove
                    onClick={() => void act(async () => (dismissUpload(upload.key), announce(t('removed', { name }), 'outcome')), uploadRow(upload))}
                  >
                    {t('dismiss')}
                    <span className="sr-only"> {name}</span>
                  </button>
                </>
              ) : (
                <>
                  <progress max={100} value={percent} aria-label={t('uploading', { name })} />
                  {/* The bar, named by the file, gives its value; the view's status says the words (UploadsSaid). */}
                  <span className="muted" aria-hidden="true">
                    {uploadProgress(upload)}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

// The prescription views of the North American flow (spec 000 sections 2, 3, 4, 5 and 9; spec 001 sections 5 and 8),
// rendered directly against the real sandbox in process. The sandbox's clock is the validation's clock: no test waits 3.5 s.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/preact';
import { useSignals } from '@preact/signals-react/runtime';
import SelectPrescription from './SelectPrescription.tsx';
import Validate from './Validate.tsx';
import { FileList, UploadsSaid } from './prescription-files.tsx';
import SelectProduct from '../product/SelectProduct.tsx';
import ChangeProduct from '../product/ChangeProduct.tsx';
import { loadSession } from '../../../signals/session/session.ts';
import { record, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi, loadInsuranceState, startClaim } from '../../../signals/claim/claim-actions.ts';
import { edit, go, pageFlow, resetFlow, view } from '../../../signals/drawer/flow.ts';
import { announcement } from '../../../signals/drawer/announce.ts';
import { hostEvents } from '../../../signals/host/events.ts';
import { resetPrescriptionFlow, validationClock } from '../../../signals/drawer/prescription/flow-validation.ts';
import { resetUploads, uploads } from '../../../signals/drawer/prescription/upload-queue.ts';
import { getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { getPageFlow } from '../../../src/api/insurer/configurations.ts';
import { syncInsuranceMember } from '../../../src/api/claim/eligibility.ts';
import { deletePrescription, uploadPrescription, validatePrescription } from '../../../src/api/prescription/prescriptions.ts';
import { MAX_FILE_BYTES } from '../../../src/domain/prescription/attachments.ts';
import { IN_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import type { Fault } from '../../../sandbox/service/faults.ts';
import { Animation } from '../kit/Animation.tsx';
import { configure } from '../../../test/component/setup.ts';
import { timesSaid, watchLiveRegions } from '../../../test/component/said.ts';
import { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const EXE = [0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0];
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

let sandbox: ReturnType<typeof sandboxFetch>;
/** Holds the next upload at half its bytes until released, so the test sees the progress. */
let gate: { open: () => void; held: Promise<void> } | null = null;

/** An XMLHttpRequest over the sandbox's fetch that reports half the bytes sent before the answer. */
class SandboxXhr {
  status = 0;
  responseText = '';
  withCredentials = true;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  /** Every upload's URL and headers, to read what travelled. */
  static sent: { url: string; headers: Record<string, string> }[] = [];
  /** The share of the bytes reported sent before the answer. */
  static share = 0.5;
  /** How many of the next uploads the storage takes while its answer is lost on the way back (no answer: status 0). */
  static lostAnswers = 0;
  private target = '';
  private headers: Record<string, string> = {};
  open(_: string, url: string) {
    this.target = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: Blob) {
    SandboxXhr.sent.push({ url: this.target, headers: this.headers });
    this.upload.onprogress?.({ lengthComputable: true, loaded: body.size * SandboxXhr.share, total: body.size });
    void (async () => {
      await gate?.held;
      const answer = await sandbox.fetch(this.target, { method: 'PUT', headers: this.headers, body: new Uint8Array(await body.arrayBuffer()) });
      if (SandboxXhr.lostAnswers > 0) {
        SandboxXhr.lostAnswers -= 1;
        return this.onerror?.();
      }
      this.status = answer.status;
      this.responseText = await answer.text();
      this.onload?.();
    })();
  }
}

/** A signed-in shopper of a shop (brand cle in English unless told) whose record takes prescriptions, on select-prescription. */
async function setUp(shop: Record<string, string> = {}): Promise<void> {
  configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', ...shop });
  resetFlow();
  resetPrescriptionFlow();
  sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  vi.stubGlobal('XMLHttpRequest', SandboxXhr);
  SandboxXhr.share = 0.5;
  SandboxXhr.lostAnswers = 0;
  gate = null;
  await sandbox.signIn();
  await loadSession();
  validationClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms) => sandbox.state.advanceClock(ms) };
  pageFlow.value = await getPageFlow(currentApi(), 'CA');
  await readyForPrescriptions();
  go('select-prescription');
}

beforeEach(() => setUp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A record whose member, patient and doctor are known: it takes prescriptions. */
async function readyForPrescriptions(): Promise<void> {
  const { id } = await startClaim();
  const insuree = { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
  const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
  await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient, patientRelationship: 'SELF' });
  sandbox.state.advanceClock(SETTLE);
  await loadInsuranceState();
  await updateClaimRecord(currentApi(), id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' } });
  setRecord(await getClaimRecord(currentApi(), id));
}

/** The views in the order the flow shows them, switched by the view signal as the shell would. */
function Flow() {
  useSignals();
  if (view.value === 'validate') return <Validate />;
  if (view.value === 'select-product') return <SelectProduct />;
  if (view.value === 'change-product') return <ChangeProduct />;
  if (view.value === 'select-prescription') return <SelectPrescription />;
  return <p>{view.value}</p>;
}

const file = (name: string, bytes: number[], type: string, size?: number) => {
  const content = size === undefined ? new Uint8Array(bytes) : Object.assign(new Uint8Array(size), bytes);
  return new File([content], name, { type });
};
/**
 * The drawer's region says the words once: alone, or with what was asked within its short delay (a failure and the
 * file's removal, a validation and the step after it), said together as one change of the region.
 */
const regionSays = (words: string) => waitFor(() => expect(announcement.value.split(words)).toHaveLength(2));
/** Chooses files as a browser does: the files are set, then change fires (testing-library's `change` is Preact's input). */
const choose = (...files: File[]) => chooseBy('Add prescription files', ...files);
/** The same, by the upload control's label in the shop's language. */
const chooseBy = (label: string, ...files: File[]) => {
  const input = screen.getByLabelText(label);
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent(input, new Event('change', { bubbles: true }));
};
/** Whether a refusal's message carries the warning sign, a shape beside the words, hidden from screen readers. */
const warningSignOf = (message: HTMLElement): boolean => !!message.closest('.field-error')?.querySelector('svg[aria-hidden="true"]');
const count = (suffix: string) => sandbox.calls.filter((call) => call.endsWith(suffix)).length;

describe('select-prescription: uploading (spec 000 §2, §5, §7)', () => {
  it('uploads a real PNG with its progress, then lists it with its preview and removal', async () => {
    let open = () => {};
    gate = { held: new Promise<void>((resolve) => (open = resolve)), open };
    render(<Flow />);
    expect(screen.getByRole('heading', { level: 3, name: 'Upload your prescription' })).toBeTruthy();
    choose(file('my prescription.png', PNG, 'image/png'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading my prescription.png' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('50'));
    expect(screen.getByRole('status').textContent).toBe('50% uploaded');
    gate.open();
    await screen.findByText('Not yet checked');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    // The service heard a neutral name, in put-url's file-name and in the metadata header; the shopper sees their own.
    const neutral = record.value?.prescriptions?.[0]?.name ?? '';
    expect(neutral).toMatch(/^prescription-\d+\.png$/);
    expect(record.value?.prescriptions).toEqual([expect.objectContaining({ name: neutral, status: 'UPLOADED' })]);
    expect(SandboxXhr.sent.at(-1)?.headers['x-amz-meta-file-name']).toBe(neutral);
    expect(JSON.stringify(SandboxXhr.sent.at(-1))).not.toMatch(/my/);

    fireEvent.click(screen.getByRole('button', { name: 'Preview my prescription.png' }));
    const preview = await screen.findByRole('img', { name: 'Preview of my prescription.png' });
    expect(preview.getAttribute('src')).toMatch(/^http:\/\/sandbox\.test\/storage\/files\//);
    expect(screen.getByRole('link', { name: 'Open my prescription.png (new tab)' }).getAttribute('target')).toBe('_blank');
    // A disclosure: the preview shown is put away again by the same button.
    const hide = screen.getByRole('button', { name: 'Hide preview my prescription.png' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(hide);
    expect(screen.queryByRole('img', { name: 'Preview of my prescription.png' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Preview my prescription.png' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Remove my prescription.png' }));
    await waitFor(() => expect(screen.queryByText('my prescription.png')).toBeNull());
    expect(sandbox.calls.filter((c) => c.startsWith('DELETE ') && c.includes('/prescriptions/'))).toHaveLength(1);
    expect(record.value?.prescriptions).toEqual([]);
  });

  it('rx.png, a reload, glasses.png, a reload: each file is listed under a name of its own, with a removal of its own', async () => {
    /** The page loaded again: the record read from the service, the page's own names and numbering gone with the page. */
    const reload = async () => {
      cleanup();
      resetUploads();
      setRecord(await getClaimRecord(currentApi(), record.value?.id ?? ''));
      render(<Flow />);
    };
    render(<Flow />);
    choose(file('rx.png', PNG, 'image/png'));
    await screen.findByRole('button', { name: 'Remove rx.png' });
    await reload();
    choose(file('glasses.png', PNG, 'image/png'));
    await screen.findByRole('button', { name: 'Remove glasses.png' });
    await reload();

    const removals = screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(removals).toEqual(['Remove prescription-1.png', 'Remove prescription-2.png']);
    expect(record.value?.prescriptions?.map((p) => p.name)).toEqual(['prescription-1.png', 'prescription-2.png']);
    // Each name is the one its upload travelled under: the same on every reload.
    expect(SandboxXhr.sent.slice(-2).map((s) => s.headers['x-amz-meta-file-name'])).toEqual(['prescription-1.png', 'prescription-2.png']);
  });

  it.each([
    ['a GIF is the wrong type', file('eyes.gif', [0x47, 0x49, 0x46], 'image/gif'), 'eyes.gif: only PDF, JPG, JPEG and PNG files can be uploaded.'],
    ['a file over 10 MB is too big', file('big.png', PNG, 'image/png', MAX_FILE_BYTES + 1), 'big.png: the file is larger than 10 MB. Choose a file of 10 MB or less, or take a smaller photo.'],
    ['a .png that is really a PDF', file('scan.png', PDF, 'image/png'), 'scan.png: the file’s content is not a PNG file.'],
    ['a .png that is really a program', file('virus.png', EXE, 'image/png'), 'virus.png: the file’s content is not a PNG file.'],
    ['an empty file', file('empty.png', [], 'image/png'), 'empty.png: the file is empty.'],
  ])('refuses %s before any request, with its message (spec 000 §5)', async (_, refused, message) => {
    render(<Flow />);
    choose(refused);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(count('put-url')).toBe(0);
    expect(sandbox.calls.some((c) => c.startsWith('PUT /storage'))).toBe(false);
  });

  it('fr-ca: a file over 10 MB says what happened, then what to do', async () => {
    cleanup();
    await setUp({ locale: 'fr-ca' });
    render(<Flow />);
    chooseBy('Ajouter des fichiers d’ordonnance', file('grosse.png', PNG, 'image/png', MAX_FILE_BYTES + 1));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('grosse.png\u00a0: le fichier dépasse 10\u00a0Mo. Choisissez un fichier de 10\u00a0Mo ou moins, ou prenez une photo plus légère.');
  });

  it('the same file refused again is a new alert, said again, not the old one left as it was', async () => {
    render(<Flow />);
    const gif = file('eyes.gif', [0x47, 0x49, 0x46], 'image/gif');
    choose(gif);
    const first = await screen.findByRole('alert');
    choose(gif);
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(screen.getByRole('alert').textContent).toBe('eyes.gif: only PDF, JPG, JPEG and PNG files can be uploaded.');
  });

  it('a file the claim already has, chosen again, is refused with its message and not sent; the others of the pick go on', async () => {
    render(<Flow />);
    choose(file('rx2.png', PNG, 'image/png'));
    await screen.findByRole('button', { name: 'Remove rx2.png' });
    // The same file again, twice in one pick, beside a new one.
    choose(file('rx2.png', PNG, 'image/png'), file('rx3.png', PNG, 'image/png'), file('rx3.png', PNG, 'image/png'));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'rx2.png: this file is already on your claim, so it was not added again.',
      'rx3.png: this file is already on your claim, so it was not added again.',
    ]);
    await screen.findByRole('button', { name: 'Remove rx3.png' });
    await waitFor(() => expect(record.value?.prescriptions).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((button) => button.textContent)).toEqual(['Remove rx2.png', 'Remove rx3.png']);
    expect(count('put-url')).toBe(2);
  });

  it('fr-ca: a file the claim already has is refused in French', async () => {
    cleanup();
    await setUp({ locale: 'fr-ca' });
    render(<Flow />);
    const label = 'Ajouter des fichiers d’ordonnance';
    chooseBy(label, file('rx.png', PNG, 'image/png'));
    await waitFor(() => expect(record.value?.prescriptions).toHaveLength(1));
    chooseBy(label, file('rx.png', PNG, 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toBe('rx.png\u00a0: ce fichier est déjà joint à votre demande, il n’a donc pas été ajouté une deuxième fois.');
    expect(count('put-url')).toBe(1);
  });

  it('takes 10 files and refuses the 11th without a request for it (spec 000 §9)', async () => {
    render(<Flow />);
    choose(...Array.from({ length: 11 }, (_, i) => file(`page-${i + 1}.png`, PNG, 'image/png')));
    expect(await screen.findByText('page-11.png: a claim takes 10 files at most. Remove one first.')).toBeTruthy();
    await waitFor(() => expect(record.value?.prescriptions).toHaveLength(10));
    expect(count('put-url')).toBe(10);
  });

  it('keeps a failed upload listed and retries the same file without choosing it again', async () => {
    sandbox.state.faults.add({ call: 'uploads/*', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    render(<Flow />);
    choose(file('retry-me.png', PNG, 'image/png'));
    const retry = await screen.findByRole('button', { name: 'Retry retry-me.png' });
    // Marked by the warning sign every error shows (kit/Field.tsx), hidden from screen readers, not by its colour alone.
    expect(warningSignOf(screen.getByText('retry-me.png could not be uploaded.'))).toBe(true);
    fireEvent.click(retry);
    await screen.findByText('Not yet checked');
    expect(screen.queryByRole('button', { name: 'Retry retry-me.png' })).toBeNull();
    expect(record.value?.prescriptions).toEqual([expect.objectContaining({ name: expect.stringMatching(/^prescription-\d+\.png$/) })]);
    expect(screen.getByRole('button', { name: 'Preview retry-me.png' })).toBeTruthy();
  });

  it('an upload stored though the record read after it failed: Retry only reads the record, and the file is listed once', async () => {
    render(<Flow />);
    sandbox.state.faults.add({ call: 'claim-records/*', method: 'GET', kind: 'status', status: 503, remaining: 1 } satisfies Fault);
    const sent = SandboxXhr.sent.length;
    choose(file('rx-big.png', PNG, 'image/png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry rx-big.png' }));
    await waitFor(() => expect(uploads.value).toEqual([]));
    expect(screen.getAllByText('Not yet checked')).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Preview rx-big.png' })).toHaveLength(1);
    expect(record.value?.prescriptions).toHaveLength(1);
    expect(count('put-url')).toBe(1);
    expect(SandboxXhr.sent.length - sent).toBe(1);
  });

  it.each([
    ['en-ca', { choose: 'Add prescription files', retry: 'Retry', said: 'rx.png was uploaded, but your list of files could not be updated.', uploaded: 'rx.png uploaded.', checked: 'Not yet checked' }],
    ['fr-ca', { choose: 'Ajouter des fichiers d’ordonnance', retry: 'Réessayer', said: 'rx.png a été envoyé, mais votre liste de fichiers n’a pas pu être mise à jour.', uploaded: 'rx.png envoyé.', checked: 'Pas encore vérifiée' }],
  ] as const)('%s: an upload stored though the record read after it failed says the file was uploaded, not that it could not be; Retry reads the record', async (locale, w) => {
    cleanup();
    await setUp({ locale });
    render(<Flow />);
    sandbox.state.faults.add({ call: 'claim-records/*', method: 'GET', kind: 'status', status: 503, remaining: 1 } satisfies Fault);
    chooseBy(w.choose, file('rx.png', PNG, 'image/png'));
    const retry = await screen.findByRole('button', { name: `${w.retry} rx.png` });
    expect(screen.getByText(w.said)).toBeTruthy();
    await waitFor(() => expect(announcement.value).toBe(w.said));
    fireEvent.click(retry);
    await waitFor(() => expect(announcement.value).toBe(w.uploaded));
    await screen.findByText(w.checked);
    expect(record.value?.prescriptions).toHaveLength(1);
    expect(count('put-url')).toBe(1);
  });

  it('the storage kept a file whose answer was lost; its retry to the same URL is refused as used (409) while the record read fails too: the file is said uploaded, and the next Retry reads the record, storing nothing twice', async () => {
    render(<Flow />);
    // The first try is stored, its answer lost; the record reads after it and after the retry fail.
    SandboxXhr.lostAnswers = 1;
    sandbox.state.faults.add({ call: 'claim-records/*', method: 'GET', kind: 'status', status: 503, remaining: 2 } satisfies Fault);
    const sent = SandboxXhr.sent.length;
    choose(file('rx.png', PNG, 'image/png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry rx.png' }));
    await waitFor(() => expect(SandboxXhr.sent.length - sent).toBe(2));
    await screen.findByText('rx.png was uploaded, but your list of files could not be updated.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry rx.png' }));
    await waitFor(() => expect(uploads.value).toEqual([]));
    expect(record.value?.prescriptions).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Preview rx.png' })).toHaveLength(1);
    expect(count('put-url')).toBe(1);
    expect(SandboxXhr.sent.length - sent).toBe(2);
  });

  it.each([
    ['en', {}, { choose: 'Add prescription files', retry: 'Retry', failed: 'rx.png could not be uploaded.', full: 'rx.png: a claim takes 10 files at most. Remove one first.', stored: 'rx.png was uploaded, but your list of files could not be updated.', uploaded: 'rx.png uploaded.' }],
    ['fr-CA', { locale: 'fr-ca' }, { choose: 'Ajouter des fichiers d’ordonnance', retry: 'Réessayer', failed: 'rx.png n’a pas pu être envoyé.', full: 'rx.png\u00a0: une demande accepte 10\u00a0fichiers au plus. Retirez-en un d’abord.', stored: 'rx.png a été envoyé, mais votre liste de fichiers n’a pas pu être mise à jour.', uploaded: 'rx.png envoyé.' }],
  ] as const)('%s: a retry the storage refuses as the claim holds its 10 files (409 TooManyFiles) while the record read fails is not said uploaded: the file stays with its Retry, and goes once a file is removed', async (_locale, shop, w) => {
    cleanup();
    await setUp(shop);
    sandbox.state.faults.add({ call: 'uploads/*', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    render(<Flow />);
    chooseBy(w.choose, file('rx.png', PNG, 'image/png'));
    const retry = await screen.findByRole('button', { name: `${w.retry} rx.png` });
    expect(screen.getByText(w.failed)).toBeTruthy();
    // Another tab fills the claim with its 10 files; the record read after the retry fails.
    const id = record.value!.id;
    for (let i = 1; i <= 10; i++) await uploadPrescription(currentApi(), id, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `other-${i}.png`, { fetch: sandbox.fetch });
    sandbox.state.faults.add({ call: 'claim-records/*', method: 'GET', kind: 'status', status: 503, remaining: 1 } satisfies Fault);
    fireEvent.click(retry);
    await regionSays(w.full);
    // Read as written: the French words hold no-break spaces that the default matching would turn into spaces.
    const asWritten = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(warningSignOf(screen.getByText(w.full, asWritten))).toBe(true);
    expect(screen.queryByText(w.stored, asWritten)).toBeNull();
    expect(uploads.value).toEqual([expect.objectContaining({ file: expect.objectContaining({ name: 'rx.png' }), failed: 'failed', conflict: 'TooManyFiles' })]);
    // One of the other tab's files removed, Retry sends the file kept, without choosing it again.
    const [first] = (await getClaimRecord(currentApi(), id)).prescriptions ?? [];
    await deletePrescription(currentApi(), id, first!.id);
    fireEvent.click(screen.getByRole('button', { name: `${w.retry} rx.png` }));
    await regionSays(w.uploaded);
    expect(uploads.value).toEqual([]);
    expect(record.value?.prescriptions).toHaveLength(10);
  });

  it('the tenth file, failed and chosen again, is that upload retried: not refused as an eleventh, stored once', async () => {
    sandbox.state.faults.add({ call: 'uploads/*', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    render(<Flow />);
    const tenth = file('page-10.png', PNG, 'image/png');
    choose(tenth, ...Array.from({ length: 9 }, (_, i) => file(`page-${i + 1}.png`, PNG, 'image/png')));
    await screen.findByRole('button', { name: 'Retry page-10.png' });
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
    expect(record.value?.prescriptions).toHaveLength(9);
    choose(new File([new Uint8Array(PNG)], tenth.name, { type: tenth.type, lastModified: tenth.lastModified }));
    await waitFor(() => expect(record.value?.prescriptions).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry page-10.png' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Preview page-10.png' })).toHaveLength(1);
    expect(new Set(record.value?.prescriptions?.map((p) => p.name)).size).toBe(10);
  });

  it('asks for a prescription before continuing, and offers the three help guides', async () => {
    render(<Flow />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const error = await screen.findByText('Please upload at least one prescription.');
    expect(document.activeElement).toBe(screen.getByLabelText('Add prescription files'));
    // Marked by the warning sign every refused field shows (kit/Field.tsx), not by its colour alone.
    expect(warningSignOf(error)).toBe(true);
    for (const guide of ['How to read a glasses prescription', 'How to read a contact lens prescription', 'How to take a clear photo']) {
      expect(screen.getByText(guide).tagName).toBe('SUMMARY');
    }
  });
});

describe('select-prescription by keyboard: where focus goes and what is said (WCAG 2.4.3, 4.1.3)', () => {
  const WORDS = {
    en: {
      shop: {}, choose: 'Add prescription files', files: 'Your files', remove: 'Remove', dismiss: 'Remove from list', retry: 'Retry', checked: 'Not yet checked',
      half: '50% uploaded', finishing: 'Finishing the upload…', removed: 'removed.', uploaded: 'uploaded.', failed: 'could not be uploaded.',
    },
    'fr-CA': {
      shop: { locale: 'fr-ca' }, choose: 'Ajouter des fichiers d’ordonnance', files: 'Vos fichiers', remove: 'Supprimer', dismiss: 'Retirer de la liste', retry: 'Réessayer', checked: 'Pas encore vérifiée',
      half: 'Envoi en cours\u00a0: 50\u00a0%', finishing: 'Finalisation de l’envoi…', removed: 'supprimé.', uploaded: 'envoyé.', failed: 'n’a pas pu être envoyé.',
    },
    'fr-FR': {
      shop: { locale: 'fr-fr' }, choose: 'Ajouter des fichiers d’ordonnance', files: 'Vos fichiers', remove: 'Supprimer', dismiss: 'Retirer de la liste', retry: 'Réessayer', checked: 'Pas encore vérifiée',
      half: 'Import en cours\u202f: 50\u202f%', finishing: 'Finalisation de l’import…', removed: 'supprimé.', uploaded: 'importé.', failed: 'n’a pas pu être importé.',
    },
  } as const;
  /** Chooses files by the input's label in the shop's language. */
  const chooseIn = (label: string, ...files: File[]) => {
    const input = screen.getByLabelText(label);
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    fireEvent(input, new Event('change', { bubbles: true }));
  };
  /** Enter on a button: it has focus, then it is pressed. */
  const press = (button: HTMLElement) => {
    button.focus();
    fireEvent.click(button);
  };
  /** The names of the listed files, in the order shown. */
  const listed = () => screen.getAllByText(/\.png$/, { selector: '.name' }).map((name) => name.textContent ?? '');
  /** Every upload has ended (sent, or failed and kept): its outcome has been said. */
  const settled = () => waitFor(() => expect(uploads.value.every((upload) => upload.failed)).toBe(true));
  /** What the upload's live status says once it says `text`. */
  const says = (text: string) => waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));

  it.each(Object.entries(WORDS).slice(0, 2))('%s: an upload’s progress is said as the shopper’s choice starts it, once, by the view’s status there before it (WCAG 4.1.3)', async (_language, w) => {
    await setUp(w.shop);
    let open = () => {};
    gate = { held: new Promise<void>((resolve) => (open = resolve)), open };
    render(<Flow />);
    const heard = watchLiveRegions();
    chooseIn(w.choose, file('rx.png', PNG, 'image/png'));
    await says(w.half);
    expect(timesSaid(w.half)).toBe(1);
    gate.open();
    await screen.findByText(w.checked);
    heard.stop();
    expect(heard.insertedSaying).toEqual([]);
    // The watch reads text as a screen reader does, its spaces (narrow or not) as one.
    expect(heard.said.filter((text) => text === w.half.replace(/\s+/g, ' '))).toHaveLength(1);
  });

  it.each(Object.entries(WORDS).slice(0, 2))('%s: a file removed leaves focus on the next file’s removal, else the one before, else the upload control, and is said removed', async (_language, w) => {
    await setUp(w.shop);
    render(<Flow />);
    chooseIn(w.choose, file('a.png', PNG, 'image/png'), file('b.png', PNG, 'image/png'), file('c.png', PNG, 'image/png'));
    await waitFor(() => expect(screen.getAllByText(w.checked)).toHaveLength(3));
    await settled();
    const [first, second, third] = listed() as [string, string, string];
    const remove = (name: string) => screen.getByRole('button', { name: `${w.remove} ${name}` });
    press(remove(first));
    await waitFor(() => expect(listed()).toEqual([second, third]));
    expect(document.activeElement).toBe(remove(second));
    await regionSays(`${first} ${w.removed}`);
    press(remove(third));
    await waitFor(() => expect(listed()).toEqual([second]));
    expect(document.activeElement).toBe(remove(second));
    press(remove(second));
    await waitFor(() => expect(screen.queryByRole('heading', { name: w.files })).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText(w.choose));
    await regionSays(`${second} ${w.removed}`);
  });

  it.each(Object.entries(WORDS).slice(0, 2))('%s: a failed upload is never said all sent; Retry keeps focus on the list and says it uploaded; Remove from list moves on', async (_language, w) => {
    await setUp(w.shop);
    let open = () => {};
    gate = { held: new Promise<void>((resolve) => (open = resolve)), open };
    // Every byte is sent before the storage refuses the file.
    SandboxXhr.share = 1;
    sandbox.state.faults.add({ call: 'uploads/*', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    render(<Flow />);
    chooseIn(w.choose, file('rx.png', PNG, 'image/png'));
    await says(w.finishing);
    gate.open();
    const retry = await screen.findByRole('button', { name: `${w.retry} rx.png` });
    await regionSays(`rx.png ${w.failed}`);
    press(retry);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: w.files }));
    await regionSays(`rx.png ${w.uploaded}`);
    await screen.findByText(w.checked);
    await settled();

    sandbox.state.faults.add({ call: 'uploads/*', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    chooseIn(w.choose, file('other.png', PNG, 'image/png'));
    const dismiss = await screen.findByRole('button', { name: `${w.dismiss} other.png` });
    await settled();
    press(dismiss);
    await waitFor(() => expect(listed()).toEqual(['rx.png']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `${w.remove} rx.png` }));
    await regionSays(`other.png ${w.removed}`);
  });

  it('files chosen together: what became of each is said, the failure not replaced by the next file’s success', async () => {
    sandbox.state.faults.add({ call: 'uploads/*', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    render(<Flow />);
    chooseIn(WORDS.en.choose, file('a.png', PNG, 'image/png'), file('b.png', PNG, 'image/png'));
    await screen.findByText('Not yet checked');
    await settled();
    const failed = uploads.value.map((upload) => upload.file.name);
    expect(failed).toHaveLength(1);
    const said = ['a.png', 'b.png'].map((name) => `${name} ${failed.includes(name) ? 'could not be uploaded.' : 'uploaded.'}`).join(' ');
    await waitFor(() => expect(announcement.value).toBe(said));
  });

  it.each([
    [{}, 'rx.png could not be uploaded: you seem to be offline. Check your connection, then retry.'],
    [{ locale: 'fr-ca' }, 'rx.png n’a pas pu être envoyé\u00a0: vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.'],
    [{ locale: 'fr-fr' }, 'rx.png n’a pas pu être importé\u202f: vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.'],
  ])('spec 000 §8: an upload that failed for the connection says so on its row (%o)', (shop, said) => {
    configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', ...shop });
    const failed = { key: 1, recordId: 'r', file: file('rx.png', PNG, 'image/png'), progress: 0, failed: 'offline' as const };
    render(<FileList files={[]} recordStatus={null} pending={[failed]} sizes={{}} readOnly={false} act={async () => {}} />);
    expect(document.querySelector('.field-error')?.textContent).toBe(said);
  });

  // A French record awaits its quote and takes no file in the sandbox, so the French of France is read on the row itself.
  it.each([
    ['en', {}, { full: 'rx.png: a claim takes 10 files at most. Remove one first.', failed: 'rx.png could not be uploaded.', stored: 'rx.png was uploaded, but your list of files could not be updated.' }],
    ['fr-CA', { locale: 'fr-ca' }, { full: 'rx.png\u00a0: une demande accepte 10\u00a0fichiers au plus. Retirez-en un d’abord.', failed: 'rx.png n’a pas pu être envoyé.', stored: 'rx.png a été envoyé, mais votre liste de fichiers n’a pas pu être mise à jour.' }],
    ['fr-FR', { locale: 'fr-fr' }, { full: 'rx.png\u202f: une demande accepte 10\u00a0fichiers au plus. Retirez-en un d’abord.', failed: 'rx.png n’a pas pu être importé.', stored: 'rx.png a été importé, mais votre liste de fichiers n’a pas pu être mise à jour.' }],
  ] as const)('spec 000 §7 and §9: %s, an upload the storage refused with a conflict (409) says that conflict, never that it was uploaded, and keeps its Retry', (_locale, shop, w) => {
    configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', ...shop });
    const refused = (key: number, conflict: string, stored?: true) => ({
      key, recordId: 'r', file: file('rx.png', PNG, 'image/png'), progress: 0, failed: 'failed' as const, conflict,
      target: { url: `http://sandbox.test/storage/uploads/u${key}`, fileName: `prescription-${key}.png`, stored },
    });
    const pending = [refused(1, 'TooManyFiles'), refused(2, 'InvalidState'), refused(3, ''), refused(4, 'AlreadyUploaded', true)];
    render(<FileList files={[]} recordStatus={null} pending={pending} sizes={{}} readOnly={false} act={async () => {}} />);
    expect([...document.querySelectorAll('.field-error')].map((row) => row.textContent)).toEqual([w.full, w.failed, w.failed, w.stored]);
    expect(document.querySelectorAll('li button.secondary')).toHaveLength(4);
  });

  it.each([
    [{}, ['83 bytes', '1.5 MB', '10 MB']],
    [{ locale: 'fr-ca' }, ['83\u00a0octets', '1,5\u00a0Mo', '10\u00a0Mo']],
    [{ locale: 'fr-fr' }, ['83\u00a0octets', '1,5\u202fMo', '10\u202fMo']],
  ])('spec 000 §5: each file’s size in the unit of the 10 MB limit, a small one in bytes, the largest the limit takes never over 10 MB (%o)', (shop, sizes) => {
    configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', ...shop });
    const sending = (key: number, name: string, size: number) => ({ key, recordId: 'r', file: file(name, PNG, 'image/png', size), progress: 0.5, failed: null });
    const pending = [sending(1, 'photo.png', 1.5 * 1024 * 1024), sending(2, 'largest.png', MAX_FILE_BYTES)];
    render(<FileList files={[{ id: 'p1', name: 'small.png' }]} recordStatus={null} pending={pending} sizes={{ 'small.png': 83 }} readOnly={false} act={async () => {}} />);
    // Each row's first muted text is its size.
    expect([...document.querySelectorAll('li')].map((row) => row.querySelector('.muted')?.textContent)).toEqual(sizes);
  });

  it.each(Object.entries(WORDS))('%s: the progress read out in the shop’s words, in quarters, and finishing once every byte is sent', (_language, w) => {
    configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', ...w.shop });
    const upload = (progress: number) => ({ key: 1, recordId: 'r', file: file('rx.png', PNG, 'image/png'), progress, failed: null });
    const shown = (progress: number) => (
      <>
        <UploadsSaid pending={[upload(progress)]} />
        <FileList files={[]} recordStatus={null} pending={[upload(progress)]} sizes={{}} readOnly={false} act={async () => {}} />
      </>
    );
    const { rerender } = render(shown(0.55));
    expect(screen.getByRole('status').textContent).toBe(w.half);
    rerender(shown(1));
    expect(screen.getByRole('status').textContent).toBe(w.finishing);
  });
});

describe('select-prescription: validity and upload mode (spec 000 §3, §5; spec 001 §5)', () => {
  it.each([
    ['a North American shop in English says within 24 months', { locale: 'en-ca', country: 'CA' }, 'Your prescription must be dated within the last 24 months.'],
    ['a North American shop in French says the same', { locale: 'fr-ca', country: 'CA' }, 'Votre ordonnance doit dater de moins de 24 mois.'],
    ['a French shop gives each product its own period', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'Une ordonnance de lunettes est valable 24 mois, une ordonnance de lentilles 12 mois.'],
    ['a French shop in English too', { locale: 'en-ca', country: 'FR', currency: 'EUR' }, 'Glasses prescriptions are valid for 24 months, contact lens prescriptions for 12 months.'],
  ])('%s (the text comes from the validity rule)', (_name, data, text) => {
    configure(data);
    go('select-prescription');
    render(<Flow />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  /** The page flow with select-prescription in single upload mode. */
  const single = () => {
    const flow = pageFlow.value;
    if (!flow) throw new Error('no page flow');
    pageFlow.value = { ...flow, views: { ...flow.views, 'select-prescription': { ...flow.views['select-prescription'], uploadMode: 'single' } } };
  };

  it('single upload mode takes one file: the picker takes one, a second is refused without a request', async () => {
    single();
    render(<Flow />);
    const input = screen.getByLabelText('Add a prescription file') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('.pdf,.jpg,.jpeg,.png,image/jpeg,image/png,application/pdf');
    expect(screen.getByText('One PDF, JPG, JPEG or PNG file, up to 10 MB.')).toBeTruthy();
    Object.defineProperty(input, 'files', { value: [file('front.png', PNG, 'image/png'), file('back.png', PNG, 'image/png')], configurable: true });
    fireEvent(input, new Event('change', { bubbles: true }));
    expect(await screen.findByText('back.png: this claim takes one file. Remove the one added first.')).toBeTruthy();
    await waitFor(() => expect(record.value?.prescriptions).toHaveLength(1));
    expect(count('put-url')).toBe(1);
  });

  it('single upload mode in French', () => {
    const flow = pageFlow.value;
    configure({ locale: 'fr-ca', apiBaseUrl: 'http://sandbox.test/services/direct-billing' });
    pageFlow.value = flow;
    single();
    go('select-prescription');
    render(<Flow />);
    expect((screen.getByLabelText('Ajouter un fichier d’ordonnance') as HTMLInputElement).multiple).toBe(false);
    expect(screen.getByText('Un seul fichier PDF, JPG, JPEG ou PNG, 10 Mo maximum.')).toBeTruthy();
  });

  it('the default mode takes several files', () => {
    render(<Flow />);
    expect((screen.getByLabelText('Add prescription files') as HTMLInputElement).multiple).toBe(true);
  });
});

describe('validate and select-product (spec 000 §2, §3; spec 001 §8)', () => {
  async function uploadAndContinue(name: string) {
    render(<Flow />);
    // The scenario word rides in the bytes: the service hears a neutral name.
    choose(file(name, [...PNG, ...new TextEncoder().encode(name)], 'image/png'));
    await screen.findByText('Not yet checked');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('validates a clear prescription (AUTO_APPROVED), then the glasses are chosen and sent', async () => {
    await uploadAndContinue('prescription.png');
    await screen.findByText('Prescription 1 of 1');
    expect(record.value?.prescriptions?.[0]?.status).toBe('AUTO_APPROVED');
    expect(view.value).toBe('select-product');

    // The best use of the benefits is ticked (spec 000 §9); unticked, the choice is asked for before any call.
    await screen.findByText('We picked the items that get you the most from your benefits.');
    const glasses = screen.getByRole('checkbox', { name: 'Harbour round frame, tortoise + Single vision lenses, anti-reflective' }) as HTMLInputElement;
    expect(glasses.checked).toBe(true);
    fireEvent.click(glasses);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(warningSignOf(await screen.findByText('Please select an option'))).toBe(true);
    expect(count('/select-claimable')).toBe(0);

    fireEvent.click(glasses);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.value).toBe('review'));
    expect(count('/select-claimable')).toBe(1);
    expect(record.value?.status).toBe('READY_TO_CLAIM');
  });

  it('says the prescription is validated, or that every one is when there are two', async () => {
    await uploadAndContinue('prescription.png');
    await screen.findByText('Prescription 1 of 1');
    await regionSays('Your prescription is validated.');
    cleanup();
    go('select-prescription');
    render(<Flow />);
    choose(file('second.png', [...PNG, ...new TextEncoder().encode('second')], 'image/png'));
    await waitFor(() => expect(screen.getAllByText('Not yet checked')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Prescription 1 of 2');
    await regionSays('Your prescriptions are validated.');
  });

  it('offers no contact lenses for a glasses prescription (spec 000 §5)', async () => {
    await uploadAndContinue('prescription.png');
    await screen.findByText('We picked the items that get you the most from your benefits.');
    expect(screen.getByRole('checkbox', { name: /Harbour round frame/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Daily contact lenses/ })).toBeNull();
  });

  it('shows why contact lenses cannot go with a glasses prescription the service sent no reading of', async () => {
    await uploadAndContinue('prescription.png');
    await screen.findByText('We picked the items that get you the most from your benefits.');
    // Without the values read from the file, its kind is not known: both kinds are offered, and the service refuses.
    const current = record.value;
    act(() => setRecord(current && { ...current, prescriptions: current.prescriptions?.map((p) => ({ ...p, attributes: undefined })) }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Daily contact lenses, 90 pack' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Contact lenses need a contact lens prescription; this one is for glasses.')).toBeTruthy();
    expect(view.value).toBe('select-product');
  });

  it('says a blurry prescription cannot be validated, tells the shop once (spec 000 §6), and sends the shopper to upload another', async () => {
    const errors: unknown[] = [];
    const stop = hostEvents.on('analytics', (payload) => void (payload.action === 'error' && errors.push(payload)));
    await uploadAndContinue('blurry.png');
    const alert = (await screen.findByText('Prescription cannot be validated by our system.')).closest<HTMLElement>('[role="alert"]')!;
    await waitFor(() => expect(errors).toEqual([{ elementType: 'OTHER', widget: 'drawerWidget', action: 'error', error: 'PRESCRIPTIONS_DISAPPROVED', errorCause: 'server' }]));
    stop();
    expect(within(alert).getByText('Prescription cannot be validated by our system.')).toBeTruthy();
    expect(within(alert).getByText('blurry.png')).toBeTruthy();
    // The heading, which has the view's focus, says the check is over and what came of it, not that it goes on.
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Prescription not accepted');
    fireEvent.click(screen.getByRole('button', { name: 'Upload another prescription' }));
    await screen.findByRole('heading', { name: 'Upload your prescription' });
    expect(screen.getByText('Not valid')).toBeTruthy();
  });

  it('the check the view opens with is shown, not said; its verdict is said by the alert there before it, once (WCAG 4.1.3)', async () => {
    const verdict = 'Prescription cannot be validated by our system.';
    render(<Flow />);
    choose(file('blurry.png', [...PNG, ...new TextEncoder().encode('blurry.png')], 'image/png'));
    await screen.findByText('Not yet checked');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const heard = watchLiveRegions();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 3, name: 'Checking your prescription' });
    expect(timesSaid('Checking your prescription')).toBe(0);
    await screen.findByText(verdict);
    heard.stop();
    // The view's heading says the check as the view opens (the shell focuses it): the wait's first words are not said too.
    expect([...heard.said, ...heard.insertedSaying].filter((text) => /^(Checking your prescription|Reading your prescription)/.test(text))).toEqual([]);
    expect(heard.insertedSaying).toEqual([]);
    expect(heard.said.filter((text) => text.includes(verdict))).toEqual([expect.stringMatching(/^Prescription cannot be validated by our system\. ?blurry\.png/)]);
    expect(timesSaid(verdict)).toBe(1);
  });

  it('gives the reason of a prescription in another name', async () => {
    await uploadAndContinue('wrongname.png');
    expect(await screen.findByText('wrongname.png: The patient’s name does not match the name on the prescription.')).toBeTruthy();
  });

  it('gives the reason of a prescription in another doctor\'s name (the sandbox\'s wrongdoctor)', async () => {
    await uploadAndContinue('wrongdoctor.png');
    expect(await screen.findByText('wrongdoctor.png: The doctor’s name does not match the name on the prescription.')).toBeTruthy();
  });

  it('changes the covered products from the review and returns there', async () => {
    await uploadAndContinue('prescription.png');
    await screen.findByText('We picked the items that get you the most from your benefits.');
    expect(((await screen.findByRole('checkbox', { name: /Harbour round frame/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.value).toBe('review'));
    cleanup();
    edit('change-product');
    render(<Flow />);
    expect(screen.getByRole('heading', { name: 'Change the covered products' })).toBeTruthy();
    expect(((await screen.findByRole('checkbox', { name: /Harbour round frame/ })) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.value).toBe('review'));
    expect(count('/select-claimable')).toBe(2);
  });
});

describe('loading animation (spec 000 §2, loading)', () => {
  /** The wait's message on screen, said or shown. */
  const shown = () => document.querySelector('.db-animation')?.textContent;

  it('shows each message in turn and stays on the last; a wait the view opens with shows its first, and says the next ones in a status region', () => {
    vi.useFakeTimers();
    try {
      const say = (key: string) => ({ a: 'Reading', b: 'Almost there' })[key] ?? '';
      render(<Animation waiting keys={['a', 'unknown', 'b']} intervalMs={1000} t={say} fallback="Please wait" />);
      expect([shown(), screen.getByRole('status').textContent]).toEqual(['Reading', '']);
      act(() => void vi.advanceTimersByTime(1000));
      expect([shown(), screen.getByRole('status').textContent]).toEqual(['Almost there', 'Almost there']);
      act(() => void vi.advanceTimersByTime(5000));
      expect(screen.getByRole('status').textContent).toBe('Almost there');
    } finally {
      vi.useRealTimers();
    }
  });

  it('once every message has had its turn, says the wait is taking longer instead of "almost there" for ever', () => {
    vi.useFakeTimers();
    try {
      const say = (key: string) => ({ a: 'Reading', b: 'Almost there' })[key] ?? '';
      render(<Animation waiting keys={['a', 'b']} intervalMs={1000} t={say} fallback="Please wait" slow="Taking longer" />);
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.getByRole('status').textContent).toBe('Almost there');
      act(() => void vi.advanceTimersByTime(1000));
      expect(screen.getByRole('status').textContent).toBe('Taking longer');
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('status').textContent).toBe('Taking longer');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a configuration whose keys this build cannot say keeps its fallback: the slow words come only after the messages', () => {
    vi.useFakeTimers();
    try {
      render(<Animation waiting keys={['x']} intervalMs={1000} t={() => ''} fallback="Please wait" slow="Taking longer" />);
      act(() => void vi.advanceTimersByTime(5000));
      expect(shown()).toBe('Please wait');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the fallback when no key has a text', () => {
    render(<Animation waiting keys={['x']} intervalMs={1000} t={() => ''} fallback="Please wait" />);
    expect(shown()).toBe('Please wait');
  });

  it('a wait started on the view is said from its first message, by the status region there before it, once (WCAG 4.1.3)', () => {
    vi.useFakeTimers();
    try {
      const say = (key: string) => ({ a: 'Reading', b: 'Almost there' })[key] ?? '';
      const wait = (waiting: boolean) => <Animation waiting={waiting} keys={['a', 'b']} intervalMs={1000} t={say} fallback="Please wait" />;
      const { rerender } = render(wait(false));
      expect(shown()).toBe('');
      const heard = watchLiveRegions();
      rerender(wait(true));
      heard.flush();
      expect(heard).toMatchObject({ said: ['Reading'], insertedSaying: [] });
      expect(timesSaid('Reading')).toBe(1);
      act(() => void vi.advanceTimersByTime(1000));
      heard.flush();
      // Over, and started again (a Try again): said again, from its first message.
      rerender(wait(false));
      heard.flush();
      rerender(wait(true));
      heard.stop();
      expect(heard).toMatchObject({ said: ['Reading', 'Almost there', 'Reading'], insertedSaying: [] });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('validate: a failed call (spec 000 §2, error with try again)', () => {
  it('shows the failure with "Try again", focused, which starts the validation again', async () => {
    render(<Flow />);
    choose(file('prescription.png', PNG, 'image/png'));
    await screen.findByText('Not yet checked');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    go('validate');
    sandbox.state.faults.add({ call: 'validate', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    // The error ends the wait: its Try again takes focus, described by it, as on every view of the drawer (kit/Failure.tsx).
    const again = await screen.findByRole('button', { name: 'Try again', description: 'Something went wrong. Please try again.' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('We could not check your prescription');
    fireEvent.click(again);
    await waitFor(() => expect(view.value).toBe('select-product'));
    expect(count('/validate')).toBe(2);
  });

  it('a check that outlasts the claim polling’s max wait (spec 000 §9, 120000 ms) says so in its heading, in English and in French', async () => {
    for (const [shop, checking, heading, longer] of [
      [{}, 'Checking your prescription', 'We could not check your prescription', 'Checking your prescription is taking longer than expected.'],
      [{ locale: 'fr-ca' }, 'Vérification de votre ordonnance', 'Nous n’avons pas pu vérifier votre ordonnance', 'La vérification de votre ordonnance prend plus de temps que prévu.'],
    ] as const) {
      cleanup();
      await setUp(shop);
      const id = record.value?.id ?? '';
      await uploadPrescription(currentApi(), id, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'prescription.png');
      setRecord(await getClaimRecord(currentApi(), id));
      render(<Flow />);
      // The wait's own clock runs on while the sandbox's insurer stands still: the verdict never comes.
      let now = sandbox.state.service.now();
      validationClock.current = { now: () => now, sleep: async (ms) => void (now += ms) };
      go('validate');
      await screen.findByRole('heading', { level: 3, name: checking });
      await screen.findByRole('heading', { level: 3, name: heading }, { timeout: 5000 });
      expect(screen.getByText(longer)).toBeTruthy();
    }
  });
});

describe('spec 000 §8: a call that failed for the connection says so, and what to do', () => {
  /** The browser goes offline, as a phone losing its signal: it says so (navigator.onLine), and no call is answered. */
  function offline(): () => void {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    return () => {
      onLine.mockRestore();
      vi.stubGlobal('fetch', sandbox.fetch);
    };
  }

  it.each([
    ['en-ca', { choose: 'Add prescription files', continue: 'Continue', again: 'Try again', offline: 'You seem to be offline. Check your connection, then try again.', failed: 'Something went wrong. Please try again.' }],
    ['fr-ca', { choose: 'Ajouter des fichiers d’ordonnance', continue: 'Continuer', again: 'Réessayer', offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.', failed: 'Une erreur est survenue. Veuillez réessayer.' }],
  ] as const)('%s: Continue on the upload step while offline; back online, Try again goes on', async (locale, w) => {
    if (locale !== 'en-ca') {
      cleanup();
      await setUp({ locale });
    }
    render(<Flow />);
    chooseBy(w.choose, file('prescription.png', PNG, 'image/png'));
    await waitFor(() => expect(record.value?.prescriptions).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const online = offline();
    fireEvent.click(screen.getByRole('button', { name: w.continue }));
    const again = await screen.findByRole('button', { name: w.again, description: w.offline });
    expect(screen.queryByText(w.failed)).toBeNull();
    online();
    fireEvent.click(again);
    await waitFor(() => expect(view.value).toBe('validate'));
  });

  it.each([
    ['en-ca', { choose: 'Add prescription files', retry: 'Retry', offline: 'rx.png could not be uploaded: you seem to be offline. Check your connection, then retry.', uploaded: 'rx.png uploaded.', checked: 'Not yet checked' }],
    ['fr-ca', { choose: 'Ajouter des fichiers d’ordonnance', retry: 'Réessayer', offline: 'rx.png n’a pas pu être envoyé\u00a0: vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.', uploaded: 'rx.png envoyé.', checked: 'Pas encore vérifiée' }],
  ] as const)('%s: a file chosen while offline says, on its row and aloud, that the connection dropped; back online, Retry sends it', async (locale, w) => {
    cleanup();
    await setUp({ locale });
    render(<Flow />);
    const online = offline();
    chooseBy(w.choose, file('rx.png', PNG, 'image/png'));
    const retry = await screen.findByRole('button', { name: `${w.retry} rx.png` });
    // On the row as a reader sees it (the French colon's no-break space is a space to getByText).
    expect(screen.getByText(w.offline.replace(/\s/g, ' '))).toBeTruthy();
    await waitFor(() => expect(announcement.value).toBe(w.offline));
    online();
    fireEvent.click(retry);
    await waitFor(() => expect(announcement.value).toBe(w.uploaded));
    await screen.findByText(w.checked);
  });

  it('the browser says it is online, but the validation’s call got no answer: the connection, all the same', async () => {
    render(<Flow />);
    choose(file('prescription.png', PNG, 'image/png'));
    await screen.findByText('Not yet checked');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    go('validate');
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/validate') ? Promise.reject(new TypeError('Failed to fetch')) : sandbox.fetch(input, init),
    );
    expect(await screen.findByRole('button', { name: 'Try again', description: 'You seem to be offline. Check your connection, then try again.' })).toBeTruthy();
  });

  it('the products’ Continue while offline says so too; a failure of the service still says something went wrong', async () => {
    render(<Flow />);
    choose(file('prescription.png', PNG, 'image/png'));
    await screen.findByText('Not yet checked');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('We picked the items that get you the most from your benefits.');
    const online = offline();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Try again', description: 'You seem to be offline. Check your connection, then try again.' })).toBeTruthy();
    online();
    sandbox.state.faults.add({ call: 'products/select-claimable', kind: 'status', status: 500, remaining: 1 } satisfies Fault);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again', description: 'Something went wrong. Please try again.' })).toBeTruthy();
  });
});

describe('spec 000 §9: vde validates insurer-eligible products before they are claimed (check-product-types-eligibility)', () => {
  const WORDS = {
    en: { locale: 'en-ca', glasses: /Harbour round frame/, next: 'Continue', refused: 'Your insurer does not cover: Frame. Choose other products to continue.' },
    fr: { locale: 'fr-ca', glasses: /Harbour/, next: 'Continuer', refused: 'Votre assureur ne prend pas en charge\u00a0: Monture. Choisissez d’autres produits pour continuer.' },
  } as const;

  /**
   * A shop of the brand whose shopper's prescription is approved, on select-product. With `refuseFrames`, the service's
   * answer to check-product-types-eligibility says NOT_ELIGIBLE for frames, as an insurer that covers lenses only would
   * (the sandbox covers every glasses type, so the refusal is injected into its real answer).
   */
  async function onProducts(brand: string, lang: keyof typeof WORDS, refuseFrames = false): Promise<void> {
    await setUp({ brand, locale: WORDS[lang].locale });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await sandbox.fetch(input, init);
      if (!refuseFrames || !String(input).endsWith('/check-product-types-eligibility')) return answer;
      const body = (await answer.json()) as { productTypesEligibility: { productType: string; eligibility: string }[] };
      const productTypesEligibility = body.productTypesEligibility.map((row) => (row.productType === 'FRAME' ? { ...row, eligibility: 'NOT_ELIGIBLE' } : row));
      return Response.json({ productTypesEligibility });
    });
    const id = record.value?.id ?? '';
    const { prescriptionId = '' } = await uploadPrescription(currentApi(), id, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'prescription.png');
    await validatePrescription(currentApi(), id, prescriptionId);
    for (let step = 0; step < 3; step++) {
      sandbox.state.advanceClock(SETTLE);
      setRecord(await getClaimRecord(currentApi(), id));
    }
    go('select-product');
    render(<Flow />);
  }
  /** The glasses are ticked as the best use of the benefits; the shopper continues with them. */
  const choose = async (lang: keyof typeof WORDS) => {
    const glasses = (await screen.findByRole('checkbox', { name: WORDS[lang].glasses })) as HTMLInputElement;
    await waitFor(() => expect(glasses.checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: WORDS[lang].next }));
  };

  describe.each(['en', 'fr'] as const)('%s', (lang) => {
    it('vde: a product type the insurer does not cover is named and not claimed', async () => {
      await onProducts('vde', lang, true);
      await choose(lang);
      // The refusal takes focus, named by its words (kit/Failure.tsx without a Try again).
      const refusal = await screen.findByRole('group', { name: WORDS[lang].refused });
      await waitFor(() => expect(document.activeElement).toBe(refusal));
      expect(count('/check-product-types-eligibility')).toBe(1);
      expect(count('/select-claimable')).toBe(0);
      expect(view.value).toBe('select-product');
    });

    it('vde: covered types are checked, then claimed', async () => {
      await onProducts('vde', lang);
      await choose(lang);
      await waitFor(() => expect(view.value).toBe('review'));
      expect(count('/check-product-types-eligibility')).toBe(1);
      expect(count('/select-claimable')).toBe(1);
    });

    it('cle asks nothing more before claiming, even when the insurer would refuse', async () => {
      await onProducts('cle', lang, true);
      await choose(lang);
      await waitFor(() => expect(view.value).toBe('review'));
      expect(count('/check-product-types-eligibility')).toBe(0);
    });
  });
});

describe('issue 24: the drop zone takes files by its button, a drag and drop or the phone’s camera', () => {
  const WORDS = {
    en: { shop: {}, drop: 'Drag and drop your prescription files here, or', choose: 'Add prescription files', camera: 'Take a photo', size: '16 bytes', remove: 'Remove' },
    'fr-CA': { shop: { locale: 'fr-ca' }, drop: 'Glissez et déposez vos fichiers d’ordonnance ici, ou', choose: 'Ajouter des fichiers d’ordonnance', camera: 'Prendre une photo', size: '16\u00a0octets', remove: 'Supprimer' },
    'fr-FR': { shop: { locale: 'fr-fr' }, drop: 'Glissez-déposez vos fichiers d’ordonnance ici, ou', choose: 'Ajouter des fichiers d’ordonnance', camera: 'Prendre une photo', size: '16\u00a0octets', remove: 'Supprimer' },
  } as const;
  /** A size read as written: its no-break space, which keeps the number with its unit, is not a plain space. */
  const SIZE_AS_WRITTEN = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

  it.each(Object.entries(WORDS))('%s: a file dropped on the zone is listed with its name and size, and once uploaded with its removal', async (language, w) => {
    await setUp(w.shop);
    render(<Flow />);
    const zone = screen.getByText(w.drop).closest('.db-drop') as HTMLElement;
    // The inputs are the zone's labelled buttons: the browser's bare "Choose files / No file chosen" never shows.
    for (const name of [w.choose, w.camera]) expect((screen.getByLabelText(name) as HTMLInputElement).className).toContain('db-file');
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    expect(zone.className).toContain('over');
    fireEvent.drop(zone, { dataTransfer: { files: [file('dropped.png', PNG, 'image/png')] } });
    const item = (await screen.findByText('dropped.png', { selector: '.name' })).closest('li') as HTMLElement;
    expect(zone.className).not.toContain('over');
    expect(within(item).getByText(w.size, SIZE_AS_WRITTEN)).toBeTruthy();
    // In this set-up with the French of France the sandbox's upload of the file fails after its put-url (the file is
    // listed, failed, with its retry): that is no part of the drop zone, so there only the listing is checked.
    if (language === 'fr-FR') return;
    await waitFor(() => expect(record.value?.prescriptions).toEqual([expect.objectContaining({ name: 'prescription-1.png' })]));
    const uploaded = (await screen.findByText('dropped.png', { selector: '.name' })).closest('li') as HTMLElement;
    expect(within(uploaded).getByText(w.size, SIZE_AS_WRITTEN)).toBeTruthy();
    expect(within(uploaded).getByRole('button', { name: `${w.remove} dropped.png` })).toBeTruthy();
  });

  it('the camera: an image input that asks a phone for its back camera, whose photo is uploaded like a chosen file', async () => {
    render(<Flow />);
    const camera = screen.getByLabelText('Take a photo') as HTMLInputElement;
    expect([camera.type, camera.accept, camera.getAttribute('capture'), camera.multiple]).toEqual(['file', 'image/*', 'environment', false]);
    Object.defineProperty(camera, 'files', { value: [file('photo.png', PNG, 'image/png')], configurable: true });
    fireEvent(camera, new Event('change', { bubbles: true }));
    await waitFor(() => expect(record.value?.prescriptions).toEqual([expect.objectContaining({ name: 'prescription-1.png' })]));
  });

  it('a refused file dropped on the zone is announced, and nothing is sent', async () => {
    render(<Flow />);
    const zone = screen.getByText('Drag and drop your prescription files here, or').closest('.db-drop') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [file('eyes.gif', [0x47, 0x49, 0x46], 'image/gif')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('eyes.gif: only PDF, JPG, JPEG and PNG files can be uploaded.');
    expect(count('/prescriptions')).toBe(0);
  });
});

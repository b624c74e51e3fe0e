// The prescription actions of the North American flow (spec 000 sections 2, 4, 7 and 9): upload with progress, preview,
// remove, validation and its wait, the products chosen for each prescription. Lazy: only the drawer's views import it.
import { effect, signal } from '@preact/signals-react';
import { getClaimRecord, selectClaimableProducts } from '../src/api/claim-records.ts';
import { getMessageAnimation } from '../src/api/configurations.ts';
import { poll, realClock, type Clock } from '../src/api/poll.ts';
import { deletePrescription, getPrescriptionUrl, requestUploadUrl, validatePrescription } from '../src/api/prescriptions.ts';
import { uploadWithProgress, type OnProgress } from '../src/api/upload-progress.ts';
import { CLAIM_POLLING, LOADING_MESSAGE_STEP_MS } from '../src/domain/constants.ts';
import { needsValidation, validationResult, type ValidationResult } from '../src/domain/prescription-result.ts';
import { answered, currentApi, liveRecord, shopCart } from './claim-kit.ts';
import { setRecord } from './claim.ts';
import { track } from './notify.ts';
import { signedIn } from './session.ts';

/** A file on its way, or whose upload failed: kept (with its File) so "Retry" sends it again without choosing it. */
export interface PendingUpload {
  key: number;
  /** The record it goes to: another record's files are not shown. */
  recordId: string;
  file: File;
  /** Share sent, 0 to 1. */
  progress: number;
  failed: boolean;
}

/** The uploads not yet done; module state, so leaving the view and coming back loses none. */
export const uploads = signal<readonly PendingUpload[]>([]);

let nextKey = 1;
/** Prescriptions already sent for validation in this session: the service is asked once per file. */
const asked = new Set<string>();
let names: { recordId: string; names: Promise<ReadonlyMap<string, string>> } | null = null;

/** Reads the record again and sets it (after an upload or a removal, whose answers carry no record). */
async function reread(id: string): Promise<void> {
  setRecord(await getClaimRecord(currentApi(), id));
}

/** Uploads one file (put-url, then the PUT with progress) and reads the record again; answers the prescription id if told. */
export function uploadFile(file: File, onProgress: OnProgress): Promise<string | undefined> {
  return answered(async () => {
    const { id } = liveRecord();
    const api = currentApi();
    const { url, prescriptionId } = await requestUploadUrl(api, id, file.name);
    await uploadWithProgress(url, file, { claimRecordId: id, fileName: file.name }, onProgress);
    track('OTHER', 'drawerWidget', 'prescription-add');
    await reread(id);
    return prescriptionId ?? undefined;
  });
}

const patch = (key: number, change: Partial<PendingUpload>) => {
  uploads.value = uploads.value.map((u) => (u.key === key ? { ...u, ...change } : u));
};

/** Sends a pending upload: it leaves the list once uploaded, and stays marked failed otherwise. */
async function send(key: number): Promise<boolean> {
  const entry = uploads.value.find((u) => u.key === key);
  if (!entry) return false;
  patch(key, { progress: 0, failed: false });
  try {
    await uploadFile(entry.file, (progress) => patch(key, { progress }));
    uploads.value = uploads.value.filter((u) => u.key !== key);
    return true;
  } catch {
    patch(key, { failed: true });
    return false;
  }
}

/** Adds a file the shopper chose (already checked) to the list and uploads it; answers whether it got there. */
export function sendFile(file: File): Promise<boolean> {
  const key = nextKey++;
  uploads.value = [...uploads.value, { key, recordId: liveRecord().id, file, progress: 0, failed: false }];
  return send(key);
}

/** Sends a failed upload again, the same File: nothing to choose again. */
export function retryUpload(key: number): Promise<boolean> {
  return send(key);
}

/** Forgets a failed upload the shopper does not want after all. */
export function dismissUpload(key: number): void {
  uploads.value = uploads.value.filter((u) => u.key !== key);
}

/** Removes an uploaded prescription; the service clears the products it covered (spec 000 section 4). */
export function removePrescription(prescriptionId: string): Promise<void> {
  return answered(async () => {
    const { id } = liveRecord();
    await deletePrescription(currentApi(), id, prescriptionId);
    asked.delete(prescriptionId);
    track('OTHER', 'drawerWidget', 'prescription-remove');
    await reread(id);
  });
}

/** Where the uploaded file can be read, for its preview. */
export function previewUrl(prescriptionId: string): Promise<string> {
  return answered(() => {
    track('OTHER', 'drawerWidget', 'prescription-preview');
    return getPrescriptionUrl(currentApi(), liveRecord().id, prescriptionId);
  });
}

/** Sends every uploaded prescription not yet sent for validation (spec 000 section 7, validate). */
export function validateAll(): Promise<void> {
  return answered(async () => {
    const { id, prescriptions } = liveRecord();
    for (const p of prescriptions ?? []) {
      if (!needsValidation(p.status) || asked.has(p.id)) continue;
      await validatePrescription(currentApi(), id, p.id);
      asked.add(p.id);
    }
  });
}

/** The clock the validation wait uses when none is given: the wall clock; component tests set the sandbox's. */
export const validationClock: { current: Clock } = { current: realClock };

/**
 * Polls the record (CLAIM_POLLING: every 2 s for up to 2 min) until no prescription awaits its verdict, and answers
 * the outcome; null when the time ran out or the signal stopped the wait.
 */
export function waitForValidation(clock: Clock = validationClock.current, signal?: AbortSignal): Promise<ValidationResult | null> {
  return answered(async () => {
    const { id } = liveRecord();
    const api = currentApi();
    const result = await poll({
      request: (s) => getClaimRecord(api, id, s),
      done: (r) => validationResult(r.prescriptions).outcome !== 'pending',
      ...CLAIM_POLLING,
      clock,
      signal,
    });
    if (result.status === 'failed') throw result.error;
    if (result.status === 'done') {
      setRecord(result.value);
      return validationResult(result.value.prescriptions);
    }
    if (result.status === 'timeout' && result.last) setRecord(result.last);
    return null;
  });
}

/** The cart products claimed against one prescription (select-claimable); the answer is the record. */
export function selectProducts(prescriptionId: string, productIds: readonly string[]): Promise<void> {
  return answered(async () => {
    setRecord(await selectClaimableProducts(currentApi(), liveRecord().id, prescriptionId, productIds));
    track('CONTINUE', 'drawerWidget', 'select-product');
  });
}

/** The shop's names of the cart products, by product id; empty when the cart cannot be read (types name them then). */
export function cartNames(): Promise<ReadonlyMap<string, string>> {
  const recordId = liveRecord().id;
  if (names?.recordId !== recordId) {
    const loading = shopCart().then((cart) => new Map(cart.products.map((p) => [p.id, p.name] as const)), () => new Map<string, string>());
    names = { recordId, names: loading };
  }
  return names.names;
}

/** A loading animation's message keys and pace from the message-animation configuration (cached); none when it fails. */
export async function loadingMessages(kind: string): Promise<{ keys: readonly string[]; intervalMs: number }> {
  try {
    const config = await getMessageAnimation(currentApi());
    return { keys: config.messages[kind] ?? [], intervalMs: config.intervalMs ?? LOADING_MESSAGE_STEP_MS };
  } catch {
    return { keys: [], intervalMs: LOADING_MESSAGE_STEP_MS };
  }
}

/** Forgets the uploads, the validations asked and the cart names (tests; a new shopper starts clean). */
export function resetPrescriptionFlow(): void {
  uploads.value = [];
  asked.clear();
  names = null;
  validationClock.current = realClock;
}

// Files waiting to be sent belong to the shopper who chose them: they go when they sign out or their session ends.
effect(() => {
  if (!signedIn.value) resetPrescriptionFlow();
});

// The prescription actions of the upload view (spec 000 sections 2, 4 and 7): preview, remove, and sending the files for
// validation; the upload queue is signals/drawer/prescription/upload-queue.ts.
import { deletePrescription, getPrescriptionUrl, validatePrescription } from '../../../src/api/prescription/prescriptions.ts';
import { needsValidation } from '../../../src/domain/prescription/prescription-outcome.ts';
import { sentBackForValidation } from '../../../src/domain/prescription/prescriptions.ts';
import { answered, currentApi, liveRecord } from '../../claim/claim-kit.ts';
import { track } from '../../host/notify.ts';
import { forgetOnSignOut } from '../../session/forget.ts';
import { reread } from './upload-queue.ts';

/** Prescriptions already sent for validation in this session: the service is asked once per file. */
const asked = new Set<string>();

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

/**
 * Sends every uploaded prescription not yet sent for validation (spec 000 section 7, validate), and every one the
 * service sent back after a change of name (spec 000 section 4), even if it was sent before: its first validation is
 * over, and until it is sent again nothing moves it (sentBackForValidation). The service answers an ask for a file it
 * is already reading with that file's status, so asking it once more in that moment changes nothing.
 */
export function validateAll(): Promise<void> {
  return answered(async () => {
    const { id, status, prescriptions } = liveRecord();
    for (const p of prescriptions ?? []) {
      if (!needsValidation(p.status, status)) continue;
      if (asked.has(p.id) && !sentBackForValidation(p.status, status)) continue;
      await validatePrescription(currentApi(), id, p.id);
      asked.add(p.id);
    }
  });
}

/** Forgets the validations asked (a new shopper starts clean). */
export function resetValidationsAsked(): void {
  asked.clear();
}

forgetOnSignOut(resetValidationsAsked);

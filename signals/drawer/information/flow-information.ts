// The forms wizard's later pages (spec 000 sections 4 and 5; spec 001 section 4): saving the patient, the relationship
// and the doctor. Only the insurance-information view imports it.
import { batch } from '@preact/signals-react';
import * as records from '../../../src/api/claim/claim-records.ts';
import type { ClaimData, ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import { claimDataFromDrafts, type Drafts } from '../../../src/domain/information/form-data.ts';
import { withEmptiedCleared } from '../../../src/domain/information/form-clearing.ts';
import { setRecord } from '../../claim/claim.ts';
import { answered, currentApi, liveRecord } from '../../claim/claim-kit.ts';
import { formGroups } from '../flow.ts';
import { entryFormat } from '../insurer/flow-insurer.ts';
import { track } from '../../host/notify.ts';

/**
 * Saves the wizard's later pages up to `through` (all of them by default) with PATCH claimData, then sets the record: the
 * patient, the relationship and the doctor in North America; in France the patient with the accident, the terms and the
 * second insurance. Only the parts the pages ask are sent. Each page is saved as the shopper continues from it, so a
 * reload on the next page (the drawer reopens there) finds every answer given. `onSaved` (the move to the next page or
 * view) runs with the record's change, in one batch.
 */
export function savePatientAndDoctor(drafts: Drafts, through = formGroups.value.length - 1, onSaved?: () => void): Promise<ClaimRecord> {
  return answered(async () => {
    const current = liveRecord();
    const fields = formGroups.value.slice(1, through + 1).flatMap((group) => group.fields);
    const data = withEmptiedCleared(claimDataFromDrafts(fields, drafts, entryFormat(), current.claimData), fields, drafts, current.claimData) as Partial<ClaimData>;
    const parts = [...new Set(fields.map((field) => field.name.split('.')[0] as keyof ClaimData))];
    const saved = await records.updateClaimRecord(currentApi(), current.id, pick(data, parts));
    // The record and what the view does with it (on to the next view) change together: the drawer renders once, not the
    // view left with the new record and then the next view.
    batch(() => {
      setRecord(saved);
      onSaved?.();
    });
    track('CONTINUE', 'drawerWidget', 'save-patient-doctor');
    return saved;
  });
}

/** What the page's fields built of the given claimData parts; a part set to null (an accident answered "no") clears it. */
function pick(data: Partial<ClaimData>, keys: readonly (keyof ClaimData)[]): Partial<ClaimData> {
  return Object.fromEntries(keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
}

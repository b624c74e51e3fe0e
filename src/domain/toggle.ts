// Whether the insurance toggle counts as on (spec 000 section 4, "Insurance usage"; spec 001 section 4).
import type { RecordStatus, UseInsuranceStatus } from './status.ts';

/** The part of a claim record the toggle rule reads. */
export interface ToggleInput {
  status: RecordStatus;
  claimData?: { useInsuranceStatus?: UseInsuranceStatus | undefined } | undefined;
}

/** On when the record is not deleted and insurance is enabled, with or without an eligibility check. */
export function isToggleOn(record: ToggleInput | null | undefined): boolean {
  if (!record || record.status === 'DELETED') return false;
  const use = record.claimData?.useInsuranceStatus;
  return use === 'INSURANCE_ENABLED' || use === 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED';
}

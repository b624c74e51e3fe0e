// Whether the insurance toggle counts as on, and whether it may be turned on (spec 000 section 4, "Insurance usage"; spec 001 section 4).

import { liveRecordOf } from '../claim/live-record.ts';

/** The part of a claim record the toggle rule reads; statuses are plain strings because the service may send new ones. */
export interface ToggleInput {
  status?: string | null | undefined;
  claimData?: { useInsuranceStatus?: string | null | undefined } | null | undefined;
}

/** On when the record is not deleted and insurance is enabled, with or without an eligibility check. */
export function isToggleOn(record: ToggleInput | null | undefined): boolean {
  const use = liveRecordOf(record)?.claimData?.useInsuranceStatus;
  return use === 'INSURANCE_ENABLED' || use === 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED';
}

/**
 * Turning insurance on is allowed unless the record says INSURANCE_DISABLED (spec 000 section 4): the shopper's
 * explicit opt-out is never overridden by anyone but the shopper (toggleAction reads it for the shop's requests). A
 * missing or unknown status allows it.
 */
export function canTurnOn(useInsuranceStatus: string | null | undefined): boolean {
  return useInsuranceStatus !== 'INSURANCE_DISABLED';
}

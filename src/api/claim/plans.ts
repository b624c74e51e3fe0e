// The benefit-plan call (spec 000 section 7, GET claim-records/{id}/insurance-plans, cached).
import type { Caller } from '../call.ts';
import { recordPath } from './claim-records.ts';
import { InsurancePlans } from '../../contract/claim/plans.ts';

/** The path the plans of a record are cached under; a member sync clears it (spec 001 section 4). */
export function insurancePlansPath(id: string): string {
  return recordPath(id, '/insurance-plans');
}

/** GET claim-records/{id}/insurance-plans (cached 1 hour): the member's benefit plans. */
export function getInsurancePlans(api: Caller, id: string, signal?: AbortSignal): Promise<InsurancePlans> {
  return api.call({ method: 'GET', path: insurancePlansPath(id), name: 'claim-records/{id}/insurance-plans', schema: InsurancePlans, cache: true, signal });
}

// The insurer choice, the member lookup and the forms wizard of the drawer (spec 000 sections 2, 4 and 7): the actions the
// insurers, insurance-member and insurance-information views call. Each throws on failure; the view shows it in place.
import * as records from '../src/api/claim-records.ts';
import { getInsuranceFormUrl } from '../src/api/attachments.ts';
import { restrictedCheck } from '../src/api/claims.ts';
import { getEligibleInsurersPage } from '../src/api/configurations.ts';
import { syncInsuranceMember, type MemberSyncPayload } from '../src/api/eligibility.ts';
import { getDefaultInsuranceForms, getInsurer, listInsurers } from '../src/api/insurers.ts';
import { realClock, type Clock } from '../src/api/poll.ts';
import type { ClaimData, ClaimRecord } from '../src/contract/claim-record.ts';
import type { RestrictedCheck } from '../src/contract/claims.ts';
import type { FormGroup, Insurer } from '../src/contract/insurers.ts';
import { USE_INSURANCE_POLLING } from '../src/domain/constants.ts';
import { claimDataFromDrafts, entryFormatFor, type Drafts } from '../src/domain/form-data.ts';
import { insurerName } from '../src/domain/insurer.ts';
import { eligibleInsurers } from '../src/domain/lookup-screen.ts';
import { lookupPhase } from '../src/domain/record-status.ts';
import { config, language } from './config.ts';
import { session } from './session.ts';
import { record, restricted, setRecord } from './claim.ts';
import { answered, currentApi, liveRecord, pollRecord } from './claim-kit.ts';
import { startClaim } from './actions.ts';
import { formGroups, insurer as chosen, moveWizard } from './flow.ts';
import { track } from './notify.ts';

/**
 * Member lookups are polled like a change of insurance use: every 2 s for up to 2 min (spec 000 section 9, the
 * use-insurance polling); the spec gives the lookup no numbers of its own.
 */
const LOOKUP_POLLING = USE_INSURANCE_POLLING;

const country = () => config.value?.country ?? 'CA';

/** The insurers page: the eligible insurers in the page's order, and whether it offers a search. */
export interface InsurersPage {
  insurers: Insurer[];
  showSearch: boolean;
}

/** The eligible insurers of the shop's market (GET insurers, ordered by the eligible-insurers page configuration). */
export function loadInsurers(): Promise<InsurersPage> {
  return answered(async () => {
    const api = currentApi();
    const [page, { insurers }] = await Promise.all([getEligibleInsurersPage(api, country()), listInsurers(api, country())]);
    return { insurers: eligibleInsurers(insurers, page.insurerIds), showSearch: page.showSearch === true };
  });
}

/** The pages of an insurer's forms wizard: its own when CUSTOM, else its provider's default forms for the shop's country. */
export function loadForms(insurer: Insurer): Promise<readonly FormGroup[]> {
  return answered(async () => {
    const own = insurer.dynamicFormsConfig?.formGroups;
    if (insurer.dynamicFormsType === 'CUSTOM' && own?.length) return own;
    if (!insurer.insuranceProviderId) throw new Error('the insurer has no insurance provider');
    return (await getDefaultInsuranceForms(currentApi(), insurer.insuranceProviderId, country())).formGroups;
  });
}

/** The insurer as the record names it: its id and its name in the shopper's language. */
const insurerRef = (insurer: Insurer) => ({ id: insurer.id, name: insurerName(insurer.name, language.value) });

/**
 * Chooses the insurer: creates the claim record if there is none yet, saves the insurer in it (the member found
 * earlier is kept: the service replaces the coverage whole), loads the insurer's forms and restarts the wizard.
 */
export function chooseInsurer(insurer: Insurer): Promise<void> {
  return answered(async () => {
    const current = record.value && record.value.status !== 'DELETED' ? record.value : await startClaim();
    if (current.claimData?.primaryCoverage?.insurer?.id !== insurer.id) {
      const primaryCoverage = { ...current.claimData?.primaryCoverage, insurer: insurerRef(insurer) };
      setRecord(await records.updateClaimRecord(currentApi(), current.id, { primaryCoverage }));
    }
    formGroups.value = await loadForms(insurer);
    chosen.value = insurer;
    moveWizard('reset');
    track('CONTINUE', 'drawerWidget', 'choose-insurer');
  });
}

/** The insurer the record names, with its forms, when the drawer opens on the member view without one; null when none. */
export function restoreInsurer(): Promise<Insurer | null> {
  return answered(async () => {
    const id = record.value?.claimData?.primaryCoverage?.insurer?.id;
    if (!id) return null;
    const found = await getInsurer(currentApi(), id);
    formGroups.value = await loadForms(found);
    chosen.value = found;
    return found;
  });
}

/** The shop's date entry format (MM / DD / YYYY in North America). */
export const entryFormat = () => entryFormatFor(country());

/** Waits for the lookup in flight to end (spec 000 section 4, SYNC_INSURANCE); a lookup that never ends is a failure. */
export function awaitLookup(clock: Clock = realClock): Promise<ClaimRecord> {
  return answered(async () => {
    const current = liveRecord();
    if (lookupPhase(current) !== 'SYNC_INSURANCE') return current;
    const done = await pollRecord(current.id, (r) => lookupPhase(r) !== 'SYNC_INSURANCE', LOOKUP_POLLING, clock);
    if (!done) throw new Error('the member lookup took too long');
    return done;
  });
}

/**
 * Looks the member up (POST sync-insurance-member) with the first wizard page's answers, then polls until the lookup
 * ends. The lookup assumes the policy holder is the patient until the patient page says otherwise (our choice).
 */
export function lookupMember(drafts: Drafts, clock: Clock = realClock): Promise<ClaimRecord> {
  return answered(async () => {
    const current = liveRecord();
    const insurer = chosen.value;
    if (!insurer) throw new Error('no insurer chosen');
    const data = claimDataFromDrafts(formGroups.value[0]?.fields ?? [], drafts, entryFormat(), current.claimData) as Partial<ClaimData>;
    const payload: MemberSyncPayload = {
      primaryCoverage: { insurer: insurerRef(insurer), insuree: data.primaryCoverage?.insuree ?? null },
      patientRelationship: current.claimData?.patientRelationship ?? 'SELF',
      ...(data.patient ? { patient: data.patient } : {}),
    };
    track('SUBMIT', 'drawerWidget', 'find-member');
    setRecord(await syncInsuranceMember(currentApi(), current.id, payload));
    return awaitLookup(clock);
  });
}

/** The restricted check: lookups left and, when locked out, the wait (POST restricted-check); a lockout sets `restricted`. */
export function lookupAttempts(): Promise<RestrictedCheck> {
  return answered(async () => {
    const customer = session.value?.userId;
    if (!customer) throw new Error('no customer');
    const check = await restrictedCheck(currentApi(), customer);
    if (check.restricted) restricted.value = true;
    return check;
  });
}

/** Saves the patient, the relationship and the doctor of the wizard's later pages (PATCH claimData), then sets the record. */
export function savePatientAndDoctor(drafts: Drafts): Promise<ClaimRecord> {
  return answered(async () => {
    const current = liveRecord();
    const fields = formGroups.value.slice(1).flatMap((group) => group.fields);
    const data = claimDataFromDrafts(fields, drafts, entryFormat(), current.claimData) as Partial<ClaimData>;
    const saved = await records.updateClaimRecord(currentApi(), current.id, pick(data, ['patient', 'patientRelationship', 'referrer']));
    setRecord(saved);
    track('CONTINUE', 'drawerWidget', 'save-patient-doctor');
    return saved;
  });
}

/** What the page's fields built of the given claimData parts. */
function pick(data: Partial<ClaimData>, keys: readonly (keyof ClaimData)[]): Partial<ClaimData> {
  return Object.fromEntries(keys.filter((key) => data[key] != null).map((key) => [key, data[key]]));
}

/** The out-of-network insurer's claim form to download (POST get-insurance-form-url), or null when it has none. */
export function insuranceFormUrl(insurer: Insurer): Promise<string | null> {
  return answered(async () => {
    if (!insurer.attachment?.id) return null;
    track('DOWNLOAD', 'drawerWidget', 'claim-form');
    return (await getInsuranceFormUrl(currentApi(), insurer.attachment.id)).url;
  });
}

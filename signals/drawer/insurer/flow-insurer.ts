// The insurer choice of the drawer (spec 000 sections 2 and 7): the eligible insurers, the insurer saved in the record,
// its forms wizard, and the shop's date entry format those forms use. Each throws on failure; the view shows it in place.
// The entry format sits here, with the insurer's forms, so the forms' rules (form-data, fields, dates) load with the
// insurers view: the member view that follows then fits its budget (size-limit.json).
import { batch } from '@preact/signals-react';
import * as records from '../../../src/api/claim/claim-records.ts';
import { insurancePlansPath } from '../../../src/api/claim/plans.ts';
import { getEligibleInsurersPage } from '../../../src/api/insurer/configurations.ts';
import { getDefaultInsuranceForms, getInsurer, listInsurers } from '../../../src/api/insurer/insurers.ts';
import type { FormGroup, Insurer } from '../../../src/contract/insurer/insurers.ts';
import { entryFormatFor } from '../../../src/domain/information/form-data.ts';
import { recordToContinue } from '../../../src/domain/claim/claim-over.ts';
import { holdsOrderClaim } from '../../../src/domain/claim/one-claim.ts';
import { isOrderAlreadyClaimed } from '../../../src/domain/submit/submit-outcome.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { insurerName } from '../../../src/domain/insurer/insurer.ts';
import { carrierChanged, coverageForCarrier, syncAfterCarrier } from '../../../src/domain/member/carrier-change.ts';
import { eligibleInsurers } from '../../../src/domain/insurer/insurer-list.ts';
import { config, language } from '../../host/config.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { answered, currentApi } from '../../claim/claim-kit.ts';
import { closeDrawer } from '../drawer.ts';
import { startClaim } from '../../claim/actions.ts';
import { moveWizard, setFormGroups, setInsurer } from '../flow.ts';
import { forgetMemberDrafts } from '../drafts.ts';
import { insuranceChanged, track } from '../../host/notify.ts';
import { acknowledgeCartRefresh } from '../../claim/cart-refresh.ts';
import { chosenId } from '../../overview/chosen.ts';

const country = () => config.value?.country ?? 'CA';

/** The shop's date entry format (MM / DD / YYYY in North America). */
export const entryFormat = () => entryFormatFor(country());

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
export const insurerRef = (insurer: Insurer) => ({ id: insurer.id, name: insurerName(insurer.name, language.value) });

/**
 * Saves the insurer in the claim record: a record created now names it from the start (spec 000 section 7, PUT
 * claim-records' insurer id) and its name in the shopper's language by the PATCH that loads it (startClaim); a record
 * that named another gets both by PATCH. The service replaces the coverage whole, so the coverage sent decides whether a
 * member found stays: at the same carrier it does; another carrier's coverage names none (coverageForCarrier), its
 * benefits read for the member left are forgotten, and so are the member's details typed for the carrier left. Their
 * use goes with them: the page hears `remove` when insurance was on (syncAfterCarrier) and its cart reads its totals.
 * A claim that is over (rejected, cancelled: recordToContinue) takes no change: the new claim is a record created now.
 */
async function saveInsurer(insurer: Insurer): Promise<void> {
  const current = recordToContinue(record.value) ?? (await startClaim(insurerRef(insurer)));
  if (holdsOrderClaim(current.status)) {
    // The cart's claim was made in another tab meanwhile (spec 000 section 5): it is shown, not changed.
    closeDrawer();
    throw new Error('the order already has a claim');
  }
  const saved = current.claimData?.primaryCoverage?.insurer;
  if (saved?.id !== insurer.id || !saved.name) {
    const changed = carrierChanged(saved?.id, insurer.id);
    const primaryCoverage = coverageForCarrier(current.claimData?.primaryCoverage, insurerRef(insurer));
    const api = currentApi();
    const updated = await records.updateClaimRecord(api, current.id, { primaryCoverage });
    if (changed) api.clearCache(insurancePlansPath(current.id));
    batch(() => {
      setRecord(updated);
      forgetMemberDrafts(changed);
    });
    if (syncAfterCarrier(current, updated) && insuranceChanged('remove')) await acknowledgeCartRefresh();
  }
}

/**
 * Why the insurer could not be saved, as the views tell it: the order holds a claim that is not this shopper's (409
 * ORDER_ALREADY_CLAIMED on creating the record, with no claim of theirs on the cart: spec 000 section 5, one order, one
 * claim), which trying again cannot mend; or any other failure, which it may.
 */
export function saveFailure(error: unknown): 'taken' | 'save' {
  return error instanceof ApiError && isOrderAlreadyClaimed(error) ? 'taken' : 'save';
}

/**
 * Chooses the insurer: saves it in the claim record (created if there is none yet), loads its forms and restarts the
 * wizard. The forms (the insurer's own or its provider's, cached: spec 000 section 7) do not depend on the record, so
 * they are asked for with the save, not after it; they are used only once the save is done.
 */
export function chooseInsurer(insurer: Insurer): Promise<void> {
  return answered(async () => {
    const forms = loadForms(insurer);
    // A failed save is the failure shown: the forms' answer, whatever it is, is then not waited for.
    forms.catch(() => undefined);
    await saveInsurer(insurer);
    setFormGroups(await forms);
    setInsurer(insurer);
    moveWizard('reset');
    track('CONTINUE', 'drawerWidget', 'choose-insurer');
  });
}

/**
 * The insurer, with its forms, when the drawer opens on the member view without one: the one the record names, else the
 * one the shopper chose on the overview, which the record is then created with (spec 000 section 7), so the drawer does
 * not ask again; null when there is neither.
 */
export function restoreInsurer(): Promise<Insurer | null> {
  return answered(async () => {
    // A claim that is over names the insurer of a claim gone: the new one is named by the shopper's choice, and saved in its own record.
    const named = recordToContinue(record.value)?.claimData?.primaryCoverage?.insurer?.id;
    const id = named ?? chosenId.value;
    if (!id) return null;
    const found = await getInsurer(currentApi(), id);
    if (!named) await saveInsurer(found);
    setFormGroups(await loadForms(found));
    setInsurer(found);
    return found;
  });
}

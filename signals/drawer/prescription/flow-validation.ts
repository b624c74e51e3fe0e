// The validation wait and the products of the North American flow (spec 000 sections 2, 4, 7 and 9): the verdict on
// the prescriptions, the loading messages and the products chosen for each prescription (what the choice starts from is
// signals/drawer/product/product-choice.ts, in the product views' chunk).
import { getClaimRecord, selectClaimableProducts } from '../../../src/api/claim/claim-records.ts';
import { checkProductTypesEligibility } from '../../../src/api/claim/eligibility.ts';
import { refusedProductTypes } from '../../../src/domain/host/eligible-product.ts';
import { poll, realClock, type Clock } from '../../../src/api/poll.ts';
import { CLAIM_POLLING } from '../../../src/domain/constants.ts';
import { validationResult, type ValidationResult } from '../../../src/domain/prescription/prescription-result.ts';
import { answered, currentApi, liveRecord } from '../../claim/claim-kit.ts';
import { setRecord } from '../../claim/claim.ts';
import { resetValidationsAsked } from './flow-prescriptions.ts';
import { track } from '../../host/notify.ts';
import { features } from '../../host/features.ts';
import { loadFeatures } from '../../host/load-features.ts';
import { forgetOnSignOut } from '../../session/forget.ts';
import { resetUploads } from './upload-queue.ts';

// The loading messages live in loading-messages.ts, which the French quote view shares; the validate view still finds them here.
export { loadingMessages } from '../loading-messages.ts';

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
      done: (r) => validationResult(r.prescriptions, r.status).outcome !== 'pending',
      ...CLAIM_POLLING,
      clock,
      signal,
    });
    if (result.status === 'failed') throw result.error;
    if (result.status === 'done') {
      setRecord(result.value);
      return validationResult(result.value.prescriptions, result.value.status);
    }
    if (result.status === 'timeout' && result.last) setRecord(result.last);
    return null;
  });
}

/** The insurer does not cover these product types (spec 000 section 9, brand vde): the choice is not sent. */
export class IneligibleProducts extends Error {
  constructor(readonly productTypes: readonly string[]) {
    super(`the insurer does not cover ${productTypes.join(', ')}`);
    this.name = 'IneligibleProducts';
  }
}

/**
 * A brand that validates insurer-eligible products (vde, or any brand its frontend-bundle flag says) asks the service
 * about the chosen products' types first, and throws IneligibleProducts on a type it does not cover (spec 000 sections
 * 7 and 9; refusedProductTypes says which).
 */
async function checkInsurerEligible(productIds: readonly string[]): Promise<void> {
  await loadFeatures();
  if (!features.value.validateInsurerEligibleProduct) return;
  const lines = (liveRecord().eligibleProducts ?? []).flatMap((group) => group.cartProducts);
  const types = productIds.flatMap((id) => lines.find((line) => line.productId === id)?.productType ?? []);
  if (types.length === 0) return;
  const { productTypesEligibility } = await checkProductTypesEligibility(currentApi(), types);
  const refused = refusedProductTypes(types, productTypesEligibility);
  if (refused.length > 0) throw new IneligibleProducts(refused);
}

/** The cart products claimed against one prescription (select-claimable); the answer is the record. */
export function selectProducts(prescriptionId: string, productIds: readonly string[]): Promise<void> {
  return answered(async () => {
    await checkInsurerEligible(productIds);
    setRecord(await selectClaimableProducts(currentApi(), liveRecord().id, prescriptionId, productIds));
    track('CONTINUE', 'drawerWidget', 'select-product');
  });
}

/** Forgets the uploads and the validations asked (tests; a new shopper starts clean). */
export function resetPrescriptionFlow(): void {
  resetUploads();
  resetValidationsAsked();
  validationClock.current = realClock;
}

forgetOnSignOut(resetPrescriptionFlow);

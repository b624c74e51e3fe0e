// The validation wait and the products of the North American flow (spec 000 sections 2, 4, 7 and 9): the verdict on
// the prescriptions, the loading messages, the products chosen for each prescription, the cart's names and prices for
// them, and the best use of the benefits the choice starts from.
import { getClaimRecord, selectClaimableProducts } from '../../../src/api/claim/claim-records.ts';
import { checkProductTypesEligibility } from '../../../src/api/claim/eligibility.ts';
import { refusedProductTypes } from '../../../src/domain/host/eligible-product.ts';
import { poll, realClock, type Clock } from '../../../src/api/poll.ts';
import { CLAIM_POLLING } from '../../../src/domain/constants.ts';
import { choosablePrescriptions, validationResult, type ValidationResult } from '../../../src/domain/prescription/prescription-result.ts';
import { bestClaim, type BestClaim } from '../../../src/domain/product/best-claim.ts';
import { readingKind } from '../../../src/domain/product/prescription-fit.ts';
import { toMinor } from '../../../src/domain/money.ts';
import { getPlans } from '../../claim/claim-coverage.ts';
import { config } from '../../host/config.ts';
import { answered, currentApi, liveRecord, shopCart } from '../../claim/claim-kit.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { resetValidationsAsked } from './flow-prescriptions.ts';
import { track } from '../../host/notify.ts';
import { features } from '../../host/features.ts';
import { loadFeatures } from '../../host/load-features.ts';
import { forgetOnSignOut } from '../../session/forget.ts';
import { resetUploads } from './upload-queue.ts';

// The loading messages live in loading-messages.ts, which the French quote view shares; the validate view still finds them here.
export { loadingMessages } from '../loading-messages.ts';

/** A cart line as the product choice shows it: the shop's name, and what it costs (unit price × quantity, minor units). */
export interface CartLine {
  name: string;
  costMinor: number;
}

let names: { recordId: string; lines: Promise<ReadonlyMap<string, CartLine>> } | null = null;

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

/** The shop's names and prices of the cart products, by product id; empty when the cart cannot be read (types name them then). */
export function cartLines(): Promise<ReadonlyMap<string, CartLine>> {
  const recordId = liveRecord().id;
  if (names?.recordId !== recordId) {
    const currency = config.value?.currency ?? 'CAD';
    const loading = shopCart().then(
      (cart) => new Map(cart.products.map((p) => [p.id, { name: p.name, costMinor: toMinor(p.unitPrice.amount, currency) * p.quantity }] as const)),
      () => new Map<string, CartLine>(),
    );
    names = { recordId, lines: loading };
  }
  return names.lines;
}

/**
 * The claim that gets the member the most from the benefits (bestClaim, spec 000 sections 5 and 9), over the record's
 * groups priced from the cart and its choosable prescriptions, each of the kind its reading shows; the widget
 * preselects it. Null when the plans cannot be read: nothing is preselected on a guess.
 */
export async function bestChoice(): Promise<BestClaim | null> {
  const [plans, lines] = await Promise.all([getPlans().then((p) => p.insurancePlans, () => null), cartLines()]);
  const current = record.value;
  if (!plans || !current) return null;
  const groups = (current.eligibleProducts ?? []).map((g) => ({
    id: g.id,
    cartProducts: g.cartProducts.map((l) => ({ ...l, costMinor: lines.get(l.productId)?.costMinor })),
  }));
  const prescriptions = choosablePrescriptions(current.prescriptions).map((p) => ({ id: p.id, kind: readingKind(p) }));
  return bestClaim(plans, groups, { prescriptions });
}

/** Forgets the uploads, the validations asked and the cart names (tests; a new shopper starts clean). */
export function resetPrescriptionFlow(): void {
  resetUploads();
  resetValidationsAsked();
  names = null;
  validationClock.current = realClock;
}

forgetOnSignOut(resetPrescriptionFlow);

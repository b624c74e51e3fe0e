// What the validation of a claim's prescriptions came to, and which cart products each prescription may cover
// (spec 000 sections 3 and 4; spec 001 sections 5 and 8).
import { prescriptionOutcome, type PrescriptionLike, type ValidationOutcome } from './prescription-outcome.ts';
import { isKnownRejectionReason, type RejectionReason } from './prescriptions.ts';
import { selectableGroups, type GroupLike } from '../product/product-choice.ts';

/** A rejection reason with a text of its own. */
export type ShownReason = Exclude<RejectionReason, 'LOW_OVERALL_ACCURACY'>;

/**
 * The rejection reasons that have a text to show, known ones only, each once. LOW_OVERALL_ACCURACY has an empty
 * text (spec 001 section 8): the general "cannot be validated" message says it all.
 */
export function reasonsToShow(reasons: readonly string[] | null | undefined): ShownReason[] {
  const known = (reasons ?? []).filter(isKnownRejectionReason).filter((r): r is ShownReason => r !== 'LOW_OVERALL_ACCURACY');
  return [...new Set(known)];
}

/** The validation of a claim's prescriptions, and the refused files with their reasons. */
export interface ValidationResult {
  outcome: ValidationOutcome | 'none';
  rejected: { id: string; name: string; reasons: ShownReason[] }[];
  /** How many prescriptions the outcome speaks of: a validation is said of one, or of every one. */
  count: number;
}

/**
 * The outcome of all prescriptions of a record of `recordStatus`: pending while any awaits its verdict (so every
 * refusal is shown at once), then rejected if any was refused, then review if any waits for a person, else validated;
 * none without files.
 */
export function validationResult(prescriptions: readonly PrescriptionLike[] | null | undefined, recordStatus?: string | null): ValidationResult {
  const all = prescriptions ?? [];
  const outcomes = all.map((p) => prescriptionOutcome(p.status, recordStatus));
  const rejected = all
    .filter((_, i) => outcomes[i] === 'rejected')
    .map((p) => ({ id: p.id, name: p.name ?? '', reasons: reasonsToShow(p.rejectionReasons) }));
  const order: ValidationOutcome[] = ['pending', 'rejected', 'review'];
  const outcome = all.length === 0 ? 'none' : (order.find((o) => outcomes.includes(o)) ?? 'validated');
  return { outcome, rejected: outcome === 'rejected' ? rejected : [], count: all.length };
}

/**
 * The prescriptions products may be chosen for, in upload order, on a record of `recordStatus`: validated ones and those
 * a person reviews; never one still to be validated (the service takes no products for it).
 */
export function choosablePrescriptions<P extends PrescriptionLike & { index?: number | null | undefined }>(prescriptions: readonly P[] | null | undefined, recordStatus?: string | null): P[] {
  const open = (prescriptions ?? []).filter((p) => ['validated', 'review'].includes(prescriptionOutcome(p.status, recordStatus)));
  return open.map((p, i) => ({ p, i })).sort((a, b) => (a.p.index ?? a.i) - (b.p.index ?? b.i)).map(({ p }) => p);
}

/** The part of a claim record whose choice of products per prescription is read. */
export interface RecordWithChoice {
  status?: string | null | undefined;
  prescriptions?: readonly (PrescriptionLike & { index?: number | null | undefined })[] | null | undefined;
  eligibleProducts?: readonly GroupLike[] | null | undefined;
}

/**
 * Whether a prescription products may be chosen for has none chosen while the cart has products to choose: replacing or
 * deleting a prescription clears its products (spec 000 section 4), and a record in that state has a products step to
 * go through before its review can be submitted. A changed name clears none: its prescription, checked again, keeps them.
 */
export function productChoiceCleared(record: RecordWithChoice | null | undefined): boolean {
  const groups = selectableGroups(record?.eligibleProducts);
  if (groups.length === 0) return false;
  const claimedUnder = new Set(groups.filter((g) => g.cartProducts.some((l) => l.insuranceEligible === true && l.includedInPrescription === true)).map((g) => g.prescriptionId));
  return choosablePrescriptions(record?.prescriptions, record?.status).some((p) => !claimedUnder.has(p.id));
}

/** A group of cart products as one prescription's page offers it. */
export interface ProductOption {
  id: string;
  /** The insurance-eligible lines of the group: what select-claimable is sent. */
  productIds: string[];
  productTypes: string[];
  /** Chosen for this prescription now. */
  chosen: boolean;
  /** Chosen for another prescription, whose id this is; choosing it here moves it. */
  takenBy: string | null;
}

/** An eligible-products group as the record carries it: its lines named, and the prescription it was chosen for. */
export interface GroupWithLines extends GroupLike {
  prescriptionId?: string | null | undefined;
  cartProducts: readonly { productId: string; productType: string; insuranceEligible?: boolean | null | undefined }[];
}

/** The groups one prescription may cover (selectable ones: an id and an eligible line), with who covers them now. */
export function productOptions(groups: readonly GroupWithLines[] | null | undefined, prescriptionId: string): ProductOption[] {
  return selectableGroups(groups).map((g) => {
    const lines = g.cartProducts.filter((l) => l.insuranceEligible === true);
    const owner = g.prescriptionId ?? null;
    return {
      id: g.id,
      productIds: lines.map((l) => l.productId),
      productTypes: lines.map((l) => l.productType),
      chosen: owner === prescriptionId,
      takenBy: owner && owner !== prescriptionId ? owner : null,
    };
  });
}

/**
 * What Continue does on one prescription's page (spec 000 section 2, select-product: products for each prescription):
 * 'send' the groups chosen; 'choose' first when a group this prescription may cover is free and none is chosen; 'skip'
 * to the next page without a call when nothing is left for it here (it fits no product of the cart, or what it fits
 * another prescription covers), unless it is the last page and no prescription covers anything yet, where Continue
 * has nothing to go on with ('none').
 */
export type PageContinue = 'send' | 'choose' | 'skip' | 'none';

export function pageContinue(page: { options: readonly Pick<ProductOption, 'takenBy'>[]; chosen: number; last: boolean; coveredElsewhere: boolean }): PageContinue {
  if (page.chosen > 0) return 'send';
  if (page.options.some((option) => !option.takenBy)) return 'choose';
  return !page.last || page.coveredElsewhere ? 'skip' : 'none';
}

/** The cart products to send for the chosen groups, each once. */
export function chosenProductIds(options: readonly ProductOption[], chosenGroups: readonly string[]): string[] {
  return [...new Set(options.filter((o) => chosenGroups.includes(o.id)).flatMap((o) => o.productIds))];
}

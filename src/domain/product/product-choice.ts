// Which groups of cart products the shopper may choose to insure, which one is insured now, and what each is
// (spec 000 section 9, "Product selection"; spec 001 section 2, "Insure different product").
import { productGroup } from './products.ts';
import { fitsPrescription, groupNeeds, readingKind, type ReadPrescription } from './prescription-fit.ts';
import { prescriptionStatusGroup, type PrescriptionKind } from '../prescription/prescriptions.ts';

/** The part of an eligible-products group these rules read. */
export interface GroupLike {
  id?: string | null | undefined;
  /** The prescription the group is claimed under, once it is. */
  prescriptionId?: string | null | undefined;
  cartProducts: readonly { productType: string; insuranceEligible?: boolean | null | undefined; includedInPrescription?: boolean | null | undefined }[];
}

/** The part of a claim record the choice of the group to insure reads. */
export interface ChoiceRecordLike<G extends GroupLike> {
  eligibleProducts?: readonly G[] | null | undefined;
  prescriptions?: readonly (ReadPrescription & { id: string; status?: string | null | undefined })[] | null | undefined;
}

/** A group the shopper may be offered, and what keeps them from choosing it. */
export interface GroupChoice<G extends GroupLike> {
  group: G & { id: string };
  /** The kind of prescription the group needs and the claim's is not (spec 001 section 5); null when it may be insured. */
  needs: PrescriptionKind | null;
}

/** The groups the shopper can choose: those with an id to send and at least one insurance-eligible line. */
export function selectableGroups<G extends GroupLike>(groups: readonly G[] | null | undefined): (G & { id: string })[] {
  return (groups ?? []).filter((g): g is G & { id: string } => !!g.id && g.cartProducts.some((line) => line.insuranceEligible === true));
}

/**
 * The group insured now. The spec is silent: the one whose lines the prescription includes, else the first, so the
 * dialog opens on what the claim covers and confirming it again changes nothing.
 */
export function insuredGroup<G extends GroupLike>(groups: readonly G[]): G | undefined {
  return groups.find((g) => g.cartProducts.some((line) => line.includedInPrescription === true)) ?? groups[0];
}

/** What a group is, named from its lines' product types: the cart gives no product names to show. */
export type GroupKind = 'sunglasses' | 'glasses' | 'contacts' | 'lenses' | 'other';

/** A group's kind: prescription sunglasses first, then a frame's glasses, contact lenses, lenses alone, else other. */
export function groupKind(group: GroupLike): GroupKind {
  const types = group.cartProducts.map((line) => line.productType);
  const kinds = types.map(productGroup);
  if (types.includes('PRESCRIPTION_SUNGLASSES')) return 'sunglasses';
  if (kinds.includes('frame')) return 'glasses';
  if (kinds.includes('contact')) return 'contacts';
  return kinds.includes('lens') ? 'lenses' : 'other';
}

/**
 * The prescription a newly chosen group is claimed under: the one a group is claimed under now, else the first
 * validated one (spec 000 section 9, "Product selection").
 */
export function choicePrescriptionId<G extends GroupLike>(record: ChoiceRecordLike<G>): string | undefined {
  return record.eligibleProducts?.find((g) => g.prescriptionId)?.prescriptionId ?? record.prescriptions?.find((p) => prescriptionStatusGroup(p.status) === 'validated')?.id;
}

/**
 * The groups "Insure different product" offers (spec 001 section 2), each with what keeps it from being chosen: a
 * prescription must match the product type, glasses versus contacts (spec 001 section 5), so a group the claim's
 * prescription cannot cover is shown with the prescription it needs, never insured under the wrong one.
 */
export function groupChoices<G extends GroupLike>(record: ChoiceRecordLike<G> | null | undefined): GroupChoice<G>[] {
  if (!record) return [];
  const id = choicePrescriptionId(record);
  const kind = readingKind(record.prescriptions?.find((p) => p.id === id));
  return selectableGroups(record.eligibleProducts).map((group) => ({ group, needs: fitsPrescription(kind, group) ? null : groupNeeds(group) }));
}

/** The group the dialog starts on: the insured one among those offered, else the first offered (insuredGroup). */
export function startingGroup<G extends GroupLike>(choices: readonly GroupChoice<G>[]): (G & { id: string }) | undefined {
  return insuredGroup(choices.filter((choice) => !choice.needs).map((choice) => choice.group));
}

/**
 * Whether the dialog has another group to offer than the one it starts on: with every other group needing a prescription
 * the claim does not have, "Insure different product" would open on one choice and nothing else to pick.
 */
export function hasOtherChoice<G extends GroupLike>(choices: readonly GroupChoice<G>[]): boolean {
  const starting = startingGroup(choices);
  return choices.some((choice) => !choice.needs && choice.group !== starting);
}

/** A group none of the claim's prescriptions can cover, and the kind of prescription it needs. */
export interface UncoveredGroup<G extends GroupLike> {
  group: G & { id: string };
  needs: PrescriptionKind;
}

/**
 * The groups no validated prescription of the claim can cover (spec 000 section 5: glasses and contacts need one each),
 * so the shopper is told what to add to claim them too, not left to wonder where they went: contact lenses in a cart
 * whose only prescription is for glasses. A prescription not read yet may be of either kind, so while one is validated
 * unread, or none is validated, nothing is said.
 */
export function uncoveredGroups<G extends GroupLike>(record: ChoiceRecordLike<G> | null | undefined): UncoveredGroup<G>[] {
  const validated = (record?.prescriptions ?? []).filter((p) => prescriptionStatusGroup(p.status) === 'validated');
  const kinds = validated.map(readingKind);
  if (kinds.length === 0 || kinds.includes(null)) return [];
  return selectableGroups(record?.eligibleProducts)
    .map((group) => ({ group, needs: groupNeeds(group) }))
    .filter(({ needs }) => !kinds.includes(needs));
}

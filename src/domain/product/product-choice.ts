// Which groups of cart products the shopper may choose to insure, which one is insured now, and what each is
// (spec 000 section 9, "Product selection"; spec 001 section 2, "Insure different product").
import { productGroup } from './products.ts';

/** The part of an eligible-products group these rules read. */
export interface GroupLike {
  id?: string | null | undefined;
  cartProducts: readonly { productType: string; insuranceEligible?: boolean | null | undefined; includedInPrescription?: boolean | null | undefined }[];
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

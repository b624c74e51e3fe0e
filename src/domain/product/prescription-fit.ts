// What a prescription is for, read from its values, and which product groups it may cover (spec 000 section 5;
// spec 001 section 5: "a prescription must match the product type, glasses versus contacts").
import { prescriptionKindOf, type PrescriptionKind } from '../prescription/prescriptions.ts';
import type { GroupLike } from './product-choice.ts';

/** One eye's values as the reading of a prescription gives them (spec 000 section 3, "Prescription file"). */
interface EyeReading {
  sphere?: unknown;
  cylinder?: unknown;
  power?: unknown;
  baseCurve?: unknown;
  diameter?: unknown;
}

/** The part of a prescription file this rule reads: the values the insurer read from it, once it did. */
export interface ReadPrescription {
  attributes?: { OD?: EyeReading | null | undefined; OS?: EyeReading | null | undefined } | null | undefined;
}

const given = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * What a prescription is for, as its reading shows: only a contact lens prescription gives the lens's fit (a base
 * curve or a diameter); one read without them is for glasses. Null while nothing was read (a file a person still
 * reviews): the spec is silent, and a shopper is never kept from a product on a guess.
 */
export function readingKind(prescription: ReadPrescription | null | undefined): PrescriptionKind | null {
  const eyes = [prescription?.attributes?.OD, prescription?.attributes?.OS].filter((eye): eye is EyeReading => !!eye);
  if (eyes.some((eye) => given(eye.baseCurve) || given(eye.diameter))) return 'contacts';
  return eyes.some((eye) => given(eye.sphere) || given(eye.cylinder) || given(eye.power)) ? 'glasses' : null;
}

/** What a group needs: a contact lens prescription for contact lenses only, a glasses one otherwise (prescriptionKindOf). */
export function groupNeeds(group: GroupLike): PrescriptionKind {
  return prescriptionKindOf(group.cartProducts);
}

/** Whether a prescription of this kind may cover the group: the kinds match, or the prescription's is not known yet. */
export function fitsPrescription(kind: PrescriptionKind | null, group: GroupLike): boolean {
  return kind === null || groupNeeds(group) === kind;
}

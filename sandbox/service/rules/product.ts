// Products and prescriptions (spec 000 §3 "Enumerations"; spec 001 §5).
// The sandbox's own rules, written from the spec and not from the widgets' src/domain, so that a widget test run
// against the sandbox can show the widgets wrong; rules.test.ts checks each against the widgets' rule too.

/** The product groups of spec 000 §3. */
export type ProductFamily = 'contact' | 'frame' | 'lens';

const CONTACT_GROUP: ReadonlySet<string> = new Set(['COLORED_PLANO_CONTACT_LENS', 'PRESCRIPTION_CONTACT_LENS', 'SOLUTIONS']);
const FRAME_GROUP: ReadonlySet<string> = new Set(['FRAME', 'SUNGLASSES', 'PRESCRIPTION_SUNGLASSES']);
const LENS_GROUP: ReadonlySet<string> = new Set([
  'PRESCRIPTION_LENS', 'PROGRESSIVE_LENS', 'SINGLE_VISION_LENS', 'BIFOCAL_LENS', 'PHOTOCHROMATIC_TINT', 'TINTING', 'ANTI_REFLECTIVE_TREATMENT',
]);

/**
 * spec 000 §3 "Enumerations": contact group COLORED_PLANO_CONTACT_LENS, PRESCRIPTION_CONTACT_LENS, SOLUTIONS; frame
 * group FRAME, SUNGLASSES, PRESCRIPTION_SUNGLASSES; lens group PRESCRIPTION_LENS, PROGRESSIVE_LENS, SINGLE_VISION_LENS,
 * BIFOCAL_LENS, PHOTOCHROMATIC_TINT, TINTING, ANTI_REFLECTIVE_TREATMENT. Accessories, electronics, other and any
 * type the spec does not name belong to none (null).
 */
export function productFamily(productType: string | null | undefined): ProductFamily | null {
  const type = productType ?? '';
  if (CONTACT_GROUP.has(type)) return 'contact';
  if (FRAME_GROUP.has(type)) return 'frame';
  if (LENS_GROUP.has(type)) return 'lens';
  return null;
}

/**
 * spec 000 §3 "Prescription statuses": "shown as validated: APPROVED, AUTO_APPROVED". Only those two are an approved
 * prescription; VALID, EXTRACTED and the rest are not (yet) the insurer's approval.
 */
export function prescriptionValidated(status: string | null | undefined): boolean {
  return status === 'APPROVED' || status === 'AUTO_APPROVED';
}

/** Lenses come in boxes of six for the insurers that count them so (spec 001 §5). */
const LENSES_PER_BOX = 6;

/**
 * spec 001 §5 "Some French insurers accept contact lens counts only in multiples of six" (and §8, the restricted-product
 * message): the contact lens lines, prescription or coloured plano, whose quantity is not a positive whole multiple of
 * six. Solutions share the contact group (spec 000 §3) but are bottles, not lenses: the count rule leaves them alone.
 */
export function linesNotBySix<T extends { productType: string; quantity: number }>(lines: readonly T[]): T[] {
  const isLens = (type: string) => type === 'PRESCRIPTION_CONTACT_LENS' || type === 'COLORED_PLANO_CONTACT_LENS';
  return lines.filter((line) => isLens(line.productType) && !(Number.isInteger(line.quantity) && line.quantity >= LENSES_PER_BOX && line.quantity % LENSES_PER_BOX === 0));
}

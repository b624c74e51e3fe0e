// Prescription statuses and validity in months (spec 000 sections 3 and 5; spec 001 section 5).
import { daysInMonth, looksIso } from '../dates.ts';
import { onlyContactLenses, type EligibleLineLike } from '../product/contact-lenses.ts';

/** Every status a prescription file may have (spec 000 section 3). */
export type PrescriptionStatus =
  | 'UPLOADED' | 'SENT_FOR_OCR' | 'EXTRACTED' | 'FOR_REVIEW' | 'IN_REVIEW' | 'VALID' | 'AUTO_APPROVED' | 'AUTO_DISAPPROVED'
  | 'APPROVED' | 'DISAPPROVED';

/** Why a prescription was refused; each has its own text (spec 000 section 3; spec 001 section 5). */
export const REJECTION_REASONS = [
  'LOW_OVERALL_ACCURACY', 'PRODUCT_MISMATCH_GLASSES_RX', 'PRODUCT_MISMATCH_CONTACTS_RX', 'PATIENT_NAME_MISMATCH', 'PRESCRIBER_NAME_MISMATCH',
] as const;
/** A known rejection reason. */
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** How a prescription status is shown to the shopper. */
export type PrescriptionStatusGroup = 'action-required' | 'validated' | 'pending';

const ACTION_REQUIRED: readonly string[] = ['FOR_REVIEW', 'IN_REVIEW', 'AUTO_DISAPPROVED', 'DISAPPROVED', 'SENT_FOR_OCR'];
const VALIDATED: readonly string[] = ['APPROVED', 'AUTO_APPROVED'];

/**
 * Action required or validated as spec 000 section 3 lists them; every other status, VALID and unknown ones
 * included, is still in progress, never a crash.
 */
export function prescriptionStatusGroup(status: string | null | undefined): PrescriptionStatusGroup {
  if (status && ACTION_REQUIRED.includes(status)) return 'action-required';
  if (status && VALIDATED.includes(status)) return 'validated';
  return 'pending';
}

/**
 * Whether the service sent a validated prescription back to be validated again: FOR_REVIEW on a record that requires
 * prescriptions. Spec 000 section 4: "Changing the patient or doctor name invalidates the validated prescription", and
 * the service then asks for prescriptions again (PRESCRIPTIONS_REQUIRED); nobody reviews the file until it is sent for
 * validation once more. A person's review shows on the record itself (PRESCRIPTIONS_FOR_REVIEW, _IN_REVIEW: spec 000
 * section 2, resume mapping), so a FOR_REVIEW file of such a record is that review, not a sending back.
 */
export function sentBackForValidation(status: string | null | undefined, recordStatus: string | null | undefined): boolean {
  return status === 'FOR_REVIEW' && recordStatus === 'PRESCRIPTIONS_REQUIRED';
}

/**
 * Whether a person is reviewing the prescription (FOR_REVIEW, IN_REVIEW): its status may still change while the shopper
 * looks, so the review screen offers a status refresh (spec 001 section 2, "prescription status refresh"). A file the
 * service sent back (sentBackForValidation) changes only once it is validated again: a refresh would change nothing.
 */
export function inManualReview(status: string | null | undefined, recordStatus?: string | null): boolean {
  return (status === 'FOR_REVIEW' || status === 'IN_REVIEW') && !sentBackForValidation(status, recordStatus);
}

/** Whether a rejection reason has a text of its own; others fall back to the generic invalid-prescription text. */
export function isKnownRejectionReason(reason: string | null | undefined): reason is RejectionReason {
  return (REJECTION_REASONS as readonly string[]).includes(reason ?? '');
}

/** What the prescription is for: the validity and the product match depend on it. */
export type PrescriptionKind = 'glasses' | 'contacts';
/** Where the claim is made: North American direct billing or French third-party payment. */
export type PrescriptionMarket = 'north-america' | 'france';

/**
 * Months a prescription stays valid: 2 years for glasses and 1 year for contacts (spec 000 section 5), except that
 * the North American text says within 24 months for every prescription (spec 001 section 5).
 */
export function prescriptionValidity(kind: PrescriptionKind, market: PrescriptionMarket): number {
  return kind === 'contacts' && market === 'france' ? 12 : 24;
}

/**
 * Which prescription a cart's claim rests on, for its validity: contacts for a cart of contact lenses only, else glasses.
 * A cart of both needs two prescriptions while the form asks one date; the spec is silent, so the longer validity
 * applies there and the insurer checks the contact-lens prescription itself (a shopper is never refused wrongly).
 */
export function prescriptionKindOf(lines: readonly EligibleLineLike[]): PrescriptionKind {
  return onlyContactLenses(lines) ? 'contacts' : 'glasses';
}

interface Day {
  year: number;
  month: number;
  day: number;
}

/** An ISO date by its first 10 characters (spec 000 section 5, the rule of dates.ts). */
function parseDay(iso: string | null | undefined): Day | null {
  if (!looksIso(iso)) return null;
  const [year = 0, month = 0, day = 0] = iso.slice(0, 10).split('-').map(Number);
  return { year, month, day };
}

/** Adds months, keeping the day but clamping to the end of a shorter month: 2024-02-29 + 12 months is 2025-02-28. */
function addMonths({ year, month, day }: Day, months: number): Day {
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  return { year: y, month: m, day: Math.min(day, daysInMonth(y, m)) };
}

const order = ({ year, month, day }: Day): number => (year * 100 + month) * 100 + day;

/**
 * Whether a prescription is still valid today: dated no later than today and no earlier than its validity
 * before. The spec is silent on the edges: the expiry date itself still counts, a future date does not, and
 * an unreadable date is not current.
 */
export function isPrescriptionCurrent(
  dateOfPrescription: string | null | undefined, kind: PrescriptionKind, market: PrescriptionMarket, today: string,
): boolean {
  const issued = parseDay(dateOfPrescription);
  const now = parseDay(today);
  if (!issued || !now) return false;
  const expires = addMonths(issued, prescriptionValidity(kind, market));
  return order(issued) <= order(now) && order(now) <= order(expires);
}

/**
 * Whether an upload whose answer never came (a timeout, a dropped connection) reached the service anyway: the record
 * lists the prescription put-url named for it (spec 000 section 7: the prescription exists once its file is stored).
 * Without this, sending the kept file again would store it twice.
 */
export function uploadLanded(prescriptions: readonly { id: string }[] | null | undefined, prescriptionId: string | null | undefined): boolean {
  return !!prescriptionId && !!prescriptions?.some((prescription) => prescription.id === prescriptionId);
}

/** The file facts a browser gives of a chosen file. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
  lastModified: number;
}

/**
 * Whether two chosen files are the same file: a shopper who chooses again a file whose upload failed is retrying it,
 * not adding a second copy.
 */
export function sameChosenFile(a: ChosenFile, b: ChosenFile): boolean {
  return a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;
}

// Prescription statuses, rejection reasons, validity dates and the CYL/axis rule, as tables citing spec 000 §3 and §5 and spec 001 §5.
import { describe, expect, test } from 'vitest';
import {
  REJECTION_REASONS, inManualReview, isKnownRejectionReason, isPrescriptionCurrent, prescriptionKindOf,
  prescriptionStatusGroup, prescriptionValidity, sameChosenFile, sentBackForValidation, uploadLanded, type ChosenFile, type PrescriptionKind, type PrescriptionMarket,
  type PrescriptionStatusGroup,
} from './prescriptions.ts';

describe('spec 000 §3 prescription statuses shown to the shopper', () => {
  test.each<[string, string | null | undefined, PrescriptionStatusGroup]>([
    ['FOR_REVIEW needs action', 'FOR_REVIEW', 'action-required'],
    ['IN_REVIEW needs action', 'IN_REVIEW', 'action-required'],
    ['AUTO_DISAPPROVED needs action', 'AUTO_DISAPPROVED', 'action-required'],
    ['DISAPPROVED needs action', 'DISAPPROVED', 'action-required'],
    ['SENT_FOR_OCR needs action', 'SENT_FOR_OCR', 'action-required'],
    ['APPROVED is validated', 'APPROVED', 'validated'],
    ['AUTO_APPROVED is validated', 'AUTO_APPROVED', 'validated'],
    ['UPLOADED is pending', 'UPLOADED', 'pending'],
    ['EXTRACTED is pending', 'EXTRACTED', 'pending'],
    ['VALID is pending (the spec does not list it as validated)', 'VALID', 'pending'],
    ['an unknown status is pending, never a crash', 'QUARANTINED', 'pending'],
    ['lower-case approved is not APPROVED', 'approved', 'pending'],
    ['an empty status is pending', '', 'pending'],
    ['null is pending', null, 'pending'],
    ['undefined is pending', undefined, 'pending'],
  ])('spec 000 §3: %s', (_name, status, group) => {
    expect(prescriptionStatusGroup(status)).toBe(group);
  });
});

describe('spec 000 §3 / spec 001 §5 rejection reasons', () => {
  test.each(REJECTION_REASONS.map((r) => [r]))('spec 001 §5: %s is a known reason', (reason) => {
    expect(isKnownRejectionReason(reason)).toBe(true);
  });

  test.each<[string, string | null | undefined]>([
    ['an unknown reason', 'BLURRY'],
    ['a lower-case known reason', 'patient_name_mismatch'],
    ['an empty reason', ''],
    ['null', null],
    ['undefined', undefined],
  ])('spec 001 §5: %s is not a known reason', (_name, reason) => {
    expect(isKnownRejectionReason(reason)).toBe(false);
  });
});

describe('spec 000 §5 / spec 001 §5 prescription validity in months', () => {
  test.each<[string, PrescriptionKind, PrescriptionMarket, number]>([
    ['glasses in France: 2 years', 'glasses', 'france', 24],
    ['contacts in France: 1 year', 'contacts', 'france', 12],
    ['glasses in North America: within 24 months', 'glasses', 'north-america', 24],
    ['contacts in North America: within 24 months', 'contacts', 'north-america', 24],
  ])('spec 000 §5: %s', (_name, kind, market, months) => {
    expect(prescriptionValidity(kind, market)).toBe(months);
  });

  test.each<{ name: string; date: string | null | undefined; kind: PrescriptionKind; market: PrescriptionMarket; today: string; current: boolean }>([
    { name: 'glasses dated a year ago are current', date: '2024-06-15', kind: 'glasses', market: 'france', today: '2025-06-15', current: true },
    { name: 'glasses are current on the day they expire', date: '2023-06-15', kind: 'glasses', market: 'france', today: '2025-06-15', current: true },
    { name: 'glasses expire the day after 2 years', date: '2023-06-15', kind: 'glasses', market: 'france', today: '2025-06-16', current: false },
    { name: 'French contacts are current on the day 1 year later', date: '2024-06-15', kind: 'contacts', market: 'france', today: '2025-06-15', current: true },
    { name: 'French contacts expire the day after 1 year', date: '2024-06-15', kind: 'contacts', market: 'france', today: '2025-06-16', current: false },
    { name: 'North American contacts are current 18 months later', date: '2024-01-10', kind: 'contacts', market: 'north-america', today: '2025-07-10', current: true },
    { name: 'a prescription dated today is current', date: '2025-06-15', kind: 'glasses', market: 'north-america', today: '2025-06-15', current: true },
    { name: 'a prescription dated tomorrow is not current', date: '2025-06-16', kind: 'glasses', market: 'north-america', today: '2025-06-15', current: false },
    { name: 'a leap day + 12 months expires on 28 February', date: '2024-02-29', kind: 'contacts', market: 'france', today: '2025-02-28', current: true },
    { name: 'a leap day + 12 months is expired on 1 March', date: '2024-02-29', kind: 'contacts', market: 'france', today: '2025-03-01', current: false },
    { name: 'a leap day + 24 months expires on 28 February', date: '2024-02-29', kind: 'glasses', market: 'france', today: '2026-02-28', current: true },
    { name: '28 February + 24 months ends on 28 February even when today is a leap day', date: '2022-02-28', kind: 'glasses', market: 'france', today: '2024-02-29', current: false },
    { name: '31 December + 12 months stays in December', date: '2023-12-31', kind: 'contacts', market: 'france', today: '2024-12-31', current: true },
    { name: '31 December + 12 months ends before 1 January', date: '2023-12-31', kind: 'contacts', market: 'france', today: '2025-01-01', current: false },
    { name: 'a date-time string counts by its first 10 characters', date: '2024-06-15T10:30:00Z', kind: 'glasses', market: 'france', today: '2025-06-15', current: true },
    { name: 'an impossible 30 February is not current', date: '2024-02-30', kind: 'glasses', market: 'france', today: '2024-06-15', current: false },
    { name: 'a 29 February in a common year is not current', date: '2023-02-29', kind: 'glasses', market: 'france', today: '2024-06-15', current: false },
    { name: 'a 31 April is not current', date: '2024-04-31', kind: 'glasses', market: 'france', today: '2024-06-15', current: false },
    { name: 'month 13 is not current', date: '2024-13-01', kind: 'glasses', market: 'france', today: '2025-06-15', current: false },
    { name: 'month 00 is not current', date: '2024-00-10', kind: 'glasses', market: 'france', today: '2025-06-15', current: false },
    { name: 'day 00 is not current', date: '2024-06-00', kind: 'glasses', market: 'france', today: '2025-06-15', current: false },
    { name: 'a year before 1900 is not current', date: '1899-12-31', kind: 'glasses', market: 'france', today: '1900-06-15', current: false },
    { name: 'a year after 2099 is not current', date: '2100-01-01', kind: 'glasses', market: 'france', today: '2100-01-01', current: false },
    { name: 'a MM/dd/yyyy date is not current (not ISO)', date: '06/15/2024', kind: 'glasses', market: 'france', today: '2025-06-15', current: false },
    { name: 'an empty date is not current', date: '', kind: 'glasses', market: 'france', today: '2025-06-15', current: false },
    { name: 'a null date is not current', date: null, kind: 'glasses', market: 'france', today: '2025-06-15', current: false },
    { name: 'an undefined date is not current', date: undefined, kind: 'glasses', market: 'france', today: '2025-06-15', current: false },
    { name: 'an unreadable today answers not current', date: '2024-06-15', kind: 'glasses', market: 'france', today: 'today', current: false },
  ])('spec 000 §5: $name', ({ date, kind, market, today, current }) => {
    expect(isPrescriptionCurrent(date, kind, market, today)).toBe(current);
  });
});

describe('spec 000 §7 an upload whose answer was lost counts when the record lists its prescription', () => {
  test.each([
    ['the record lists the prescription put-url named', [{ id: 'rx_1' }, { id: 'rx_2' }], 'rx_2', true],
    ['the record lists other prescriptions only', [{ id: 'rx_1' }], 'rx_2', false],
    ['the record has no prescriptions', undefined, 'rx_2', false],
    ['put-url named no prescription', [{ id: 'rx_1' }], undefined, false],
    ['put-url named an empty id', [{ id: '' }], '', false],
  ] as const)('%s', (_name, prescriptions, prescriptionId, landed) => {
    expect(uploadLanded(prescriptions, prescriptionId)).toBe(landed);
  });
});

describe('a file chosen again after its upload failed is the same file, retried, not a second copy', () => {
  const file: ChosenFile = { name: 'rx.png', size: 1200, type: 'image/png', lastModified: 1_700_000_000_000 };
  test.each<[string, Partial<ChosenFile>, boolean]>([
    ['the same file', {}, true],
    ['another name', { name: 'rx (1).png' }, false],
    ['another size', { size: 1201 }, false],
    ['another type', { type: 'image/jpeg' }, false],
    ['changed since (another modification time)', { lastModified: 1_700_000_000_001 }, false],
  ])('%s', (_name, change, same) => {
    expect(sameChosenFile(file, { ...file, ...change })).toBe(same);
  });
});

describe('spec 001 §2 review: "prescription status refresh" while a person reviews the prescription', () => {
  test.each<[string, string | null | undefined, boolean]>([
    ['FOR_REVIEW waits for a person', 'FOR_REVIEW', true],
    ['IN_REVIEW waits for a person', 'IN_REVIEW', true],
    ['APPROVED is settled', 'APPROVED', false],
    ['DISAPPROVED is settled (the shopper acts)', 'DISAPPROVED', false],
    ['UPLOADED is not with a person yet', 'UPLOADED', false],
    ['no status', null, false],
  ])('spec 001 §2: %s', (_name, status, reviewing) => {
    expect(inManualReview(status)).toBe(reviewing);
  });

  test.each<[string, string, string, boolean]>([
    ['FOR_REVIEW on a record a person reviews waits for that person', 'FOR_REVIEW', 'PRESCRIPTIONS_FOR_REVIEW', true],
    ['IN_REVIEW on a record a person reviews waits for that person', 'IN_REVIEW', 'PRESCRIPTIONS_IN_REVIEW', true],
    ['FOR_REVIEW sent back after a change of name waits for no one: no refresh', 'FOR_REVIEW', 'PRESCRIPTIONS_REQUIRED', false],
  ])('spec 001 §2 and spec 000 §4: %s', (_name, status, recordStatus, reviewing) => {
    expect(inManualReview(status, recordStatus)).toBe(reviewing);
  });
});

describe('spec 000 §4 "Changing the patient or doctor name invalidates the validated prescription": a file sent back', () => {
  test.each<[string, string | null | undefined, string | null | undefined, boolean]>([
    ['FOR_REVIEW on a record that requires prescriptions again is sent back', 'FOR_REVIEW', 'PRESCRIPTIONS_REQUIRED', true],
    ['FOR_REVIEW on a record a person reviews is that review', 'FOR_REVIEW', 'PRESCRIPTIONS_FOR_REVIEW', false],
    ['IN_REVIEW is a person at work, whatever the record says', 'IN_REVIEW', 'PRESCRIPTIONS_REQUIRED', false],
    ['an uploaded file was never validated: not sent back', 'UPLOADED', 'PRESCRIPTIONS_REQUIRED', false],
    ['an approved file stands', 'AUTO_APPROVED', 'PRESCRIPTIONS_REQUIRED', false],
    ['a refused file needs another file, not a second look', 'AUTO_DISAPPROVED', 'PRESCRIPTIONS_REQUIRED', false],
    ['FOR_REVIEW on a record ready to claim is not sent back', 'FOR_REVIEW', 'READY_TO_CLAIM', false],
    ['FOR_REVIEW without a record status is not known to be sent back', 'FOR_REVIEW', undefined, false],
    ['no status', null, 'PRESCRIPTIONS_REQUIRED', false],
  ])('spec 000 §4: %s', (_name, status, recordStatus, sentBack) => {
    expect(sentBackForValidation(status, recordStatus)).toBe(sentBack);
  });
});

describe('spec 000 §5 validity: which prescription a cart rests on', () => {
  test.each<[string, { productType: string; insuranceEligible: boolean }[], PrescriptionKind]>([
    ['contact lenses only rest on a contact-lens prescription', [{ productType: 'PRESCRIPTION_CONTACT_LENS', insuranceEligible: true }], 'contacts'],
    ['glasses rest on a glasses prescription', [{ productType: 'FRAME', insuranceEligible: true }], 'glasses'],
    ['both take the longer validity (the form asks one date)', [{ productType: 'FRAME', insuranceEligible: true }, { productType: 'PRESCRIPTION_CONTACT_LENS', insuranceEligible: true }], 'glasses'],
    ['no eligible line is glasses', [], 'glasses'],
  ])('spec 000 §5: %s', (_name, lines, kind) => {
    expect(prescriptionKindOf(lines)).toBe(kind);
  });
});

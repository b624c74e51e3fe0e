// One prescription's outcome by its status and whether it is sent for validation, as tables citing spec 000 §3 and §7.
import { describe, expect, test } from 'vitest';
import { awaitsValidation, needsValidation, prescriptionOutcome, type RecordWithPrescriptions, type ValidationOutcome } from './prescription-outcome.ts';

describe('spec 000 §3: the outcome of one prescription by its status', () => {
  test.each<[string, string | null | undefined, ValidationOutcome]>([
    ['APPROVED is validated', 'APPROVED', 'validated'],
    ['AUTO_APPROVED is validated', 'AUTO_APPROVED', 'validated'],
    ['AUTO_DISAPPROVED is rejected', 'AUTO_DISAPPROVED', 'rejected'],
    ['DISAPPROVED is rejected', 'DISAPPROVED', 'rejected'],
    ['FOR_REVIEW waits for a person', 'FOR_REVIEW', 'review'],
    ['IN_REVIEW waits for a person', 'IN_REVIEW', 'review'],
    ['SENT_FOR_OCR has no verdict yet', 'SENT_FOR_OCR', 'pending'],
    ['UPLOADED has no verdict yet', 'UPLOADED', 'pending'],
    ['EXTRACTED has no verdict yet', 'EXTRACTED', 'pending'],
    ['VALID is not among the validated statuses', 'VALID', 'pending'],
    ['an unknown status is still in progress', 'SOMETHING_NEW', 'pending'],
    ['no status is still in progress', null, 'pending'],
  ])('%s', (_, status, expected) => {
    expect(prescriptionOutcome(status)).toBe(expected);
  });
});

describe('spec 000 §7: which prescriptions are sent for validation', () => {
  test.each<[string, string | null | undefined, boolean]>([
    ['an uploaded file is sent', 'UPLOADED', true],
    ['a file of no status is sent', undefined, true],
    ['a file being read is not sent again', 'SENT_FOR_OCR', false],
    ['an approved file is not sent again', 'AUTO_APPROVED', false],
    ['a refused file is not sent again', 'AUTO_DISAPPROVED', false],
  ])('%s', (_, status, expected) => {
    expect(needsValidation(status)).toBe(expected);
  });
});

describe('spec 000 §4: a file the service sent back after a change of name is validated again', () => {
  test.each<[string, string, string, ValidationOutcome]>([
    ['sent back (FOR_REVIEW, record PRESCRIPTIONS_REQUIRED) has no verdict yet', 'FOR_REVIEW', 'PRESCRIPTIONS_REQUIRED', 'pending'],
    ['FOR_REVIEW while a person reviews the record waits for that person', 'FOR_REVIEW', 'PRESCRIPTIONS_FOR_REVIEW', 'review'],
    ['validated again on a record ready to claim', 'AUTO_APPROVED', 'READY_TO_CLAIM', 'validated'],
  ])('spec 000 §4: %s', (_, status, recordStatus, expected) => {
    expect(prescriptionOutcome(status, recordStatus)).toBe(expected);
  });

  test.each<[string, string, string, boolean]>([
    ['a file sent back is sent again', 'FOR_REVIEW', 'PRESCRIPTIONS_REQUIRED', true],
    ['a file a person reviews is not sent again', 'FOR_REVIEW', 'PRESCRIPTIONS_FOR_REVIEW', false],
    ['an uploaded file is sent, whatever the record says', 'UPLOADED', 'INSURANCE_MEMBER_FOUND', true],
  ])('spec 000 §4 and §7: %s', (_, status, recordStatus, expected) => {
    expect(needsValidation(status, recordStatus)).toBe(expected);
  });

  test.each<[string, RecordWithPrescriptions | null, boolean]>([
    ['a doctor changed after the validation: the file must be validated again', { status: 'PRESCRIPTIONS_REQUIRED', prescriptions: [{ status: 'FOR_REVIEW' }] }, true],
    ['one of two sent back is enough', { status: 'PRESCRIPTIONS_REQUIRED', prescriptions: [{ status: 'AUTO_APPROVED' }, { status: 'FOR_REVIEW' }] }, true],
    ['a file uploaded and never sent', { status: 'PRESCRIPTIONS_REQUIRED', prescriptions: [{ status: 'UPLOADED' }] }, true],
    ['every file validated, ready to claim', { status: 'READY_TO_CLAIM', prescriptions: [{ status: 'AUTO_APPROVED' }] }, false],
    ['a person reviews the file: the claim may go on', { status: 'PRESCRIPTIONS_FOR_REVIEW', prescriptions: [{ status: 'FOR_REVIEW' }] }, false],
    ['a file being read is on its way already', { status: 'PRESCRIPTIONS_REQUIRED', prescriptions: [{ status: 'SENT_FOR_OCR' }] }, false],
    ['no file', { status: 'PRESCRIPTIONS_REQUIRED', prescriptions: [] }, false],
    ['no record', null, false],
  ])('spec 000 §4: %s', (_, record, expected) => {
    expect(awaitsValidation(record)).toBe(expected);
  });
});

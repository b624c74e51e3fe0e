// One prescription's outcome by its status and whether it is sent for validation, as tables citing spec 000 §3 and §7.
import { describe, expect, test } from 'vitest';
import { needsValidation, prescriptionOutcome, type ValidationOutcome } from './prescription-outcome.ts';

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

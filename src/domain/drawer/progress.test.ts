// The drawer's progress rules of spec 000 section 2 ("Step X of Y"), as tables.
import { describe, expect, test } from 'vitest';
import { maxSteps, progress, stepOffset, type Progress, type ProgressInput } from './progress.ts';

describe('spec 000 §2 Progress: step offset and max steps', () => {
  test.each<[string, number, number]>([
    ['the offset of three default forms is 3', 3, 3],
    ['an insurer without default forms has offset 0', 0, 0],
    ['a negative count is read as 0', -2, 0],
    ['a fractional count is truncated', 2.7, 2],
  ])('spec 000 §2: %s', (_name, forms, offset) => {
    expect(stepOffset(forms)).toBe(offset);
  });

  test.each<[string, number, number, number]>([
    ['six steps and three forms make 8 (step count plus forms minus 1)', 6, 3, 8],
    ['six steps and one form make 6', 6, 1, 6],
    ['six steps and no form stay 6, never 5', 6, 0, 6],
    ['four French steps and two forms make 5', 4, 2, 5],
  ])('spec 000 §2: %s', (_name, stepCount, forms, max) => {
    expect(maxSteps(stepCount, forms)).toBe(max);
  });
});

describe('spec 000 §2 Progress: Step X of Y for a view', () => {
  const flow = { stepCount: 6, forms: 3 };
  test.each<[string, ProgressInput, Progress]>([
    ['the intro (step 0) shows no header', { ...flow, step: 0, afterForms: false }, { current: 0, max: 8, showHeader: false }],
    ['the first claim step shows the header, step 1 of 8', { ...flow, step: 1, afterForms: false }, { current: 1, max: 8, showHeader: true }],
    ['the first form of the wizard keeps the wizard step', { ...flow, step: 2, afterForms: false, formIndex: 0 }, { current: 2, max: 8, showHeader: true }],
    ['the third form of the wizard counts from the wizard step', { ...flow, step: 2, afterForms: false, formIndex: 2 }, { current: 4, max: 8, showHeader: true }],
    ['a view after the wizard moves by the offset less the replaced step', { ...flow, step: 3, afterForms: true }, { current: 5, max: 8, showHeader: true }],
    ['the last view is step 8 of 8', { ...flow, step: 6, afterForms: true }, { current: 8, max: 8, showHeader: true }],
    ['a misconfigured step never passes max steps', { ...flow, step: 9, afterForms: true }, { current: 8, max: 8, showHeader: true }],
    ['without forms a view after the wizard keeps its step', { step: 4, stepCount: 6, forms: 0, afterForms: true }, { current: 4, max: 6, showHeader: true }],
  ])('spec 000 §2: %s', (_name, input, expected) => {
    expect(progress(input)).toEqual(expected);
  });
});

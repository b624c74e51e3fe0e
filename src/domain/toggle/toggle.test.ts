// The toggle rules of spec 000 §4 "Insurance usage" for statuses the service may send beyond the known ones, and canTurnOn.
import { describe, expect, test } from 'vitest';
import { canTurnOn, isToggleOn, type ToggleInput } from './toggle.ts';

describe('spec 000 §4 Insurance usage: isToggleOn with any status string', () => {
  test.each<{ name: string; record: ToggleInput; on: boolean }>([
    { name: 'toggle on for an unknown record status when enabled', record: { status: 'SOMETHING_NEW', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, on: true },
    { name: 'toggle on for a record without status when enabled', record: { status: null, claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, on: true },
    { name: 'toggle off for an unknown use-insurance status', record: { status: 'CREATED', claimData: { useInsuranceStatus: 'INSURANCE_MAYBE' } }, on: false },
    { name: 'toggle off for a null use-insurance status', record: { status: 'CREATED', claimData: { useInsuranceStatus: null } }, on: false },
    { name: 'toggle off for null claimData', record: { status: 'CREATED', claimData: null }, on: false },
  ])('spec 000 §4: $name', ({ record, on }) => {
    expect(isToggleOn(record)).toBe(on);
  });
});

describe('spec 000 §4 Insurance usage: canTurnOn', () => {
  test.each<{ name: string; use: string | null | undefined; allowed: boolean }>([
    { name: 'turning on refused when INSURANCE_DISABLED', use: 'INSURANCE_DISABLED', allowed: false },
    { name: 'turning on allowed when INSURANCE_ENABLED', use: 'INSURANCE_ENABLED', allowed: true },
    { name: 'turning on allowed when INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED', use: 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED', allowed: true },
    { name: 'turning on allowed when INSURANCE_NOT_APPLICABLE', use: 'INSURANCE_NOT_APPLICABLE', allowed: true },
    { name: 'turning on allowed for an unknown status', use: 'INSURANCE_MAYBE', allowed: true },
    { name: 'turning on allowed without a status (null)', use: null, allowed: true },
    { name: 'turning on allowed without a status (undefined)', use: undefined, allowed: true },
  ])('spec 000 §4: $name', ({ use, allowed }) => {
    expect(canTurnOn(use)).toBe(allowed);
  });
});

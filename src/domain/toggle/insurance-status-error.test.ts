// When benefits are unavailable (spec 000 section 8), as a table: the toggle's message and the product choice read it alike.
import { describe, expect, test } from 'vitest';
import { benefitsUnavailable, insuranceStatusError, toggleMessageKind } from './insurance-status-error.ts';

describe('spec 000 §8 "Benefits-unavailable shows when status is NO_BENEFITS_AVAILABLE, the error code says so, or there is no eligible product"', () => {
  test.each<[string, Parameters<typeof benefitsUnavailable>[0], boolean]>([
    ['the status NO_BENEFITS_AVAILABLE', { status: 'NO_BENEFITS_AVAILABLE', hasEligibleProduct: true }, true],
    ['the error code NO_BENEFITS_AVAILABLE', { status: 'INSURANCE_MEMBER_FOUND', insuranceStatusErrorCode: 'NO_BENEFITS_AVAILABLE', hasEligibleProduct: true }, true],
    ['the error code BENEFITS_UNAVAILABLE', { status: 'INSURANCE_MEMBER_FOUND', insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE', hasEligibleProduct: true }, true],
    ['no eligible product', { status: 'INSURANCE_MEMBER_FOUND', hasEligibleProduct: false }, true],
    ['a member found with an eligible product', { status: 'INSURANCE_MEMBER_FOUND', hasEligibleProduct: true }, false],
    ['another error code', { status: 'INSURANCE_MEMBER_FOUND', insuranceStatusErrorCode: 'INIT_ERROR', hasEligibleProduct: true }, false],
    ['eligibility not checked yet says nothing', { status: 'INSURANCE_MEMBER_FOUND' }, false],
  ])('spec 000 §8: %s', (_name, input, unavailable) => {
    expect(benefitsUnavailable(input)).toBe(unavailable);
    expect(insuranceStatusError(input) === 'BENEFITS_UNAVAILABLE').toBe(unavailable);
  });
});

describe('spec 001 §8 "Toggle errors and messages": which are errors and which are information', () => {
  test.each<[Parameters<typeof toggleMessageKind>[0], ReturnType<typeof toggleMessageKind>]>([
    ['ELIGIBLE_PRODUCTS_REQUIRED', 'information'],
    ['BENEFITS_UNAVAILABLE', 'information'],
    ['CONTACT_LENSES_COMING_SOON', 'information'],
    ['CART_QUOTE_FAILED', 'error'],
    ['PRODUCT_QUOTE_FAILED', 'error'],
    ['INIT_ERROR_ON_CART', 'error'],
    ['INIT_ERROR', 'error'],
  ])('spec 001 §8: %s is %s', (error, kind) => {
    expect(toggleMessageKind(error)).toBe(kind);
  });
});

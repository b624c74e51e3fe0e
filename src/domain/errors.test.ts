// The error catalogue of spec 000 sections 6 and 8 and spec 001 section 8, as tables.
import { describe, expect, test } from 'vitest';
import { ERROR_MODALS, NO_RETRY_CONTEXTS, afterResult, errorModal, modalDetails, shownError, type ModalAction, type ModalTone, type NoRetryContext } from './errors.ts';
import { INSURANCE_STATUS_ERROR_ORDER, insuranceStatusError, type InsuranceStatusErrorInput } from './toggle/insurance-status-error.ts';
import { ERROR_CONTEXTS, INSURANCE_STATUS_ERRORS, type ErrorContext, type InsuranceStatusError } from './claim/status.ts';

describe('spec 000 §8 / spec 001 §8 Insurance status errors: insuranceStatusError', () => {
  test.each<{ name: string; input: InsuranceStatusErrorInput; expected: InsuranceStatusError }>([
    { name: 'NONE when nothing is wrong', input: { status: 'READY_TO_CLAIM', hasEligibleProduct: true, cartHasPrescriptionItem: true }, expected: 'NONE' },
    { name: 'NONE for an empty input', input: {}, expected: 'NONE' },
    { name: 'NONE while eligibility is not yet known (undefined raises nothing)', input: { status: 'CREATED', hasEligibleProduct: undefined }, expected: 'NONE' },
    { name: 'BENEFITS_UNAVAILABLE when the status is NO_BENEFITS_AVAILABLE', input: { status: 'NO_BENEFITS_AVAILABLE' }, expected: 'BENEFITS_UNAVAILABLE' },
    { name: 'BENEFITS_UNAVAILABLE when the error code is BENEFITS_UNAVAILABLE', input: { insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE' }, expected: 'BENEFITS_UNAVAILABLE' },
    { name: 'BENEFITS_UNAVAILABLE when the error code is NO_BENEFITS_AVAILABLE', input: { insuranceStatusErrorCode: 'NO_BENEFITS_AVAILABLE' }, expected: 'BENEFITS_UNAVAILABLE' },
    { name: 'BENEFITS_UNAVAILABLE when there is no eligible product', input: { status: 'READY_TO_CLAIM', hasEligibleProduct: false }, expected: 'BENEFITS_UNAVAILABLE' },
    { name: 'PRODUCT_QUOTE_FAILED when the product quote failed', input: { productQuoteFailed: true }, expected: 'PRODUCT_QUOTE_FAILED' },
    { name: 'CART_QUOTE_FAILED when the cart quote failed', input: { cartQuoteFailed: true }, expected: 'CART_QUOTE_FAILED' },
    { name: 'INIT_ERROR when loading failed off the cart', input: { initError: true }, expected: 'INIT_ERROR' },
    { name: 'INIT_ERROR_ON_CART when loading failed on the cart page', input: { initError: true, onCart: true }, expected: 'INIT_ERROR_ON_CART' },
    { name: 'ELIGIBLE_PRODUCTS_REQUIRED when the cart has no prescription item', input: { cartHasPrescriptionItem: false }, expected: 'ELIGIBLE_PRODUCTS_REQUIRED' },
    { name: 'CONTACT_LENSES_COMING_SOON when contact-lens benefits are coming soon', input: { contactLensesComingSoon: true }, expected: 'CONTACT_LENSES_COMING_SOON' },
    { name: 'a known error code from the service is shown as is', input: { insuranceStatusErrorCode: 'CONTACT_LENSES_COMING_SOON' }, expected: 'CONTACT_LENSES_COMING_SOON' },
    { name: 'an unknown error code raises nothing', input: { insuranceStatusErrorCode: 'SOMETHING_NEW' }, expected: 'NONE' },
    { name: 'the error code NONE raises nothing', input: { insuranceStatusErrorCode: 'NONE' }, expected: 'NONE' },
    { name: 'PRODUCT_QUOTE_FAILED before INIT_ERROR (spec: product quote failure takes priority)', input: { productQuoteFailed: true, initError: true }, expected: 'PRODUCT_QUOTE_FAILED' },
    { name: 'PRODUCT_QUOTE_FAILED before INIT_ERROR_ON_CART', input: { productQuoteFailed: true, initError: true, onCart: true }, expected: 'PRODUCT_QUOTE_FAILED' },
    { name: 'PRODUCT_QUOTE_FAILED before CART_QUOTE_FAILED', input: { productQuoteFailed: true, cartQuoteFailed: true }, expected: 'PRODUCT_QUOTE_FAILED' },
    { name: 'CART_QUOTE_FAILED before INIT_ERROR', input: { cartQuoteFailed: true, initError: true }, expected: 'CART_QUOTE_FAILED' },
    { name: 'BENEFITS_UNAVAILABLE before PRODUCT_QUOTE_FAILED (a fact outlasts a retry)', input: { status: 'NO_BENEFITS_AVAILABLE', productQuoteFailed: true }, expected: 'BENEFITS_UNAVAILABLE' },
    { name: 'BENEFITS_UNAVAILABLE (no eligible product) before INIT_ERROR', input: { hasEligibleProduct: false, initError: true }, expected: 'BENEFITS_UNAVAILABLE' },
    { name: 'ELIGIBLE_PRODUCTS_REQUIRED before BENEFITS_UNAVAILABLE (add a prescription item is actionable)', input: { cartHasPrescriptionItem: false, hasEligibleProduct: false }, expected: 'ELIGIBLE_PRODUCTS_REQUIRED' },
    { name: 'CONTACT_LENSES_COMING_SOON before BENEFITS_UNAVAILABLE (add eyeglasses is actionable)', input: { contactLensesComingSoon: true, status: 'NO_BENEFITS_AVAILABLE' }, expected: 'CONTACT_LENSES_COMING_SOON' },
    { name: 'the service code CART_QUOTE_FAILED still yields to PRODUCT_QUOTE_FAILED', input: { insuranceStatusErrorCode: 'CART_QUOTE_FAILED', productQuoteFailed: true }, expected: 'PRODUCT_QUOTE_FAILED' },
  ])('$name', ({ input, expected }) => {
    expect(insuranceStatusError(input)).toBe(expected);
  });

  test('the order ranks every insurance status error but NONE, once each', () => {
    expect([...INSURANCE_STATUS_ERROR_ORDER].sort()).toEqual(INSURANCE_STATUS_ERRORS.filter((e) => e !== 'NONE').sort());
  });
});

describe('spec 000 §8 Modal behaviour: errorModal', () => {
  test.each<{ context: ErrorContext; tone: ModalTone; actions: ModalAction[] }>([
    { context: 'LIMIT_REACHED', tone: 'warning', actions: ['close'] },
    { context: 'CLAIM_ACKNOWLEDGED', tone: 'warning', actions: ['proceed-to-checkout'] },
    { context: 'TIMEOUT_RETRY', tone: 'info', actions: ['close'] },
    { context: 'SUBMIT_CLAIM_NO_RETRY_ERROR', tone: 'error', actions: ['proceed-to-checkout'] },
    { context: 'REQUEST_QUOTE_ERROR', tone: 'error', actions: ['back-to-form', 'proceed-to-checkout'] },
    { context: 'SUBMIT_QUOTE_ERROR', tone: 'error', actions: ['back-to-form', 'proceed-to-checkout'] },
    { context: 'REQUEST_QUOTE_RESTRICTED', tone: 'warning', actions: ['proceed-to-checkout', 'ok'] },
    { context: 'SUBMIT_QUOTE_NO_RETRY_ERROR', tone: 'error', actions: ['proceed-to-checkout', 'ok'] },
    { context: 'INSUFFICIENT_COVERAGE', tone: 'warning', actions: ['proceed-to-checkout', 'ok'] },
  ])('spec 000 §8: $context is a $tone modal with $actions', ({ context, tone, actions }) => {
    expect(errorModal(context, false)).toMatchObject({ tone, actions });
  });

  test('spec 000 §8: TIMEOUT_RETRY shows an ordered list of hints; REQUEST_QUOTE_ERROR and SUBMIT_QUOTE_ERROR show details', () => {
    expect(errorModal('TIMEOUT_RETRY', false)?.body).toBe('hints');
    expect(errorModal('REQUEST_QUOTE_ERROR', false)?.body).toBe('details');
    expect(errorModal('SUBMIT_QUOTE_ERROR', false)?.body).toBe('details');
    expect(errorModal('LIMIT_REACHED', false)?.body).toBe('message');
  });

  test.each(ERROR_CONTEXTS.filter((c) => c !== 'NONE'))('every error context has a modal with at least one action: %s', (context) => {
    expect(errorModal(context, false)?.actions.length).toBeGreaterThan(0);
  });

  test.each<[string, string | null | undefined]>([
    ['no modal for NONE', 'NONE'],
    ['no modal for an empty context', ''],
    ['no modal for a null context', null],
    ['no modal for an undefined context', undefined],
  ])('%s', (_name, context) => {
    expect(errorModal(context, false)).toBeNull();
    expect(errorModal(context, true)).toBeNull();
  });

  test('an unknown context is shown as GENERIC_ERROR, never dropped', () => {
    expect(errorModal('SOMETHING_NEW', false)).toBe(ERROR_MODALS.GENERIC_ERROR);
  });

  const retryActions: readonly ModalAction[] = ['back-to-form', 'try-again'];
  const contexts = ERROR_CONTEXTS.filter((c): c is Exclude<ErrorContext, 'NONE'> => c !== 'NONE');

  test.each(contexts.filter((c) => NO_RETRY_CONTEXTS.has(c)))('in non-retryable mode the no-retry context %s is still shown, with no retry action', (context) => {
    const modal = errorModal(context, true);
    expect(modal).toBe(ERROR_MODALS[context]);
    expect(modal?.actions.some((a) => retryActions.includes(a))).toBe(false);
  });

  test.each(contexts.filter((c) => !NO_RETRY_CONTEXTS.has(c)))('in non-retryable mode the retryable context %s is not shown (it offers a retry)', (context) => {
    expect(ERROR_MODALS[context].actions.some((a) => retryActions.includes(a))).toBe(true);
    expect(errorModal(context, true)).toBeNull();
    expect(errorModal(context, false)).toBe(ERROR_MODALS[context]);
  });

  test('in non-retryable mode an unknown context (shown as GENERIC_ERROR, which retries) is not shown', () => {
    expect(errorModal('SOMETHING_NEW', true)).toBeNull();
  });

  test('spec 000 §8: the named no-retry contexts are in the no-retry set', () => {
    for (const context of ['SUBMIT_CLAIM_NO_RETRY_ERROR', 'SUBMIT_QUOTE_NO_RETRY_ERROR', 'REQUEST_QUOTE_RESTRICTED', 'INSUFFICIENT_COVERAGE'] as const) {
      expect(NO_RETRY_CONTEXTS.has(context)).toBe(true);
    }
  });
});

describe('spec 000 §8 non-retryable mode: shownError', () => {
  test.each<{ name: string; context: string | null; nonRetryable: boolean; fallback: NoRetryContext; shown: string | null }>([
    { name: 'a retryable claim error is itself when a retry is allowed', context: 'INSURER_ERROR', nonRetryable: false, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: 'INSURER_ERROR' },
    { name: 'a retryable claim error becomes the claim no-retry error in non-retryable mode', context: 'INSURER_ERROR', nonRetryable: true, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: 'SUBMIT_CLAIM_NO_RETRY_ERROR' },
    { name: 'a generic error becomes the claim no-retry error in non-retryable mode', context: 'GENERIC_ERROR', nonRetryable: true, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: 'SUBMIT_CLAIM_NO_RETRY_ERROR' },
    { name: 'an unknown context (generic) becomes the no-retry error in non-retryable mode', context: 'SOMETHING_NEW', nonRetryable: true, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: 'SUBMIT_CLAIM_NO_RETRY_ERROR' },
    { name: 'a quote error becomes the quote no-retry error in non-retryable mode', context: 'SUBMIT_QUOTE_ERROR', nonRetryable: true, fallback: 'SUBMIT_QUOTE_NO_RETRY_ERROR', shown: 'SUBMIT_QUOTE_NO_RETRY_ERROR' },
    { name: 'a no-retry context stays itself in non-retryable mode', context: 'LIMIT_REACHED', nonRetryable: true, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: 'LIMIT_REACHED' },
    { name: 'a rejected claim stays itself in non-retryable mode', context: 'CLAIM_REJECTED', nonRetryable: true, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: 'CLAIM_REJECTED' },
    { name: 'NONE shows nothing', context: 'NONE', nonRetryable: true, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: null },
    { name: 'no context shows nothing', context: null, nonRetryable: false, fallback: 'SUBMIT_CLAIM_NO_RETRY_ERROR', shown: null },
  ])('spec 000 §8: $name', ({ context, nonRetryable, fallback, shown }) => {
    const result = shownError(context, nonRetryable, fallback);
    expect(result?.context ?? null).toBe(shown);
    if (result) {
      expect(result.modal).toBe(ERROR_MODALS[result.context]);
      if (nonRetryable) expect(result.modal.actions.some((a) => a === 'back-to-form' || a === 'try-again')).toBe(false);
    }
  });
});

describe('spec 000 §8 "details": modalDetails', () => {
  test.each<{ name: string; context: string | null; message: string | null | undefined; expected: string | null }>([
    { name: 'REQUEST_QUOTE_ERROR shows the service\'s message', context: 'REQUEST_QUOTE_ERROR', message: 'Member ID not active', expected: 'Member ID not active' },
    { name: 'SUBMIT_QUOTE_ERROR shows the service\'s message', context: 'SUBMIT_QUOTE_ERROR', message: 'Quote expired', expected: 'Quote expired' },
    { name: 'INSURER_ERROR shows the insurer\'s message (our choice)', context: 'INSURER_ERROR', message: 'Group number missing', expected: 'Group number missing' },
    { name: 'the message is trimmed', context: 'REQUEST_QUOTE_ERROR', message: '  Quote refused \n', expected: 'Quote refused' },
    { name: 'a blank message shows nothing', context: 'REQUEST_QUOTE_ERROR', message: '   ', expected: null },
    { name: 'no message shows nothing', context: 'SUBMIT_QUOTE_ERROR', message: null, expected: null },
    { name: 'a message context (LIMIT_REACHED) shows no details', context: 'LIMIT_REACHED', message: 'limit', expected: null },
    { name: 'a generic error shows no details', context: 'GENERIC_ERROR', message: 'stack trace', expected: null },
    { name: 'a problem that is no error context (RESTRICTED_PRODUCT) shows no details', context: 'RESTRICTED_PRODUCT', message: 'six', expected: null },
    { name: 'NONE shows no details', context: 'NONE', message: 'x', expected: null },
  ])('spec 000 §8: $name', ({ context, message, expected }) => {
    expect(modalDetails(context, message)).toBe(expected);
  });
});

describe('spec 000 §8 "Closing clears the error and resets to the default view": a submit\'s final result ends the flow, a retryable one returns to the review', () => {
  test.each([
    { shown: 'ACCEPTED', name: 'the claim applied (spec 000 §2, submit success)', after: 'close-drawer' },
    { shown: 'ORDER_ALREADY_CLAIMED', name: 'the order\'s claim made elsewhere (spec 000 §5)', after: 'close-drawer' },
    { shown: 'CLAIM_ACKNOWLEDGED', name: 'the insurer acknowledged it', after: 'close-drawer' },
    { shown: 'CLAIM_REJECTED', name: 'the insurer rejected it', after: 'close-drawer' },
    { shown: 'CLAIM_ACKNOWLEDGED_NULLIFIED', name: 'the insurer cancelled it', after: 'close-drawer' },
    { shown: 'TIMEOUT_RETRY', name: 'resubmitted later on its own (spec 000 §4)', after: 'close-drawer' },
    { shown: 'LIMIT_REACHED', name: 'the daily limit (spec 000 §9)', after: 'close-drawer' },
    { shown: 'INSUFFICIENT_COVERAGE', name: 'no benefits left', after: 'close-drawer' },
    { shown: 'SUBMIT_CLAIM_NO_RETRY_ERROR', name: 'a refusal no retry cures, and non-retryable mode', after: 'close-drawer' },
    { shown: 'GENERIC_ERROR', name: 'a send that failed (try again)', after: 'review' },
    { shown: 'INSURER_ERROR', name: 'information the insurer refused (edit my coverage)', after: 'review' },
  ] as const)('$shown, $name: $after', ({ shown, after }) => {
    expect(afterResult(shown)).toBe(after);
  });
});

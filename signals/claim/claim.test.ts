// The derived state the toggle and CTA read: each computed is its src/domain rule over the signals (spec 000 §4, §8; spec 001 §2).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { resetConfig } from '../host/config.ts';
import { session, sessionStatus, resetSession } from '../session/session.ts';
import {
  cancelKind, cta, eligibleProductStatus, insuranceLoad, quoteFlags,
  record, resetClaimState, setRecord, setRestricted, toggleError,
} from './claim.ts';
import { lastAttemptNow } from './quote-limit.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { onCartPage } from '../host/notify.ts';
import { serviceOnline } from '../host/service-status.ts';

const signedIn = () => {
  session.value = { userId: '1001', sessionId: 'act_1', isLoggedIn: true, isGuest: false, isPartiallyAuthenticated: false, customer: { userId: '1001', registerType: 'R', legacyId: undefined, firstName: undefined, lastName: undefined, email1: undefined, phone1: undefined } };
  sessionStatus.value = 'ready';
  insuranceLoad.value = 'ready';
};
const line = (productId: string, insuranceEligible: boolean) => ({ productId, productType: 'FRAME', insuranceEligible });
const rec = (status: string, extra: Partial<ClaimRecord> = {}): ClaimRecord => ({ id: 'cr_1', status, ...extra }) as ClaimRecord;

afterEach(() => {
  resetClaimState();
  serviceOnline.value = true;
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
});

describe('spec 001 §2: the CTA state is ctaState over the signals', () => {
  test('signed out, then default, then the record decides, then a deleted record is none', () => {
    configure({});
    sessionStatus.value = 'ready';
    expect(cta.value).toBe('SIGNED_OUT');
    signedIn();
    expect(cta.value).toBe('DEFAULT');
    eligibleProductStatus.value = 'NOT_ELIGIBLE';
    expect(cta.value).toBe('INELIGIBLE_CART');
    setRestricted({});
    expect(cta.value).toBe('LIMIT_REACHED');
    setRecord(rec('CLAIM_ACCEPTED'));
    expect(cta.value).toBe('ACCEPTED');
    expect(cancelKind.value).toBe('nullify');
    serviceOnline.value = false;
    expect(cta.value).toBe('SERVICE_OFFLINE');
    expect(cancelKind.value).toBeNull();
  });
});

describe('spec 000 §8: the toggle error is insuranceStatusError over the signals', () => {
  test.each<[string, () => void, string]>([
    ['nothing wrong', () => setRecord(rec('INSURANCE_MEMBER_FOUND', { eligibleProducts: [{ cartProducts: [line('p1', true)] }] })), 'NONE'],
    ['a cart without a prescription item asks for one', () => (eligibleProductStatus.value = 'NOT_ELIGIBLE'), 'ELIGIBLE_PRODUCTS_REQUIRED'],
    ['a record without an eligible product has no benefits', () => setRecord(rec('INSURANCE_MEMBER_FOUND', { eligibleProducts: [{ cartProducts: [line('p1', false)] }] })), 'BENEFITS_UNAVAILABLE'],
    ['NO_BENEFITS_AVAILABLE', () => setRecord(rec('NO_BENEFITS_AVAILABLE')), 'BENEFITS_UNAVAILABLE'],
    ['contact lenses coming soon', () => (quoteFlags.value = { contactLensesComingSoon: true }), 'CONTACT_LENSES_COMING_SOON'],
    ['a failed product quote', () => (quoteFlags.value = { productQuoteFailed: true }), 'PRODUCT_QUOTE_FAILED'],
    ['a failed load off the cart page', () => (insuranceLoad.value = 'error'), 'INIT_ERROR'],
  ])('spec 000 §8: %s', (_name, arrange, error) => {
    configure({ cartPath: '/elsewhere' });
    signedIn();
    arrange();
    expect(toggleError.value).toBe(error);
  });

  test('a failed load on the cart page is INIT_ERROR_ON_CART', () => {
    vi.stubGlobal('location', { pathname: '/en-ca/cart/' });
    configure({ cartPath: '/en-ca/cart' });
    signedIn();
    insuranceLoad.value = 'error';
    expect(onCartPage()).toBe(true);
    expect(toggleError.value).toBe('INIT_ERROR_ON_CART');
  });
});

describe('spec 000 §4 and §9: toggle, last attempt', () => {
  test('three claim summaries make the last attempt; the reset forgets the record', () => {
    configure({});
    setRecord(rec('CLAIM_ACCEPTED', { claimData: { claimSummaries: [{}, {}, {}] } as ClaimRecord['claimData'] }));
    expect(lastAttemptNow()).toBe(true);
    resetClaimState();
    expect(record.value).toBeNull();
    expect(lastAttemptNow()).toBe(false);
  });
});

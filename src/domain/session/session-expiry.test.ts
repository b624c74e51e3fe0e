// The session-expiry and authentication rules of spec 000 sections 4, 5, 8 and 9, as tables.
import { describe, expect, test } from 'vitest';
import {
  httpFailureKind,
  isRecordDeleted,
  isSessionExpiredError,
  pollingFailure,
  refetchesSession,
  SESSION_EXPIRED_CODES,
  SESSION_EXPIRED_KEYS,
  sessionRecheck,
  sessionStanding,
  shopSessionFailure,
  shouldExpireSession,
  standingAfterRead,
  type AuthCheckOptions,
  type AuthSessionLike,
  type ExpireSessionInput,
  type HttpFailureKind,
  type PollingFailure,
  type PollingFailureInput,
  type RefetchInput,
  type SessionErrorLike,
  type SessionStanding,
  type ShopFailureInput,
  type ShopSessionFailure,
} from './session-expiry.ts';

describe('spec 000 §8 session-expired codes and keys: isSessionExpiredError', () => {
  test('the codes are the five of the spec', () => {
    expect([...SESSION_EXPIRED_CODES]).toEqual(['ERR_COOKIE_EXPIRED', 'CWXBB1011E', 'CWXBB1103E', 'CWXFR0222E', 'CWXFR0223E']);
  });

  test.each([...SESSION_EXPIRED_CODES])('the error code %s means the session expired', (code) => {
    expect(isSessionExpiredError({ code })).toBe(true);
  });

  test.each([...SESSION_EXPIRED_KEYS])('the error key %s means the session expired', (key) => {
    expect(isSessionExpiredError({ key })).toBe(true);
  });

  test.each<{ name: string; error: SessionErrorLike | null | undefined; expired: boolean }>([
    { name: 'the full key ERR_PARTIAL_AUTHENTICATION_NOT_ALLOWED (the spec truncates it) means expired', error: { key: 'ERR_PARTIAL_AUTHENTICATION_NOT_ALLOWED' }, expired: true },
    { name: 'a custom error whose data is INVALID_SESSION means expired', error: { data: 'INVALID_SESSION' }, expired: true },
    { name: 'a custom error with other data does not', error: { data: 'INVALID_CART' }, expired: false },
    { name: 'a custom error with object data does not', error: { data: { reason: 'INVALID_SESSION' } }, expired: false },
    { name: 'CWXFR0222E sent as a key (it is only a code) does not', error: { key: 'CWXFR0222E' }, expired: false },
    { name: '_ERR_ACTIVITY_TOKEN sent as a code (it is only a key) does not', error: { code: '_ERR_ACTIVITY_TOKEN' }, expired: false },
    { name: 'codes are matched exactly, not by case', error: { code: 'err_cookie_expired' }, expired: false },
    { name: 'an unrelated code and key do not', error: { code: 'CWXFR0999E', key: '_ERR_GENERIC' }, expired: false },
    { name: 'empty fields do not', error: { code: '', key: null, data: undefined }, expired: false },
    { name: 'no error does not (null)', error: null, expired: false },
    { name: 'no error does not (undefined)', error: undefined, expired: false },
  ])('$name', ({ error, expired }) => {
    expect(isSessionExpiredError(error)).toBe(expired);
  });
});

describe('spec 000 §8 HTTP handling and §9 timeout status code: httpFailureKind', () => {
  test.each<[string, number | null | undefined, HttpFailureKind]>([
    ['401 is a session-expired candidate', 401, 'session-expired'],
    ['504 is a timeout', 504, 'timeout'],
    ['404 is not found', 404, 'not-found'],
    ['403 is something else', 403, 'other'],
    ['500 is something else', 500, 'other'],
    ['502 is something else', 502, 'other'],
    ['no status (a network failure) is something else', undefined, 'other'],
    ['a null status is something else', null, 'other'],
  ])('spec 000 §8: %s', (_name, status, kind) => {
    expect(httpFailureKind(status)).toBe(kind);
  });
});

describe('spec 000 §8 a 401 triggers the session-expired flow: shouldExpireSession', () => {
  const base: ExpireSessionInput = { status: 401, hasSessionId: true, alreadyExpired: false, loggingOut: false };
  test.each<{ name: string; input: ExpireSessionInput; expire: boolean }>([
    { name: 'expires on a 401 with a session id', input: base, expire: true },
    { name: 'expires on a 401 without a session id when the flag is given', input: { ...base, hasSessionId: false, flag: true }, expire: true },
    { name: 'does not expire on a 401 without a session id or flag', input: { ...base, hasSessionId: false }, expire: false },
    { name: 'does not expire on a 401 without a session id and a false flag', input: { ...base, hasSessionId: false, flag: false }, expire: false },
    { name: 'does not expire again when already expired', input: { ...base, alreadyExpired: true }, expire: false },
    { name: 'does not expire while logging out', input: { ...base, loggingOut: true }, expire: false },
    { name: 'does not expire while logging out even with the flag', input: { ...base, flag: true, loggingOut: true }, expire: false },
    { name: 'does not expire on a 403', input: { ...base, status: 403 }, expire: false },
    { name: 'does not expire on a 504', input: { ...base, status: 504 }, expire: false },
    { name: 'does not expire without a status', input: { ...base, status: undefined }, expire: false },
  ])('spec 000 §8: $name', ({ input, expire }) => {
    expect(shouldExpireSession(input)).toBe(expire);
  });
});

describe('spec 000 §7 one refetch of the session on an auth failure, §8 one expiry: refetchesSession', () => {
  test.each<{ name: string; input: RefetchInput; refetch: boolean }>([
    { name: 'a refused token reads the session again while it holds', input: { alreadyExpired: false }, refetch: true },
    { name: 'a refused token reads no session once the page said it ended', input: { alreadyExpired: true }, refetch: false },
  ])('spec 000 §7, §8: $name', ({ input, refetch }) => {
    expect(refetchesSession(input)).toBe(refetch);
  });
});

describe('spec 000 §8 Polling failure: pollingFailure', () => {
  test.each<[string, PollingFailureInput, PollingFailure]>([
    ['asks the shop whether the session holds when retryable calls failed and a session exists', { retryableFailed: true, hasSession: true }, 'ask-shop'],
    ['session-expired when retryable calls failed with a session the shop says ended', { retryableFailed: true, hasSession: true, shop: 'ended' }, 'session-expired'],
    ['keeps following when retryable calls failed with a session the shop says holds: an outage is no sign-out', { retryableFailed: true, hasSession: true, shop: 'holds' }, 'keep-following'],
    ['keeps following when retryable calls failed and the shop cannot say either (the network is down)', { retryableFailed: true, hasSession: true, shop: 'unknown' }, 'keep-following'],
    ['generic when retryable calls failed without a session', { retryableFailed: true, hasSession: false }, 'generic'],
    ['generic when a non-retryable call failed with a session', { retryableFailed: false, hasSession: true }, 'generic'],
    ['generic when a non-retryable call failed with a session, whatever the shop says', { retryableFailed: false, hasSession: true, shop: 'ended' }, 'generic'],
    ['generic when a non-retryable call failed without a session', { retryableFailed: false, hasSession: false }, 'generic'],
  ])('spec 000 §8: %s', (_name, input, outcome) => {
    expect(pollingFailure(input)).toBe(outcome);
  });
});

describe('spec 000 §4 a 404 on a claim record: isRecordDeleted', () => {
  test.each<[string, number | null | undefined, boolean]>([
    ['deleted on a 404', 404, true],
    ['not deleted on a 401', 401, false],
    ['not deleted on a 410 (only 404 is named)', 410, false],
    ['not deleted on a 500', 500, false],
    ['not deleted without a status', undefined, false],
  ])('spec 000 §4: %s', (_name, status, deleted) => {
    expect(isRecordDeleted(status)).toBe(deleted);
  });
});

describe('spec 000 §5 and §8: sessionStanding, the one rule of who may apply insurance', () => {
  const loggedIn: AuthSessionLike = { isLoggedIn: true, isGuest: false, isPartiallyAuthenticated: false, sessionId: 'act_1', userId: '1001' };
  const nobody = { isLoggedIn: false, isGuest: false, isPartiallyAuthenticated: false };
  const cle: AuthCheckOptions = { sessionIdCheck: true };
  const ebd: AuthCheckOptions = { sessionIdCheck: false };

  test.each<{ name: string; session: AuthSessionLike | null | undefined; options: AuthCheckOptions; standing: SessionStanding }>([
    { name: 'logged in with a session id and a customer number: signed in', session: loggedIn, options: cle, standing: 'signed-in' },
    { name: 'a guest account with a session id: signed in', session: { ...loggedIn, ...nobody, isGuest: true }, options: cle, standing: 'signed-in' },
    { name: 'partially authenticated with a session id: signed in', session: { ...loggedIn, ...nobody, isPartiallyAuthenticated: true }, options: cle, standing: 'signed-in' },
    { name: 'anonymous (no flag set): signed out, whatever the ids', session: { ...loggedIn, ...nobody }, options: cle, standing: 'signed-out' },
    { name: 'anonymous without ids: signed out, never expired', session: { ...nobody, sessionId: '', userId: '-1002' }, options: cle, standing: 'signed-out' },
    { name: 'no session (null): signed out', session: null, options: cle, standing: 'signed-out' },
    { name: 'no session (undefined): signed out', session: undefined, options: ebd, standing: 'signed-out' },
    { name: 'logged in with an empty session id (§7): expired', session: { ...loggedIn, sessionId: '' }, options: cle, standing: 'expired' },
    { name: 'logged in with a blank session id: expired', session: { ...loggedIn, sessionId: '  ' }, options: cle, standing: 'expired' },
    { name: 'logged in with an empty customer id (§7): expired', session: { ...loggedIn, userId: '' }, options: cle, standing: 'expired' },
    { name: 'logged in with the anonymous customer number (§5, §8): expired', session: { ...loggedIn, userId: '-1002' }, options: cle, standing: 'expired' },
    { name: 'a custom anonymous customer number: expired', session: { ...loggedIn, userId: 'anon' }, options: { ...cle, anonymousUserId: 'anon' }, standing: 'expired' },
    { name: '-1002 is a customer number when the shop\'s anonymous id differs', session: { ...loggedIn, userId: '-1002' }, options: { ...cle, anonymousUserId: 'anon' }, standing: 'signed-in' },
    { name: 'brand ebd without a session id but a customer number: signed in', session: { ...loggedIn, sessionId: '' }, options: ebd, standing: 'signed-in' },
    { name: 'brand ebd without a customer number: expired', session: { ...loggedIn, sessionId: '', userId: ' ' }, options: ebd, standing: 'expired' },
    { name: 'brand ebd, a custom anonymous customer number: expired', session: { ...loggedIn, sessionId: '', userId: 'anon' }, options: { ...ebd, anonymousUserId: 'anon' }, standing: 'expired' },
    { name: 'brand ebd, anonymous with a user id: signed out', session: { ...loggedIn, ...nobody, sessionId: '' }, options: ebd, standing: 'signed-out' },
    { name: 'the feature flag waives the session id for brand cle too', session: { ...loggedIn, sessionId: '' }, options: { ...cle, featureFlagDisablesCheck: true }, standing: 'signed-in' },
    { name: 'the feature flag off, without a customer number: expired', session: { ...loggedIn, sessionId: undefined, userId: undefined }, options: { ...cle, featureFlagDisablesCheck: true }, standing: 'expired' },
    { name: 'the session id null while checked: expired', session: { ...loggedIn, sessionId: null }, options: cle, standing: 'expired' },
  ])('spec 000 §5: $name', ({ session, options, standing }) => {
    expect(sessionStanding(session, options)).toBe(standing);
  });
});

describe('spec 000 §7 and §8: shopSessionFailure, how a failed shop session call ends', () => {
  const signedIn: ShopFailureInput = { status: 401, errors: [], hasSessionId: true, alreadyExpired: false, loggingOut: false };

  test.each<{ name: string; input: ShopFailureInput; ends: ShopSessionFailure }>([
    { name: 'a 401 with a session id: session expired', input: signedIn, ends: 'session-expired' },
    { name: 'a 401 before any session id was known: signed out', input: { ...signedIn, hasSessionId: false }, ends: 'signed-out' },
    { name: 'a 401 while already expired: signed out, announced once', input: { ...signedIn, alreadyExpired: true }, ends: 'signed-out' },
    { name: 'a 401 while logging out: signed out, never expired', input: { ...signedIn, loggingOut: true }, ends: 'signed-out' },
    { name: 'a 400 whose body carries CWXBB1011E: session expired, even without a session id', input: { ...signedIn, status: 400, hasSessionId: false, errors: [{ code: 'CWXBB1011E' }] }, ends: 'session-expired' },
    { name: 'a 403 whose body carries the key _ERR_ACTIVITY_TOKEN: session expired', input: { ...signedIn, status: 403, errors: [{ key: '_ERR_ACTIVITY_TOKEN' }] }, ends: 'session-expired' },
    { name: 'a custom error whose data is INVALID_SESSION: session expired', input: { ...signedIn, status: 0, errors: [{ data: 'INVALID_SESSION' }] }, ends: 'session-expired' },
    { name: 'an expired-session body while logging out: signed out', input: { ...signedIn, status: 400, errors: [{ code: 'ERR_COOKIE_EXPIRED' }], loggingOut: true }, ends: 'signed-out' },
    { name: 'a 500: the retrieval error', input: { ...signedIn, status: 500 }, ends: 'error' },
    { name: 'a 400 with another code: the retrieval error', input: { ...signedIn, status: 400, errors: [{ code: '_ERR_STORE_NOT_FOUND', key: 'CWXFR0130E' }] }, ends: 'error' },
    { name: 'no answer (0): the retrieval error', input: { ...signedIn, status: 0 }, ends: 'error' },
  ])('spec 000 §8: $name', ({ input, ends }) => {
    expect(shopSessionFailure(input)).toBe(ends);
  });
});

describe('issue 27 and spec 000 §5, §8: sessionRecheck, the shop session re-read before submit, accept or nullify', () => {
  const options = { sessionIdCheck: true };
  const known = { userId: '1001' };
  test.each([
    { name: 'the same shopper, same session: holds', fresh: { isLoggedIn: true, sessionId: 'act_1', userId: '1001' }, verdict: 'holds' },
    { name: 'the same shopper signed in again (a new session id): holds', fresh: { isLoggedIn: true, sessionId: 'act_2', userId: '1001' }, verdict: 'holds' },
    { name: 'signed out in another tab (the shop now sees an anonymous visitor): ended', fresh: { isLoggedIn: false, sessionId: 'act_3', userId: '-1002' }, verdict: 'ended' },
    { name: 'another shopper signed in in another tab: ended, their claim is not this page\'s', fresh: { isLoggedIn: true, sessionId: 'act_4', userId: '2002' }, verdict: 'ended' },
    { name: 'signed in without a session id (expired, spec 000 §7): ended', fresh: { isLoggedIn: true, sessionId: ' ', userId: '1001' }, verdict: 'ended' },
    { name: 'no answer of a session at all: ended', fresh: null, verdict: 'ended' },
  ])('$name', ({ fresh, verdict }) => {
    expect(sessionRecheck(known, fresh, options)).toBe(verdict);
  });
});

describe('spec 000 §7 and §8: standingAfterRead, the shop session read again by a page that knew the shopper', () => {
  test.each<{ name: string; before: SessionStanding; read: SessionStanding; loggingOut: boolean; after: SessionStanding }>([
    { name: 'signed in, the shop now answers an anonymous visitor (signed out in another tab): expired', before: 'signed-in', read: 'signed-out', loggingOut: false, after: 'expired' },
    { name: 'signed in, and this page is signing out: signed out, never an expiry', before: 'signed-in', read: 'signed-out', loggingOut: true, after: 'signed-out' },
    { name: 'signed in, still signed in: signed in', before: 'signed-in', read: 'signed-in', loggingOut: false, after: 'signed-in' },
    { name: 'signed in, the shop answers without the ids (§7): expired, as read', before: 'signed-in', read: 'expired', loggingOut: false, after: 'expired' },
    { name: 'never signed in on this page, anonymous: signed out', before: 'signed-out', read: 'signed-out', loggingOut: false, after: 'signed-out' },
    { name: 'never signed in on this page, signs in: signed in', before: 'signed-out', read: 'signed-in', loggingOut: false, after: 'signed-in' },
    { name: 'an ended session read again as anonymous: signed out, announced once already', before: 'expired', read: 'signed-out', loggingOut: false, after: 'signed-out' },
  ])('$name', ({ before, read, loggingOut, after }) => {
    expect(standingAfterRead(before, read, loggingOut)).toBe(after);
  });
});

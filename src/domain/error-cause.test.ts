// Who caused an error (spec 000 section 6), as a table.
import { describe, expect, test } from 'vitest';
import { errorCause } from './error-cause.ts';

describe('spec 000 §6 analytics error cause: errorCause', () => {
  test.each<[string, string | null | undefined, 'user' | 'server']>([
    ['LIMIT_REACHED is caused by the user', 'LIMIT_REACHED', 'user'],
    ['INSUFFICIENT_COVERAGE is caused by the user', 'INSUFFICIENT_COVERAGE', 'user'],
    ['INSURANCE_MEMBER_NOT_FOUND is caused by the user', 'INSURANCE_MEMBER_NOT_FOUND', 'user'],
    ['MULTIPLE_INSURANCE_MEMBERS_FOUND is caused by the server (all others)', 'MULTIPLE_INSURANCE_MEMBERS_FOUND', 'server'],
    ['GENERIC_ERROR is caused by the server', 'GENERIC_ERROR', 'server'],
    ['CLAIM_REJECTED is caused by the server', 'CLAIM_REJECTED', 'server'],
    ['TOO_MANY_ATTEMPTS (the lookup lockout) is caused by the server: the spec names only three', 'TOO_MANY_ATTEMPTS', 'server'],
    ['the quote view\'s TIME_EXCEEDED is caused by the server', 'TIME_EXCEEDED', 'server'],
    ['the French BENEFICIARY_NOT_FOUND is caused by the server: read literally, only INSURANCE_MEMBER_NOT_FOUND is the user\'s', 'BENEFICIARY_NOT_FOUND', 'server'],
    ['NULLIFY_EXPIRED (an app error) is caused by the server', 'NULLIFY_EXPIRED', 'server'],
    ['an unknown context is caused by the server', 'SOMETHING_NEW', 'server'],
    ['no context counts as the server', null, 'server'],
  ])('spec 000 §6: %s', (_name, context, cause) => {
    expect(errorCause(context)).toBe(cause);
  });
});

// Every business constant against the value of spec 000 §9 (and spec 001 §9), as one table.
import { describe, expect, test } from 'vitest';
import * as constants from './constants.ts';

describe('spec 000 §9 business constants and limits', () => {
  const rows: { name: string; key: keyof typeof constants; expected: unknown }[] = [
    { name: 'claim polling: 2000 ms interval, 120000 ms max wait, 3 max timeout retries', key: 'CLAIM_POLLING', expected: { intervalMs: 2000, maxWaitMs: 120000, maxRetries: 3 } },
    { name: 'nullify: 1000 ms interval, max count 3 (failed polls), 30000 ms max wait', key: 'NULLIFY_POLLING', expected: { intervalMs: 1000, maxRetries: 3, maxWaitMs: 30000 } },
    { name: 'cart update interval 1000 ms', key: 'CART_UPDATE_INTERVAL_MS', expected: 1000 },
    { name: 'quote: 2000 ms interval, 120000 ms max wait, 3 retries', key: 'QUOTE_POLLING', expected: { intervalMs: 2000, maxWaitMs: 120000, maxRetries: 3 } },
    { name: 'refuse quote: the quote interval and retries with the 30000 ms refuse-quote wait', key: 'REFUSE_QUOTE_POLLING', expected: { intervalMs: 2000, maxWaitMs: 30000, maxRetries: 3 } },
    { name: 'cancel-quote retry: 500 ms interval, max 3', key: 'CANCEL_QUOTE_RETRY', expected: { intervalMs: 500, maxRetries: 3 } },
    { name: 'submit polling: 2000 ms interval, 120000 ms max wait, 3 retries (no cap on reads)', key: 'SUBMIT_POLLING', expected: { intervalMs: 2000, maxWaitMs: 120000, maxRetries: 3 } },
    { name: 'submit max attempts 5 (submit calls, 2000 ms apart)', key: 'SUBMIT_CALL_ATTEMPTS', expected: { intervalMs: 2000, maxAttempts: 5 } },
    { name: 'submit restricted: the submit interval and retries with the 30000 ms restricted wait', key: 'SUBMIT_RESTRICTED_POLLING', expected: { intervalMs: 2000, maxWaitMs: 30000, maxRetries: 3 } },
    { name: 'use-insurance polling: 2000 ms interval, 120000 ms max wait', key: 'USE_INSURANCE_POLLING', expected: { intervalMs: 2000, maxWaitMs: 120000 } },
    { name: 'member lookup polling (no numbers of its own): the use-insurance wait, with the claim polling\'s 3 retries', key: 'MEMBER_LOOKUP_POLLING', expected: { intervalMs: 2000, maxWaitMs: 120000, maxRetries: 3 } },
    { name: 'other timing 7000 ms', key: 'LOADING_MESSAGE_STEP_MS', expected: 7000 },
    { name: 'skeleton delay 500 ms', key: 'SKELETON_DELAY_MS', expected: 500 },
    { name: 'max files 10', key: 'MAX_PRESCRIPTION_FILES', expected: 10 },
    { name: 'inactivity cancellation 30 minutes', key: 'INACTIVITY_CANCEL_MS', expected: 30 * 60 * 1000 },
    { name: 'claim attempts up to 3', key: 'MAX_CLAIM_ATTEMPTS', expected: 3 },
    { name: 'then a 24-hour wait', key: 'CLAIM_ATTEMPTS_WAIT_MS', expected: 24 * 60 * 60 * 1000 },
    { name: 'data cache lifetime 1 hour', key: 'CACHE_LIFETIME_MS', expected: 3_600_000 },
    { name: 'some query data 300 seconds', key: 'QUERY_DATA_LIFETIME_MS', expected: 300_000 },
    { name: 'configuration cached indefinitely', key: 'CONFIGURATION_LIFETIME_MS', expected: Number.POSITIVE_INFINITY },
    { name: 'script chunk load timeout 120000 ms', key: 'CHUNK_LOAD_TIMEOUT_MS', expected: 120000 },
    { name: 'app version 1.36.0', key: 'SPEC_APP_VERSION', expected: '1.36.0' },
    { name: 'timeout status code 504', key: 'TIMEOUT_STATUS', expected: 504 },
    { name: 'spec 000 §5, one claim at a time per order: the code of a second claim refused (the spec names none; the sandbox and the widgets share it)', key: 'ORDER_ALREADY_CLAIMED', expected: 'ORDER_ALREADY_CLAIMED' },
    { name: 'nullify cut-off evaluated in America/Los_Angeles time', key: 'NULLIFY_CUTOFF_TIME_ZONE', expected: 'America/Los_Angeles' },
    { name: 'nullify cut-off 23:59:59 in the one setting shown', key: 'DEFAULT_NULLIFY_CUTOFF_TIME', expected: '23:59:59' },
  ];

  test.each(rows)('spec 000 §9: $name', ({ key, expected }) => {
    expect(constants[key]).toStrictEqual(expected);
  });

  test('spec 000 §9: every constant exported has a row checking it against the spec', () => {
    expect(rows.map((row) => row.key).sort()).toStrictEqual(Object.keys(constants).sort());
  });
});

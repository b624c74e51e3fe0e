// The lifetime of each cached answer (spec 000 §9 "Data cache lifetime"; spec 001 §9 "API cache lifetime").
import { describe, expect, test } from 'vitest';
import { cacheLifetimeMs } from './cache-lifetime.ts';

const HOUR = 3_600_000;

describe('spec 000 §9 / spec 001 §9: cacheLifetimeMs', () => {
  test.each<{ name: string; path: string; ms: number }>([
    { name: 'configuration (configurations?path=...) is kept indefinitely', path: 'configurations', ms: Number.POSITIVE_INFINITY },
    { name: 'configuration, with its query, is kept indefinitely', path: 'configurations?path=cta/state', ms: Number.POSITIVE_INFINITY },
    { name: 'configuration, with a leading slash, is kept indefinitely', path: '/configurations', ms: Number.POSITIVE_INFINITY },
    { name: 'query data: dispensing practitioners 300 s', path: 'dispensing-practitioners', ms: 300_000 },
    { name: 'query data: service locations 300 s', path: 'service-locations', ms: 300_000 },
    { name: 'query data: shared-services attachments 300 s', path: 'shared-services/attachments', ms: 300_000 },
    { name: 'insurers 1 hour', path: 'insurers', ms: HOUR },
    { name: 'public insurers list 1 hour', path: 'insurers/list', ms: HOUR },
    { name: 'insurer details 1 hour', path: 'insurers/ins_1', ms: HOUR },
    { name: 'provider 1 hour', path: 'insurance-providers/p_1', ms: HOUR },
    { name: 'default forms 1 hour', path: 'insurance-providers/p_1/default-insurance-forms', ms: HOUR },
    { name: 'insurance plans 1 hour', path: 'claim-records/r_1/insurance-plans', ms: HOUR },
    { name: 'a path that only starts like a query-data one is the rest: 1 hour', path: 'service-locations-archive', ms: HOUR },
    { name: 'a path that only starts like configuration is the rest: 1 hour', path: 'configurationsX', ms: HOUR },
  ])('$name', ({ path, ms }) => {
    expect(cacheLifetimeMs(path)).toBe(ms);
  });
});

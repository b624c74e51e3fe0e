// The sandbox's own rules (this folder), each row citing the spec, run through the widgets' rule of src/domain as well:
// the two are written apart, so when either drifts from the spec the row names the side and the section.
import { describe, expect, test } from 'vitest';
import { isNullifyExpired } from '../../../src/domain/claim/nullify.ts';
import { customerFacingStatus, isBenefitPlanReady } from '../../../src/domain/claim/record-status.ts';
import { RECORD_STATUSES, type CustomerFacingStatus } from '../../../src/domain/claim/status.ts';
import { MAX_PRESCRIPTION_FILES } from '../../../src/domain/constants.ts';
import { isoDay } from '../../../src/domain/dates.ts';
import { BRANDS } from '../../../src/domain/host/brand-codes.ts';
import { brandFeatures } from '../../../src/domain/host/brand.ts';
import { flowOf } from '../../../src/domain/host/flow.ts';
import { isSameSitePath } from '../../../src/domain/host/paths.ts';
import { fieldRuleOf } from '../../../src/domain/information/form-data.ts';
import { insurerName, providerKind } from '../../../src/domain/insurer/insurer.ts';
import { formatMoney, fromMinor, residual, toMinor } from '../../../src/domain/money.ts';
import { ALLOWED_TYPES, checkFile, checkFileContent, checkFileCount, sniffFileType, type AttachmentError } from '../../../src/domain/prescription/attachments.ts';
import { prescriptionStatusGroup } from '../../../src/domain/prescription/prescriptions.ts';
import { PRODUCT_TYPES, productGroup } from '../../../src/domain/product/products.ts';
import { restrictedContactLensProducts } from '../../../src/domain/product/contact-lenses.ts';
import { isInsurerOffline, lastQuote } from '../../../src/domain/quote/quote.ts';
import { canTurnOn, isToggleOn } from '../../../src/domain/toggle/toggle.ts';
import { featuresOfBrand, frenchMarket, insurerNameIn, networkKind, postalCodeKind, staysOnSite } from './host.ts';
import { losAngelesDay, msToNextLosAngelesDay, nullifyExpired } from './los-angeles-time.ts';
import { moneyText, remainderMinor, toMajorUnits, toMinorUnits } from './money.ts';
import { linesNotBySix, prescriptionValidated, productFamily, type ProductFamily } from './product.ts';
import { benefitPlansReady, cancellationUnderWay, claimMayShare, insuranceOn, insurerOffline, latestQuote, mayTurnInsuranceOn, recordCustomerFacingStatus, type ClaimDataFacts, type RecordFacts } from './record.ts';
import { sniffedUploadType, uploadContentProblem, uploadCountProblem, uploadNameAllowed, uploadProblem, type UploadProblem } from './upload.ts';

const HOUR = 60 * 60 * 1000;

/** Runs `run` with the process in another time zone, so a date read in the machine's zone would show. */
function inZone<T>(zone: string, run: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    // The runtime must follow: otherwise the rows below would pass without testing what they say.
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    return run();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('spec 000 §4 Nullify and §9 cut-off: a record is nullify-expired on another Los Angeles day or past the cut-off', () => {
  // 2026-05-12 is in daylight time (UTC-7); daylight saving starts on 2026-03-08 and ends on 2026-11-01, at 02:00.
  test.each([
    { row: 'spec 000 §4 Nullify: same Los Angeles day, before the cut-off', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-12T20:00:00Z', expired: false },
    { row: 'spec 000 §9 cut-off 23:59:59: at the cut-off itself, not yet past it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T06:59:59.000Z', expired: false },
    { row: 'spec 000 §9 cut-off 23:59:59: half a second past it, same day', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T06:59:59.500Z', expired: true },
    { row: 'spec 000 §4 Nullify: same Los Angeles day though the UTC day changed', lastModified: '2026-05-12T20:00:00Z', now: '2026-05-13T03:00:00Z', expired: false },
    { row: 'spec 000 §4 Nullify: 23:30 yesterday in Los Angeles, though the same UTC day', lastModified: '2026-05-12T06:30:00Z', now: '2026-05-12T07:30:00Z', expired: true },
    { row: 'spec 000 §4 Nullify: another day, a week before', lastModified: '2026-05-05T16:00:00Z', now: '2026-05-12T16:00:00Z', expired: true },
    { row: 'spec 000 §4 Nullify: an offset other than UTC is honoured (09:00 in Los Angeles, written in Paris time)', lastModified: '2026-05-12T18:00:00+02:00', now: '2026-05-12T20:00:00Z', expired: false },
    // March: 2026-03-08 has 23 hours; its midnight is 08:00 UTC, the next one 07:00 UTC.
    { row: 'spec 000 §9 Los Angeles time, March change day: 01:30 standard and 03:30 daylight are the same day', lastModified: '2026-03-08T09:30:00Z', now: '2026-03-08T10:30:00Z', expired: false },
    { row: 'spec 000 §9 Los Angeles time, March change day: 23:30 the evening before is another day', lastModified: '2026-03-08T07:30:00Z', now: '2026-03-08T10:30:00Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, March change day: 00:30 the next day is another day (standard time would read 23:30)', lastModified: '2026-03-08T20:00:00Z', now: '2026-03-09T07:30:00Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, March change day: 23:59:59.5 daylight time is past the cut-off (standard time would read 22:59)', lastModified: '2026-03-08T20:00:00Z', now: '2026-03-09T06:59:59.500Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, March change day: 23:30 daylight time is the same day, before the cut-off', lastModified: '2026-03-08T08:30:00Z', now: '2026-03-09T06:30:00Z', expired: false },
    // November: 2026-11-01 has 25 hours; its midnight is 07:00 UTC, the next one 08:00 UTC.
    { row: 'spec 000 §9 Los Angeles time, November change day: the first and the second 01:30 are the same day', lastModified: '2026-11-01T08:30:00Z', now: '2026-11-01T09:30:00Z', expired: false },
    { row: 'spec 000 §9 Los Angeles time, November change day: 23:30 standard time is the same day (daylight time would read 00:30)', lastModified: '2026-11-01T18:00:00Z', now: '2026-11-02T07:30:00Z', expired: false },
    { row: 'spec 000 §9 Los Angeles time, November change day: 23:59:59.5 standard time is past the cut-off', lastModified: '2026-11-01T18:00:00Z', now: '2026-11-02T07:59:59.500Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, November change day: midnight after it is another day', lastModified: '2026-11-01T18:00:00Z', now: '2026-11-02T08:00:00Z', expired: true },
    { row: 'spec 000 §9 Los Angeles time, November change day: 00:30 daylight time is the day itself, not the one before', lastModified: '2026-11-01T07:30:00Z', now: '2026-11-01T12:00:00Z', expired: false },
  ])('$row: expired $expired', ({ lastModified, now, expired }) => {
    expect(nullifyExpired(lastModified, new Date(now)), 'sandbox').toBe(expired);
    expect(isNullifyExpired(lastModified, new Date(now)), 'src/domain').toBe(expired);
  });

  test.each([
    { row: 'spec 000 §9 "an environment setting": cut-off 18:00, a minute before it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T00:59:00Z', cutoff: '18:00:00', expired: false },
    { row: 'spec 000 §9 "an environment setting": cut-off 18:00, a second past it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T01:00:01Z', cutoff: '18:00:00', expired: true },
    { row: 'spec 000 §9 "an environment setting": cut-off 18:00 written HH:mm, a second past it', lastModified: '2026-05-12T16:00:00Z', now: '2026-05-13T01:00:01Z', cutoff: '18:00', expired: true },
  ])('$row: expired $expired', ({ lastModified, now, cutoff, expired }) => {
    expect(nullifyExpired(lastModified, new Date(now), cutoff), 'sandbox').toBe(expired);
    expect(isNullifyExpired(lastModified, new Date(now), cutoff), 'src/domain').toBe(expired);
  });

  test.each(['24:00:00', '6pm', '', '18:60:00'])('spec 000 §9 cut-off: a malformed setting %j is a configuration error, on both sides', (cutoff) => {
    const now = new Date('2026-05-12T20:00:00Z');
    expect(() => nullifyExpired('2026-05-12T16:00:00Z', now, cutoff), 'sandbox').toThrow(RangeError);
    expect(() => isNullifyExpired('2026-05-12T16:00:00Z', now, cutoff), 'src/domain').toThrow(RangeError);
  });

  // Read in a zone far from UTC and Los Angeles, so a lastModified read in the machine's zone would move a day.
  test.each([
    { row: 'spec 000 §3 lastModified without offset is UTC: 16:00 UTC is 09:00 the same Los Angeles day', lastModified: '2026-05-12T16:00:00', now: '2026-05-12T20:00:00Z', expired: false },
    { row: 'spec 000 §3 lastModified without offset is UTC: 06:30 UTC is 23:30 the day before in Los Angeles', lastModified: '2026-05-12T06:30:00', now: '2026-05-12T07:30:00Z', expired: true },
    { row: 'spec 000 §3 lastModified without offset is UTC, with milliseconds', lastModified: '2026-05-12T16:00:00.123', now: '2026-05-12T20:00:00Z', expired: false },
  ])('$row: expired $expired', ({ lastModified, now, expired }) => {
    inZone('Pacific/Kiritimati', () => {
      expect(nullifyExpired(lastModified, new Date(now)), 'sandbox').toBe(expired);
      expect(isNullifyExpired(lastModified, new Date(now)), 'src/domain').toBe(expired);
    });
  });

  test.each([
    { row: 'spec 000 §4 Nullify: an unreadable lastModified refuses the cancel', lastModified: 'last Tuesday' },
    { row: 'spec 000 §4 Nullify: an empty lastModified refuses the cancel', lastModified: '' },
    { row: 'spec 000 §4 Nullify: a lastModified with a month 13 refuses the cancel', lastModified: '2026-13-01T10:00:00Z' },
  ])('$row', ({ lastModified }) => {
    const now = new Date('2026-05-12T20:00:00Z');
    expect(nullifyExpired(lastModified, now), 'sandbox').toBe(true);
    expect(isNullifyExpired(lastModified, now), 'src/domain').toBe(true);
  });

  test('spec 000 §4 Nullify: a missing lastModified refuses the cancel (the sandbox reads it from the record as it is)', () => {
    expect(nullifyExpired(undefined, new Date('2026-05-12T20:00:00Z'))).toBe(true);
  });
});

describe("spec 000 §8 daily limits and §9 Los Angeles time: the service's day", () => {
  test.each([
    { row: 'spec 000 §9: 06:59:59 UTC is still the evening before in Los Angeles (daylight time)', at: '2026-05-12T06:59:59Z', day: '2026-05-11' },
    { row: 'spec 000 §9: 07:00 UTC is Los Angeles midnight (daylight time)', at: '2026-05-12T07:00:00Z', day: '2026-05-12' },
    { row: 'spec 000 §9: 07:30 UTC in January is still the evening before (standard time)', at: '2026-01-15T07:30:00Z', day: '2026-01-14' },
    { row: 'spec 000 §9: March change day, 03:30 daylight time', at: '2026-03-08T10:30:00Z', day: '2026-03-08' },
    { row: 'spec 000 §9: November change day, the second 01:30', at: '2026-11-01T09:30:00Z', day: '2026-11-01' },
  ])('$row: $day', ({ at, day }) => {
    expect(losAngelesDay(Date.parse(at)), 'sandbox').toBe(day);
    expect(isoDay(new Date(at), 'America/Los_Angeles'), 'src/domain').toBe(day);
  });

  test.each([
    { row: 'an ordinary day: 11:00 is 13 hours from midnight', at: '2026-05-12T18:00:00Z', ms: 13 * HOUR },
    { row: 'March change day (23 hours): from 00:30 standard time, 22.5 hours', at: '2026-03-08T08:30:00Z', ms: 22.5 * HOUR },
    { row: 'November change day (25 hours): from 00:30 daylight time, 24.5 hours', at: '2026-11-01T07:30:00Z', ms: 24.5 * HOUR },
    { row: 'November change day: from the second 01:30, 22.5 hours', at: '2026-11-01T09:30:00Z', ms: 22.5 * HOUR },
    { row: 'at midnight itself, a whole day', at: '2026-05-12T07:00:00Z', ms: 24 * HOUR },
  ])('spec 000 §8 the daily limits lift at the next Los Angeles midnight: $row', ({ at, ms }) => {
    expect(msToNextLosAngelesDay(Date.parse(at))).toBe(ms);
  });
});

describe('spec 000 §4 "Customer-facing status from record status"', () => {
  /** The statuses the spec names, with what they give; every other status gives IN_PROGRESS. */
  const NAMED: Readonly<Record<string, CustomerFacingStatus>> = {
    CLAIM_ACCEPTED: 'ACCEPTED',
    CLAIM_REJECTED: 'REJECTED',
    CLAIM_RETRY: 'TIMEOUT_RETRY',
    CLAIM_ACKNOWLEDGED: 'ACKNOWLEDGED_NULLIFIED',
    RESTRICTED: 'LIMIT_REACHED',
    QUOTE_PENDING: 'SERVICE_OFFLINE',
    CLAIM_NULLIFY_REJECTED: 'NULLIFY_REJECTED',
    FOR_MANUAL_NULLIFY: 'NULLIFY_REJECTED',
  };

  test.each(RECORD_STATUSES.map((status) => ({ status, want: NAMED[status] ?? 'IN_PROGRESS' })))(
    'spec 000 §4: record status $status gives $want (no quote)',
    ({ status, want }) => {
      expect(recordCustomerFacingStatus({ status }), 'sandbox').toBe(want);
      expect(customerFacingStatus({ status }), 'src/domain').toBe(want);
    },
  );

  const offline = { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' };
  test.each<{ row: string; record: RecordFacts | null; want: CustomerFacingStatus }>([
    { row: 'spec 000 §4: no record gives DEFAULT', record: null, want: 'DEFAULT' },
    { row: 'spec 000 §4: no status gives DEFAULT', record: { claimData: {} }, want: 'DEFAULT' },
    { row: 'spec 000 §4: an empty status gives DEFAULT', record: { status: '' }, want: 'DEFAULT' },
    { row: 'spec 000 §4: a status the spec does not list is "any other", IN_PROGRESS', record: { status: 'SOMETHING_NEW' }, want: 'IN_PROGRESS' },
    { row: 'spec 000 §4: QUOTE_REQUESTED, last quote an insurer-offline connection error, is SERVICE_OFFLINE', record: { status: 'QUOTE_REQUESTED', claimData: { quote: offline } }, want: 'SERVICE_OFFLINE' },
    { row: 'spec 000 §3 lastQuote flag: the flagged summary is the last quote, over a stale current one', record: { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'SUBMITTED' }, quoteSummaries: [{ status: 'SUBMITTED', lastQuote: false }, { ...offline, lastQuote: true }] } }, want: 'SERVICE_OFFLINE' },
    { row: 'spec 000 §3 lastQuote flag: an offline summary no longer last does not count', record: { status: 'QUOTE_REQUESTED', claimData: { quote: offline, quoteSummaries: [{ ...offline, lastQuote: false }, { status: 'SUBMITTED', lastQuote: true }] } }, want: 'IN_PROGRESS' },
    { row: 'spec 000 §4: QUOTE_REQUESTED with a connection error of another code is IN_PROGRESS', record: { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'CONNECTION_ERROR', errorCode: 'GENERIC_ERROR' } } }, want: 'IN_PROGRESS' },
    { row: 'spec 000 §4: QUOTE_REQUESTED with INSURER_OFFLINE on a quote that is not a connection error is IN_PROGRESS', record: { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'ERROR', errorCode: 'INSURER_OFFLINE' } } }, want: 'IN_PROGRESS' },
    { row: 'spec 000 §4: QUOTE_REQUESTED with no quote yet is IN_PROGRESS', record: { status: 'QUOTE_REQUESTED', claimData: {} }, want: 'IN_PROGRESS' },
    { row: 'spec 000 §4: the offline quote matters only while QUOTE_REQUESTED', record: { status: 'QUOTE_REQUIRED', claimData: { quote: offline } }, want: 'IN_PROGRESS' },
  ])('$row', ({ record, want }) => {
    expect(recordCustomerFacingStatus(record), 'sandbox').toBe(want);
    expect(customerFacingStatus(record), 'src/domain').toBe(want);
  });
});

describe('spec 000 §3 and §4: the last quote, and the insurer offline', () => {
  const offline = { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' };
  test.each<{ row: string; data: ClaimDataFacts | undefined; status: string | undefined; offline: boolean }>([
    { row: 'spec 000 §3: no claim data has no last quote', data: undefined, status: undefined, offline: false },
    { row: 'spec 000 §3: no summaries, the current quote is the last', data: { quote: { status: 'APPROVED' } }, status: 'APPROVED', offline: false },
    { row: 'spec 000 §3: the summary flagged lastQuote wins over the current quote', data: { quote: { status: 'SUBMITTED' }, quoteSummaries: [{ status: 'APPROVED', lastQuote: true }] }, status: 'APPROVED', offline: false },
    { row: 'spec 000 §3: summaries none of which is flagged fall back to the current quote', data: { quote: { status: 'REJECTED' }, quoteSummaries: [{ status: 'APPROVED', lastQuote: false }] }, status: 'REJECTED', offline: false },
    { row: 'spec 000 §4: a CONNECTION_ERROR with code INSURER_OFFLINE is the insurer offline', data: { quoteSummaries: [{ ...offline, lastQuote: true }] }, status: 'CONNECTION_ERROR', offline: true },
    { row: 'spec 000 §4: RETRY with code INSURER_OFFLINE is not a connection error', data: { quote: { status: 'RETRY', errorCode: 'INSURER_OFFLINE' } }, status: 'RETRY', offline: false },
  ])('$row', ({ data, status, offline: isOffline }) => {
    expect(latestQuote(data)?.status, 'sandbox').toBe(status);
    expect(lastQuote(data)?.status, 'src/domain').toBe(status);
    expect(insurerOffline(latestQuote(data)), 'sandbox').toBe(isOffline);
    expect(isInsurerOffline(lastQuote(data)), 'src/domain').toBe(isOffline);
  });
});

describe('spec 000 §4 "Insurance usage": the toggle and turning it on', () => {
  test.each<{ row: string; record: RecordFacts | null; on: boolean }>([
    { row: 'spec 000 §4: INSURANCE_ENABLED is on', record: { status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, on: true },
    { row: 'spec 000 §4: enabled with eligibility check is on', record: { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED' } }, on: true },
    { row: 'spec 000 §4: INSURANCE_DISABLED is off', record: { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } }, on: false },
    { row: 'spec 000 §4: INSURANCE_NOT_APPLICABLE is off', record: { status: 'CREATED', claimData: { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' } }, on: false },
    { row: 'spec 000 §4: no use-insurance status is off', record: { status: 'CREATED', claimData: {} }, on: false },
    { row: 'spec 000 §4: a deleted record is off, though enabled', record: { status: 'DELETED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, on: false },
    { row: 'spec 000 §4: no record is off', record: null, on: false },
  ])('$row', ({ record, on }) => {
    expect(insuranceOn(record), 'sandbox').toBe(on);
    expect(isToggleOn(record), 'src/domain').toBe(on);
  });

  test.each([
    { row: 'spec 000 §4: turning on is refused when the status is disabled', use: 'INSURANCE_DISABLED', may: false },
    { row: 'spec 000 §4: turning on is allowed from not applicable', use: 'INSURANCE_NOT_APPLICABLE', may: true },
    { row: 'spec 000 §4: turning on is allowed when already enabled', use: 'INSURANCE_ENABLED', may: true },
    { row: 'spec 000 §4: turning on is allowed with an eligibility check pending', use: 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED', may: true },
    { row: 'spec 000 §4: turning on is allowed with no status yet', use: undefined, may: true },
    { row: 'spec 000 §4: turning on is allowed with a null status', use: null, may: true },
  ])('$row', ({ use, may }) => {
    expect(mayTurnInsuranceOn(use), 'sandbox').toBe(may);
    expect(canTurnOn(use), 'src/domain').toBe(may);
  });
});

describe('spec 000 §4 "Nullify": the share an order may take of a claim cancelled, being cancelled or refused', () => {
  test.each([
    { status: 'CLAIM_ACCEPTED', share: true, underWay: false },
    { status: 'CLAIM_SUBMITTED', share: true, underWay: false },
    { status: 'CLAIM_NULLIFY_REJECTED', share: true, underWay: false },
    { status: 'CLAIM_NULLIFY_EVENT_SENT', share: false, underWay: true },
    { status: 'CLAIM_NULLIFY_SENT', share: false, underWay: true },
    { status: 'CLAIM_NULLIFIED', share: false, underWay: false },
    { status: 'FOR_MANUAL_NULLIFY', share: false, underWay: false },
    { status: 'CLAIM_NULLIFIED_MANUALLY', share: false, underWay: false },
    { status: 'CLAIM_REJECTED', share: false, underWay: false },
    { status: null, share: true, underWay: false },
  ])('$status: an order may take its share $share, a cancellation under way $underWay', ({ status, share, underWay }) => {
    expect(claimMayShare(status)).toBe(share);
    expect(cancellationUnderWay(status)).toBe(underWay);
  });
});

describe('spec 001 §4: the benefit plan is ready only if the record status allows plans', () => {
  test.each([
    // The member is found (spec 000 §4, member-lookup phase MEMBER_FOUND).
    ...['INSURANCE_MEMBER_FOUND', 'NO_BENEFITS_AVAILABLE', 'READY_TO_QUOTE', 'READY_TO_CLAIM', 'CLAIM_ACCEPTED', 'QUOTE_REQUIRED'].map((status) => ({ row: `spec 000 §4 member found: ${status}`, status, ready: true })),
    // The found member's later steps.
    ...['PRESCRIPTIONS_REQUIRED', 'PRESCRIPTIONS_APPROVED', 'PRESCRIPTIONS_DISAPPROVED', 'QUOTE_PENDING', 'CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_ACKNOWLEDGED'].map((status) => ({ row: `spec 000 §4 after the member is found: ${status}`, status, ready: true })),
    // Before the member is found (spec 000 §4, member-lookup phases FIND_MEMBER and RESTRICTED).
    ...['CREATED', 'UPDATED', 'INSURANCE_MEMBER_REQUIRED', 'INSURANCE_MEMBER_NOT_FOUND', 'MULTIPLE_INSURANCE_MEMBERS_FOUND', 'RESTRICTED'].map((status) => ({ row: `spec 000 §4 member not found: ${status}`, status, ready: false })),
    // The claim is over.
    ...['CLAIM_REJECTED', 'CLAIM_NULLIFIED', 'CLAIM_CLOSED', 'CLOSED', 'DELETED'].map((status) => ({ row: `spec 000 §4 claim over: ${status}`, status, ready: false })),
    { row: 'spec 001 §4: no status, no plans', status: undefined, ready: false },
  ])('$row: ready $ready', ({ status, ready }) => {
    expect(benefitPlansReady({ status }), 'sandbox').toBe(ready);
    expect(isBenefitPlanReady({ status }), 'src/domain').toBe(ready);
  });
});

describe('spec 000 §3 "Enumerations": the contact, frame and lens groups', () => {
  const GROUPS: Readonly<Record<string, ProductFamily>> = {
    COLORED_PLANO_CONTACT_LENS: 'contact', PRESCRIPTION_CONTACT_LENS: 'contact', SOLUTIONS: 'contact',
    FRAME: 'frame', SUNGLASSES: 'frame', PRESCRIPTION_SUNGLASSES: 'frame',
    PRESCRIPTION_LENS: 'lens', PROGRESSIVE_LENS: 'lens', SINGLE_VISION_LENS: 'lens', BIFOCAL_LENS: 'lens',
    PHOTOCHROMATIC_TINT: 'lens', TINTING: 'lens', ANTI_REFLECTIVE_TREATMENT: 'lens',
  };

  test.each([
    ...PRODUCT_TYPES.map((type) => ({ row: `spec 000 §3: ${type}`, type: type as string | null, group: GROUPS[type] ?? null })),
    { row: 'spec 000 §3: a type the spec does not name belongs to no group', type: 'GIFT_CARD', group: null },
    { row: 'spec 000 §3: the names are upper case; "frame" is not FRAME', type: 'frame', group: null },
    { row: 'spec 000 §3: an inherited object key is not a type', type: 'constructor', group: null },
    { row: 'spec 000 §3: no type, no group', type: null, group: null },
  ])('$row is in group $group', ({ type, group }) => {
    expect(productFamily(type), 'sandbox').toBe(group);
    expect(productGroup(type), 'src/domain').toBe(group);
  });
});

/** The ten prescription statuses of spec 000 §3. */
const PRESCRIPTION_STATUSES = ['UPLOADED', 'SENT_FOR_OCR', 'EXTRACTED', 'FOR_REVIEW', 'IN_REVIEW', 'VALID', 'AUTO_APPROVED', 'AUTO_DISAPPROVED', 'APPROVED', 'DISAPPROVED'];

describe('spec 000 §3 prescription statuses: "shown as validated: APPROVED, AUTO_APPROVED"', () => {
  test.each([
    ...PRESCRIPTION_STATUSES.map((status) => ({ row: `spec 000 §3: ${status}`, status: status as string | null, validated: status === 'APPROVED' || status === 'AUTO_APPROVED' })),
    { row: 'spec 000 §3: a status the spec does not name is not validated', status: 'SOMETHING_NEW', validated: false },
    { row: 'spec 000 §3: no status is not validated', status: null, validated: false },
  ])('$row: validated $validated', ({ status, validated }) => {
    expect(prescriptionValidated(status), 'sandbox').toBe(validated);
    expect(prescriptionStatusGroup(status) === 'validated', 'src/domain').toBe(validated);
  });
});

describe('spec 001 §5: some French insurers take contact lenses only by multiples of six', () => {
  const line = (productType: string, quantity: number) => ({ productType, quantity });
  test.each([
    { row: 'spec 001 §5: 6 prescription lenses are a multiple of six', lines: [line('PRESCRIPTION_CONTACT_LENS', 6)], refused: 0 },
    { row: 'spec 001 §5: 12 coloured plano lenses are a multiple of six', lines: [line('COLORED_PLANO_CONTACT_LENS', 12)], refused: 0 },
    { row: 'spec 001 §5: 4 prescription lenses are not', lines: [line('PRESCRIPTION_CONTACT_LENS', 4)], refused: 1 },
    { row: 'spec 001 §5: 9 coloured plano lenses are not', lines: [line('COLORED_PLANO_CONTACT_LENS', 9)], refused: 1 },
    { row: 'spec 001 §5: 0 lenses is no multiple of a box', lines: [line('PRESCRIPTION_CONTACT_LENS', 0)], refused: 1 },
    { row: 'spec 001 §5: a negative count is not', lines: [line('PRESCRIPTION_CONTACT_LENS', -6)], refused: 1 },
    { row: 'spec 001 §5: a fractional count is not', lines: [line('PRESCRIPTION_CONTACT_LENS', 6.5)], refused: 1 },
    { row: 'spec 001 §5 "contact lens counts": solutions are not lenses', lines: [line('SOLUTIONS', 1)], refused: 0 },
    { row: 'spec 001 §5: frames and lenses for glasses are not counted', lines: [line('FRAME', 1), line('SINGLE_VISION_LENS', 2)], refused: 0 },
    { row: 'spec 001 §5: only the lines off the multiple are named', lines: [line('PRESCRIPTION_CONTACT_LENS', 6), line('COLORED_PLANO_CONTACT_LENS', 3), line('PRESCRIPTION_CONTACT_LENS', 7)], refused: 2 },
  ])('$row', ({ lines, refused }) => {
    const sandbox = linesNotBySix(lines);
    expect(sandbox, 'sandbox').toHaveLength(refused);
    expect(restrictedContactLensProducts(lines), 'src/domain').toEqual(sandbox);
  });
});

describe('spec 000 §3 "Insurer": provider type and name by language', () => {
  test.each([
    { row: 'spec 000 §3: IN_NETWORK', type: 'IN_NETWORK', kind: 'IN_NETWORK' },
    { row: 'spec 000 §3: OUT_OF_NETWORK', type: 'OUT_OF_NETWORK', kind: 'OUT_OF_NETWORK' },
    { row: 'spec 000 §3: lowercase in-network also appears', type: 'in-network', kind: 'IN_NETWORK' },
    { row: 'spec 000 §3: lowercase out-of-network also appears', type: 'out-of-network', kind: 'OUT_OF_NETWORK' },
    { row: 'spec 000 §3: UNKNOWN', type: 'UNKNOWN', kind: 'UNKNOWN' },
    { row: 'spec 000 §3: a type the spec does not name is UNKNOWN, never a guess', type: 'PARTNER', kind: 'UNKNOWN' },
    { row: 'spec 000 §3: no type is UNKNOWN', type: null, kind: 'UNKNOWN' },
  ])('$row: $kind', ({ type, kind }) => {
    expect(networkKind(type), 'sandbox').toBe(kind);
    expect(providerKind(type), 'src/domain').toBe(kind);
  });

  const both = { en: 'Quillfeather Vision Plan', fr: 'Régime de vision Quillfeather' };
  test.each<{ row: string; name: string | Record<string, string> | null; language: 'en' | 'fr'; want: string }>([
    { row: 'spec 000 §3 name by language: French', name: both, language: 'fr', want: 'Régime de vision Quillfeather' },
    { row: 'spec 000 §3 name by language: English', name: both, language: 'en', want: 'Quillfeather Vision Plan' },
    { row: 'spec 000 §1 English is the default: no French name falls back to English', name: { en: 'Tamarack' }, language: 'fr', want: 'Tamarack' },
    { row: 'spec 000 §3: a name in one other language only is that name', name: { de: 'Pivoine' }, language: 'en', want: 'Pivoine' },
    { row: 'spec 000 §3: a plain string is the name in every language', name: 'Saltmarsh', language: 'fr', want: 'Saltmarsh' },
    { row: 'spec 000 §3: no name is empty', name: null, language: 'en', want: '' },
  ])('$row', ({ name, language, want }) => {
    expect(insurerNameIn(name, language), 'sandbox').toBe(want);
    expect(insurerName(name, language), 'src/domain').toBe(want);
  });
});

describe('spec 000 §1 and spec 001 §1, §5: the market of a country, and the postal code it asks for', () => {
  test.each([
    { row: 'spec 000 §1: France runs the French quote flow', country: 'FR', french: true },
    { row: 'spec 000 §1: a country code in lower case with spaces is still France', country: ' fr ', french: true },
    { row: 'spec 000 §1: Canada runs North American direct billing', country: 'CA', french: false },
    { row: 'spec 000 §1: the US runs North American direct billing', country: 'US', french: false },
    { row: 'spec 000 §1: a French-speaking Canadian shop is still North American', country: 'ca', french: false },
  ])('$row', ({ country, french }) => {
    expect(frenchMarket(country), 'sandbox').toBe(french);
    expect(flowOf(country) === 'france', 'src/domain').toBe(french);
  });

  test.each([
    { row: 'spec 001 §1, §5: a US shop asks for a zip code', country: 'US', kind: 'zip' },
    { row: 'spec 001 §1, §5: a US shop written in lower case too', country: 'us', kind: 'zip' },
    { row: 'spec 001 §5, spec 000 §3 default market en-ca: a Canadian shop asks for a postal code', country: 'CA', kind: 'postal' },
    { row: 'spec 001 §5: a Canadian shop written with spaces too', country: ' ca ', kind: 'postal' },
  ])('$row', ({ country, kind }) => {
    expect(postalCodeKind(country), 'sandbox').toBe(kind);
    expect(fieldRuleOf({ name: 'patient.postalCode', kind: 'postal' }, country).kind, 'src/domain').toBe(kind);
  });
});

describe('spec 000 §9 "Per-brand features"', () => {
  const plain = { sessionIdCheck: true, showContactPhone: false, showFaq: false, toggleMessages: true, validateInsurerEligibleProduct: false };
  const SPEC: Readonly<Record<string, typeof plain>> = {
    ebd: { ...plain, sessionIdCheck: false, showContactPhone: true, showFaq: true },
    fde: { ...plain, showContactPhone: true, showFaq: true },
    nua: { ...plain, toggleMessages: false },
    vde: { ...plain, validateInsurerEligibleProduct: true },
  };
  test.each([
    ...BRANDS.map((brand) => ({ row: `spec 000 §9: brand ${brand}`, brand: brand as string | undefined, want: SPEC[brand] ?? plain })),
    { row: 'spec 000 §9: a brand we do not serve has no difference', brand: 'xyz', want: plain },
    { row: 'spec 000 §9: no brand has no difference', brand: undefined, want: plain },
  ])('$row', ({ brand, want }) => {
    expect(featuresOfBrand(brand), 'sandbox').toEqual(want);
    expect(brandFeatures(brand), 'src/domain').toEqual(want);
  });
});

describe('spec 000 §2 host paths: a redirectUrl keeps the shopper on the site', () => {
  test.each([
    { row: 'spec 000 §2: the cart path', path: '/en-ca/cart', same: true },
    { row: 'spec 000 §2: a path with a query', path: '/en-ca/product/harbour-round-frame?brand=cle', same: true },
    { row: 'spec 000 §2: the root', path: '/', same: true },
    { row: 'spec 000 §2: a doubled slash inside the path stays here', path: '/en-ca//cart', same: true },
    { row: 'spec 000 §2: another origin is refused', path: 'https://evil.example/cart', same: false },
    { row: 'spec 000 §2: a protocol-relative URL is another host', path: '//evil.example/cart', same: false },
    { row: 'spec 000 §2: a backslash after the slash is another host to browsers', path: '/\\evil.example', same: false },
    { row: 'spec 000 §2: a tab that browsers drop would make it another host', path: '/\t/evil.example', same: false },
    { row: 'spec 000 §2: a line break is refused', path: '/en-ca/cart\r\nSet-Cookie: x=1', same: false },
    { row: 'spec 000 §2: a relative path is refused', path: 'en-ca/cart', same: false },
    { row: 'spec 000 §2: a javascript: URL is refused', path: 'javascript:alert(1)', same: false },
    { row: 'spec 000 §2: empty is refused', path: '', same: false },
  ])('$row', ({ path, same }) => {
    expect(staysOnSite(path), 'sandbox').toBe(same);
    expect(isSameSitePath(path), 'src/domain').toBe(same);
  });
});

describe('spec 000 §5 and §9, spec 001 §5: which prescription files are taken', () => {
  /** The widgets' message key of each of the storage's refusals. */
  const KEY: Readonly<Record<UploadProblem, AttachmentError>> = {
    type: 'attachment.type', empty: 'attachment.empty', size: 'attachment.size', content: 'attachment.content', count: 'attachment.count',
  };
  const MB10 = 10 * 1024 * 1024;

  test.each([
    { row: 'spec 000 §5: a .pdf', name: 'rx.pdf', allowed: true },
    { row: 'spec 000 §5: a .jpg', name: 'rx.jpg', allowed: true },
    { row: 'spec 000 §5: a .jpeg', name: 'rx.jpeg', allowed: true },
    { row: 'spec 000 §5: a .png', name: 'rx.png', allowed: true },
    { row: 'spec 000 §5: extensions in upper case', name: 'SCAN.PDF', allowed: true },
    { row: 'spec 000 §5: the last extension counts', name: 'rx.pdf.png', allowed: true },
    { row: 'spec 000 §5: a .gif is not allowed', name: 'rx.gif', allowed: false },
    { row: 'spec 000 §5: a .heic (phone photo) is not allowed', name: 'IMG_0001.heic', allowed: false },
    { row: 'spec 000 §5: an allowed word before another extension is not', name: 'rx.png.exe', allowed: false },
    { row: 'spec 000 §5: no extension is not allowed', name: 'prescription', allowed: false },
  ])('$row: name allowed $allowed', ({ name, allowed }) => {
    expect(uploadNameAllowed(name), 'sandbox').toBe(allowed);
    expect(ALLOWED_TYPES.some((type) => checkFile({ name, type, size: 1 }) === null), 'src/domain').toBe(allowed);
  });

  test.each<{ row: string; name: string; type: string; size: number; problem: UploadProblem | null }>([
    { row: 'spec 000 §5: a PDF sent as application/pdf', name: 'rx.pdf', type: 'application/pdf', size: 120_000, problem: null },
    { row: 'spec 000 §5: a JPG sent as image/jpeg', name: 'rx.jpg', type: 'image/jpeg', size: 120_000, problem: null },
    { row: 'spec 000 §5: a PNG sent as image/png with a parameter, in capitals', name: 'rx.png', type: 'Image/PNG; charset=binary', size: 120_000, problem: null },
    { row: 'spec 000 §5: 10 MB exactly is taken', name: 'rx.pdf', type: 'application/pdf', size: MB10, problem: null },
    { row: 'spec 000 §5: one byte over 10 MB is too big', name: 'rx.pdf', type: 'application/pdf', size: MB10 + 1, problem: 'size' },
    { row: 'spec 000 §5: an empty file is refused', name: 'rx.pdf', type: 'application/pdf', size: 0, problem: 'empty' },
    { row: 'spec 000 §5: a .pdf sent as image/png is the wrong type', name: 'rx.pdf', type: 'image/png', size: 120_000, problem: 'type' },
    { row: 'spec 000 §5: a GIF is the wrong type', name: 'rx.gif', type: 'image/gif', size: 120_000, problem: 'type' },
    { row: 'spec 000 §5: no Content-Type is the wrong type', name: 'rx.png', type: '', size: 120_000, problem: 'type' },
    { row: 'spec 000 §5: the wrong type is said before the size', name: 'rx.gif', type: 'image/gif', size: MB10 + 1, problem: 'type' },
  ])('$row', ({ name, type, size, problem }) => {
    expect(uploadProblem({ name, type, size }), 'sandbox').toBe(problem);
    expect(checkFile({ name, type, size }), 'src/domain').toBe(problem && KEY[problem]);
  });

  const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
  const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00];
  test.each<{ row: string; type: string; bytes: number[]; sniffed: string | null; problem: UploadProblem | null }>([
    { row: 'spec 000 §5: a PDF starts with %PDF-', type: 'application/pdf', bytes: PDF, sniffed: 'application/pdf', problem: null },
    { row: 'spec 000 §5: a PNG starts with its signature', type: 'image/png', bytes: PNG, sniffed: 'image/png', problem: null },
    { row: 'spec 000 §5: a JPEG starts with its start-of-image marker', type: 'image/jpeg', bytes: JPEG, sniffed: 'image/jpeg', problem: null },
    { row: 'spec 000 §5: a program named .png is refused', type: 'image/png', bytes: EXE, sniffed: null, problem: 'content' },
    { row: 'spec 000 §5: a JPEG declared as a PNG is refused', type: 'image/png', bytes: JPEG, sniffed: 'image/jpeg', problem: 'content' },
    { row: 'spec 000 §5: a file cut before its signature ends is refused', type: 'image/png', bytes: PNG.slice(0, 4), sniffed: null, problem: 'content' },
    { row: 'spec 000 §5: text before %PDF- is refused', type: 'application/pdf', bytes: [0x0a, ...PDF], sniffed: null, problem: 'content' },
  ])('$row', ({ type, bytes, sniffed, problem }) => {
    const firstBytes = new Uint8Array(bytes);
    expect(sniffedUploadType(firstBytes), 'sandbox').toBe(sniffed);
    expect(sniffFileType(firstBytes), 'src/domain').toBe(sniffed);
    expect(uploadContentProblem(type, firstBytes), 'sandbox').toBe(problem);
    expect(checkFileContent({ type, firstBytes }), 'src/domain').toBe(problem && KEY[problem]);
  });

  test.each<{ row: string; existing: number; adding: number; problem: UploadProblem | null }>([
    { row: 'spec 000 §9 max files 10: the first file', existing: 0, adding: 1, problem: null },
    { row: 'spec 000 §9 max files 10: the tenth file', existing: 9, adding: 1, problem: null },
    { row: 'spec 000 §9 max files 10: an eleventh file is refused', existing: 10, adding: 1, problem: 'count' },
    { row: 'spec 000 §9 max files 10: three more on eight is refused', existing: 8, adding: 3, problem: 'count' },
  ])('$row', ({ existing, adding, problem }) => {
    expect(uploadCountProblem(existing, adding, MAX_PRESCRIPTION_FILES), 'sandbox').toBe(problem);
    expect(checkFileCount(existing, adding), 'src/domain').toBe(problem && KEY[problem]);
  });
});

describe('spec 000 §3 amounts and §9 money: minor units, formatting and the residual', () => {
  test.each([
    { row: 'spec 000 §3 {amount}: 19.99 CAD is 1999 cents', amount: 19.99, currency: 'CAD', minor: 1999 },
    { row: 'spec 000 §3 {amount}: a whole 149 USD is 14900 cents', amount: 149, currency: 'USD', minor: 14900 },
    { row: 'spec 000 §3 {amount}: 0.1 + 0.2 EUR is 30 cents, not 30.000000000000004', amount: 0.1 + 0.2, currency: 'EUR', minor: 30 },
    { row: 'spec 000 §3 {amount}: 1.005 CAD rounds half away from zero to 101 cents, as written', amount: 1.005, currency: 'CAD', minor: 101 },
    { row: 'spec 000 §3 {amount}: 1.004 CAD rounds down to 100 cents', amount: 1.004, currency: 'CAD', minor: 100 },
    { row: 'spec 000 §3 {amount}: a negative -5.5 CAD is -550 cents', amount: -5.5, currency: 'CAD', minor: -550 },
    { row: 'spec 000 §3 {amount}: -0.001 CAD is 0 cents, not -0', amount: -0.001, currency: 'CAD', minor: 0 },
    { row: 'spec 000 §3 {amount}: a currency without cents (JPY) keeps its units', amount: 1500, currency: 'JPY', minor: 1500 },
    { row: 'spec 000 §3 {amount}: 0.0000001 CAD (exponent form) is 0 cents', amount: 1e-7, currency: 'CAD', minor: 0 },
    { row: 'spec 000 §3 {amount}: a currency code in lower case', amount: 12.5, currency: 'cad', minor: 1250 },
  ])('$row', ({ amount, currency, minor }) => {
    expect(toMinorUnits(amount, currency), 'sandbox').toBe(minor);
    expect(toMinor(amount, currency), 'src/domain').toBe(minor);
  });

  test.each([Number.NaN, Number.POSITIVE_INFINITY])('spec 000 §3 {amount}: %s is no amount, on both sides', (amount) => {
    expect(() => toMinorUnits(amount, 'CAD'), 'sandbox').toThrow(RangeError);
    expect(() => toMinor(amount, 'CAD'), 'src/domain').toThrow(RangeError);
  });

  test.each([
    { row: 'spec 000 §3 {amount}: 1999 cents are 19.99 CAD', minor: 1999, currency: 'CAD', amount: 19.99 },
    { row: 'spec 000 §3 {amount}: 0 cents are 0, not -0', minor: -0, currency: 'CAD', amount: 0 },
    { row: 'spec 000 §3 {amount}: 1500 yen are 1500 JPY', minor: 1500, currency: 'JPY', amount: 1500 },
  ])('$row', ({ minor, currency, amount }) => {
    expect(Object.is(toMajorUnits(minor, currency), amount), 'sandbox').toBe(true);
    expect(Object.is(fromMinor(minor, currency), amount), 'src/domain').toBe(true);
  });

  test.each([
    { row: 'spec 000 §9 money as currency: Canadian dollars in English Canada', minor: 20_000, locale: 'en-CA', currency: 'CAD' },
    { row: 'spec 000 §9 money as currency: euros in France', minor: 12_550, locale: 'fr-FR', currency: 'EUR' },
    { row: 'spec 000 §9 money as currency: US dollars', minor: 99, locale: 'en-US', currency: 'USD' },
  ])('$row', ({ minor, locale, currency }) => {
    expect(moneyText(minor, locale, currency), 'sandbox').toBe(formatMoney(minor, { locale, currency }));
  });

  test('spec 000 §9 money as currency: the amount, not the cents, is shown', () => {
    expect(moneyText(20_000, 'en-CA', 'CAD')).toBe('$200.00');
  });

  test.each([
    { row: 'spec 000 §9 residual = subtotal + shipping - confirmed amount', subtotal: 24_800, shipping: 895, share: 15_000, remainder: 10_695 },
    { row: 'spec 000 §9 residual: free shipping (0) counts nothing', subtotal: 24_800, shipping: 0, share: 15_000, remainder: 9800 },
    { row: 'spec 000 §9 residual: no share leaves the whole order', subtotal: 14_900, shipping: 895, share: 0, remainder: 15_795 },
    { row: 'spec 000 §9 residual: a share equal to the order leaves nothing', subtotal: 14_000, shipping: 0, share: 14_000, remainder: 0 },
    { row: 'spec 000 §9 residual: a share above the order leaves nothing, never a debt', subtotal: 10_000, shipping: 500, share: 20_000, remainder: 0 },
  ])('$row', ({ subtotal, shipping, share, remainder }) => {
    expect(remainderMinor({ subtotal, shipping, share }), 'sandbox').toBe(remainder);
    expect(residual({ subtotal, shipping, confirmed: share }), 'src/domain').toBe(remainder);
  });
});

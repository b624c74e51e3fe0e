// The sandbox's own business rules, written from the spec documents and not from the widgets' code in src/domain:
// the sandbox is the oracle the widgets' tests run against, so a rule it shared with them could never show them
// wrong. One function per rule, each citing the spec section it implements; rules.test.ts checks every one against
// the spec (and against the widgets' version of it, so either side drifting fails a table). Vocabularies (status
// names, types, constants, contract shapes) stay shared: they are words, not answers.
import type { CustomerFacingStatus } from '../../src/domain/claim/status.ts';
import type { BrandFeatures } from '../../src/domain/host/brand.ts';

// ---------------------------------------------------------------------------------------------------------------
// Los Angeles time: the nullify cut-off and the service's day (spec 000 §4 "Nullify", §9 "Nullify cut-off")
// ---------------------------------------------------------------------------------------------------------------

/** The zone the nullify cut-off is evaluated in (spec 000 §9: "evaluated in America/Los_Angeles time"). */
const LOS_ANGELES = 'America/Los_Angeles';

/** The nullify cut-off time of day (spec 000 §9: "23:59:59 in one setting"; the other settings' value is not shown). */
const NULLIFY_CUTOFF = '23:59:59';

/** Reads an instant as Los Angeles wall-clock parts; built once, as Intl formatters are slow to make. */
const LA_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: LOS_ANGELES,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
});

/** An instant on the Los Angeles wall clock: its calendar day (yyyy-MM-dd) and the milliseconds since that day's midnight. */
interface LosAngelesClock {
  day: string;
  msOfDay: number;
}

/** The Los Angeles calendar day and time of day of an instant, daylight saving included (Intl knows the zone's rules). */
function losAngelesClock(epochMs: number): LosAngelesClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of LA_PARTS.formatToParts(epochMs)) parts[type] = value;
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts[type] ?? 0);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    msOfDay: ((n('hour') * 60 + n('minute')) * 60 + n('second')) * 1000 + n('fractionalSecond'),
  };
}

/**
 * The Los Angeles calendar day (yyyy-MM-dd) of an instant: the service's day, in which its daily limits of claims and
 * quotes count (spec 000 §8 LIMIT_REACHED "daily limit", REQUEST_QUOTE_RESTRICTED "daily quote attempts"), the same day
 * the nullify cut-off reads (spec 000 §9), so every limit resets together.
 */
export function losAngelesDay(epochMs: number): string {
  return losAngelesClock(epochMs).day;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds from an instant to the next Los Angeles midnight, when the service's daily limits lift (spec 000 §8
 * REQUEST_QUOTE_RESTRICTED, LIMIT_REACHED). A day is 23 or 25 hours long when daylight saving starts or ends, so a
 * guess of 24 hours less the time of day is corrected by the wall clock it lands on (the changes happen at 02:00,
 * never between midnight and 01:00, so one correction lands on midnight).
 */
export function msToNextLosAngelesDay(epochMs: number): number {
  const now = losAngelesClock(epochMs);
  let next = epochMs + (DAY_MS - now.msOfDay);
  for (let tries = 0; tries < 3; tries += 1) {
    const there = losAngelesClock(next);
    if (there.msOfDay === 0 && there.day !== now.day) break;
    // Still today (a 25-hour day): go on to its midnight; already tomorrow (a 23-hour day): come back to it.
    next += there.day === now.day ? DAY_MS - there.msOfDay : -there.msOfDay;
  }
  return next - epochMs;
}

/** Milliseconds into the day of a cut-off "HH:mm:ss" (or "HH:mm"); a malformed one is a configuration error. */
function cutoffMsOfDay(cutoff: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(cutoff);
  const [hours, minutes, seconds] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3] ?? 0)];
  if (!match || hours > 23 || minutes > 59 || seconds > 59) throw new RangeError(`nullify cut-off "${cutoff}" is not HH:mm:ss`);
  return ((hours * 60 + minutes) * 60 + seconds) * 1000;
}

/**
 * An ISO date-time as epoch milliseconds, or NaN when it cannot be read. Read field by field rather than by
 * Date.parse, so no runtime's leniency decides: a date-time without an offset is UTC (a service timestamp, never the
 * zone of the machine reading it); a date alone is that day's UTC midnight.
 */
function instantOf(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '', offset = 'Z'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return Number.NaN;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3)));
  // Date.UTC rolls 31 April over to 1 May; a day the month does not have is unreadable, not another day.
  if (new Date(utc).getUTCDate() !== d) return Number.NaN;
  if (offset.toUpperCase() === 'Z') return utc;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return utc - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
}

/**
 * spec 000 §4 "Nullify" and §9 "Nullify cut-off": a record is nullify-expired if it was last modified on a different
 * Los Angeles day than today, or if now (Los Angeles time) is past the cut-off time of day. "Past" is strictly after:
 * at 23:59:59.000 a claim may still be cancelled, a millisecond later it may not. A lastModified the service cannot
 * read (missing, malformed) counts as expired: cancelling is refused rather than decided on a guess.
 */
export function nullifyExpired(lastModified: string | null | undefined, now: Date, cutoff = NULLIFY_CUTOFF): boolean {
  const limit = cutoffMsOfDay(cutoff);
  const modified = instantOf(lastModified ?? '');
  if (Number.isNaN(modified) || Number.isNaN(now.getTime())) return true;
  const today = losAngelesClock(now.getTime());
  return losAngelesClock(modified).day !== today.day || today.msOfDay > limit;
}

// ---------------------------------------------------------------------------------------------------------------
// What a record's status means (spec 000 §3 and §4; spec 001 §4)
// ---------------------------------------------------------------------------------------------------------------

/** The part of a quote the quote rules read (spec 000 §3, "Quote"). */
export interface QuoteFacts {
  status?: string | null | undefined;
  errorCode?: string | null | undefined;
  lastQuote?: boolean | null | undefined;
}

/** The part of claimData the status rules read. */
export interface ClaimDataFacts {
  useInsuranceStatus?: string | null | undefined;
  quote?: QuoteFacts | null | undefined;
  quoteSummaries?: readonly QuoteFacts[] | null | undefined;
}

/** The part of a claim record the status rules read. */
export interface RecordFacts {
  status?: string | null | undefined;
  claimData?: ClaimDataFacts | null | undefined;
}

/**
 * spec 000 §3 "Summaries carry lastQuote and lastClaim flags": the last quote is the summary flagged lastQuote; a
 * record with no flagged summary falls back to its current quote (claimData.quote); none at all is undefined.
 */
export function latestQuote(claimData: ClaimDataFacts | null | undefined): QuoteFacts | undefined {
  for (const summary of claimData?.quoteSummaries ?? []) if (summary.lastQuote === true) return summary;
  return claimData?.quote ?? undefined;
}

/**
 * spec 000 §4 (customer-facing status, quote step): "the last quote was a connection error with the insurer offline",
 * with the words of spec 000 §4 quote status CONNECTION_ERROR and §8 error code INSURER_OFFLINE.
 */
export function insurerOffline(quote: QuoteFacts | null | undefined): boolean {
  return quote != null && quote.status === 'CONNECTION_ERROR' && quote.errorCode === 'INSURER_OFFLINE';
}

/**
 * spec 000 §4 "Customer-facing status from record status" (spec 001 §4 alike): CLAIM_ACCEPTED gives ACCEPTED,
 * CLAIM_REJECTED REJECTED, CLAIM_RETRY TIMEOUT_RETRY, CLAIM_ACKNOWLEDGED ACKNOWLEDGED_NULLIFIED, RESTRICTED
 * LIMIT_REACHED, QUOTE_PENDING SERVICE_OFFLINE; QUOTE_REQUESTED gives SERVICE_OFFLINE only when the last quote was a
 * connection error with the insurer offline; CLAIM_NULLIFY_REJECTED and FOR_MANUAL_NULLIFY give NULLIFY_REJECTED;
 * any other status gives IN_PROGRESS; no status gives DEFAULT.
 */
export function recordCustomerFacingStatus(record: RecordFacts | null | undefined): CustomerFacingStatus {
  switch (record?.status ?? '') {
    case '': return 'DEFAULT';
    case 'CLAIM_ACCEPTED': return 'ACCEPTED';
    case 'CLAIM_REJECTED': return 'REJECTED';
    case 'CLAIM_RETRY': return 'TIMEOUT_RETRY';
    case 'CLAIM_ACKNOWLEDGED': return 'ACKNOWLEDGED_NULLIFIED';
    case 'RESTRICTED': return 'LIMIT_REACHED';
    case 'QUOTE_PENDING': return 'SERVICE_OFFLINE';
    case 'QUOTE_REQUESTED': return insurerOffline(latestQuote(record?.claimData)) ? 'SERVICE_OFFLINE' : 'IN_PROGRESS';
    case 'CLAIM_NULLIFY_REJECTED':
    case 'FOR_MANUAL_NULLIFY': return 'NULLIFY_REJECTED';
    default: return 'IN_PROGRESS';
  }
}

/**
 * spec 000 §4 "Insurance usage" (spec 001 §4 alike): the toggle counts as on when the record is not deleted and
 * use-insurance is enabled or enabled-with-eligibility-check. No record is off.
 */
export function insuranceOn(record: RecordFacts | null | undefined): boolean {
  if (!record || record.status === 'DELETED') return false;
  const use = record.claimData?.useInsuranceStatus;
  return use === 'INSURANCE_ENABLED' || use === 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED';
}

/** spec 000 §4 "Insurance usage": "Turning on is allowed unless the status is disabled" (a missing status included). */
export function mayTurnInsuranceOn(useInsuranceStatus: string | null | undefined): boolean {
  return useInsuranceStatus !== 'INSURANCE_DISABLED';
}

/**
 * The record statuses in which the member's benefit plans exist. spec 001 §4 says "the benefit plan is ready only if
 * the record status allows plans" without the list; the sandbox's reading: plans are the found member's (spec 000 §4
 * member-lookup phase MEMBER_FOUND: INSURANCE_MEMBER_FOUND, NO_BENEFITS_AVAILABLE, READY_TO_QUOTE, READY_TO_CLAIM,
 * CLAIM_ACCEPTED, QUOTE_REQUIRED) and last through every step the found member goes on to (prescriptions, quote
 * requests and the insurer's answers, the claim submitted, retried or acknowledged). Before the member is found
 * (CREATED, UPDATED, the lookup's failures, RESTRICTED) and once the claim is over (rejected, cancelled, refunded,
 * invoiced, closed, deleted) there are none.
 */
const PLANS_EXIST: ReadonlySet<string> = new Set([
  // The member is found (spec 000 §4, member-lookup phase MEMBER_FOUND).
  'INSURANCE_MEMBER_FOUND', 'NO_BENEFITS_AVAILABLE', 'READY_TO_QUOTE', 'QUOTE_REQUIRED', 'READY_TO_CLAIM', 'CLAIM_ACCEPTED',
  // The North American prescription step of the found member.
  'PRESCRIPTIONS_REQUIRED', 'PRESCRIPTIONS_AUTO_APPROVED', 'PRESCRIPTIONS_APPROVED', 'PRESCRIPTIONS_DISAPPROVED',
  'PRESCRIPTIONS_FOR_REVIEW', 'PRESCRIPTIONS_IN_REVIEW',
  // The French quote of the found member, while the insurer answers.
  'QUOTE_REQUESTED', 'QUOTE_PENDING', 'QUOTE_SYSTEM_REFUSED_EVENT_SENT',
  // The claim, while it stands.
  'CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_RETRY_FAILED', 'CLAIM_ACKNOWLEDGED',
]);

/** spec 001 §4: "the benefit plan is ready only if the record status allows plans" (PLANS_EXIST); no record, none. */
export function benefitPlansReady(record: RecordFacts | null | undefined): boolean {
  return PLANS_EXIST.has(record?.status ?? '');
}

// ---------------------------------------------------------------------------------------------------------------
// Products and prescriptions (spec 000 §3 "Enumerations"; spec 001 §5)
// ---------------------------------------------------------------------------------------------------------------

/** The product groups of spec 000 §3. */
export type ProductFamily = 'contact' | 'frame' | 'lens';

const CONTACT_GROUP: ReadonlySet<string> = new Set(['COLORED_PLANO_CONTACT_LENS', 'PRESCRIPTION_CONTACT_LENS', 'SOLUTIONS']);
const FRAME_GROUP: ReadonlySet<string> = new Set(['FRAME', 'SUNGLASSES', 'PRESCRIPTION_SUNGLASSES']);
const LENS_GROUP: ReadonlySet<string> = new Set([
  'PRESCRIPTION_LENS', 'PROGRESSIVE_LENS', 'SINGLE_VISION_LENS', 'BIFOCAL_LENS', 'PHOTOCHROMATIC_TINT', 'TINTING', 'ANTI_REFLECTIVE_TREATMENT',
]);

/**
 * spec 000 §3 "Enumerations": contact group COLORED_PLANO_CONTACT_LENS, PRESCRIPTION_CONTACT_LENS, SOLUTIONS; frame
 * group FRAME, SUNGLASSES, PRESCRIPTION_SUNGLASSES; lens group PRESCRIPTION_LENS, PROGRESSIVE_LENS, SINGLE_VISION_LENS,
 * BIFOCAL_LENS, PHOTOCHROMATIC_TINT, TINTING, ANTI_REFLECTIVE_TREATMENT. Accessories, electronics, other and any
 * type the spec does not name belong to none (null).
 */
export function productFamily(productType: string | null | undefined): ProductFamily | null {
  const type = productType ?? '';
  if (CONTACT_GROUP.has(type)) return 'contact';
  if (FRAME_GROUP.has(type)) return 'frame';
  if (LENS_GROUP.has(type)) return 'lens';
  return null;
}

/**
 * spec 000 §3 "Prescription statuses": "shown as validated: APPROVED, AUTO_APPROVED". Only those two are an approved
 * prescription; VALID, EXTRACTED and the rest are not (yet) the insurer's approval.
 */
export function prescriptionValidated(status: string | null | undefined): boolean {
  return status === 'APPROVED' || status === 'AUTO_APPROVED';
}

/** Lenses come in boxes of six for the insurers that count them so (spec 001 §5). */
const LENSES_PER_BOX = 6;

/**
 * spec 001 §5 "Some French insurers accept contact lens counts only in multiples of six" (and §8, the restricted-product
 * message): the contact lens lines, prescription or coloured plano, whose quantity is not a positive whole multiple of
 * six. Solutions share the contact group (spec 000 §3) but are bottles, not lenses: the count rule leaves them alone.
 */
export function linesNotBySix<T extends { productType: string; quantity: number }>(lines: readonly T[]): T[] {
  const isLens = (type: string) => type === 'PRESCRIPTION_CONTACT_LENS' || type === 'COLORED_PLANO_CONTACT_LENS';
  return lines.filter((line) => isLens(line.productType) && !(Number.isInteger(line.quantity) && line.quantity >= LENSES_PER_BOX && line.quantity % LENSES_PER_BOX === 0));
}

// ---------------------------------------------------------------------------------------------------------------
// Insurers, markets, brands and host paths (spec 000 §1, §2, §3, §9; spec 001 §1, §5)
// ---------------------------------------------------------------------------------------------------------------

/** The provider kinds of spec 000 §3, "Insurer". */
export type NetworkKind = 'IN_NETWORK' | 'OUT_OF_NETWORK' | 'UNKNOWN';

/** The spellings spec 000 §3 says providerType comes in: IN_NETWORK and OUT_OF_NETWORK, "lowercase in-network/out-of-network also appear". */
const NETWORK_SPELLINGS: ReadonlyMap<string, NetworkKind> = new Map([
  ['IN_NETWORK', 'IN_NETWORK'], ['in-network', 'IN_NETWORK'],
  ['OUT_OF_NETWORK', 'OUT_OF_NETWORK'], ['out-of-network', 'OUT_OF_NETWORK'],
]);

/**
 * spec 000 §3 "Insurer": providerType is IN_NETWORK, OUT_OF_NETWORK or UNKNOWN, and lowercase in-network and
 * out-of-network also appear. Those four spellings name a network; anything else, missing included, is UNKNOWN.
 */
export function networkKind(providerType: string | null | undefined): NetworkKind {
  return NETWORK_SPELLINGS.get(providerType ?? '') ?? 'UNKNOWN';
}

/**
 * spec 000 §3 "Insurer": name (by language). The name in the language asked; failing that in English, the default
 * language (spec 000 §1), failing that the first one given; a plain string is the name in every language.
 */
export function insurerNameIn(name: string | Readonly<Record<string, string>> | null | undefined, language: 'en' | 'fr'): string {
  if (name == null) return '';
  if (typeof name === 'string') return name;
  if (Object.hasOwn(name, language)) return name[language] ?? '';
  if (Object.hasOwn(name, 'en')) return name.en ?? '';
  const [first = ''] = Object.values(name);
  return first;
}

/**
 * spec 000 §1 "Two families of flow": French-market instant third-party payment for a shop in France (country FR, in
 * any case and spacing), North American direct billing everywhere else.
 */
export function frenchMarket(country: string): boolean {
  return country.trim().toUpperCase() === 'FR';
}

/**
 * spec 001 §1 "A locale with a US country suffix selects US-specific texts" and §5: the North American form asks a US
 * shopper for a zip code ("Please enter a valid zip code") and anyone else, Canada being the default market (spec 000
 * §3: locale default en-ca), for a postal code ("Please enter a valid postal code").
 */
export function postalCodeKind(country: string): 'zip' | 'postal' {
  return country.trim().toUpperCase() === 'US' ? 'zip' : 'postal';
}

/** A brand's feature flags: their names are the widgets' vocabulary, the values spec 000 §9's. */
type Features = { -readonly [K in keyof BrandFeatures]: BrandFeatures[K] };

/**
 * spec 000 §9 "Per-brand features" (spec 001 §9 alike): ebd disables the session id check (spec 000 §5: a user id is
 * then required) and shows contact phone and FAQ; fde shows contact phone and FAQ; nua disables the insurance toggle
 * messages; vde validates insurer-eligible product. Every other brand, an unknown or missing one included, has none of
 * these differences.
 */
export function featuresOfBrand(brand: string | null | undefined): Features {
  const features: Features = { sessionIdCheck: true, showContactPhone: false, showFaq: false, toggleMessages: true, validateInsurerEligibleProduct: false };
  if (brand === 'ebd') Object.assign(features, { sessionIdCheck: false, showContactPhone: true, showFaq: true });
  if (brand === 'fde') Object.assign(features, { showContactPhone: true, showFaq: true });
  if (brand === 'nua') features.toggleMessages = false;
  if (brand === 'vde') features.validateInsurerEligibleProduct = true;
  return features;
}

/** Where same-site paths are resolved: any origin would do, as only staying on it matters. */
const HERE = 'https://shop.sandbox.invalid';

/**
 * Whether a redirect target (spec 000 §2, the sign-in path's redirect parameter redirectUrl) keeps the shopper on
 * this site: a path from the root that the URL parser resolves to this very origin (so "//host" and "/\host", which
 * browsers read as another host, are not), with no control character (browsers drop tabs and newlines before
 * parsing, and a header must not carry any).
 */
export function staysOnSite(target: string): boolean {
  if (!target.startsWith('/')) return false;
  for (const char of target) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  try {
    return new URL(target, HERE).origin === HERE;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Prescription uploads (spec 000 §5 and §9; spec 001 §5)
// ---------------------------------------------------------------------------------------------------------------

/** The file extensions spec 000 §5 allows (PDF, JPG, JPEG, PNG), each with the media type it must be sent as. */
const UPLOAD_MEDIA_TYPES: ReadonlyMap<string, string> = new Map([
  ['pdf', 'application/pdf'], ['jpg', 'image/jpeg'], ['jpeg', 'image/jpeg'], ['png', 'image/png'],
]);

/**
 * spec 000 §5 "at most 10 MB per file". The spec does not say which megabyte; the storage counts it as file pickers
 * and S3 tools do, 10 × 1024 × 1024 bytes, so a file a shopper's computer calls 10 MB is taken.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Why the storage refuses a prescription file. */
export type UploadProblem = 'type' | 'empty' | 'size' | 'content' | 'count';

/** The lower-case extension of a file name, after its last dot ('' without one). */
const extensionOf = (name: string): string => /\.([^.]*)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';

/** A Content-Type without its parameters, in lower case (media types are case-insensitive). */
const bareMediaType = (contentType: string): string => (contentType.split(';')[0] ?? '').trim().toLowerCase();

/** spec 000 §5 "Attachment types allowed: ... (PDF, JPG, JPEG, PNG)": whether a file name has one of those extensions. */
export function uploadNameAllowed(fileName: string): boolean {
  return UPLOAD_MEDIA_TYPES.has(extensionOf(fileName));
}

/**
 * spec 000 §5 "Attachment types allowed: image/jpeg, image/png, application/pdf (PDF, JPG, JPEG, PNG); at most 10 MB
 * per file" (spec 001 §5 alike): the file's extension must be allowed and its Content-Type the type of that extension
 * (a .pdf sent as image/png is refused, not guessed); an empty file is no prescription; past MAX_UPLOAD_BYTES is too big.
 */
export function uploadProblem({ name, type, size }: { name: string; type: string; size: number }): UploadProblem | null {
  const expected = UPLOAD_MEDIA_TYPES.get(extensionOf(name));
  if (expected === undefined || bareMediaType(type) !== expected) return 'type';
  if (size === 0) return 'empty';
  if (!Number.isFinite(size) || size < 0 || size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/** The first bytes each allowed format starts with: %PDF-, the PNG signature, the JPEG start-of-image marker. */
const MAGIC: readonly { type: string; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * What an uploaded file really is, by its first bytes: one of spec 000 §5's allowed types, or null. The name and the
 * Content-Type are the shopper's computer speaking; the bytes are the file.
 */
export function sniffedUploadType(bytes: Uint8Array): string | null {
  return MAGIC.find((magic) => magic.bytes.length <= bytes.length && magic.bytes.every((b, i) => bytes[i] === b))?.type ?? null;
}

/** spec 000 §5 allowed types, checked on the content: the bytes must be the format the Content-Type declares. */
export function uploadContentProblem(type: string, bytes: Uint8Array): UploadProblem | null {
  return sniffedUploadType(bytes) === bareMediaType(type) ? null : 'content';
}

/** spec 000 §9 "Max files 10 (likely)": adding files may not take a claim past `max` prescription files. */
export function uploadCountProblem(existing: number, adding: number, max: number): UploadProblem | null {
  return existing + adding > max ? 'count' : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Money (spec 000 §3 amounts, §9 residual and money formatting)
// ---------------------------------------------------------------------------------------------------------------

const digitsOfCurrency = new Map<string, number>();

/** How many minor-unit digits a currency has (CAD, USD and EUR 2, JPY 0), as Intl knows it; a malformed code throws. */
function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsOfCurrency.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOfCurrency.set(code, digits);
  }
  return digits;
}

/**
 * An amount as the service's `{amount}` carries it (spec 000 §3: orderSubtotal{amount}, quoteConfirmedAmount{amount},
 * unitFullPrice) in integer minor units: 19.99 CAD is 1999. Read from the number's decimal text, so 0.1 + 0.2 is 30 and
 * 1.005 is 101 (as written, not as the binary fraction falls), halves rounded away from zero. Throws a RangeError for
 * an amount that is not a finite number or too large to count in whole minor units.
 */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount ${amount} is not a finite number`);
  const digits = minorDigits(currency);
  const text = Math.abs(amount).toString();
  let minor: number;
  if (/e/i.test(text)) {
    // Exponent form only for the very small (which round to 0) and the very large (which have no fraction left).
    minor = Math.round(Math.abs(amount) * 10 ** digits);
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    const next = fraction.charAt(digits);
    minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (next !== '' && next >= '5' ? 1 : 0);
  }
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount ${amount} is too large`);
  return amount < 0 && minor !== 0 ? -minor : minor;
}

/** Integer minor units back to the service's decimal `{amount}` (spec 000 §3): 1999 CAD is 19.99; never -0. */
export function toMajorUnits(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  const major = minor / 10 ** minorDigits(currency);
  return major === 0 ? 0 : major;
}

/**
 * spec 000 §9 "Money is formatted as currency": minor units as the shopper reads them, in the locale and currency given
 * (the sandbox's plan descriptions and claim summaries, which the widgets show as they come).
 */
export function moneyText(minor: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajorUnits(minor, currency));
}

/**
 * spec 000 §9 "Residual amount = order subtotal + shipping - confirmed amount", in minor units: what the shopper still
 * pays once the insurer's share comes off. The spec is silent on a share above the total; a shop never pays the
 * shopper back for glasses, so the remainder stops at 0.
 */
export function remainderMinor({ subtotal, shipping, share }: { subtotal: number; shipping: number; share: number }): number {
  const remainder = subtotal + shipping - share;
  return remainder > 0 ? remainder : 0;
}

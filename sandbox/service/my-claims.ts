// The customer's claim history for my-claims (spec 001 section 2): a row per claim with its notices as real
// PDFs, a few seeded past claims so a demo account has history, and the list, search and attachment calls. A row's
// summary is written by each listing in the language the call asks for (askedLocale): a claim made on a French page
// reads in English on an English one; a notice, a document issued once, keeps the language it was issued in.
import { Hono } from 'hono';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { AttachmentUrl, CustomerClaims, type ClaimAttachment, type CustomerClaim } from '../../src/contract/claim/claims.ts';
import { insurerById } from './catalogue.ts';
import type { State } from '../state.ts';
import { randomId } from '../random-id.ts';
import { currencyOf, languageTagOf, moneyOf } from './coverage.ts';
import { signedUrlFor } from './files.ts';
import { answer, askedLocale, fail, jsonBody, text, type ServiceContext, type ServiceEnv } from './kit.ts';
import { pdfDocument } from './pdf.ts';
import { insurerNameIn } from './rules/host.ts';
import { moneyText } from './rules/money.ts';
import type { CustomerFile, ServiceStore, StoredRecord } from './store.ts';

/** The my-claims statuses a record's claim can reach in the sandbox. */
export type RowStatus = 'ACCEPTED' | 'INVOICED' | 'REJECTED' | 'ACKNOWLEDGED' | 'CANCELLED' | 'REFUNDED';

/** The kinds of notice a claim carries (spec 001 section 2, "Attachments"). */
type NoticeType = 'EXPLANATION_OF_BENEFITS' | 'REJECTION_NOTICE' | 'ACKNOWLEDGEMENT_NOTICE';

/** The notice each outcome sends the customer; a cancellation sends none, nor an invoice (the acceptance's stays). */
const NOTICE: Readonly<Record<RowStatus, NoticeType | undefined>> = {
  ACCEPTED: 'EXPLANATION_OF_BENEFITS',
  INVOICED: undefined,
  REJECTED: 'REJECTION_NOTICE',
  ACKNOWLEDGED: 'ACKNOWLEDGEMENT_NOTICE',
  CANCELLED: undefined,
  REFUNDED: undefined,
};

/** France's words (fr), which Quebec's share but for its insurer and its typography. */
const FRENCH = {
  ACCEPTED: (who: string, amount: string) => `${who} a pris en charge ${amount} de cette commande`,
  INVOICED: (who: string, amount: string) => `${amount} facturés à ${who} pour cette commande`,
  REJECTED: (who: string) => `${who} n’a pas pu traiter cette demande en ligne\u202f: envoyez-la à votre mutuelle`,
  ACKNOWLEDGED: (who: string) => `${who} a reçu cette demande et répondra plus tard`,
  CANCELLED: () => 'Cette demande a été annulée\u202f; la commande est facturée en totalité',
  REFUNDED: (who: string, amount: string) => `${amount} remboursés à ${who} après le retour de la commande`,
  EXPLANATION_OF_BENEFITS: 'Relevé de prestations',
  REJECTION_NOTICE: 'Avis de refus',
  ACKNOWLEDGEMENT_NOTICE: 'Accusé de réception',
  claim: 'Demande',
  insurer: 'votre mutuelle',
  sample: 'Document du bac à sable, non émis par une mutuelle.',
  seedRefunded: 'Demande remboursée après le retour de la commande',
  seedInvoiced: (amount: string) => `${amount} facturés pour cette commande`,
  seedUnknown: 'Statut non disponible pour cette ancienne demande',
  seedLegacy: 'Demande de votre ancien compte client',
  noticeRefunded: (amount: string) => `${amount} pris en charge, remboursés après le retour.`,
  noticeInvoiced: (amount: string) => `${amount} facturés.`,
};

/**
 * The words of rows and notices: English, the French of France (fr) and Quebec French (fr-ca), each in its own
 * typography (strings/fr-FR.test.ts and strings/fr-CA.test.ts hold the rules; sandbox/service/my-claims.test.ts reads
 * these with them). Quebec's claims are North American: its insurer is an « assureur », never France's mutuelle.
 */
export const WORDS = {
  en: {
    ACCEPTED: (who: string, amount: string) => `${who} paid ${amount} of this order`,
    INVOICED: (who: string, amount: string) => `${who} was invoiced ${amount} for this order`,
    REJECTED: (who: string) => `${who} could not process this claim online: submit it to your insurer`,
    ACKNOWLEDGED: (who: string) => `${who} received this claim and will answer later`,
    CANCELLED: () => 'This claim was cancelled; the order is billed in full',
    REFUNDED: (who: string, amount: string) => `${who} was refunded ${amount} after the order was returned`,
    EXPLANATION_OF_BENEFITS: 'Explanation of benefits',
    REJECTION_NOTICE: 'Rejection notice',
    ACKNOWLEDGEMENT_NOTICE: 'Acknowledgement notice',
    claim: 'Claim',
    insurer: 'your insurer',
    sample: 'Sandbox document, not issued by an insurer.',
    seedRefunded: 'Claim refunded after the order was returned',
    seedInvoiced: (amount: string) => `Your insurer was invoiced ${amount} for this order`,
    seedUnknown: 'Status not available for this older claim',
    seedLegacy: 'Claim from your previous customer account',
    noticeRefunded: (amount: string) => `Your insurer paid ${amount}, refunded after the return.`,
    noticeInvoiced: (amount: string) => `Your insurer was invoiced ${amount}.`,
  },
  fr: FRENCH,
  'fr-ca': {
    ...FRENCH,
    REJECTED: (who: string) => `${who} n’a pas pu traiter cette demande en ligne\u00a0: envoyez-la à votre assureur`,
    CANCELLED: () => 'Cette demande a été annulée; la commande est facturée en totalité',
    insurer: 'votre assureur',
    sample: 'Document du bac à sable, non émis par un assureur.',
  },
} as const;
type Language = keyof typeof WORDS;

/**
 * The words a locale reads (spec 001 section 1, as the widgets pick their strings): Quebec's for fr_CA, France's for any
 * other French locale and a bare fr, English for the rest.
 */
function languageOf(locale: string | null | undefined): Language {
  const [language, country] = (locale ?? '').toLowerCase().split(/[-_]/);
  if (language !== 'fr') return 'en';
  return country === 'ca' ? 'fr-ca' : 'fr';
}
/** The currency of a customer's market, by the locale they signed in on (France in euros). */
const marketCurrency = (locale: string | undefined): string => currencyOf({ locale: locale ?? null }, locale === 'fr_FR');

/** A record's insurer as a row keeps it: its id and the name the record was saved with. */
type RowInsurer = Partial<NonNullable<NonNullable<NonNullable<ClaimRecord['claimData']>['primaryCoverage']>['insurer']>>;

/**
 * The insurer's name in a language, for the rows and notices: the catalogue's names by language (spec 000 section 3),
 * since the record keeps the one name of the page the claim was made on; the record's copy for an insurer the
 * catalogue lacks.
 */
function nameOfInsurer(insurer: RowInsurer | null | undefined, language: Language): string {
  const listed = insurer?.id ? insurerById(insurer.id)?.insurer.name : undefined;
  const named = language === 'en' ? 'en' : 'fr';
  return insurerNameIn(listed, named) || insurerNameIn(insurer?.name, named) || WORDS[language].insurer;
}

/**
 * What a row's summary says, kept as facts so each listing writes it in the language asked; `locale` is the one it is
 * written in when the call asks for none (the record's, or the sign-in's for the seeded history).
 */
type Summary = { locale: string | undefined } & (
  | { kind: RowStatus; insurer: RowInsurer | null | undefined; amountMinor: number; currency: string }
  | { kind: 'seedRefunded' | 'seedUnknown' | 'seedLegacy' }
  | { kind: 'seedInvoiced'; amountMinor: number; currency: string }
);

/** The summary of each row, beside the row. */
const summaries = new WeakMap<CustomerClaim, Summary>();

/** A row's summary in `locale`. */
function summaryIn(summary: Summary, locale: string | undefined): string {
  const language = languageOf(locale);
  const words = WORDS[language];
  switch (summary.kind) {
    case 'seedRefunded':
    case 'seedUnknown':
    case 'seedLegacy':
      return words[summary.kind];
    case 'seedInvoiced':
      return words.seedInvoiced(moneyText(summary.amountMinor, languageTagOf(locale), summary.currency));
    default:
      return words[summary.kind](nameOfInsurer(summary.insurer, language), moneyText(Math.max(0, summary.amountMinor), languageTagOf(locale), summary.currency));
  }
}

/** A row as a listing answers it: its summary written in the locale asked, else in its own. */
function rowIn(row: CustomerClaim, asked: string | undefined): CustomerClaim {
  const summary = summaries.get(row);
  return summary ? { ...row, insuranceSummary: summaryIn(summary, asked ?? summary.locale) } : row;
}

/** Each record's claim id and first submission, kept beside the record so a resubmit keeps its row. */
const claims = new WeakMap<StoredRecord, { id: string; submittedAt: string }>();

/** The id and submission time of a record's claim, fixed by its first submit. */
export function claimOf(stored: StoredRecord, service: ServiceStore): { id: string; submittedAt: string } {
  let claim = claims.get(stored);
  if (!claim) {
    claim = { id: randomId('CLM-'), submittedAt: service.isoNow() };
    claims.set(stored, claim);
  }
  return claim;
}

/** Stores a one-page notice and answers the attachment that names it. */
function storeNotice(service: ServiceStore, owner: string, type: NoticeType, language: Language, claimId: string, lines: readonly string[]): ClaimAttachment {
  const words = WORDS[language];
  const title = words[type];
  const id = randomId('notice_');
  const name = `${title} ${claimId}.pdf`;
  service.files.set(id, { name, contentType: 'application/pdf', owner, bytes: pdfDocument(title, [`${words.claim} ${claimId}`, ...lines, '', words.sample]) });
  return { id, type, name };
}

/** Writes a claim outcome into the customer's history: a new row, or the record's row moved to its new status. */
export function recordClaimOutcome(state: State, stored: StoredRecord, status: RowStatus, amountMinor: number, currency: string): void {
  const { service } = state;
  const { record } = stored;
  const language = languageOf(record.locale);
  const claim = claimOf(stored, service);
  const facts: Summary = { locale: record.locale ?? undefined, kind: status, insurer: { ...record.claimData?.primaryCoverage?.insurer }, amountMinor, currency };
  const summary = summaryIn(facts, record.locale ?? undefined);
  const file = service.customer(stored.customerNumber);
  let row = file.claims.find((r) => r.claimId === claim.id);
  if (!row) {
    row = { claimId: claim.id, submissionDate: claim.submittedAt, status, orderNumber: record.cartId ?? record.id, attachments: [] };
    file.claims.unshift(row);
  }
  summaries.set(row, facts);
  const notice = NOTICE[status];
  const attachments = notice ? [storeNotice(service, stored.customerNumber, notice, language, claim.id, [summary, `${record.customerName?.firstName ?? ''} ${record.customerName?.lastName ?? ''}`.trim()])] : [];
  Object.assign(row, {
    status,
    // An invoiced claim is one the insurer accepted (spec 000 §4 has no customer-facing INVOICED).
    customerFacingStatus: status === 'INVOICED' ? 'ACCEPTED' : status,
    insuranceSummary: summary,
    insuranceDeduction: moneyOf(status === 'ACCEPTED' || status === 'INVOICED' || status === 'REFUNDED' ? amountMinor : 0, currency),
    refunded: moneyOf(status === 'REFUNDED' ? amountMinor : 0, currency),
    attachments: [...(row.attachments ?? []), ...attachments],
  });
}

/**
 * The record's row once a cancellation could not be made online (FOR_MANUAL_NULLIFY: a person is to make it;
 * NULLIFY_REJECTED: the insurer refused it): the claim's status and the customer-facing status spec 000 §4's table gives
 * the record, so the customer's history no longer says the claim stands as accepted. What the insurer said and paid
 * stays on the row.
 */
export function rowAwaitsCancel(state: State, stored: StoredRecord, status: string, customerFacingStatus: string): void {
  const claim = claimOf(stored, state.service);
  const row = state.service.customer(stored.customerNumber).claims.find((r) => r.claimId === claim.id);
  if (row) Object.assign(row, { status, customerFacingStatus });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Customers whose history already holds the seeded past claims. */
const seeded = new WeakSet<CustomerFile>();

/**
 * Three past claims on a customer's first listing, so the demo account page shows every kind of row: written, as the
 * service writes every row, in the customer's language and the currency of their market (their shop's locale).
 */
function seedHistory(service: ServiceStore, customerNumber: string, file: CustomerFile, locale: string | undefined): void {
  if (seeded.has(file)) return;
  seeded.add(file);
  const language = languageOf(locale);
  const words = WORDS[language];
  const currency = marketCurrency(locale);
  const amount = (minor: number) => moneyText(minor, languageTagOf(locale), currency);
  const at = (days: number) => new Date(service.now() - days * DAY_MS).toISOString();
  const eob = (claimId: string, line: string) => [storeNotice(service, customerNumber, 'EXPLANATION_OF_BENEFITS', language, claimId, [line])];
  const seeds: [CustomerClaim, Summary][] = [
    [{ claimId: 'CLM-SEED-3', submissionDate: at(31), status: 'REFUNDED', customerFacingStatus: 'REFUNDED', orderNumber: '69990417', insuranceDeduction: moneyOf(12_000, currency), refunded: moneyOf(12_000, currency) }, { locale, kind: 'seedRefunded' }],
    [{ claimId: 'CLM-SEED-2', submissionDate: at(124), status: 'INVOICED', customerFacingStatus: 'ACCEPTED', orderNumber: '69989852', insuranceDeduction: moneyOf(18_500, currency), refunded: moneyOf(0, currency) }, { locale, kind: 'seedInvoiced', amountMinor: 18_500, currency }],
    [{ claimId: 'CLM-SEED-1', submissionDate: at(402), status: 'UNKNOWN', customerFacingStatus: 'UNKNOWN', orderNumber: '69987003' }, { locale, kind: 'seedUnknown' }],
  ];
  for (const [row, summary] of seeds) {
    row.insuranceSummary = summaryIn(summary, locale);
    summaries.set(row, summary);
  }
  seeds[0]![0].attachments = eob('CLM-SEED-3', words.noticeRefunded(amount(12_000)));
  seeds[1]![0].attachments = eob('CLM-SEED-2', words.noticeInvoiced(amount(18_500)));
  file.claims.push(...seeds.map(([row]) => row));
}

/**
 * The customer's claims, newest first, with the legacy account's claim when one is named; seeded in the customer's
 * locale, the summaries written in `asked` (askedLocale) when the call names a language.
 */
function listing(service: ServiceStore, customerNumber: string, locale: string | undefined, asked: string | undefined, legacyCustomerNumber?: string): CustomerClaims {
  const file = service.customer(customerNumber);
  // A claim settles on a read of its record, so the list never lags behind the record the widget shows.
  for (const stored of service.records.values()) if (stored.customerNumber === customerNumber) service.settle(stored);
  seedHistory(service, customerNumber, file, locale);
  const rows = file.claims.map((row) => rowIn(row, asked));
  if (legacyCustomerNumber) {
    rows.push({ claimId: 'CLM-LEGACY-1', submissionDate: new Date(service.now() - 900 * DAY_MS).toISOString(), status: 'INVOICED', customerFacingStatus: 'ACCEPTED', insuranceSummary: summaryIn({ locale, kind: 'seedLegacy' }, asked ?? locale), orderNumber: '69978841', insuranceDeduction: moneyOf(9_000, marketCurrency(locale)) });
  }
  return { claims: rows.sort((a, b) => b.submissionDate.localeCompare(a.submissionDate)) };
}

/** The 404 of a customer path or filter that is not the token's customer: another customer's claims are as absent as none. */
const notYours = (c: ServiceContext) => fail(c, 404, 'VALIDATION_ERROR', 'No claims for this customer');

/** The my-claims routes: list, search and the URL of a claim's notice. */
export function myClaimRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  const { service } = state;

  app.get('/claims/customer/:id/claims', (c) => {
    const customer = c.get('owner').customerNumber;
    if (!customer || c.req.param('id') !== customer) return notYours(c);
    return answer(c, CustomerClaims, listing(service, customer, c.get('owner').locale, askedLocale(c, undefined), text(c.req.query('legacyCustomerNumber'))));
  });

  app.post('/claims/search', (c) => {
    const filter = c.req.query('filterBy') ?? '';
    const colon = filter.indexOf(':');
    if (colon < 1 || colon === filter.length - 1) return fail(c, 400, 'VALIDATION_ERROR', 'filterBy must be {hash}:{customer}');
    const customer = c.get('owner').customerNumber;
    if (!customer || filter.slice(colon + 1) !== customer) return notYours(c);
    return answer(c, CustomerClaims, listing(service, customer, c.get('owner').locale, askedLocale(c, undefined)));
  });

  app.post('/claims/:claimId/get-attachment-url', async (c) => {
    const body = await jsonBody(c);
    const attachmentId = text(body?.attachmentId);
    const attachmentType = text(body?.attachmentType);
    if (!attachmentId || !attachmentType) return fail(c, 400, 'VALIDATION_ERROR', 'attachmentId and attachmentType are required');
    const customer = c.get('owner').customerNumber;
    // Only the token's own claims: another customer's claim is as absent as an unknown one.
    const row = customer ? service.customer(customer).claims.find((r) => r.claimId === c.req.param('claimId')) : undefined;
    if (!row) return fail(c, 404, 'VALIDATION_ERROR', 'Claim not found');
    const attachment = row.attachments?.find((a) => a.id === attachmentId && a.type === attachmentType);
    if (!attachment || !service.files.has(attachment.id)) return fail(c, 404, 'VALIDATION_ERROR', 'Attachment not found');
    return answer(c, AttachmentUrl, { url: await signedUrlFor(state, c, attachment.id, c.get('owner').grant) });
  });

  return app;
}

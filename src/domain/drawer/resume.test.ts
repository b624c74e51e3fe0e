// The resume mapping of spec 000 section 2, as tables per flow.
import { describe, expect, test } from 'vitest';
import type { Flow } from '../host/flow.ts';
import { drawerViewOf, RESUME_TABLES, RESUME_TERMINAL_STATUSES, resumedViewAnswered, resumeView, type DrawerView, type ResumeRecordLike } from './resume.ts';
import { RECORD_STATUSES } from '../claim/status.ts';

const referrer = { type: 'OPTOMETRIST', firstName: 'Ada', lastName: 'Lovelace' };
const prescriptions = [{ id: 'rx-1' }];
/** Eligible products none of which is included in a prescription. */
const notIncluded = [{ cartProducts: [{ insuranceEligible: true, includedInPrescription: false }, { insuranceEligible: false, includedInPrescription: true }] }];
/** Eligible products one of which is included in a prescription. */
const included = [{ cartProducts: [{ insuranceEligible: true, includedInPrescription: false }] }, { cartProducts: [{ insuranceEligible: true, includedInPrescription: true }] }];

const DEFAULT: DrawerView = 'intro';

type Row = { name: string; record: ResumeRecordLike | null | undefined; flow: Flow; view: DrawerView };

describe('spec 000 §2 Resume mapping: qualified and wildcard entries', () => {
  test.each<Row>([
    { name: 'PRESCRIPTIONS_REQUIRED with a referrer resumes at select-prescription', record: { status: 'PRESCRIPTIONS_REQUIRED', claimData: { referrer } }, flow: 'north-america', view: 'select-prescription' },
    { name: 'PRESCRIPTIONS_REQUIRED with a referrer and prescriptions resumes at select-prescription', record: { status: 'PRESCRIPTIONS_REQUIRED', prescriptions, claimData: { referrer } }, flow: 'france', view: 'select-prescription' },
    { name: 'PRESCRIPTIONS_REQUIRED without a referrer resumes at insurance-information', record: { status: 'PRESCRIPTIONS_REQUIRED', claimData: { referrer: null } }, flow: 'north-america', view: 'insurance-information' },
    { name: 'PRESCRIPTIONS_REQUIRED without claimData resumes at insurance-information', record: { status: 'PRESCRIPTIONS_REQUIRED' }, flow: 'france', view: 'insurance-information' },
    { name: 'PRESCRIPTIONS_REQUIRED with a referrer missing its type resumes at insurance-information', record: { status: 'PRESCRIPTIONS_REQUIRED', claimData: { referrer: { ...referrer, type: null } } }, flow: 'north-america', view: 'insurance-information' },
    { name: 'PRESCRIPTIONS_REQUIRED with a referrer with a blank first name resumes at insurance-information', record: { status: 'PRESCRIPTIONS_REQUIRED', claimData: { referrer: { ...referrer, firstName: '  ' } } }, flow: 'north-america', view: 'insurance-information' },
    { name: 'PRESCRIPTIONS_REQUIRED with a referrer missing its last name resumes at insurance-information', record: { status: 'PRESCRIPTIONS_REQUIRED', claimData: { referrer: { type: 'OPTOMETRIST', firstName: 'Ada' } } }, flow: 'france', view: 'insurance-information' },
    { name: 'PRESCRIPTIONS_FOR_REVIEW with prescriptions and eligible products none in a prescription resumes at select-product', record: { status: 'PRESCRIPTIONS_FOR_REVIEW', prescriptions, eligibleProducts: notIncluded }, flow: 'north-america', view: 'select-product' },
    { name: 'PRESCRIPTIONS_FOR_REVIEW with a product in a prescription resumes at review', record: { status: 'PRESCRIPTIONS_FOR_REVIEW', prescriptions, eligibleProducts: included }, flow: 'north-america', view: 'review' },
    { name: 'PRESCRIPTIONS_FOR_REVIEW without prescriptions resumes at review', record: { status: 'PRESCRIPTIONS_FOR_REVIEW', prescriptions: [], eligibleProducts: notIncluded }, flow: 'france', view: 'review' },
    { name: 'PRESCRIPTIONS_FOR_REVIEW without eligible products resumes at review', record: { status: 'PRESCRIPTIONS_FOR_REVIEW', prescriptions, eligibleProducts: null }, flow: 'france', view: 'review' },
    {
      name: 'PRESCRIPTIONS_FOR_REVIEW whose only products are not insurance-eligible resumes at review',
      record: { status: 'PRESCRIPTIONS_FOR_REVIEW', prescriptions, eligibleProducts: [{ cartProducts: [{ insuranceEligible: false }] }, { cartProducts: null }, {}] },
      flow: 'north-america',
      view: 'review',
    },
    { name: 'READY_TO_CLAIM with eligible products none in a prescription resumes at select-product (North America)', record: { status: 'READY_TO_CLAIM', prescriptions, eligibleProducts: notIncluded }, flow: 'north-america', view: 'select-product' },
    { name: 'READY_TO_CLAIM with eligible products none in a prescription resumes at select-product (France)', record: { status: 'READY_TO_CLAIM', prescriptions, eligibleProducts: notIncluded, claimData: { quote: { status: 'APPROVED' } } }, flow: 'france', view: 'select-product' },
    { name: 'READY_TO_CLAIM with a product in a prescription resumes at review (North America)', record: { status: 'READY_TO_CLAIM', prescriptions, eligibleProducts: included }, flow: 'north-america', view: 'review' },
    { name: 'READY_TO_CLAIM with a quote resumes at review in North America, which has no quote view', record: { status: 'READY_TO_CLAIM', claimData: { quote: { status: 'APPROVED' } } }, flow: 'north-america', view: 'review' },
  ])('$name', ({ record, flow, view }) => {
    expect(resumeView(record, flow, DEFAULT)).toBe(view);
  });
});

describe('spec 000 §2 Resume mapping: an entry by quote status with a wildcard (France, READY_TO_CLAIM)', () => {
  const ready = (quote: ResumeRecordLike['claimData']): ResumeRecordLike => ({ status: 'READY_TO_CLAIM', prescriptions, eligibleProducts: included, claimData: quote });
  test.each<Row>([
    { name: 'no quote yet resumes at review, where the quote is requested', record: ready(null), flow: 'france', view: 'review' },
    { name: 'a NONE quote resumes at review', record: ready({ quote: { status: 'NONE' } }), flow: 'france', view: 'review' },
    { name: 'a DELETED quote resumes at review', record: ready({ quote: { status: 'DELETED' } }), flow: 'france', view: 'review' },
    { name: 'an APPROVED quote resumes at quote (accept or refuse)', record: ready({ quote: { status: 'APPROVED' } }), flow: 'france', view: 'quote' },
    { name: 'a CX_REFUSED quote resumes at quote', record: ready({ quote: { status: 'CX_REFUSED' } }), flow: 'france', view: 'quote' },
    { name: 'an unknown quote status falls back to the wildcard quote', record: ready({ quote: { status: 'SOMETHING_NEW' } }), flow: 'france', view: 'quote' },
    { name: 'a quote status named like an Object property falls back to the wildcard', record: ready({ quote: { status: 'constructor' } }), flow: 'france', view: 'quote' },
    {
      name: 'the summary flagged lastQuote decides, not claimData.quote',
      record: ready({ quote: { status: 'APPROVED' }, quoteSummaries: [{ status: 'DELETED', lastQuote: true }] }),
      flow: 'france',
      view: 'review',
    },
  ])('$name', ({ record, flow, view }) => {
    expect(resumeView(record, flow, DEFAULT)).toBe(view);
  });
});

describe('spec 000 §2 Resume mapping: plain entries per flow', () => {
  test.each<[string, Flow, DrawerView]>([
    ['CREATED', 'north-america', 'insurers'],
    ['UPDATED', 'north-america', 'insurance-member'],
    ['CREATED', 'france', 'insurers'],
    ['UPDATED', 'france', 'insurance-member'],
    ['NOT_RESTRICTED', 'france', 'insurers'],
    ['NOT_RESTRICTED', 'north-america', 'insurers'],
    ['PRESCRIPTIONS_AUTO_APPROVED', 'north-america', 'select-product'],
    ['PRESCRIPTIONS_APPROVED', 'france', 'select-product'],
    ['PRESCRIPTIONS_DISAPPROVED', 'north-america', 'select-prescription'],
    ['PRESCRIPTIONS_IN_REVIEW', 'france', 'review'],
    ['CLAIM_SUBMITTED', 'north-america', 'review'],
    ['INSURANCE_MEMBER_REQUIRED', 'north-america', 'insurance-member'],
    ['INSURANCE_MEMBER_NOT_FOUND', 'north-america', 'insurance-member'],
    ['MULTIPLE_INSURANCE_MEMBERS_FOUND', 'north-america', 'insurance-member'],
    ['INSURANCE_MEMBER_FOUND', 'north-america', 'insurance-member'],
    ['NO_BENEFITS_AVAILABLE', 'north-america', 'insurance-member'],
    ['READY_TO_QUOTE', 'north-america', 'insurance-member'],
    ['QUOTE_REQUIRED', 'north-america', 'insurance-member'],
    ['QUOTE_REQUESTED', 'north-america', 'insurance-member'],
    ['QUOTE_PENDING', 'north-america', 'insurance-member'],
    ['QUOTE_SYSTEM_REFUSED_EVENT_SENT', 'north-america', 'insurance-member'],
    ['INSURANCE_MEMBER_REQUIRED', 'france', 'insurance-member'],
    ['INSURANCE_MEMBER_NOT_FOUND', 'france', 'insurance-member'],
    ['MULTIPLE_INSURANCE_MEMBERS_FOUND', 'france', 'insurance-member'],
    ['INSURANCE_MEMBER_FOUND', 'france', 'insurance-member'],
    ['NO_BENEFITS_AVAILABLE', 'france', 'insurance-member'],
    ['READY_TO_QUOTE', 'france', 'insurance-information'],
    ['QUOTE_REQUIRED', 'france', 'insurance-information'],
    ['QUOTE_REQUESTED', 'france', 'insurance-member'],
    ['QUOTE_PENDING', 'france', 'quote'],
    ['QUOTE_SYSTEM_REFUSED_EVENT_SENT', 'france', 'quote'],
  ])('%s in the %s flow resumes at %s', (status, flow, view) => {
    expect(resumeView({ status }, flow, DEFAULT)).toBe(view);
  });
});

/** Terminal statuses a flow still resumes, on the view that shows them: France's accepted quote. */
const RESUMED_TERMINAL: Record<Flow, readonly string[]> = { 'north-america': [], france: ['CLAIM_ACCEPTED'] };

describe('spec 000 §2 Resume mapping: terminal statuses reset to the default view', () => {
  const flows: Flow[] = ['north-america', 'france'];
  test.each([...RESUME_TERMINAL_STATUSES].flatMap((status) => flows.filter((flow) => !RESUMED_TERMINAL[flow].includes(status)).map((flow) => [status, flow] as const)))(
    '%s in the %s flow answers the default view',
    (status, flow) => {
      expect(resumeView({ status, prescriptions, eligibleProducts: notIncluded, claimData: { referrer } }, flow, 'insurance-member')).toBe('insurance-member');
    },
  );

  test.each(flows)('every known record status of the %s flow is either resumable or terminal, never both but where the flow shows it', (flow) => {
    for (const status of RECORD_STATUSES) {
      const both = RESUMED_TERMINAL[flow].includes(status);
      expect(Object.hasOwn(RESUME_TABLES[flow], status) !== RESUME_TERMINAL_STATUSES.has(status) || both, status).toBe(true);
      if (both) expect(Object.hasOwn(RESUME_TABLES[flow], status) && RESUME_TERMINAL_STATUSES.has(status), status).toBe(true);
    }
    expect(Object.keys(RESUME_TABLES[flow]).every((s) => (RECORD_STATUSES as readonly string[]).includes(s))).toBe(true);
  });

  test.each<Row>([
    { name: 'an unknown status answers the default view', record: { status: 'SOMETHING_NEW' }, flow: 'north-america', view: DEFAULT },
    { name: 'a status named like an Object property answers the default view', record: { status: 'constructor' }, flow: 'france', view: DEFAULT },
    { name: 'a record without status answers the default view', record: { status: null }, flow: 'north-america', view: DEFAULT },
    { name: 'an empty status answers the default view', record: { status: '' }, flow: 'france', view: DEFAULT },
    { name: 'no record (null) answers the default view', record: null, flow: 'north-america', view: DEFAULT },
    { name: 'no record (undefined) answers the default view', record: undefined, flow: 'france', view: DEFAULT },
  ])('$name', ({ record, flow, view }) => {
    expect(resumeView(record, flow, view)).toBe(view);
  });
});

describe('spec 000 §2 Resume mapping, France: the patient pages until their last page is saved, then the quote', () => {
  const done = { termsAndConditionsAccepted: true };
  test.each<[string, string, Record<string, unknown> | null, DrawerView]>([
    ['the member known, the patient pages not saved: the patient page', 'QUOTE_REQUIRED', null, 'insurance-information'],
    ['the member known, the terms refused so far: the patient page', 'QUOTE_REQUIRED', { termsAndConditionsAccepted: false }, 'insurance-information'],
    ['the member known, the patient pages saved: the quote', 'QUOTE_REQUIRED', done, 'quote'],
    ['ready to quote, the patient pages saved: the quote', 'READY_TO_QUOTE', done, 'quote'],
    ['the member sync in flight before the patient pages: the member page says so', 'QUOTE_REQUESTED', null, 'insurance-member'],
    ['a quote in flight after the patient pages: the quote', 'QUOTE_REQUESTED', done, 'quote'],
  ])('%s', (_name, status, claimData, view) => {
    expect(resumeView({ status, claimData }, 'france', DEFAULT)).toBe(view);
  });
});

describe('spec 000 §2 resume "jumps to the step reached": a quote the shopper accepted (spec 000 §4, quote step ACCEPTED)', () => {
  const accepted = { quote: { status: 'CX_ACCEPTED' } };
  test.each<Row>([
    { name: 'France: the claim the acceptance submitted, the insurer still answering, resumes at the quote, which follows it', record: { status: 'CLAIM_SUBMITTED', claimData: accepted }, flow: 'france', view: 'quote' },
    { name: 'France: the accepted claim resumes at the quote, whose accepted step leads to checkout, not the intro', record: { status: 'CLAIM_ACCEPTED', claimData: accepted }, flow: 'france', view: 'quote' },
    { name: 'France: an accepted claim read from the summaries resumes at the quote too', record: { status: 'CLAIM_ACCEPTED', claimData: { quoteSummaries: [{ status: 'CX_ACCEPTED', lastQuote: true }] } }, flow: 'france', view: 'quote' },
    { name: 'France: a claim submitted without an accepted quote resumes at the review, as in North America', record: { status: 'CLAIM_SUBMITTED', claimData: { quote: { status: 'APPROVED' } } }, flow: 'france', view: 'review' },
    { name: 'North America: a submitted claim resumes at the review', record: { status: 'CLAIM_SUBMITTED', claimData: accepted }, flow: 'north-america', view: 'review' },
    { name: 'North America: an accepted claim is terminal, the default view', record: { status: 'CLAIM_ACCEPTED' }, flow: 'north-america', view: DEFAULT },
    { name: 'France: a rejected claim is terminal, the default view', record: { status: 'CLAIM_REJECTED', claimData: accepted }, flow: 'france', view: DEFAULT },
  ])('$name', ({ record, flow, view }) => {
    expect(resumeView(record, flow, DEFAULT)).toBe(view);
  });
});

describe('spec 000 §2 the views of this build, by name', () => {
  test.each<[string, string | null | undefined, DrawerView | null]>([
    ['a view of the spec', 'review', 'review'],
    ['an entry view', 'login-redirect', 'login-redirect'],
    ['a view no build has (a newer page flow)', 'not-in-this-build', null],
    ['another case is another name', 'Review', null],
    ['no name', undefined, null],
    ['a name of Object.prototype', 'constructor', null],
  ])('spec 000 §2: %s', (_name, name, expected) => {
    expect(drawerViewOf(name)).toBe(expected);
  });
});

describe('spec 000 §2 last path: a record that has the answer of the view it resumes on', () => {
  test.each<[string, Flow, ResumeRecordLike | null, boolean]>([
    ['the North American member found: the patient and doctor pages may come next', 'north-america', { status: 'INSURANCE_MEMBER_FOUND' }, true],
    ['the member still to look up', 'north-america', { status: 'INSURANCE_MEMBER_REQUIRED' }, false],
    ['the member not found', 'north-america', { status: 'INSURANCE_MEMBER_NOT_FOUND' }, false],
    ['a French record at the same status: its member details are a form of their own', 'france', { status: 'INSURANCE_MEMBER_FOUND' }, false],
    ['no record', 'north-america', null, false],
  ])('spec 000 §2: %s', (_name, flow, record, expected) => {
    expect(resumedViewAnswered(record, flow)).toBe(expected);
  });
});
